// layernorm_dgamma_dbeta_row_tree with the second barrier of each tree level moved into the
// branch of the rows that read: rows at and above the offset never arrive at it (the kernel can
// hang, so no LAUNCH line).
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MAX_THREADS 256

extern "C" __global__ void __launch_bounds__(MAX_THREADS)
dgamma_dbeta_sync_in_row_guard(const float *dout, const float *x, const float *mean,
                                const float *invvar, float *grad_gamma, float *grad_beta, int n1,
                                int n2) {
  __shared__ float buf[MAX_THREADS];
  const int i2 = blockIdx.x * blockDim.x + threadIdx.x;
  float sum_gamma = 0.f, sum_beta = 0.f;
  if (i2 < n2) {
    for (int i1 = threadIdx.y; i1 < n1; i1 += blockDim.y) {
      const float g = dout[i1 * n2 + i2];
      sum_gamma += g * (x[i1 * n2 + i2] - mean[i1]) * invvar[i1];
      sum_beta += g;
    }
  }
  const int half = MAX_THREADS / 2;
  for (int offset = blockDim.y / 2; offset > 0; offset /= 2) {
    if (threadIdx.y >= offset && threadIdx.y < 2 * offset) {
      const int idx = (threadIdx.y - offset) * blockDim.x + threadIdx.x;
      buf[idx] = sum_gamma;
      buf[half + idx] = sum_beta;
    }
    __syncthreads();
    if (threadIdx.y < offset) {
      const int idx = threadIdx.y * blockDim.x + threadIdx.x;
      sum_gamma += buf[idx];
      sum_beta += buf[half + idx];
      // CHECK: dgamma_dbeta_sync_in_row_guard.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
      __syncthreads();
    }
  }
  if (threadIdx.y == 0 && i2 < n2) {
    grad_gamma[i2] = sum_gamma;
    grad_beta[i2] = sum_beta;
  }
}
