// floyd_warshall_blocked_dependent without the barrier between a step's reads of row and column k
// and its writes: thread (k, y) may update primary[y][k] while others read it.
// LAUNCH: grid=1 block=32,32 args=dist:i32[4096]:rand(1,100) n:i32=64 block_start:i32=32
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define TILE 32

extern "C" __global__ void __launch_bounds__(TILE * TILE) floyd_warshall_no_read_sync(int *dist, int n,
                                                                                             int block_start) {
  __shared__ int primary[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int v1 = block_start + ty, v2 = block_start + tx;
  primary[ty][tx] = dist[v1 * n + v2];
  for (int k = 0; k < TILE; ++k) {
    __syncthreads();
    int newPath = primary[ty][k] + primary[k][tx];
    if (newPath < primary[ty][tx])
      // CHECK: floyd_warshall_no_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
      primary[ty][tx] = newPath;
  }
  dist[v1 * n + v2] = primary[ty][tx];
}
