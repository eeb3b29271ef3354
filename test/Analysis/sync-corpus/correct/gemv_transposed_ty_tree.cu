// y = A^T x for a row-major M x N matrix with a 2-D block: thread (tx, ty) owns
// column blockIdx.x * blockDim.x + tx and accumulates the rows ty, ty + blockDim.y,
// ... (coalesced along the row); the blockDim.y partial sums of a column are then
// reduced by a tree over threadIdx.y in a padded shared array.
// LAUNCH: grid=4 block=32,8 args=A:f32[15000]:rand x:f32[150]:rand y:f32[100]:zero M:i32=150 N:i32=100
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BDX 32
#define BDY 8

extern "C" __global__ void __launch_bounds__(BDX * BDY)
    gemv_transposed_ty_tree(const float *A, const float *x, float *y, int M, int N) {
  __shared__ float partial[BDY][BDX + 1];
  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int col = blockIdx.x * blockDim.x + tx;

  float sum = 0.0f;
  if (col < N) {
    for (int row = ty; row < M; row += blockDim.y) sum += A[(size_t)row * N + col] * x[row];
  }
  partial[ty][tx] = sum;
  __syncthreads();

  for (int s = blockDim.y / 2; s > 0; s >>= 1) {
    if (ty < s) partial[ty][tx] += partial[ty + s][tx];
    __syncthreads();
  }
  if (ty == 0 && col < N) y[col] = partial[0][tx];
}
