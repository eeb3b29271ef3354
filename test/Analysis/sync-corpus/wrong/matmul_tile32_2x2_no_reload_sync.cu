// matmul_tile32_2x2_register_blocking_unroll without the barrier at the end
// of a tile: the next tile's loads overwrite As and Bs while other warps
// still read the current tile.
// LAUNCH: grid=2,2 block=16,16 args=A:f32[4096]:rand B:f32[4096]:rand C:f32[4096]:zero n:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 32
#define HALF 16

extern "C" __global__ void __launch_bounds__(256) matmul_tile32_2x2_no_reload_sync(const float *A,
                                                                                           const float *B,
                                                                                           float *C, int n) {
  __shared__ float As[TILE][TILE + 1];
  __shared__ float Bs[TILE][TILE + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  float acc[2][2] = {{0.f, 0.f}, {0.f, 0.f}};
  for (int k0 = 0; k0 < n; k0 += TILE) {
#pragma unroll
    for (int i = 0; i < 2; ++i)
#pragma unroll
      for (int j = 0; j < 2; ++j) {
        // CHECK: matmul_tile32_2x2_no_reload_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
        As[ty + i * HALF][tx + j * HALF] = A[(row0 + ty + i * HALF) * n + k0 + tx + j * HALF];
        Bs[ty + i * HALF][tx + j * HALF] = B[(k0 + ty + i * HALF) * n + col0 + tx + j * HALF];
      }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) {
      const float a0 = As[ty][k], a1 = As[ty + HALF][k];
      const float b0 = Bs[k][tx], b1 = Bs[k][tx + HALF];
      acc[0][0] += a0 * b0;
      acc[0][1] += a0 * b1;
      acc[1][0] += a1 * b0;
      acc[1][1] += a1 * b1;
    }
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      C[(row0 + ty + i * HALF) * n + col0 + tx + j * HALF] = acc[i][j];
}
