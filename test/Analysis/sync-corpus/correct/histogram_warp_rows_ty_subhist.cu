// Per-warp sub-histograms in a (32, 8) block: warp threadIdx.y owns row
// sub[threadIdx.y], zeroes it with its 32 lanes, orders that with
// __syncwarp() (only its own lanes touch the row), counts bytes into it with
// shared atomics, and after __syncthreads() each of the 256 threads sums one
// bin over the eight rows.
// LAUNCH: grid=16 block=32,8 args=data:u8[65536]:rand(0,256) hist:u32[256]:zero n:i32=65536
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define BINS 256

extern "C" __global__ void __launch_bounds__(256) histogram_warp_rows_ty_subhist(const unsigned char *data, unsigned *hist, int n) {
  __shared__ unsigned sub[WARPS][BINS];
  int lane = threadIdx.x, warp = threadIdx.y;
  for (int b = lane; b < BINS; b += 32)
    sub[warp][b] = 0;
  __syncwarp();
  int stride = gridDim.x * blockDim.x * blockDim.y;
  for (int i = blockIdx.x * blockDim.x * blockDim.y + warp * 32 + lane; i < n; i += stride)
    atomicAdd(&sub[warp][data[i]], 1u);
  __syncthreads();
  int bin = warp * 32 + lane;
  unsigned total = 0;
  for (int w = 0; w < WARPS; ++w)
    total += sub[w][bin];
  atomicAdd(&hist[bin], total);
}
