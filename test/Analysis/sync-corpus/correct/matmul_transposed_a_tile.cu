// Tiled C = A * B that stores the A tile transposed (As[k][row]) so that the
// inner product walks both tiles along their rows; two barriers per tile.
// LAUNCH: grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void matmul_transposed_a_tile(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T + 1];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += T) {
    As[tx][ty] = A[row * n + k0 + tx];
    Bs[ty][tx] = B[(k0 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[k][ty] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
