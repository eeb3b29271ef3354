// Distinct values per block with a shared bitset (a Bloom-filter-like dedup, as GPU join and
// group-by kernels build): the block clears 4096 bits, sets one bit per value with atomicOr from a
// grid-stride loop, then counts the set bits with __popc, a warp shuffle sum and per-warp partials
// that thread 0 adds; the bitset is also written out.
// LAUNCH: grid=4 block=256 args=vals:u32[8192]:rand(0,100000) n:i32=8192 bits_out:u32[512]:zero distinct:u32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BITS 4096
#define WORDS (BITS / 32)
#define WARPS 8

extern "C" __global__ void __launch_bounds__(WARPS * 32)
shared_bitset_distinct_count(const unsigned *vals, int n, unsigned *bits_out, unsigned *distinct) {
  __shared__ unsigned bits[WORDS];
  __shared__ unsigned warp_counts[WARPS];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int i = threadIdx.x; i < WORDS; i += blockDim.x) bits[i] = 0u;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const unsigned v = vals[i] % BITS;
    atomicOr(&bits[v / 32], 1u << (v % 32));
  }
  __syncthreads();
  unsigned c = 0;
  for (int i = threadIdx.x; i < WORDS; i += blockDim.x) {
    c += __popc(bits[i]);
    bits_out[blockIdx.x * WORDS + i] = bits[i];
  }
  for (int o = 16; o > 0; o >>= 1) c += __shfl_xor_sync(0xffffffffu, c, o);
  if (lane == 0) warp_counts[warp] = c;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned s = 0;
    for (int w = 0; w < WARPS; ++w) s += warp_counts[w];
    distinct[blockIdx.x] = s;
  }
}
