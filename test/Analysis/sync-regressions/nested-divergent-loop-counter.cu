// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNO_UPDATE_SYNC 2>&1 | FileCheck %s
// Issue 11 (branch sync16): the counter of a loop with a thread-dependent
// exit (`for (j = k + 1; j <= tid; ++j)`, a right-looking Cholesky update)
// inside an outer loop was per-thread data: the path leaving the inner loop
// came back round the outer loop to its header, where it "met" the back edge.
// The paths of a divergent branch now stop at its join (they re-converged
// there), so j is uniform among the threads still in the loop, the counter
// search enumerates it per thread, and the update is proven race-free; the
// barrier removed (-DNO_UPDATE_SYNC) is an error with a witness.
#define N 32

extern "C" __global__ void __launch_bounds__(N) cholesky_update(float *A) {
  __shared__ float L[N][N + 1];
  int tid = threadIdx.x;
  for (int j = 0; j < N; ++j) L[tid][j] = A[blockIdx.x * N * N + tid * N + j];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (tid == k) L[k][k] = sqrtf(fabsf(L[k][k]) + 1.0f);
    __syncthreads();
    if (tid > k) L[tid][k] = L[tid][k] / L[k][k];
#ifndef NO_UPDATE_SYNC
    __syncthreads();
#endif
    if (tid > k)
      // CHECK: nested-divergent-loop-counter.cu:[[@LINE+1]]:{{.*}} error: {{.*}}threads {{[0-9]+}} and {{[0-9]+}}
      for (int j = k + 1; j <= tid; ++j) L[tid][j] -= L[tid][k] * L[j][k];
    __syncthreads();
  }
  for (int j = 0; j < N; ++j) A[blockIdx.x * N * N + tid * N + j] = j <= tid ? L[tid][j] : 0.0f;
}
