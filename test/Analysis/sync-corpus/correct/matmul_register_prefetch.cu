// Tiled matrix multiply that prefetches the next tiles into registers while
// the current ones are multiplied out of shared memory: one shared buffer,
// the registers stored into it at the top of each step between two barriers.
// LAUNCH: grid=4,4 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 16

extern "C" __global__ void __launch_bounds__(256) matmul_register_prefetch(const float *A, const float *B, float *C, int n) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
  float a = A[row * n + tx], b = B[ty * n + col];
  float acc = 0.0f;
  int tiles = n / T;
  for (int t = 0; t < tiles; ++t) {
    As[ty][tx] = a;
    Bs[ty][tx] = b;
    __syncthreads();
    if (t + 1 < tiles) {
      a = A[row * n + (t + 1) * T + tx];
      b = B[((t + 1) * T + ty) * n + col];
    }
    for (int k = 0; k < T; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}
