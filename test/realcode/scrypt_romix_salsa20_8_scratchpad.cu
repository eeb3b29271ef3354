// @realcode Cryptocurrency-miner style scrypt core (cudaminer / ccminer lineage): salsa20/8 on a uint32_t x[16] register block with a ROTL32 macro and a QUARTER round macro, xor_salsa8 on two 16-word halves, scrypt_core's ROMix with a per-thread scratchpad of N * 32 words in global memory (written, then read back at data-dependent indices from the low word), uint4 copies of the 128-byte state, and a lookup-gap-free loop.
// @let T = 8192
// @let NR = 1024
// @buf X u32[T * 32] uniform(0, 4294967295)
// @buf V u32[T * NR * 32] zero
// @launch scrypt_core_kernel grid(T / 64) block(64) args(X, V, u32(NR))
// @check X exact
#include <cuda_runtime.h>
#include <cstdint>

#define ROTL32(a, b) (((a) << (b)) | ((a) >> (32 - (b))))

#define QUARTER(a, b, c, d)                                                                                            \
  b ^= ROTL32(a + d, 7);                                                                                               \
  c ^= ROTL32(b + a, 9);                                                                                               \
  d ^= ROTL32(c + b, 13);                                                                                              \
  a ^= ROTL32(d + c, 18);

static __device__ __forceinline__ void xor_salsa8(uint32_t B[16], const uint32_t Bx[16]) {
  uint32_t x00, x01, x02, x03, x04, x05, x06, x07, x08, x09, x10, x11, x12, x13, x14, x15;
  x00 = (B[0] ^= Bx[0]);
  x01 = (B[1] ^= Bx[1]);
  x02 = (B[2] ^= Bx[2]);
  x03 = (B[3] ^= Bx[3]);
  x04 = (B[4] ^= Bx[4]);
  x05 = (B[5] ^= Bx[5]);
  x06 = (B[6] ^= Bx[6]);
  x07 = (B[7] ^= Bx[7]);
  x08 = (B[8] ^= Bx[8]);
  x09 = (B[9] ^= Bx[9]);
  x10 = (B[10] ^= Bx[10]);
  x11 = (B[11] ^= Bx[11]);
  x12 = (B[12] ^= Bx[12]);
  x13 = (B[13] ^= Bx[13]);
  x14 = (B[14] ^= Bx[14]);
  x15 = (B[15] ^= Bx[15]);
  for (int i = 0; i < 8; i += 2) {
    /* Operate on columns. */
    QUARTER(x00, x04, x08, x12)
    QUARTER(x05, x09, x13, x01)
    QUARTER(x10, x14, x02, x06)
    QUARTER(x15, x03, x07, x11)
    /* Operate on rows. */
    QUARTER(x00, x01, x02, x03)
    QUARTER(x05, x06, x07, x04)
    QUARTER(x10, x11, x08, x09)
    QUARTER(x15, x12, x13, x14)
  }
  B[0] += x00;
  B[1] += x01;
  B[2] += x02;
  B[3] += x03;
  B[4] += x04;
  B[5] += x05;
  B[6] += x06;
  B[7] += x07;
  B[8] += x08;
  B[9] += x09;
  B[10] += x10;
  B[11] += x11;
  B[12] += x12;
  B[13] += x13;
  B[14] += x14;
  B[15] += x15;
}

static __device__ __forceinline__ void block_copy(uint32_t *dst, const uint32_t *src) {
  uint4 *d = (uint4 *)dst;
  const uint4 *s = (const uint4 *)src;
#pragma unroll
  for (int i = 0; i < 8; ++i) d[i] = s[i];
}

static __device__ __forceinline__ void block_xor(uint32_t *dst, const uint32_t *src) {
  uint4 *d = (uint4 *)dst;
  const uint4 *s = (const uint4 *)src;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    uint4 a = d[i], b = __ldg(&s[i]);
    d[i] = make_uint4(a.x ^ b.x, a.y ^ b.y, a.z ^ b.z, a.w ^ b.w);
  }
}

__global__ void __launch_bounds__(64) scrypt_core_kernel(uint32_t *g_X, uint32_t *g_V, uint32_t N) {
  const uint32_t thread = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t *V = g_V + (size_t)thread * N * 32;
  uint32_t X[32] __align__(16);

  block_copy(X, g_X + thread * 32);

  for (uint32_t i = 0; i < N; ++i) {
    block_copy(V + i * 32, X);
    xor_salsa8(&X[0], &X[16]);
    xor_salsa8(&X[16], &X[0]);
  }
  for (uint32_t i = 0; i < N; ++i) {
    uint32_t j = X[16] & (N - 1);
    block_xor(X, V + j * 32);
    xor_salsa8(&X[0], &X[16]);
    xor_salsa8(&X[16], &X[0]);
  }

  block_copy(g_X + thread * 32, X);
}
