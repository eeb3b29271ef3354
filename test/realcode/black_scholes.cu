// @realcode Black-Scholes European call and put prices, two options per thread through float2 (const __restrict__ inputs), polynomial CND, results gathered in a local array before the stores.
// @let N = 1 << 25
// @buf price f32[N] uniform(5, 30)
// @buf strike f32[N] uniform(1, 100)
// @buf years f32[N] uniform(0.25, 10)
// @buf call f32[N] zero
// @buf put f32[N] zero
// @launch black_scholes_pairs grid(cdiv(N / 2, 128)) block(128) args(call, put, price, strike, years, f32(0.02), f32(0.30), i32(N))
// @check call rel=1e-4 abs=1e-4
// @check put rel=1e-4 abs=1e-4
#include <cuda_runtime.h>
#include <math.h>

// Cumulative normal distribution, the Abramowitz-Stegun polynomial.
__device__ inline float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f, A5 = 1.330274429f;
  const float RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float c = RSQRT2PI * __expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0) c = 1.0f - c;
  return c;
}

__device__ inline void price_option(float &call, float &put, float S, float X, float T, float R, float V) {
  float sqrtT = sqrtf(T);
  float d1 = __fdividef(__logf(S / X) + (R + 0.5f * V * V) * T, V * sqrtT);
  float d2 = d1 - V * sqrtT;
  float cndD1 = cnd(d1), cndD2 = cnd(d2);
  float expRT = __expf(-R * T);
  call = S * cndD1 - X * expRT * cndD2;
  put = X * expRT * (1.0f - cndD2) - S * (1.0f - cndD1);
}

__global__ void black_scholes_pairs(float2 *__restrict__ d_call, float2 *__restrict__ d_put,
                                    const float2 *__restrict__ d_price, const float2 *__restrict__ d_strike,
                                    const float2 *__restrict__ d_years, float riskfree, float volatility, int n) {
  const int opt = blockDim.x * blockIdx.x + threadIdx.x;
  if (opt >= n / 2) return;
  float result[4];  // call.x, put.x, call.y, put.y
  price_option(result[0], result[1], d_price[opt].x, d_strike[opt].x, d_years[opt].x, riskfree, volatility);
  price_option(result[2], result[3], d_price[opt].y, d_strike[opt].y, d_years[opt].y, riskfree, volatility);
  d_call[opt] = make_float2(result[0], result[2]);
  d_put[opt] = make_float2(result[1], result[3]);
}
