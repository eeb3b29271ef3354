// cholesky_block_right_looking without the barrier after the column scaling: the
// trailing update reads L[j][k], which thread j is still dividing by the pivot.
// LAUNCH: grid=4 block=32 args=A:f32[4096]:ddom(64)
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void cholesky_no_scale_sync(float *A) {
  __shared__ float L[N][N + 1];
  int tid = threadIdx.x;
  float *a = A + blockIdx.x * N * N;
  for (int j = 0; j < N; ++j) L[tid][j] = a[tid * N + j];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (tid == k) L[k][k] = sqrtf(fabsf(L[k][k]) + 1.0f);
    __syncthreads();
    if (tid > k) L[tid][k] = L[tid][k] / L[k][k];
    if (tid > k) {
      // CHECK: cholesky_no_scale_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      for (int j = k + 1; j <= tid; ++j) L[tid][j] -= L[tid][k] * L[j][k];
    }
    __syncthreads();
  }
  for (int j = 0; j < N; ++j) a[tid * N + j] = j <= tid ? L[tid][j] : 0.0f;
}
