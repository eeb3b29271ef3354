// csr_row_cols_shared_count without the barrier after the column indices are staged: warp 1
// reads s_cols[1], which thread 1 may not have stored yet.
// LAUNCH: grid=8 block=128 args=row_ptr:i32[9]:iota(0,16) col_idx:i32[128]:rand(0,32) a:f32[2048]:rand b:f32[2048]:rand out:f32[128]:zero dim:i32=64
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define MAX_NNZ 64
#define WARPS 4

extern "C" __global__ void __launch_bounds__(WARPS * 32)
csr_cols_read_before_stage_sync(const int *row_ptr, const int *col_idx, const float *a, const float *b,
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
  for (int e = warp; e < nnz; e += WARPS) {
    // CHECK: csr_cols_read_before_stage_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    const float *ar = a + row * dim, *br = b + s_cols[e] * dim;
    float acc = 0.f;
    for (int d = lane; d < dim; d += 32) acc += ar[d] * br[d];
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
    if (lane == 0) out[start + e] = acc;
  }
}
