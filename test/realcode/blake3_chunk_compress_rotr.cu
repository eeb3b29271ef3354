// @realcode BLAKE3 hashing of independent 1 KiB chunks: the compression function with the G mixing on a uint32_t[16] state (rotations by cuda::std::rotr), the message permutation as a __device__ constexpr table applied between rounds, CHUNK_START / CHUNK_END / ROOT flags as an enum of bit masks, 16 blocks of 64 bytes per chunk read as little-endian words with uint4 loads, and each chunk's root hash written as eight words.
// @let NCHUNK = 1 << 16
// @buf data u32[NCHUNK * 256] uniform(0, 4294967295)
// @buf digest u32[NCHUNK * 8] zero
// @launch blake3_chunks grid(NCHUNK / 64) block(64) args(data, digest, i32(NCHUNK))
// @check digest exact
#include <cuda_runtime.h>
#include <cuda/std/bit>
#include <cuda/std/cstdint>

using u32 = cuda::std::uint32_t;

namespace blake3 {
enum Flags : u32 { CHUNK_START = 1u << 0, CHUNK_END = 1u << 1, ROOT = 1u << 3 };
__device__ constexpr u32 IV[8] = {0x6A09E667u, 0xBB67AE85u, 0x3C6EF372u, 0xA54FF53Au,
                                  0x510E527Fu, 0x9B05688Cu, 0x1F83D9ABu, 0x5BE0CD19u};
__device__ constexpr unsigned char PERM[16] = {2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8};

__device__ __forceinline__ void g(u32 *s, int a, int b, int c, int d, u32 mx, u32 my) {
  s[a] = s[a] + s[b] + mx; s[d] = cuda::std::rotr(s[d] ^ s[a], 16);
  s[c] = s[c] + s[d];      s[b] = cuda::std::rotr(s[b] ^ s[c], 12);
  s[a] = s[a] + s[b] + my; s[d] = cuda::std::rotr(s[d] ^ s[a], 8);
  s[c] = s[c] + s[d];      s[b] = cuda::std::rotr(s[b] ^ s[c], 7);
}

__device__ inline void compress(u32 cv[8], const u32 block[16], unsigned long long counter, u32 len, u32 flags) {
  u32 s[16] = {cv[0], cv[1], cv[2], cv[3], cv[4], cv[5], cv[6], cv[7],
               IV[0], IV[1], IV[2], IV[3], static_cast<u32>(counter), static_cast<u32>(counter >> 32), len, flags};
  u32 m[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) m[i] = block[i];
#pragma unroll 1
  for (int r = 0; r < 7; ++r) {
    g(s, 0, 4, 8, 12, m[0], m[1]);   g(s, 1, 5, 9, 13, m[2], m[3]);
    g(s, 2, 6, 10, 14, m[4], m[5]);  g(s, 3, 7, 11, 15, m[6], m[7]);
    g(s, 0, 5, 10, 15, m[8], m[9]);  g(s, 1, 6, 11, 12, m[10], m[11]);
    g(s, 2, 7, 8, 13, m[12], m[13]); g(s, 3, 4, 9, 14, m[14], m[15]);
    u32 t[16];
#pragma unroll
    for (int i = 0; i < 16; ++i) t[i] = m[PERM[i]];
#pragma unroll
    for (int i = 0; i < 16; ++i) m[i] = t[i];
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) cv[i] = s[i] ^ s[i + 8];
}
}  // namespace blake3

__global__ void blake3_chunks(const u32 *__restrict__ data, u32 *__restrict__ digest, int nchunks) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks) return;
  u32 cv[8];
#pragma unroll
  for (int i = 0; i < 8; ++i) cv[i] = blake3::IV[i];
  const uint4 *chunk = reinterpret_cast<const uint4 *>(data + static_cast<size_t>(c) * 256);
  for (int b = 0; b < 16; ++b) {
    u32 block[16];
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      const uint4 v = chunk[4 * b + q];
      block[4 * q] = v.x; block[4 * q + 1] = v.y; block[4 * q + 2] = v.z; block[4 * q + 3] = v.w;
    }
    u32 flags = (b == 0 ? blake3::CHUNK_START : 0u) | (b == 15 ? blake3::CHUNK_END | blake3::ROOT : 0u);
    blake3::compress(cv, block, 0, 64, flags);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) digest[8 * c + i] = cv[i];
}
