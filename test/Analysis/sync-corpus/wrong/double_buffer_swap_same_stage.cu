// Double-buffered tiled matmul whose stage variables start equal (`rd = 0, wr = 0`)
// and are toggled together: the prefetch overwrites the tile other threads are
// reading in the same step.
// LAUNCH: kernel=db_swap_same_stage grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16

extern "C" __global__ void db_swap_same_stage(const float *A, const float *B, float *C, int n) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  As[0][ty][tx] = A[row * n + tx];
  Bs[0][ty][tx] = B[ty * n + col];
  __syncthreads();
  float acc = 0.0f;
  int rd = 0, wr = 0;
  int kt = 0;
  while (kt < n / TILE) {
    if (kt + 1 < n / TILE) {
      As[wr][ty][tx] = A[row * n + (kt + 1) * TILE + tx];
      Bs[wr][ty][tx] = B[((kt + 1) * TILE + ty) * n + col];
    }
    for (int k = 0; k < TILE; ++k)
      // CHECK: double_buffer_swap_same_stage.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
      acc += As[rd][ty][k] * Bs[rd][k][tx];
    __syncthreads();
    rd ^= 1;
    wr ^= 1;
    ++kt;
  }
  C[row * n + col] = acc;
}
