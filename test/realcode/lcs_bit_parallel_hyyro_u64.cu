// @realcode Longest common subsequence length by the bit-parallel recurrence (Allison-Dix / Hyyro): one thread per pair, the first string's match masks per symbol in 64-bit words, a multi-word add with carry per character of the second string, and the LCS as the count of zero bits.
// @let PAIRS = 1 << 15
// @let LA = 256
// @let LB = 256
// @buf a u8[PAIRS * LA] uniform(0, 4)
// @buf b u8[PAIRS * LB] uniform(0, 4)
// @buf lcs i32[PAIRS] zero
// @launch lcs_bitpar<4> grid(cdiv(PAIRS, 128)) block(128) args(a, b, lcs, i32(PAIRS), i32(LB))
// @check lcs exact
#include <cstdint>

template <int WORDS>
__global__ void lcs_bitpar(const uint8_t *__restrict__ A, const uint8_t *__restrict__ B, int *__restrict__ out, int pairs, int lb) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= pairs) return;
  uint64_t match[4][WORDS];  // DNA alphabet: one mask per base
#pragma unroll
  for (int s = 0; s < 4; ++s)
#pragma unroll
    for (int w = 0; w < WORDS; ++w) match[s][w] = 0;
  const uint8_t *a = A + size_t(p) * WORDS * 64;
  for (int i = 0; i < WORDS * 64; ++i) match[a[i] & 3][i / 64] |= uint64_t(1) << (i % 64);
  uint64_t v[WORDS];
#pragma unroll
  for (int w = 0; w < WORDS; ++w) v[w] = ~uint64_t(0);
  const uint8_t *b = B + size_t(p) * lb;
  for (int j = 0; j < lb; ++j) {
    int s = b[j] & 3;
    uint64_t carry = 0;
    // V' = (V + (V & M)) | (V & ~M), the add rippling across words.
#pragma unroll
    for (int w = 0; w < WORDS; ++w) {
      uint64_t m = match[s][w];
      uint64_t u = v[w] & m;
      uint64_t sum = v[w] + u;
      uint64_t c1 = sum < v[w];
      uint64_t sum2 = sum + carry;
      uint64_t c2 = sum2 < sum;
      carry = c1 | c2;
      v[w] = sum2 | (v[w] - u);
    }
  }
  int zeros = 0;
#pragma unroll
  for (int w = 0; w < WORDS; ++w) zeros += 64 - __popcll(v[w]);
  out[p] = zeros;
}

// The instantiation the host code launches.
template __global__ void lcs_bitpar<4>(const uint8_t *, const uint8_t *, int *, int, int);
