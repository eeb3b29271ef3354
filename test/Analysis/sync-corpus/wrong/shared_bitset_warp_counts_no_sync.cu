// shared_bitset_distinct_count without the barrier between the per-warp counts and thread 0's sum:
// thread 0 reads warp_counts[1] before lane 0 of warp 1 may have stored it.
// LAUNCH: grid=4 block=256 args=vals:u32[8192]:rand(0,100000) n:i32=8192 bits_out:u32[512]:zero distinct:u32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BITS 4096
#define WORDS (BITS / 32)
#define WARPS 8

extern "C" __global__ void __launch_bounds__(WARPS * 32)
shared_bitset_warp_counts_no_sync(const unsigned *vals, int n, unsigned *bits_out, unsigned *distinct) {
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
  if (threadIdx.x == 0) {
    unsigned s = 0;
    // CHECK: shared_bitset_warp_counts_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int w = 0; w < WARPS; ++w) s += warp_counts[w];
    distinct[blockIdx.x] = s;
  }
}
