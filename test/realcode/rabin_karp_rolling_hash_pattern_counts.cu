// @realcode Rabin-Karp multi-length pattern counting: each thread slides a polynomial rolling hash (mod 2^61 - 1 with 128-bit products) over its text segment plus overlap, compares against a short table of pattern hashes in __constant__ memory and verifies candidates byte by byte before counting.
// @let TEXT = 1 << 24
// @let SEG = 1024
// @let NPAT = 8
// @let PLEN = 8
// @buf text u8[TEXT + PLEN] uniform(97, 101)
// @buf patterns u8[NPAT * PLEN] uniform(97, 101)
// @buf hits u32[NPAT] zero
// @launch hash_patterns grid(1) block(32) args(patterns, i32(NPAT), i32(PLEN))
// @launch rk_count grid(cdiv(TEXT / SEG, 128)) block(128) args(text, patterns, hits, i32(TEXT), i32(SEG), i32(NPAT), i32(PLEN))
// @check hits exact
#include <cstdint>

constexpr uint64_t kMersenne61 = (uint64_t(1) << 61) - 1;
constexpr uint64_t kBase = 1000003;

__device__ __forceinline__ uint64_t mulmod(uint64_t a, uint64_t b) {
  unsigned __int128 p = (unsigned __int128)a * b;
  uint64_t lo = uint64_t(p) & kMersenne61, hi = uint64_t(p >> 61);
  uint64_t s = lo + hi;
  return s >= kMersenne61 ? s - kMersenne61 : s;
}

__device__ uint64_t pattern_hash[32];
__device__ uint64_t base_pow;  // kBase^(PLEN-1)

__global__ void hash_patterns(const uint8_t *patterns, int npat, int plen) {
  int p = threadIdx.x;
  if (p < npat) {
    uint64_t h = 0;
    for (int i = 0; i < plen; ++i) h = (mulmod(h, kBase) + patterns[p * plen + i]) % kMersenne61;
    pattern_hash[p] = h;
  }
  if (p == 0) {
    uint64_t pw = 1;
    for (int i = 1; i < plen; ++i) pw = mulmod(pw, kBase);
    base_pow = pw;
  }
}

__global__ void rk_count(const uint8_t *__restrict__ text, const uint8_t *__restrict__ patterns, unsigned *hits, int n,
                         int seg, int npat, int plen) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = s * seg;
  if (begin >= n) return;
  int end = min(begin + seg, n);  // windows starting in [begin, end)
  uint64_t h = 0, top = base_pow;
  for (int i = 0; i < plen; ++i) h = (mulmod(h, kBase) + text[begin + i]) % kMersenne61;
  for (int start = begin;; ++start) {
    for (int p = 0; p < npat; ++p) {
      if (pattern_hash[p] != h) continue;
      bool same = true;
      for (int i = 0; i < plen && same; ++i) same = text[start + i] == patterns[p * plen + i];
      if (same) atomicAdd(&hits[p], 1u);
    }
    if (start + 1 >= end) break;
    // Drop text[start], append text[start + plen].
    uint64_t drop = mulmod(text[start], top);
    h = (h + kMersenne61 - drop) % kMersenne61;
    h = (mulmod(h, kBase) + text[start + plen]) % kMersenne61;
  }
}
