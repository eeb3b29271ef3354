// @realcode a particle integrator library in the policy-based style of C++ physics engines: integrators (symplectic Euler, velocity Verlet, RK2 midpoint) as stateless policy structs with static __device__ step functions, force laws as functors holding their parameters and passed to the kernel by value, the detection idiom (cuda::std::void_t) finding optional members (a force's `damping` coefficient, an integrator's `needs_old_force` tag) with if constexpr fallbacks, static_assert on cuda::std::is_trivially_copyable for everything passed by value, a float3 struct with operator overloads in a namespace, and the kernel a template over <Integrator, Force> instantiated for a 3 x 2 grid of combinations.
// @let N = 1 << 20
// @let STEPS = 16
// @buf pos f32[N * 3] uniform(-1, 1)
// @buf vel f32[N * 3] uniform(-0.1, 0.1)
// @buf out f32[N * 3 * 6] zero
// @launch integrate<SymplecticEuler, Spring> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(0))
// @launch integrate<VelocityVerlet, Spring> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(1))
// @launch integrate<MidpointRK2, Spring> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(2))
// @launch integrate<SymplecticEuler, DampedGravityWell> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(3))
// @launch integrate<VelocityVerlet, DampedGravityWell> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(4))
// @launch integrate<MidpointRK2, DampedGravityWell> grid(cdiv(N, 256)) block(256) args(pos, vel, out, i32(N), i32(STEPS), i32(5))
// @check out abs=1e-4 rel=1e-4
#include <cuda/std/type_traits>

namespace phys {
struct vec3 { float x, y, z; };
__device__ __forceinline__ vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __forceinline__ vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
__device__ __forceinline__ vec3 operator*(float s, vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
__device__ __forceinline__ vec3 &operator+=(vec3 &a, vec3 b) { a = a + b; return a; }
__device__ __forceinline__ float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
}  // namespace phys
using phys::vec3;

// Detection idiom: does F have a `damping` member? does I want the previous force?
template <class F, class = void> struct has_damping : cuda::std::false_type {};
template <class F> struct has_damping<F, cuda::std::void_t<decltype(cuda::std::declval<F>().damping)>> : cuda::std::true_type {};
template <class I, class = void> struct needs_old_force : cuda::std::false_type {};
template <class I> struct needs_old_force<I, cuda::std::void_t<typename I::needs_old_force>> : cuda::std::true_type {};

struct Spring {
  float k = 4.0f;
  __device__ vec3 operator()(vec3 p, vec3) const { return -k * p; }
};
struct DampedGravityWell {
  float gm = 0.5f, soft = 0.3f, damping = 0.02f;
  __device__ vec3 operator()(vec3 p, vec3 v) const {
    float r2 = dot(p, p) + soft * soft;
    float inv = rsqrtf(r2);
    return (-gm * inv * inv * inv) * p;
  }
};

template <class F> __device__ vec3 total_force(const F &f, vec3 p, vec3 v) {
  vec3 a = f(p, v);
  if constexpr (has_damping<F>::value) a = a - f.damping * v;
  return a;
}

struct SymplecticEuler {
  template <class F> __device__ static void step(vec3 &p, vec3 &v, vec3 &, const F &f, float dt) {
    v += dt * total_force(f, p, v);
    p += dt * v;
  }
};
struct VelocityVerlet {
  using needs_old_force = void;
  template <class F> __device__ static void step(vec3 &p, vec3 &v, vec3 &a, const F &f, float dt) {
    vec3 vh = v + (0.5f * dt) * a;
    p += dt * vh;
    a = total_force(f, p, vh);
    v = vh + (0.5f * dt) * a;
  }
};
struct MidpointRK2 {
  template <class F> __device__ static void step(vec3 &p, vec3 &v, vec3 &, const F &f, float dt) {
    vec3 a1 = total_force(f, p, v);
    vec3 pm = p + (0.5f * dt) * v, vm = v + (0.5f * dt) * a1;
    vec3 a2 = total_force(f, pm, vm);
    p += dt * vm;
    v += dt * a2;
  }
};

template <class Integrator, class Force>
__global__ void integrate(const float *__restrict__ pos, const float *__restrict__ vel, float *__restrict__ out, int n,
                          int steps, int slot) {
  static_assert(cuda::std::is_trivially_copyable<Force>::value, "forces are passed by value");
  static_assert(cuda::std::is_empty<Integrator>::value, "integrators are stateless policies");
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Force f{};
  vec3 p{pos[3 * i], pos[3 * i + 1], pos[3 * i + 2]};
  vec3 v{vel[3 * i], vel[3 * i + 1], vel[3 * i + 2]};
  vec3 a{0.f, 0.f, 0.f};
  if constexpr (needs_old_force<Integrator>::value) a = total_force(f, p, v);
  const float dt = 1.0f / 64;
  for (int s = 0; s < steps; ++s) Integrator::step(p, v, a, f, dt);
  float *o = out + ((size_t)slot * n + i) * 3;
  o[0] = p.x;
  o[1] = p.y;
  o[2] = p.z;
}

template __global__ void integrate<SymplecticEuler, Spring>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
template __global__ void integrate<VelocityVerlet, Spring>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
template __global__ void integrate<MidpointRK2, Spring>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
template __global__ void integrate<SymplecticEuler, DampedGravityWell>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
template __global__ void integrate<VelocityVerlet, DampedGravityWell>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
template __global__ void integrate<MidpointRK2, DampedGravityWell>(const float *__restrict__, const float *__restrict__, float *__restrict__, int, int, int);
