// One pass of an LSD radix sort's upsweep (4-bit digits): every warp counts the
// digits of its keys into its own row of shared counters with shared atomics
// (a grid-stride loop), the first 16 threads add the rows up, thread 0 turns
// the 16 totals into an exclusive prefix in place, and the first 16 threads
// publish the block's digit offsets and add its counts to the global totals.
// LAUNCH: grid=4 block=256 args=keys:u32[4096]:rand shift:i32=4 n:i32=4096 offsets:u32[64]:zero totals:u32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)
#define WARPS 8

extern "C" __global__ void __launch_bounds__(256) radix_digit_offsets_warp_private_counts(
    const unsigned *keys, int shift, int n, unsigned *block_offsets, unsigned *digit_totals) {
  __shared__ unsigned counts[WARPS][RADIX];
  __shared__ unsigned prefix[RADIX];
  const int tid = threadIdx.x;
  const int warp = tid / 32;
  if (tid < WARPS * RADIX) counts[tid / RADIX][tid % RADIX] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x) {
    unsigned digit = (keys[i] >> shift) & (RADIX - 1);
    atomicAdd(&counts[warp][digit], 1u);
  }
  __syncthreads();
  unsigned mine = 0;
  if (tid < RADIX) {
    for (int w = 0; w < WARPS; ++w) mine += counts[w][tid];
    prefix[tid] = mine;
  }
  __syncthreads();
  if (tid == 0) {
    unsigned running = 0;
    for (int d = 0; d < RADIX; ++d) {
      unsigned c = prefix[d];
      prefix[d] = running;
      running += c;
    }
  }
  __syncthreads();
  if (tid < RADIX) {
    block_offsets[blockIdx.x * RADIX + tid] = prefix[tid];
    atomicAdd(&digit_totals[tid], mine);
  }
}
