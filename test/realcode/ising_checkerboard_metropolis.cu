// @realcode 2-D Ising model Metropolis sweeps in the checkerboard style of GPU statistical-physics codes (the NVIDIA Ising sample and the Preis et al. code): signed char spins on an L x L torus, a red/black colour per launch, each thread updating one site of its colour from the sum of its four neighbours, acceptance from a __constant__ table of exp(-beta dE) (beta = 0.5) indexed by the local field (set with cudaMemcpyToSymbol), and a counter-based random number per (site, sweep, colour) from a Philox-like 4x32 round function written with __umulhi, converted to a float in [0, 1) by the top 24 bits; 24 half-sweeps, then the magnetisation per row and the energy reduced with warp shuffles.
// @let L = 4096
// @let N = L * L
// @const c_accept f32[5] set(0, 1) set(1, 1) set(2, 1) set(3, 0.1353352832366127) set(4, 0.01831563888873418)
// @buf spins_raw u8[N] uniform(0, 2)
// @buf spins i8[N] zero
// @buf rowmag i32[L] zero
// @buf energy i64[1] zero
// @launch init_spins grid(cdiv(N, 256)) block(256) args(spins_raw, spins, i32(N))
// @loop s = 0; s < 24; s = s + 1
//   @launch metropolis_color grid(L / 2 / 128, L) block(128) args(spins, i32(L), i32(s / 2), i32(s % 2), u32(20261204))
// @end
// @launch observables grid(L) block(256) args(spins, rowmag, energy, i32(L))
// @check spins exact
// @check rowmag exact
// @check energy exact
#include <cstdint>

__constant__ float c_accept[5];   // exp(-2 beta * 2k) for local field index k (only k >= 2 rejects)

__device__ __forceinline__ uint32_t philox_round(uint4 &ctr, uint2 key) {
  const uint32_t M0 = 0xD2511F53u, M1 = 0xCD9E8D57u;
  const uint32_t hi0 = __umulhi(M0, ctr.x), lo0 = M0 * ctr.x;
  const uint32_t hi1 = __umulhi(M1, ctr.z), lo1 = M1 * ctr.z;
  ctr = make_uint4(hi1 ^ ctr.y ^ key.x, lo1, hi0 ^ ctr.w ^ key.y, lo0);
  return ctr.x;
}

__device__ __forceinline__ float uniform01(uint32_t site, uint32_t sweep, uint32_t color, uint32_t seed) {
  uint4 c = make_uint4(site, sweep, color, 0x9E3779B9u);
  uint2 k = make_uint2(seed, seed ^ 0xBB67AE85u);
#pragma unroll
  for (int r = 0; r < 7; ++r) {
    philox_round(c, k);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return (c.x >> 8) * (1.0f / 16777216.0f);
}

__global__ void init_spins(const uint8_t *__restrict__ raw, int8_t *__restrict__ spins, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) spins[i] = raw[i] ? 1 : -1;
}

// Thread t of row y updates column 2t + ((y + color) & 1).
__global__ void __launch_bounds__(128) metropolis_color(int8_t *spins, int L, int sweep, int color, uint32_t seed) {
  const int y = blockIdx.y;
  const int x = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + ((y + color) & 1);
  const int up = (y == 0 ? L - 1 : y - 1) * L, down = (y == L - 1 ? 0 : y + 1) * L;
  const int left = x == 0 ? L - 1 : x - 1, right = x == L - 1 ? 0 : x + 1;
  const int site = y * L + x;
  const int s = spins[site];
  const int nb = spins[up + x] + spins[down + x] + spins[y * L + left] + spins[y * L + right];
  const int k = (s * nb + 4) / 2;   // 0..4: the aligned-neighbour field index
  if (uniform01((uint32_t)site, (uint32_t)sweep, (uint32_t)color, seed) < c_accept[k]) spins[site] = (int8_t)-s;
}

__global__ void observables(const int8_t *__restrict__ spins, int *__restrict__ rowmag, long long *energy, int L) {
  __shared__ int part_m[8], part_e[8];
  const int y = blockIdx.x;
  int m = 0, e = 0;
  for (int x = threadIdx.x; x < L; x += blockDim.x) {
    const int s = spins[y * L + x];
    m += s;
    e -= s * (spins[y * L + (x + 1) % L] + spins[((y + 1) % L) * L + x]);
  }
  for (int o = 16; o > 0; o >>= 1) {
    m += __shfl_down_sync(0xffffffffu, m, o);
    e += __shfl_down_sync(0xffffffffu, e, o);
  }
  if ((threadIdx.x & 31) == 0) {
    part_m[threadIdx.x >> 5] = m;
    part_e[threadIdx.x >> 5] = e;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int tm = 0, te = 0;
    for (int w = 0; w < 8; ++w) {
      tm += part_m[w];
      te += part_e[w];
    }
    rowmag[y] = tm;
    atomicAdd(reinterpret_cast<unsigned long long *>(energy), (unsigned long long)(long long)te);
  }
}
