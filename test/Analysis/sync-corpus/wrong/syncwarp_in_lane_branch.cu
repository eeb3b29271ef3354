// __syncwarp() with the default full mask inside 'if (lane < 16)': the other
// half of the warp never arrives.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) syncwarp_in_lane_branch(const int *in, int *out) {
  __shared__ int s[8][16];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (lane < 16) { // (a)
    s[warp][lane] = v;
    // CHECK: syncwarp_in_lane_branch.cu:[[@LINE+1]]: error warp-mask threads={{[^ ]+}} lanes={{[^- ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncwarp();
    v += s[warp][15 - lane];
  }
  out[g] = v;
}
