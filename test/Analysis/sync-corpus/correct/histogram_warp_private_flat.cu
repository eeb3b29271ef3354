// Histogram with one private sub-histogram per warp, flattened as
// s_hist[warp * BINS + bin]: zeroed block-strided, filled with shared
// atomics, then every bin summed over the warps (after a barrier).
// LAUNCH: grid=8 block=256 args=in:u32[8192]:rand(0,64) out:u32[64]:zero n:i32=8192
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BINS 64
#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) histogram_warp_private_flat(const unsigned *in, unsigned *out, int n) {
  __shared__ unsigned s_hist[WARPS * BINS];
  int t = threadIdx.x;
  for (int i = t; i < WARPS * BINS; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  unsigned *mine = s_hist + (t / 32) * BINS;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&mine[in[i] % BINS], 1u);
  __syncthreads();
  for (int b = t; b < BINS; b += blockDim.x) {
    unsigned sum = 0;
    for (int w = 0; w < WARPS; ++w) sum += s_hist[w * BINS + b];
    atomicAdd(&out[b], sum);
  }
}
