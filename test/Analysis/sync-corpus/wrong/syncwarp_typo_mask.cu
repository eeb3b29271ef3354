// A warp-level transpose of 32x32 values staged in shared memory: the whole
// warp writes, meets at __syncwarp(0x0000ffff) (meant 0xffffffff), and reads
// back. Lanes 16..31 execute a __syncwarp whose mask does not contain them.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(128) syncwarp_typo_mask(const float *in, float *out) {
  __shared__ float stage[4][32][33];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const float *src = in + (blockIdx.x * 4 + warp) * 1024;
  float *dst = out + (blockIdx.x * 4 + warp) * 1024;
  for (int r = 0; r < 32; ++r) stage[warp][r][lane] = src[r * 32 + lane];
  // CHECK: syncwarp_typo_mask.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}}
  __syncwarp(0x0000ffff);
  for (int r = 0; r < 32; ++r) dst[r * 32 + lane] = stage[warp][lane][r];
}
