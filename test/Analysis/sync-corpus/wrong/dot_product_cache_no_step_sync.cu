// dot_product_cache_while without the barrier in the halving loop: a step reads
// cache[cacheIndex + i] that the previous step's threads are still writing.
// LAUNCH: grid=8 block=256 args=a:f32[4096]:rand b:f32[4096]:rand c:f32[8]:zero n:i32=4096
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

const int threadsPerBlock = 256;

extern "C" __global__ void dot_product_cache_no_step_sync(const float *a, const float *b, float *c, int n) {
  __shared__ float cache[threadsPerBlock];
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
      // CHECK: dot_product_cache_no_step_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      cache[cacheIndex] += cache[cacheIndex + i];
    i /= 2;
  }
  if (cacheIndex == 0)
    c[blockIdx.x] = cache[0];
}

