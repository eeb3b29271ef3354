// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --emit=simt -o /dev/null -DEND_SYNC 2>&1 | count 0
// Issue 11 (branch probe16): a chunk loop whose window load `for (i = t; i <
// span; i += blockDim.x)` has a bound the block shape fixes (span =
// blockDim.x * 4 + 31) lost its barrier at the end of the chunk: only a
// warning ("the block-strided loop index is not compared"), because which
// threads run the load's first iteration was known only for constant
// bounds. The bound is now evaluated under the shape, and the first
// iteration against the filter's reads is a witness.
__global__ void fir(const float *x, float *y, int nChunks) {
  extern __shared__ float win[];
  const int t = threadIdx.x;
  const int span = blockDim.x * 4 + 31;
  for (int chunk = blockIdx.x; chunk < nChunks; chunk += gridDim.x) {
    // CHECK: shape-bound-first-iteration.cu:[[@LINE+1]]:{{.*}} error: shared-memory race {{.*}}threads {{[0-9]+}} and {{[0-9]+}}
    for (int i = t; i < span; i += blockDim.x) win[i] = x[chunk * blockDim.x * 4 + i];
    __syncthreads();
    float acc = 0.0f;
    for (int k = 0; k < 32; k++) acc += win[t * 4 + 31 - k];
    y[chunk * blockDim.x + t] = acc;
#ifdef END_SYNC
    __syncthreads();
#endif
  }
}
