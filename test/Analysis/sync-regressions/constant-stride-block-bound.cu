// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11 (branch sync13): a 1-D kernel without a launch bound whose work
// loops start at threadIdx.x and step by a constant (Rodinia's
// `ei += NUMBER_THREADS`) is written for at most that many threads: with more,
// thread t + 128 would redo thread t's element. It was checked with 1024
// threads (false errors "threads 0 and 128, when their block-strided loop
// iterations are 1 apart"); now the smallest such stride bounds the block, and
// the diagnostics say so.
#define NUMBER_THREADS 128

// Silent: each element has one writer in a block of at most 128 threads.
// CHECK-NOT: constant-stride-block-bound.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void staged(const float *in, float *out) {
  __shared__ float win[1681];
  int ei = threadIdx.x;
  while (ei < 1681) {
    win[ei] = in[ei];
    ei += NUMBER_THREADS;
  }
  __syncthreads();
  out[threadIdx.x] = win[1680 - threadIdx.x];
}

// A launch bound the author wrote wins: with 256 threads, threads 0 and 128
// store the same element.
// CHECK: constant-stride-block-bound.cu:[[#@LINE+5]]:{{.*}}error: shared-memory race (write-after-write){{.*}}with a 256-thread block
__global__ void __launch_bounds__(256) bounded(const float *in, float *out) {
  __shared__ float win[1681];
  int ei = threadIdx.x;
  while (ei < 1681) {
    win[ei] = in[ei];
    ei += NUMBER_THREADS;
  }
  __syncthreads();
  out[threadIdx.x] = win[1680 - threadIdx.x];
}

// The stride bounds the block, the missing barrier is still found, and the
// message names the assumption.
// CHECK: constant-stride-block-bound.cu:[[#@LINE+8]]:{{.*}}error: shared-memory race (read-after-write){{.*}}assuming at most 128 threads (the constant stride of the loop at line [[#@LINE+6]])
__global__ void missing_sync(const float *in, float *out) {
  __shared__ float win[1681];
  int ei = threadIdx.x;
  while (ei < 1681) {
    win[ei] = in[ei];
    ei += NUMBER_THREADS;
  }
  out[threadIdx.x] = win[1680 - threadIdx.x];
}
