// Householder QR of a tall panel by one block: for every column a block
// reduction of the squared entries below the diagonal (shared tree with a
// `blockDim.x / 2` start), thread 0 forms the reflector's scalars into shared
// memory, and the threads apply the reflector to the remaining columns, one
// column per thread in a block-strided loop. Barriers separate the phases.
// LAUNCH: grid=1 block=128 tol=1e-3 args=A:f32[2048]:ddom(16) m:i32=128 ncols:i32=16 tau:f32[16]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void householder_panel_block_norm(float *A, int m, int ncols, float *tau) {
  __shared__ float s_red[256];
  __shared__ float s_alpha, s_beta;
  const int tid = threadIdx.x;
  for (int k = 0; k < ncols; k++) {
    float part = 0.0f;
    for (int i = k + 1 + tid; i < m; i += blockDim.x)
      part += A[i * ncols + k] * A[i * ncols + k];
    s_red[tid] = part;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
      if (tid < s)
        s_red[tid] += s_red[tid + s];
      __syncthreads();
    }
    if (tid == 0) {
      float x0 = A[k * ncols + k];
      float sigma = s_red[0];
      float norm = sqrtf(x0 * x0 + sigma);
      float alpha = x0 > 0.0f ? -norm : norm;
      float v0 = x0 - alpha;
      float vnorm2 = v0 * v0 + sigma;
      s_alpha = alpha;
      s_beta = vnorm2 > 0.0f ? 2.0f / vnorm2 : 0.0f;
      A[k * ncols + k] = v0;
      tau[k] = alpha;
    }
    __syncthreads();
    float beta = s_beta;
    for (int c = k + 1 + tid; c < ncols; c += blockDim.x) {
      float dot = 0.0f;
      for (int i = k; i < m; i++)
        dot += A[i * ncols + k] * A[i * ncols + c];
      float f = beta * dot;
      for (int i = k; i < m; i++)
        A[i * ncols + c] -= f * A[i * ncols + k];
    }
    __syncthreads();
    if (tid == 0)
      A[k * ncols + k] = s_alpha;
    __syncthreads();
  }
}
