// Column L2 norms of a row-major matrix, 32 columns a block, with a (32, 8)
// block: the block stages 32 rows of its strip in tile[32][33] (row ty + j,
// column tx), then warp ty reduces columns ty, ty + 8, ty + 16 and ty + 24
// with lane = the row of the tile (`tile[threadIdx.x][c]`) and lane 0 adds
// the sum of squares to acc[c]. threadIdx.x is used as the lane throughout
// (the 32 slots of acc and the 32 rows of tile), so a warp is one value of
// threadIdx.y: the column guard `col0 + c < cols` before the shuffles is the
// same in every lane of a warp (LaunchShapes.cpp, per-lane slots).
// LAUNCH: grid=3 block=32,8 args=a:f32[6000]:rand norms:f32[80]:zero rows:i32=75 cols:i32=80
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void column_norms_warp_lane_slots(const float *a, float *norms, int rows, int cols) {
  __shared__ float tile[32][33];
  __shared__ float acc[32];
  const int tx = threadIdx.x, ty = threadIdx.y, col0 = blockIdx.x * 32;
  if (ty == 0) acc[tx] = 0.0f;
  for (int r0 = 0; r0 < rows; r0 += 32) {
    __syncthreads();
    for (int j = 0; j < 32; j += 8) {
      const int r = r0 + ty + j, c = col0 + tx;
      tile[ty + j][tx] = (r < rows && c < cols) ? a[(size_t)r * cols + c] : 0.0f;
    }
    __syncthreads();
    for (int k = 0; k < 4; ++k) {
      const int c = ty + 8 * k;
      if (col0 + c < cols) {
        float v = tile[tx][c];
        v *= v;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        if (tx == 0) acc[c] += v;
      }
    }
  }
  __syncthreads();
  if (ty == 0 && col0 + tx < cols) norms[col0 + tx] = sqrtf(acc[tx]);
}
