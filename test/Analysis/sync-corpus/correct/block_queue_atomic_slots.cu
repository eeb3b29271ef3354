// Block-local work queue: each thread that finds a match claims a slot with
// atomicAdd on a shared tail counter and writes its item there; after a
// barrier the queue is drained block-strided up to the final tail.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,100) out:i32[8]:zero counts:i32[8]:zero threshold:i32=50
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) block_queue_atomic_slots(const int *in, int *out, int *counts, int threshold) {
  __shared__ int queue[256];
  __shared__ int tail;
  int t = threadIdx.x;
  if (t == 0) tail = 0;
  __syncthreads();
  int v = in[blockIdx.x * 256 + t];
  if (v > threshold) {
    int slot = atomicAdd(&tail, 1);
    queue[slot] = v;
  }
  __syncthreads();
  int n = tail;
  // The slots' order depends on the atomics' order: only the sum is
  // deterministic (and comparable between compilers).
  if (t < n) atomicAdd(&out[blockIdx.x], queue[t] * 2);
  if (t == 0) counts[blockIdx.x] = n;
}
