// 1-D convolution whose right halo is stored at s[t + R] instead of
// s[t + 2R]: the last R threads overwrite interior slots that threads
// t + R... store too, with other values and no ordering.
// LAUNCH: grid=32 block=128 args=in:f32[4096]:rand out:f32[4096]:zero n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define R 4
#define BLOCK 128

extern "C" __global__ void __launch_bounds__(BLOCK) conv1d_halo_overlaps_interior(const float *in, float *out, int n) {
  __shared__ float s[BLOCK + 2 * R];
  int t = threadIdx.x;
  int g = blockIdx.x * BLOCK + t;
  s[t + R] = in[min(g, n - 1)]; // (a)
  if (t < R) s[t] = in[max(g - R, 0)];
  // CHECK: conv1d_halo_overlaps_interior.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  if (t >= BLOCK - R) s[t + R + 1] = in[min(g + R, n - 1)];
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k <= 2 * R; ++k) acc += s[t + k];
  if (g < n) out[g] = acc;
}
