// @realcode Quantum-chemistry two-electron integrals over s-type Gaussians as GPU ERI codes (TeraChem-, QUICK- and LibintX-style) evaluate them: the Boys function F_m(T) from a pretabulated grid in __device__ memory (a 6-term Taylor expansion around the nearest grid point, the table built by a first kernel with downward recursion from a series), the large-T asymptotic branch with sqrt(pi / T), upward recursion for higher m with expm1/exp, and an [ss|ss] integral kernel over primitive quartets with Gaussian product centres, whose contraction sums over the quartets of a shell quartet in a fixed order.
// @let NGRID = 1200
// @let MMAX = 8
// @let NQUART = 1 << 18
// @buf table f64[NGRID * (MMAX + 7)] zero
// @buf prim f64[NQUART * 16] uniform(0.1, 4)
// @buf eri f64[NQUART / 4] zero
// @buf fm f64[NQUART * 4] zero
// @launch build_boys_table grid(cdiv(NGRID, 128)) block(128) args(table, i32(NGRID), f64(0.05))
// @launch eri_ssss_kernel grid(NQUART / 256) block(256) args(prim, table, eri, fm, i32(NQUART), f64(0.05))
// The series, the recursions and the Taylor sums are long chains of multiplies and adds that either compiler
// may fuse differently: a few ulps each, relative; the table feeds the integrals, so those carry its ulps too.
// @check table abs=1e-15 rel=1e-13
// @check eri abs=1e-14 rel=1e-12
// @check fm abs=1e-15 rel=1e-12
#include <cstdint>

#define BOYS_NTAYLOR 6
constexpr int kBoysCols = 8 + BOYS_NTAYLOR + 1;  // F_0 .. F_{MMAX + NTAYLOR}
static_assert(kBoysCols == 15, "the header's MMAX + 7 columns");

// F_m(T) by the convergent series exp(-T) * sum_k (2T)^k / ((2m+1)(2m+3)...(2m+2k+1)), then downward recursion.
__global__ void build_boys_table(double* __restrict__ table, int ngrid, double dT) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= ngrid) return;
  const double T = g * dT;
  const int mtop = kBoysCols - 1;
  double term = 1.0 / (2 * mtop + 1), sum = term;
  for (int k = 1; k < 200; ++k) {
    term *= 2.0 * T / (2 * mtop + 2 * k + 1);
    sum += term;
    if (term < 1e-17 * sum) break;
  }
  const double ex = exp(-T);
  double f = ex * sum;
  table[g * kBoysCols + mtop] = f;
  for (int m = mtop - 1; m >= 0; --m) {
    f = (2.0 * T * f + ex) / (2 * m + 1);
    table[g * kBoysCols + m] = f;
  }
}

template <int M>
__device__ __forceinline__ void boys(double T, const double* __restrict__ table, double dT, int ngrid, double (&F)[M + 1]) {
  constexpr double kInvFact[BOYS_NTAYLOR] = {1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120};
  const double tmax = (ngrid - 1) * dT - 0.5 * dT;
  if (T < tmax) {
    const int g = __double2int_rn(T / dT);
    const double dt = g * dT - T;  // F_m'(T) = -F_{m+1}(T), so the expansion steps through higher orders
    const double* row = table + g * kBoysCols;
    double s = 0.0, p = 1.0;
#pragma unroll
    for (int k = 0; k < BOYS_NTAYLOR; ++k) {
      s += row[M + k] * p * kInvFact[k];
      p *= dt;
    }
    F[M] = s;
    const double ex = exp(-T);
#pragma unroll
    for (int m = M - 1; m >= 0; --m) F[m] = (2.0 * T * F[m + 1] + ex) / (2 * m + 1);
  } else {
    // Asymptotic: F_0 = sqrt(pi / T) / 2, then upward recursion (exp(-T) is negligible past the grid).
    const double rT = 1.0 / T;
    F[0] = 0.5 * sqrt(3.14159265358979323846 * rT);
    const double ex = exp(-T);
#pragma unroll
    for (int m = 1; m <= M; ++m) F[m] = ((2 * m - 1) * F[m - 1] - ex) * 0.5 * rT;
  }
}

struct Primitive {
  double alpha, x, y, z;
};

__device__ __forceinline__ Primitive load_prim(const double* p) {
  return Primitive{p[0], 4.0 * (p[1] - 2.0), 4.0 * (p[2] - 2.0), 4.0 * (p[3] - 2.0)};
}

// One thread per primitive quartet; four consecutive quartets form a contracted shell quartet summed with
// __shfl_down_sync over groups of four lanes (width 4).
__global__ void eri_ssss_kernel(const double* __restrict__ prim, const double* __restrict__ table, double* __restrict__ eri,
                                double* __restrict__ fm_out, int nquart, double dT) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const double* p = prim + 16 * (size_t)q;
  const Primitive a = load_prim(p), b = load_prim(p + 4), c = load_prim(p + 8), d = load_prim(p + 12);
  const double zeta = a.alpha + b.alpha, eta = c.alpha + d.alpha;
  const double Px = (a.alpha * a.x + b.alpha * b.x) / zeta, Py = (a.alpha * a.y + b.alpha * b.y) / zeta, Pz = (a.alpha * a.z + b.alpha * b.z) / zeta;
  const double Qx = (c.alpha * c.x + d.alpha * d.x) / eta, Qy = (c.alpha * c.y + d.alpha * d.y) / eta, Qz = (c.alpha * c.z + d.alpha * d.z) / eta;
  auto dist2 = [](double ux, double uy, double uz, double vx, double vy, double vz) {
    return (ux - vx) * (ux - vx) + (uy - vy) * (uy - vy) + (uz - vz) * (uz - vz);
  };
  const double Kab = exp(-a.alpha * b.alpha / zeta * dist2(a.x, a.y, a.z, b.x, b.y, b.z));
  const double Kcd = exp(-c.alpha * d.alpha / eta * dist2(c.x, c.y, c.z, d.x, d.y, d.z));
  const double rho = zeta * eta / (zeta + eta);
  const double T = rho * dist2(Px, Py, Pz, Qx, Qy, Qz);
  double F[4];
  boys<3>(T, table, dT, 1200, F);
  const double pi52 = 34.98683665524972;  // 2 pi^(5/2)
  double v = pi52 / (zeta * eta * sqrt(zeta + eta)) * Kab * Kcd * F[0];
  v += __shfl_down_sync(0xffffffffu, v, 2, 4);
  v += __shfl_down_sync(0xffffffffu, v, 1, 4);
  if ((q & 3) == 0) eri[q / 4] = v;
#pragma unroll
  for (int m = 0; m < 4; ++m) fm_out[4 * (size_t)q + m] = F[m];
}
