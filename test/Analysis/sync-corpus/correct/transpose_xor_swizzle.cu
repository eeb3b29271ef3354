// Tiled transpose without padding: the column is XOR-swizzled with the row
// (tile[r][c ^ r]) so neither the row-wise stores nor the column-wise loads
// hit one bank twice; 32x8 threads, four rows each.
// LAUNCH: grid=4,4 block=32,8 args=out:f32[16384]:zero in:f32[16384]:rand width:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
extern "C" __global__ void __launch_bounds__(256) transpose_xor_swizzle(float *out, const float *in, int width) {
  __shared__ float tile[32][32];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * 32 + tx, y = blockIdx.y * 32 + ty;
  for (int j = 0; j < 32; j += 8) tile[ty + j][tx ^ (ty + j)] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * 32 + tx;
  y = blockIdx.x * 32 + ty;
  for (int j = 0; j < 32; j += 8) out[(y + j) * width + x] = tile[tx][(ty + j) ^ tx];
}
