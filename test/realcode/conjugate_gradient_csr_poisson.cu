// @realcode A conjugate-gradient solver's kernels as the CUDA samples (conjugateGradient) and HPCG-style mini-apps write them without cuBLAS: a CSR 5-point Poisson matrix built on the device, SpMV one row per thread, dot products with a block-level shared-memory reduction and one double atomicAdd per block into a scalar, and the axpy/xpay updates that read alpha and beta from device scalars computed by a one-thread kernel (rho/pAp, rho_new/rho); a fixed number of iterations per run.
// @let NX = 1024
// @let N = NX * NX
// @let IT = 10
// @buf rowptr i32[N + 1] zero
// @buf cols i32[N * 5] zero
// @buf vals f64[N * 5] zero
// @buf b f64[N] uniform(-1, 1)
// @buf x f64[N] zero
// @buf r f64[N] zero
// @buf p f64[N] zero
// @buf ap f64[N] zero
// @buf scal f64[8] zero
// @launch build_poisson grid(cdiv(N, 256)) block(256) args(rowptr, cols, vals, i32(NX))
// @launch cg_init grid(cdiv(N, 256)) block(256) args(b, r, p, x, i32(N))
// @launch dot_kernel grid(1024) block(256) args(r, r, scal, i32(N), i32(0))
// @loop it = 0; it < IT; it = it + 1
//   @launch spmv_csr grid(cdiv(N, 256)) block(256) args(rowptr, cols, vals, p, ap, i32(N))
//   @launch zero_scalar grid(1) block(1) args(scal, i32(1))
//   @launch dot_kernel grid(1024) block(256) args(p, ap, scal, i32(N), i32(1))
//   @launch compute_alpha grid(1) block(1) args(scal)
//   @launch update_xr grid(cdiv(N, 256)) block(256) args(x, r, p, ap, scal, i32(N))
//   @launch zero_scalar grid(1) block(1) args(scal, i32(2))
//   @launch dot_kernel grid(1024) block(256) args(r, r, scal, i32(N), i32(2))
//   @launch compute_beta grid(1) block(1) args(scal)
//   @launch update_p grid(cdiv(N, 256)) block(256) args(r, p, scal, i32(N))
// @end
// @check x abs=1e-8 rel=1e-6
// @check r abs=1e-8 rel=1e-6
// @check scal abs=1e-6 rel=1e-6
#include <cuda_runtime.h>

// scal: [0] rho, [1] pAp, [2] rho_new, [3] alpha, [4] beta
#define RHO 0
#define PAP 1
#define RHO_NEW 2
#define ALPHA 3
#define BETA 4

__global__ void build_poisson(int *rowptr, int *cols, double *vals, int nx) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  int n = nx * nx;
  if (row >= n) return;
  int i = row % nx, j = row / nx, k = 5 * row;
  rowptr[row] = 5 * row;
  if (row == n - 1) rowptr[n] = 5 * n;
  const int nb[5] = {row - nx, row - 1, row, row + 1, row + nx};
  const bool ok[5] = {j > 0, i > 0, true, i < nx - 1, j < nx - 1};
  for (int e = 0; e < 5; ++e) {
    cols[k + e] = ok[e] ? nb[e] : row;
    vals[k + e] = e == 2 ? 4.0 : (ok[e] ? -1.0 : 0.0);
  }
}

__global__ void cg_init(const double *b, double *r, double *p, double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = 0.0;
    r[i] = b[i];
    p[i] = b[i];
  }
}

__global__ void spmv_csr(const int *__restrict__ rowptr, const int *__restrict__ cols, const double *__restrict__ vals,
                         const double *__restrict__ v, double *out, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n) return;
  double s = 0.0;
  for (int k = rowptr[row]; k < rowptr[row + 1]; ++k) s += vals[k] * v[cols[k]];
  out[row] = s;
}

template <int BLOCK>
__device__ double block_sum(double v) {
  __shared__ double buf[BLOCK];
  buf[threadIdx.x] = v;
  __syncthreads();
#pragma unroll
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  return buf[0];
}

__global__ void __launch_bounds__(256) dot_kernel(const double *a, const double *b, double *scal, int n, int slot) {
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += a[i] * b[i];
  double t = block_sum<256>(s);
  if (threadIdx.x == 0) atomicAdd(&scal[slot], t);
}

__global__ void zero_scalar(double *scal, int slot) { scal[slot] = 0.0; }
__global__ void compute_alpha(double *scal) { scal[ALPHA] = scal[RHO] / scal[PAP]; }
__global__ void compute_beta(double *scal) {
  scal[BETA] = scal[RHO_NEW] / scal[RHO];
  scal[RHO] = scal[RHO_NEW];
}

__global__ void update_xr(double *x, double *r, const double *p, const double *ap, const double *scal, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const double alpha = scal[ALPHA];
  x[i] += alpha * p[i];
  r[i] -= alpha * ap[i];
}

__global__ void update_p(const double *r, double *p, const double *scal, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = r[i] + scal[BETA] * p[i];
}
