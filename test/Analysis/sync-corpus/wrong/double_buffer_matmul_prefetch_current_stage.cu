// Double-buffered tiled matmul whose prefetch writes the stage being read
// (`As[cur]` instead of `As[cur ^ 1]`): thread (0,1) overwrites As[cur][1][0]
// while thread (1,0)... reads it in the same step.
// LAUNCH: kernel=db_prefetch_current_stage grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16

extern "C" __global__ void db_prefetch_current_stage(const float *A, const float *B, float *C, int n) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  int tiles = n / TILE;
  As[0][ty][tx] = A[row * n + tx];
  Bs[0][ty][tx] = B[ty * n + col];
  __syncthreads();
  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    int cur = t & 1;
    if (t + 1 < tiles) {
      As[cur][ty][tx] = A[row * n + (t + 1) * TILE + tx];
      Bs[cur ^ 1][ty][tx] = B[((t + 1) * TILE + ty) * n + col];
    }
    // CHECK: double_buffer_matmul_prefetch_current_stage.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    for (int k = 0; k < TILE; ++k) acc += As[cur][ty][k] * Bs[cur][k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
