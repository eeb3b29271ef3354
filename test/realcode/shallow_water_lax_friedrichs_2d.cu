// @realcode a 2-D shallow-water solver (dam break over a periodic basin) in the style of teaching/research finite-volume codes: conserved variables h, hu, hv in separate arrays, the Lax-Friedrichs flux scheme with a CFL-limited time step computed each step by a max-reduction of the wave speed |u| + sqrt(g h) (block reduce with warp shuffles, then atomicMax on the float's bit pattern, valid for non-negative floats), the update kernel reading the step from device memory, ping-ponged over 40 steps; a last kernel computes the total mass and momentum per row in double.
// @let NX = 1024
// @let NY = 1024
// @let STEPS = 40
// @buf h0 f32[NX * NY] uniform(0.9, 1.1)
// @buf hu0 f32[NX * NY] uniform(-0.05, 0.05)
// @buf hv0 f32[NX * NY] uniform(-0.05, 0.05)
// @buf h1 f32[NX * NY] zero
// @buf hu1 f32[NX * NY] zero
// @buf hv1 f32[NX * NY] zero
// @buf smax u32[STEPS] zero
// @buf rowsum f64[NY * 3] zero
// @launch dam_break grid(cdiv(NX * NY, 256)) block(256) args(h0, i32(NX), i32(NY))
// @loop s = 0; s < STEPS; s = s + 1
//   @launch max_wave_speed grid(cdiv(NX * NY, 512)) block(512) args(sel(s % 2, h1, h0), sel(s % 2, hu1, hu0), sel(s % 2, hv1, hv0), smax, i32(s), i32(NX * NY))
//   @launch lax_friedrichs_step grid(NX / 32, NY / 8) block(32, 8) args(sel(s % 2, h1, h0), sel(s % 2, hu1, hu0), sel(s % 2, hv1, hv0), sel(s % 2, h0, h1), sel(s % 2, hu0, hu1), sel(s % 2, hv0, hv1), smax, i32(s), i32(NX), i32(NY), f32(1.0), f32(0.45))
// @end
// @launch row_totals grid(NY) block(256) args(h0, hu0, hv0, rowsum, i32(NX))
// @check h0 abs=1e-4 rel=1e-4
// @check hu0 abs=1e-4 rel=1e-4
// @check hv0 abs=1e-4 rel=1e-4
// @check rowsum abs=1e-2 rel=1e-5

#define GRAV 9.81f

__global__ void dam_break(float *h, int nx, int ny) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nx * ny) return;
  int x = i % nx, y = i / nx;
  float dx = x - nx / 2, dy = y - ny / 2;
  if (dx * dx + dy * dy < (nx / 8) * (nx / 8)) h[i] += 1.0f;
}

__global__ void max_wave_speed(const float *__restrict__ h, const float *__restrict__ hu, const float *__restrict__ hv,
                               unsigned *smax, int step, int n) {
  __shared__ float warp_max[16];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float c = 0.f;
  if (i < n) {
    const float hh = h[i], u = hu[i] / hh, v = hv[i] / hh;
    c = fmaxf(fabsf(u), fabsf(v)) + sqrtf(GRAV * hh);
  }
  for (int o = 16; o > 0; o >>= 1) c = fmaxf(c, __shfl_xor_sync(0xffffffffu, c, o));
  if ((threadIdx.x & 31) == 0) warp_max[threadIdx.x >> 5] = c;
  __syncthreads();
  if (threadIdx.x < 32) {
    c = threadIdx.x < 16 ? warp_max[threadIdx.x] : 0.f;
    for (int o = 8; o > 0; o >>= 1) c = fmaxf(c, __shfl_xor_sync(0xffffffffu, c, o));
    if (threadIdx.x == 0) atomicMax(smax + step, __float_as_uint(c)); // non-negative: bits order as values
  }
}

__device__ __forceinline__ int wrap(int i, int n) { return (i + n) % n; }

__global__ void lax_friedrichs_step(const float *__restrict__ h, const float *__restrict__ hu, const float *__restrict__ hv,
                                    float *__restrict__ hn, float *__restrict__ hun, float *__restrict__ hvn,
                                    const unsigned *__restrict__ smax, int step, int nx, int ny, float dx, float cfl) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  const float dt = cfl * dx / __uint_as_float(smax[step]);
  const float r = dt / (2.f * dx);
  const int E = y * nx + wrap(x + 1, nx), W = y * nx + wrap(x - 1, nx);
  const int N = wrap(y + 1, ny) * nx + x, S = wrap(y - 1, ny) * nx + x;
  // Fluxes F (x direction) and G (y direction) of the neighbours.
  auto F = [&](int k, float &f0, float &f1, float &f2) {
    const float u = hu[k] / h[k];
    f0 = hu[k];
    f1 = hu[k] * u + 0.5f * GRAV * h[k] * h[k];
    f2 = hv[k] * u;
  };
  auto G = [&](int k, float &g0, float &g1, float &g2) {
    const float v = hv[k] / h[k];
    g0 = hv[k];
    g1 = hu[k] * v;
    g2 = hv[k] * v + 0.5f * GRAV * h[k] * h[k];
  };
  float fe0, fe1, fe2, fw0, fw1, fw2, gn0, gn1, gn2, gs0, gs1, gs2;
  F(E, fe0, fe1, fe2);
  F(W, fw0, fw1, fw2);
  G(N, gn0, gn1, gn2);
  G(S, gs0, gs1, gs2);
  const int c = y * nx + x;
  hn[c] = 0.25f * (h[E] + h[W] + h[N] + h[S]) - r * (fe0 - fw0) - r * (gn0 - gs0);
  hun[c] = 0.25f * (hu[E] + hu[W] + hu[N] + hu[S]) - r * (fe1 - fw1) - r * (gn1 - gs1);
  hvn[c] = 0.25f * (hv[E] + hv[W] + hv[N] + hv[S]) - r * (fe2 - fw2) - r * (gn2 - gs2);
}

__global__ void row_totals(const float *__restrict__ h, const float *__restrict__ hu, const float *__restrict__ hv, double *out, int nx) {
  __shared__ double s[3][256];
  double a = 0, b = 0, c = 0;
  for (int x = threadIdx.x; x < nx; x += 256) {
    a += h[blockIdx.x * nx + x];
    b += hu[blockIdx.x * nx + x];
    c += hv[blockIdx.x * nx + x];
  }
  s[0][threadIdx.x] = a;
  s[1][threadIdx.x] = b;
  s[2][threadIdx.x] = c;
  __syncthreads();
  for (int o = 128; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      for (int k = 0; k < 3; ++k) s[k][threadIdx.x] += s[k][threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x < 3) out[blockIdx.x * 3 + threadIdx.x] = s[threadIdx.x][0];
}
