// @realcode Gray-Scott reaction-diffusion on a 2048^2 float2 (u, v) field in the style of pattern-formation demos: a kernel template over a boundary policy class (periodic wrap or zero-flux clamp, static member index functions) and a parameter traits struct, a 32x8 block staging its tile with a one-cell apron in shared float2, the 5-point Laplacian, and forward Euler steps ping-ponging between two buffers, one launch per step.
// @let N = 2048
// @let STEPS = 24
// @buf f0 f32[N * N * 2] uniform(0, 1)
// @buf f1 f32[N * N * 2] zero
// @buf g0 f32[N * N * 2] uniform(0, 1)
// @buf g1 f32[N * N * 2] zero
// @loop s = 0; s < STEPS; s = s + 1
//   @launch gray_scott_step<PeriodicBoundary, CoralParams> grid(N / 32, N / 8) block(32, 8) args(sel(s % 2, f1, f0), sel(s % 2, f0, f1), i32(N))
//   @launch gray_scott_step<ClampBoundary, MitosisParams> grid(N / 32, N / 8) block(32, 8) args(sel(s % 2, g1, g0), sel(s % 2, g0, g1), i32(N))
// @end
// @check f0 abs=1e-4 rel=1e-4
// @check g0 abs=1e-4 rel=1e-4

struct PeriodicBoundary {
  static __device__ __forceinline__ int index(int i, int n) { return (i + n) % n; }
};
struct ClampBoundary {
  static __device__ __forceinline__ int index(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }
};

struct CoralParams {
  static constexpr float Du = 0.16f, Dv = 0.08f, F = 0.0545f, k = 0.062f, dt = 1.0f;
};
struct MitosisParams {
  static constexpr float Du = 0.14f, Dv = 0.06f, F = 0.0367f, k = 0.0649f, dt = 1.0f;
};

constexpr int TX = 32, TY = 8;

template <class Boundary, class Params>
__global__ void __launch_bounds__(TX * TY) gray_scott_step(const float2 *__restrict__ in, float2 *__restrict__ out, int n) {
  __shared__ float2 tile[TY + 2][TX + 2];
  const int x = blockIdx.x * TX + threadIdx.x;
  const int y = blockIdx.y * TY + threadIdx.y;
  const int lx = threadIdx.x + 1, ly = threadIdx.y + 1;

  tile[ly][lx] = in[y * n + x];
  if (threadIdx.x == 0) tile[ly][0] = in[y * n + Boundary::index(x - 1, n)];
  if (threadIdx.x == TX - 1) tile[ly][TX + 1] = in[y * n + Boundary::index(x + 1, n)];
  if (threadIdx.y == 0) tile[0][lx] = in[Boundary::index(y - 1, n) * n + x];
  if (threadIdx.y == TY - 1) tile[TY + 1][lx] = in[Boundary::index(y + 1, n) * n + x];
  __syncthreads();

  const float2 c = tile[ly][lx];
  const float2 w = tile[ly][lx - 1], e = tile[ly][lx + 1];
  const float2 s = tile[ly - 1][lx], nn = tile[ly + 1][lx];
  const float lu = w.x + e.x + s.x + nn.x - 4.0f * c.x;
  const float lv = w.y + e.y + s.y + nn.y - 4.0f * c.y;
  const float uvv = c.x * c.y * c.y;
  float2 r;
  r.x = c.x + Params::dt * (Params::Du * lu - uvv + Params::F * (1.0f - c.x));
  r.y = c.y + Params::dt * (Params::Dv * lv + uvv - (Params::F + Params::k) * c.y);
  out[y * n + x] = r;
}

// Host side: advance both simulations, each with its own boundary and parameters.
void run_patterns(float2 *f[2], float2 *g[2], int n, int steps, cudaStream_t s) {
  dim3 grid(n / TX, n / TY), block(TX, TY);
  for (int i = 0; i < steps; ++i) {
    gray_scott_step<PeriodicBoundary, CoralParams><<<grid, block, 0, s>>>(f[i % 2], f[(i + 1) % 2], n);
    gray_scott_step<ClampBoundary, MitosisParams><<<grid, block, 0, s>>>(g[i % 2], g[(i + 1) % 2], n);
  }
}
