// @realcode A counter-based RNG written out by hand as Random123 users do (no cuRAND): Philox4x32-10 with __umulhi and the Weyl key schedule in a small templated struct, four uniform floats per call from the 32-bit outputs (u01 with the half-ulp offset), Box-Muller with sincospif/logf to Gaussians, then a geometric Brownian motion path per thread (one counter per path, the step index in the counter's second word) whose terminal value and running maximum are stored.
// @let NPATH = 1 << 20
// @let NSTEP = 64
// @buf s_final f32[NPATH] zero
// @buf s_max f32[NPATH] zero
// @buf first4 u32[NPATH * 4] zero
// @launch gbm_paths grid(cdiv(NPATH, 256)) block(256) args(s_final, s_max, first4, i32(NPATH), i32(NSTEP), u64(0x9e3779b97f4a7c15), f32(0.05), f32(0.2), f32(1.0 / 64))
// @check first4 exact
// @check s_final abs=1e-3 rel=1e-4
// @check s_max abs=1e-3 rel=1e-4
#include <cstdint>

#define PHILOX_M4x32_0 0xD2511F53u
#define PHILOX_M4x32_1 0xCD9E8D57u
#define PHILOX_W32_0 0x9E3779B9u
#define PHILOX_W32_1 0xBB67AE85u

template <int Rounds>
struct Philox4x32 {
  uint4 ctr;
  uint2 key;
  static __device__ __forceinline__ uint4 round(uint4 c, uint2 k) {
    const uint32_t hi0 = __umulhi(PHILOX_M4x32_0, c.x), lo0 = PHILOX_M4x32_0 * c.x;
    const uint32_t hi1 = __umulhi(PHILOX_M4x32_1, c.z), lo1 = PHILOX_M4x32_1 * c.z;
    return make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
  }
  __device__ uint4 operator()() const {
    uint4 c = ctr;
    uint2 k = key;
#pragma unroll
    for (int r = 0; r < Rounds; ++r) {
      c = round(c, k);
      k.x += PHILOX_W32_0;
      k.y += PHILOX_W32_1;
    }
    return c;
  }
};

__device__ __forceinline__ float u01(uint32_t x) {
  return (x >> 8) * (1.0f / 16777216.0f) + (0.5f / 16777216.0f);
}

__device__ __forceinline__ float2 box_muller(uint32_t a, uint32_t b) {
  float r = sqrtf(-2.0f * logf(u01(a)));
  float s, c;
  sincospif(2.0f * u01(b), &s, &c);
  return make_float2(r * c, r * s);
}

__global__ void gbm_paths(float *s_final, float *s_max, uint32_t *first4, int npath, int nstep, uint64_t seed,
                          float mu, float sigma, float dt) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npath) return;
  Philox4x32<10> rng;
  rng.key = make_uint2(uint32_t(seed), uint32_t(seed >> 32));
  const float drift = (mu - 0.5f * sigma * sigma) * dt, vol = sigma * sqrtf(dt);
  float logs = 0.f, best = 1.f;
  for (int step = 0; step < nstep; step += 4) {
    rng.ctr = make_uint4(uint32_t(p), uint32_t(step), 0u, 0xC0FFEEu);
    uint4 r = rng();
    if (step == 0) reinterpret_cast<uint4 *>(first4)[p] = r;
    float2 z0 = box_muller(r.x, r.y), z1 = box_muller(r.z, r.w);
    float z[4] = {z0.x, z0.y, z1.x, z1.y};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      logs += drift + vol * z[k];
      best = fmaxf(best, __expf(logs));
    }
  }
  s_final[p] = expf(logs);
  s_max[p] = best;
}
