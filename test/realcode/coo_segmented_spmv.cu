// @realcode COO sparse matrix-vector product with a warp-level segmented reduction, in the style of cuSPARSE-free research code: a csr2coo kernel expands the row offsets into sorted row indices (a warp per row), the SpMV kernel gives each thread one nonzero, runs an inclusive segmented scan over the warp with __shfl_up_sync on both the partial sum and the row id, stores rows that start and end inside the warp directly and adds the two boundary segments with atomicAdd; the nonzero count is read on the device from the last row offset.
// @let NR = 1 << 20
// @let NC = 1 << 20
// @let MAXLEN = 48
// @buf rowptr i32[NR + 1] rowptr(MAXLEN)
// @buf cols i32[NR * MAXLEN] uniform(0, NC)
// @buf vals f32[NR * MAXLEN] uniform(-1, 1)
// @buf x f32[NC] uniform(-1, 1)
// @buf rows i32[NR * MAXLEN] zero
// @buf y f32[NR] zero
// @launch csr2coo grid(NR / 8) block(256) args(rowptr, rows, i32(NR))
// @launch spmv_coo_segmented grid(cdiv(NR * MAXLEN, 256)) block(256) args(rowptr, rows, cols, vals, x, y, i32(NR))
// @check rows exact
// @check y abs=1e-4 rel=1e-4
#define FULL_MASK 0xffffffffu

__global__ void __launch_bounds__(256) csr2coo(const int *__restrict__ rowptr, int *__restrict__ rows, int nrows) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (row >= nrows) return;
  const int begin = rowptr[row], end = rowptr[row + 1];
  for (int k = begin + lane; k < end; k += 32) rows[k] = row;
}

__global__ void __launch_bounds__(256) spmv_coo_segmented(const int *__restrict__ rowptr, const int *__restrict__ rows,
                                                          const int *__restrict__ cols, const float *__restrict__ vals,
                                                          const float *__restrict__ x, float *__restrict__ y, int nrows) {
  const int nnz = __ldg(rowptr + nrows);
  const int warp_base = (blockIdx.x * blockDim.x + threadIdx.x) & ~31;
  if (warp_base >= nnz) return; // whole warps leave together
  const int lane = threadIdx.x & 31;
  const int i = warp_base + lane;
  const bool valid = i < nnz;
  int row = valid ? rows[i] : -1;
  float v = valid ? vals[i] * __ldg(x + cols[i]) : 0.f;
#pragma unroll
  for (int off = 1; off < 32; off <<= 1) {
    const float up = __shfl_up_sync(FULL_MASK, v, off);
    const int rup = __shfl_up_sync(FULL_MASK, row, off);
    if (lane >= off && rup == row) v += up;
  }
  const int next_row = __shfl_down_sync(FULL_MASK, row, 1);
  const int first_row = __shfl_sync(FULL_MASK, row, 0);
  const bool tail = valid && (lane == 31 || next_row != row);
  if (!tail) return;
  const bool interior = row != first_row && lane != 31 && next_row != -1;
  if (interior)
    y[row] = v;
  else
    atomicAdd(y + row, v);
}
