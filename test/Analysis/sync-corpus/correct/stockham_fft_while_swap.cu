// The Stockham FFT of stockham_fft_pointer_swap written with a `while` loop
// whose stage width doubles by multiplication (`len *= 2`) at the end of the
// body, after the swap: one barrier per stage.
// LAUNCH: grid=8 block=128 args=in:f32[4096]:rand out:f32[4096]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256
#define H (N / 2)

extern "C" __global__ void stockham_fft_while_swap(const float2 *in, float2 *out) {
  __shared__ float2 ping[N];
  __shared__ float2 pong[N];
  int t = threadIdx.x;
  ping[t] = in[blockIdx.x * N + t];
  ping[t + H] = in[blockIdx.x * N + t + H];
  float2 *src = ping;
  float2 *dst = pong;
  int len = 1;
  while (len < N) {
    __syncthreads();
    int k = t % len;
    float2 a = src[t];
    float2 b = src[t + H];
    float s, c;
    sincospif(-(float)k / (float)len, &s, &c);
    float2 bw = make_float2(b.x * c - b.y * s, b.x * s + b.y * c);
    int o = (t / len) * 2 * len + k;
    dst[o] = make_float2(a.x + bw.x, a.y + bw.y);
    dst[o + len] = make_float2(a.x - bw.x, a.y - bw.y);
    float2 *tmp = src;
    src = dst;
    dst = tmp;
    len *= 2;
  }
  __syncthreads();
  out[blockIdx.x * N + t] = src[t];
  out[blockIdx.x * N + t + H] = src[t + H];
}
