// Only the low half-warp works: lanes 0..15 exchange values through shared
// memory and meet at __syncwarp(0x0000ffff), a mask that names exactly the
// lanes that arrive.
// LAUNCH: grid=8 block=256 args=in:i32[2048]:rand(0,1000) out:i32[2048]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) syncwarp_half_mask(const int *in, int *out) {
  __shared__ int s[8][16];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (lane < 16) {
    s[warp][lane] = v;
    __syncwarp(0x0000ffff);
    v += s[warp][15 - lane];
  }
  out[g] = v;
}
