// Lane 31 of every warp returns before the barrier (it has no right
// neighbour to pair with): the barrier can never be completed by the block.
// Either verdict is right here (an error, or a warning because the analysis
// cannot rule the hazard out), so kilnc's exit status is deliberately not
// checked: the diagnostic at the barrier is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void early_return_lane_then_sync(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  if ((t & 31) == 31) return; // (a)
  s[t] = in[blockIdx.x * 256 + t] + in[blockIdx.x * 256 + t + 1];
  // CHECK: early_return_lane_then_sync.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[t ^ 1];
}
