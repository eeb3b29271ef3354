// Two arrays carved from one extern __shared__ buffer with the second one
// starting half a block in instead of a whole block: thread 128 stores a[128]
// into the same word as thread 0's b[0].
// LAUNCH: grid=8 block=256 smem=2048 args=x:f32[2048]:rand y:f32[2048]:rand out:f32[2048]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void dynamic_shared_overlapping_carve(const float *x, const float *y, float *out) {
  extern __shared__ float smem[];
  float *a = smem;
  float *b = smem + blockDim.x / 2;
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  a[t] = x[g]; // (a)
  // CHECK: dynamic_shared_overlapping_carve.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
  b[t] = y[g];
  __syncthreads();
  out[g] = a[(t + 1) % blockDim.x] * b[t];
}
