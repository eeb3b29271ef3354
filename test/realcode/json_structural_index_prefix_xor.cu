// @realcode Stage one of a GPU JSON parser in the simdjson style (as columnar readers index JSON lines): each thread classifies a 64-byte block into 64-bit masks of quotes, backslashes and structural characters, drops escaped quotes by measuring the run of backslashes before each quote (looking back into earlier blocks when the run starts there), carries the in-string state across blocks by an exclusive XOR scan of each block's quote parity in one block, turns quotes into an in-string mask with a shift-XOR prefix within the 64-bit word, and writes the structural mask outside strings with per-block __popcll counts.
// @let NB = 1 << 18
// @buf text u8[NB * 64] uniform(32, 128)
// @buf parity u32[NB] zero
// @buf structural u64[NB] zero
// @buf counts u32[NB] zero
// @launch quote_parity grid(NB / 256) block(256) args(text, parity, i32(NB))
// @launch xor_scan_parity grid(1) block(1024) args(parity, i32(NB))
// @launch structural_index grid(NB / 256) block(256) args(text, parity, structural, counts, i32(NB))
// @check parity exact
// @check structural exact
// @check counts exact
#include <cstdint>

struct BlockMasks {
  uint64_t quote, structural;
};

__device__ __forceinline__ bool is_structural(uint32_t c) {
  return c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',';
}

// Whether the byte before position `at` of the text ends an odd run of
// backslashes (so the byte at `at` is escaped).
__device__ bool escaped(const uint8_t *__restrict__ text, long long at) {
  int run = 0;
  for (long long k = at - 1; k >= 0 && text[k] == '\\'; --k)
    ++run;
  return run & 1;
}

__device__ BlockMasks classify(const uint8_t *__restrict__ text, int b) {
  const uint4 *p = reinterpret_cast<const uint4 *>(text + (size_t)b * 64);
  BlockMasks m = {0, 0};
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    uint4 v = __ldg(p + w);
    uint32_t words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int q = 0; q < 4; ++q) {
#pragma unroll
      for (int k = 0; k < 4; ++k) {
        uint32_t c = (words[q] >> (8 * k)) & 0xff;
        int bit = w * 16 + q * 4 + k;
        if (c == '"')
          m.quote |= 1ull << bit;
        if (is_structural(c))
          m.structural |= 1ull << bit;
      }
    }
  }
  // Escaped quotes are not string delimiters.
  uint64_t qs = m.quote;
  while (qs) {
    int bit = __ffsll(qs) - 1;
    qs &= qs - 1;
    if (escaped(text, (long long)b * 64 + bit))
      m.quote &= ~(1ull << bit);
  }
  return m;
}

__global__ void quote_parity(const uint8_t *__restrict__ text, uint32_t *__restrict__ parity, int nb) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < nb)
    parity[b] = __popcll(classify(text, b).quote) & 1;
}

// In place: parity[b] becomes the XOR of the parities before b (whether
// block b starts inside a string).
__global__ void __launch_bounds__(1024) xor_scan_parity(uint32_t *parity, int nb) {
  __shared__ uint32_t carry;
  if (threadIdx.x == 0)
    carry = 0;
  __syncthreads();
  int lane = threadIdx.x & 31;
  __shared__ uint32_t warp_bits[32];
  for (int base = 0; base < nb; base += 1024) {
    int i = base + threadIdx.x;
    uint32_t v = i < nb ? parity[i] : 0;
    uint32_t ballot = __ballot_sync(0xffffffffu, v);
    uint32_t before_in_warp = __popc(ballot & ((1u << lane) - 1)) & 1;
    if (lane == 0)
      warp_bits[threadIdx.x >> 5] = __popc(ballot) & 1;
    __syncthreads();
    uint32_t before_warps = 0;
    for (int w = 0; w < (int)(threadIdx.x >> 5); ++w)
      before_warps ^= warp_bits[w];
    uint32_t start = carry;
    __syncthreads();
    if (i < nb)
      parity[i] = start ^ before_warps ^ before_in_warp;
    if (threadIdx.x == 1023)
      carry = start ^ before_warps ^ before_in_warp ^ v;
    __syncthreads();
  }
}

__global__ void structural_index(const uint8_t *__restrict__ text, const uint32_t *__restrict__ in_string,
                                 uint64_t *__restrict__ structural, uint32_t *__restrict__ counts, int nb) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nb)
    return;
  BlockMasks m = classify(text, b);
  // Prefix XOR: bit i set when an odd number of quotes lie at or before i.
  uint64_t x = m.quote;
  x ^= x << 1;
  x ^= x << 2;
  x ^= x << 4;
  x ^= x << 8;
  x ^= x << 16;
  x ^= x << 32;
  if (in_string[b])
    x = ~x;
  uint64_t outside = m.structural & ~x;
  structural[b] = outside;
  counts[b] = __popcll(outside);
}
