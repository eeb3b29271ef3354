// A^T x with the column tree's barrier moved inside the `if (ty < s)` guard: the
// thread rows that drop out of the tree (ty >= s) never arrive at it.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BDX 32
#define BDY 8

extern "C" __global__ void __launch_bounds__(BDX * BDY)
    gemv_transposed_sync_in_ty_guard(const float *A, const float *x, float *y, int M, int N) {
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
    if (ty < s) {
      partial[ty][tx] += partial[ty + s][tx];
      // CHECK: gemv_transposed_sync_in_ty_guard.cu:[[@LINE+1]]: error divergent-barrier threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^ ]+}} lines={{([0-9]+,)*}}[[#@LINE-2]]{{(,|$)}}
      __syncthreads();
    }
  }
  if (ty == 0 && col < N) y[col] = partial[0][tx];
}
