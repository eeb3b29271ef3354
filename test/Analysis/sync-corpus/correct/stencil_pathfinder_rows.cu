// Dynamic programming over rows (a benchmark suite's path finder): each block
// advances PYRAMID rows at once on a 256-wide strip whose valid part shrinks
// by one cell per row; prev/result are swapped by copying between barriers.
// LAUNCH: grid=5 block=256 args=wall:i32[5000]:rand(0,10) src:i32[1000]:rand(0,10) dst:i32[1000]:zero cols:i32=1000 start_row:i32=0
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256
#define HALO 1
#define PYRAMID 4
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))

extern "C" __global__ void stencil_pathfinder_rows(const int *wall, const int *src, int *dst, int cols, int start_row) {
  __shared__ int prev[BLOCK];
  __shared__ int result[BLOCK];
  int tx = threadIdx.x;
  int small_block_cols = BLOCK - PYRAMID * HALO * 2;
  int blkX = small_block_cols * blockIdx.x - PYRAMID * HALO;
  int blkXmax = blkX + BLOCK - 1;
  int xidx = blkX + tx;

  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > cols - 1) ? BLOCK - 1 - (blkXmax - cols + 1) : BLOCK - 1;
  int W = tx - 1, E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool isValid = IN_RANGE(tx, validXmin, validXmax);

  if (IN_RANGE(xidx, 0, cols - 1)) prev[tx] = src[xidx];
  __syncthreads();

  bool computed = false;
  for (int i = 0; i < PYRAMID; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK - i - 2) && isValid) {
      computed = true;
      int shortest = min(prev[W], min(prev[tx], prev[E]));
      result[tx] = shortest + wall[(start_row + i) * cols + xidx];
    }
    __syncthreads();
    if (i == PYRAMID - 1) break;
    if (computed) prev[tx] = result[tx];
    __syncthreads();
  }
  if (computed) dst[xidx] = result[tx];
}
