// ballot_mask_partial_syncwarp without __syncwarp(mask): lane l reads the
// neighbour's staged value stage[threadIdx.x + 1] that lane l + 1 stores.
// LAUNCH: grid=4 block=128 args=in:f32[500]:rand out:f32[500]:zero n:i32=500
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void ballot_mask_no_syncwarp(const float *in, float *out, int n) {
  __shared__ float stage[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float v = in[i];
    stage[threadIdx.x] = v;
    int last = 31 - __clz(mask);
    // CHECK: ballot_mask_no_syncwarp.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float right = lane < last ? stage[threadIdx.x + 1] : v;
    int first = __ffs(mask) - 1;
    float head = __shfl_sync(mask, v, first);
    out[i] = 0.5f * (v + right) - head;
  }
}
