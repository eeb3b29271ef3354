// Sparse x dense matrix product (CSR A, row-major B) with coalesced row
// caching as in GE-SpMM: a (32, 4) block holds four warps, warp threadIdx.y
// takes one sparse row and each lane one output column; the warp stages 32
// column indices and values of its row in its own slice of shared memory,
// __syncwarp(), consumes them, and __syncwarp()s again before the next chunk.
// Rows past the end leave early (the whole warp: the row depends on
// threadIdx.y only).
// LAUNCH: grid=25,2 block=32,4 tol=1e-4 args=m:i32=100 n:i32=64 row_ptr:i32[101]:iota(0,7) col_ind:i32[700]:rand vals:f32[700]:rand B:f32[6400]:rand C:f32[6400]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

extern "C" __global__ void gespmm_warp_row_cache_2d(int m, int n, const int *row_ptr, const int *col_ind,
                                                     const float *vals, const float *B, float *C) {
  __shared__ int sh_col[4 * 32];
  __shared__ float sh_val[4 * 32];
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int col = blockIdx.y * 32 + threadIdx.x;
  int sm_offset = threadIdx.y * 32;
  if (row >= m)
    return;

  int start = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.0f;
  for (int ptr = start; ptr < end; ptr += 32) {
    if (ptr + threadIdx.x < end) {
      sh_col[sm_offset + threadIdx.x] = col_ind[ptr + threadIdx.x] * n;
      sh_val[sm_offset + threadIdx.x] = vals[ptr + threadIdx.x];
    }
    __syncwarp();
    int chunk = min(32, end - ptr);
    for (int kk = 0; kk < chunk; kk++)
      acc += sh_val[sm_offset + kk] * B[sh_col[sm_offset + kk] + col];
    __syncwarp();
  }
  if (col < n)
    C[row * n + col] = acc;
}
