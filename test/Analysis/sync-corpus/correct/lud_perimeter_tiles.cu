// Blocked LU, perimeter step: a 32-thread block per perimeter tile pair.
// Threads 0..15 solve the tile right of the diagonal with L (one column
// each), threads 16..31 the tile below it with U (one row each); the two
// halves of the diagonal tile are loaded by the two halves of the block.
// LAUNCH: grid=3 block=32 args=m:f32[4096]:ddom(64) matrix_dim:i32=64 offset:i32=0
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 16

extern "C" __global__ void lud_perimeter_tiles(float *m, int matrix_dim, int offset) {
  __shared__ float dia[BS][BS];
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];
  int tx = threadIdx.x;
  int dia_base = offset * matrix_dim + offset;
  int row_base = offset * matrix_dim + offset + (blockIdx.x + 1) * BS;
  int col_base = (offset + (blockIdx.x + 1) * BS) * matrix_dim + offset;

  if (tx < BS) {
    int idx = tx;
    for (int r = 0; r < BS / 2; r++) dia[r][idx] = m[dia_base + r * matrix_dim + idx];
    for (int r = 0; r < BS; r++) peri_row[r][idx] = m[row_base + r * matrix_dim + idx];
  } else {
    int idx = tx - BS;
    for (int r = BS / 2; r < BS; r++) dia[r][idx] = m[dia_base + r * matrix_dim + idx];
    for (int r = 0; r < BS; r++) peri_col[r][idx] = m[col_base + r * matrix_dim + idx];
  }
  __syncthreads();

  if (tx < BS) {
    int idx = tx;
    for (int i = 1; i < BS; i++)
      for (int j = 0; j < i; j++) peri_row[i][idx] -= dia[i][j] * peri_row[j][idx];
  } else {
    int idx = tx - BS;
    for (int i = 0; i < BS; i++) {
      for (int j = 0; j < i; j++) peri_col[idx][i] -= peri_col[idx][j] * dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
  }
  __syncthreads();

  if (tx < BS) {
    int idx = tx;
    for (int r = 1; r < BS; r++) m[row_base + r * matrix_dim + idx] = peri_row[r][idx];
  } else {
    int idx = tx - BS;
    for (int r = 0; r < BS; r++) m[col_base + r * matrix_dim + idx] = peri_col[r][idx];
  }
}
