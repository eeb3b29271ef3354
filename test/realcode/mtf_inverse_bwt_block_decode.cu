// @realcode The back end of a bzip2-style block decompressor on the GPU: one thread per block undoes move-to-front coding with a 256-entry symbol list in local memory (shift-down loop, the list reset per block), then one thread block per compressed block inverts the Burrows-Wheeler transform: byte counts with shared atomics, an exclusive prefix over the 256 counts by one warp with __shfl_up_sync, the LF-mapping vector built with per-symbol shared cursors in a deterministic order (a sequential pass by one thread, as the reference decoder does), and the output walked from the primary index; C style with unsigned char arithmetic, memcpy and #define'd sizes.
// @let NBLK = 2048
// @let BS = 4096
// @buf mtf u8[NBLK * BS] uniform(0, 12)
// @buf primary u32[NBLK] uniform(0, 4096)
// @buf bwt u8[NBLK * BS] zero
// @buf outb u8[NBLK * BS] zero
// @launch mtf_decode grid(NBLK / 64) block(64) args(mtf, bwt, i32(NBLK))
// @launch inverse_bwt grid(NBLK) block(256) args(bwt, primary, outb)
// @check bwt exact
// @check outb exact
#include <string.h>

#define BLOCK_BYTES 4096
#define ALPHA 256

__global__ void mtf_decode(const unsigned char *in, unsigned char *out, int nblocks) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks) return;
  unsigned char list[ALPHA];
  // The initial list is the identity permutation, written four bytes at a time.
  for (int i = 0; i < ALPHA; i += 4) {
    unsigned w = (unsigned)i | (unsigned)(i + 1) << 8 | (unsigned)(i + 2) << 16 | (unsigned)(i + 3) << 24;
    memcpy(list + i, &w, 4);
  }
  const unsigned char *src = in + (size_t)b * BLOCK_BYTES;
  unsigned char *dst = out + (size_t)b * BLOCK_BYTES;
  for (int n = 0; n < BLOCK_BYTES; n++) {
    unsigned char idx = src[n];
    unsigned char sym = list[idx];
    while (idx > 0) {
      list[idx] = list[idx - 1];
      idx--;
    }
    list[0] = sym;
    dst[n] = sym;
  }
}

__global__ void inverse_bwt(const unsigned char *bwt, const unsigned *primary, unsigned char *out) {
  __shared__ unsigned count[ALPHA];
  __shared__ unsigned start[ALPHA];
  __shared__ unsigned short lf[BLOCK_BYTES];
  __shared__ unsigned char l[BLOCK_BYTES];
  const unsigned char *src = bwt + (size_t)blockIdx.x * BLOCK_BYTES;
  for (int i = threadIdx.x; i < ALPHA; i += blockDim.x) count[i] = 0;
  __syncthreads();
  for (int i = threadIdx.x; i < BLOCK_BYTES; i += blockDim.x) {
    l[i] = src[i];
    atomicAdd(&count[src[i]], 1u);
  }
  __syncthreads();
  if (threadIdx.x < 32) {
    // Exclusive prefix of the 256 counts: each lane owns 8 consecutive symbols.
    unsigned local[8], run = 0;
    for (int k = 0; k < 8; k++) {
      local[k] = run;
      run += count[threadIdx.x * 8 + k];
    }
    unsigned incl = run;
    for (int d = 1; d < 32; d <<= 1) {
      unsigned up = __shfl_up_sync(0xffffffffu, incl, d);
      if ((int)threadIdx.x >= d) incl += up;
    }
    const unsigned excl = incl - run;
    for (int k = 0; k < 8; k++) start[threadIdx.x * 8 + k] = excl + local[k];
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int i = 0; i < BLOCK_BYTES; i++) lf[start[l[i]]++] = (unsigned short)i;
    unsigned char *dst = out + (size_t)blockIdx.x * BLOCK_BYTES;
    unsigned p = lf[primary[blockIdx.x] % BLOCK_BYTES];
    for (int n = 0; n < BLOCK_BYTES; n++) {
      dst[n] = l[p];
      p = lf[p];
    }
  }
}
