// A race between the two arms of a thread-dependent branch: threads 0-127
// store their element, threads 128-255 read it in the other arm, and no
// barrier separates the store from the read (a __syncthreads() before the
// branch's join and the read after it would be the fix). The arms run
// concurrently in different threads, so no single thread's path holds both
// accesses.
// LAUNCH: grid=1 block=256 args=out:f32[256]:zero in:f32[128]:rand
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) branch_arms_cross_read(float *out, const float *in) {
  __shared__ float part[128];
  int t = threadIdx.x;
  if (t < 128) {
    part[t] = in[t];
  } else {
    // CHECK: branch_arms_cross_read.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[t] = 2.0f * part[t - 128];
  }
}
