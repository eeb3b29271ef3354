// @realcode Rodinia-style pathfinder: dynamic programming down a grid of wall costs, each launch advancing a pyramid of 4 rows in shared memory (the block computes 256 columns, keeps 248 after the halo shrinks by one a row), prev/result shared arrays swapped through __syncthreads() with a uniform early break, ping-pong row buffers across launches, IN_RANGE/MIN macros.
// @let COLS = 1 << 20
// @let ROWS = 65
// @let PYR = 4
// @let SMALL = 256 - 2 * PYR
// @buf wall i32[(ROWS - 1) * COLS] uniform(0, 10)
// @buf row0 i32[COLS] uniform(0, 10)
// @buf row1 i32[COLS] zero
// @loop k = 0; k < (ROWS - 1) / PYR; k = k + 1
//   @launch dynproc grid(cdiv(COLS, SMALL)) block(256) args(i32(PYR), wall, sel(k % 2, row1, row0), sel(k % 2, row0, row1), i32(COLS), i32(k * PYR), i32(PYR))
// @end
// @check row0 exact
// @check row1 exact
#include <cuda_runtime.h>

#define BLOCK 256
#define HALO 1
#define IN_RANGE(v, lo, hi) ((v) >= (lo) && (v) <= (hi))
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

__global__ void dynproc(int steps, const int *wall, const int *src, int *dst, int cols, int first_row,
                        int border) {
  __shared__ int prev[BLOCK];
  __shared__ int result[BLOCK];
  const int tx = threadIdx.x;
  // Columns this block owns once the pyramid has shrunk `steps` times.
  const int kept = BLOCK - steps * HALO * 2;
  const int block_x = kept * blockIdx.x - border;
  const int block_x_max = block_x + BLOCK - 1;
  const int x = block_x + tx;
  const int valid_min = block_x < 0 ? -block_x : 0;
  const int valid_max = block_x_max > cols - 1 ? BLOCK - 1 - (block_x_max - cols + 1) : BLOCK - 1;
  int west = tx - 1 < valid_min ? valid_min : tx - 1;
  int east = tx + 1 > valid_max ? valid_max : tx + 1;
  const bool valid = IN_RANGE(tx, valid_min, valid_max);

  if (IN_RANGE(x, 0, cols - 1))
    prev[tx] = src[x];
  __syncthreads();

  bool computed = false;
  for (int i = 0; i < steps; ++i) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK - i - 2) && valid) {
      computed = true;
      int best = MIN(prev[west], prev[tx]);
      best = MIN(best, prev[east]);
      result[tx] = best + wall[cols * (first_row + i) + x];
    }
    __syncthreads();
    if (i == steps - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }
  if (computed)
    dst[x] = result[tx];
}
