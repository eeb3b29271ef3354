// @realcode Batched adaptive Runge-Kutta integration for parameter sweeps of small ODE systems, as GPU ensemble solvers write it: one thread per initial value problem, a Dormand-Prince 5(4) tableau held in __device__ constexpr arrays of a namespace (a static constexpr member array would live in host memory only, nvcc's error) next to a traits struct, CRTP system classes (Lorenz-63, forced Van der Pol) providing rhs() to a Solver base, the scaled RMS error norm with absolute and relative tolerances, the step-size controller with a safety factor and clamped growth, accepted/rejected step counters, and each problem integrated to t = 2 (Lorenz) or t = 10 (Van der Pol).
// @let P = 1 << 17
// @buf lorenz_state f32[P * 4] uniform(-10, 10)
// @buf lorenz_rho f32[P] uniform(20, 30)
// @buf lorenz_stats i32[P * 2] zero
// @buf vdp_state f32[P * 4] uniform(-2, 2)
// @buf vdp_mu f32[P] uniform(0.5, 3)
// @buf vdp_stats i32[P * 2] zero
// @launch integrate<Lorenz> grid(P / 128) block(128) args(lorenz_state, lorenz_rho, lorenz_stats, i32(P), f32(2.0), f32(1e-5), f32(1e-5))
// @launch integrate<VanDerPol> grid(P / 128) block(128) args(vdp_state, vdp_mu, vdp_stats, i32(P), f32(10.0), f32(1e-5), f32(1e-5))
// @check lorenz_state abs=1e-2 rel=1e-2 frac=1e-2 (Lorenz-63 is chaotic: a last-ulp difference from another FMA contraction grows by about e^(0.9 t), and the controller may then accept a different step sequence, each within the tolerances)
// @check lorenz_stats frac=0.05 (the step counts follow those step sequences)
// @check vdp_state abs=1e-3 rel=1e-3 frac=1e-3 (the controller may accept or reject a step whose error norm sits at 1 within rounding)
// @check vdp_stats frac=1e-2 (the step counts follow that decision)

// The Dormand-Prince 5(4) tableau: __device__ constexpr so the unrolled stages fold it into immediates.
namespace dp45 {
__device__ constexpr float c[7] = {0.f, 1.f / 5, 3.f / 10, 4.f / 5, 8.f / 9, 1.f, 1.f};
__device__ constexpr float a[7][6] = {{0, 0, 0, 0, 0, 0},
                                      {1.f / 5, 0, 0, 0, 0, 0},
                                      {3.f / 40, 9.f / 40, 0, 0, 0, 0},
                                      {44.f / 45, -56.f / 15, 32.f / 9, 0, 0, 0},
                                      {19372.f / 6561, -25360.f / 2187, 64448.f / 6561, -212.f / 729, 0, 0},
                                      {9017.f / 3168, -355.f / 33, 46732.f / 5247, 49.f / 176, -5103.f / 18656, 0},
                                      {35.f / 384, 0, 500.f / 1113, 125.f / 192, -2187.f / 6784, 11.f / 84}};
__device__ constexpr float b[7] = {35.f / 384, 0, 500.f / 1113, 125.f / 192, -2187.f / 6784, 11.f / 84, 0};
// Fifth- minus fourth-order weights.
__device__ constexpr float e[7] = {71.f / 57600, 0, -71.f / 16695, 71.f / 1920, -17253.f / 339200, 22.f / 525, -1.f / 40};
} // namespace dp45

struct DormandPrince {
  static constexpr int stages = 7;
  static constexpr int order = 5;
};

template <class System, int N> struct Solver {
  using Tab = DormandPrince;
  float p; // the system's parameter

  __device__ void step(float t, const float (&y)[N], float h, float (&y5)[N], float (&err)[N]) const {
    float k[Tab::stages][N];
    const System &sys = static_cast<const System &>(*this);
#pragma unroll
    for (int s = 0; s < Tab::stages; ++s) {
      float ys[N];
#pragma unroll
      for (int i = 0; i < N; ++i) {
        float acc = y[i];
#pragma unroll
        for (int j = 0; j < s; ++j) acc += h * dp45::a[s][j] * k[j][i];
        ys[i] = acc;
      }
      sys.rhs(t + dp45::c[s] * h, ys, k[s]);
    }
#pragma unroll
    for (int i = 0; i < N; ++i) {
      float acc = y[i], e = 0.0f;
#pragma unroll
      for (int s = 0; s < Tab::stages; ++s) {
        acc += h * dp45::b[s] * k[s][i];
        e += h * dp45::e[s] * k[s][i];
      }
      y5[i] = acc;
      err[i] = e;
    }
  }

  __device__ int integrate(float (&y)[N], float t_end, float atol, float rtol, int &rejected) const {
    float t = 0.0f, h = 1e-3f;
    int accepted = 0;
    rejected = 0;
    while (t < t_end && accepted + rejected < 100000) {
      if (t + h > t_end) h = t_end - t;
      float y5[N], err[N];
      step(t, y, h, y5, err);
      float norm = 0.0f;
#pragma unroll
      for (int i = 0; i < N; ++i) {
        float sc = atol + rtol * fmaxf(fabsf(y[i]), fabsf(y5[i]));
        norm += (err[i] / sc) * (err[i] / sc);
      }
      norm = sqrtf(norm / N);
      if (norm <= 1.0f) {
        t += h;
#pragma unroll
        for (int i = 0; i < N; ++i) y[i] = y5[i];
        ++accepted;
      } else {
        ++rejected;
      }
      float factor = norm == 0.0f ? 5.0f : 0.9f * __powf(norm, -0.2f);
      h *= fminf(5.0f, fmaxf(0.2f, factor));
    }
    return accepted;
  }
};

struct Lorenz : Solver<Lorenz, 3> {
  __device__ void rhs(float, const float (&y)[3], float (&dy)[3]) const {
    const float sigma = 10.0f, beta = 8.0f / 3.0f;
    dy[0] = sigma * (y[1] - y[0]);
    dy[1] = y[0] * (p - y[2]) - y[1];
    dy[2] = y[0] * y[1] - beta * y[2];
  }
};

struct VanDerPol : Solver<VanDerPol, 2> {
  __device__ void rhs(float t, const float (&y)[2], float (&dy)[2]) const {
    dy[0] = y[1];
    dy[1] = p * (1.0f - y[0] * y[0]) * y[1] - y[0] + 0.5f * __cosf(1.2f * t);
  }
};

template <class System> struct Dim;
template <> struct Dim<Lorenz> { static constexpr int value = 3; };
template <> struct Dim<VanDerPol> { static constexpr int value = 2; };

template <class System>
__global__ void __launch_bounds__(128) integrate(float4 *__restrict__ state, const float *__restrict__ param, int2 *__restrict__ stats,
                                                 int n, float t_end, float atol, float rtol) {
  constexpr int N = Dim<System>::value;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  System sys;
  sys.p = param[i];
  float4 s = state[i];
  float y[N];
  const float in[4] = {s.x, s.y, s.z, s.w};
#pragma unroll
  for (int k = 0; k < N; ++k) y[k] = in[k];
  int rejected;
  int accepted = sys.integrate(y, t_end, atol, rtol, rejected);
  float outv[4] = {in[0], in[1], in[2], in[3]};
#pragma unroll
  for (int k = 0; k < N; ++k) outv[k] = y[k];
  state[i] = make_float4(outv[0], outv[1], outv[2], outv[3]);
  stats[i] = make_int2(accepted, rejected);
}

// Host side: the two parameter sweeps.
void sweep_systems(float4 *lorenz, const float *rho, int2 *lorenz_stats, float4 *vdp, const float *mu, int2 *vdp_stats, int n,
                   cudaStream_t s) {
  integrate<Lorenz><<<(n + 127) / 128, 128, 0, s>>>(lorenz, rho, lorenz_stats, n, 2.0f, 1e-5f, 1e-5f);
  integrate<VanDerPol><<<(n + 127) / 128, 128, 0, s>>>(vdp, mu, vdp_stats, n, 10.0f, 1e-5f, 1e-5f);
}
