// The barrier sits inside 'if (threadIdx.x < n)' with n a kernel argument:
// whenever n is smaller than the block, the threads from n up never arrive.
// Either verdict is right here (an error, or a warning because the analysis
// cannot rule the hazard out), so kilnc's exit status is deliberately not
// checked: the diagnostic at the barrier is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void sync_inside_tid_below_n(const float *in, float *out, int n) {
  __shared__ float s[256];
  int t = threadIdx.x;
  if (t < n) { // (a)
    s[t] = in[blockIdx.x * 256 + t];
    // CHECK: sync_inside_tid_below_n.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
    __syncthreads();
    out[blockIdx.x * 256 + t] = s[(t + 1) % n];
  }
}
