// @realcode Batched fixed-step ODE integration in the style of parameter-sweep codes: a classic fourth-order Runge-Kutta stepper templated on the system functor and its dimension (a State<N> struct with element-wise operator+ and scalar operator*, all loops unrolled), three systems as functors with parameters as members (Lorenz, a damped driven Duffing oscillator using __sinf of time, a two-species Lotka-Volterra), one thread per parameter set, results and a running max norm written per trajectory, and the dense output of every 64th step for one sweep.
// @let NSYS = 1 << 16
// @let STEPS = 2000
// @buf params f32[NSYS * 3] uniform(0.5, 1.5)
// @buf lorenz f32[NSYS * 3] zero
// @buf duffing f32[NSYS * 2] zero
// @buf lotka f32[NSYS * 2] zero
// @buf maxnorm f32[NSYS] zero
// @buf dense f32[(STEPS / 64) * 2 * 256] zero
// @launch integrate_lorenz grid(NSYS / 128) block(128) args(params, lorenz, maxnorm, i32(NSYS), i32(STEPS), f32(0.002))
// @launch integrate_duffing grid(NSYS / 128) block(128) args(params, duffing, dense, i32(NSYS), i32(STEPS), f32(0.01))
// @launch integrate_lotka grid(NSYS / 128) block(128) args(params, lotka, i32(NSYS), i32(STEPS), f32(0.005))
// @check lorenz rel=1e-3 abs=1e-3
// @check duffing rel=1e-3 abs=1e-3
// @check lotka rel=1e-3 abs=1e-3
// @check maxnorm rel=1e-3 abs=1e-3
// @check dense rel=1e-3 abs=1e-3

template <int N> struct State {
  float v[N];
  __device__ float &operator[](int i) { return v[i]; }
  __device__ const float &operator[](int i) const { return v[i]; }
};
template <int N> __device__ State<N> operator+(const State<N> &a, const State<N> &b) {
  State<N> r;
#pragma unroll
  for (int i = 0; i < N; i++) r[i] = a[i] + b[i];
  return r;
}
template <int N> __device__ State<N> operator*(float s, const State<N> &a) {
  State<N> r;
#pragma unroll
  for (int i = 0; i < N; i++) r[i] = s * a[i];
  return r;
}

template <typename Sys, int N = Sys::dim> __device__ State<N> rk4_step(const Sys &f, float t, const State<N> &y, float h) {
  State<N> k1 = f(t, y);
  State<N> k2 = f(t + 0.5f * h, y + (0.5f * h) * k1);
  State<N> k3 = f(t + 0.5f * h, y + (0.5f * h) * k2);
  State<N> k4 = f(t + h, y + h * k3);
  return y + (h / 6.0f) * (k1 + 2.0f * k2 + 2.0f * k3 + k4);
}

struct Lorenz {
  static constexpr int dim = 3;
  float sigma, rho, beta;
  __device__ State<3> operator()(float, const State<3> &y) const {
    return State<3>{{sigma * (y[1] - y[0]), y[0] * (rho - y[2]) - y[1], y[0] * y[1] - beta * y[2]}};
  }
};

struct Duffing {
  static constexpr int dim = 2;
  float delta, alpha, beta, gamma, omega;
  __device__ State<2> operator()(float t, const State<2> &y) const {
    return State<2>{{y[1], -delta * y[1] - alpha * y[0] - beta * y[0] * y[0] * y[0] + gamma * __sinf(omega * t)}};
  }
};

struct LotkaVolterra {
  static constexpr int dim = 2;
  float a, b, c, d;
  __device__ State<2> operator()(float, const State<2> &y) const {
    return State<2>{{a * y[0] - b * y[0] * y[1], d * y[0] * y[1] - c * y[1]}};
  }
};

__global__ void integrate_lorenz(const float *__restrict__ p, float *__restrict__ out, float *__restrict__ maxnorm,
                                 int n, int steps, float h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Lorenz sys{10.0f * p[3 * i], 28.0f * p[3 * i + 1], 8.0f / 3.0f * p[3 * i + 2]};
  State<3> y{{1.0f, 1.0f, 1.0f}};
  float mx = 0.0f;
  for (int s = 0; s < steps; s++) {
    y = rk4_step(sys, s * h, y, h);
    mx = fmaxf(mx, sqrtf(y[0] * y[0] + y[1] * y[1] + y[2] * y[2]));
  }
  // Lorenz is chaotic: compare only a short horizon (2000 * 0.002 = 4 time units).
  for (int k = 0; k < 3; k++) out[3 * i + k] = y[k];
  maxnorm[i] = mx;
}

__global__ void integrate_duffing(const float *__restrict__ p, float *__restrict__ out, float *__restrict__ dense, int n,
                                  int steps, float h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Duffing sys{0.2f * p[3 * i], -1.0f, p[3 * i + 1], 0.3f * p[3 * i + 2], 1.2f};
  State<2> y{{0.5f, 0.0f}};
  for (int s = 0; s < steps; s++) {
    y = rk4_step(sys, s * h, y, h);
    if (i < 256 && s % 64 == 63) {
      dense[((s / 64) * 256 + i) * 2] = y[0];
      dense[((s / 64) * 256 + i) * 2 + 1] = y[1];
    }
  }
  out[2 * i] = y[0];
  out[2 * i + 1] = y[1];
}

__global__ void integrate_lotka(const float *__restrict__ p, float *__restrict__ out, int n, int steps, float h) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  LotkaVolterra sys{1.1f * p[3 * i], 0.4f, 0.4f * p[3 * i + 1], 0.1f * p[3 * i + 2]};
  State<2> y{{10.0f, 5.0f}};
  for (int s = 0; s < steps; s++) y = rk4_step(sys, 0.0f, y, h);
  out[2 * i] = y[0];
  out[2 * i + 1] = y[1];
}
