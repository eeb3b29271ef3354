// Right-looking Cholesky factorisation of one 32x32 SPD tile per block, one
// thread per row: step k takes the pivot's square root (thread k), scales
// column k below it (threads below k), then every thread below k updates its
// own row left of its diagonal (a triangular loop j <= tid) from column k.
// Three barriers per step.
// LAUNCH: grid=4 block=32 args=A:f32[4096]:ddom(64)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 32

extern "C" __global__ void cholesky_block_right_looking(float *A) {
  __shared__ float L[N][N + 1];
  int tid = threadIdx.x;
  float *a = A + blockIdx.x * N * N;
  for (int j = 0; j < N; ++j) L[tid][j] = a[tid * N + j];
  __syncthreads();
  for (int k = 0; k < N; ++k) {
    if (tid == k) L[k][k] = sqrtf(fabsf(L[k][k]) + 1.0f);
    __syncthreads();
    if (tid > k) L[tid][k] = L[tid][k] / L[k][k];
    __syncthreads();
    if (tid > k) {
      for (int j = k + 1; j <= tid; ++j) L[tid][j] -= L[tid][k] * L[j][k];
    }
    __syncthreads();
  }
  for (int j = 0; j < N; ++j) a[tid * N + j] = j <= tid ? L[tid][j] : 0.0f;
}
