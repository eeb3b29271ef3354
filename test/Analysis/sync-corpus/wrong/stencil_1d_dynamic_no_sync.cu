// stencil_1d_dynamic_blockdim_halo without the barrier after the loads: a thread reads
// neighbours (and halo elements) that other threads store.
// LAUNCH: grid=8 block=128 smem=536 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define RADIUS 3

extern "C" __global__ void stencil_1d_dynamic_no_sync(const float *in, float *out, int n) {
  extern __shared__ float temp[];
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int l = threadIdx.x + RADIUS;
  temp[l] = g < n ? in[g] : 0.f;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS, right = g + blockDim.x;
    temp[l - RADIUS] = left >= 0 ? in[left] : 0.f;
    temp[l + blockDim.x] = right < n ? in[right] : 0.f;
  }
  float result = 0.f;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    // CHECK: stencil_1d_dynamic_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-8]]{{(,|$)}}
    result += temp[l + offset];
  if (g < n)
    out[g] = result;
}
