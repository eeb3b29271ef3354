// @realcode Red-black successive over-relaxation for a 2-D Poisson problem as HPC mini-apps write it: a checkerboard colour passed per launch, each thread updating one point of the colour in double precision through a 2-D grid of 32x8 blocks (x index doubled and shifted by the row parity), Dirichlet boundaries left untouched, and a final residual kernel with a shared-memory tree reduction of |r|^2 per block.
// @let NX = 2048
// @let NY = 2048
// @let IT = 20
// @buf u f64[NX * NY] uniform(-1, 1)
// @buf f f64[NX * NY] uniform(-1, 1)
// @buf res f64[cdiv(NX, 32) * cdiv(NY, 8)] zero
// @loop it = 0; it < IT; it = it + 1
//   @launch sor_color grid(cdiv(NX / 2, 32), cdiv(NY, 8)) block(32, 8) args(u, f, i32(NX), i32(NY), f64(1.9), f64(1.0 / (NX * NX)), i32(0))
//   @launch sor_color grid(cdiv(NX / 2, 32), cdiv(NY, 8)) block(32, 8) args(u, f, i32(NX), i32(NY), f64(1.9), f64(1.0 / (NX * NX)), i32(1))
// @end
// @launch residual_norm grid(cdiv(NX, 32), cdiv(NY, 8)) block(32, 8) args(u, f, res, i32(NX), i32(NY), f64(1.0 / (NX * NX)))
// @check u abs=1e-9 rel=1e-9
// @check res abs=1e-6 rel=1e-9
#define IDX(i, j) ((size_t)(j) * nx + (i))

__global__ void __launch_bounds__(256) sor_color(double *__restrict__ u, const double *__restrict__ f, int nx, int ny,
                                                 double omega, double h2, int color) {
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + ((j + color) & 1);
  if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1) return;
  const double nb = u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] + u[IDX(i, j + 1)];
  const double gs = 0.25 * (nb - h2 * f[IDX(i, j)]);
  u[IDX(i, j)] += omega * (gs - u[IDX(i, j)]);
}

__global__ void __launch_bounds__(256) residual_norm(const double *__restrict__ u, const double *__restrict__ f,
                                                     double *__restrict__ res, int nx, int ny, double h2) {
  __shared__ double partial[256];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int j = blockIdx.y * blockDim.y + threadIdx.y;
  const int t = threadIdx.y * blockDim.x + threadIdx.x;
  double r = 0.0;
  if (i >= 1 && j >= 1 && i < nx - 1 && j < ny - 1) {
    const double lap = u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] + u[IDX(i, j + 1)] - 4.0 * u[IDX(i, j)];
    r = h2 * f[IDX(i, j)] - lap;
  }
  partial[t] = r * r;
  __syncthreads();
  for (int s = blockDim.x * blockDim.y / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) res[blockIdx.y * gridDim.x + blockIdx.x] = partial[0];
}
