// Every thread of the block stores its own index into one __shared__ int:
// the stores of threads 0 and 1 (different values) are unordered, and what
// the block reads back after the barrier is whichever landed last.
// LAUNCH: grid=4 block=256 args=out:i32[1024]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void shared_scalar_every_thread_writes(int *out) {
  __shared__ int last;
  // CHECK: shared_scalar_every_thread_writes.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}}
  last = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = last;
}
