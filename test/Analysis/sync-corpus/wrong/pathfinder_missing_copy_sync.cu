// Row-by-row dynamic programming without the barrier after prev[] is updated:
// the next row reads prev[W] and prev[E] while the neighbours are still
// copying their results into them.
// LAUNCH: grid=5 block=256 args=wall:i32[5000]:rand(0,10) src:i32[1000]:rand(0,10) dst:i32[1000]:zero cols:i32=1000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 256
#define PYRAMID 4
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))

extern "C" __global__ void pathfinder_missing_copy_sync(const int *wall, const int *src, int *dst, int cols) {
  __shared__ int prev[BLOCK];
  __shared__ int result[BLOCK];
  int tx = threadIdx.x;
  int blkX = (BLOCK - 2 * PYRAMID) * blockIdx.x - PYRAMID;
  int xidx = blkX + tx;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkX + BLOCK - 1 > cols - 1) ? BLOCK - 1 - (blkX + BLOCK - cols) : BLOCK - 1;
  int W = max(tx - 1, validXmin), E = min(tx + 1, validXmax);
  bool isValid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(xidx, 0, cols - 1)) prev[tx] = src[xidx];
  __syncthreads();
  bool computed = false;
  for (int i = 0; i < PYRAMID; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK - i - 2) && isValid) {
      computed = true;
      // CHECK: pathfinder_missing_copy_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE+6]]{{(,|$)}}
      int shortest = min(prev[W], min(prev[tx], prev[E]));
      result[tx] = shortest + wall[i * cols + xidx];
    }
    __syncthreads();
    if (i == PYRAMID - 1) break;
    if (computed) prev[tx] = result[tx]; // (a)
  }
  if (computed) dst[xidx] = result[tx];
}
