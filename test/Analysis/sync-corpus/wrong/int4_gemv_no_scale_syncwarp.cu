// int4_gemv_shared_x_warp_rows without the __syncwarp() after the lanes stage the row's group
// scales: lane 16 reads s_scale[warp][1], which lane 1 of its warp stores.
// LAUNCH: grid=3 block=256 smem=2048 args=y:f32[20]:zero x:f32[512]:rand w:u32[1280]:rand(0,2147483647) scales:f32[80]:rand n_rows:i32=20 k:i32=512
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define GROUP 128
#define MAX_GROUPS 32

extern "C" __global__ void __launch_bounds__(WARPS * 32)
int4_gemv_no_scale_syncwarp(float *y, const float *x, const unsigned *w, const float *scales,
                             int n_rows, int k) {
  extern __shared__ float s_x[];
  __shared__ float s_scale[WARPS][MAX_GROUPS];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int i = threadIdx.x; i < k; i += blockDim.x) s_x[i] = x[i];
  __syncthreads();

  const int row = blockIdx.x * WARPS + warp;
  if (row >= n_rows) return;
  const int groups = k / GROUP;
  for (int g = lane; g < groups; g += 32) s_scale[warp][g] = scales[row * groups + g];

  const unsigned *wr = w + row * (k / 8);
  float acc = 0.f;
  for (int c = lane; c < k / 8; c += 32) {
    const unsigned packed = wr[c];
    // CHECK: int4_gemv_no_scale_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const float sc = s_scale[warp][(c * 8) / GROUP];
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      const int q = (int)((packed >> (4 * j)) & 15u) - 8;
      acc += (float)q * sc * s_x[c * 8 + j];
    }
  }
  for (int off = 16; off > 0; off >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, off);
  if (lane == 0) y[row] = acc;
}
