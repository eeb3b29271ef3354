// histogram_warp_rows_ty_subhist merging the eight warps' rows after a
// __syncwarp() instead of __syncthreads(): each thread reads every warp's row
// while the other warps may still be counting into theirs.
// LAUNCH: grid=16 block=32,8 args=data:u8[65536]:rand(0,256) hist:u32[256]:zero n:i32=65536
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define WARPS 8
#define BINS 256

extern "C" __global__ void __launch_bounds__(256) histogram_warp_rows_merge_syncwarp(const unsigned char *data, unsigned *hist, int n) {
  __shared__ unsigned sub[WARPS][BINS];
  int lane = threadIdx.x, warp = threadIdx.y;
  for (int b = lane; b < BINS; b += 32)
    sub[warp][b] = 0;
  __syncwarp();
  int stride = gridDim.x * blockDim.x * blockDim.y;
  for (int i = blockIdx.x * blockDim.x * blockDim.y + warp * 32 + lane; i < n; i += stride)
    atomicAdd(&sub[warp][data[i]], 1u);
  __syncwarp();
  int bin = warp * 32 + lane;
  unsigned total = 0;
  for (int w = 0; w < WARPS; ++w)
    // CHECK: histogram_warp_rows_merge_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    total += sub[w][bin];
  atomicAdd(&hist[bin], total);
}
