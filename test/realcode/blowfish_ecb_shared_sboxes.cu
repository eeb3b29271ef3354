// @realcode Blowfish ECB encryption of 64-bit blocks with key-dependent tables: the 18-entry P-array in __constant__ memory, the four 256-entry S-boxes staged into __shared__ u32[4][256] by every block, the F function from byte extracts (__byte_perm-free shifts), 16 Feistel rounds unrolled with #pragma unroll 4, and a uint2 vector load/store per block; decryption runs the rounds backwards and must reproduce the plaintext.
// @let NBLK = 1 << 21
// @const c_parray u32[18] uniform(0, 4294967295)
// @buf sboxes u32[1024] uniform(0, 4294967295)
// @buf plain u32[2 * NBLK] uniform(0, 4294967295)
// @buf cipher u32[2 * NBLK] zero
// @buf roundtrip u32[2 * NBLK] zero
// @launch blowfish_ecb<true> grid(NBLK / 256) block(256) args(sboxes, plain, cipher, i32(NBLK))
// @launch blowfish_ecb<false> grid(NBLK / 256) block(256) args(sboxes, cipher, roundtrip, i32(NBLK))
// @check cipher exact
// @check roundtrip exact
#include <cuda_runtime.h>
#include <stdint.h>

__constant__ uint32_t c_parray[18];

struct SBoxes {
  uint32_t s[4][256];
  __device__ __forceinline__ uint32_t F(uint32_t x) const {
    return ((s[0][x >> 24] + s[1][(x >> 16) & 0xff]) ^ s[2][(x >> 8) & 0xff]) + s[3][x & 0xff];
  }
};

template <bool kEncrypt>
__global__ void blowfish_ecb(const uint32_t *__restrict__ sbox_words, const uint32_t *__restrict__ in,
                             uint32_t *__restrict__ out, int nblocks) {
  __shared__ SBoxes sb;
  uint32_t *flat = &sb.s[0][0];
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) flat[i] = sbox_words[i];
  __syncthreads();
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  uint2 v = reinterpret_cast<const uint2 *>(in)[b];
  uint32_t l = v.x, r = v.y;
  if (kEncrypt) {
#pragma unroll 4
    for (int i = 0; i < 16; ++i) {
      l ^= c_parray[i];
      r ^= sb.F(l);
      uint32_t t = l; l = r; r = t;
    }
    uint32_t t = l; l = r; r = t;
    r ^= c_parray[16];
    l ^= c_parray[17];
  } else {
#pragma unroll 4
    for (int i = 17; i > 1; --i) {
      l ^= c_parray[i];
      r ^= sb.F(l);
      uint32_t t = l; l = r; r = t;
    }
    uint32_t t = l; l = r; r = t;
    r ^= c_parray[1];
    l ^= c_parray[0];
  }
  reinterpret_cast<uint2 *>(out)[b] = make_uint2(l, r);
}

template __global__ void blowfish_ecb<true>(const uint32_t *, const uint32_t *, uint32_t *, int);
template __global__ void blowfish_ecb<false>(const uint32_t *, const uint32_t *, uint32_t *, int);
