// @realcode xxHash32 over fixed-size records as GPU dedup and join codes run it: one thread per 64-byte record read as uint4 vectors, four accumulator lanes with the PRIME32 constants and rotl written with __funnelshift_l, the merge rotations and the avalanche; a second kernel buckets the hashes and counts collisions per bucket with atomicAdd and checks a __byte_perm-based endian swap of each hash against a shift-and-mask version, counting agreements per block with __syncthreads_count.
// @let N = 1 << 21
// @let NB = 1 << 16
// @buf recs u32[N * 16] uniform(0, 4294967296)
// @buf hashes u32[N] zero
// @buf swapped u32[N] zero
// @buf buckets u32[NB] zero
// @buf agree u32[1] zero
// @launch xxh32_records grid(cdiv(N, 128)) block(128) args(recs, hashes, i32(N), u32(0x5bd1e995))
// @launch bucket_count grid(cdiv(N, 256)) block(256) args(hashes, buckets, swapped, agree, i32(N), u32(NB - 1))
// @check hashes exact
// @check buckets exact
// @check swapped exact
// @check agree exact
#include <cstdint>

static constexpr uint32_t PRIME32_1 = 0x9E3779B1u;
static constexpr uint32_t PRIME32_2 = 0x85EBCA77u;
static constexpr uint32_t PRIME32_3 = 0xC2B2AE3Du;
static constexpr uint32_t PRIME32_4 = 0x27D4EB2Fu;
static constexpr uint32_t PRIME32_5 = 0x165667B1u;

__device__ __forceinline__ uint32_t rotl32(uint32_t x, int r) { return __funnelshift_l(x, x, r); }

__device__ __forceinline__ uint32_t xxh_round(uint32_t acc, uint32_t input) {
  acc += input * PRIME32_2;
  acc = rotl32(acc, 13);
  return acc * PRIME32_1;
}

template <int RecordBytes>
__device__ uint32_t xxh32(const uint4 *rec, uint32_t seed) {
  static_assert(RecordBytes % 16 == 0, "whole stripes");
  uint32_t v1 = seed + PRIME32_1 + PRIME32_2, v2 = seed + PRIME32_2, v3 = seed, v4 = seed - PRIME32_1;
#pragma unroll
  for (int s = 0; s < RecordBytes / 16; ++s) {
    uint4 q = rec[s];
    v1 = xxh_round(v1, q.x);
    v2 = xxh_round(v2, q.y);
    v3 = xxh_round(v3, q.z);
    v4 = xxh_round(v4, q.w);
  }
  uint32_t h = rotl32(v1, 1) + rotl32(v2, 7) + rotl32(v3, 12) + rotl32(v4, 18);
  h += RecordBytes;
  h ^= h >> 15;
  h *= PRIME32_2;
  h ^= h >> 13;
  h *= PRIME32_3;
  h ^= h >> 16;
  return h;
}

__global__ void xxh32_records(const uint4 *__restrict__ recs, uint32_t *hashes, int n, uint32_t seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) hashes[i] = xxh32<64>(recs + (size_t)i * 4, seed);
}

__global__ void bucket_count(const uint32_t *__restrict__ hashes, uint32_t *buckets, uint32_t *swapped,
                             uint32_t *agree, int n, uint32_t mask) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool same = false;
  if (i < n) {
    uint32_t h = hashes[i];
    atomicAdd(&buckets[(h ^ (h >> 16) * PRIME32_4 ^ PRIME32_5) & mask], 1u);
    uint32_t a = __byte_perm(h, 0, 0x0123);
    uint32_t b = (h >> 24) | ((h >> 8) & 0xff00u) | ((h << 8) & 0xff0000u) | (h << 24);
    swapped[i] = a;
    same = a == b;
  }
  int count = __syncthreads_count(same);
  if (threadIdx.x == 0) atomicAdd(agree, (uint32_t)count);
}
