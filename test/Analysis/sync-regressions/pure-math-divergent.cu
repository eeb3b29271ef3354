// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Pure math keeps the level of its operands: on a per-thread value it is
// per-thread, and a barrier under it stays divergent.
__global__ void per_thread_bound(float *g) {
  int t = threadIdx.x;
  for (int i = 0; i < __log2f((float)t + 1.0f); ++i)
    // CHECK: pure-math-divergent.cu:[[@LINE+1]]:{{.*}}error: block barrier is reached under thread-dependent control flow
    __syncthreads();
  g[t] = 0;
}
