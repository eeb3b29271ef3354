// Tiled matrix multiply with thread coarsening along the columns: one block
// computes COARSE horizontally adjacent 16x16 output tiles, loading the A
// tile once per phase and one B tile per output tile, two barriers around
// each B tile's use.
// LAUNCH: grid=1,4 block=16,16 args=M:f32[4096]:rand N:f32[4096]:rand P:f32[4096]:zero width:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define TILE 16
#define COARSE 4

extern "C" __global__ void __launch_bounds__(256) matmul_thread_coarsened_columns(const float *M, const float *N, float *P, int width) {
  __shared__ float Ms[TILE][TILE];
  __shared__ float Ns[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int colStart = blockIdx.x * TILE * COARSE + tx;
  float acc[COARSE];
  for (int c = 0; c < COARSE; ++c)
    acc[c] = 0.0f;
  for (int ph = 0; ph < width / TILE; ++ph) {
    Ms[ty][tx] = M[row * width + ph * TILE + tx];
    for (int c = 0; c < COARSE; ++c) {
      int col = colStart + c * TILE;
      Ns[ty][tx] = N[(ph * TILE + ty) * width + col];
      __syncthreads();
      for (int k = 0; k < TILE; ++k)
        acc[c] += Ms[ty][k] * Ns[k][tx];
      __syncthreads();
    }
  }
  for (int c = 0; c < COARSE; ++c)
    P[row * width + colStart + c * TILE] = acc[c];
}
