// Column sums of a row-major matrix, one 32-column strip of 32 rows per
// block of 32x8 threads: the tile is loaded row by row (ty walks the rows
// by 8) into a padded tile, then warp ty sums columns ty, ty + 8, ty + 16,
// ty + 24, lane l taking row l, with a __shfl_down_sync tree; lane 0 adds
// the column's sum to the output.
// LAUNCH: grid=4,2 block=32,8 tol=1e-5 args=in:f32[64*128]:rand out:f32[128]:zero cols:i32=128
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) tile_column_sums_warp_shfl_down(const float *in, float *out, int cols) {
  __shared__ float tile[32][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col0 = blockIdx.x * 32, row0 = blockIdx.y * 32;
  for (int r = ty; r < 32; r += 8)
    tile[r][tx] = in[(row0 + r) * cols + col0 + tx];
  __syncthreads();
  for (int c = ty; c < 32; c += 8) {
    float v = tile[tx][c];
    for (int offset = 16; offset > 0; offset >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, offset);
    if (tx == 0)
      atomicAdd(&out[col0 + c], v);
  }
}
