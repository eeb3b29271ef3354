// @realcode SGEMM C = alpha A B + beta C, 16 x 16 shared-memory tiles (the CUDA programming guide's pattern), row-major, 2048^3.
// @let M = 2048
// @let N = 2048
// @let K = 2048
// @buf A f32[M * K] uniform(-1, 1)
// @buf B f32[K * N] uniform(-1, 1)
// @buf C f32[M * N] uniform(-1, 1)
// @launch sgemm_tiled grid(N / 16, M / 16) block(16, 16) args(i32(M), i32(N), i32(K), f32(1.0), A, B, f32(0.5), C)
// @check C rel=1e-4 abs=1e-3
#include <cuda_runtime.h>

#define BLOCK 16

__global__ void sgemm_tiled(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C) {
  __shared__ float As[BLOCK][BLOCK];
  __shared__ float Bs[BLOCK][BLOCK];
  int row = blockIdx.y * BLOCK + threadIdx.y;
  int col = blockIdx.x * BLOCK + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < K; t += BLOCK) {
    As[threadIdx.y][threadIdx.x] = (row < M && t + threadIdx.x < K) ? A[row * K + t + threadIdx.x] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (col < N && t + threadIdx.y < K) ? B[(t + threadIdx.y) * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
