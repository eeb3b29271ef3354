// @realcode Monte Carlo European call price: a Philox-4x32-10 counter-based generator written out (mulhi rounds, Weyl key schedule), Box-Muller normals, per-block partial sums of payoffs.
// @let PATHS = 1 << 24
// @let B = 256
// @let G = 1024
// @buf partial f32[G] zero
// @launch mc_call_philox grid(G) block(B) args(partial, i32(PATHS), f32(100), f32(105), f32(1), f32(0.05), f32(0.2), u32(1234), u32(5678))
// @check partial rel=1e-3 abs=1e-2
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

struct Philox4 {
  uint32_t v[4];
};

__device__ __forceinline__ Philox4 philox_round(Philox4 c, uint32_t k0, uint32_t k1) {
  const uint32_t M0 = 0xD2511F53u, M1 = 0xCD9E8D57u;
  uint32_t hi0 = __umulhi(M0, c.v[0]), lo0 = M0 * c.v[0];
  uint32_t hi1 = __umulhi(M1, c.v[2]), lo1 = M1 * c.v[2];
  Philox4 r;
  r.v[0] = hi1 ^ c.v[1] ^ k0;
  r.v[1] = lo1;
  r.v[2] = hi0 ^ c.v[3] ^ k1;
  r.v[3] = lo0;
  return r;
}

__device__ Philox4 philox4x32_10(Philox4 counter, uint32_t k0, uint32_t k1) {
  const uint32_t W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
#pragma unroll
  for (int i = 0; i < 10; ++i) {
    counter = philox_round(counter, k0, k1);
    k0 += W0;
    k1 += W1;
  }
  return counter;
}

__device__ __forceinline__ float u01(uint32_t x) { return (x >> 8) * (1.0f / 16777216.0f) + (0.5f / 16777216.0f); }

__global__ void mc_call_philox(float *partial, int paths, float S0, float K, float T, float r, float sigma,
                               uint32_t key0, uint32_t key1) {
  __shared__ float warp_sums[32];
  const float drift = (r - 0.5f * sigma * sigma) * T;
  const float vol = sigma * sqrtf(T);
  float sum = 0.0f;
  // Each counter value gives four uniforms, i.e. two pairs of normals: four paths.
  for (int p = (blockIdx.x * blockDim.x + threadIdx.x) * 4; p < paths; p += gridDim.x * blockDim.x * 4) {
    Philox4 ctr = {{(uint32_t)p, 0u, 0u, 0u}};
    Philox4 u = philox4x32_10(ctr, key0, key1);
#pragma unroll
    for (int pair = 0; pair < 2; ++pair) {
      float rad = sqrtf(-2.0f * logf(u01(u.v[2 * pair])));
      float ang = 6.2831853071795864f * u01(u.v[2 * pair + 1]);
      float s, c;
      sincosf(ang, &s, &c);
      float z0 = rad * c, z1 = rad * s;
      sum += fmaxf(S0 * expf(drift + vol * z0) - K, 0.0f);
      sum += fmaxf(S0 * expf(drift + vol * z1) - K, 0.0f);
    }
  }
  for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, o);
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = sum;
  __syncthreads();
  if (threadIdx.x < 32) {
    sum = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, o);
    if (threadIdx.x == 0) partial[blockIdx.x] = sum * expf(-r * T);
  }
}
