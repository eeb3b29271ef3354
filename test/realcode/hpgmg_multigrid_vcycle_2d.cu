// @realcode HPGMG / AMGX-style geometric multigrid V-cycle for the 2-D Poisson problem on cell-centred grids with ghost zones: a level struct-free kernel set indexed by (i + ghosts) + (j + ghosts) * pitch, weighted-Jacobi smoothing with red-black-free ping-pong buffers, residual r = f - A x with a 5-point operator scaled by 1/h^2, full-weighting restriction of the residual to the coarse right-hand side (2x2 averaging), zeroing the coarse correction, piecewise-constant prolongation adding the coarse correction back, and the host walking the levels down and up with per-level grid sizes.
// @let N0 = 2048
// @buf x0 f64[(N0 + 2) * (N0 + 2)] zero
// @buf t0 f64[(N0 + 2) * (N0 + 2)] zero
// @buf f0 f64[(N0 + 2) * (N0 + 2)] uniform(-1, 1)
// @buf r0 f64[(N0 + 2) * (N0 + 2)] zero
// @buf x1 f64[(N0 / 2 + 2) * (N0 / 2 + 2)] zero
// @buf t1 f64[(N0 / 2 + 2) * (N0 / 2 + 2)] zero
// @buf f1 f64[(N0 / 2 + 2) * (N0 / 2 + 2)] zero
// @buf r1 f64[(N0 / 2 + 2) * (N0 / 2 + 2)] zero
// @buf x2 f64[(N0 / 4 + 2) * (N0 / 4 + 2)] zero
// @buf t2 f64[(N0 / 4 + 2) * (N0 / 4 + 2)] zero
// @buf f2 f64[(N0 / 4 + 2) * (N0 / 4 + 2)] zero
// @loop cyc = 0; cyc < 2; cyc = cyc + 1
//   @launch smooth_jacobi grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(x0, t0, f0, i32(N0), f64(1.0 / N0))
//   @launch smooth_jacobi grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(t0, x0, f0, i32(N0), f64(1.0 / N0))
//   @launch residual grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(x0, f0, r0, i32(N0), f64(1.0 / N0))
//   @launch restriction grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(r0, f1, i32(N0 / 2))
//   @launch zero_vector grid(cdiv((N0 / 2 + 2) * (N0 / 2 + 2), 256)) block(256) args(x1, i32((N0 / 2 + 2) * (N0 / 2 + 2)))
//   @launch smooth_jacobi grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(x1, t1, f1, i32(N0 / 2), f64(2.0 / N0))
//   @launch smooth_jacobi grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(t1, x1, f1, i32(N0 / 2), f64(2.0 / N0))
//   @launch residual grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(x1, f1, r1, i32(N0 / 2), f64(2.0 / N0))
//   @launch restriction grid(cdiv(N0 / 4, 32), cdiv(N0 / 4, 8)) block(32, 8) args(r1, f2, i32(N0 / 4))
//   @launch zero_vector grid(cdiv((N0 / 4 + 2) * (N0 / 4 + 2), 256)) block(256) args(x2, i32((N0 / 4 + 2) * (N0 / 4 + 2)))
//   @loop s = 0; s < 8; s = s + 1
//     @launch smooth_jacobi grid(cdiv(N0 / 4, 32), cdiv(N0 / 4, 8)) block(32, 8) args(x2, t2, f2, i32(N0 / 4), f64(4.0 / N0))
//     @launch smooth_jacobi grid(cdiv(N0 / 4, 32), cdiv(N0 / 4, 8)) block(32, 8) args(t2, x2, f2, i32(N0 / 4), f64(4.0 / N0))
//   @end
//   @launch prolongation grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(x2, x1, i32(N0 / 2))
//   @launch smooth_jacobi grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(x1, t1, f1, i32(N0 / 2), f64(2.0 / N0))
//   @launch smooth_jacobi grid(cdiv(N0 / 2, 32), cdiv(N0 / 2, 8)) block(32, 8) args(t1, x1, f1, i32(N0 / 2), f64(2.0 / N0))
//   @launch prolongation grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(x1, x0, i32(N0))
//   @launch smooth_jacobi grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(x0, t0, f0, i32(N0), f64(1.0 / N0))
//   @launch smooth_jacobi grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(t0, x0, f0, i32(N0), f64(1.0 / N0))
// @end
// @launch residual grid(cdiv(N0, 32), cdiv(N0, 8)) block(32, 8) args(x0, f0, r0, i32(N0), f64(1.0 / N0))
// @check x0 rel=1e-10 abs=1e-14
// @check r0 rel=1e-8 abs=1e-8
// @check x1 rel=1e-10 abs=1e-14
#include <cuda_runtime.h>

#define GHOSTS 1
#define IDX(i, j, pitch) (((i) + GHOSTS) + ((j) + GHOSTS) * (pitch))

// Dirichlet zero boundaries: the ghost zones stay zero.
__global__ void smooth_jacobi(const double *__restrict__ x, double *__restrict__ x_new, const double *__restrict__ rhs, int n, double h) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= n) return;
  const int pitch = n + 2 * GHOSTS;
  const double h2inv = 1.0 / (h * h);
  const double weight = 2.0 / 3.0;
  const int c = IDX(i, j, pitch);
  const double Ax = h2inv * (4.0 * x[c] - x[c - 1] - x[c + 1] - x[c - pitch] - x[c + pitch]);
  const double diag_inv = 1.0 / (4.0 * h2inv);
  x_new[c] = x[c] + weight * diag_inv * (rhs[c] - Ax);
}

__global__ void residual(const double *__restrict__ x, const double *__restrict__ rhs, double *__restrict__ res, int n, double h) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= n) return;
  const int pitch = n + 2 * GHOSTS;
  const double h2inv = 1.0 / (h * h);
  const int c = IDX(i, j, pitch);
  res[c] = rhs[c] - h2inv * (4.0 * x[c] - x[c - 1] - x[c + 1] - x[c - pitch] - x[c + pitch]);
}

// Coarse cell (i, j) averages the four fine cells it covers.
__global__ void restriction(const double *__restrict__ fine, double *__restrict__ coarse, int nc) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nc || j >= nc) return;
  const int fp = 2 * nc + 2 * GHOSTS, cp = nc + 2 * GHOSTS;
  const int f = IDX(2 * i, 2 * j, fp);
  coarse[IDX(i, j, cp)] = 0.25 * (fine[f] + fine[f + 1] + fine[f + fp] + fine[f + fp + 1]);
}

__global__ void zero_vector(double *__restrict__ x, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 0.0;
}

// Fine cell (i, j) adds the correction of the coarse cell that covers it.
__global__ void prolongation(const double *__restrict__ coarse, double *__restrict__ fine, int nf) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= nf || j >= nf) return;
  const int fp = nf + 2 * GHOSTS, cp = nf / 2 + 2 * GHOSTS;
  fine[IDX(i, j, fp)] += coarse[IDX(i / 2, j / 2, cp)];
}
