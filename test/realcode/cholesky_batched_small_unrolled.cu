// @realcode batched small dense Cholesky factorisation and solve as MAGMA's / cuSOLVER's batched "small size" kernels do it: one thread per N x N SPD system, the matrix held in registers (a fully unrolled template<int N> right-looking factorisation, rsqrt-free: sqrt and a reciprocal per column), forward and backward substitution for one right-hand side, the factor written back in column-major lower-triangular form; SPD inputs are built in a first kernel as A = B B^T + N I from random B, double precision.
// @let NB = 1 << 16
// @let N = 8
// @buf bmat f64[NB * N * N] uniform(-1, 1)
// @buf amat f64[NB * N * N] zero
// @buf rhs f64[NB * N] uniform(-1, 1)
// @buf lfac f64[NB * N * N] zero
// @buf sol f64[NB * N] zero
// @launch make_spd<8> grid(cdiv(NB, 128)) block(128) args(bmat, amat, i32(NB))
// @launch potrf_potrs_batched<8> grid(cdiv(NB, 128)) block(128) args(amat, rhs, lfac, sol, i32(NB))
// @check amat abs=1e-12 rel=1e-12
// @check lfac abs=1e-11 rel=1e-11
// @check sol abs=1e-10 rel=1e-10

template <int N>
__global__ void make_spd(const double *__restrict__ b, double *__restrict__ a, int batch) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= batch) return;
  const double *B = b + (size_t)id * N * N;
  double *A = a + (size_t)id * N * N;
#pragma unroll
  for (int i = 0; i < N; ++i)
#pragma unroll
    for (int j = 0; j < N; ++j) {
      double s = i == j ? (double)N : 0.0;
#pragma unroll
      for (int k = 0; k < N; ++k) s += B[i * N + k] * B[j * N + k];
      A[j * N + i] = s; // column-major
    }
}

template <int N>
__global__ void __launch_bounds__(128) potrf_potrs_batched(const double *__restrict__ a, const double *__restrict__ rhs,
                                                           double *__restrict__ lfac, double *__restrict__ sol, int batch) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= batch) return;
  double L[N][N];
#pragma unroll
  for (int j = 0; j < N; ++j)
#pragma unroll
    for (int i = 0; i < N; ++i) L[i][j] = a[(size_t)id * N * N + j * N + i];
  // Right-looking: scale column j, update the trailing lower triangle.
#pragma unroll
  for (int j = 0; j < N; ++j) {
    const double d = sqrt(L[j][j]);
    const double inv = 1.0 / d;
    L[j][j] = d;
#pragma unroll
    for (int i = j + 1; i < N; ++i) L[i][j] *= inv;
#pragma unroll
    for (int k = j + 1; k < N; ++k)
#pragma unroll
      for (int i = k; i < N; ++i) L[i][k] -= L[i][j] * L[k][j];
  }
  double y[N];
#pragma unroll
  for (int i = 0; i < N; ++i) {
    double s = rhs[(size_t)id * N + i];
#pragma unroll
    for (int k = 0; k < i; ++k) s -= L[i][k] * y[k];
    y[i] = s / L[i][i];
  }
#pragma unroll
  for (int i = N - 1; i >= 0; --i) {
    double s = y[i];
#pragma unroll
    for (int k = i + 1; k < N; ++k) s -= L[k][i] * y[k];
    y[i] = s / L[i][i];
  }
#pragma unroll
  for (int j = 0; j < N; ++j)
#pragma unroll
    for (int i = 0; i < N; ++i) lfac[(size_t)id * N * N + j * N + i] = i >= j ? L[i][j] : 0.0;
#pragma unroll
  for (int i = 0; i < N; ++i) sol[(size_t)id * N + i] = y[i];
}

template __global__ void make_spd<8>(const double *, double *, int);
template __global__ void potrf_potrs_batched<8>(const double *, const double *, double *, double *, int);
