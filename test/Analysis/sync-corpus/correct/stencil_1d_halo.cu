// 1-D stencil with a radius-3 halo: every thread loads its element, the first
// RADIUS threads also load the left and right halo, then each output sums
// 2*RADIUS+1 neighbours from shared memory. Global reads are clamped.
// LAUNCH: grid=64 block=256 args=in:f32[16000]:rand out:f32[16000]:zero n:i32=16000
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define RADIUS 3
#define BLOCK_SIZE 256

extern "C" __global__ void stencil_1d_halo(const float *in, float *out, int n) {
  __shared__ float temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;

  temp[lindex] = in[min(gindex, n - 1)];
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[max(gindex - RADIUS, 0)];
    temp[lindex + BLOCK_SIZE] = in[min(gindex + BLOCK_SIZE, n - 1)];
  }
  __syncthreads();

  float result = 0.0f;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    result += temp[lindex + offset];
  if (gindex < n) out[gindex] = result;
}
