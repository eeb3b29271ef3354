// Lane 0 of each warp takes the 'then' side and skips the barrier that the
// 'else' side waits at.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void sync_in_else_of_lane_branch(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  float v;
  if ((t & 31) == 0) { // (a)
    v = s[t];
  } else {
    // CHECK: sync_in_else_of_lane_branch.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    __syncthreads();
    v = s[t - 1];
  }
  out[blockIdx.x * 256 + t] = v;
}
