// @realcode A second-order finite-volume solver for the 1-D Euler equations as CFD codes template it: conserved (rho, rho u, E) in a struct with operators, random primitive states (rho, u, p) converted to conserved ones in place, two ghost cells a side refreshed by a boundary kernel (reflective wall left, transmissive outflow right), MUSCL reconstruction of primitive variables through a CRTP slope-limiter base (minmod, van Leer and MC chosen as template arguments), the HLLC approximate Riemann flux with Davis wave-speed estimates, and a conservative update of one explicit step; three steps per limiter, ping-pong grids.
// @let N = 1 << 20
// @let G = 2
// @buf ua f32[(N + 2 * G) * 3] uniform(0.5, 1.5)
// @buf ub f32[(N + 2 * G) * 3] zero
// @launch prim_to_cons grid(cdiv(N + 2 * G, 256)) block(256) args(ua, i32(N + 2 * G))
// @loop step = 0; step < 6; step = step + 1
//   @launch fill_ghosts grid(1) block(32) args(sel(step % 2, ub, ua), i32(N))
//   @launch euler_step<MinMod> grid(cdiv(N, 256)) block(256) args(sel(step % 2, ub, ua), sel(step % 2, ua, ub), i32(N), f32(0.2))
// @end
// @loop step = 0; step < 2; step = step + 1
//   @launch fill_ghosts grid(1) block(32) args(sel(step % 2, ub, ua), i32(N))
//   @launch euler_step<VanLeer> grid(cdiv(N, 256)) block(256) args(sel(step % 2, ub, ua), sel(step % 2, ua, ub), i32(N), f32(0.2))
// @end
// @loop step = 0; step < 2; step = step + 1
//   @launch fill_ghosts grid(1) block(32) args(sel(step % 2, ub, ua), i32(N))
//   @launch euler_step<MonotonizedCentral> grid(cdiv(N, 256)) block(256) args(sel(step % 2, ub, ua), sel(step % 2, ua, ub), i32(N), f32(0.2))
// @end
// @check ua abs=1e-4 rel=1e-4
// @check ub abs=1e-4 rel=1e-4
#define GHOST 2
constexpr float kGamma = 1.4f;

struct Cons {
  float rho, mom, energy;
  __device__ Cons operator+(const Cons &o) const { return {rho + o.rho, mom + o.mom, energy + o.energy}; }
  __device__ Cons operator-(const Cons &o) const { return {rho - o.rho, mom - o.mom, energy - o.energy}; }
  __device__ Cons operator*(float s) const { return {rho * s, mom * s, energy * s}; }
};

struct Prim {
  float rho, u, p;
};

__device__ __forceinline__ Prim to_prim(const Cons &c) {
  float rho = fmaxf(c.rho, 1e-6f);
  float u = c.mom / rho;
  float p = fmaxf((kGamma - 1.f) * (c.energy - 0.5f * rho * u * u), 1e-6f);
  return {rho, u, p};
}

__device__ __forceinline__ Cons to_cons(const Prim &w) {
  return {w.rho, w.rho * w.u, w.p / (kGamma - 1.f) + 0.5f * w.rho * w.u * w.u};
}

__device__ __forceinline__ Cons flux(const Prim &w) {
  Cons c = to_cons(w);
  return {c.mom, c.mom * w.u + w.p, (c.energy + w.p) * w.u};
}

template <typename Derived> struct Limiter {
  __device__ Prim slope(const Prim &l, const Prim &c, const Prim &r) const {
    const Derived &d = static_cast<const Derived &>(*this);
    return {d.limit(c.rho - l.rho, r.rho - c.rho), d.limit(c.u - l.u, r.u - c.u), d.limit(c.p - l.p, r.p - c.p)};
  }
};

struct MinMod : Limiter<MinMod> {
  __device__ float limit(float a, float b) const { return a * b <= 0.f ? 0.f : (fabsf(a) < fabsf(b) ? a : b); }
};
struct VanLeer : Limiter<VanLeer> {
  __device__ float limit(float a, float b) const { return a * b <= 0.f ? 0.f : 2.f * a * b / (a + b); }
};
struct MonotonizedCentral : Limiter<MonotonizedCentral> {
  __device__ float limit(float a, float b) const {
    if (a * b <= 0.f)
      return 0.f;
    float m = fminf(fminf(2.f * fabsf(a), 2.f * fabsf(b)), 0.5f * fabsf(a + b));
    return copysignf(m, a);
  }
};

__device__ __forceinline__ Cons load(const float *u, int i) { return {u[3 * i], u[3 * i + 1], u[3 * i + 2]}; }

__device__ Cons hllc(const Prim &l, const Prim &r) {
  float cl = sqrtf(kGamma * l.p / l.rho), cr = sqrtf(kGamma * r.p / r.rho);
  float sl = fminf(l.u - cl, r.u - cr), sr = fmaxf(l.u + cl, r.u + cr);
  if (sl >= 0.f)
    return flux(l);
  if (sr <= 0.f)
    return flux(r);
  float sm = (r.p - l.p + l.rho * l.u * (sl - l.u) - r.rho * r.u * (sr - r.u)) /
             (l.rho * (sl - l.u) - r.rho * (sr - r.u));
  const Prim &w = sm >= 0.f ? l : r;
  float s = sm >= 0.f ? sl : sr;
  Cons uk = to_cons(w);
  float factor = w.rho * (s - w.u) / (s - sm);
  Cons ustar = {factor, factor * sm,
                factor * (uk.energy / w.rho + (sm - w.u) * (sm + w.p / (w.rho * (s - w.u))))};
  return flux(w) + (ustar - uk) * s;
}

__global__ void prim_to_cons(float *u, int cells) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= cells)
    return;
  Cons c = to_cons({u[3 * i], u[3 * i + 1] - 1.f, u[3 * i + 2]});
  u[3 * i] = c.rho;
  u[3 * i + 1] = c.mom;
  u[3 * i + 2] = c.energy;
}

__global__ void fill_ghosts(float *u, int n) {
  int t = threadIdx.x;
  if (t < GHOST) {
    // Reflective wall on the left: mirrored cells with the momentum negated.
    Cons m = load(u, 2 * GHOST - 1 - t);
    u[3 * t] = m.rho;
    u[3 * t + 1] = -m.mom;
    u[3 * t + 2] = m.energy;
  } else if (t < 2 * GHOST) {
    // Transmissive outflow on the right: the last interior cell copied.
    int g = n + GHOST + (t - GHOST);
    Cons c = load(u, n + GHOST - 1);
    u[3 * g] = c.rho;
    u[3 * g + 1] = c.mom;
    u[3 * g + 2] = c.energy;
  }
}

template <typename L>
__device__ void interface_states(const float *u, int i, Prim &left, Prim &right) {
  // Interface between cells i and i + 1 (ghost-shifted indices).
  L lim;
  Prim a = to_prim(load(u, i - 1)), b = to_prim(load(u, i)), c = to_prim(load(u, i + 1)),
       d = to_prim(load(u, i + 2));
  Prim sb = lim.slope(a, b, c), sc = lim.slope(b, c, d);
  left = {b.rho + 0.5f * sb.rho, b.u + 0.5f * sb.u, b.p + 0.5f * sb.p};
  right = {c.rho - 0.5f * sc.rho, c.u - 0.5f * sc.u, c.p - 0.5f * sc.p};
  left.rho = fmaxf(left.rho, 1e-6f);
  left.p = fmaxf(left.p, 1e-6f);
  right.rho = fmaxf(right.rho, 1e-6f);
  right.p = fmaxf(right.p, 1e-6f);
}

template <typename L>
__global__ void euler_step(const float *__restrict__ u, float *__restrict__ next, int n, float dt_dx) {
  int cell = blockIdx.x * blockDim.x + threadIdx.x;
  if (cell >= n)
    return;
  int i = cell + GHOST;
  Prim l, r;
  interface_states<L>(u, i - 1, l, r);
  Cons f_in = hllc(l, r);
  interface_states<L>(u, i, l, r);
  Cons f_out = hllc(l, r);
  Cons c = load(u, i) - (f_out - f_in) * dt_dx;
  next[3 * i] = c.rho;
  next[3 * i + 1] = c.mom;
  next[3 * i + 2] = c.energy;
}

template __global__ void euler_step<MinMod>(const float *, float *, int, float);
template __global__ void euler_step<VanLeer>(const float *, float *, int, float);
template __global__ void euler_step<MonotonizedCentral>(const float *, float *, int, float);
