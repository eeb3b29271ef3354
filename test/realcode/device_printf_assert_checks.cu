// @realcode A CSR row-sum kernel with the defensive checks real code leaves in: assert() on the row pointers, a printf diagnostic (with %d, %u, %f, %lld and %s arguments) for out-of-range column indices that the inputs never trigger, and a __trap()-free error flag; the checked output is the sums.
// @let ROWS = 1 << 18
// @let MAXLEN = 16
// @buf rowptr i32[ROWS + 1] rowptr(16)
// @buf cols i32[ROWS * MAXLEN] uniform(0, 4096)
// @buf vals f32[ROWS * MAXLEN] uniform(-1, 1)
// @buf sums f32[ROWS] zero
// @buf errors u32[1] zero
// @launch checked_row_sum grid(cdiv(ROWS, 128)) block(128) args(rowptr, cols, vals, sums, errors, i32(ROWS), i32(4096))
// @check sums abs=1e-5 rel=1e-5
#include <cassert>
#include <cstdio>

__device__ const char kKernelName[] = "checked_row_sum";

__global__ void checked_row_sum(const int *rowptr, const int *cols, const float *vals, float *sums, unsigned *errors, int rows,
                                int ncols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  int begin = rowptr[r], end = rowptr[r + 1];
  assert(begin <= end);
  assert(end - begin <= 16);
  float s = 0.0f;
  for (int k = begin; k < end; ++k) {
    int c = cols[k];
    if (c < 0 || c >= ncols) {
      printf("%s: row %d entry %u has column %d (of %d), value %f, offset %lld\n", kKernelName, r, (unsigned)(k - begin), c,
             ncols, (double)vals[k], (long long)k);
      atomicAdd(errors, 1u);
      continue;
    }
    s += vals[k] * (float)(c & 7);
  }
  if (r == 0 && threadIdx.x == 0 && blockIdx.x == 0 && rows < 0) printf("never: %d rows\n", rows);
  sums[r] = s;
}
