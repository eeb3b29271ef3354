// histogram_lane_mod4_copies_merge without the barrier before the merge:
// the sum of a bin's copies reads counters that other warps are still
// adding to. Which bins other threads hit is data, so a warning is fair.
// LAUNCH: grid=4 block=256 args=in:u8[8192]:rand(0,256) n:i32=8192 hist:u32[256]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) histogram_lane_mod4_copies_no_merge_sync(const unsigned char *in, int n, unsigned *hist) {
  __shared__ unsigned copies[4][256];
  const int copy = threadIdx.x & 3;
  for (int i = threadIdx.x; i < 4 * 256; i += blockDim.x)
    copies[i / 256][i % 256] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&copies[copy][in[i]], 1u);
  for (int b = threadIdx.x; b < 256; b += blockDim.x) {
    // CHECK: histogram_lane_mod4_copies_no_merge_sync.cu:[[@LINE+1]]: {{error|warning}} race
    const unsigned sum = copies[0][b] + copies[1][b] + copies[2][b] + copies[3][b];
    if (sum)
      atomicAdd(&hist[b], sum);
  }
}
