// Tiled multiply with the next K tile prefetched into the other stage while
// this one is consumed: As[(t + 1) & 1] is written while As[t & 1] is read,
// and one barrier per step orders both.
// LAUNCH: grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16

extern "C" __global__ void double_buffer_tiles_matmul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[2][TILE][TILE];
  __shared__ float Bs[2][TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  int tiles = n / TILE;

  As[0][ty][tx] = A[row * n + tx];
  Bs[0][ty][tx] = B[ty * n + col];
  __syncthreads();

  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    int cur = t & 1;
    if (t + 1 < tiles) {
      As[cur ^ 1][ty][tx] = A[row * n + (t + 1) * TILE + tx];
      Bs[cur ^ 1][ty][tx] = B[((t + 1) * TILE + ty) * n + col];
    }
    for (int k = 0; k < TILE; ++k) acc += As[cur][ty][k] * Bs[cur][k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
