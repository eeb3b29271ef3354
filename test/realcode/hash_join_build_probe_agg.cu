// @realcode A GPU database equi-join in the style of hash-join papers and cuDF's inner join: the build side (a dimension table with unique 32-bit keys and a payload) goes into an open-addressing table of packed 64-bit (key << 32 | payload) slots claimed with one atomicCAS each, multiplicative hashing (Knuth) into a power-of-two table; the probe side (a fact table with foreign keys, only about one in four with a match) looks up each key with linear probing and writes the matched payload or -1; a fused group-by aggregates the fact measure per matched payload group with atomicAdd on 64-bit integers, and a warp-aggregated counter (__ballot_sync + __popc + one atomicAdd per warp) counts the matches.
// @let NBUILD = 1 << 20
// @let NPROBE = 1 << 24
// @let TSIZE = 1 << 21
// @let NGROUP = 1024
// @buf bkey i32[NBUILD] iota(1, 3)
// @buf bpay i32[NBUILD] uniform(0, 1024)
// @buf pkey i32[NPROBE] uniform(0, 4194304)
// @buf pval i32[NPROBE] uniform(1, 1000)
// @buf table u64[TSIZE] fill(-1)
// @buf matched i32[NPROBE] zero
// @buf groupsum u64[NGROUP] zero
// @buf nmatch u32[1] zero
// @launch join_build grid(cdiv(NBUILD, 256)) block(256) args(bkey, bpay, table, i32(NBUILD), u32(TSIZE - 1))
// @launch join_probe grid(cdiv(NPROBE, 256)) block(256) args(pkey, pval, table, matched, groupsum, nmatch, i32(NPROBE), u32(TSIZE - 1))
// @check matched exact
// @check groupsum exact
// @check nmatch exact
// @check table unordered
#include <cstdint>

typedef unsigned long long slot_t;
static constexpr slot_t kEmpty = ~0ull;

__device__ __forceinline__ uint32_t hash_key(int32_t k, uint32_t mask) {
  return ((uint32_t)k * 2654435761u) & mask;
}

__device__ __forceinline__ slot_t pack(int32_t key, int32_t payload) {
  return ((slot_t)(uint32_t)key << 32) | (uint32_t)payload;
}

__global__ void join_build(const int32_t *__restrict__ keys, const int32_t *__restrict__ payload, slot_t *table, int n,
                           uint32_t mask) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const slot_t item = pack(keys[i], payload[i]);
  for (uint32_t s = hash_key(keys[i], mask);; s = (s + 1) & mask) {
    if (atomicCAS(table + s, kEmpty, item) == kEmpty) return;
  }
}

__global__ void __launch_bounds__(256) join_probe(const int32_t *__restrict__ keys, const int32_t *__restrict__ vals,
                                                 const slot_t *__restrict__ table, int32_t *__restrict__ matched,
                                                 unsigned long long *groupsum, unsigned *nmatch, int n, uint32_t mask) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int32_t found = -1;
  if (i < n) {
    const int32_t k = keys[i];
    for (uint32_t s = hash_key(k, mask);; s = (s + 1) & mask) {
      const slot_t e = table[s];
      if (e == kEmpty) break;
      if ((int32_t)(e >> 32) == k) {
        found = (int32_t)(e & 0xffffffffu);
        break;
      }
    }
    matched[i] = found;
    if (found >= 0) atomicAdd(groupsum + found, (unsigned long long)vals[i]);
  }
  const unsigned hits = __ballot_sync(0xffffffffu, found >= 0);
  if ((threadIdx.x & 31) == 0 && hits) atomicAdd(nmatch, (unsigned)__popc(hits));
}
