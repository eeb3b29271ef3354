// A radix-2 Stockham FFT of 256 complex points per block in shared memory:
// two buffers whose generic pointers swap after every stage, the stage width
// doubling (`len <<= 1`), one barrier per stage (the buffer a stage writes is
// the one the next stage reads, and the one it reads is overwritten two
// stages later).
// LAUNCH: grid=8 block=128 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define H (N / 2)

extern "C" __global__ void stockham_fft_pointer_swap(const float2 *in, float2 *out) {
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
    float2 a = src[t];
    float2 b = src[t + H];
    float s, c;
    sincospif(-(float)k / (float)len, &s, &c);
    float2 bw = make_float2(b.x * c - b.y * s, b.x * s + b.y * c);
    int o = ((t - k) << 1) + k;
    dst[o] = make_float2(a.x + bw.x, a.y + bw.y);
    dst[o + len] = make_float2(a.x - bw.x, a.y - bw.y);
    __syncthreads();
    float2 *tmp = src;
    src = dst;
    dst = tmp;
  }
  out[blockIdx.x * N + t] = src[t];
  out[blockIdx.x * N + t + H] = src[t + H];
}
