// CSR SpMV with four-thread cooperative-groups tiles, without the tile.sync()
// between the offsets' store and their reads: lane 1 of a tile reads
// s_ptr[slot][0], stored by lane 0 of the same tile with nothing ordering the two
// (a race inside one warp).
// LAUNCH: grid=4 block=64 args=rowPtr:i32[101]:iota(0,7) colIdx:i32[700]:rand(0,100) vals:f32[700]:rand x:f32[100]:rand y:f32[100]:zero nRows:i32=100
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

#define THREADS_PER_ROW 4
#define MAX_BLOCK 256

extern "C" __global__ void __launch_bounds__(MAX_BLOCK)
    spmv_csr_tile4_no_ptr_sync(const int *rowPtr, const int *colIdx, const float *vals,
                                                  const float *x, float *y, int nRows) {
  __shared__ int s_ptr[MAX_BLOCK / THREADS_PER_ROW][2];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<THREADS_PER_ROW> tile = cg::tiled_partition<THREADS_PER_ROW>(block);
  const int slot = tile.meta_group_rank();
  const int tilesPerGrid = gridDim.x * tile.meta_group_size();

  for (int row = blockIdx.x * tile.meta_group_size() + slot; row < nRows; row += tilesPerGrid) {
    if (tile.thread_rank() < 2) s_ptr[slot][tile.thread_rank()] = rowPtr[row + tile.thread_rank()];
    // CHECK: spmv_csr_tile4_no_ptr_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    const int start = s_ptr[slot][0];
    const int end = s_ptr[slot][1];
    float sum = 0.0f;
    for (int j = start + tile.thread_rank(); j < end; j += THREADS_PER_ROW) sum += vals[j] * x[colIdx[j]];
    sum = cg::reduce(tile, sum, cg::plus<float>());
    if (tile.thread_rank() == 0) y[row] = sum;
    tile.sync();
  }
}
