// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DNO_STAGING_SYNC 2>&1 | FileCheck %s
// Issue 11: a block-strided staging loop whose stride is known only at run
// time (`i += blockDim.x`) against a read that depends on loop counters
// (`sc[c * 8 + j]`) was "not compared" (a warning). The loop's first
// iteration, whose threads the constant bound gives, is now compared by the
// counter search: thread 0 stores sc[0] that every thread reads first.
__global__ void nearest(const float *points, const float *centroids, int *best) {
  __shared__ float sc[16 * 8];
  for (int i = threadIdx.x; i < 16 * 8; i += blockDim.x) sc[i] = centroids[i];
#ifndef NO_STAGING_SYNC
  __syncthreads();
#endif
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  float bestd = 3.4e38f;
  int arg = 0;
  for (int c = 0; c < 16; c++) {
    float d = 0.0f;
    for (int j = 0; j < 8; j++) {
      // CHECK: runtime-stride-first-iteration.cu:[[@LINE+1]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}, @{{.*}}sc[0], {{.*}}the block-strided loop at line 10 is in iteration 0
      float diff = points[p * 8 + j] - sc[c * 8 + j];
      d += diff * diff;
    }
    if (d < bestd) {
      bestd = d;
      arg = c;
    }
  }
  best[p] = arg;
}
