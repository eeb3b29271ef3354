// scalar_prod_accum_vectors without the cg::sync(cta) that ends a vector:
// thread 0 reads accumResult[0] (its own), but the next vector's fold writes
// accumResult[t + 64] while thread t may still read it in the last strides of
// this vector.
// LAUNCH: grid=4 block=128 args=d_C:f32[16]:zero d_A:f32[16384]:rand d_B:f32[16384]:rand vectorN:i32=16 elementN:i32=1024
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define IMUL(a, b) __mul24(a, b)
#define ACCUM_N 1024

extern "C" __global__ void scalar_prod_no_vector_end_sync(float *d_C, float *d_A, float *d_B, int vectorN, int elementN) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ float accumResult[ACCUM_N];
  for (int vec = blockIdx.x; vec < vectorN; vec += gridDim.x) {
    int vectorBase = IMUL(elementN, vec);
    int vectorEnd = vectorBase + elementN;
    for (int iAccum = threadIdx.x; iAccum < ACCUM_N; iAccum += blockDim.x) {
      float sum = 0;
      for (int pos = vectorBase + iAccum; pos < vectorEnd; pos += ACCUM_N) sum += d_A[pos] * d_B[pos];
      // CHECK: scalar_prod_no_vector_end_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      accumResult[iAccum] = sum;
    }
    for (int stride = ACCUM_N / 2; stride > 0; stride >>= 1) {
      cg::sync(cta);
      for (int iAccum = threadIdx.x; iAccum < stride; iAccum += blockDim.x)
        accumResult[iAccum] += accumResult[stride + iAccum];
    }
    if (threadIdx.x == 0) d_C[vec] = accumResult[0];
  }
}
