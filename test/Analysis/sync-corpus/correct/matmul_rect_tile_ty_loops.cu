// SGEMM with rectangular tiles (64x16 of A, 16x64 of B) and a 16x4 block:
// threadIdx.y loops load the tall tile and the wide tile (rows j += blockDim.y),
// each thread accumulates a 16-row column strip; two barriers per k tile.
// LAUNCH: grid=2,1 block=16,4 args=C:f32[4096]:zero A:f32[4096]:rand B:f32[4096]:rand n:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TM 64
#define TK 16

extern "C" __global__ void __launch_bounds__(64) matmul_rect_tile_ty_loops(float *C, const float *A, const float *B, int n) {
  __shared__ float As[TM][TK + 1];
  __shared__ float Bs[TK][TK * 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * TM, col0 = blockIdx.x * (TK * 2);
  float acc[2][TM / 4] = {};
  for (int k0 = 0; k0 < n; k0 += TK) {
    for (int r = ty; r < TM; r += blockDim.y) As[r][tx] = A[(row0 + r) * n + k0 + tx];
    for (int r = ty; r < TK; r += blockDim.y) {
      Bs[r][tx] = B[(k0 + r) * n + col0 + tx];
      Bs[r][tx + TK] = B[(k0 + r) * n + col0 + tx + TK];
    }
    __syncthreads();
    for (int k = 0; k < TK; ++k)
      for (int i = 0; i < TM / 4; ++i) {
        acc[0][i] += As[ty + 4 * i][k] * Bs[k][tx];
        acc[1][i] += As[ty + 4 * i][k] * Bs[k][tx + TK];
      }
    __syncthreads();
  }
  for (int i = 0; i < TM / 4; ++i) {
    C[(row0 + ty + 4 * i) * n + col0 + tx] = acc[0][i];
    C[(row0 + ty + 4 * i) * n + col0 + tx + TK] = acc[1][i];
  }
}
