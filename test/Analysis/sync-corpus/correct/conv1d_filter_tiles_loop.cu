// 1-D convolution with a long filter taken in tiles of 64 taps: every
// iteration stages one filter tile and the input window it needs (128 + 64
// elements, the last 64 by the first 64 threads), a barrier, the partial
// sums, and a barrier before the next iteration overwrites both tiles.
// LAUNCH: grid=4 block=128 args=in:f32[768]:rand filt:f32[256]:rand out:f32[512]:zero K:i32=256
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define B 128
#define FT 64

extern "C" __global__ void __launch_bounds__(B) conv1d_filter_tiles_loop(const float *in, const float *filt,
                                                                         float *out, int K) {
  __shared__ float sf[FT];
  __shared__ float sx[B + FT];
  int t = threadIdx.x;
  int base = blockIdx.x * B;
  float acc = 0.0f;
  for (int f0 = 0; f0 < K; f0 += FT) {
    if (t < FT) sf[t] = filt[f0 + t];
    sx[t] = in[base + f0 + t];
    if (t < FT) sx[B + t] = in[base + f0 + B + t];
    __syncthreads();
    for (int j = 0; j < FT; ++j) acc += sf[j] * sx[t + j];
    __syncthreads();
  }
  out[base + t] = acc;
}
