// @realcode Monte Carlo with cuRAND's MRG32k3a generator, as quantitative-finance code picks it for its long, well-tested streams: a setup kernel gives every path curandStateMRG32k3a_t through curand_init(seed, path, 0, ...) (skip-ahead of 2^76 per subsequence), the pricing kernel draws curand_normal_double for a log-Euler step of a geometric Brownian motion and curand_uniform for a Bernoulli default indicator, skipahead() jumps a second batch past the first's draws, and curand() feeds a 32-bit histogram of raw outputs.
// @let PATHS = 1 << 16
// @let STEPS = 64
// @buf states u8[PATHS * 48] zero
// @buf payoff f64[PATHS] zero
// @buf defaults u32[1] zero
// @buf raw_hist u32[256] zero
// @launch setup_mrg grid(PATHS / 128) block(128) args(states, u64(424242), i32(PATHS))
// @launch price_paths grid(PATHS / 128) block(128) args(states, payoff, defaults, i32(PATHS), i32(STEPS), f64(1.0 / 64), f64(100), f64(100), f32(0.002))
// @launch raw_histogram grid(PATHS / 128) block(128) args(states, raw_hist, i32(PATHS), u64(1000000))
// @check payoff rel=1e-12 abs=1e-12
// @check defaults exact
// @check raw_hist exact
// @check states exact
#include <curand_kernel.h>

__global__ void setup_mrg(curandStateMRG32k3a_t *states, unsigned long long seed, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n) curand_init(seed, id, 0, &states[id]);
}

__global__ void price_paths(curandStateMRG32k3a_t *states, double *payoff, unsigned *defaults, int n, int steps,
                            double dt, double s0, double strike, float hazard) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n) return;
  curandStateMRG32k3a_t st = states[id];
  const double r = 0.03, sigma = 0.25;
  double logs = log(s0);
  bool defaulted = false;
  for (int t = 0; t < steps; t++) {
    double z = curand_normal_double(&st);
    logs += (r - 0.5 * sigma * sigma) * dt + sigma * sqrt(dt) * z;
    defaulted = defaulted || curand_uniform(&st) < hazard;
  }
  payoff[id] = defaulted ? 0.0 : exp(-r * dt * steps) * fmax(exp(logs) - strike, 0.0);
  if (defaulted) atomicAdd(defaults, 1u);
  states[id] = st;
}

__global__ void raw_histogram(curandStateMRG32k3a_t *states, unsigned *hist, int n, unsigned long long skip) {
  __shared__ unsigned local[256];
  local[threadIdx.x] = 0;
  local[threadIdx.x + 128] = 0;
  __syncthreads();
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n) {
    curandStateMRG32k3a_t st = states[id];
    skipahead(skip, &st);
    for (int k = 0; k < 16; k++) atomicAdd(&local[curand(&st) >> 24], 1u);
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
  atomicAdd(&hist[threadIdx.x + 128], local[threadIdx.x + 128]);
}
