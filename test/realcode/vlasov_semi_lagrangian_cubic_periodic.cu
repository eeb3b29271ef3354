// @realcode A 1D1V Vlasov-Poisson step by directional splitting as plasma-kinetic GPU codes run it: the distribution f(x, v) on a phase-space grid, the charge density by a velocity-space reduction per x column in shared memory, the electric field by a periodic prefix integral of (rho - 1) in one block, then semi-Lagrangian advection along x (shift v * dt) and along v (shift E * dt) with cubic Lagrange interpolation on four points, periodic in x and zero inflow in v through clamped ghost reads.
// @let NX = 1024
// @let NV = 512
// @buf f_a f32[NX * NV] uniform(0, 1)
// @buf f_b f32[NX * NV] zero
// @buf rho f32[NX] zero
// @buf efield f32[NX] zero
// @loop s = 0; s < 4; s = s + 1
//   @launch advect_x grid(NV) block(256) args(f_a, f_b, i32(NX), i32(NV), f32(0.05), f32(0.01), f32(6.0))
//   @launch density grid(NX) block(256) args(f_b, rho, i32(NX), i32(NV), f32(0.0234375))
//   @launch field grid(1) block(1024) args(rho, efield, i32(NX), f32(0.01))
//   @launch advect_v grid(NX) block(256) args(f_b, f_a, efield, i32(NX), i32(NV), f32(0.05), f32(0.0234375))
// @end
// @check f_a abs=1e-4 rel=1e-4
// @check f_b abs=1e-4 rel=1e-4
// @check rho abs=1e-3 rel=1e-4
// @check efield abs=1e-4 rel=1e-3
// Layout: f[v * NX + x] (x fastest). Velocities v_j = -VMAX + (j + 0.5) dv.

__device__ __forceinline__ float cubic_lagrange(float fm1, float f0, float f1, float f2, float t) {
  // Weights of the four points at -1, 0, 1, 2 for 0 <= t < 1.
  float wm1 = -t * (t - 1.f) * (t - 2.f) * (1.f / 6.f);
  float w0 = (t + 1.f) * (t - 1.f) * (t - 2.f) * 0.5f;
  float w1 = -(t + 1.f) * t * (t - 2.f) * 0.5f;
  float w2 = (t + 1.f) * t * (t - 1.f) * (1.f / 6.f);
  return wm1 * fm1 + w0 * f0 + w1 * f1 + w2 * f2;
}

__global__ void advect_x(const float *__restrict__ f, float *__restrict__ out, int nx, int nv, float dt, float dx,
                         float vmax) {
  int j = blockIdx.x;
  float dv = 2.f * vmax / nv;
  float v = -vmax + (j + 0.5f) * dv;
  float shift = v * dt / dx; // cells
  float base = floorf(shift);
  float t = shift - base;
  int ib = (int)base;
  const float *row = f + (size_t)j * nx;
  for (int i = threadIdx.x; i < nx; i += blockDim.x) {
    // Departure point x_i - shift, periodic.
    int k = i - ib - 1;
    auto at = [&](int q) { return __ldg(row + ((q % nx) + nx) % nx); };
    out[(size_t)j * nx + i] = cubic_lagrange(at(k + 2), at(k + 1), at(k), at(k - 1), t);
  }
}

__global__ void density(const float *__restrict__ f, float *__restrict__ rho, int nx, int nv, float dv) {
  __shared__ float part[256];
  int i = blockIdx.x;
  float s = 0.f;
  for (int j = threadIdx.x; j < nv; j += blockDim.x)
    s += f[(size_t)j * nx + i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int d = 128; d > 0; d >>= 1) {
    if (threadIdx.x < d)
      part[threadIdx.x] += part[threadIdx.x + d];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    rho[i] = part[0] * dv;
}

// E' = rho - mean(rho), periodic: E is the running integral minus its mean.
__global__ void field(const float *__restrict__ rho, float *__restrict__ e, int nx, float dx) {
  __shared__ float s[1024];
  __shared__ float mean_rho, mean_e;
  int i = threadIdx.x;
  float r = i < nx ? rho[i] : 0.f;
  s[i] = r;
  __syncthreads();
  for (int d = 512; d > 0; d >>= 1) {
    if (i < d)
      s[i] += s[i + d];
    __syncthreads();
  }
  if (i == 0)
    mean_rho = s[0] / nx;
  __syncthreads();
  s[i] = i < nx ? (r - mean_rho) * dx : 0.f;
  __syncthreads();
  for (int d = 1; d < 1024; d <<= 1) {
    float y = i >= d ? s[i - d] : 0.f;
    __syncthreads();
    s[i] += y;
    __syncthreads();
  }
  float ei = s[i];
  __syncthreads();
  s[i] = i < nx ? ei : 0.f;
  __syncthreads();
  for (int d = 512; d > 0; d >>= 1) {
    if (i < d)
      s[i] += s[i + d];
    __syncthreads();
  }
  if (i == 0)
    mean_e = s[0] / nx;
  __syncthreads();
  if (i < nx)
    e[i] = ei - mean_e;
}

__global__ void advect_v(const float *__restrict__ f, float *__restrict__ out, const float *__restrict__ e, int nx,
                         int nv, float dt, float dv) {
  int i = blockIdx.x;
  float shift = -e[i] * dt / dv;
  float base = floorf(shift);
  float t = shift - base;
  int ib = (int)base;
  for (int j = threadIdx.x; j < nv; j += blockDim.x) {
    int k = j - ib - 1;
    // Zero inflow: outside the velocity grid f is 0.
    auto at = [&](int q) { return (q >= 0 && q < nv) ? __ldg(f + (size_t)q * nx + i) : 0.f; };
    out[(size_t)j * nx + i] = cubic_lagrange(at(k + 2), at(k + 1), at(k), at(k - 1), t);
  }
}
