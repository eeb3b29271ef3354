// y = A x with one row per thread and x staged through shared memory in
// blockDim-sized chunks; the partial last chunk is guarded by the column
// count and rows past the end skip the arithmetic but not the barriers.
// LAUNCH: grid=3 block=128 args=A:f32[60000]:rand x:f32[200]:rand y:f32[300]:zero rows:i32=300 cols:i32=200
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BLOCK 128

extern "C" __global__ void matvec_shared_chunks(const float *A, const float *x, float *y, int rows, int cols) {
  __shared__ float xs[BLOCK];
  int r = blockIdx.x * BLOCK + threadIdx.x;
  float acc = 0.0f;
  for (int c0 = 0; c0 < cols; c0 += BLOCK) {
    if (c0 + threadIdx.x < cols) xs[threadIdx.x] = x[c0 + threadIdx.x];
    __syncthreads();
    int lim = min(BLOCK, cols - c0);
    if (r < rows)
      for (int c = 0; c < lim; ++c) acc += A[r * cols + c0 + c] * xs[c];
    __syncthreads();
  }
  if (r < rows) y[r] = acc;
}
