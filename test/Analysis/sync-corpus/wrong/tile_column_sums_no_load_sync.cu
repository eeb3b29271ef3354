// tile_column_sums_warp_shfl_down without the barrier after loading the tile:
// lane l of warp ty reads row l of column c, which the threads of row l (warp
// l % 8) may not have stored yet.
// LAUNCH: grid=4,2 block=32,8 tol=1e-5 args=in:f32[64*128]:rand out:f32[128]:zero cols:i32=128
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void __launch_bounds__(256) tile_column_sums_no_load_sync(const float *in, float *out, int cols) {
  __shared__ float tile[32][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col0 = blockIdx.x * 32, row0 = blockIdx.y * 32;
  for (int r = ty; r < 32; r += 8)
    tile[r][tx] = in[(row0 + r) * cols + col0 + tx];

  for (int c = ty; c < 32; c += 8) {
    // CHECK: tile_column_sums_no_load_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    float v = tile[tx][c];
    for (int offset = 16; offset > 0; offset >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, offset);
    if (tx == 0)
      atomicAdd(&out[col0 + c], v);
  }
}
