// @realcode American put options on a recombining trinomial (Boyle) lattice as pricing libraries batch them: one block per option, the 2N+1 terminal payoffs built in shared memory, backward induction over N = 1000 steps with ping-pong shared rows, the continuation value from up/mid/down probabilities under risk-neutral drift, early exercise as max with the intrinsic value at each node, and the price, delta and gamma read from the first levels of the lattice.
// @let OPTS = 4096
// @let NSTEPS = 1000
// @buf spot f32[OPTS] uniform(80, 120)
// @buf strike f32[OPTS] uniform(80, 120)
// @buf vol f32[OPTS] uniform(0.1, 0.5)
// @buf expiry f32[OPTS] uniform(0.25, 2)
// @buf greeks f32[OPTS * 4] zero
// @launch trinomial_american_put<1000, 256> grid(OPTS) block(256) args(spot, strike, vol, expiry, greeks, f32(0.03))
// @check greeks abs=1e-3 rel=1e-3

struct Lattice {
  float dt, u, pu, pm, pd, disc;
  __device__ static Lattice make(float sigma, float t, float r, int n) {
    Lattice l;
    l.dt = t / n;
    l.u = __expf(sigma * sqrtf(3.0f * l.dt));
    const float nu = r - 0.5f * sigma * sigma;
    const float a = sigma * sigma * l.dt / (2.0f * logf(l.u) * logf(l.u));
    const float b = nu * l.dt / (2.0f * logf(l.u));
    l.pu = a + b;
    l.pd = a - b;
    l.pm = 1.0f - l.pu - l.pd;
    l.disc = __expf(-r * l.dt);
    return l;
  }
};

template <int N, int THREADS>
__global__ void __launch_bounds__(THREADS) trinomial_american_put(const float *__restrict__ spot, const float *__restrict__ strike,
                                                                  const float *__restrict__ vol, const float *__restrict__ expiry,
                                                                  float4 *__restrict__ greeks, float r) {
  __shared__ float v[2][2 * N + 1];
  __shared__ float level2[5];
  __shared__ float level1[3];
  const int opt = blockIdx.x;
  const float s0 = spot[opt], k = strike[opt];
  const Lattice l = Lattice::make(vol[opt], expiry[opt], r, N);
  const float log_u = logf(l.u);

  // Terminal payoffs: node j in [-N, N] at price s0 u^j.
  for (int j = threadIdx.x; j <= 2 * N; j += THREADS) v[0][j] = fmaxf(k - s0 * __expf((j - N) * log_u), 0.0f);
  __syncthreads();

  int cur = 0;
  for (int step = N - 1; step >= 0; --step) {
    const float *nxt = v[cur];
    float *out = v[cur ^ 1];
    for (int j = threadIdx.x; j <= 2 * step; j += THREADS) {
      // Node j at this step sits over nodes j, j + 1, j + 2 of the next.
      float cont = l.disc * (l.pd * nxt[j] + l.pm * nxt[j + 1] + l.pu * nxt[j + 2]);
      float exercise = k - s0 * __expf((j - step) * log_u);
      float val = fmaxf(cont, exercise);
      out[j] = val;
      if (step == 2) level2[j] = val;
      if (step == 1) level1[j] = val;
    }
    __syncthreads();
    cur ^= 1;
  }
  if (threadIdx.x == 0) {
    const float price = v[cur][0];
    const float su = s0 * l.u, sd = s0 / l.u;
    const float delta = (level1[2] - level1[0]) / (su - sd);
    const float su2 = s0 * l.u * l.u, sd2 = s0 / (l.u * l.u);
    const float d_up = (level2[4] - level2[2]) / (su2 - s0), d_dn = (level2[2] - level2[0]) / (s0 - sd2);
    const float gamma = (d_up - d_dn) / (0.5f * (su2 - sd2));
    greeks[opt] = make_float4(price, delta, gamma, fmaxf(k - s0, 0.0f));
  }
}

template __global__ void trinomial_american_put<1000, 256>(const float *, const float *, const float *, const float *, float4 *, float);
