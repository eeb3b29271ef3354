// @realcode The CUDA samples' scalarProd: many dot products of vector pairs, one block per pair at a time; ACCUM_N partial sums in a shared array, each filled by a strided loop over the pair, then a shared-memory tree whose stride halves down from ACCUM_N / 2 with __syncthreads, thread 0 writing the result; IMUL through __mul24 as the sample's macro does.
// @let VECTOR_N = 256
// @let ELEMENT_N = 4096
// @buf a f32[VECTOR_N * ELEMENT_N] uniform(-1, 1)
// @buf b f32[VECTOR_N * ELEMENT_N] uniform(-1, 1)
// @buf c f32[VECTOR_N] zero
// @launch scalarProdGPU grid(128) block(256) args(c, a, b, i32(VECTOR_N), i32(ELEMENT_N))
// @check c abs=1e-4 rel=1e-5
#include <cuda_runtime.h>

#define IMUL(a, b) __mul24(a, b)
#define ACCUM_N 1024

__global__ void scalarProdGPU(float *d_C, float *d_A, float *d_B, int vectorN, int elementN) {
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
      __syncthreads();
      for (int iAccum = threadIdx.x; iAccum < stride; iAccum += blockDim.x)
        accumResult[iAccum] += accumResult[stride + iAccum];
    }

    __syncthreads();
    if (threadIdx.x == 0) d_C[vec] = accumResult[0];
  }
}
