// class_counts_private_columns_no_clear_sync with the clear off by one column
// (`tid + 1`): thread t clears its neighbour's counters while the neighbour
// may already count there, and nothing orders the two.
// LAUNCH: kernel=class_counts_private_columns_shifted_clear grid=2 block=128 args=labels:u8[4096]:rand(0,256) counts:i32[32]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 128
#define CLASSES 16
#define PIXELS_PER_THREAD 16

extern "C" __global__ void __launch_bounds__(THREADS) class_counts_private_columns_shifted_clear(const unsigned char *labels, int *counts) {
  __shared__ int table[CLASSES * THREADS + 1];
  const int tid = threadIdx.x;
  for (int c = 0; c < CLASSES; ++c) table[c * THREADS + tid + 1] = 0;
  const unsigned char *mine = labels + (blockIdx.x * THREADS + tid) * PIXELS_PER_THREAD;
  for (int i = 0; i < PIXELS_PER_THREAD; ++i) {
    unsigned cls = mine[i] & (CLASSES - 1);
    // CHECK: class_counts_private_columns_shifted_clear.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    table[cls * THREADS + tid] += 1;
  }
  __syncthreads();
  if (tid < CLASSES) {
    int sum = 0;
    for (int j = 0; j < THREADS; ++j) sum += table[tid * THREADS + j];
    atomicAdd(&counts[tid], sum);
  }
}
