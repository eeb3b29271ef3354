// @realcode q-state Potts model Metropolis sweeps on a periodic 2D lattice, checkerboard updates with a counter-based hash RNG (so each site's draw depends only on site, sweep and colour), Boltzmann factors for the few possible energy changes precomputed in __constant__ memory.
// @let L = 2048
// @let Q = 6
// @let SWEEPS = 20
// @const boltz f32[9] uniform(0.05, 1)
// @buf spins u8[L * L] uniform(0, 6)
// @loop s = 0; s < SWEEPS; s = s + 1
//   @launch potts_half grid(cdiv(L / 2, 32), cdiv(L, 8)) block(32, 8) args(spins, i32(L), i32(Q), u32(s), i32(0))
//   @launch potts_half grid(cdiv(L / 2, 32), cdiv(L, 8)) block(32, 8) args(spins, i32(L), i32(Q), u32(s), i32(1))
// @end
// @check spins exact
#include <cstdint>

// exp(-beta * dE) for dE = 1..8 (index dE; 0 unused), set by the host.
__constant__ float boltz[9];

__device__ __forceinline__ uint32_t hash3(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ c * 0xC2B2AE3Du;
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  h *= 0x297A2D39u;
  return h ^ (h >> 15);
}

__device__ __forceinline__ int unlike(uint8_t s, uint8_t a, uint8_t b, uint8_t c, uint8_t d) {
  return (s != a) + (s != b) + (s != c) + (s != d);
}

__global__ void potts_half(uint8_t *spins, int L, int q, uint32_t sweep, int colour) {
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int x = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + ((y + colour) & 1);
  if (x >= L || y >= L) return;
  uint8_t up = spins[((y + L - 1) % L) * L + x], down = spins[((y + 1) % L) * L + x];
  uint8_t left = spins[y * L + (x + L - 1) % L], right = spins[y * L + (x + 1) % L];
  uint8_t cur = spins[y * L + x];
  uint32_t site = uint32_t(y) * L + x;
  uint32_t r = hash3(site, sweep, colour);
  uint8_t proposal = uint8_t((cur + 1 + r % (q - 1)) % q);  // any other state
  int dE = unlike(proposal, up, down, left, right) - unlike(cur, up, down, left, right);
  // Compare in integers: 24 random bits against the factor.
  uint32_t u = hash3(site, sweep, colour + 2) >> 8;
  if (dE <= 0 || float(u) < boltz[dE] * 16777216.0f) spins[y * L + x] = proposal;
}
