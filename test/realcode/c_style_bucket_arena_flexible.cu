// @realcode C-style systems code on the GPU (a spatial-hash / inverted-index builder written as a C programmer would): buckets are `typedef struct { uint32_t count; uint32_t items[]; } bucket_t;` records with a flexible array member laid out at a fixed stride in one byte arena, threads append keys with atomicAdd on the count (overflow goes to a spill counter), a second pass sorts every bucket in place with an insertion sort over `register` locals and writes a per-bucket checksum; a debug printf with `"%"PRIu32`-style format macros sits behind a flag that is off, `auto tid = threadIdx;` copies the built-in, and grid shapes are braced from ints as old samples write them.
// @let N = 1 << 21
// @let NBUCK = 1 << 15
// @let CAP = 128
// @buf keys u32[N] uniform(0, 4294967295)
// @buf arena u32[NBUCK * (CAP + 1)] zero
// @buf spill u32[1] zero
// @buf sums u64[NBUCK] zero
// @launch scatter_keys grid(cdiv(N, 256)) block(256) args(keys, arena, spill, i32(N), i32(NBUCK), i32(CAP), i32(0))
// @launch sort_buckets grid(cdiv(NBUCK, 128)) block(128) args(arena, sums, i32(NBUCK), i32(CAP), i32(0))
// @check arena exact
// @check sums exact
#include <stdint.h>
#include <inttypes.h>
#include <stdio.h>

typedef struct {
  uint32_t count;
  uint32_t items[];
} bucket_t;

#define BUCKET_AT(arena, b, cap) ((bucket_t *)((uint32_t *)(arena) + (size_t)(b) * ((cap) + 1)))

static __device__ __forceinline__ uint32_t hash32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

__global__ void scatter_keys(const uint32_t *keys, uint32_t *arena, uint32_t *spill, int n, int nbuckets, int cap, int debug) {
  auto tid = threadIdx;
  const auto bid = blockIdx;
  int i = bid.x * blockDim.x + tid.x;
  if (i >= n) return;
  register uint32_t k = keys[i];
  register uint32_t b = hash32(k) & (uint32_t)(nbuckets - 1);
  bucket_t *bk = BUCKET_AT(arena, b, cap);
  uint32_t slot = atomicAdd(&bk->count, 1u);
  if (slot < (uint32_t)cap)
    bk->items[slot] = k;
  else
    atomicAdd(spill, 1u);
  if (debug && i == 0) printf("key %" PRIu32 " -> bucket %"PRIu32" slot %u\n", k, b, slot);
}

__global__ void sort_buckets(uint32_t *arena, uint64_t *sums, int nbuckets, int cap, int debug) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nbuckets) return;
  bucket_t *bk = BUCKET_AT(arena, b, cap);
  register int n = bk->count < (uint32_t)cap ? (int)bk->count : cap;
  register int i, j;
  for (i = 1; i < n; ++i) {
    uint32_t v = bk->items[i];
    for (j = i - 1; j >= 0 && bk->items[j] > v; --j) bk->items[j + 1] = bk->items[j];
    bk->items[j + 1] = v;
  }
  uint64_t s = 0;
  for (i = 0; i < n; ++i) s = s * 1099511628211ULL + bk->items[i];
  sums[b] = s ^ ((uint64_t)n << 56);
  if (debug && b == 0) printf("bucket 0: %d items, checksum %" PRIx64 "\n", n, s);
}

int main() {
  const int n = 1 << 21, nbuckets = 1 << 15, cap = 128;
  uint32_t *keys, *arena, *spill;
  uint64_t *sums;
  cudaMalloc(&keys, n * sizeof(uint32_t));
  cudaMalloc(&arena, (size_t)nbuckets * (cap + 1) * sizeof(uint32_t));
  cudaMalloc(&spill, sizeof(uint32_t));
  cudaMalloc(&sums, nbuckets * sizeof(uint64_t));
  dim3 block = {256, 1, 1};
  dim3 grid = {(n + 255) / 256, 1, 1}; // int -> unsigned: nvcc's narrowing warning
  scatter_keys<<<grid, block>>>(keys, arena, spill, n, nbuckets, cap, 0);
  sort_buckets<<<(nbuckets + 127) / 128, 128>>>(arena, sums, nbuckets, cap, 0);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
