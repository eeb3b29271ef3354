// CUB-style raking block reduction of 4 items per thread (128 threads): each
// thread reduces its items, stores the partial into a raking grid padded by
// one word per 32 (no bank conflicts for the rakes), a barrier, the first warp
// rakes four consecutive partials per lane out of the padded grid and reduces
// the 32 rake sums with shuffles; lane 0 writes the block's sum.
// LAUNCH: grid=4 block=128 args=in:i32[2048]:rand(0,1000) out:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 128
#define ITEMS 4
#define SEG 4 // partials raked per lane
#define PAD(i) ((i) + (i) / 32)

extern "C" __global__ void __launch_bounds__(THREADS) raking_block_reduce_padded_grid(const int *in, int *out) {
  __shared__ int grid[PAD(THREADS)];
  const int t = threadIdx.x;
  const int *src = in + blockIdx.x * THREADS * ITEMS;
  int partial = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    partial += src[i * THREADS + t]; // striped loads
  grid[PAD(t)] = partial;
  __syncthreads();
  if (t < 32) {
    int rake = 0;
#pragma unroll
    for (int i = 0; i < SEG; ++i)
      rake += grid[PAD(t * SEG + i)];
    for (int o = 16; o > 0; o >>= 1)
      rake += __shfl_down_sync(0xffffffffu, rake, o);
    if (t == 0)
      out[blockIdx.x] = rake;
  }
}
