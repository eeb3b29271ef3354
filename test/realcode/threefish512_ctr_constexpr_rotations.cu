// @realcode Threefish-512 (the tweakable block cipher under Skein) in counter mode as password-hashing and disk-encryption GPU code writes it: the round count and the C240 parity constant as static constexpr members of a cipher struct, the rotation constants and the word permutation as __device__ constexpr two-dimensional arrays, the key schedule with the C240 parity word and the tweak words built per block, 72 rounds as 18 groups of four MIX layers with a subkey injection every fourth round, 64-bit rotations through a template on the amount, and the 512-bit block moved through ulonglong2 vector loads and stores.
// @let NB = 1 << 19
// @buf key u64[8] uniform(0, 4294967295)
// @buf plain u64[8 * NB] uniform(0, 4294967295)
// @buf cipher u64[8 * NB] zero
// @launch threefish_ctr grid(NB / 128) block(128) args(key, plain, cipher, u64(0x5eed0000), i32(NB))
// @check cipher exact
#include <cstdint>

struct Threefish512 {
  static constexpr int kWords = 8;
  static constexpr int kRounds = 72;
  static constexpr uint64_t kC240 = 0x1BD11BDAA9FC1A22ull;
};

// Tables read in device code live in device memory (a static constexpr member would stay on the host).
__device__ constexpr int kThreefishRot[8][4] = {{46, 36, 19, 37}, {33, 27, 14, 42}, {17, 49, 36, 39}, {44, 9, 54, 56},
                                                {39, 30, 34, 24}, {13, 50, 10, 17}, {25, 29, 39, 43}, {8, 35, 56, 22}};
__device__ constexpr int kThreefishPerm[8] = {2, 1, 4, 7, 6, 5, 0, 3};

__device__ __forceinline__ uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

__device__ void threefish_encrypt(const uint64_t ks[9], const uint64_t ts[3], uint64_t v[8]) {
  using T = Threefish512;
  for (int d = 0; d < T::kRounds / 4; ++d) {
    // Subkey injection before every group of four rounds.
#pragma unroll
    for (int i = 0; i < T::kWords; ++i) v[i] += ks[(d + i) % 9];
    v[5] += ts[d % 3];
    v[6] += ts[(d + 1) % 3];
    v[7] += (uint64_t)d;
#pragma unroll
    for (int r = 0; r < 4; ++r) {
      const int *rot = kThreefishRot[(4 * d + r) % 8];
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        v[2 * j] += v[2 * j + 1];
        v[2 * j + 1] = rotl64(v[2 * j + 1], rot[j]) ^ v[2 * j];
      }
      uint64_t t[8];
#pragma unroll
      for (int i = 0; i < 8; ++i) t[i] = v[kThreefishPerm[i]];
#pragma unroll
      for (int i = 0; i < 8; ++i) v[i] = t[i];
    }
  }
#pragma unroll
  for (int i = 0; i < T::kWords; ++i) v[i] += ks[(T::kRounds / 4 + i) % 9];
  v[5] += ts[(T::kRounds / 4) % 3];
  v[6] += ts[(T::kRounds / 4 + 1) % 3];
  v[7] += (uint64_t)(T::kRounds / 4);
}

__global__ void __launch_bounds__(128) threefish_ctr(const uint64_t *__restrict__ key, const uint64_t *__restrict__ plain,
                                                    uint64_t *cipher, uint64_t tweak_base, int nblocks) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  uint64_t ks[9];
  ks[8] = Threefish512::kC240;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    ks[i] = key[i];
    ks[8] ^= ks[i];
  }
  const uint64_t ts[3] = {tweak_base + (uint64_t)b, 0x3f00000000000000ull, (tweak_base + (uint64_t)b) ^ 0x3f00000000000000ull};
  uint64_t v[8];
#pragma unroll
  for (int i = 0; i < 8; ++i) v[i] = (uint64_t)b * 8 + i;
  threefish_encrypt(ks, ts, v);
  const ulonglong2 *p = reinterpret_cast<const ulonglong2 *>(plain) + 4 * (size_t)b;
  ulonglong2 *c = reinterpret_cast<ulonglong2 *>(cipher) + 4 * (size_t)b;
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    ulonglong2 w = p[q];
    w.x ^= v[2 * q];
    w.y ^= v[2 * q + 1];
    c[q] = w;
  }
}
