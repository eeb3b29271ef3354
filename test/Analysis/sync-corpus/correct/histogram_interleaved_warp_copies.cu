// Histogram with one private copy per warp, interleaved bin-major
// (s_hist[bin * WARPS + warp], so the copies of one bin share a bank row):
// zeroed by a block-strided loop, barrier, shared atomics into the warp's
// own copy, barrier, and a merge in which thread b sums the copies of bin b.
// LAUNCH: grid=4 block=256 args=data:i32[4096]:rand(0,63) hist:i32[64]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 64
#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) histogram_interleaved_warp_copies(const int *data, int *hist,
                                                                                    int n) {
  __shared__ int s_hist[BINS * WARPS];
  int t = threadIdx.x;
  int warp = t / 32;
  for (int i = t; i < BINS * WARPS; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&s_hist[(data[i] & (BINS - 1)) * WARPS + warp], 1);
  __syncthreads();
  if (t < BINS) {
    int sum = 0;
    for (int w = 0; w < WARPS; ++w) sum += s_hist[t * WARPS + w];
    atomicAdd(&hist[t], sum);
  }
}
