// @realcode CRC-64/XZ (ECMA-182 reflected) of independent 4 KiB records by slicing-by-8: a first kernel builds the 8 x 256 u64 tables in global memory (bit-serial for table 0, then derived tables), the CRC kernel stages them into 16 KiB of __shared__ u64 and consumes each record 8 bytes at a time as a u64 little-endian word, with a static __device__ __forceinline__ step function and ULL constants.
// @let NREC = 8192
// @let RECWORDS = 512
// @buf table u64[8 * 256] zero
// @buf data u64[NREC * RECWORDS] uniform(0, 18446744073709551615)
// @buf crc u64[NREC] zero
// @launch crc64_make_tables grid(1) block(256) args(table)
// @launch crc64_records grid(NREC / 128) block(128) args(table, data, crc, i32(NREC), i32(RECWORDS))
// @check table exact
// @check crc exact
#include <cuda_runtime.h>
#include <cstdint>

#define CRC64_XZ_POLY 0xC96C5795D7870F42ULL

__global__ void crc64_make_tables(unsigned long long *table) {
  const unsigned b = threadIdx.x;
  unsigned long long c = b;
  for (int k = 0; k < 8; ++k) c = (c & 1ULL) ? (c >> 1) ^ CRC64_XZ_POLY : c >> 1;
  table[b] = c;
  __syncthreads();
  for (int t = 1; t < 8; ++t) {
    const unsigned long long prev = table[(t - 1) * 256 + b];
    table[t * 256 + b] = (prev >> 8) ^ table[prev & 0xff];
    __syncthreads();
  }
}

static __device__ __forceinline__ uint64_t crc64_step(const uint64_t (*t)[256], uint64_t crc, uint64_t word) {
  crc ^= word;
  return t[7][crc & 0xff] ^ t[6][(crc >> 8) & 0xff] ^ t[5][(crc >> 16) & 0xff] ^ t[4][(crc >> 24) & 0xff] ^
         t[3][(crc >> 32) & 0xff] ^ t[2][(crc >> 40) & 0xff] ^ t[1][(crc >> 48) & 0xff] ^ t[0][crc >> 56];
}

__global__ void crc64_records(const unsigned long long *__restrict__ table, const unsigned long long *__restrict__ data,
                              unsigned long long *__restrict__ out, int nrec, int words) {
  __shared__ uint64_t t[8][256];
  for (int i = threadIdx.x; i < 8 * 256; i += blockDim.x) (&t[0][0])[i] = table[i];
  __syncthreads();
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrec) return;
  const uint64_t *rec = reinterpret_cast<const uint64_t *>(data) + static_cast<size_t>(r) * words;
  uint64_t crc = ~0ULL;
  for (int w = 0; w < words; ++w) crc = crc64_step(t, crc, rec[w]);
  out[r] = ~crc;
}
