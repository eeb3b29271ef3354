// raking_block_reduce_padded_grid without the barrier between storing the
// partials into the raking grid and the first warp's rakes: the rakes read the
// partials of threads in the other three warps.
// LAUNCH: grid=4 block=128 args=in:i32[2048]:rand(0,1000) out:i32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define THREADS 128
#define ITEMS 4
#define SEG 4 // partials raked per lane
#define PAD(i) ((i) + (i) / 32)

extern "C" __global__ void __launch_bounds__(THREADS) raking_reduce_rake_before_sync(const int *in, int *out) {
  __shared__ int grid[PAD(THREADS)];
  const int t = threadIdx.x;
  const int *src = in + blockIdx.x * THREADS * ITEMS;
  int partial = 0;
#pragma unroll
  for (int i = 0; i < ITEMS; ++i)
    partial += src[i * THREADS + t]; // striped loads
  grid[PAD(t)] = partial;
  if (t < 32) {
    int rake = 0;
#pragma unroll
    for (int i = 0; i < SEG; ++i)
      // CHECK: raking_reduce_rake_before_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      rake += grid[PAD(t * SEG + i)];
    for (int o = 16; o > 0; o >>= 1)
      rake += __shfl_down_sync(0xffffffffu, rake, o);
    if (t == 0)
      out[blockIdx.x] = rake;
  }
}
