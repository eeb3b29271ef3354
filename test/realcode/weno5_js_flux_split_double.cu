// @realcode A WENO5-JS finite-volume flux reconstruction in double precision as compressible-flow GPU codes write it (Jiang-Shu smoothness indicators, the linear weights and candidate-stencil coefficients in function-local constexpr arrays of a templated reconstruction struct, Lax-Friedrichs flux splitting with the global max wave speed found by an atomicMax on the double's bits), a shared-memory tile with a 3-cell halo on each side along x, and an SSP-RK3 stage update of the inviscid Burgers equation written as a template on the stage.
// @let NX = 1 << 22
// @let TILE = 256
// @buf u f64[NX] uniform(-1, 1)
// @buf u1 f64[NX] zero
// @buf u2 f64[NX] zero
// @buf amax u64[1] zero
// @launch max_wave_speed grid(NX / 256) block(256) args(u, amax, i32(NX))
// @launch weno_rk3_stage<1> grid(NX / TILE) block(TILE) args(u, u, u1, amax, i32(NX), f64(0.25))
// @launch weno_rk3_stage<2> grid(NX / TILE) block(TILE) args(u, u1, u2, amax, i32(NX), f64(0.25))
// @launch weno_rk3_stage<3> grid(NX / TILE) block(TILE) args(u, u2, u1, amax, i32(NX), f64(0.25))
// The reconstruction is dozens of products and quotients per face; where fmas form differs between the
// compilers (a few ulps of values of order 1), and the nonlinear weights carry that through a division by
// (eps + beta)^2. Three stages compound it; 1e-12 absolute is ten thousand ulps of headroom at 1.
// @check amax exact
// @check u1 abs=1e-12 rel=1e-12
// @check u2 abs=1e-12 rel=1e-12
#include <cstdint>

template <typename Real>
struct Weno5 {
  static constexpr Real eps = Real(1e-6);

  // The left-biased value at face i+1/2 from v[0..4] = cells i-2 .. i+2. The tables are function-local
  // constexpr arrays: a static constexpr member array would be a host variable in device code for nvcc.
  __device__ static Real reconstruct(const Real (&v)[5]) {
    constexpr Real d[3] = {Real(0.1), Real(0.6), Real(0.3)};
    constexpr Real c[3][3] = {{Real(1) / 3, Real(-7) / 6, Real(11) / 6},
                              {Real(-1) / 6, Real(5) / 6, Real(1) / 3},
                              {Real(1) / 3, Real(5) / 6, Real(-1) / 6}};
    Real b0 = Real(13) / 12 * (v[0] - 2 * v[1] + v[2]) * (v[0] - 2 * v[1] + v[2]) + Real(0.25) * (v[0] - 4 * v[1] + 3 * v[2]) * (v[0] - 4 * v[1] + 3 * v[2]);
    Real b1 = Real(13) / 12 * (v[1] - 2 * v[2] + v[3]) * (v[1] - 2 * v[2] + v[3]) + Real(0.25) * (v[1] - v[3]) * (v[1] - v[3]);
    Real b2 = Real(13) / 12 * (v[2] - 2 * v[3] + v[4]) * (v[2] - 2 * v[3] + v[4]) + Real(0.25) * (3 * v[2] - 4 * v[3] + v[4]) * (3 * v[2] - 4 * v[3] + v[4]);
    Real beta[3] = {b0, b1, b2};
    Real a[3], asum = 0;
#pragma unroll
    for (int k = 0; k < 3; ++k) {
      a[k] = d[k] / ((eps + beta[k]) * (eps + beta[k]));
      asum += a[k];
    }
    Real q = 0;
#pragma unroll
    for (int k = 0; k < 3; ++k) q += a[k] / asum * (c[k][0] * v[k] + c[k][1] * v[k + 1] + c[k][2] * v[k + 2]);
    return q;
  }
};

__device__ __forceinline__ double flux(double u) { return 0.5 * u * u; }

// |u| is non-negative, so its bits order like unsigned integers.
__global__ void max_wave_speed(const double* __restrict__ u, unsigned long long* amax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double a = i < n ? fabs(u[i]) : 0.0;
  for (int off = 16; off > 0; off >>= 1) a = fmax(a, __shfl_xor_sync(0xffffffffu, a, off));
  if ((threadIdx.x & 31) == 0) atomicMax(amax, (unsigned long long)__double_as_longlong(a));
}

template <int STAGE>
__global__ void __launch_bounds__(256) weno_rk3_stage(const double* __restrict__ u0, const double* __restrict__ uin,
                                                      double* __restrict__ uout, const unsigned long long* __restrict__ amax_bits,
                                                      int n, double dtdx) {
  constexpr int H = 3;
  __shared__ double s[256 + 2 * H];
  const int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  auto wrap = [n](int j) { return (j + n) % n; };  // periodic
  s[t + H] = uin[i];
  if (t < H) {
    s[t] = uin[wrap(i - H)];
    s[t + blockDim.x + H] = uin[wrap(i + (int)blockDim.x)];
  }
  __syncthreads();
  const double alpha = __longlong_as_double((long long)*amax_bits);
  // Faces i-1/2 and i+1/2; the split fluxes f+ = (f + a u)/2 and f- = (f - a u)/2.
  double fface[2];
#pragma unroll
  for (int f = 0; f < 2; ++f) {
    const int c = t + H - 1 + f;  // the cell left of the face
    double vp[5], vm[5];
#pragma unroll
    for (int k = 0; k < 5; ++k) {
      double ul = s[c - 2 + k], ur = s[c + 3 - k];
      vp[k] = 0.5 * (flux(ul) + alpha * ul);
      vm[k] = 0.5 * (flux(ur) - alpha * ur);
    }
    fface[f] = Weno5<double>::reconstruct(vp) + Weno5<double>::reconstruct(vm);
  }
  const double L = -(fface[1] - fface[0]) * dtdx;
  const double ui = s[t + H];
  double r;
  if constexpr (STAGE == 1) {
    r = ui + L;
  } else if constexpr (STAGE == 2) {
    r = 0.75 * u0[i] + 0.25 * (ui + L);
  } else {
    r = (1.0 / 3.0) * u0[i] + (2.0 / 3.0) * (ui + L);
  }
  uout[i] = r;
}

template __global__ void weno_rk3_stage<1>(const double*, const double*, double*, const unsigned long long*, int, double);
template __global__ void weno_rk3_stage<2>(const double*, const double*, double*, const unsigned long long*, int, double);
template __global__ void weno_rk3_stage<3>(const double*, const double*, double*, const unsigned long long*, int, double);
