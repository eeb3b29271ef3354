// 256-bin byte histogram: bins zeroed by a block-strided loop, shared atomics
// from a grid-stride loop, and one global atomic per bin and block.
// LAUNCH: grid=16 block=128 args=data:u8[30000]:rand(0,256) hist:u32[256]:zero n:i32=30000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 256

extern "C" __global__ void histogram_shared_atomics(const unsigned char *data, unsigned int *hist, int n) {
  __shared__ unsigned int s_hist[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) s_hist[b] = 0;
  __syncthreads();

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();

  for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&hist[b], s_hist[b]);
}
