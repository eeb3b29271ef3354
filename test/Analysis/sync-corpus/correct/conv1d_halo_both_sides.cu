// 1-D convolution with a radius-4 mask in constant memory: the first R
// threads of the block also load the left halo, the last R the right halo
// (clamped at the array ends), one barrier, then the weighted sum.
// LAUNCH: grid=32 block=128 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 4
#define BLOCK 128

__constant__ float mask[2 * R + 1] = {0.02f, 0.05f, 0.1f, 0.15f, 0.36f, 0.15f, 0.1f, 0.05f, 0.02f};

extern "C" __global__ void __launch_bounds__(BLOCK) conv1d_halo_both_sides(const float *in, float *out, int n) {
  __shared__ float s[BLOCK + 2 * R];
  int t = threadIdx.x;
  int g = blockIdx.x * BLOCK + t;
  s[t + R] = in[min(g, n - 1)];
  if (t < R) s[t] = in[max(g - R, 0)];
  if (t >= BLOCK - R) s[t + 2 * R] = in[min(g + R, n - 1)];
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k <= 2 * R; ++k) acc += mask[k] * s[t + k];
  if (g < n) out[g] = acc;
}
