// @realcode Kernels in the shape Kaldi's cudamatrix/cu-kernels.cu writes them: static function-template kernels (_add_mat<Real>, _add_diag_vec_mat<Real>, _copy_from_tp<Real, OtherReal>, _log_softmax_reduce<Real>) taking a MatrixDim {rows, cols, stride} struct by value, int32_cuda/MatrixIndexT_cuda typedefs, CU1DBLOCK/CU2DBLOCK macros, packed lower-triangular indexing (i*(i+1)/2 + j), a block-per-row log-softmax with a shared reduction tree that finishes with an unrolled warp shuffle loop, a templated max/sum reduction through a functor tag, and the extern "C" cudaF_/cudaD_ wrappers that launch them with <<<Gr, Bl>>>.
// @let R = 2048
// @let C = 1024
// @let S = 1040
// @let T = 1024
// @buf dim i32[3] zero set(0, R) set(1, C) set(2, S)
// @buf src f32[R * C] uniform(-1, 1)
// @buf dst f32[R * S] uniform(-1, 1)
// @buf vd f64[R] uniform(-2, 2)
// @buf md f64[R * S] uniform(-1, 1)
// @buf outd f64[R * S] uniform(-1, 1)
// @buf tdim i32[3] zero set(0, T) set(1, T) set(2, T)
// @buf tp f64[T * (T + 1) / 2] uniform(-1, 1)
// @buf full f32[T * T] fill(7)
// @buf lsm f32[R * S] zero
// @launch _add_mat<float> grid(cdiv(C, 16), cdiv(R, 16)) block(16, 16) args(f32(0.5), src, dst, bytes(dim), i32(C))
// @launch _add_diag_vec_mat<double> grid(cdiv(C, 16), cdiv(R, 16)) block(16, 16) args(f64(1.25), outd, bytes(dim), vd, md, i32(S), f64(0.5))
// @launch _copy_from_tp<float, double> grid(cdiv(T, 16), cdiv(T, 16)) block(16, 16) args(full, tp, bytes(tdim))
// @launch _log_softmax_reduce<float> grid(R) block(256) args(lsm, dst, bytes(dim), i32(S))
// @check dst abs=1e-6 rel=1e-6
// @check outd abs=1e-12 rel=1e-12
// @check full exact
// @check lsm abs=1e-5 rel=1e-5
#include <cfloat>
#include <cuda_runtime.h>

typedef int int32_cuda;
typedef int32_cuda MatrixIndexT_cuda;
struct MatrixDim { int32_cuda rows; int32_cuda cols; int32_cuda stride; };

#define CU1DBLOCK 256
#define CU2DBLOCK 16

template <typename Real>
__global__ static void _add_mat(Real alpha, const Real *src, Real *dst, MatrixDim d, int src_stride) {
  int32_cuda i = blockIdx.x * blockDim.x + threadIdx.x;  // column index
  int32_cuda j = blockIdx.y * blockDim.y + threadIdx.y;  // row index
  int32_cuda index = i + j * d.stride;
  int32_cuda index_src = i + j * src_stride;
  if (i < d.cols && j < d.rows) dst[index] = alpha * src[index_src] + dst[index];
}

// dst = alpha * diag(v) * M + beta * dst
template <typename Real>
__global__ static void _add_diag_vec_mat(Real alpha, Real *mat, MatrixDim mat_dim, const Real *vec, const Real *mat2, int mat2_row_stride, Real beta) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;  // column index
  int j = blockIdx.y * blockDim.y + threadIdx.y;  // row index
  int index = j * mat_dim.stride + i, index2 = j * mat2_row_stride + i;
  if (i < mat_dim.cols && j < mat_dim.rows) mat[index] = alpha * vec[j] * mat2[index2] + beta * mat[index];
}

template <typename Real, typename OtherReal>
__global__ static void _copy_from_tp(Real *A, const OtherReal *B, MatrixDim dmat) {
  int32_cuda i = blockIdx.x * blockDim.x + threadIdx.x;  // col
  int32_cuda j = blockIdx.y * blockDim.y + threadIdx.y;  // row
  if (i < dmat.cols && j < dmat.rows) {
    int32_cuda index_B = (j * (j + 1) / 2) + i;
    int32_cuda index_A = j * dmat.stride + i;
    if (i <= j) A[index_A] = static_cast<Real>(B[index_B]);
    else A[index_A] = 0.0;
  }
}

struct MaxOp { template <typename T> __device__ static T apply(T a, T b) { return fmax(a, b); } template <typename T> __device__ static T identity() { return -FLT_MAX; } };
struct SumOp { template <typename T> __device__ static T apply(T a, T b) { return a + b; } template <typename T> __device__ static T identity() { return 0; } };

template <typename Op, typename Real>
__device__ static Real block_reduce(Real *sdata, Real tdata) {
  const int tid = threadIdx.x;
  sdata[tid] = tdata;
  __syncthreads();
# pragma unroll
  for (int shift = CU1DBLOCK / 2; shift > warpSize; shift >>= 1) {
    if (tid < shift) sdata[tid] = Op::apply(sdata[tid], sdata[tid + shift]);
    __syncthreads();
  }
  Real v = Op::template identity<Real>();
  if (tid < warpSize) {
    v = Op::apply(sdata[tid], sdata[tid + warpSize]);
# pragma unroll
    for (int shift = warpSize / 2; shift > 0; shift >>= 1) v = Op::apply(v, __shfl_down_sync(0xffffffff, v, shift));
    if (tid == 0) sdata[0] = v;
  }
  __syncthreads();
  Real r = sdata[0];
  __syncthreads();
  return r;
}

template <typename Real>
__global__ static void _log_softmax_reduce(Real *y, const Real *x, MatrixDim y_dim, int x_stride) {
  __shared__ Real smem[CU1DBLOCK];
  const int i = blockIdx.x;
  const int x_start = i * x_stride;
  const int y_start = i * y_dim.stride;
  const int tid = threadIdx.x;
  Real tmax = -FLT_MAX;
  for (int j = tid; j < y_dim.cols; j += CU1DBLOCK) tmax = fmax(tmax, x[x_start + j]);
  const Real max = block_reduce<MaxOp>(smem, tmax);
  Real tsum = Real(0);
  for (int j = tid; j < y_dim.cols; j += CU1DBLOCK) tsum += exp(x[x_start + j] - max);
  const Real log_sum = log(block_reduce<SumOp>(smem, tsum));
  for (int j = tid; j < y_dim.cols; j += CU1DBLOCK) y[y_start + j] = x[x_start + j] - max - log_sum;
}

extern "C" {
void cudaF_add_mat(dim3 Gr, dim3 Bl, float alpha, const float *src, float *dst, MatrixDim d, int src_stride) {
  _add_mat<<<Gr, Bl>>>(alpha, src, dst, d, src_stride);
}
void cudaD_add_diag_vec_mat(dim3 Gr, dim3 Bl, double alpha, double *mat, MatrixDim mat_dim, const double *vec, const double *mat2, int mat2_row_stride, double beta) {
  _add_diag_vec_mat<<<Gr, Bl>>>(alpha, mat, mat_dim, vec, mat2, mat2_row_stride, beta);
}
void cuda_copy_from_tp_fd(dim3 Gr, dim3 Bl, float *A, const double *B, MatrixDim dmat) { _copy_from_tp<<<Gr, Bl>>>(A, B, dmat); }
void cudaF_log_softmax_reduce(size_t Gr, size_t Bl, float *y, const float *x, MatrixDim y_dim, int x_stride) {
  _log_softmax_reduce<<<Gr, Bl>>>(y, x, y_dim, x_stride);
}
}
