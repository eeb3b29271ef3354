// @realcode Implied volatility inversion as option-analytics libraries batch it: one quote per thread in double, Black-Scholes prices and vegas from normcdf/exp/log, call and put pricers picked through a __device__ function-pointer table indexed by the quote's type, safeguarded Newton-Raphson that falls back to bisection when a step leaves the bracket or vega vanishes, an iteration count per quote, arbitrage bounds rejected with NaN.
// @let N = 1 << 20
// @buf spot f64[N] uniform(80.0, 120.0)
// @buf strike f64[N] uniform(70.0, 130.0)
// @buf expiry f64[N] uniform(0.05, 2.0)
// @buf truevol f64[N] uniform(0.05, 0.9)
// @buf kind i32[N] uniform(0, 2)
// @buf price f64[N] zero
// @buf vol f64[N] zero
// @buf iters i32[N] zero
// @launch price_quotes grid(N / 256) block(256) args(spot, strike, expiry, truevol, kind, price, f64(0.03), i32(N))
// @launch implied_vol grid(N / 256) block(256) args(spot, strike, expiry, price, kind, vol, iters, f64(0.03), i32(N))
// @check price abs=1e-12 rel=1e-12
// @check vol abs=1e-6 rel=1e-6 frac=1e-3 (a deep out-of-the-money quote has a vega near zero: its price tolerance leaves the volatility loose, and the bisection path may stop a step apart)
// @check iters frac=1e-3 (a quote whose Newton step lands within an ulp of the tolerance may take one more step under a different fma contraction)
#include <cmath>

struct Greeks {
  double price, vega;
};

typedef Greeks (*Pricer)(double s, double k, double t, double r, double sigma);

__device__ Greeks bs_call(double s, double k, double t, double r, double sigma) {
  double sq = sqrt(t);
  double d1 = (log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sq);
  double d2 = d1 - sigma * sq;
  double df = exp(-r * t);
  return {s * normcdf(d1) - k * df * normcdf(d2), s * sq * 0.3989422804014327 * exp(-0.5 * d1 * d1)};
}

__device__ Greeks bs_put(double s, double k, double t, double r, double sigma) {
  double sq = sqrt(t);
  double d1 = (log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sq);
  double d2 = d1 - sigma * sq;
  double df = exp(-r * t);
  return {k * df * normcdf(-d2) - s * normcdf(-d1), s * sq * 0.3989422804014327 * exp(-0.5 * d1 * d1)};
}

__device__ Pricer const pricers[2] = {bs_call, bs_put};

__global__ void price_quotes(const double *__restrict__ spot, const double *__restrict__ strike,
                             const double *__restrict__ expiry, const double *__restrict__ vol,
                             const int *__restrict__ kind, double *__restrict__ price, double r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    price[i] = pricers[kind[i]](spot[i], strike[i], expiry[i], r, vol[i]).price;
}

__global__ void implied_vol(const double *__restrict__ spot, const double *__restrict__ strike,
                            const double *__restrict__ expiry, const double *__restrict__ price,
                            const int *__restrict__ kind, double *__restrict__ vol, int *__restrict__ iters,
                            double r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double s = spot[i], k = strike[i], t = expiry[i], p = price[i];
  Pricer f = pricers[kind[i]];
  double df = exp(-r * t);
  double lower = kind[i] == 0 ? fmax(s - k * df, 0.0) : fmax(k * df - s, 0.0);
  double upper = kind[i] == 0 ? s : k * df;
  if (!(p > lower && p < upper)) {
    vol[i] = NAN;
    iters[i] = 0;
    return;
  }
  double lo = 1e-4, hi = 5.0;
  double sigma = sqrt(2.0 * fabs(log(s / k) + r * t) / t);
  sigma = fmin(fmax(sigma, 0.1), 2.0);
  int it = 0;
  for (; it < 100; ++it) {
    Greeks g = f(s, k, t, r, sigma);
    double diff = g.price - p;
    if (fabs(diff) < 1e-10)
      break;
    if (diff > 0.0)
      hi = sigma;
    else
      lo = sigma;
    double next = g.vega > 1e-12 ? sigma - diff / g.vega : 0.5 * (lo + hi);
    if (!(next > lo && next < hi))
      next = 0.5 * (lo + hi);
    if (fabs(next - sigma) < 1e-14)
      break;
    sigma = next;
  }
  vol[i] = sigma;
  iters[i] = it;
}
