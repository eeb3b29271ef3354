// parboil_bfs_local_queue without the barrier after the expansion: thread 0
// reads the shared tail while other threads may still be claiming slots.
// LAUNCH: grid=4 block=128 args=frontier:i32[512]:iota row:i32[2049]:iota(0,4) col:i32[8192]:rand(0,2048) visited:i32[2048]:zero total:i32[1]:zero sum:i32[1]:zero n:i32=512
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define LQ 256

extern "C" __global__ void __launch_bounds__(128) parboil_bfs_queue_no_tail_sync(const int *frontier, const int *row, const int *col,
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
  if (threadIdx.x == 0) {
    // CHECK: parboil_bfs_queue_no_tail_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    int count = min(local_tail, LQ);
    shift = atomicAdd(total, local_tail);
    local_tail = count;
  }
  __syncthreads();
  for (int k = threadIdx.x; k < local_tail; k += blockDim.x) atomicAdd(sum, local_q[k]);
}
