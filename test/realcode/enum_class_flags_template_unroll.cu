// @realcode Idioms from C++ physics and rendering codes: an enum class bit-mask with constexpr overloaded |, &, ~ and std::underlying_type_t, a switch over an enum class, compile-time loop unrolling by template recursion (Unroll<N>::run with a generic lambda), and a __managed__-free constant-configured particle update.
// @let N = 1 << 20
// @buf pos f32[N * 3] uniform(-1, 1)
// @buf vel f32[N * 3] uniform(-0.1, 0.1)
// @buf flags u32[N] uniform(0, 16)
// @buf out f32[N * 3] zero
// @buf hits u32[N] zero
// @launch step_particles grid(cdiv(N, 256)) block(256) args(pos, vel, flags, out, hits, i32(N), f32(0.01))
// @check out abs=1e-6 rel=1e-6
// @check hits exact
#include <type_traits>

enum class Flag : unsigned { None = 0, Frozen = 1, Bounce = 2, Damped = 4, Gravity = 8 };
constexpr __host__ __device__ Flag operator|(Flag a, Flag b) {
  using U = std::underlying_type_t<Flag>;
  return Flag(U(a) | U(b));
}
constexpr __host__ __device__ Flag operator&(Flag a, Flag b) {
  using U = std::underlying_type_t<Flag>;
  return Flag(U(a) & U(b));
}
constexpr __host__ __device__ Flag operator~(Flag a) { return Flag(~std::underlying_type_t<Flag>(a) & 15u); }
constexpr __host__ __device__ bool any(Flag f) { return f != Flag::None; }
static_assert(any((Flag::Bounce | Flag::Damped) & Flag::Damped), "bit ops are constexpr");

enum class Wall { None, Low, High };

template <int N> struct Unroll {
  template <class F> __device__ static void run(F &&f) {
    Unroll<N - 1>::run(f);
    f(N - 1);
  }
};
template <> struct Unroll<0> {
  template <class F> __device__ static void run(F &&) {}
};

__device__ Wall classify(float p) { return p < -1.0f ? Wall::Low : p > 1.0f ? Wall::High : Wall::None; }

__global__ void step_particles(const float *__restrict__ pos, const float *__restrict__ vel, const unsigned *__restrict__ flags,
                               float *__restrict__ out, unsigned *__restrict__ hits, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Flag f = Flag(flags[i]);
  unsigned hit = 0;
  Unroll<3>::run([&](int d) {
    float p = pos[3 * i + d], v = vel[3 * i + d];
    if (any(f & Flag::Frozen)) { out[3 * i + d] = p; return; }
    if (d == 1 && any(f & Flag::Gravity)) v -= 9.81f * dt;
    if (any(f & Flag::Damped)) v *= 0.98f;
    p += v * dt * 50.0f;
    switch (classify(p)) {
    case Wall::Low: hit |= 1u << (2 * d); if (any(f & Flag::Bounce)) p = -2.0f - p; break;
    case Wall::High: hit |= 2u << (2 * d); if (any(f & Flag::Bounce)) p = 2.0f - p; break;
    case Wall::None: break;
    }
    out[3 * i + d] = p;
  });
  hits[i] = hit | (unsigned(~f & Flag::Frozen) << 8);
}
