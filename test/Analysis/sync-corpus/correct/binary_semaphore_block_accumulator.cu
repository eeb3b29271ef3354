// Per-block accumulator of a (sum, max, count) record guarded by a libcu++
// block-scope binary semaphore placed in shared memory: thread 0 constructs it
// with placement new, a barrier, then every thread with a selected element
// enters the critical section between acquire() and release(); a barrier ends
// the phase and thread 0 writes the record.
// LAUNCH: grid=4 block=128 args=x:i32[512]:rand sums:i64[4]:zero maxima:i32[4]:zero counts:i32[4]:zero thresh:i32=40
// RACECHECK-FALSE-ALARM: racecheck does not order accesses through the semaphore's acquire/release (atomics), only through barriers: on 2026-12-06 it reported the critical section's reads and writes for nvcc's build (H200: 1304 errors, 5116 warnings) as for kilnc's (H100)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda/semaphore>
#include <new>

struct Record {
  long long sum;
  int max;
  int count;
};

extern "C" __global__ void binary_semaphore_block_accumulator(const int *x, long long *sums, int *maxima, int *counts,
                                                               int thresh) {
  using block_sem = cuda::binary_semaphore<cuda::thread_scope_block>;
  __shared__ alignas(block_sem) unsigned char sem_storage[sizeof(block_sem)];
  __shared__ Record rec;
  block_sem *sem = reinterpret_cast<block_sem *>(sem_storage);
  if (threadIdx.x == 0) {
    new (sem) block_sem(1);
    rec.sum = 0;
    rec.max = -1;
    rec.count = 0;
  }
  __syncthreads();

  int v = x[blockIdx.x * blockDim.x + threadIdx.x];
  if (v >= thresh) {
    sem->acquire();
    rec.sum += v;
    if (v > rec.max)
      rec.max = v;
    rec.count += 1;
    sem->release();
  }
  __syncthreads();

  if (threadIdx.x == 0) {
    sums[blockIdx.x] = rec.sum;
    maxima[blockIdx.x] = rec.max;
    counts[blockIdx.x] = rec.count;
  }
}
