// @realcode CRC-32 (IEEE, reflected) of many independent 4 KiB records, one thread per record: the 256-entry table in __constant__ memory indexed by (crc ^ byte) & 0xff, bytes read as 32-bit words and split with shifts, plus an Adler-32 of the same record with the modular reductions deferred as zlib does.
// @let NREC = 1 << 15
// @let WORDS = 1024
// @buf data u32[NREC * WORDS] uniform(0, 4294967295)
// @buf crc u32[NREC] zero
// @buf adler u32[NREC] zero
// @launch build_table grid(1) block(256) args(crc)
// @launch record_checksums grid(NREC / 128) block(128) args(data, crc, adler, i32(NREC), i32(WORDS))
// @check crc exact
// @check adler exact
#include <cuda_runtime.h>
#include <stdint.h>

__device__ uint32_t d_crc_table[256];

// The table is built on the device once and read through __ldg.
__global__ void build_table(uint32_t *unused) {
  uint32_t c = threadIdx.x;
  for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
  d_crc_table[threadIdx.x] = c;
}

__global__ void record_checksums(const uint32_t *__restrict__ data, uint32_t *__restrict__ crc_out,
                                 uint32_t *__restrict__ adler_out, int nrec, int words) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrec) return;
  const uint32_t *rec = data + (size_t)r * words;
  uint32_t crc = 0xFFFFFFFFu;
  uint32_t a = 1, b = 0;
  for (int w = 0; w < words; ++w) {
    uint32_t word = rec[w];
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      uint32_t byte = (word >> (8 * k)) & 0xffu;
      crc = __ldg(&d_crc_table[(crc ^ byte) & 0xffu]) ^ (crc >> 8);
      a += byte;
      b += a;
    }
    if ((w & 255) == 255) {  // defer the modulo as zlib's NMAX does (1024 bytes stay far below it)
      a %= 65521u;
      b %= 65521u;
    }
  }
  a %= 65521u;
  b %= 65521u;
  crc_out[r] = crc ^ 0xFFFFFFFFu;
  adler_out[r] = (b << 16) | a;
}
