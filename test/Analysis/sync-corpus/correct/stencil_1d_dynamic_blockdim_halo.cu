// 1-D stencil with the halo in dynamic shared memory sized blockDim.x + 2 * RADIUS at launch:
// each thread loads its element at t + RADIUS, the first RADIUS threads also load the left halo
// and the element blockDim.x past their own (the right halo); the offsets come from blockDim.
// LAUNCH: grid=8 block=128 smem=536 args=in:f32[1024]:rand out:f32[1024]:zero n:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define RADIUS 3

extern "C" __global__ void stencil_1d_dynamic_blockdim_halo(const float *in, float *out, int n) {
  extern __shared__ float temp[];
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int l = threadIdx.x + RADIUS;
  temp[l] = g < n ? in[g] : 0.f;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS, right = g + blockDim.x;
    temp[l - RADIUS] = left >= 0 ? in[left] : 0.f;
    temp[l + blockDim.x] = right < n ? in[right] : 0.f;
  }
  __syncthreads();
  float result = 0.f;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    result += temp[l + offset];
  if (g < n)
    out[g] = result;
}
