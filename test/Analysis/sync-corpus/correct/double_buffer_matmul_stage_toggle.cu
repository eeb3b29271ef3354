// Double-buffered tiled matmul with a 32x8 block (each thread loads four rows
// of the 32x32 tile), the stage kept in a variable toggled with `stage ^= 1`,
// padded tiles, a while loop over the K tiles, one barrier per tile.
// LAUNCH: kernel=db_matmul_toggle grid=2,2 block=32,8 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 32
#define ROWS 8

extern "C" __global__ void __launch_bounds__(256) db_matmul_toggle(const float *A, const float *B, float *C, int n) {
  __shared__ float As[2][T][T + 1];
  __shared__ float Bs[2][T][T + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row0 = blockIdx.y * T, col = blockIdx.x * T + tx;
  for (int r = ty; r < T; r += ROWS) {
    As[0][r][tx] = A[(row0 + r) * n + tx];
    Bs[0][r][tx] = B[r * n + col];
  }
  __syncthreads();
  float acc[T / ROWS] = {0.0f, 0.0f, 0.0f, 0.0f};
  int stage = 0;
  int kt = 0;
  int tiles = n / T;
  while (kt < tiles) {
    if (kt + 1 < tiles) {
      for (int r = ty; r < T; r += ROWS) {
        As[stage ^ 1][r][tx] = A[(row0 + r) * n + (kt + 1) * T + tx];
        Bs[stage ^ 1][r][tx] = B[((kt + 1) * T + r) * n + col];
      }
    }
    for (int i = 0; i < T / ROWS; ++i)
      for (int k = 0; k < T; ++k)
        acc[i] += As[stage][ty + i * ROWS][k] * Bs[stage][k][tx];
    __syncthreads();
    stage ^= 1;
    ++kt;
  }
  for (int i = 0; i < T / ROWS; ++i)
    C[(row0 + ty + i * ROWS) * n + col] = acc[i];
}
