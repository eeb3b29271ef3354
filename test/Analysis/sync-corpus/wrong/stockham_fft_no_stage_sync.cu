// The Stockham FFT of correct/stockham_fft_pointer_swap without its per-stage barrier: stage
// len = 2 reads bufB[t], which thread t / 2 writes in stage len = 1 (the buffers swap through
// generic pointers, the stage width doubling with `len <<= 1`).
// LAUNCH: grid=8 block=128 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define H (N / 2)

extern "C" __global__ void stockham_fft_no_stage_sync(const float2 *in, float2 *out) {
  __shared__ float2 bufA[N];
  __shared__ float2 bufB[N];
  int t = threadIdx.x;
  const float2 *x = in + blockIdx.x * N;
  bufA[t] = x[t];
  bufA[t + H] = x[t + H];
  __syncthreads();
  float2 *src = bufA, *dst = bufB;
  for (int len = 1; len < N; len <<= 1) {
    int k = t & (len - 1);
    // CHECK: stockham_fft_no_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float2 a = src[t];
    float2 b = src[t + H];
    float s, c;
    sincospif(-(float)k / (float)len, &s, &c);
    float2 bw = make_float2(b.x * c - b.y * s, b.x * s + b.y * c);
    int o = ((t - k) << 1) + k;
    dst[o] = make_float2(a.x + bw.x, a.y + bw.y);
    dst[o + len] = make_float2(a.x - bw.x, a.y - bw.y);
    float2 *tmp = src;
    src = dst;
    dst = tmp;
  }
  out[blockIdx.x * N + t] = src[t];
  out[blockIdx.x * N + t + H] = src[t + H];
}
