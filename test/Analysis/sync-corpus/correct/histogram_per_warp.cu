// Per-warp sub-histograms: each warp zeroes and fills its own row of
// s_hist[WARPS][BINS] (a __syncwarp() orders the zeroing inside the warp),
// then, after a block barrier, every bin is summed over the warps.
// LAUNCH: grid=8 block=256 args=data:i32[20000]:rand(0,100000) hist:u32[64]:zero n:i32=20000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 64
#define WARPS 8

extern "C" __global__ void __launch_bounds__(WARPS * 32) histogram_per_warp(const int *data, unsigned int *hist, int n) {
  __shared__ unsigned int s_hist[WARPS][BINS];
  int warp = threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  for (int b = lane; b < BINS; b += 32) s_hist[warp][b] = 0;
  __syncwarp();

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[warp][data[i] & (BINS - 1)], 1u);
  __syncthreads();

  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned int sum = 0;
    for (int w = 0; w < WARPS; ++w) sum += s_hist[w][b];
    atomicAdd(&hist[b], sum);
  }
}
