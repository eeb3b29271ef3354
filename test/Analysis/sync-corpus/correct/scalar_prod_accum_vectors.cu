// CUDA-samples scalarProd: each block takes vectors vec = blockIdx.x,
// + gridDim.x, ...; ACCUM_N partial sums per vector (more than the block's
// threads, block-strided), a tree over the accumulators with cg::sync(cta)
// opening every stride, and a final cg::sync(cta) before thread 0 reads the
// result and the next vector overwrites the accumulators.
// LAUNCH: grid=4 block=128 args=d_C:f32[16]:zero d_A:f32[16384]:rand d_B:f32[16384]:rand vectorN:i32=16 elementN:i32=1024
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define IMUL(a, b) __mul24(a, b)
#define ACCUM_N 1024

extern "C" __global__ void scalar_prod_accum_vectors(float *d_C, float *d_A, float *d_B, int vectorN, int elementN) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ float accumResult[ACCUM_N];
  for (int vec = blockIdx.x; vec < vectorN; vec += gridDim.x) {
    int vectorBase = IMUL(elementN, vec);
    int vectorEnd = vectorBase + elementN;
    for (int iAccum = threadIdx.x; iAccum < ACCUM_N; iAccum += blockDim.x) {
      float sum = 0;
      for (int pos = vectorBase + iAccum; pos < vectorEnd; pos += ACCUM_N) sum += d_A[pos] * d_B[pos];
      accumResult[iAccum] = sum;
    }
    for (int stride = ACCUM_N / 2; stride > 0; stride >>= 1) {
      cg::sync(cta);
      for (int iAccum = threadIdx.x; iAccum < stride; iAccum += blockDim.x)
        accumResult[iAccum] += accumResult[stride + iAccum];
    }
    cg::sync(cta);
    if (threadIdx.x == 0) d_C[vec] = accumResult[0];
  }
}
