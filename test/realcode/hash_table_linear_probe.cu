// @realcode GPU hash table (the common open-addressing pattern): insert of 32-bit keys with atomicCAS linear probing and a murmur3 finalizer, values written after the key slot is won, then a lookup kernel that probes until the key or an empty slot.
// @let NK = 1 << 22
// @let CAP = 1 << 23
// @buf keys u32[NK] uniform(1, 4000000000)
// @buf vals u32[NK] iota
// @buf table_keys u32[CAP] zero
// @buf table_vals u32[CAP] zero
// @buf found u32[NK] zero
// @launch hash_insert grid(NK / 256) block(256) args(table_keys, table_vals, keys, vals, u32(NK), u32(CAP - 1))
// @launch hash_lookup grid(NK / 256) block(256) args(table_keys, table_vals, keys, found, u32(NK), u32(CAP - 1))
// @check found exact
#include <cuda_runtime.h>
#include <stdint.h>

#define EMPTY_KEY 0u

__device__ __forceinline__ uint32_t hash32(uint32_t k) {
  k ^= k >> 16;
  k *= 0x85ebca6bu;
  k ^= k >> 13;
  k *= 0xc2b2ae35u;
  k ^= k >> 16;
  return k;
}

__global__ void hash_insert(uint32_t *table_keys, uint32_t *table_vals, const uint32_t *keys, const uint32_t *vals,
                            uint32_t n, uint32_t mask) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t key = keys[i];
  uint32_t slot = hash32(key) & mask;
  while (true) {
    uint32_t prev = atomicCAS(&table_keys[slot], EMPTY_KEY, key);
    if (prev == EMPTY_KEY || prev == key) {
      // Duplicates keep the largest value so the result does not depend on the order.
      atomicMax(&table_vals[slot], vals[i] + 1);
      return;
    }
    slot = (slot + 1) & mask;
  }
}

__global__ void hash_lookup(const uint32_t *table_keys, const uint32_t *table_vals, const uint32_t *keys,
                            uint32_t *found, uint32_t n, uint32_t mask) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t key = keys[i];
  uint32_t slot = hash32(key) & mask;
  uint32_t result = 0;
  for (uint32_t probes = 0; probes <= mask; ++probes) {
    uint32_t k = table_keys[slot];
    if (k == key) { result = table_vals[slot]; break; }
    if (k == EMPTY_KEY) break;
    slot = (slot + 1) & mask;
  }
  found[i] = result;
}
