// The Gram matrix of 16 vectors stored in packed lower-triangular form, as
// packed symmetric (LAPACK 'SP') storage does: a 16x16 block, thread (c, r)
// with c <= r computes the dot product of vectors r and c and stores it at
// r*(r+1)/2 + c of a shared array of 136 entries; after a barrier the block
// copies the packed triangle out with a block-strided loop.
// LAUNCH: grid=3 block=16,16 args=v:f32[3072]:rand gram:f32[408]:zero dim:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NV 16
#define NPACK (NV * (NV + 1) / 2)

extern "C" __global__ void packed_lower_triangle_gram(const float *v, float *gram, int dim) {
  __shared__ float packed[NPACK];
  const int c = threadIdx.x, r = threadIdx.y;
  const float *vs = v + (size_t)blockIdx.x * NV * dim;
  if (c <= r) {
    float s = 0.0f;
    for (int k = 0; k < dim; k++)
      s += vs[r * dim + k] * vs[c * dim + k];
    packed[r * (r + 1) / 2 + c] = s;
  }
  __syncthreads();
  const int t = r * NV + c;
  for (int i = t; i < NPACK; i += NV * NV)
    gram[blockIdx.x * NPACK + i] = packed[i];
}
