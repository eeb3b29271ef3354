// LayerNorm backward, the gamma/beta gradients (Apex's cuComputeGradGammaBeta style): a
// blockDim.x x blockDim.y block owns blockDim.x columns; each thread sums its column over the
// rows it strides by blockDim.y, then the partial sums are folded by a tree over threadIdx.y
// through one shared buffer (beta's half at a fixed offset), with a barrier after the writes
// and after the reads of each level.
// LAUNCH: grid=4 block=32,8 args=dout:f32[4096]:rand x:f32[4096]:rand mean:f32[32]:rand invvar:f32[32]:urand grad_gamma:f32[128]:zero grad_beta:f32[128]:zero n1:i32=32 n2:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MAX_THREADS 256

extern "C" __global__ void __launch_bounds__(MAX_THREADS)
layernorm_dgamma_dbeta_row_tree(const float *dout, const float *x, const float *mean,
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
    }
    __syncthreads();
  }
  if (threadIdx.y == 0 && i2 < n2) {
    grad_gamma[i2] = sum_gamma;
    grad_beta[i2] = sum_beta;
  }
}
