// A per-block histogram whose last thread to finish publishes the block's
// total and the fullest bin: each thread adds its items into shared bins
// with atomicAdd, then takes a ticket from a shared arrival counter; the
// thread that draws the last ticket (blockDim.x - 1) has seen every add
// before its own (the adds and the ticket are ordered by the ticket's
// atomic, and __threadfence_block makes the bins visible), so it alone
// scans the bins and writes the summary, which the block reads after the
// barrier. A common "last one out" idiom in place of a second barrier
// round.
// LAUNCH: grid=4 block=256 args=in:u32[4096]:rand out:u32[8]:zero n:i32=4096
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void histogram_last_arrival_publishes_total(const unsigned *in, unsigned *out, int n) {
  __shared__ unsigned bins[16];
  __shared__ unsigned arrived;
  __shared__ unsigned summary[2];
  if (threadIdx.x < 16)
    bins[threadIdx.x] = 0;
  if (threadIdx.x == 0)
    arrived = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[in[i] & 15], 1u);
  __threadfence_block();
  if (atomicAdd(&arrived, 1u) == blockDim.x - 1) {
    unsigned total = 0, best = 0, most = 0;
    for (int b = 0; b < 16; ++b) {
      unsigned c = atomicAdd(&bins[b], 0u);
      total += c;
      if (c > most)
        most = c, best = b;
    }
    summary[0] = total;
    summary[1] = best;
  }
  __syncthreads();
  if (threadIdx.x < 2)
    out[blockIdx.x * 2 + threadIdx.x] = summary[threadIdx.x];
}
