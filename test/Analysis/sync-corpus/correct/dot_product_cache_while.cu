// Dot product in the style of the classic textbook example: a grid-stride
// loop per thread, the partial sums in a shared cache sized by a constant,
// and the halving `while (i != 0)` reduction with i = blockDim.x / 2, the
// barrier after each step (outside the if).
// LAUNCH: grid=8 block=256 args=a:f32[4096]:rand b:f32[4096]:rand c:f32[8]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

const int threadsPerBlock = 256;

extern "C" __global__ void dot_product_cache_while(const float *a, const float *b, float *c, int n) {
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
      cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0)
    c[blockIdx.x] = cache[0];
}
