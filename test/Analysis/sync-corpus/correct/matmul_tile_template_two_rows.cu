// Tiled matrix multiply with the tile a template parameter and a block of
// TILE x TILE/2 threads: each thread loads two rows of each tile (ty and
// ty + TILE/2) and computes two outputs; '#pragma unroll' on the inner
// product and on the two-row loops.
// LAUNCH: kernel=_Z29matmul_tile_template_two_rowsILi16EEvPfPKfS2_iii grid=4,3 block=16,8 args=C:f32[3072]:zero A:f32[4608]:rand B:f32[6144]:rand M:i32=48 N:i32=64 K:i32=96
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

template <int TILE>
__global__ void matmul_tile_template_two_rows(float *C, const float *A, const float *B, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  float acc[2] = {0.0f, 0.0f};
  for (int t = 0; t < K; t += TILE) {
#pragma unroll
    for (int h = 0; h < 2; ++h) {
      int r = ty + h * (TILE / 2);
      As[r][tx] = A[(blockIdx.y * TILE + r) * K + t + tx];
      Bs[r][tx] = B[(t + r) * N + col];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) {
      float b = Bs[k][tx];
      acc[0] += As[ty][k] * b;
      acc[1] += As[ty + TILE / 2][k] * b;
    }
    __syncthreads();
  }
  C[row * N + col] = acc[0];
  C[(row + TILE / 2) * N + col] = acc[1];
}

template __global__ void matmul_tile_template_two_rows<16>(float *, const float *, const float *, int, int, int);
