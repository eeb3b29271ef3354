// @realcode CSR sparse matrix-vector product, one warp per row (the vector kernel): lane-strided partial dots, xor-shuffle butterfly, lane 0 writes.
// @let ROWS = 1 << 21
// @let MAXLEN = 48
// @buf row_ptr i32[ROWS + 1] rowptr(MAXLEN)
// @buf cols i32[ROWS * MAXLEN] uniform(0, ROWS)
// @buf vals f32[ROWS * MAXLEN] uniform(-1, 1)
// @buf x f32[ROWS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @launch csr_spmv_warp_per_row grid(ROWS / 8) block(256) args(row_ptr, cols, vals, x, y, i32(ROWS))
// @check y abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

constexpr int kWarp = 32;

__global__ void csr_spmv_warp_per_row(const int *__restrict__ offsets, const int *__restrict__ columns,
                                      const float *__restrict__ values, const float *__restrict__ x,
                                      float *__restrict__ y, int rows) {
  const int lane = threadIdx.x % kWarp;
  const int r = (blockIdx.x * blockDim.x + threadIdx.x) / kWarp;
  if (r >= rows) return;  // whole warps leave together
  const int begin = offsets[r], end = offsets[r + 1];
  float partial = 0.0f;
  for (int k = begin + lane; k < end; k += kWarp) partial += values[k] * x[columns[k]];
#pragma unroll
  for (int mask = kWarp / 2; mask >= 1; mask /= 2) partial += __shfl_xor_sync(0xffffffffu, partial, mask);
  if (lane == 0) y[r] = partial;
}
