// Wrong cooperative-groups kernels: each is an error at the collective, naming why.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

// A tile sync reached by every other lane of each half warp.
extern "C" __global__ void tile_sync_divergent(int* out) {
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(cg::this_thread_block());
  if (threadIdx.x % 2 == 0)
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: warp barrier has lane mask 0x0000ffff in lane 0 of warp 0, but only lanes 0x00005555 of that mask reach it
    half.sync();
  out[threadIdx.x] = 1;
}

// A block barrier reached by half the block.
extern "C" __global__ void block_sync_half(int* out) {
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() < block.size() / 2) {
    out[threadIdx.x] = 1;
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: block barrier is reached under thread-dependent control flow
    block.sync();
  }
}

// A block barrier reached by one warp only.
extern "C" __global__ void block_sync_one_warp(int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  if (warp.meta_group_rank() == 0)
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: block barrier is reached under thread-dependent control flow
    cg::sync(block);
  out[threadIdx.x] = 1;
}

// A full-warp tile shuffle reached by half of each warp.
extern "C" __global__ void tile_shuffle_divergent(const float* in, float* out) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = in[threadIdx.x];
  if (warp.thread_rank() < 16)
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: warp shuffle has lane mask 0xffffffff but lanes 0x0000ffff of warp 0 reach it
    v += warp.shfl_down(v, 1);
  out[threadIdx.x] = v;
}

// A grid barrier that only the first block reaches: a deadlock.
extern "C" __global__ void grid_sync_first_block(int* out) {
  cg::grid_group grid = cg::this_grid();
  if (blockIdx.x == 0)
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: grid barrier (this_grid().sync()) is reached under block-dependent control flow: not every thread of the grid arrives
    grid.sync();
  out[threadIdx.x] = 1;
}

// A warp barrier between threads of different warps does not order them.
extern "C" __global__ void __launch_bounds__(64) tile_sync_across_warps(const int* in, int* out) {
  __shared__ int s[64];
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  s[threadIdx.x] = in[threadIdx.x];
  warp.sync();
  // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write) on @tile_sync_across_warps.s: threads of different warps meet here, a warp barrier does not order them
  out[threadIdx.x] = s[63 - threadIdx.x];
}

// A tile reduction reached by part of the tile.
extern "C" __global__ void tile_reduce_partial(const int* in, int* out) {
  cg::thread_block_tile<8> oct = cg::tiled_partition<8>(cg::this_thread_block());
  int v = in[threadIdx.x];
  if (oct.thread_rank() < 5)
    // CHECK: wrong.cu:[[@LINE+1]]:{{.*}} error: warp shuffle has lane mask 0x000000ff in lane 0 of warp 0, but only lanes 0x0000001f of that mask reach it
    v = cg::reduce(oct, v, cg::plus<int>());
  out[threadIdx.x] = v;
}
