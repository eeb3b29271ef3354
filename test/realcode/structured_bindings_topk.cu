// @realcode Per-row top-2 selection written with C++17 structured bindings: a device function returning cuda::std::pair (tuple-like bindings through get<I>), a plain struct binding for the min/max of a row, and an array binding; integer arguments and float values.
// @let ROWS = 1 << 18
// @let COLS = 32
// @buf m f32[ROWS * COLS] uniform(-100, 100)
// @buf best f32[2 * ROWS] zero
// @buf arg i32[2 * ROWS] zero
// @buf spread f32[ROWS] zero
// @launch row_top2 grid(cdiv(ROWS, 128)) block(128) args(m, best, arg, spread, i32(ROWS), i32(COLS))
// @check best exact
// @check arg exact
// @check spread exact
#include <cuda/std/utility>

struct Range {
  float lo, hi;
};

__device__ cuda::std::pair<int, float> argmax_skip(const float *row, int cols, int skip) {
  int best = -1;
  float value = -1e30f;
  for (int c = 0; c < cols; ++c) {
    if (c == skip) continue;
    if (row[c] > value) { value = row[c]; best = c; }
  }
  return cuda::std::make_pair(best, value);
}

__device__ Range row_range(const float *row, int cols) {
  Range r{row[0], row[0]};
  for (int c = 1; c < cols; ++c) {
    r.lo = fminf(r.lo, row[c]);
    r.hi = fmaxf(r.hi, row[c]);
  }
  return r;
}

__global__ void row_top2(const float *__restrict__ m, float *__restrict__ best, int *__restrict__ arg,
                         float *__restrict__ spread, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const float *row = m + (size_t)r * cols;
  auto [i0, v0] = argmax_skip(row, cols, -1);
  auto [i1, v1] = argmax_skip(row, cols, i0);
  auto [lo, hi] = row_range(row, cols);
  int idx[2] = {i0, i1};
  auto &[first, second] = idx;
  best[2 * r] = v0;
  best[2 * r + 1] = v1;
  arg[2 * r] = first;
  arg[2 * r + 1] = second;
  spread[r] = hi - lo;
}
