// @realcode Sparse matrix transpose (CSR to CSC, as sparse libraries convert formats for SpMV^T and graph reversal): a histogram of column indices with global atomicAdd, a single-block exclusive scan of the counts with cooperative groups (cg::exclusive_scan inside 32-thread tiles, the tile totals scanned again, a running carry across chunks of 1024), a scatter where each nonzero claims its slot with atomicAdd on a per-column cursor, and a last pass that insertion-sorts each column's (row, value) pairs by row so the result does not depend on which atomic won.
// @let NR = 1 << 17
// @let NC = 100000
// @let MAXNZ = 24
// @buf row_ptr i32[NR + 1] rowptr(MAXNZ)
// @buf col_idx i32[NR * MAXNZ] uniform(0, NC)
// @buf vals f32[NR * MAXNZ] uniform(-1, 1)
// @buf col_cnt i32[NC + 1] zero
// @buf col_ptr i32[NC + 1] zero
// @buf cursor i32[NC] zero
// @buf row_idx i32[NR * MAXNZ] fill(-1)
// @buf tvals f32[NR * MAXNZ] zero
// @launch count_columns grid(cdiv(NR, 8)) block(256) args(row_ptr, col_idx, col_cnt, i32(NR))
// @launch scan_counts grid(1) block(1024) args(col_cnt, col_ptr, cursor, i32(NC))
// @launch scatter_entries grid(cdiv(NR, 8)) block(256) args(row_ptr, col_idx, vals, cursor, row_idx, tvals, i32(NR))
// @launch sort_columns grid(cdiv(NC, 128)) block(128) args(col_ptr, row_idx, tvals, i32(NC))
// @check col_ptr exact
// @check row_idx exact
// @check tvals exact
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

// One warp per row: the lanes stride over the row's nonzeros.
__global__ void count_columns(const int *__restrict__ row_ptr, const int *__restrict__ col_idx, int *col_cnt, int nrows) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= nrows) return;
  for (int e = row_ptr[row] + (threadIdx.x & 31); e < row_ptr[row + 1]; e += 32) atomicAdd(&col_cnt[col_idx[e]], 1);
}

__global__ void scan_counts(const int *__restrict__ col_cnt, int *col_ptr, int *cursor, int ncols) {
  __shared__ int tile_sums[32];
  __shared__ int carry;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  if (block.thread_rank() == 0) carry = 0;
  block.sync();
  for (int base = 0; base < ncols; base += 1024) {
    const int i = base + block.thread_rank();
    const int v = i < ncols ? col_cnt[i] : 0;
    const int in_tile = cg::exclusive_scan(tile, v);
    if (tile.thread_rank() == 31) tile_sums[tile.meta_group_rank()] = in_tile + v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
      const int t = tile_sums[tile.thread_rank()];
      tile_sums[tile.thread_rank()] = cg::exclusive_scan(tile, t);
    }
    block.sync();
    const int off = carry + tile_sums[tile.meta_group_rank()] + in_tile;
    if (i < ncols) {
      col_ptr[i] = off;
      cursor[i] = off;
    }
    block.sync();
    if (block.thread_rank() == 1023) carry = off + v;
    block.sync();
  }
  if (block.thread_rank() == 0) col_ptr[ncols] = carry;
}

__global__ void scatter_entries(const int *__restrict__ row_ptr, const int *__restrict__ col_idx, const float *__restrict__ vals,
                                int *cursor, int *row_idx, float *tvals, int nrows) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= nrows) return;
  for (int e = row_ptr[row] + (threadIdx.x & 31); e < row_ptr[row + 1]; e += 32) {
    const int slot = atomicAdd(&cursor[col_idx[e]], 1);
    row_idx[slot] = row;
    tvals[slot] = vals[e];
  }
}

__global__ void sort_columns(const int *__restrict__ col_ptr, int *row_idx, float *tvals, int ncols) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= ncols) return;
  const int lo = col_ptr[c], hi = col_ptr[c + 1];
  for (int i = lo + 1; i < hi; ++i) {
    const int r = row_idx[i];
    const float v = tvals[i];
    int j = i - 1;
    // A row can hold the same column twice: break ties by value so the order is total.
    while (j >= lo && (row_idx[j] > r || (row_idx[j] == r && tvals[j] > v))) {
      row_idx[j + 1] = row_idx[j];
      tvals[j + 1] = tvals[j];
      --j;
    }
    row_idx[j + 1] = r;
    tvals[j + 1] = v;
  }
}
