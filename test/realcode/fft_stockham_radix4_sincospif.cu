// @realcode A batched 1024-point complex FFT in the Stockham autosort formulation with radix-4 butterflies, one block of 256 threads per transform: float2 complex helpers as inline functions, twiddles from sincospif (exact multiples of pi, no range reduction error), the five stages ping-ponging between two __shared__ buffers, a template flag for the inverse transform (conjugated twiddles, 1/N scaling), and a second kernel taking the power spectrum in dB with hypotf/log10f.
// @let BATCH = 4096
// @let NFFT = 1024
// @buf signal f32[BATCH * NFFT * 2] uniform(-1, 1)
// @buf spectrum f32[BATCH * NFFT * 2] zero
// @buf roundtrip f32[BATCH * NFFT * 2] zero
// @buf power_db f32[BATCH * NFFT] zero
// @launch fft1024_radix4<false> grid(BATCH) block(256) args(signal, spectrum)
// @launch fft1024_radix4<true> grid(BATCH) block(256) args(spectrum, roundtrip)
// @launch power_spectrum_db grid(BATCH * NFFT / 256) block(256) args(spectrum, power_db, i32(BATCH * NFFT))
// @check spectrum rel=1e-4 abs=2e-4
// @check roundtrip rel=1e-4 abs=1e-5
// @check power_db rel=1e-4 abs=1e-3
#include <cuda_runtime.h>

#define N 1024
#define RADIX 4
#define THREADS (N / RADIX)

__device__ __forceinline__ float2 cmul(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
// Multiplies by -i (forward) or +i (inverse).
template <bool INV> __device__ __forceinline__ float2 rot90(float2 a) {
  return INV ? make_float2(-a.y, a.x) : make_float2(a.y, -a.x);
}

template <bool INV>
__device__ __forceinline__ void butterfly4(float2 &a0, float2 &a1, float2 &a2, float2 &a3) {
  float2 s02 = cadd(a0, a2), d02 = csub(a0, a2);
  float2 s13 = cadd(a1, a3), d13 = rot90<INV>(csub(a1, a3));
  a0 = cadd(s02, s13);
  a2 = csub(s02, s13);
  a1 = cadd(d02, d13);
  a3 = csub(d02, d13);
}

template <bool INVERSE>
__global__ void __launch_bounds__(THREADS) fft1024_radix4(const float2 *__restrict__ in, float2 *__restrict__ out) {
  __shared__ float2 buf[2][N];
  const float2 *src = in + (size_t)blockIdx.x * N;
  const int j = threadIdx.x;
#pragma unroll
  for (int r = 0; r < RADIX; r++) buf[0][j + r * THREADS] = src[j + r * THREADS];
  __syncthreads();

  int ping = 0;
#pragma unroll
  for (int ns = 1; ns < N; ns *= RADIX) {
    const int k = j % ns;  // index inside the current sub-transform
    float2 a[RADIX];
#pragma unroll
    for (int r = 0; r < RADIX; r++) a[r] = buf[ping][j + r * THREADS];
    // Twiddle r: exp(-+ 2 pi i r k / (4 ns)); sincospif takes the angle in units of pi.
#pragma unroll
    for (int r = 1; r < RADIX; r++) {
      float s, c;
      sincospif((INVERSE ? 2.0f : -2.0f) * (float)(r * k) / (float)(RADIX * ns), &s, &c);
      a[r] = cmul(a[r], make_float2(c, s));
    }
    butterfly4<INVERSE>(a[0], a[1], a[2], a[3]);
    const int base = (j / ns) * ns * RADIX + k;
#pragma unroll
    for (int r = 0; r < RADIX; r++) buf[ping ^ 1][base + r * ns] = a[r];
    ping ^= 1;
    __syncthreads();
  }

  float2 *dst = out + (size_t)blockIdx.x * N;
  const float scale = INVERSE ? 1.0f / N : 1.0f;
#pragma unroll
  for (int r = 0; r < RADIX; r++) {
    float2 v = buf[ping][j + r * THREADS];
    dst[j + r * THREADS] = make_float2(v.x * scale, v.y * scale);
  }
}

__global__ void power_spectrum_db(const float2 *__restrict__ spec, float *__restrict__ db, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) {
    float2 v = spec[i];
    float mag = hypotf(v.x, v.y);
    db[i] = 20.0f * log10f(fmaxf(mag, 1e-12f));
  }
}

template __global__ void fft1024_radix4<false>(const float2 *, float2 *);
template __global__ void fft1024_radix4<true>(const float2 *, float2 *);
