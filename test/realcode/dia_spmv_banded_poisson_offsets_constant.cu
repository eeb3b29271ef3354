// @realcode Sparse matrix-vector products in the DIA (diagonal) format, as banded solvers and the CUSP/ViennaCL DIA kernels store structured-grid operators: the 3-D 7-point and 27-point Poisson-like stencils' diagonals as column-major value arrays (one column per stored diagonal, padded with zeros past the matrix edge) with their offsets in a __constant__ int array, one thread per row walking the diagonals with the column index row + offset bounds-checked, templated on the number of diagonals so the loop unrolls, double precision, and a second kernel doing y = alpha A x + beta y in float with the same layout.
// @let NX = 96
// @let NROWS = NX * NX * NX
// @const c_off7 i32[7] set(0, -9216) set(1, -96) set(2, -1) set(3, 0) set(4, 1) set(5, 96) set(6, 9216)
// @const c_off27 i32[27] set(0, -9313) set(1, -9312) set(2, -9311) set(3, -9217) set(4, -9216) set(5, -9215) set(6, -9121) set(7, -9120) set(8, -9119) set(9, -97) set(10, -96) set(11, -95) set(12, -1) set(13, 0) set(14, 1) set(15, 95) set(16, 96) set(17, 97) set(18, 9119) set(19, 9120) set(20, 9121) set(21, 9215) set(22, 9216) set(23, 9217) set(24, 9311) set(25, 9312) set(26, 9313)
// @buf diag7 f64[7 * NROWS] uniform(-1, 1)
// @buf diag27 f32[27 * NROWS] uniform(-1, 1)
// @buf x f64[NROWS] uniform(-1, 1)
// @buf xf f32[NROWS] uniform(-1, 1)
// @buf y7 f64[NROWS] zero
// @buf y27 f32[NROWS] uniform(-1, 1)
// @launch dia_spmv<7> grid(cdiv(NROWS, 256)) block(256) args(diag7, x, y7, i32(NROWS))
// @launch dia_spmv_axpby<27> grid(cdiv(NROWS, 256)) block(256) args(diag27, xf, y27, f32(0.5), f32(2.0), i32(NROWS))
// @check y7 abs=1e-12 rel=1e-12
// @check y27 abs=1e-4 rel=1e-5

__constant__ int c_off7[7];
__constant__ int c_off27[27];

template <int NDIAG> __device__ __forceinline__ const int *dia_offsets();
template <> __device__ __forceinline__ const int *dia_offsets<7>() { return c_off7; }
template <> __device__ __forceinline__ const int *dia_offsets<27>() { return c_off27; }

template <int NDIAG>
__global__ void dia_spmv(const double *__restrict__ diag, const double *__restrict__ x, double *__restrict__ y, int n) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n) return;
  const int *off = dia_offsets<NDIAG>();
  double sum = 0.0;
#pragma unroll
  for (int d = 0; d < NDIAG; ++d) {
    const int col = row + off[d];
    if (col >= 0 && col < n) sum += diag[(size_t)d * n + row] * __ldg(&x[col]);
  }
  y[row] = sum;
}

template <int NDIAG>
__global__ void dia_spmv_axpby(const float *__restrict__ diag, const float *__restrict__ x, float *__restrict__ y, float alpha,
                               float beta, int n) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n) return;
  const int *off = dia_offsets<NDIAG>();
  float sum = 0.f;
#pragma unroll
  for (int d = 0; d < NDIAG; ++d) {
    const int col = row + off[d];
    if ((unsigned)col < (unsigned)n) sum += diag[(size_t)d * n + row] * x[col];
  }
  y[row] = alpha * sum + beta * y[row];
}

template __global__ void dia_spmv<7>(const double *__restrict__, const double *__restrict__, double *__restrict__, int);
template __global__ void dia_spmv_axpby<27>(const float *__restrict__, const float *__restrict__, float *__restrict__, float, float, int);
