// @realcode CSR sparse matrix-vector product, one thread per row (the scalar kernel), x read through __ldg.
// @let ROWS = 1 << 21
// @let MAXLEN = 48
// @buf row_ptr i32[ROWS + 1] rowptr(MAXLEN)
// @buf cols i32[ROWS * MAXLEN] uniform(0, ROWS)
// @buf vals f32[ROWS * MAXLEN] uniform(-1, 1)
// @buf x f32[ROWS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @launch csr_spmv_thread_per_row grid(cdiv(ROWS, 256)) block(256) args(row_ptr, cols, vals, x, y, i32(ROWS))
// @check y abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

struct CsrView {
  const int *offsets;
  const int *columns;
  const float *values;
};

__device__ float row_dot(CsrView a, int r, const float *x) {
  float acc = 0.0f;
  const int end = a.offsets[r + 1];
  for (int k = a.offsets[r]; k < end; ++k) acc += a.values[k] * __ldg(x + a.columns[k]);
  return acc;
}

__global__ void csr_spmv_thread_per_row(const int *offsets, const int *columns, const float *values, const float *x,
                                        float *y, int rows) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  CsrView a{offsets, columns, values};
  y[r] = row_dot(a, r, x);
}
