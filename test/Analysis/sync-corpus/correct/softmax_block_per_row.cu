// Row softmax with one block per row: two block reductions (max, then sum)
// share one scratch array; the barrier after reading the max is what lets
// the second reduction reuse it.
// LAUNCH: grid=24 block=256 smem=128 args=out:f32[12000]:zero inp:f32[12000]:rand C:i32=500
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <math.h>

extern "C" __global__ void softmax_block_per_row(float *out, const float *inp, int C) {
  extern __shared__ float shared[];
  int tid = threadIdx.x;
  int lane = tid % 32, warp = tid / 32;
  int warps = blockDim.x / 32;
  const float *x = inp + blockIdx.x * C;
  float *y = out + blockIdx.x * C;

  float m = -INFINITY;
  for (int i = tid; i < C; i += blockDim.x) m = fmaxf(m, x[i]);
  for (int o = 16; o > 0; o /= 2) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  if (lane == 0) shared[warp] = m;
  __syncthreads();
  if (tid == 0) {
    float v = shared[0];
    for (int w = 1; w < warps; ++w) v = fmaxf(v, shared[w]);
    shared[0] = v;
  }
  __syncthreads();
  float offset = shared[0];
  __syncthreads();

  float s = 0.0f;
  for (int i = tid; i < C; i += blockDim.x) {
    float e = expf(x[i] - offset);
    y[i] = e;
    s += e;
  }
  for (int o = 16; o > 0; o /= 2) s += __shfl_xor_sync(0xffffffff, s, o);
  if (lane == 0) shared[warp] = s;
  __syncthreads();
  if (tid == 0) {
    float v = 0.0f;
    for (int w = 0; w < warps; ++w) v += shared[w];
    shared[0] = v;
  }
  __syncthreads();
  float total = shared[0];
  for (int i = tid; i < C; i += blockDim.x) y[i] = y[i] / total;
}
