// @realcode Reed-Solomon RS(255, 223) parity generation over GF(2^8) (primitive polynomial 0x11d) as storage and broadcast codecs batch it: each block builds the exp/log tables in shared memory (a doubled exp table so products need no modulo), the 32 generator coefficients come from __constant__, one thread per codeword runs the systematic LFSR division over its 223 data bytes read four at a time from a byte-interleaved layout, the 32 parity bytes live in a register array shifted by a fully unrolled loop, and a syndrome kernel then checks each codeword with Horner's rule.
// @let CW = 1 << 16
// @buf data u32[56 * CW] uniform(0, 4294967295)
// @buf parity u8[32 * CW] zero
// @buf syndromes u8[32 * CW] zero
// @const c_gen u8[32] uniform(1, 256)
// @launch rs_encode<32> grid(CW / 128) block(128) args(data, parity, i32(CW))
// @launch rs_syndromes<32> grid(CW / 128) block(128) args(data, parity, syndromes, i32(CW))
// @check parity exact
// @check syndromes exact
#include <cstdint>

__constant__ uint8_t c_gen[32];

constexpr int kDataBytes = 223;
constexpr int kPadded = 224; // data rows rounded up to a multiple of four

struct GfTables {
  uint8_t exp[512];
  uint8_t log[256];
};

__device__ void build_tables(GfTables &t) {
  if (threadIdx.x == 0) {
    unsigned x = 1;
    for (int i = 0; i < 255; ++i) {
      t.exp[i] = (uint8_t)x;
      x <<= 1;
      if (x & 0x100) x ^= 0x11d;
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 255; i += blockDim.x) {
    t.exp[i + 255] = t.exp[i];
    t.log[t.exp[i]] = (uint8_t)i;
  }
  if (threadIdx.x == 0) {
    t.exp[510] = t.exp[0];
    t.exp[511] = t.exp[1];
    t.log[0] = 0;
  }
  __syncthreads();
}

__device__ __forceinline__ uint8_t gf_mul(const GfTables &t, uint8_t a, uint8_t b) {
  return (a && b) ? t.exp[t.log[a] + t.log[b]] : 0;
}

// Data byte k of codeword cw lives in word (k / 4) * CW + cw, byte k % 4.
template <int NPAR>
__global__ void __launch_bounds__(128) rs_encode(const uint32_t *__restrict__ data, uint8_t *__restrict__ parity, int ncw) {
  __shared__ GfTables t;
  build_tables(t);
  const int cw = blockIdx.x * blockDim.x + threadIdx.x;
  uint8_t gen[NPAR];
#pragma unroll
  for (int k = 0; k < NPAR; ++k) gen[k] = c_gen[k];
  uint8_t reg[NPAR];
#pragma unroll
  for (int k = 0; k < NPAR; ++k) reg[k] = 0;

  for (int w = 0; w < kPadded / 4; ++w) {
    uint32_t word = data[(size_t)w * ncw + cw];
#pragma unroll
    for (int b = 0; b < 4; ++b) {
      if (w * 4 + b >= kDataBytes) break;
      uint8_t feedback = (uint8_t)(word >> (8 * b)) ^ reg[0];
#pragma unroll
      for (int k = 0; k < NPAR - 1; ++k) reg[k] = reg[k + 1] ^ gf_mul(t, feedback, gen[k]);
      reg[NPAR - 1] = gf_mul(t, feedback, gen[NPAR - 1]);
    }
  }
#pragma unroll
  for (int k = 0; k < NPAR; ++k) parity[(size_t)k * ncw + cw] = reg[k];
}

// S_j = c(alpha^j) for j = 0..NPAR-1 over the 255 code bytes (data then parity).
template <int NPAR>
__global__ void __launch_bounds__(128) rs_syndromes(const uint32_t *__restrict__ data, const uint8_t *__restrict__ parity,
                                                    uint8_t *__restrict__ syn, int ncw) {
  __shared__ GfTables t;
  build_tables(t);
  const int cw = blockIdx.x * blockDim.x + threadIdx.x;
  uint8_t s[NPAR];
#pragma unroll
  for (int j = 0; j < NPAR; ++j) s[j] = 0;
  auto horner = [&](uint8_t byte) {
#pragma unroll
    for (int j = 0; j < NPAR; ++j) s[j] = gf_mul(t, s[j], t.exp[j]) ^ byte;
  };
  for (int w = 0; w < kPadded / 4; ++w) {
    uint32_t word = data[(size_t)w * ncw + cw];
    for (int b = 0; b < 4 && w * 4 + b < kDataBytes; ++b) horner((uint8_t)(word >> (8 * b)));
  }
  for (int k = 0; k < NPAR; ++k) horner(parity[(size_t)k * ncw + cw]);
#pragma unroll
  for (int j = 0; j < NPAR; ++j) syn[(size_t)j * ncw + cw] = s[j];
}

// Host side: encode, then verify.
void rs_encode_and_check(const uint32_t *data, uint8_t *parity, uint8_t *syndromes, int ncw, cudaStream_t s) {
  rs_encode<32><<<(ncw + 127) / 128, 128, 0, s>>>(data, parity, ncw);
  rs_syndromes<32><<<(ncw + 127) / 128, 128, 0, s>>>(data, parity, syndromes, ncw);
}
