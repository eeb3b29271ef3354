// @realcode RC4 (ARCFOUR) keystream XOR, one stream per thread: each thread's 256-byte S-box lives in a shared-memory column (byte-interleaved so a warp's swaps hit distinct banks), key scheduling then PRGA over its message chunk.
// @let STREAMS = 1 << 16
// @let CHUNK = 256
// @let KEYLEN = 16
// @buf keys u8[STREAMS * KEYLEN] uniform(0, 255)
// @buf plain u8[STREAMS * CHUNK] uniform(0, 255)
// @buf cipher u8[STREAMS * CHUNK] zero
// @launch rc4_xor<64> grid(STREAMS / 64) block(64) args(keys, plain, cipher, i32(KEYLEN), i32(CHUNK))
// @check cipher exact
#include <cstdint>

// S[i] of thread t sits at sbox[i * THREADS + t]: consecutive threads touch
// consecutive bytes, four threads to a bank word.
template <int THREADS>
__global__ void __launch_bounds__(THREADS) rc4_xor(const uint8_t *__restrict__ keys, const uint8_t *__restrict__ plain,
                                                   uint8_t *__restrict__ cipher, int keylen, int chunk) {
  __shared__ uint8_t sbox[256 * THREADS];
  const int t = threadIdx.x;
  const size_t stream = size_t(blockIdx.x) * THREADS + t;
  const uint8_t *key = keys + stream * keylen;
  auto S = [&](int i) -> uint8_t & { return sbox[i * THREADS + t]; };

  for (int i = 0; i < 256; ++i) S(i) = uint8_t(i);
  // Key scheduling: the classic swap walk keyed by the stream's key bytes.
  uint8_t j = 0;
  for (int i = 0; i < 256; ++i) {
    j = uint8_t(j + S(i) + key[i % keylen]);
    uint8_t tmp = S(i);
    S(i) = S(j);
    S(j) = tmp;
  }
  // Drop the first 256 bytes (RC4-drop[256]): the early keystream is biased.
  uint8_t x = 0, y = 0;
  for (int n = 0; n < 256 + chunk; ++n) {
    x = uint8_t(x + 1);
    y = uint8_t(y + S(x));
    uint8_t sx = S(x), sy = S(y);
    S(x) = sy;
    S(y) = sx;
    if (n >= 256) {
      size_t at = stream * chunk + (n - 256);
      cipher[at] = plain[at] ^ S(uint8_t(sx + sy));
    }
  }
}

// The instantiation the host code launches.
template __global__ void rc4_xor<64>(const uint8_t *, const uint8_t *, uint8_t *, int, int);
