// @realcode Sample demultiplexing of sequencing reads by their index barcodes, as GPU preprocessing pipelines for Illumina data do it: a first kernel packs ASCII bases into 2-bit codes (a __constant__ 256-entry translation table, N and other bytes flagged in a separate mask word), the barcode whitelist is staged into shared memory as packed 64-bit words, each read's 16-base barcode is compared against every whitelist entry by XOR, folding the two bits of each base with a shift and mask and counting mismatching bases with __popcll, ambiguous bases count as mismatches, and the read is assigned to the unique best barcode within the distance limit (ties and misses go to the undetermined bin); per-sample read counts through shared then global atomics.
// @let NREADS = 1 << 21
// @let RLEN = 16
// @let NBC = 384
// @let MAXD = 2
// @const c_code u8[256] fill(4) set(65, 0) set(67, 1) set(71, 2) set(84, 3) set(97, 0) set(99, 1) set(103, 2) set(116, 3)
// @buf bc_sym u8[NBC * RLEN] uniform(0, 4)
// @buf noise u32[NREADS * 2] uniform(0, 4294967295)
// @buf raw u8[NREADS * RLEN] zero
// @buf bc_raw u8[NBC * RLEN] zero
// @buf packed u64[NREADS] zero
// @buf nmask u32[NREADS] zero
// @buf bc_packed u64[NBC] zero
// @buf assign i32[NREADS] zero
// @buf counts u32[NBC + 1] zero
// @launch simulate_reads grid(NREADS / 256) block(256) args(bc_sym, noise, bc_raw, raw, i32(NBC), i32(NREADS))
// @launch pack_reads grid(NREADS / 256) block(256) args(raw, packed, nmask, i32(NREADS))
// @launch pack_barcodes grid(cdiv(NBC, 128)) block(128) args(bc_raw, bc_packed, i32(NBC))
// @launch demux grid(NREADS / 256) block(256) args(packed, nmask, bc_packed, assign, counts, i32(NBC), i32(MAXD), i32(NREADS))
// @check raw exact
// @check packed exact
// @check nmask exact
// @check bc_packed exact
// @check assign exact
// @check counts exact
#include <cstdint>

#define BARCODE_LEN 16
#define MAX_BARCODES 512

__constant__ uint8_t c_code[256];

// Test data as a sequencer would produce it: each read carries one whitelist barcode with up to three
// substitutions and, now and then, an N call. Thread r < nbc also writes barcode r as ASCII.
__global__ void simulate_reads(const uint8_t *__restrict__ bc_sym, const uint32_t *__restrict__ noise, uint8_t *bc_raw,
                               uint8_t *raw, int nbc, int nreads) {
  const char alphabet[] = "ACGT";
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nreads) return;
  if (r < nbc)
    for (int i = 0; i < BARCODE_LEN; ++i) bc_raw[r * BARCODE_LEN + i] = alphabet[bc_sym[r * BARCODE_LEN + i]];
  uint32_t h = noise[2 * r];
  const uint32_t h2 = noise[2 * r + 1];
  const int b = h2 % nbc;
  uint8_t *dst = raw + (size_t)r * BARCODE_LEN;
  for (int i = 0; i < BARCODE_LEN; ++i) dst[i] = alphabet[bc_sym[b * BARCODE_LEN + i]];
  const int nsub = h & 3;
  h >>= 2;
  for (int k = 0; k < nsub; ++k, h >>= 6) {
    const int pos = h & 15;
    dst[pos] = alphabet[(bc_sym[b * BARCODE_LEN + pos] + 1 + ((h >> 4) % 3)) & 3];
  }
  if ((h2 >> 24) < 8) dst[(h2 >> 16) & 15] = 'N';
}

__device__ __forceinline__ void pack16(const uint8_t *s, uint64_t &bits, uint32_t &ambig) {
  bits = 0;
  ambig = 0;
#pragma unroll
  for (int i = 0; i < BARCODE_LEN; ++i) {
    const uint8_t c = c_code[s[i]];
    ambig |= (c > 3 ? 1u : 0u) << i;
    bits |= (uint64_t)(c & 3) << (2 * i);
  }
}

__global__ void pack_reads(const uint8_t *__restrict__ raw, uint64_t *packed, uint32_t *nmask, int nreads) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nreads) return;
  uint64_t bits;
  uint32_t amb;
  pack16(raw + (size_t)r * BARCODE_LEN, bits, amb);
  packed[r] = bits;
  nmask[r] = amb;
}

__global__ void pack_barcodes(const uint8_t *__restrict__ raw, uint64_t *packed, int nbc) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nbc) return;
  uint64_t bits;
  uint32_t amb;
  pack16(raw + (size_t)b * BARCODE_LEN, bits, amb);
  packed[b] = bits;
}

// Mismatching bases between two 2-bit packed 16-mers: a base differs when either of its bits does.
__device__ __forceinline__ int base_mismatches(uint64_t a, uint64_t b) {
  const uint64_t x = a ^ b;
  const uint64_t per_base = (x | (x >> 1)) & 0x5555555555555555ull;
  return __popcll(per_base);
}

// Spreads the 16 ambiguity bits to the even bit of each base's pair.
__device__ __forceinline__ uint64_t spread_even(uint32_t m) {
  uint64_t x = m & 0xffffu;
  x = (x | (x << 8)) & 0x00ff00ffull;
  x = (x | (x << 4)) & 0x0f0f0f0full;
  x = (x | (x << 2)) & 0x33333333ull;
  x = (x | (x << 1)) & 0x55555555ull;
  return x;
}

__global__ void demux(const uint64_t *__restrict__ packed, const uint32_t *__restrict__ nmask, const uint64_t *__restrict__ bc,
                      int *assign, unsigned *counts, int nbc, int maxd, int nreads) {
  __shared__ uint64_t s_bc[MAX_BARCODES];
  __shared__ unsigned s_cnt[MAX_BARCODES + 1];
  for (int i = threadIdx.x; i < nbc; i += blockDim.x) s_bc[i] = bc[i];
  for (int i = threadIdx.x; i <= nbc; i += blockDim.x) s_cnt[i] = 0;
  __syncthreads();
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < nreads) {
    const uint64_t q = packed[r];
    const uint64_t amb = spread_even(nmask[r]);
    int best = -1, best_d = BARCODE_LEN + 1, second_d = BARCODE_LEN + 1;
    for (int b = 0; b < nbc; ++b) {
      const uint64_t x = q ^ s_bc[b];
      const int d = __popcll(((x | (x >> 1)) & 0x5555555555555555ull) | amb);
      if (d < best_d) {
        second_d = best_d;
        best_d = d;
        best = b;
      } else if (d < second_d) {
        second_d = d;
      }
    }
    const int a = (best_d <= maxd && second_d > best_d) ? best : nbc;
    assign[r] = a;
    atomicAdd(&s_cnt[a], 1u);
  }
  __syncthreads();
  for (int i = threadIdx.x; i <= nbc; i += blockDim.x)
    if (s_cnt[i]) atomicAdd(&counts[i], s_cnt[i]);
}
