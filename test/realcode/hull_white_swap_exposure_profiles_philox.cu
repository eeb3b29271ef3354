// @realcode Counterparty exposure profiles for an interest-rate swap portfolio under the one-factor Hull-White model, as XVA engines simulate them: short-rate paths by exact Gaussian discretisation (mean-reversion decay exp(-a dt), variance sigma^2 (1 - exp(-2 a dt)) / 2a) with curand Philox normals (curand_normal_double), a flat initial curve, zero-coupon bond prices P(t, T) in closed form from A(t, T) and B(t, T) = (1 - exp(-a (T - t))) / a, each payer swap's mark-to-market as floating leg minus fixed leg annuity from __constant__ trade descriptions (notional, fixed rate, payment schedule) in a struct array, netting across trades, and the expected positive exposure and the 97.5% potential future exposure per time step reduced across the paths of a block (EPE by a double shuffle reduction and atomicAdd; PFE from a shared-memory bitonic sort of the block's netted values).
// @let NPATH = 1 << 17
// @let NSTEP = 40
// @let NTRADE = 8
// @buf epe f64[NSTEP] zero
// @buf pfe f64[(NPATH / 256) * NSTEP] zero
// @launch hw_exposure grid(NPATH / 256) block(256) args(epe, pfe, u64(314159), f64(0.05), f64(0.01), f64(0.25), f64(0.03), i32(NSTEP))
// @check epe abs=1e-6 rel=1e-9
// @check pfe abs=1e-6 rel=1e-9
#include <curand_kernel.h>

#define MAX_TRADES 8

struct SwapTrade {
  double notional;
  double fixed_rate;
  int first_payment;  // index of the first payment date (in time steps)
  int n_payments;     // payments every 2 steps (semi-annual on a quarterly grid)
};

__constant__ SwapTrade c_trades[MAX_TRADES] = {
    {1.0e6, 0.030, 2, 20}, {-5.0e5, 0.028, 2, 12}, {2.0e6, 0.032, 4, 16}, {-1.0e6, 0.031, 2, 8},
    {7.5e5, 0.029, 6, 14}, {-2.5e5, 0.027, 2, 18}, {1.5e6, 0.033, 2, 10}, {-8.0e5, 0.030, 8, 12}};

struct HullWhite {
  double a, sigma, r0;
  __device__ double B(double t, double T) const { return (1.0 - exp(-a * (T - t))) / a; }
  // Flat initial curve at r0: ln A = B f(0,t) - sigma^2 / (4a) (1 - e^{-2at}) B^2 + ln(P(0,T)/P(0,t)).
  __device__ double P(double t, double T, double r) const {
    const double b = B(t, T);
    const double lnA = -r0 * (T - t) + b * r0 - sigma * sigma / (4.0 * a) * (1.0 - exp(-2.0 * a * t)) * b * b;
    return exp(lnA - b * r);
  }
};

__device__ double swap_mtm(const SwapTrade &tr, const HullWhite &hw, double t, double r, int step, double dt) {
  double annuity = 0.0, p_first = -1.0, p_last = 1.0;
  for (int k = 0; k < tr.n_payments; ++k) {
    const int pay = tr.first_payment + 2 * k;
    if (pay <= step) continue;
    const double p = hw.P(t, pay * dt, r);
    if (p_first < 0.0) p_first = hw.P(t, (pay - 2) * dt > t ? (pay - 2) * dt : t, r);
    annuity += 2.0 * dt * p;
    p_last = p;
  }
  if (p_first < 0.0) return 0.0;  // matured
  // Payer swap: receive floating (p_first - p_last), pay fixed.
  return tr.notional * ((p_first - p_last) - tr.fixed_rate * annuity);
}

__global__ void __launch_bounds__(256) hw_exposure(double *epe, double *pfe, unsigned long long seed, double a, double sigma,
                                                   double dt, double r0, int nstep) {
  __shared__ double vals[256];
  __shared__ double warp_sums[8];
  const int path = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t st;
  curand_init(seed, path, 0, &st);
  const HullWhite hw{a, sigma, r0};
  const double decay = exp(-a * dt);
  const double sd = sigma * sqrt((1.0 - exp(-2.0 * a * dt)) / (2.0 * a));
  double x = 0.0;  // r = x + r0 under a flat curve (theta absorbed)
  for (int step = 1; step <= nstep; ++step) {
    x = x * decay + sd * curand_normal_double(&st);
    const double t = step * dt, r = x + r0;
    double net = 0.0;
#pragma unroll 1
    for (int k = 0; k < MAX_TRADES; ++k) net += swap_mtm(c_trades[k], hw, t, r, step, dt);
    const double pos = net > 0.0 ? net : 0.0;
    double s = pos;
    for (int off = 16; off; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
    if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = s;
    vals[threadIdx.x] = pos;
    __syncthreads();
    if (threadIdx.x == 0) {
      double b = 0.0;
      for (int w = 0; w < 8; ++w) b += warp_sums[w];
      atomicAdd(&epe[step - 1], b / (double)(gridDim.x * blockDim.x));
    }
    // Bitonic sort of the block's 256 positive exposures, ascending.
    for (int size = 2; size <= 256; size <<= 1) {
      for (int stride = size >> 1; stride > 0; stride >>= 1) {
        const int partner = threadIdx.x ^ stride;
        if (partner > (int)threadIdx.x) {
          const bool up = (threadIdx.x & size) == 0;
          const double u = vals[threadIdx.x], v = vals[partner];
          if ((u > v) == up) {
            vals[threadIdx.x] = v;
            vals[partner] = u;
          }
        }
        __syncthreads();
      }
    }
    if (threadIdx.x == 0) pfe[blockIdx.x * nstep + step - 1] = vals[(int)(0.975 * 256)];
    __syncthreads();
  }
}
