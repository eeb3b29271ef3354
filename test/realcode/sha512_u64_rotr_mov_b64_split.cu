// @realcode SHA-512 over independent 128-byte messages, one thread each, in the style of GPU password-recovery and blockchain kernels: 64-bit rotations written by splitting words with inline PTX mov.b64 {lo, hi} and rejoining __funnelshift_r halves (and swapping halves for rotations of 32 and more), the 80 round constants in a __constant__ array, big-endian message words assembled with __byte_perm(x, 0, 0x0123) byte swaps, a rolling 16-word message schedule in registers, and the digest written as 8 words per message; a second kernel counts leading zero bits of each digest with __clzll for a difficulty histogram.
// @let N = 1 << 18
// @buf msg u32[N * 32] uniform(0, 4294967296)
// @buf digest u64[N * 8] zero
// @buf zhist u32[65] zero
// @launch sha512_kernel grid(N / 128) block(128) args(msg, digest, i32(N))
// @launch lead_zero_hist grid(N / 256) block(256) args(digest, zhist, i32(N))
// @check digest exact
// @check zhist exact
#include <cstdint>

__constant__ uint64_t K512[80] = {
    0x428a2f98d728ae22ull, 0x7137449123ef65cdull, 0xb5c0fbcfec4d3b2full, 0xe9b5dba58189dbbcull, 0x3956c25bf348b538ull,
    0x59f111f1b605d019ull, 0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull, 0xd807aa98a3030242ull, 0x12835b0145706fbeull,
    0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull, 0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull, 0x9bdc06a725c71235ull,
    0xc19bf174cf692694ull, 0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull, 0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull,
    0x2de92c6f592b0275ull, 0x4a7484aa6ea6e483ull, 0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull, 0x983e5152ee66dfabull,
    0xa831c66d2db43210ull, 0xb00327c898fb213full, 0xbf597fc7beef0ee4ull, 0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull,
    0x06ca6351e003826full, 0x142929670a0e6e70ull, 0x27b70a8546d22ffcull, 0x2e1b21385c26c926ull, 0x4d2c6dfc5ac42aedull,
    0x53380d139d95b3dfull, 0x650a73548baf63deull, 0x766a0abb3c77b2a8ull, 0x81c2c92e47edaee6ull, 0x92722c851482353bull,
    0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull, 0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull, 0xd192e819d6ef5218ull,
    0xd69906245565a910ull, 0xf40e35855771202aull, 0x106aa07032bbd1b8ull, 0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull,
    0x2748774cdf8eeb99ull, 0x34b0bcb5e19b48a8ull, 0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull, 0x5b9cca4f7763e373ull,
    0x682e6ff3d6b2b8a3ull, 0x748f82ee5defb2fcull, 0x78a5636f43172f60ull, 0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
    0x90befffa23631e28ull, 0xa4506cebde82bde9ull, 0xbef9a3f7b2c67915ull, 0xc67178f2e372532bull, 0xca273eceea26619cull,
    0xd186b8c721c0c207ull, 0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull, 0x06f067aa72176fbaull, 0x0a637dc5a2c898a6ull,
    0x113f9804bef90daeull, 0x1b710b35131c471bull, 0x28db77f523047d84ull, 0x32caab7b40c72493ull, 0x3c9ebe0a15c9bebcull,
    0x431d67c49c100d4cull, 0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull, 0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull};

__device__ __forceinline__ void split(uint64_t x, uint32_t& lo, uint32_t& hi) { asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(x)); }
__device__ __forceinline__ uint64_t join(uint32_t lo, uint32_t hi) {
  uint64_t r;
  asm("mov.b64 %0, {%1, %2};" : "=l"(r) : "r"(lo), "r"(hi));
  return r;
}

// rotr by a compile-time amount: below 32 the two funnel shifts, from 32 the halves swap first.
template <int N>
__device__ __forceinline__ uint64_t rotr64(uint64_t x) {
  uint32_t lo, hi;
  split(x, lo, hi);
  if constexpr (N < 32) {
    return join(__funnelshift_r(lo, hi, N), __funnelshift_r(hi, lo, N));
  } else {
    return join(__funnelshift_r(hi, lo, N - 32), __funnelshift_r(lo, hi, N - 32));
  }
}

__device__ __forceinline__ uint64_t Sigma0(uint64_t x) { return rotr64<28>(x) ^ rotr64<34>(x) ^ rotr64<39>(x); }
__device__ __forceinline__ uint64_t Sigma1(uint64_t x) { return rotr64<14>(x) ^ rotr64<18>(x) ^ rotr64<41>(x); }
__device__ __forceinline__ uint64_t sigma0(uint64_t x) { return rotr64<1>(x) ^ rotr64<8>(x) ^ (x >> 7); }
__device__ __forceinline__ uint64_t sigma1(uint64_t x) { return rotr64<19>(x) ^ rotr64<61>(x) ^ (x >> 6); }
__device__ __forceinline__ uint64_t Ch(uint64_t x, uint64_t y, uint64_t z) { return z ^ (x & (y ^ z)); }
__device__ __forceinline__ uint64_t Maj(uint64_t x, uint64_t y, uint64_t z) { return (x & y) | (z & (x | y)); }
__device__ __forceinline__ uint32_t bswap32(uint32_t x) { return __byte_perm(x, 0, 0x0123); }

__global__ void __launch_bounds__(128) sha512_kernel(const uint32_t* __restrict__ msg, uint64_t* __restrict__ digest, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  const uint32_t* m = msg + (size_t)t * 32;
  uint64_t W[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) W[i] = join(bswap32(m[2 * i + 1]), bswap32(m[2 * i]));
  uint64_t H[8] = {0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
                   0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull};
  // Two blocks: the message, then the padding block (0x80, zeros, the bit length 1024).
  for (int blk = 0; blk < 2; ++blk) {
    if (blk == 1) {
#pragma unroll
      for (int i = 0; i < 16; ++i) W[i] = 0;
      W[0] = 0x8000000000000000ull;
      W[15] = 1024;
    }
    uint64_t a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
#pragma unroll 16
    for (int r = 0; r < 80; ++r) {
      uint64_t w;
      if (r < 16) {
        w = W[r & 15];
      } else {
        w = sigma1(W[(r - 2) & 15]) + W[(r - 7) & 15] + sigma0(W[(r - 15) & 15]) + W[r & 15];
        W[r & 15] = w;
      }
      uint64_t t1 = h + Sigma1(e) + Ch(e, f, g) + K512[r] + w;
      uint64_t t2 = Sigma0(a) + Maj(a, b, c);
      h = g; g = f; f = e; e = d + t1;
      d = c; c = b; b = a; a = t1 + t2;
    }
    H[0] += a; H[1] += b; H[2] += c; H[3] += d;
    H[4] += e; H[5] += f; H[6] += g; H[7] += h;
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) digest[(size_t)t * 8 + i] = H[i];
}

__global__ void lead_zero_hist(const uint64_t* __restrict__ digest, unsigned* __restrict__ hist, int n) {
  __shared__ unsigned local[65];
  for (int i = threadIdx.x; i < 65; i += blockDim.x) local[i] = 0;
  __syncthreads();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) atomicAdd(&local[__clzll((long long)(digest[(size_t)t * 8] & 0x0000FFFFFFFFFFFFull))], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 65; i += blockDim.x)
    if (local[i]) atomicAdd(&hist[i], local[i]);
}
