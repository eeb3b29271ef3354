// @realcode ELLPACK sparse matrix-vector product: slot-major storage (coalesced across rows), padding slots marked by a negative column.
// @let ROWS = 1 << 21
// @let K = 24
// @buf cols i32[ROWS * K] uniform(-4096, ROWS)
// @buf vals f32[ROWS * K] uniform(-1, 1)
// @buf x f32[ROWS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @launch ell_spmv grid(cdiv(ROWS, 128)) block(128) args(cols, vals, x, y, i32(ROWS), i32(K))
// @check y abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

__global__ void ell_spmv(const int *__restrict__ slot_col, const float *__restrict__ slot_val,
                         const float *__restrict__ x, float *__restrict__ y, int rows, int slots) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  const int *c = slot_col + r;
  const float *v = slot_val + r;
  for (int s = 0; s < slots; ++s, c += rows, v += rows) {
    const int col = *c;
    if (col < 0) continue;  // padding
    acc = fmaf(*v, x[col], acc);
  }
  y[r] = acc;
}
