// @realcode Ultrasound delay-and-sum (DAS) beamforming of plane-wave RF data as GPU imaging toolboxes (USTB, MUST ports) do it: a pixel per thread on a 2-D (x, z) grid, transmit delay from the plane-wave angle and receive delay to every element of a linear array, element positions and per-angle transmit delays in __constant__ memory, fractional-sample linear interpolation of the RF channel data read through __ldg, a dynamic receive aperture from an f-number with a Tukey-like (Hann-edged) apodization, coherent compounding over angles, then an envelope-and-log-compression pass on the quadrature pair from a second beamformed channel offset by a quarter period.
// @let NX = 256
// @let NZ = 1024
// @let NE = 128
// @let NA = 5
// @let NS = 4096
// @const c_elem_x f32[128] iota(-0.019, 0.0003)
// @const c_angles f32[5] set(0, -0.1) set(1, -0.05) set(2, 0.0) set(3, 0.05) set(4, 0.1)
// @buf rf f32[NA * NE * NS] uniform(-1, 1)
// @buf iq f32[NX * NZ * 2] zero
// @buf bmode f32[NX * NZ] zero
// @launch das_beamform_kernel grid(NX / 16, NZ / 16) block(16, 16) args(rf, iq, i32(NX), i32(NZ), i32(NS), f32(40e6), f32(1540), f32(1.75))
// @launch envelope_log_kernel grid(NX * NZ / 256) block(256) args(iq, bmode, i32(NX * NZ), f32(60))
// @check iq abs=1e-3 rel=1e-3
// @check bmode abs=1e-2 rel=1e-3

#define N_ELEMENTS 128
#define N_ANGLES 5

__constant__ float c_elem_x[N_ELEMENTS];
__constant__ float c_angles[N_ANGLES];

struct ImagingGrid {
  float x0, dx, z0, dz;
  __device__ float x(int i) const { return x0 + i * dx; }
  __device__ float z(int j) const { return z0 + j * dz; }
};

__device__ __forceinline__ float interp_channel(const float *__restrict__ ch, float sample, int ns) {
  const int i0 = __float2int_rd(sample);
  if (i0 < 0 || i0 + 1 >= ns)
    return 0.f;
  const float t = sample - i0;
  const float a = __ldg(ch + i0), b = __ldg(ch + i0 + 1);
  return fmaf(t, b - a, a);
}

__device__ __forceinline__ float apodization(float dx_over_aperture) {
  // 1 in the middle, Hann-shaped in the outer quarter on each side, 0 outside
  const float a = fabsf(dx_over_aperture);
  if (a >= 0.5f) return 0.f;
  if (a <= 0.25f) return 1.f;
  return 0.5f * (1.f + cospif((a - 0.25f) * 4.f));
}

__global__ void __launch_bounds__(256) das_beamform_kernel(const float *__restrict__ rf, float2 *__restrict__ iq, int nx, int nz, int ns, float fs, float c0, float f_number) {
  const int ix = blockIdx.x * blockDim.x + threadIdx.x;
  const int iz = blockIdx.y * blockDim.y + threadIdx.y;
  const ImagingGrid g{-0.019f, 0.038f / 256, 0.005f, 0.03f / 1024};
  const float px = g.x(ix), pz = g.z(iz);
  const float aperture = pz / f_number;
  const float samples_per_metre = fs / c0;
  const float quarter = 0.25f * fs / 5e6f; // a quarter period of the 5 MHz centre frequency, in samples
  float sum_i = 0.f, sum_q = 0.f;
  for (int a = 0; a < N_ANGLES; ++a) {
    float sa, ca;
    sincosf(c_angles[a], &sa, &ca);
    const float tx = pz * ca + px * sa;
    const float *angle_rf = rf + (size_t)a * N_ELEMENTS * ns;
    for (int e = 0; e < N_ELEMENTS; ++e) {
      const float ex = px - c_elem_x[e];
      const float w = apodization(ex / aperture);
      if (w == 0.f)
        continue;
      const float rx = sqrtf(ex * ex + pz * pz);
      const float sample = (tx + rx) * samples_per_metre;
      const float *ch = angle_rf + (size_t)e * ns;
      sum_i += w * interp_channel(ch, sample, ns);
      sum_q += w * interp_channel(ch, sample + quarter, ns);
    }
  }
  iq[iz * nx + ix] = make_float2(sum_i / N_ANGLES, sum_q / N_ANGLES);
}

__global__ void envelope_log_kernel(const float2 *__restrict__ iq, float *__restrict__ bmode, int n, float dynamic_range_db) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float2 v = iq[i];
  const float env = hypotf(v.x, v.y);
  const float db = 20.f * log10f(env + 1e-6f);
  bmode[i] = fmaxf(db, -dynamic_range_db);
}
