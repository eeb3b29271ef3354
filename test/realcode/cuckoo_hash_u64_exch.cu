// @realcode A GPU cuckoo hash table with 64-bit entries, the way GPU hash-join and dedup code packs them: key in the high 32 bits and value in the low 32 of one unsigned long long, inserted with atomicExch into one of two hash positions (evicting the resident entry and carrying it to its other position, up to a bounded number of rounds, the survivors counted in a stash counter), then a lookup kernel that probes both positions; keys are unique so every lookup result is independent of the insertion order.
// @let NK = 1 << 20
// @let CAP = 1 << 22
// @buf keys u32[NK] iota(1, 7)
// @buf vals u32[NK] uniform(0, 4294967295)
// @buf table u64[CAP] fill(18446744073709551615)
// @buf failed u32[1] zero
// @buf found u32[NK] zero
// @launch cuckoo_insert grid(NK / 256) block(256) args(table, keys, vals, failed, u32(NK), u32(CAP - 1))
// @launch cuckoo_lookup grid(NK / 256) block(256) args(table, keys, found, u32(NK), u32(CAP - 1))
// @check found exact
// (No check on `failed`: it stays 0 when every insert lands, which the harness rejects as a check of
// nothing the kernel writes; a lost insert shows in `found` instead.)
#include <cuda_runtime.h>
#include <cstdint>

namespace {
constexpr unsigned long long kEmpty = ~0ull;
constexpr int kMaxRounds = 64;

__device__ __forceinline__ uint32_t hash1(uint32_t k) {
  k ^= k >> 16;
  k *= 0x85ebca6bu;
  k ^= k >> 13;
  k *= 0xc2b2ae35u;
  k ^= k >> 16;
  return k;
}

__device__ __forceinline__ uint32_t hash2(uint32_t k) {
  uint64_t h = (uint64_t)k * 0x9E3779B97F4A7C15ull;
  return (uint32_t)(h >> 29) ^ 0x5bd1e995u;
}

__device__ __forceinline__ unsigned long long pack(uint32_t key, uint32_t value) {
  return ((unsigned long long)key << 32) | value;
}
__device__ __forceinline__ uint32_t key_of(unsigned long long e) { return (uint32_t)(e >> 32); }
}  // namespace

__global__ void cuckoo_insert(unsigned long long *table, const uint32_t *keys, const uint32_t *vals, unsigned *failed,
                              unsigned n, unsigned mask) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long entry = pack(keys[i], vals[i]);
  uint32_t slot = hash1(keys[i]) & mask;
  for (int round = 0; round < kMaxRounds; ++round) {
    entry = atomicExch(&table[slot], entry);
    if (entry == kEmpty) return;
    // The evicted entry moves to its other position.
    uint32_t k = key_of(entry);
    uint32_t s1 = hash1(k) & mask, s2 = hash2(k) & mask;
    slot = (slot == s1) ? s2 : s1;
  }
  atomicAdd(failed, 1u);
}

__global__ void cuckoo_lookup(const unsigned long long *__restrict__ table, const uint32_t *keys, uint32_t *found,
                              unsigned n, unsigned mask) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t k = keys[i];
  unsigned long long a = __ldg(&table[hash1(k) & mask]);
  unsigned long long b = __ldg(&table[hash2(k) & mask]);
  uint32_t v = 0xFFFFFFFFu;
  if (a != kEmpty && key_of(a) == k) v = (uint32_t)a;
  else if (b != kEmpty && key_of(b) == k) v = (uint32_t)b;
  found[i] = v;
}
