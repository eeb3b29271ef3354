// A per-block counter in shared memory: thread 0 clears it, every thread
// counts its matches with atomicAdd, and thread 0 publishes the count; the
// barriers separate the plain store, the atomics and the final read.
// LAUNCH: grid=16 block=256 args=in:i32[4096]:rand(0,10) counts:i32[16]:zero key:i32=3
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void block_counter_atomics(const int *in, int *counts, int key) {
  __shared__ int count;
  if (threadIdx.x == 0) count = 0;
  __syncthreads();
  if (in[blockIdx.x * blockDim.x + threadIdx.x] == key) atomicAdd(&count, 1);
  __syncthreads();
  if (threadIdx.x == 0) counts[blockIdx.x] = count;
}
