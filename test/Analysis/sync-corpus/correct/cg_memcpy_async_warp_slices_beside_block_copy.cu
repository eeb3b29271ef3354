// Two cooperative_groups::memcpy_async copies into one dynamic shared buffer: each warp copies its
// 64-float slice to s[warp * 64 ...], and the whole block copies a second 256-float tile to s[1024 ...],
// then cg::wait(block). With the 256-thread launch the warp slices end at s[512]; they would reach
// s[1024] only past 16 warps. No launch bound: the store o[blockIdx.x * 256 + threadIdx.x] bounds
// the block to 256 threads (branch sync27).
// LAUNCH: kernel=warp_slices_and_tile grid=8 block=256 smem=8192 args=g:f32[4096]:rand o:f32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

extern "C" __global__ void warp_slices_and_tile(const float *g, float *o) {
  extern __shared__ float s[];
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  cg::memcpy_async(warp, s + warp.meta_group_rank() * 64, g + blockIdx.x * 512 + warp.meta_group_rank() * 64, sizeof(float) * 64);
  cg::memcpy_async(block, s + 1024, cuda::aligned_size_t<16>(sizeof(float) * 256), g + blockIdx.x * 512 + 256,
                   cuda::aligned_size_t<16>(sizeof(float) * 256));
  cg::wait(block);
  o[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x] + s[1024 + threadIdx.x];
}
