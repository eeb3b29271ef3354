// @realcode Kuramoto coupled-oscillator synchronisation: all-pairs phase coupling tiled through shared memory (CUDART_PI_F from math_constants.h, __sincosf-free sincosf with a wrap into [-pi, pi)), forward-Euler ping-pong steps, and an order-parameter kernel that reduces cos/sin sums with warp shuffles and a __launch_bounds__(256, 2) block.
// @let N = 16384
// @let STEPS = 4
// @buf theta_a f32[N] uniform(-3.14159, 3.14159)
// @buf theta_b f32[N] zero
// @buf omega f32[N] uniform(-0.5, 0.5)
// @buf order f32[2 * (N / 256)] zero
// @loop s = 0; s < STEPS; s = s + 1
//   @launch kuramoto_step grid(N / 256) block(256) args(sel(s % 2, theta_b, theta_a), sel(s % 2, theta_a, theta_b), omega, f32(1.5), f32(0.01), i32(N))
// @end
// @launch order_parameter grid(N / 256) block(256) args(theta_a, order, i32(N))
// @check theta_a abs=2e-3 rel=1e-3
// @check theta_b abs=2e-3 rel=1e-3
// @check order abs=2e-2 rel=1e-3
#include <cuda_runtime.h>
#include <math_constants.h>

#define TILE 256

__device__ __forceinline__ float wrap_phase(float t) {
  // Keep phases in [-pi, pi) so sinf stays in its fast range.
  t = fmodf(t + CUDART_PI_F, 2.0f * CUDART_PI_F);
  if (t < 0.0f) t += 2.0f * CUDART_PI_F;
  return t - CUDART_PI_F;
}

__global__ void __launch_bounds__(TILE, 2)
kuramoto_step(const float *__restrict__ theta, float *__restrict__ next,
              const float *__restrict__ omega, float coupling, float dt, int n) {
  __shared__ float tile_s[TILE], tile_c[TILE];
  const int i = blockIdx.x * TILE + threadIdx.x;
  const float ti = theta[i];
  float si, ci;
  sincosf(ti, &si, &ci);
  float acc = 0.0f;
  for (int base = 0; base < n; base += TILE) {
    float s, c;
    sincosf(theta[base + threadIdx.x], &s, &c);
    tile_s[threadIdx.x] = s;
    tile_c[threadIdx.x] = c;
    __syncthreads();
#pragma unroll 8
    for (int j = 0; j < TILE; ++j)
      acc += tile_s[j] * ci - tile_c[j] * si;  // sin(theta_j - theta_i)
    __syncthreads();
  }
  next[i] = wrap_phase(ti + dt * (omega[i] + coupling / n * acc));
}

__inline__ __device__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

__global__ void __launch_bounds__(256, 2)
order_parameter(const float *__restrict__ theta, float *__restrict__ out, int n) {
  __shared__ float part[2][8];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f, c = 0.0f;
  if (i < n) sincosf(theta[i], &s, &c);
  s = warp_sum(s);
  c = warp_sum(c);
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (lane == 0) { part[0][warp] = c; part[1][warp] = s; }
  __syncthreads();
  if (warp == 0) {
    c = lane < 8 ? part[0][lane] : 0.0f;
    s = lane < 8 ? part[1][lane] : 0.0f;
    c = warp_sum(c);
    s = warp_sum(s);
    if (lane == 0) {
      out[2 * blockIdx.x] = c;
      out[2 * blockIdx.x + 1] = s;
    }
  }
}
