// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// A per-warp stack `stack[warp][sp]` (sp a warp-uniform value): the constant
// store `stack[warp][0]` folds its row into one offset, and lane 0's pushes
// read no thread table. Rows are compared by the bytes of the exact side and
// by the guards of the inexact one (`lane == 0`), so the only conflicts left
// are inside a warp, which __syncwarp() orders (HazardConflicts.cpp,
// rowsApart).

__global__ void warp_stack(const int *child, int *out) {
  __shared__ int stack[4][64];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0)
    stack[warp][0] = 0;
  int sp = 1;
  __syncwarp();
  int visited = 0;
  while (sp > 0) {
    int node = stack[warp][sp - 1];
    sp--;
    __syncwarp();
    visited += node;
    int c = child[node];
    if (__any_sync(0xffffffff, c > 0) && sp < 62) {
      if (lane == 0) {
        stack[warp][sp] = c;
        stack[warp][sp + 1] = c + 1;
      }
      sp += 2;
    }
    __syncwarp();
  }
  out[threadIdx.x] = visited;
}
