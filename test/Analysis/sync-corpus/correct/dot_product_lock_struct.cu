// Dot product in the style of "CUDA by Example" (its atomics appendix): each
// block sums its products in a shared cache with a `while (i != 0)` halving
// loop, then thread 0 takes a global mutex (a Lock struct: atomicCAS spin,
// atomicExch release) to add the block's sum into the one result.
// LAUNCH: grid=32 block=256 tol=1e-3 args=a:f32[33000]:rand b:f32[33000]:rand c:f32[1]:zero mutex:i32[1]:zero n:i32=33000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS_PER_BLOCK 256

struct Lock {
  int *mutex;
  __device__ explicit Lock(int *m) : mutex(m) {}
  __device__ void lock() {
    while (atomicCAS(mutex, 0, 1) != 0) {
    }
    __threadfence();
  }
  __device__ void unlock() {
    __threadfence();
    atomicExch(mutex, 0);
  }
};

extern "C" __global__ void dot_product_lock_struct(const float *a, const float *b, float *c, int *mutex, int n) {
  __shared__ float cache[THREADS_PER_BLOCK];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;

  float temp = 0;
  while (tid < n) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();

  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i)
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }

  if (cacheIndex == 0) {
    Lock lock(mutex);
    lock.lock();
    volatile float *vc = c;
    *vc = *vc + cache[0];
    lock.unlock();
  }
}
