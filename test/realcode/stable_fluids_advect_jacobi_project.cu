// @realcode Jos Stam's stable fluids on a 2-D MAC-less collocated grid, as GPU Gems and the CUDA fluidsGL sample structure it: semi-Lagrangian advection of a float2 velocity field with a bilinear sampler templated on the field type and clamped edges, a divergence kernel, Jacobi pressure iterations ping-ponging between two buffers (each iteration its own launch), a gradient-subtraction projection, then advection of a scalar dye by the projected velocity; 16x16 blocks with the stencil neighbours staged through a shared tile with a one-cell apron.
// @let N = 1024
// @let ITERS = 40
// @buf vel_in f32[N * N * 2] uniform(-1, 1)
// @buf vel f32[N * N * 2] zero
// @buf dye_in f32[N * N] uniform(0, 1)
// @buf dye f32[N * N] zero
// @buf div f32[N * N] zero
// @buf p0 f32[N * N] zero
// @buf p1 f32[N * N] zero
// @launch advect_kernel<float2> grid(N / 16, N / 16) block(16, 16) args(vel_in, vel_in, vel, i32(N), f32(0.5), f32(0.999))
// @launch divergence_kernel grid(N / 16, N / 16) block(16, 16) args(vel, div, i32(N))
// @loop it = 0; it < ITERS; it = it + 1
//   @launch jacobi_kernel grid(N / 16, N / 16) block(16, 16) args(sel(it % 2, p1, p0), sel(it % 2, p0, p1), div, i32(N))
// @end
// @launch subtract_gradient_kernel grid(N / 16, N / 16) block(16, 16) args(vel, p0, i32(N))
// @launch advect_kernel<float> grid(N / 16, N / 16) block(16, 16) args(vel, dye_in, dye, i32(N), f32(0.5), f32(1.0))
// @check vel abs=1e-4 rel=1e-3
// @check p0 abs=1e-4 rel=1e-3
// @check dye abs=1e-4 rel=1e-3
// @check div abs=1e-5 rel=1e-4

#define TILE 16

template <typename T> __device__ __forceinline__ T lerp_t(T a, T b, float t);
template <> __device__ __forceinline__ float lerp_t<float>(float a, float b, float t) { return a + t * (b - a); }
template <> __device__ __forceinline__ float2 lerp_t<float2>(float2 a, float2 b, float t) {
  return make_float2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}
template <typename T> __device__ __forceinline__ T scale_t(T a, float s);
template <> __device__ __forceinline__ float scale_t<float>(float a, float s) { return a * s; }
template <> __device__ __forceinline__ float2 scale_t<float2>(float2 a, float s) { return make_float2(a.x * s, a.y * s); }

template <typename T> __device__ T sample_bilinear(const T *__restrict__ f, float x, float y, int n) {
  x = fminf(fmaxf(x, 0.f), n - 1.001f);
  y = fminf(fmaxf(y, 0.f), n - 1.001f);
  const int i = (int)x, j = (int)y;
  const float tx = x - i, ty = y - j;
  const T a = f[j * n + i], b = f[j * n + i + 1], c = f[(j + 1) * n + i], d = f[(j + 1) * n + i + 1];
  return lerp_t(lerp_t(a, b, tx), lerp_t(c, d, tx), ty);
}

// q_out(x) = dissipation * q_in(x - dt * u(x)), u in cells per unit time
template <typename T>
__global__ void advect_kernel(const float2 *__restrict__ u, const T *__restrict__ q_in, T *__restrict__ q_out, int n, float dt, float dissipation) {
  const int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  const float2 v = u[y * n + x];
  const float px = x - dt * v.x * 8.f, py = y - dt * v.y * 8.f;
  q_out[y * n + x] = scale_t(sample_bilinear(q_in, px, py, n), dissipation);
}

__global__ void divergence_kernel(const float2 *__restrict__ u, float *__restrict__ div, int n) {
  __shared__ float2 s[TILE + 2][TILE + 2];
  const int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  auto at = [&](int i, int j) { return u[min(max(j, 0), n - 1) * n + min(max(i, 0), n - 1)]; };
  s[ty][tx] = at(x, y);
  if (threadIdx.x == 0) s[ty][0] = at(x - 1, y);
  if (threadIdx.x == TILE - 1) s[ty][TILE + 1] = at(x + 1, y);
  if (threadIdx.y == 0) s[0][tx] = at(x, y - 1);
  if (threadIdx.y == TILE - 1) s[TILE + 1][tx] = at(x, y + 1);
  __syncthreads();
  div[y * n + x] = 0.5f * ((s[ty][tx + 1].x - s[ty][tx - 1].x) + (s[ty + 1][tx].y - s[ty - 1][tx].y));
}

__global__ void jacobi_kernel(const float *__restrict__ p_in, float *__restrict__ p_out, const float *__restrict__ div, int n) {
  __shared__ float s[TILE + 2][TILE + 2];
  const int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  // pure Neumann walls: a neighbour outside the grid mirrors the cell
  s[ty][tx] = p_in[y * n + x];
  if (threadIdx.x == 0) s[ty][0] = p_in[y * n + max(x - 1, 0)];
  if (threadIdx.x == TILE - 1) s[ty][TILE + 1] = p_in[y * n + min(x + 1, n - 1)];
  if (threadIdx.y == 0) s[0][tx] = p_in[max(y - 1, 0) * n + x];
  if (threadIdx.y == TILE - 1) s[TILE + 1][tx] = p_in[min(y + 1, n - 1) * n + x];
  __syncthreads();
  p_out[y * n + x] = 0.25f * (s[ty][tx - 1] + s[ty][tx + 1] + s[ty - 1][tx] + s[ty + 1][tx] - div[y * n + x]);
}

__global__ void subtract_gradient_kernel(float2 *__restrict__ u, const float *__restrict__ p, int n) {
  const int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  const float pl = p[y * n + max(x - 1, 0)], pr = p[y * n + min(x + 1, n - 1)];
  const float pb = p[max(y - 1, 0) * n + x], pt = p[min(y + 1, n - 1) * n + x];
  float2 v = u[y * n + x];
  v.x -= 0.5f * (pr - pl);
  v.y -= 0.5f * (pt - pb);
  u[y * n + x] = v;
}

template __global__ void advect_kernel<float2>(const float2 *, const float2 *, float2 *, int, float, float);
template __global__ void advect_kernel<float>(const float2 *, const float *, float *, int, float, float);
