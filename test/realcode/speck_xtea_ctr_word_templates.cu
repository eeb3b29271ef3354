// @realcode Lightweight block ciphers in counter mode as IoT-crypto benchmark code writes them: Speck128/128 and Speck64/128 from one class template over the word type (rotation amounts, round count and key-schedule length as static constexpr members, if constexpr on sizeof(Word)), the round keys expanded per thread into a local array, and XTEA with its key in a __constant__ array and the classic sum += delta loop; each thread encrypts one counter block and XORs it into the plaintext through a union of words and bytes.
// @let NB = 1 << 20
// @const c_xtea_key u32[4] uniform(0, 4294967295)
// @buf key128 u64[2] uniform(0, 4294967295)
// @buf plain u64[2 * NB] uniform(0, 4294967295)
// @buf out128 u64[2 * NB] zero
// @buf out64 u32[2 * NB] zero
// @buf outx u32[2 * NB] zero
// @launch speck_ctr<unsigned long long> grid(NB / 128) block(128) args(key128, plain, out128, u64(0x0123456789abcdef), i32(NB))
// @launch speck_ctr<unsigned int> grid(NB / 128) block(128) args(key128, plain, out64, u64(77), i32(NB))
// @launch xtea_ctr grid(NB / 256) block(256) args(plain, outx, u32(0x9e3779b9), i32(NB))
// @check out128 exact
// @check out64 exact
// @check outx exact
#include <cstdint>
#include <type_traits>

template <typename Word> struct Speck {
  static_assert(std::is_unsigned<Word>::value, "Speck words are unsigned");
  static constexpr int kBits = 8 * sizeof(Word);
  static constexpr int kAlpha = kBits == 64 ? 8 : 8;
  static constexpr int kBeta = 3;
  static constexpr int kRounds = kBits == 64 ? 32 : 27;
  static constexpr int kKeyWords = 128 / kBits;

  __device__ static Word ror(Word x, int r) { return (x >> r) | (x << (kBits - r)); }
  __device__ static Word rol(Word x, int r) { return (x << r) | (x >> (kBits - r)); }

  __device__ static void round(Word &x, Word &y, Word k) {
    x = ror(x, kAlpha);
    x += y;
    x ^= k;
    y = rol(y, kBeta);
    y ^= x;
  }

  // Round keys from the 128-bit key (two 64-bit words, as the reference keys are laid out).
  __device__ static void expand(const uint64_t key[2], Word rk[kRounds]) {
    Word l[kRounds + kKeyWords];
    Word k;
    if constexpr (sizeof(Word) == 8) {
      k = key[0];
      l[0] = key[1];
    } else {
      k = static_cast<Word>(key[0]);
      l[0] = static_cast<Word>(key[0] >> 32);
      l[1] = static_cast<Word>(key[1]);
      l[2] = static_cast<Word>(key[1] >> 32);
    }
    for (int i = 0; i < kRounds; ++i) {
      rk[i] = k;
      Word li = l[i];
      round(li, k, static_cast<Word>(i));
      l[i + kKeyWords - 1] = li;
    }
  }

  __device__ static void encrypt(Word &x, Word &y, const Word rk[kRounds]) {
#pragma unroll 4
    for (int i = 0; i < kRounds; ++i) round(x, y, rk[i]);
  }
};

union Block128 {
  uint64_t q[2];
  uint32_t w[4];
  unsigned char b[16];
};

template <typename Word>
__global__ void speck_ctr(const uint64_t *__restrict__ key, const uint64_t *__restrict__ plain, Word *out, uint64_t nonce,
                          int nblocks) {
  using S = Speck<Word>;
  Word rk[S::kRounds];
  const uint64_t k[2] = {key[0], key[1]};
  S::expand(k, rk);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nblocks; i += gridDim.x * blockDim.x) {
    Word x = static_cast<Word>(nonce);
    Word y = static_cast<Word>(i);
    S::encrypt(x, y, rk);
    Block128 p;
    p.q[0] = plain[2 * i];
    p.q[1] = plain[2 * i + 1];
    if constexpr (sizeof(Word) == 8) {
      out[2 * i] = p.q[0] ^ x;
      out[2 * i + 1] = p.q[1] ^ y;
    } else {
      // Speck64 covers 8 bytes: whiten the low half with the block, the high half with its bytes reversed.
      out[2 * i] = p.w[0] ^ x;
      Word hi = 0;
      for (int b = 0; b < 4; ++b) hi |= static_cast<Word>(p.b[7 - b]) << (8 * b);
      out[2 * i + 1] = hi ^ y;
    }
  }
}

__constant__ uint32_t c_xtea_key[4];

__device__ void xtea_encipher(unsigned num_rounds, uint32_t v[2], uint32_t delta) {
  uint32_t v0 = v[0], v1 = v[1], sum = 0;
  for (unsigned i = 0; i < num_rounds; i++) {
    v0 += (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + c_xtea_key[sum & 3]);
    sum += delta;
    v1 += (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + c_xtea_key[(sum >> 11) & 3]);
  }
  v[0] = v0;
  v[1] = v1;
}

__global__ void xtea_ctr(const uint64_t *__restrict__ plain, uint32_t *out, uint32_t delta, int nblocks) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nblocks) return;
  uint32_t ctr[2] = {static_cast<uint32_t>(i), 0xdeadbeefu};
  xtea_encipher(32, ctr, delta);
  const uint64_t p = plain[i];
  out[2 * i] = static_cast<uint32_t>(p) ^ ctr[0];
  out[2 * i + 1] = static_cast<uint32_t>(p >> 32) ^ ctr[1];
}

template __global__ void speck_ctr<unsigned long long>(const uint64_t *__restrict__, const uint64_t *__restrict__,
                                                       unsigned long long *, uint64_t, int);
template __global__ void speck_ctr<unsigned int>(const uint64_t *__restrict__, const uint64_t *__restrict__, unsigned int *,
                                                 uint64_t, int);
