// A block-per-row sparse kernel (SDDMM / block-sparse attention style): thread 0 reads the
// row's nonzero count into a shared scalar and the first threads stage the row's column
// indices in shared memory; after a barrier every warp walks the nonzeros (a loop bounded by
// the shared count) and computes dot products of dense rows, lane-strided with a full-mask
// reduction.
// LAUNCH: grid=8 block=128 args=row_ptr:i32[9]:iota(0,16) col_idx:i32[128]:rand(0,32) a:f32[2048]:rand b:f32[2048]:rand out:f32[128]:zero dim:i32=64
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MAX_NNZ 64
#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
csr_row_cols_shared_count(const int *row_ptr, const int *col_idx, const float *a, const float *b,
                          float *out, int dim) {
  __shared__ int s_nnz, s_start;
  __shared__ int s_cols[MAX_NNZ];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32, row = blockIdx.x;
  if (t == 0) {
    s_start = row_ptr[row];
    s_nnz = min(row_ptr[row + 1] - row_ptr[row], MAX_NNZ);
  }
  __syncthreads();
  const int start = s_start, nnz = s_nnz;
  if (t < nnz) s_cols[t] = col_idx[start + t];
  __syncthreads();
  for (int e = warp; e < nnz; e += WARPS) {
    const float *ar = a + row * dim, *br = b + s_cols[e] * dim;
    float acc = 0.f;
    for (int d = lane; d < dim; d += 32) acc += ar[d] * br[d];
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if (lane == 0) out[start + e] = acc;
  }
}
