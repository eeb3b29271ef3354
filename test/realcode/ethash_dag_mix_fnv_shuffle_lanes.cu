// @realcode An ethash-style memory-hard mix in the shape of the open CUDA miners' search kernel: eight threads (THREADS_PER_HASH) cooperate on one nonce, each holding a uint4 quarter-row of the 128-byte mix; per hash the lanes take turns broadcasting their seed words with __shfl_sync of each uint4 component, 64 ACCESSES pick DAG pages with the FNV prime (the fnv/fnv4/fnv_reduce macros and inline functions), the page index comes from a word of the mix selected by a runtime lane index (a switch on the component), the mix is compressed back with fnv_reduce and gathered to the owning lane, hash128_t/hash32_t unions of uint4 and uint32_t arrays alias the DAG, and a 64-bit nonce feeds a splitmix seed.
// @let N = 1 << 16
// @let PAGES = 1 << 18
// @buf dag u32[PAGES * 32] uniform(0, 4294967295)
// @buf out u32[N * 8] zero
// @buf best u32[1] fill(4294967295)
// @launch ethash_search grid(N * 8 / 128) block(128) args(out, best, dag, u64(1311768467463790320), u32(PAGES))
// @check out exact
// @check best exact
#include <stdint.h>

#define FNV_PRIME 0x01000193
#define fnv(x, y) ((x) * FNV_PRIME ^ (y))
#define THREADS_PER_HASH (128 / 16)
#define ACCESSES 64
#define MIX_WORDS 32

typedef union { uint32_t words[128 / sizeof(uint32_t)]; uint2 uint2s[128 / sizeof(uint2)]; uint4 uint4s[128 / sizeof(uint4)]; } hash128_t;
typedef union { uint32_t words[32 / sizeof(uint32_t)]; uint2 uint2s[32 / sizeof(uint2)]; uint4 uint4s[32 / sizeof(uint4)]; } hash32_t;

__device__ __forceinline__ uint4 fnv4(uint4 a, uint4 b) {
  uint4 c;
  c.x = a.x * FNV_PRIME ^ b.x;
  c.y = a.y * FNV_PRIME ^ b.y;
  c.z = a.z * FNV_PRIME ^ b.z;
  c.w = a.w * FNV_PRIME ^ b.w;
  return c;
}
__device__ __forceinline__ uint32_t fnv_reduce(uint4 v) { return fnv(fnv(fnv(v.x, v.y), v.z), v.w); }

__device__ __forceinline__ uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

__device__ __forceinline__ uint32_t component(const uint4 &v, int k) {
  switch (k) {
  case 0: return v.x;
  case 1: return v.y;
  case 2: return v.z;
  default: return v.w;
  }
}

__global__ void ethash_search(uint32_t *__restrict__ g_output, uint32_t *__restrict__ g_best, const hash128_t *__restrict__ g_dag, uint64_t start_nonce, uint32_t dag_pages) {
  const uint32_t gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int thread_id = threadIdx.x & (THREADS_PER_HASH - 1);
  const int hash_base = gid / THREADS_PER_HASH;
  const uint64_t nonce = start_nonce + (uint64_t)hash_base;

  // The seed a Keccak would give: 16 words from the nonce, the same in all eight lanes.
  uint32_t state[16];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    uint64_t s = splitmix64(nonce * 8 + i);
    state[2 * i] = (uint32_t)s;
    state[2 * i + 1] = (uint32_t)(s >> 32);
  }
  const uint32_t init0 = state[0];
  uint4 mix = make_uint4(state[(thread_id * 4) & 15], state[(thread_id * 4 + 1) & 15], state[(thread_id * 4 + 2) & 15], state[(thread_id * 4 + 3) & 15]);

#pragma unroll 4
  for (uint32_t a = 0; a < ACCESSES; a += 4) {
    const int t = (a >> 2) & (THREADS_PER_HASH - 1);
#pragma unroll
    for (uint32_t b = 0; b < 4; b++) {
      uint32_t word = component(mix, b);
      uint32_t page_word = __shfl_sync(0xffffffff, word, t, THREADS_PER_HASH);
      uint32_t offset = fnv(init0 ^ (a + b), page_word) % dag_pages;
      mix = fnv4(mix, g_dag[offset].uint4s[thread_id]);
    }
  }

  uint32_t thread_mix = fnv_reduce(mix);
  // Lane t gathers the reduced words of the eight lanes into its hash32_t.
  hash32_t digest;
#pragma unroll
  for (int i = 0; i < 8; ++i) digest.words[i] = __shfl_sync(0xffffffff, thread_mix, i, THREADS_PER_HASH);

  if (thread_id == 0) {
    uint4 *dst = reinterpret_cast<uint4 *>(g_output + (size_t)hash_base * 8);
    dst[0] = digest.uint4s[0];
    dst[1] = digest.uint4s[1];
    uint32_t target = __byte_perm(digest.words[0], 0, 0x0123) ^ __funnelshift_l(digest.words[1], digest.words[2], 13);
    atomicMin(g_best, target);
  }
}
