// Blocked LU, trailing update: each 16x16 block subtracts the product of its
// perimeter column tile and perimeter row tile from its interior tile.
// LAUNCH: grid=3,3 block=16,16 args=m:f32[4096]:ddom(64) matrix_dim:i32=64 offset:i32=0
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define BS 16

extern "C" __global__ void lud_internal_tiles(float *m, int matrix_dim, int offset) {
  __shared__ float peri_row[BS][BS];
  __shared__ float peri_col[BS][BS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int global_row = offset + (blockIdx.y + 1) * BS;
  int global_col = offset + (blockIdx.x + 1) * BS;

  peri_row[ty][tx] = m[(offset + ty) * matrix_dim + global_col + tx];
  peri_col[ty][tx] = m[(global_row + ty) * matrix_dim + offset + tx];
  __syncthreads();

  float sum = 0.0f;
  for (int i = 0; i < BS; i++) sum += peri_col[ty][i] * peri_row[i][tx];
  m[(global_row + ty) * matrix_dim + global_col + tx] -= sum;
}
