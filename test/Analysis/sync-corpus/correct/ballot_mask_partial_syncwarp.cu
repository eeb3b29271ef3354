// A ragged tail handled the way the CUDA programming guide shows for
// computed masks: the lanes of a warp that have an element form a mask with
// __ballot_sync, and only those lanes stage their values in the warp's slice
// of shared memory, __syncwarp(mask), and read their neighbour's value in the
// same mask; a __shfl_sync over the same mask broadcasts the slice's first
// element. The last warp of the last block has fewer lanes in the mask.
// LAUNCH: grid=4 block=128 args=in:f32[500]:rand out:f32[500]:zero n:i32=500
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void ballot_mask_partial_syncwarp(const float *in, float *out, int n) {
  __shared__ float stage[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float v = in[i];
    stage[threadIdx.x] = v;
    __syncwarp(mask);
    int last = 31 - __clz(mask);
    float right = lane < last ? stage[threadIdx.x + 1] : v;
    int first = __ffs(mask) - 1;
    float head = __shfl_sync(mask, v, first);
    out[i] = 0.5f * (v + right) - head;
  }
}
