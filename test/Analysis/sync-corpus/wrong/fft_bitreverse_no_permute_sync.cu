// fft_radix2_bitreverse_butterflies without the barrier after the bit-reversed stores: the
// first butterflies read points that other threads store at their bit-reversed positions.
// LAUNCH: grid=2 block=512 tol=1e-3 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LOG_N 10
#define N (1 << LOG_N)
#define THREADS (N / 2)

extern "C" __global__ void __launch_bounds__(THREADS)
fft_bitreverse_no_permute_sync(const float2 *in, float2 *out) {
  __shared__ float2 s[N];
  const int t = threadIdx.x;
  const float2 *src = in + blockIdx.x * N;
  for (int i = t; i < N; i += THREADS) s[__brev(i) >> (32 - LOG_N)] = src[i];

  for (int half = 1; half < N; half <<= 1) {
    const int j = t & (half - 1);
    const int k = ((t - j) << 1) + j;
    float sn, cs;
    __sincosf(-3.14159265f * j / half, &sn, &cs);
    // CHECK: fft_bitreverse_no_permute_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const float2 a = s[k], b = s[k + half];
    const float2 wb = make_float2(b.x * cs - b.y * sn, b.x * sn + b.y * cs);
    s[k] = make_float2(a.x + wb.x, a.y + wb.y);
    s[k + half] = make_float2(a.x - wb.x, a.y - wb.y);
    __syncthreads();
  }

  float2 *dst = out + blockIdx.x * N;
  for (int i = t; i < N; i += THREADS) dst[i] = s[i];
}
