// @realcode k-mer counting as GPU genome assemblers and read-error correctors do it: reads (150-base windows of a 64 kb ASCII genome, about 75x coverage, N one base in 64) are taken at hashed offsets, each thread rolls a 2-bit forward and reverse-complement 31-mer across its read (N resets the window), keeps the canonical one (the smaller), hashes it with MurmurHash3's fmix64 and inserts it into an open-addressing table of 64-bit keys with atomicCAS (linear probing, an empty marker of ~0) and a 32-bit atomicAdd count; a query kernel then looks every k-mer of a second read set up with the same probing and writes its count (0 when absent).
// @let NREAD = 1 << 15
// @let RLEN = 150
// @let K = 31
// @let TSIZE = 1 << 23
// @let GLEN = 1 << 16
// @buf genome u8[GLEN] uniform(0, 64)
// @buf keys u64[TSIZE] fill(-1)
// @buf counts u32[TSIZE] zero
// @buf qcount u32[NREAD * (RLEN - K + 1)] zero
// @buf overflow u32[1] zero
// @launch ascii_bases grid(cdiv(GLEN, 256)) block(256) args(genome, i32(GLEN))
// @launch count_kmers grid(cdiv(NREAD, 128)) block(128) args(genome, i32(GLEN), u32(2654435761), keys, counts, overflow, i32(NREAD), i32(RLEN), u64(TSIZE - 1))
// @launch query_kmers grid(cdiv(NREAD, 128)) block(128) args(genome, i32(GLEN), u32(40503), keys, counts, qcount, i32(NREAD), i32(RLEN), u64(TSIZE - 1))
// @check qcount exact
// @check counts unordered
#include <cstdint>

typedef unsigned long long kmer_t;
constexpr int KMER = 31;
constexpr kmer_t EMPTY = ~0ull;
constexpr kmer_t KMASK = (1ull << (2 * KMER)) - 1;

// The harness fills bytes 0..63; real genomes are text.
__global__ void ascii_bases(uint8_t *g, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) g[i] = g[i] == 63 ? 'N' : "ACGT"[g[i] & 3];
}

__device__ __forceinline__ const uint8_t *read_start(const uint8_t *genome, int glen, uint32_t mult, int r, int rlen) {
  return genome + (uint32_t)r * mult % (uint32_t)(glen - rlen);
}

__device__ __forceinline__ kmer_t fmix64(kmer_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

// A=0 C=1 G=2 T=3, anything else 4 (breaks the window).
__device__ __forceinline__ int encode(uint8_t c) {
  switch (c) {
  case 'A': case 'a': return 0;
  case 'C': case 'c': return 1;
  case 'G': case 'g': return 2;
  case 'T': case 't': return 3;
  default: return 4;
  }
}

template <typename Visit>
__device__ void for_each_canonical(const uint8_t *read, int len, Visit visit) {
  kmer_t fw = 0, rc = 0;
  int valid = 0;
  for (int p = 0; p < len; ++p) {
    const int b = encode(read[p]);
    if (b > 3) {
      valid = 0;
      fw = rc = 0;
    } else {
      fw = ((fw << 2) | (kmer_t)b) & KMASK;
      rc = (rc >> 2) | ((kmer_t)(3 - b) << (2 * (KMER - 1)));
      ++valid;
    }
    if (p >= KMER - 1) visit(p - (KMER - 1), valid >= KMER, fw < rc ? fw : rc);
  }
}

__global__ void count_kmers(const uint8_t *__restrict__ genome, int glen, uint32_t mult, kmer_t *keys, unsigned *counts, unsigned *overflow,
                            int nreads, int rlen, kmer_t mask) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nreads) return;
  for_each_canonical(read_start(genome, glen, mult, r, rlen), rlen, [&](int, bool ok, kmer_t km) {
    if (!ok) return;
    kmer_t slot = fmix64(km) & mask;
    for (int probe = 0; probe < 64; ++probe) {
      const kmer_t prev = atomicCAS(keys + slot, EMPTY, km);
      if (prev == EMPTY || prev == km) {
        atomicAdd(counts + slot, 1u);
        return;
      }
      slot = (slot + 1) & mask;
    }
    atomicAdd(overflow, 1u);
  });
}

__global__ void query_kmers(const uint8_t *__restrict__ genome, int glen, uint32_t mult, const kmer_t *__restrict__ keys,
                            const unsigned *__restrict__ counts, unsigned *__restrict__ qcount, int nreads, int rlen,
                            kmer_t mask) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nreads) return;
  unsigned *out = qcount + (size_t)r * (rlen - KMER + 1);
  for_each_canonical(read_start(genome, glen, mult, r, rlen), rlen, [&](int pos, bool ok, kmer_t km) {
    unsigned c = 0;
    if (ok) {
      kmer_t slot = fmix64(km) & mask;
      for (int probe = 0; probe < 64; ++probe) {
        const kmer_t k = keys[slot];
        if (k == km) { c = counts[slot]; break; }
        if (k == EMPTY) break;
        slot = (slot + 1) & mask;
      }
    }
    out[pos] = c;
  });
}
