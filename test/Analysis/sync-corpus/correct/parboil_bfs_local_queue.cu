// Parboil BFS style: each thread expands one frontier node; the neighbours
// it discovers are pushed into a block-local shared queue through a shared
// atomic tail (overflow goes to global memory), then thread 0 reserves a
// slice of the global queue and the block copies its queue out with a
// block-strided loop. (Only the order-free results are compared: counts and
// the sum of the queued nodes.)
// LAUNCH: grid=4 block=128 args=frontier:i32[512]:iota row:i32[2049]:iota(0,4) col:i32[8192]:rand(0,2048) visited:i32[2048]:zero total:i32[1]:zero sum:i32[1]:zero n:i32=512
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LQ 256

extern "C" __global__ void __launch_bounds__(128) parboil_bfs_local_queue(const int *frontier, const int *row, const int *col,
                                                                          int *visited, int *total, int *sum, int n) {
  __shared__ int local_q[LQ];
  __shared__ int local_tail;
  __shared__ int shift;
  if (threadIdx.x == 0) local_tail = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int node = frontier[i];
    for (int e = row[node]; e < row[node + 1]; e++) {
      int nb = col[e];
      if (atomicExch(&visited[nb], 1) == 0) {
        int my = atomicAdd(&local_tail, 1);
        if (my < LQ) local_q[my] = nb;
        else atomicAdd(sum, nb);
      }
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int count = min(local_tail, LQ);
    shift = atomicAdd(total, local_tail);
    local_tail = count;
  }
  __syncthreads();
  for (int k = threadIdx.x; k < local_tail; k += blockDim.x) atomicAdd(sum, local_q[k]);
}
