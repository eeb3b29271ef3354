// radix_digit_offsets_warp_private_counts without the barrier after clearing
// the counters: thread 0 may zero counts[0][0] after a thread of warp 0 has
// already counted a key into it.
// LAUNCH: grid=4 block=256 args=keys:u32[4096]:rand shift:i32=4 n:i32=4096 offsets:u32[64]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIX 16
#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) radix_digit_counts_clear_no_sync(const unsigned *keys, int shift,
                                                                                   int n, unsigned *block_offsets) {
  __shared__ unsigned counts[WARPS][RADIX];
  const int tid = threadIdx.x;
  const int warp = tid / 32;
  if (tid < WARPS * RADIX) counts[tid / RADIX][tid % RADIX] = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x) {
    unsigned digit = (keys[i] >> shift) & (RADIX - 1);
    // CHECK: radix_digit_counts_clear_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    atomicAdd(&counts[warp][digit], 1u);
  }
  __syncthreads();
  if (tid < RADIX) {
    unsigned total = 0;
    for (int w = 0; w < WARPS; ++w) total += counts[w][tid];
    block_offsets[blockIdx.x * RADIX + tid] = total;
  }
}
