// @realcode Reducing integer ratios and walking a 2-D view with libcu++'s numeric and mdspan headers: cuda::std::gcd / lcm (libcu++ writes gcd as a self tail call), cuda::std::accumulate over a small local array, cuda::std::mdspan with a dynamic row extent and a static column extent indexing a row-major matrix, and cuda::std::midpoint.
// @let ROWS = 1 << 14
// @let COLS = 64
// @buf num u32[ROWS * COLS] uniform(1, 1000000)
// @buf den u32[ROWS * COLS] uniform(1, 1000000)
// @buf reduced u32[2 * ROWS * COLS] zero
// @buf row_lcm u64[ROWS] zero
// @buf mids i32[ROWS] zero
// @launch reduce_ratios grid(cdiv(ROWS * COLS, 256)) block(256) args(num, den, reduced, i32(ROWS))
// @launch row_stats grid(cdiv(ROWS, 128)) block(128) args(den, row_lcm, mids, i32(ROWS))
// @check reduced exact
// @check row_lcm exact
// @check mids exact
#include <cuda/std/cstdint>
#include <cuda/std/iterator>
#include <cuda/std/mdspan>
#include <cuda/std/numeric>

constexpr int kCols = 64;
using Matrix = cuda::std::mdspan<const unsigned, cuda::std::extents<int, cuda::std::dynamic_extent, kCols>>;

__global__ void reduce_ratios(const unsigned *__restrict__ num, const unsigned *__restrict__ den,
                              uint2 *__restrict__ reduced, int rows) {
  Matrix n(num, rows), d(den, rows);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows * kCols) return;
  int r = i / kCols, c = i % kCols;
  unsigned a = n(r, c), b = d(r, c);
  unsigned g = cuda::std::gcd(a, b);
  reduced[i] = make_uint2(a / g, b / g);
}

__global__ void row_stats(const unsigned *__restrict__ den, unsigned long long *__restrict__ row_lcm, int *__restrict__ mids,
                          int rows) {
  Matrix d(den, rows);
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  // The lcm of the row's first entries, small enough (reduced mod 97) not to overflow 64 bits.
  unsigned long long l = 1;
  int small[8];
  for (int c = 0; c < 8; ++c) {
    small[c] = (int)(d(r, c) % 97u) + 1;
    l = cuda::std::lcm(l, (unsigned long long)small[c]);
  }
  row_lcm[r] = l;
  int total = cuda::std::accumulate(cuda::std::begin(small), cuda::std::end(small), 0);
  mids[r] = cuda::std::midpoint(total, (int)(d(r, kCols - 1) % 1000u));
}
