// histogram_warp_subhist_runtime_bins without the barrier between counting and merging: a thread sums another warp's row
// while that warp still adds to it.
// LAUNCH: grid=4 block=256 smem=3200 args=in:u32[8192]:rand(0,100) hist:u32[100]:zero n:i32=8192 nbins:i32=100
// The index is per-thread data: the analysis can only say the accesses may
// meet (a warning; kilnc's exit status is deliberately not checked).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void histogram_runtime_bins_merge_before_sync(const unsigned *in, unsigned *hist, int n,
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
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < warps; ++w)
      // CHECK: histogram_runtime_bins_merge_before_sync.cu:[[@LINE+1]]: {{error|warning}} race
      total += sub[w * nbins + b];
    atomicAdd(&hist[b], total);
  }
}
