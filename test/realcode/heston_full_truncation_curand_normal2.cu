// @realcode Heston stochastic-volatility Monte Carlo pricing with cuRAND's device API: a setup kernel giving each path a curandStatePhilox4_32_10_t (curand_init with the path id as the subsequence) stored to global memory, the pricing kernel copying its state to a register, correlated normals from curand_normal2 (Box-Muller pairs), a full-truncation Euler scheme for the variance, payoffs of a European call and an up-and-out barrier call accumulated per block with a shared tree reduction into double partial sums, and the state written back so a second batch continues the streams.
// @let PATHS = 1 << 18
// @let STEPS = 128
// @buf states u8[PATHS * 64] zero
// @buf call_sum f64[PATHS / 256] zero
// @buf barrier_sum f64[PATHS / 256] zero
// @launch setup_philox grid(PATHS / 256) block(256) args(states, u64(20251205), i32(PATHS))
// @launch heston_paths grid(PATHS / 256) block(256) args(states, call_sum, barrier_sum, i32(PATHS), i32(STEPS), f32(1.0 / 128), f32(100), f32(105), f32(140))
// @check call_sum rel=1e-4 abs=1e-2
// @check barrier_sum rel=1e-4 abs=1e-2
// @check states exact
#include <curand_kernel.h>

struct HestonParams {
  float kappa = 2.0f, theta = 0.04f, xi = 0.5f, rho = -0.7f, r = 0.02f, v0 = 0.04f;
};

__global__ void setup_philox(curandStatePhilox4_32_10_t *states, unsigned long long seed, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n) curand_init(seed, id, 0, &states[id]);
}

__global__ void __launch_bounds__(256) heston_paths(curandStatePhilox4_32_10_t *states, double *call_sum,
                                                    double *barrier_sum, int n, int steps, float dt, float s0,
                                                    float strike, float barrier) {
  __shared__ double red_call[256], red_barrier[256];
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  const HestonParams hp;
  float call = 0.0f, knocked = 0.0f;
  if (id < n) {
    curandStatePhilox4_32_10_t local = states[id];
    float logs = logf(s0), v = hp.v0;
    const float sqrt_dt = sqrtf(dt), rho_c = sqrtf(1.0f - hp.rho * hp.rho);
    bool alive = true;
    for (int t = 0; t < steps; t++) {
      float2 z = curand_normal2(&local);
      float zv = z.x, zs = hp.rho * z.x + rho_c * z.y;
      float vp = fmaxf(v, 0.0f);  // full truncation
      float sv = sqrtf(vp);
      logs += (hp.r - 0.5f * vp) * dt + sv * sqrt_dt * zs;
      v += hp.kappa * (hp.theta - vp) * dt + hp.xi * sv * sqrt_dt * zv;
      alive = alive && expf(logs) < barrier;
    }
    float st = expf(logs);
    float disc = expf(-hp.r * dt * steps);
    call = disc * fmaxf(st - strike, 0.0f);
    knocked = alive ? call : 0.0f;
    states[id] = local;
  }
  red_call[threadIdx.x] = call;
  red_barrier[threadIdx.x] = knocked;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) {
      red_call[threadIdx.x] += red_call[threadIdx.x + s];
      red_barrier[threadIdx.x] += red_barrier[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    call_sum[blockIdx.x] = red_call[0];
    barrier_sum[blockIdx.x] = red_barrier[0];
  }
}
