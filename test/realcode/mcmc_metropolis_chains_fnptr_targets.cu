// @realcode Many independent random-walk Metropolis-Hastings chains, one per thread, as Bayesian GPU samplers batch them: a 4-D state in a float4, proposals from an inline xoshiro128** generator with Box-Muller normals, the log target chosen per chain from a __device__ table of function pointers (isotropic Gaussian, Rosenbrock banana, two-component mixture with logf/expf), log-uniform acceptance, running sums of the samples after burn-in and the acceptance count per chain.
// @let NC = 1 << 17
// @buf seeds u32[NC * 4] uniform(1, 4294967295)
// @buf target i32[NC] uniform(0, 3)
// @buf means f32[NC * 4] zero
// @buf accepted u32[NC] zero
// @launch mh_chains grid(NC / 128) block(128) args(seeds, target, means, accepted, i32(NC), i32(2000), i32(500), f32(0.5))
// @check means abs=1e-4 rel=1e-4 frac=2e-3 (a proposal whose log acceptance ratio lies within an ulp of log(u) may be accepted by one build and not the other: logf/expf contract differently, and the chain diverges from there)
// @check accepted frac=2e-3 (the same near-tie acceptances)
#include <cstdint>

struct Xoshiro128 {
  uint32_t s[4];
  __device__ static uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
  __device__ uint32_t next() {
    uint32_t result = rotl(s[1] * 5, 7) * 9;
    uint32_t t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  }
  __device__ float uniform() { return ((next() >> 8) + 0.5f) * (1.f / 16777216.f); }
  __device__ float2 normal2() {
    float u1 = uniform(), u2 = uniform();
    float r = sqrtf(-2.f * logf(u1));
    float sn, cs;
    sincospif(2.f * u2, &sn, &cs);
    return make_float2(r * cs, r * sn);
  }
};

typedef float (*LogDensity)(float4);

__device__ float log_gauss(float4 x) { return -0.5f * (x.x * x.x + x.y * x.y + x.z * x.z + x.w * x.w); }

__device__ float log_banana(float4 x) {
  float a = 1.f - x.x, b = x.y - x.x * x.x;
  float c = 1.f - x.z, d = x.w - x.z * x.z;
  return -(a * a + 5.f * b * b) * 0.25f - (c * c + 5.f * d * d) * 0.25f;
}

__device__ float log_mixture(float4 x) {
  float d1 = (x.x - 2.f) * (x.x - 2.f) + x.y * x.y + x.z * x.z + x.w * x.w;
  float d2 = (x.x + 2.f) * (x.x + 2.f) + x.y * x.y + x.z * x.z + x.w * x.w;
  return logf(0.3f * expf(-0.5f * d1) + 0.7f * expf(-0.5f * d2) + 1e-30f);
}

__device__ LogDensity const log_targets[3] = {log_gauss, log_banana, log_mixture};

__global__ void mh_chains(const uint32_t *__restrict__ seeds, const int *__restrict__ target, float4 *__restrict__ means,
                          uint32_t *__restrict__ accepted, int nc, int steps, int burn_in, float step_size) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nc)
    return;
  Xoshiro128 rng;
  uint4 s = reinterpret_cast<const uint4 *>(seeds)[c];
  rng.s[0] = s.x;
  rng.s[1] = s.y;
  rng.s[2] = s.z;
  rng.s[3] = s.w;
  LogDensity logp = log_targets[target[c]];
  float4 x = make_float4(0.f, 0.f, 0.f, 0.f);
  float lp = logp(x);
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  uint32_t taken = 0;
  for (int it = 0; it < steps; ++it) {
    float2 n1 = rng.normal2(), n2 = rng.normal2();
    float4 y = make_float4(x.x + step_size * n1.x, x.y + step_size * n1.y, x.z + step_size * n2.x,
                           x.w + step_size * n2.y);
    float lq = logp(y);
    if (logf(rng.uniform()) < lq - lp) {
      x = y;
      lp = lq;
      ++taken;
    }
    if (it >= burn_in) {
      acc.x += x.x;
      acc.y += x.y;
      acc.z += x.z;
      acc.w += x.w;
    }
  }
  float inv = 1.f / (float)(steps - burn_in);
  means[c] = make_float4(acc.x * inv, acc.y * inv, acc.z * inv, acc.w * inv);
  accepted[c] = taken;
}
