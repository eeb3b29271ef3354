// Per-thread convergence loop with a barrier inside: every thread iterates
// until its own residual is small, so threads leave the loop after different
// numbers of barriers (the fix is a block vote such as __syncthreads_or).
// Either verdict is right here (an error, or a warning because the analysis
// cannot rule the hazard out), so kilnc's exit status is deliberately not
// checked: the diagnostic at the barrier is.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void data_dependent_while_sync(const float *in, float *out, float tol) {
  __shared__ float s[256];
  int t = threadIdx.x;
  float x = in[blockIdx.x * 256 + t];
  s[t] = x;
  __syncthreads();
  float err = 1.0f;
  while (err > tol) { // (a)
    float nx = 0.5f * (x + s[(t + 1) % 256]);
    err = fabsf(nx - x);
    x = nx;
    // CHECK: data_dependent_while_sync.cu:[[@LINE+1]]: {{error|warning}} divergent-barrier threads={{[^ ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
    __syncthreads();
    s[t] = x;
    __syncthreads();
  }
  out[blockIdx.x * 256 + t] = x;
}
