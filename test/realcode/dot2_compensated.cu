// @realcode Compensated dot product (Ogita-Rump-Oishi Dot2) per row, the accurate-summation kernel of mixed-precision solvers: TwoProduct with an explicit fmaf, TwoSum by plain adds and subtracts whose products are reused, one warp per row with __shfl_xor_sync of the sum and its error.
// @let ROWS = 1 << 16
// @let COLS = 512
// @buf a f32[ROWS * COLS] uniform(-1, 1)
// @buf b f32[ROWS * COLS] uniform(-1, 1)
// @buf naive f32[ROWS] zero
// @buf dot f32[ROWS] zero
// @buf err f32[ROWS] zero
// @launch dot2_rows grid(ROWS / 8) block(256) args(a, b, naive, dot, err, i32(ROWS), i32(COLS))
// @check naive exact
// @check dot exact
// @check err exact
#include <cuda_runtime.h>

// Knuth's TwoSum: s + e == a + b exactly (no fma may be formed here, and none is:
// there is no product).
__device__ __forceinline__ void two_sum(float a, float b, float &s, float &e) {
  s = a + b;
  float bv = s - a;
  e = (a - (s - bv)) + (b - bv);
}

__global__ void dot2_rows(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ naive,
                          float *__restrict__ dot, float *__restrict__ err, int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
  if (warp >= rows) return;
  const float *x = a + (size_t)warp * cols, *y = b + (size_t)warp * cols;
  float p_naive = 0.0f, s = 0.0f, c = 0.0f;
  for (int j = lane; j < cols; j += 32) {
    float p = x[j] * y[j];            // the product, used three times below
    float pe = fmaf(x[j], y[j], -p);  // its rounding error (TwoProduct)
    p_naive += p;                     // a plain sum of the same product
    float t, q;
    two_sum(s, p, t, q);
    s = t;
    c += q + pe;
    // The product minus itself is 0 unless it overflowed; it keeps `p` alive with a
    // non-add use, as code that checks products for overflow does.
    c += (p - p);
  }
  for (int off = 16; off > 0; off >>= 1) {
    p_naive += __shfl_xor_sync(0xffffffffu, p_naive, off);
    float so = __shfl_xor_sync(0xffffffffu, s, off), co = __shfl_xor_sync(0xffffffffu, c, off);
    float t, q;
    two_sum(s, so, t, q);
    s = t;
    c += co + q;
  }
  if (lane == 0) {
    naive[warp] = p_naive;
    dot[warp] = s + c;
    err[warp] = c;
  }
}
