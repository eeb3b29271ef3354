// @realcode A Chebyshev polynomial smoother for the 2-D Poisson equation as multigrid codes (AMReX, hypre's GPU paths) run it: double-precision cell-centred grids with one ghost layer refreshed by a separate kernel (homogeneous Dirichlet by odd reflection), the 5-point residual r = b - A x, and a degree-4 Chebyshev iteration whose coefficients come from the eigenvalue bounds through a constexpr table of roots, each degree a direction launch with ping-pong direction grids and an update launch, 16x16 tiles with the halo staged in shared memory.
// @let NX = 2048
// @let NY = 2048
// @let P = (NX + 2) * (NY + 2)
// @buf x f64[P] zero
// @buf b f64[P] uniform(-1, 1)
// @buf d_a f64[P] zero
// @buf d_b f64[P] zero
// @loop sweep = 0; sweep < 2; sweep = sweep + 1
//   @loop k = 0; k < 4; k = k + 1
//     @launch fill_ghosts grid(cdiv(NX + 2, 256)) block(256) args(x, i32(NX), i32(NY))
//     @launch chebyshev_direction grid(NX / 16, NY / 16) block(16, 16) args(x, b, sel(k % 2, d_a, d_b), sel(k % 2, d_b, d_a), i32(NX), i32(NY), i32(k))
//     @launch apply_direction grid(NX / 16, NY / 16) block(16, 16) args(x, sel(k % 2, d_b, d_a), i32(NX))
//   @end
// @end
// @check x abs=1e-10 rel=1e-9
// @check d_a abs=1e-10 rel=1e-9
// @check d_b abs=1e-10 rel=1e-9
#define TS 16

struct ChebCoeffs {
  double alpha[4], beta[4];
};

// Eigenvalue bounds of the (scaled) 5-point Laplacian that the smoother
// targets, [lmax / 30, 1.1 lmax] with lmax = 8 (h = 1): the upper part of the
// spectrum. Three-term recurrence coefficients of the shifted and scaled
// Chebyshev polynomials (Saad, Iterative Methods, Alg. 12.1).
constexpr ChebCoeffs make_coeffs() {
  ChebCoeffs c{};
  double lmax = 8.0 * 1.1, lmin = 8.0 / 30.0;
  double theta = 0.5 * (lmax + lmin), delta = 0.5 * (lmax - lmin);
  double sigma = theta / delta;
  double rho = 1.0 / sigma;
  c.alpha[0] = 1.0 / theta;
  c.beta[0] = 0.0;
  for (int k = 1; k < 4; ++k) {
    double next = 1.0 / (2.0 * sigma - rho);
    c.alpha[k] = 2.0 * next / delta;
    c.beta[k] = next * rho;
    rho = next;
  }
  return c;
}

__constant__ ChebCoeffs c_cheb = make_coeffs();

__global__ void fill_ghosts(double *x, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = nx + 2;
  // Odd reflection: the boundary value between ghost and interior is zero.
  if (i >= 1 && i <= nx) {
    x[i] = -x[w + i];
    x[(size_t)(ny + 1) * w + i] = -x[(size_t)ny * w + i];
  }
  if (i >= 1 && i <= ny) {
    x[(size_t)i * w] = -x[(size_t)i * w + 1];
    x[(size_t)i * w + nx + 1] = -x[(size_t)i * w + nx];
  }
}

__global__ void __launch_bounds__(256) chebyshev_direction(const double *__restrict__ x, const double *__restrict__ b,
                                                           const double *__restrict__ d_prev,
                                                           double *__restrict__ d_next, int nx, int ny, int k) {
  __shared__ double tile[TS + 2][TS + 2];
  int w = nx + 2;
  int gx = blockIdx.x * TS + threadIdx.x + 1, gy = blockIdx.y * TS + threadIdx.y + 1;
  int tid = threadIdx.y * TS + threadIdx.x;
  for (int e = tid; e < (TS + 2) * (TS + 2); e += TS * TS) {
    int ly = e / (TS + 2), lx = e % (TS + 2);
    tile[ly][lx] = x[(size_t)(blockIdx.y * TS + ly) * w + blockIdx.x * TS + lx];
  }
  __syncthreads();
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  double ax = 4.0 * tile[ly][lx] - tile[ly][lx - 1] - tile[ly][lx + 1] - tile[ly - 1][lx] - tile[ly + 1][lx];
  size_t at = (size_t)gy * w + gx;
  double r = b[at] - ax;
  d_next[at] = c_cheb.alpha[k] * r + (k > 0 ? c_cheb.beta[k] * d_prev[at] : 0.0);
}

// x += d on the interior, after every block has read x's halo.
__global__ void apply_direction(double *__restrict__ x, const double *__restrict__ d, int nx) {
  int gx = blockIdx.x * TS + threadIdx.x + 1, gy = blockIdx.y * TS + threadIdx.y + 1;
  size_t at = (size_t)gy * (nx + 2) + gx;
  x[at] += d[at];
}
