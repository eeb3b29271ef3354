// @realcode Batched 1-D heat equation with Crank-Nicolson time stepping, one thread per independent rod as option-pricing and diffusion codes batch small tridiagonal systems: the right-hand side and the Thomas algorithm's modified coefficients in per-thread local arrays sized by a template parameter (64 points), the forward sweep and back substitution as plain loops, Dirichlet ends from per-rod boundary arrays, several time steps per launch; and an interleaved-layout variant (point-major, coalesced) of the same solver for comparison.
// @let NRODS = 1 << 15
// @let NPTS = 64
// @buf u0 f32[NRODS * NPTS] uniform(0, 1)
// @buf left f32[NRODS] uniform(0, 1)
// @buf right f32[NRODS] uniform(0, 1)
// @buf kappa f32[NRODS] uniform(0.1, 2)
// @buf u_rowmajor f32[NRODS * NPTS] zero
// @buf u_inter f32[NRODS * NPTS] zero
// @launch crank_nicolson_rows<64> grid(NRODS / 128) block(128) args(u0, left, right, kappa, u_rowmajor, i32(NRODS), i32(20), f32(0.01), f32(0.02))
// @launch crank_nicolson_interleaved<64> grid(NRODS / 128) block(128) args(u0, left, right, kappa, u_inter, i32(NRODS), i32(20), f32(0.01), f32(0.02))
// @check u_rowmajor rel=1e-4 abs=1e-5
// @check u_inter rel=1e-4 abs=1e-5

template <int NP>
__device__ void cn_solve(float (&u)[NP], float lbc, float rbc, float r, int steps) {
  // (I - r/2 L) u^{n+1} = (I + r/2 L) u^n, interior points 1..NP-2.
  const float a = -0.5f * r, b = 1.0f + r, c = -0.5f * r;
  float cp[NP], dp[NP];
  for (int s = 0; s < steps; s++) {
    u[0] = lbc;
    u[NP - 1] = rbc;
    cp[0] = 0.0f;
    dp[0] = lbc;
    for (int i = 1; i < NP - 1; i++) {
      float rhs = 0.5f * r * u[i - 1] + (1.0f - r) * u[i] + 0.5f * r * u[i + 1];
      float denom = b - a * cp[i - 1];
      cp[i] = c / denom;
      dp[i] = (rhs - a * dp[i - 1]) / denom;
    }
    // The last interior row sees the right boundary through c * rbc.
    dp[NP - 2] -= cp[NP - 2] * rbc;
    u[NP - 2] = dp[NP - 2];
    for (int i = NP - 3; i >= 1; i--) u[i] = dp[i] - cp[i] * u[i + 1];
  }
}

template <int NP>
__global__ void crank_nicolson_rows(const float *__restrict__ u0, const float *__restrict__ left,
                                    const float *__restrict__ right, const float *__restrict__ kappa,
                                    float *__restrict__ out, int nrods, int steps, float dt, float dx) {
  int rod = blockIdx.x * blockDim.x + threadIdx.x;
  if (rod >= nrods) return;
  float u[NP];
  for (int i = 0; i < NP; i++) u[i] = u0[(size_t)rod * NP + i];
  float r = kappa[rod] * dt / (dx * dx) * 0.01f;
  cn_solve<NP>(u, left[rod], right[rod], r, steps);
  for (int i = 0; i < NP; i++) out[(size_t)rod * NP + i] = u[i];
}

// Same maths, input read point-major so a warp's loads are contiguous.
template <int NP>
__global__ void crank_nicolson_interleaved(const float *__restrict__ u0, const float *__restrict__ left,
                                           const float *__restrict__ right, const float *__restrict__ kappa,
                                           float *__restrict__ out, int nrods, int steps, float dt, float dx) {
  int rod = blockIdx.x * blockDim.x + threadIdx.x;
  if (rod >= nrods) return;
  float u[NP];
#pragma unroll
  for (int i = 0; i < NP; i++) u[i] = u0[(size_t)i * nrods + rod];
  float r = kappa[rod] * dt / (dx * dx) * 0.01f;
  cn_solve<NP>(u, left[rod], right[rod], r, steps);
#pragma unroll
  for (int i = 0; i < NP; i++) out[(size_t)i * nrods + rod] = u[i];
}

template __global__ void crank_nicolson_rows<64>(const float *, const float *, const float *, const float *, float *,
                                                 int, int, float, float);
template __global__ void crank_nicolson_interleaved<64>(const float *, const float *, const float *, const float *,
                                                        float *, int, int, float, float);
