// Per-thread private histograms of a bin count given at run time: dynamic
// shared memory holds one row of nbins counters per thread (few threads,
// few bins: no atomics at all), each thread clears and fills only its own
// row with plain increments, and after a barrier the block sums the rows
// bin by bin into the global histogram.
// LAUNCH: grid=4 block=64 smem=4096 args=in:u32[4096]:rand(0,16) hist:u32[16]:zero n:i32=4096 nbins:i32=16
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(64) histogram_thread_private_rows_runtime_bins(const unsigned *in,
                                                                                          unsigned *hist, int n,
                                                                                          int nbins) {
  extern __shared__ unsigned rows[];
  unsigned *mine = rows + threadIdx.x * nbins;
  for (int b = 0; b < nbins; ++b)
    mine[b] = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    mine[in[i] % nbins] += 1;
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int t = 0; t < blockDim.x; ++t)
      total += rows[t * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
