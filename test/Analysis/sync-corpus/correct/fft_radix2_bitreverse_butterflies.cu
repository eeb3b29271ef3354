// An in-place radix-2 decimation-in-time FFT of 1024 points per block in shared memory: the
// input is stored at bit-reversed positions (`__brev(i) >> 22`), then ten butterfly stages, each
// thread owning the pair (k, k + half) of its butterfly, with one barrier per stage.
// LAUNCH: grid=2 block=512 tol=1e-3 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LOG_N 10
#define N (1 << LOG_N)
#define THREADS (N / 2)

extern "C" __global__ void __launch_bounds__(THREADS)
fft_radix2_bitreverse_butterflies(const float2 *in, float2 *out) {
  __shared__ float2 s[N];
  const int t = threadIdx.x;
  const float2 *src = in + blockIdx.x * N;
  for (int i = t; i < N; i += THREADS) s[__brev(i) >> (32 - LOG_N)] = src[i];
  __syncthreads();

  for (int half = 1; half < N; half <<= 1) {
    const int j = t & (half - 1);
    const int k = ((t - j) << 1) + j;
    float sn, cs;
    __sincosf(-3.14159265f * j / half, &sn, &cs);
    const float2 a = s[k], b = s[k + half];
    const float2 wb = make_float2(b.x * cs - b.y * sn, b.x * sn + b.y * cs);
    s[k] = make_float2(a.x + wb.x, a.y + wb.y);
    s[k + half] = make_float2(a.x - wb.x, a.y - wb.y);
    __syncthreads();
  }

  float2 *dst = out + blockIdx.x * N;
  for (int i = t; i < N; i += THREADS) dst[i] = s[i];
}
