// Single-pass scan with adjacent-block synchronisation (the "domino" scan of the PMPP textbook):
// blocks take their index from a global counter, broadcast by thread 0 through a shared scalar
// so that the order of scheduling is the order of the chain; each block scans its section
// (Kogge-Stone in place with a register temporary), then thread 0 waits for the previous block's
// running sum, publishes its own, and broadcasts the prefix through another shared scalar.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand out:i32[2048]:zero flags:i32[9]:zero sums:i32[9]:zero counter:u32[1]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define SECTION 256

extern "C" __global__ void __launch_bounds__(SECTION) scan_single_pass_dynamic_block_id(const int *in, int *out, int *flags,
                                                                                         int *sums, unsigned *counter) {
  __shared__ unsigned bid_s;
  __shared__ int previous_sum;
  __shared__ int xy[SECTION];
  unsigned t = threadIdx.x;
  if (t == 0)
    bid_s = atomicAdd(counter, 1u);
  __syncthreads();
  unsigned bid = bid_s;
  unsigned i = bid * SECTION + t;
  xy[t] = in[i];
  for (unsigned stride = 1; stride < SECTION; stride *= 2) {
    __syncthreads();
    int temp = 0;
    if (t >= stride)
      temp = xy[t] + xy[t - stride];
    __syncthreads();
    if (t >= stride)
      xy[t] = temp;
  }
  __syncthreads();
  if (t == 0) {
    int local = xy[SECTION - 1];
    int prev = 0;
    if (bid > 0) {
      while (atomicAdd(&flags[bid], 0) == 0) {
      }
      prev = *(volatile int *)&sums[bid];
    }
    sums[bid + 1] = prev + local;
    __threadfence();
    atomicAdd(&flags[bid + 1], 1);
    previous_sum = prev;
  }
  __syncthreads();
  out[i] = xy[t] + previous_sum;
}
