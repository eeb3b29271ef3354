// @realcode Gillespie's stochastic simulation algorithm (direct method) for an ensemble of gene-expression networks, as systems-biology GPU simulators run one trajectory per thread: a reaction network of mRNA and protein birth/death plus promoter switching described by __constant__ stoichiometry and rate tables, propensities recomputed each step in a small local array, the next reaction picked by a linear search over the cumulative propensities, the time step from -log(u)/a0 with cuRAND XORWOW uniforms (curand_init per thread, curand_uniform_double), a step cap and a time horizon, and the final copy numbers and the step count written per trajectory; double throughout so the trajectories agree.
// @let NTRAJ = 1 << 15
// @let NREACT = 6
// @let NSPEC = 3
// @const c_rates f64[6] set(0, 0.05) set(1, 0.02) set(2, 4.0) set(3, 0.3) set(4, 2.0) set(5, 0.05)
// @const c_stoich i32[18] set(0, 1) set(1, 0) set(2, 0) set(3, -1) set(4, 0) set(5, 0) set(6, 0) set(7, 1) set(8, 0) set(9, 0) set(10, -1) set(11, 0) set(12, 0) set(13, 0) set(14, 1) set(15, 0) set(16, 0) set(17, -1)
// @buf state i32[NTRAJ * 3] zero
// @buf steps i32[NTRAJ] zero
// @buf tend f64[NTRAJ] zero
// @launch ssa_direct grid(NTRAJ / 128) block(128) args(state, steps, tend, u64(20261207), f64(200.0), i32(20000), i32(NTRAJ))
// @check state exact
// @check steps exact
// @check tend abs=1e-9 rel=1e-12
#include <curand_kernel.h>

#define NUM_REACTIONS 6
#define NUM_SPECIES 3

// species: 0 promoter on (0/1), 1 mRNA, 2 protein
// reactions: promoter on, promoter off, transcription (needs promoter on), mRNA decay, translation, protein decay
__constant__ double c_rates[NUM_REACTIONS];
__constant__ int c_stoich[NUM_REACTIONS][NUM_SPECIES];

__device__ void propensities(const int x[NUM_SPECIES], double a[NUM_REACTIONS]) {
  a[0] = c_rates[0] * (1 - x[0]);
  a[1] = c_rates[1] * x[0];
  a[2] = c_rates[2] * x[0];
  a[3] = c_rates[3] * x[1];
  a[4] = c_rates[4] * x[1];
  a[5] = c_rates[5] * x[2];
}

__global__ void ssa_direct(int *state, int *steps_out, double *t_out, unsigned long long seed, double t_end, int max_steps,
                           int ntraj) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= ntraj) return;
  curandState rng;
  curand_init(seed, tid, 0, &rng);
  int x[NUM_SPECIES] = {0, 0, 0};
  double a[NUM_REACTIONS];
  double t = 0.0;
  int step = 0;
  while (step < max_steps) {
    propensities(x, a);
    double a0 = 0.0;
    for (int r = 0; r < NUM_REACTIONS; ++r) a0 += a[r];
    if (a0 <= 0.0) break;
    const double u1 = curand_uniform_double(&rng);
    const double u2 = curand_uniform_double(&rng);
    const double tau = -log(u1) / a0;
    if (t + tau > t_end) break;
    t += tau;
    const double target = u2 * a0;
    double cum = 0.0;
    int r = 0;
    for (; r < NUM_REACTIONS - 1; ++r) {
      cum += a[r];
      if (target < cum) break;
    }
    for (int s = 0; s < NUM_SPECIES; ++s) x[s] += c_stoich[r][s];
    ++step;
  }
  for (int s = 0; s < NUM_SPECIES; ++s) state[tid * NUM_SPECIES + s] = x[s];
  steps_out[tid] = step;
  t_out[tid] = t;
}
