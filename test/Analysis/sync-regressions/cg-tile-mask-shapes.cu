// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: collectives of a thread_block_tile<N> (lane masks computed from
// the lane id) in kernels without 1-D tables are judged under the candidate
// block shapes; a tile's width makes blockDim.x a multiple of it. What cannot
// be decided is a warning, never silence.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// A 2-D block: only the tile's leader calls any(): an error naming the shape
// and a lane of the mask that never arrives.
__global__ void leader_vote_2d(const float *in, int *flags) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> row = cg::tiled_partition<16>(block);
  float v = in[threadIdx.y * 16 + threadIdx.x];
  if (row.thread_rank() == 0)
    // CHECK: cg-tile-mask-shapes.cu:[[@LINE+1]]:{{.*}}error: warp vote has lane mask 0x0000ffff in lane 0 of warp 0, but only lanes 0x00000001 of that mask reach it (with a {{[0-9]+}}x{{[0-9]+}} block, assuming blockDim.x is a multiple of 16 {{.*}}threads (0,0) and (1,0) of the mask: the first arrives, the second does not)
    flags[threadIdx.y] = row.any(v > 0.0f);
}

// The first block row is one whole tile whatever blockDim.x (a multiple of
// 16): silent.
// CHECK-NOT: cg-tile-mask-shapes.cu:{{2[6-9]|3[0-9]}}:{{.*}}{{error|warning}}
__global__ void first_row_tile_2d(const float *in, float *out) {
  __shared__ float part[16];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> row = cg::tiled_partition<16>(block);
  float m = cg::reduce(row, in[threadIdx.y * 16 + threadIdx.x], cg::greater<float>());
  if (row.thread_rank() == 0) part[row.meta_group_rank()] = m;
  block.sync();
  if (threadIdx.y == 0) {
    float all = cg::reduce(row, part[threadIdx.x], cg::greater<float>());
    if (row.thread_rank() == 0) out[blockIdx.x] = all;
  }
}

// A grid-stride loop over rows, one row per 4-lane tile: its bound is the
// same in every lane of a tile (the counter starts at the tile's row and
// steps by a uniform stride), so the tile's collectives are whole: silent.
// CHECK-NOT: cg-tile-mask-shapes.cu:{{4[4-9]|5[0-9]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(128) tile4_grid_stride(const float *x, float *y, int rows) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
  for (int r = blockIdx.x * tile.meta_group_size() + tile.meta_group_rank(); r < rows;
       r += gridDim.x * tile.meta_group_size()) {
    float s = cg::reduce(tile, x[r * 4 + tile.thread_rank()], cg::plus<float>());
    tile.sync();
    if (tile.thread_rank() == 0) y[r] = s;
  }
}

// A branch on per-thread data around a tile collective: the lanes of a tile
// may disagree, which the analysis cannot tell: a warning.
__global__ void data_branch_tile(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0.0f)
    // CHECK: cg-tile-mask-shapes.cu:[[@LINE+1]]:{{.*}}warning: warp shuffle has a lane mask computed from the lane id (a group of 8 lanes) and is reached under lane-dependent control flow: the analysis cannot tell whether every lane of the mask arrives
    v = t8.shfl(v, 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Width-16 shuffles in a 16x16 block: the rows are the shuffles' segments
// (blockDim.x a multiple of 16), so the first two rows are one whole warp:
// silent.
// CHECK-NOT: cg-tile-mask-shapes.cu:{{7[5-9]|8[0-9]|9[0-9]}}:{{.*}}{{error|warning}}
__device__ float row_sum16(float v) {
  for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 16);
  return v;
}
__global__ void width16_rows_2d(const float *in, float *total) {
  __shared__ float part[16];
  float s = row_sum16(in[(blockIdx.x * 16 + threadIdx.y) * 16 + threadIdx.x]);
  if (threadIdx.x == 0) part[threadIdx.y] = s;
  __syncthreads();
  if (threadIdx.y < 2) {
    float t = row_sum16(part[threadIdx.x]);
    if (threadIdx.y == 0 && threadIdx.x == 0) total[blockIdx.x] = t;
  }
}

// Tile probing (cuCollections style): the branches around the tile's
// collectives read tile.any(), tile.ballot() and a tile.shfl() from the lane
// the ballot picks, and the CAS under `thread_rank() == leader` rejoins before
// that shfl: every condition is the same in all four lanes of a tile: silent.
// CHECK-NOT: cg-tile-mask-shapes.cu:{{8[89]|9[0-9]|10[0-9]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(128) tile_probe(const unsigned *keys, unsigned *table, int n,
                                                  unsigned cap) {
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(cg::this_thread_block());
  int idx = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  if (idx >= n) return;
  unsigned key = keys[idx];
  unsigned w = key % cap;
  while (true) {
    unsigned slot = table[w * 4 + tile.thread_rank()];
    if (tile.any(slot == key)) return;
    unsigned empties = tile.ballot(slot == 0);
    if (empties == 0) {
      w = (w + 1) % cap;
      continue;
    }
    int leader = __ffs(empties) - 1;
    int won = 0;
    if (tile.thread_rank() == leader) won = atomicCAS(&table[w * 4 + leader], 0u, key) == 0;
    won = tile.shfl(won, leader);
    if (won) return;
  }
}

// The same with the shfl moved into the leader's branch: which lane leads is
// data, so the lanes that arrive cannot be tabulated: a warning.
__global__ void __launch_bounds__(128) tile_probe_shfl_in_leader(const unsigned *keys, unsigned *table,
                                                                 int n, unsigned cap) {
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(cg::this_thread_block());
  int idx = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  if (idx >= n) return;
  unsigned key = keys[idx];
  unsigned w = key % cap;
  unsigned slot = table[w * 4 + tile.thread_rank()];
  unsigned empties = tile.ballot(slot == 0);
  int leader = __ffs(empties) - 1;
  if (tile.thread_rank() == leader) {
    int won = atomicCAS(&table[w * 4 + leader], 0u, key) == 0;
    // CHECK: cg-tile-mask-shapes.cu:[[@LINE+1]]:{{.*}}warning: warp shuffle has a lane mask computed from the lane id (a group of 4 lanes) and is reached under lane-dependent control flow
    won = tile.shfl(won, leader);
    if (won) table[0] = key;
  }
}
