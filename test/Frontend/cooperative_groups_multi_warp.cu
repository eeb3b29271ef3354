// thread_block_tile<64..1024> (CUDA 12+ on sm_80+): the toolkit's API for multi-warp tiles.
// tiled_partition<N>(block) syncs the block (as the toolkit's does); sync() is a named
// barrier over the tile's threads, `barrier.sync (P + rank) / N, N` with P the block size
// rounded up to a power of two (clz); shfl, any, all and
// cg::reduce go through one 8-byte shared slot a warp (cg::reduce per warp first: redux.sync
// for int max). The sync checks take a tile-uniform branch around tile.sync(), and reject one
// that splits a tile.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ nvcc -arch=sm_90 -ptx %s -o /dev/null %}
// RUN: not kilnc %s --arch=sm_90 -DSPLIT -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// DIAG-NOT: {{warning|error}}
// CHECK-LABEL: .entry _Z5tilesPKfPfPiS1_S2_(
// CHECK: .shared .align 8 .b8 {{.*}}multi_warp_slots{{.*}}[256];
// CHECK: bar.sync 0;
// CHECK: clz.b32
// CHECK: barrier.sync %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: redux.sync.max.s32
// CHECK-LABEL: .entry _Z12tile_uniformPf(
// CHECK: barrier.sync
// SPLIT: cooperative_groups_multi_warp.cu:64:5: error: inline asm 'barrier.sync' needs all 64 threads of 64-thread group 0 (threads 0..63) but only threads 0..31 reach it
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void __launch_bounds__(512) tiles(const float *in, float *sums, int *ranks, float *firsts, int *votes) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<128> tile = cg::tiled_partition<128>(block);
  __shared__ float buf[512];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  buf[threadIdx.x] = v;
  tile.sync();
  unsigned r = tile.thread_rank();
  float neighbour = buf[threadIdx.x - r + ((r + 1) & 127)];
  sums[i] = cg::reduce(tile, v + neighbour, cg::plus<float>());
  ranks[i] = tile.meta_group_rank() * 1000 + tile.meta_group_size() * 100 + int(tile.num_threads());
  firsts[i] = tile.shfl(v, 5u);
  votes[i] = tile.any(v > 0.99f) * 2 + tile.all(v > -2.f) +
             4 * cg::reduce(tile, int(v * 1000), cg::greater<int>());
  cg::thread_block_tile<128, void> erased = tile;
  ranks[i] += int(erased.meta_group_rank()) << 16;
}

// A tile-uniform branch: tile 1 syncs and reads its own threads' values.
__global__ void tile_uniform(float *out) {
  auto tile = cg::tiled_partition<64>(cg::this_thread_block());
  __shared__ float buf[256];
  buf[threadIdx.x] = threadIdx.x;
  if (tile.meta_group_rank() == 1) {
    tile.sync();
    out[threadIdx.x] = buf[threadIdx.x ^ 32];
  }
}

#ifdef SPLIT
// Half of each 64-thread tile syncs: its named barrier never completes.
__global__ void split(float *out) {
  auto tile = cg::tiled_partition<64>(cg::this_thread_block());
  __shared__ float buf[256];
  buf[threadIdx.x] = threadIdx.x;
  if (tile.thread_rank() < 32)
    tile.sync();
  out[threadIdx.x] = buf[threadIdx.x ^ 1];
}
#endif
