// half2_downsample_tile_2d without the barrier after staging the tile: a thread averages pairs other threads may
// not have loaded yet.
// LAUNCH: grid=2,2 block=16,16 args=img:u16[4096]:rand(14000,15000) out:u16[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_fp16.h>

#define W 64

extern "C" __global__ void half2_downsample_no_tile_sync(const __half2 *img, __half *out) {
  __shared__ __half2 tile[32][16 + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * 32, pair0 = blockIdx.x * 16;
  for (int r = ty; r < 32; r += 16)
    tile[r][tx] = img[(row0 + r) * (W / 2) + pair0 + tx];
  // CHECK: half2_downsample_no_tile_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  const __half2 top = tile[2 * ty][tx], bottom = tile[2 * ty + 1][tx];
  const __half2 sum = __hadd2(top, bottom);
  const __half avg = __hmul(__hadd(__low2half(sum), __high2half(sum)), __float2half(0.25f));
  out[(blockIdx.y * 16 + ty) * (W / 2) + blockIdx.x * 16 + tx] = avg;
}
