// scan_single_pass_dynamic_block_id without the barrier after thread 0 takes the block's index:
// the other threads read bid_s before (or while) thread 0 stores it.
// No LAUNCH line: threads that read bid_s before thread 0 stores it index global memory with
// whatever the shared word held, which can fault (or wait on a flag no block sets).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define SECTION 256

extern "C" __global__ void __launch_bounds__(SECTION) scan_single_pass_no_block_id_sync(const int *in, int *out, int *flags,
                                                                                         int *sums, unsigned *counter) {
  __shared__ unsigned bid_s;
  __shared__ int previous_sum;
  __shared__ int xy[SECTION];
  unsigned t = threadIdx.x;
  if (t == 0)
    bid_s = atomicAdd(counter, 1u);
  // CHECK: scan_single_pass_no_block_id_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
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
