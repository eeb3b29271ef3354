// column_norms_warp_lane_slots with the padding rows of the last tile
// skipped inside the warp reduction (`r0 + tx < rows`, the row a lane holds)
// instead of zero-filled: with rows = 75 the lanes of the last tile disagree
// (rows 75..95 are lanes 11..31) and the full-mask shuffle is reached by
// lanes 0-10 only. The per-lane-slot assumption (blockDim.x a multiple of 32)
// must not hide this: the lanes still differ in threadIdx.x.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void column_norms_lane_row_guard(const float *a, float *norms, int rows, int cols) {
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
      if (col0 + c < cols && r0 + tx < rows) {
        float v = tile[tx][c];
        v *= v;
        // CHECK: column_norms_lane_row_guard.cu:[[@LINE+1]]: error warp-mask threads={{[^- ]+}} lanes={{[^ ]+}}
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        if (tx == 0) acc[c] += v;
      }
    }
  }
  __syncthreads();
  if (ty == 0 && col0 + tx < cols) norms[col0 + tx] = sqrtf(acc[tx]);
}
