// A barrier under a condition on each thread's own input element: whether
// the threads agree depends on the data.
// Either verdict is right here (an error, or a warning because the analysis
// cannot rule the hazard out), so kilnc's exit status is deliberately not
// checked: the diagnostic at the barrier is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void data_dependent_sync(const float *in, float *out) {
  __shared__ float s[256];
  int t = threadIdx.x;
  float v = in[blockIdx.x * 256 + t];
  s[t] = v;
  if (v > 0.0f) { // (a)
    // CHECK: data_dependent_sync.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
    __syncthreads();
    v += s[255 - t];
  }
  out[blockIdx.x * 256 + t] = v;
}
