// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DSHARED_ROW 2>&1 | FileCheck %s
// Threads 0..15 own rows of a, threads 16..31 (idx = tx - 16) rows of b: the
// accesses under `if (tx < 16) ... else` index out of bounds for tx >= 32, so
// shapes above 32 threads are not candidates (the threads a tabulable guard
// lets through must index in bounds). Under 32 threads each row has one
// owner; the triangular loop's exit value (i = 16) is ruled out by its test
// `i < 16`, an outer counter's guard of the inner loop `j < i`.
__global__ void halves(float *m) {
  __shared__ float a[16][16];
  __shared__ float b[16][16];
  int tx = threadIdx.x;
  if (tx < 16) {
    for (int r = 0; r < 16; r++) a[r][tx] = m[r * 16 + tx];
  } else {
    int idx = tx - 16;
#ifdef SHARED_ROW
    idx = 0;
#endif
    for (int i = 0; i < 16; i++) {
      b[idx][i] = m[256 + idx * 16 + i];
      // CHECK: guarded-access-shapes.cu:[[@LINE+1]]:{{.*}} error: {{.*}}race{{.*}}threads
      for (int j = 0; j < i; j++) b[idx][i] -= b[idx][j];
    }
  }
  __syncthreads();
  m[tx] = tx < 16 ? a[tx][0] : b[tx - 16][15];
}
