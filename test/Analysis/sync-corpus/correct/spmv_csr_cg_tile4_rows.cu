// CSR SpMV with four threads per row as cooperative-groups tiles
// (thread_block_tile<4>): the tile's first two threads stage the row's start and end
// offsets in the tile's slot of a shared array, tile.sync(), all four lanes stride
// over the row and reduce with cg::reduce, and a second tile.sync() protects the
// slot from the next row of the tile's grid-stride loop. The loop bound is uniform
// per tile (not per warp), so the tile syncs stay within converged tiles.
// LAUNCH: grid=4 block=64 args=rowPtr:i32[101]:iota(0,7) colIdx:i32[700]:rand(0,100) vals:f32[700]:rand x:f32[100]:rand y:f32[100]:zero nRows:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define THREADS_PER_ROW 4
#define MAX_BLOCK 256

extern "C" __global__ void __launch_bounds__(MAX_BLOCK)
    spmv_csr_cg_tile4_rows(const int *rowPtr, const int *colIdx, const float *vals,
                                                  const float *x, float *y, int nRows) {
  __shared__ int s_ptr[MAX_BLOCK / THREADS_PER_ROW][2];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<THREADS_PER_ROW> tile = cg::tiled_partition<THREADS_PER_ROW>(block);
  const int slot = tile.meta_group_rank();
  const int tilesPerGrid = gridDim.x * tile.meta_group_size();

  for (int row = blockIdx.x * tile.meta_group_size() + slot; row < nRows; row += tilesPerGrid) {
    if (tile.thread_rank() < 2) s_ptr[slot][tile.thread_rank()] = rowPtr[row + tile.thread_rank()];
    tile.sync();
    const int start = s_ptr[slot][0];
    const int end = s_ptr[slot][1];
    float sum = 0.0f;
    for (int j = start + tile.thread_rank(); j < end; j += THREADS_PER_ROW) sum += vals[j] * x[colIdx[j]];
    sum = cg::reduce(tile, sum, cg::plus<float>());
    if (tile.thread_rank() == 0) y[row] = sum;
    tile.sync();
  }
}
