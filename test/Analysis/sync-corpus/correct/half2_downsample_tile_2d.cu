// 2x box downsampling of a half-precision image with __half2 arithmetic: a
// 16x16 block stages a 32x32 input tile in shared memory as 16 rows of
// __half2 pairs per row, each thread loading four pairs, and after a barrier
// thread (tx, ty) averages the 2x2 pixels of output (tx, ty) from two pairs
// of two rows.
// LAUNCH: grid=2,2 block=16,16 args=img:u16[4096]:rand(14000,15000) out:u16[1024]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_fp16.h>

#define W 64

extern "C" __global__ void half2_downsample_tile_2d(const __half2 *img, __half *out) {
  __shared__ __half2 tile[32][16 + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * 32, pair0 = blockIdx.x * 16;
  for (int r = ty; r < 32; r += 16)
    tile[r][tx] = img[(row0 + r) * (W / 2) + pair0 + tx];
  __syncthreads();
  const __half2 top = tile[2 * ty][tx], bottom = tile[2 * ty + 1][tx];
  const __half2 sum = __hadd2(top, bottom);
  const __half avg = __hmul(__hadd(__low2half(sum), __high2half(sum)), __float2half(0.25f));
  out[(blockIdx.y * 16 + ty) * (W / 2) + blockIdx.x * 16 + tx] = avg;
}
