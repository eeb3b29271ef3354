// Per-warp sub-histograms with a bin count given at run time: dynamic shared
// memory holds one row of nbins counters per warp, each warp clears its own
// row, bins its share of the input with shared atomics (fewer collisions
// than one block-wide histogram), and after a barrier the block sums the
// rows bin by bin into the global histogram.
// LAUNCH: grid=4 block=256 smem=3200 args=in:u32[8192]:rand(0,100) hist:u32[100]:zero n:i32=8192 nbins:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void histogram_warp_subhist_runtime_bins(const unsigned *in, unsigned *hist, int n,
                                                               int nbins) {
  extern __shared__ unsigned sub[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int warps = blockDim.x / 32;
  unsigned *mine = sub + warp * nbins;
  for (int b = lane; b < nbins; b += 32)
    mine[b] = 0;
  __syncwarp();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&mine[in[i] % nbins], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < warps; ++w)
      total += sub[w * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
