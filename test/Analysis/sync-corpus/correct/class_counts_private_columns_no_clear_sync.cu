// Per-thread class counters in shared memory, as a segmentation or
// label-statistics kernel keeps them: thread t owns column t of a
// [CLASSES][THREADS] table, clears its column row by row and counts the class
// of each of its pixels (the label's low bits) there with plain increments, no
// barrier between the clear and the counting (only the thread itself touches
// its column), then after the barrier thread c < CLASSES sums row c over every
// thread.
// LAUNCH: kernel=class_counts_private_columns grid=2 block=128 args=labels:u8[4096]:rand(0,256) counts:i32[32]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 128
#define CLASSES 16
#define PIXELS_PER_THREAD 16

extern "C" __global__ void __launch_bounds__(THREADS) class_counts_private_columns(const unsigned char *labels, int *counts) {
  __shared__ int table[CLASSES * THREADS];
  const int tid = threadIdx.x;
  for (int c = 0; c < CLASSES; ++c) table[c * THREADS + tid] = 0;
  const unsigned char *mine = labels + (blockIdx.x * THREADS + tid) * PIXELS_PER_THREAD;
  for (int i = 0; i < PIXELS_PER_THREAD; ++i) {
    unsigned cls = mine[i] & (CLASSES - 1);
    table[cls * THREADS + tid] += 1;
  }
  __syncthreads();
  if (tid < CLASSES) {
    int sum = 0;
    for (int j = 0; j < THREADS; ++j) sum += table[tid * THREADS + j];
    atomicAdd(&counts[tid], sum);
  }
}
