// @realcode Monte Carlo estimate of pi: a hand-written xorshift32 per thread (seeded by hashing the thread id), 512 points each, warp reduction by __reduce_add_sync, 64-bit atomic total.
// @let T = 1 << 21
// @let B = 256
// @buf hits u64[1] zero
// @launch mc_pi_xorshift grid(T / B) block(B) args(hits, i32(512), u32(2024))
// @check hits exact
#include <cuda_runtime.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t xorshift32(uint32_t &state) {
  uint32_t x = state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return state = x;
}

// Thomas Wang's integer hash spreads consecutive ids over the state space.
__device__ __forceinline__ uint32_t wang_hash(uint32_t s) {
  s = (s ^ 61u) ^ (s >> 16);
  s *= 9u;
  s = s ^ (s >> 4);
  s *= 0x27d4eb2du;
  s = s ^ (s >> 15);
  return s;
}

__global__ void mc_pi_xorshift(unsigned long long *hits, int samples_per_thread, uint32_t seed) {
  uint32_t tid = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t state = wang_hash(tid ^ (seed * 0x9e3779b9u));
  if (state == 0) state = 1;
  unsigned inside = 0;
  for (int s = 0; s < samples_per_thread; ++s) {
    float x = (xorshift32(state) >> 8) * (1.0f / 16777216.0f);
    float y = (xorshift32(state) >> 8) * (1.0f / 16777216.0f);
    inside += (x * x + y * y <= 1.0f) ? 1u : 0u;
  }
  unsigned warp_total = __reduce_add_sync(0xffffffffu, inside);
  if ((threadIdx.x & 31) == 0) atomicAdd(hits, (unsigned long long)warp_total);
}
