// Sinkhorn balancing of 16x16 matrices, one per 16x16 block: the tile lives
// in shared memory with a padded row, each round one thread per row sums its
// row into rowsum[], every thread divides its element, then one thread per
// column sums the column and every thread divides again; four barriers a
// round keep the sums and the divisions apart.
// LAUNCH: grid=5 block=16,16 args=m:f32[1280]:urand out:f32[1280]:zero rounds:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 16

extern "C" __global__ void sinkhorn_normalize_tile_2d(const float *m, float *out, int rounds) {
  __shared__ float tile[N][N + 1];
  __shared__ float rowsum[N];
  __shared__ float colsum[N];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int base = blockIdx.x * N * N;
  tile[ty][tx] = m[base + ty * N + tx] + 1e-3f;
  __syncthreads();
  for (int r = 0; r < rounds; ++r) {
    if (tx == 0) {
      float s = 0.0f;
      for (int j = 0; j < N; ++j)
        s += tile[ty][j];
      rowsum[ty] = s;
    }
    __syncthreads();
    tile[ty][tx] /= rowsum[ty];
    __syncthreads();
    if (ty == 0) {
      float s = 0.0f;
      for (int i = 0; i < N; ++i)
        s += tile[i][tx];
      colsum[tx] = s;
    }
    __syncthreads();
    tile[ty][tx] /= colsum[tx];
    __syncthreads();
  }
  out[base + ty * N + tx] = tile[ty][tx];
}
