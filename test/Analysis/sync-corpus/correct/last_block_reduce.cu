// Single-pass reduction: every block reduces its part and takes a ticket; the
// block that draws the last ticket (a flag in shared memory, the same for
// all its threads) sums the block partials with barriers inside the branch.
// LAUNCH: grid=16 block=256 args=in:f32[16384]:rand partials:f32[16]:zero total:f32[1]:zero n:i32=16384
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ unsigned int retirement_count = 0;

extern "C" __global__ void last_block_reduce(const float *in, float *partials, float *total, int n) {
  __shared__ float sdata[256];
  __shared__ bool am_last;
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + tid;

  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = 128; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }

  if (tid == 0) {
    partials[blockIdx.x] = sdata[0];
    __threadfence();
    unsigned int ticket = atomicInc(&retirement_count, gridDim.x);
    am_last = (ticket == gridDim.x - 1);
  }
  __syncthreads();

  if (am_last) {
    float s = 0.0f;
    for (unsigned int j = tid; j < gridDim.x; j += blockDim.x) s += ((volatile float *)partials)[j];
    sdata[tid] = s;
    __syncthreads();
    for (unsigned int k = 128; k > 0; k >>= 1) {
      if (tid < k) sdata[tid] += sdata[tid + k];
      __syncthreads();
    }
    if (tid == 0) {
      total[0] = sdata[0];
      retirement_count = 0;
    }
  }
}
