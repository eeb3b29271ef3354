// 1-D stencil whose right halo is stored one slot too far left: thread 0
// writes temp[BLOCK_SIZE + RADIUS - 1], the interior slot of thread 255, with
// a different value and no ordering between the two stores.
// LAUNCH: grid=64 block=256 args=in:f32[16000]:rand out:f32[16000]:zero n:i32=16000
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIUS 3
#define BLOCK_SIZE 256

extern "C" __global__ void stencil_1d_halo_off_by_one(const float *in, float *out, int n) {
  __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = in[min(gindex, n - 1)]; // (a)
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[max(gindex - RADIUS, 0)];
    // CHECK: stencil_1d_halo_off_by_one.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-3]]{{(,|$)}}
    temp[lindex + BLOCK_SIZE - 1] = in[min(gindex + BLOCK_SIZE, n - 1)];
  }
  __syncthreads();
  float result = 0.0f;
  for (int offset = -RADIUS; offset <= RADIUS; offset++) result += temp[lindex + offset];
  if (gindex < n) out[gindex] = result;
}
