// @realcode 2-D Kirchhoff prestack time migration of a common-offset seismic section: each image point sums trace samples along its diffraction hyperbola (double-square-root traveltimes with sqrtf), linear interpolation between samples read through __ldg, an obliquity weight and an aperture taper from a __device__ constexpr cosine table, one thread per output sample with the trace loop unrolled by #pragma unroll 4, and a per-trace half-offset in __constant__ memory.
// @let NT = 1024
// @let NX = 1024
// @let NZ = 512
// @buf traces f32[NX * NT] uniform(-1, 1)
// @const c_half_offset f32[1] uniform(50, 400)
// @buf image f32[NX * NZ] zero
// @launch kirchhoff_migrate grid(NX / 32, NZ / 8) block(32, 8) args(traces, image, i32(NT), i32(NX), i32(NZ), f32(0.004), f32(12.5), f32(2000.0), i32(64))
// @check image abs=1e-3 rel=1e-3
#include <cuda_runtime.h>

__constant__ float c_half_offset[1];

namespace {
struct Taper {
  float w[16];
};
constexpr Taper make_taper() {
  // A raised-cosine ramp over the last 16 traces of the aperture, by a Taylor series (constexpr-friendly).
  Taper t{};
  for (int i = 0; i < 16; ++i) {
    const double x = 3.141592653589793 * (i + 0.5) / 16.0;
    double c = 1.0, term = 1.0;
    for (int k = 1; k < 12; ++k) { term *= -x * x / ((2 * k - 1) * (2 * k)); c += term; }
    t.w[i] = static_cast<float>(0.5 * (1.0 - c));
  }
  return t;
}
__device__ constexpr Taper kTaper = make_taper();
}  // namespace

__global__ void __launch_bounds__(256, 4)
kirchhoff_migrate(const float *__restrict__ traces, float *__restrict__ image, int nt, int nx, int nz, float dt,
                  float dx, float velocity, int aperture) {
  const int ix = blockIdx.x * blockDim.x + threadIdx.x;
  const int iz = blockIdx.y * blockDim.y + threadIdx.y;
  if (ix >= nx || iz >= nz) return;
  const float t0 = iz * dt;                 // vertical two-way time of the image point
  const float z = 0.5f * velocity * t0;
  const float h = c_half_offset[0];
  const float inv_v = 1.0f / velocity;
  float acc = 0.0f;
  const int lo = max(0, ix - aperture), hi = min(nx - 1, ix + aperture);
#pragma unroll 4
  for (int m = lo; m <= hi; ++m) {
    const float xm = (m - ix) * dx;
    const float rs = sqrtf(z * z + (xm - h) * (xm - h));
    const float rr = sqrtf(z * z + (xm + h) * (xm + h));
    const float t = (rs + rr) * inv_v;
    const float ft = t / dt;
    const int it = static_cast<int>(ft);
    if (it >= nt - 1) continue;
    const float frac = ft - it;
    const float *tr = traces + static_cast<size_t>(m) * nt;
    const float sample = (1.0f - frac) * __ldg(tr + it) + frac * __ldg(tr + it + 1);
    const float obliquity = z > 0.0f ? 0.5f * (z / fmaxf(rs, 1e-3f) + z / fmaxf(rr, 1e-3f)) : 1.0f;
    const int edge = aperture - abs(m - ix);
    const float taper = edge < 16 ? kTaper.w[edge] : 1.0f;
    acc += sample * obliquity * taper;
  }
  image[static_cast<size_t>(ix) * nz + iz] = acc;
}
