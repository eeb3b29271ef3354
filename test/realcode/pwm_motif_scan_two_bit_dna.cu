// @realcode Position-weight-matrix motif scanning over 2-bit packed DNA (16 bases per u32 word): an enum class Base : uint8_t decoded with a constexpr switch, the log-odds matrix in __constant__ memory, reverse-complement scoring with a constexpr complement(), a per-thread window that straddles packed words, and best-hit (score, position) pairs reduced per block with a packed 64-bit atomicMax.
// @let WORDS = 1 << 20
// @let MOTIF = 12
// @buf seq u32[WORDS] uniform(0, 4294967295)
// @const c_pwm i32[4 * MOTIF] uniform(-40, 41)
// @buf scores i32[WORDS * 16] zero
// @buf best u64[(WORDS * 16) / 4096] zero
// @launch scan_motif<12> grid((WORDS * 16) / 256) block(256) args(seq, scores, best, i32(WORDS * 16))
// @check scores exact
// @check best exact
#include <cuda_runtime.h>
#include <cstdint>

enum class Base : uint8_t { A = 0, C = 1, G = 2, T = 3 };

__host__ __device__ constexpr Base complement(Base b) {
  switch (b) {
  case Base::A: return Base::T;
  case Base::C: return Base::G;
  case Base::G: return Base::C;
  default: return Base::A;
  }
}
static_assert(complement(complement(Base::G)) == Base::G, "involution");

__constant__ int c_pwm[4 * 12];

namespace {
__device__ __forceinline__ Base base_at(const uint32_t *__restrict__ seq, int pos) {
  uint32_t w = __ldg(seq + (pos >> 4));
  return static_cast<Base>((w >> (2 * (pos & 15))) & 3u);
}
}  // namespace

template <int M>
__global__ void scan_motif(const uint32_t *__restrict__ seq, int *__restrict__ scores,
                           unsigned long long *__restrict__ best, int n_bases) {
  const int pos = blockIdx.x * blockDim.x + threadIdx.x;
  int fwd = 0, rev = 0;
  if (pos + M <= n_bases) {
#pragma unroll
    for (int k = 0; k < M; ++k) {
      Base b = base_at(seq, pos + k);
      fwd += c_pwm[4 * k + static_cast<int>(b)];
      rev += c_pwm[4 * (M - 1 - k) + static_cast<int>(complement(b))];
    }
  } else {
    fwd = rev = INT32_MIN / 2;
  }
  const int score = fwd > rev ? fwd : rev;
  scores[pos] = score;
  // Biased score in the high word, position in the low word: the max is the best hit, ties to the higher position.
  const unsigned long long key =
      (static_cast<unsigned long long>(static_cast<uint32_t>(score + (1 << 30))) << 32) | static_cast<uint32_t>(pos);
  atomicMax(best + pos / 4096, key);
}

template __global__ void scan_motif<12>(const uint32_t *, int *, unsigned long long *, int);
