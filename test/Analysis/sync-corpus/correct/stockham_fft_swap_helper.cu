// The Stockham FFT with the buffers exchanged by a std::swap-like helper
// taking the two pointers by reference (a temporary inside it), the stage
// width doubling from 1: one barrier per stage. Written for 128 threads (its
// launch bound): with more, thread t + 128 would load thread t's second point.
// LAUNCH: grid=8 block=128 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define H (N / 2)

template <typename T>
__device__ __forceinline__ void swap_values(T &a, T &b) {
  T tmp = a;
  a = b;
  b = tmp;
}

__device__ __forceinline__ float2 twiddle(float2 v, int k, int len) {
  float s, c;
  sincospif(-(float)k / (float)len, &s, &c);
  return make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
}

extern "C" __global__ void __launch_bounds__(H) stockham_fft_swap_helper(const float2 *in, float2 *out) {
  __shared__ float2 work[2][N];
  int t = threadIdx.x;
  float2 *src = work[0];
  float2 *dst = work[1];
  src[t] = in[blockIdx.x * N + t];
  src[t + H] = in[blockIdx.x * N + t + H];
  __syncthreads();
  for (unsigned len = 1; len < N; len <<= 1) {
    int k = t & (len - 1);
    float2 a = src[t];
    float2 b = twiddle(src[t + H], k, len);
    int o = ((t - k) << 1) + k;
    dst[o] = make_float2(a.x + b.x, a.y + b.y);
    dst[o + len] = make_float2(a.x - b.x, a.y - b.y);
    __syncthreads();
    swap_values(src, dst);
  }
  out[blockIdx.x * N + t] = src[t];
  out[blockIdx.x * N + t + H] = src[t + H];
}
