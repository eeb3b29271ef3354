// @realcode Batched polynomial root finding with the Aberth-Ehrlich simultaneous iteration (as eigenvalue-free root solvers in GPU physics and control codes do it), written against libcu++: cuda::std::complex<double> coefficients and roots, Horner evaluation of p and p' together, initial guesses on a circle from the Cauchy bound with cuda::std::polar, a fixed number of sweeps with Gauss-Seidel updates, cuda::std::array for the per-thread root set, cuda::std::abs/norm/conj, and the residual of every root written for checking.
// @let POLYS = 1 << 16
// @let DEG = 8
// @buf coeffs f64[POLYS * (DEG + 1) * 2] uniform(-1, 1)
// @buf roots f64[POLYS * DEG * 2] zero
// @buf residuals f64[POLYS * DEG] zero
// @launch aberth_kernel<8> grid(POLYS / 64) block(64) args(coeffs, roots, residuals, i32(POLYS), i32(60))
// @check roots abs=1e-7 rel=1e-7
// @check residuals abs=1e-9 rel=1e-3
#include <cuda/std/complex>
#include <cuda/std/array>
#include <cuda/std/cmath>

using cplx = cuda::std::complex<double>;

template <int N>
__device__ void horner(const cuda::std::array<cplx, N + 1> &a, cplx z, cplx &p, cplx &dp) {
  p = a[N];
  dp = cplx(0.0, 0.0);
  for (int i = N - 1; i >= 0; --i) {
    dp = dp * z + p;
    p = p * z + a[i];
  }
}

template <int N>
__global__ void aberth_kernel(const double2 *__restrict__ coeffs, double2 *__restrict__ roots_out, double *__restrict__ residuals, int polys, int sweeps) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= polys) return;
  cuda::std::array<cplx, N + 1> a;
  for (int i = 0; i <= N; ++i) {
    const double2 c = coeffs[(size_t)id * (N + 1) + i];
    a[i] = cplx(c.x, c.y);
  }
  // a monic-safe leading coefficient
  if (cuda::std::abs(a[N]) < 0.25) a[N] += cplx(1.0, 0.0);
  // Cauchy bound: every root lies within 1 + max |a_i / a_N|
  double bound = 0.0;
  for (int i = 0; i < N; ++i) bound = cuda::std::fmax(bound, cuda::std::abs(a[i] / a[N]));
  bound += 1.0;
  cuda::std::array<cplx, N> z;
  for (int k = 0; k < N; ++k) z[k] = cuda::std::polar(0.5 * bound, (2.0 * M_PI * k + 0.4) / N);
  for (int s = 0; s < sweeps; ++s) {
    for (int k = 0; k < N; ++k) {
      cplx p, dp;
      horner<N>(a, z[k], p, dp);
      if (cuda::std::norm(p) == 0.0) continue;
      const cplx ratio = p / dp;
      cplx sum(0.0, 0.0);
      for (int j = 0; j < N; ++j)
        if (j != k) sum += 1.0 / (z[k] - z[j]);
      const cplx w = ratio / (1.0 - ratio * sum);
      z[k] -= w;
    }
  }
  for (int k = 0; k < N; ++k) {
    cplx p, dp;
    horner<N>(a, z[k], p, dp);
    roots_out[(size_t)id * N + k] = make_double2(z[k].real(), z[k].imag());
    residuals[(size_t)id * N + k] = cuda::std::abs(p) / cuda::std::abs(a[N]);
  }
}

template __global__ void aberth_kernel<8>(const double2 *, double2 *, double *, int, int);
