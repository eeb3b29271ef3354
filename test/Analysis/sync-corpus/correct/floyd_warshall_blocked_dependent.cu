// Blocked Floyd-Warshall, phase 1 (the dependent diagonal tile): a 32x32 tile of distances in
// shared memory is relaxed through every intermediate vertex k of the tile; each step reads row
// k and column k, and two barriers per step keep the reads of step k apart from its writes.
// LAUNCH: grid=1 block=32,32 args=dist:i32[4096]:rand(1,100) n:i32=64 block_start:i32=32
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define TILE 32

extern "C" __global__ void __launch_bounds__(TILE * TILE) floyd_warshall_blocked_dependent(int *dist, int n,
                                                                                             int block_start) {
  __shared__ int primary[TILE][TILE];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int v1 = block_start + ty, v2 = block_start + tx;
  primary[ty][tx] = dist[v1 * n + v2];
  for (int k = 0; k < TILE; ++k) {
    __syncthreads();
    int newPath = primary[ty][k] + primary[k][tx];
    __syncthreads();
    if (newPath < primary[ty][tx])
      primary[ty][tx] = newPath;
  }
  dist[v1 * n + v2] = primary[ty][tx];
}
