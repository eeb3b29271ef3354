// The bounds check returns before the block barrier: in the last block the
// threads with i >= n leave and never arrive (n is a kernel argument, so the
// verdict may be a warning).
// Either verdict is right here (an error, or a warning because the analysis
// cannot rule the hazard out), so kilnc's exit status is deliberately not
// checked: the diagnostic at the barrier is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void early_return_bounds_then_sync(const float *in, float *out, int n) {
  __shared__ float s[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return; // (a)
  s[threadIdx.x] = in[i];
  // CHECK: early_return_bounds_then_sync.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
  __syncthreads();
  out[i] = s[255 - threadIdx.x];
}
