// @realcode Monte Carlo European option with cuRAND's Philox4_32_10: curand_init(seed, id, 0), four normals at a time by curand_normal4, per-path payoff sum per thread, plus raw curand4/curand_uniform4/curand_normal2_double/skipahead draws; bit-exact against nvcc except where fma contraction differs (mix).
// @let T = 1 << 16
// @let B = 128
// @let STEPS = 64
// @buf sums f32[T] zero
// @buf raw u32[T * 8] zero
// @buf dbl u64[T] zero
// @buf mix f64[T] zero
// @launch philox_paths grid(T / B) block(B) args(sums, raw, dbl, mix, u64(0xC0FFEE), i32(STEPS), f32(100), f32(0.05), f32(0.2), f32(0.015625))
// @check sums exact
// @check raw exact
// @check dbl exact
// @check mix abs=1e-15 rel=1e-15 (a product and a sum in two statements: nvcc's NVVM fuses them into one fma only within a basic block, and its curand() keeps a branch between them that kilnc's LLVM turns into selects, so kilnc's sum is one fma: 1 ulp apart in about a quarter of the threads)
#include <curand_kernel.h>

__global__ void philox_paths(float *sums, unsigned int *raw, unsigned long long *dbl, double *mix, unsigned long long seed,
                             int steps, float s0, float r, float sigma, float dt) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(seed, id, 0, &state);
  float drift = (r - 0.5f * sigma * sigma) * dt;
  float vol = sigma * sqrtf(dt);
  float4 s = make_float4(s0, s0, s0, s0);
  for (int i = 0; i < steps; ++i) {
    float4 z = curand_normal4(&state);
    s.x *= __expf(drift + vol * z.x);
    s.y *= __expf(drift + vol * z.y);
    s.z *= __expf(drift + vol * z.z);
    s.w *= __expf(drift + vol * z.w);
  }
  sums[id] = fmaxf(s.x - s0, 0.f) + fmaxf(s.y - s0, 0.f) + fmaxf(s.z - s0, 0.f) + fmaxf(s.w - s0, 0.f);
  // Unaligned positions in the 4-word block: one curand() first, then curand4.
  raw[id * 8 + 0] = curand(&state);
  uint4 q = curand4(&state);
  raw[id * 8 + 1] = q.x;
  raw[id * 8 + 2] = q.w;
  float4 u = curand_uniform4(&state);
  raw[id * 8 + 3] = __float_as_uint(u.y);
  skipahead((unsigned long long)id * 13ull, &state);
  raw[id * 8 + 4] = curand(&state);
  skipahead_sequence(id & 7, &state);
  raw[id * 8 + 5] = curand(&state);
  raw[id * 8 + 6] = __float_as_uint(curand_uniform(&state));
  raw[id * 8 + 7] = __float_as_uint(curand_normal(&state));
  double2 g = curand_normal2_double(&state);
  dbl[id] = __double_as_longlong(g.x);
  mix[id] = curand_uniform_double(&state) + g.y;
}
