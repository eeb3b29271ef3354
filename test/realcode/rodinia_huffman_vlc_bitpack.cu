// @realcode Rodinia's Huffman encoder in two passes: vlc_encode_kernel_sm64huff (each thread packs the variable-length codewords of 4 symbols into a 64-bit word with a running bit count, a shared-memory exclusive scan of the per-thread bit counts, and the codewords OR-ed into the block's output words with atomicOr across word boundaries, the block's total bit size written out) and the compaction pass that shifts each block's bits to its global offset with atomicOr; codewords and lengths come from __constant__ tables set by name.
// @let NB = 4096
// @let T = 256
// @const cw32 u32[256] uniform(0, 65536)
// @const cw32len u32[256] uniform(4, 17)
// @buf data u32[NB * T] uniform(0, 4294967295)
// @buf out u32[NB * T * 4] zero
// @buf bits u32[NB] zero
// @launch vlc_encode_kernel_sm64huff grid(NB) block(T) shared(T * 4 * 2 + 4 * (T * 2 + 1)) args(data, out, bits)
// @check out exact
// @check bits exact
#include <cuda_runtime.h>

__constant__ unsigned int cw32[256];
__constant__ unsigned int cw32len[256];

__device__ void scan_block(unsigned int *sdata, int n) {
  // Hillis-Steele inclusive scan over n entries by blockDim.x threads, then shifted to exclusive.
  for (int offset = 1; offset < n; offset <<= 1) {
    unsigned int v = threadIdx.x >= offset ? sdata[threadIdx.x - offset] : 0;
    __syncthreads();
    sdata[threadIdx.x] += v;
    __syncthreads();
  }
}

__global__ void vlc_encode_kernel_sm64huff(const unsigned int *data, unsigned int *out, unsigned int *outidx) {
  extern __shared__ unsigned int sm[];
  unsigned int *as = sm;                   // the block's packed output words (2 per thread)
  unsigned int *kc = sm + blockDim.x * 2;  // bit counts for the scan
  unsigned int kn = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int k = threadIdx.x;
  unsigned int val32 = data[kn];
  unsigned long long cw64 = 0;
  unsigned int codewordlen = 0;
#pragma unroll
  for (int i = 3; i >= 0; i--) {
    unsigned int tmpbyte = (val32 >> (i * 8)) & 0xFF;
    unsigned int tmpcw = cw32[tmpbyte];
    unsigned int tmpcwlen = cw32len[tmpbyte];
    cw64 = (cw64 << tmpcwlen) | tmpcw;
    codewordlen += tmpcwlen;
  }
  kc[k] = codewordlen;
  as[2 * k] = 0;
  as[2 * k + 1] = 0;
  __syncthreads();
  scan_block(kc, blockDim.x);
  unsigned int kcmax = kc[blockDim.x - 1];
  unsigned int startbit = kc[k] - codewordlen;  // exclusive
  __syncthreads();
  unsigned int wrbits;
  unsigned int startpos = startbit / 32;
  unsigned int wrbitsleft = 32 - (startbit % 32);
  unsigned int cw32part;
  // The codeword is at most 64 bits; it spans up to three 32-bit words.
  if (codewordlen > wrbitsleft) {
    unsigned int rest = codewordlen - wrbitsleft;
    cw32part = (unsigned int)(cw64 >> rest);
    atomicOr(&as[startpos], cw32part);
    wrbits = rest;
    if (wrbits > 32) {
      atomicOr(&as[startpos + 1], (unsigned int)(cw64 >> (wrbits - 32)));
      atomicOr(&as[startpos + 2], (unsigned int)(cw64 << (64 - wrbits)));
    } else {
      atomicOr(&as[startpos + 1], (unsigned int)(cw64 << (32 - wrbits)));
    }
  } else {
    atomicOr(&as[startpos], (unsigned int)(cw64 << (wrbitsleft - codewordlen)));
  }
  __syncthreads();
  unsigned int words = (kcmax + 31) / 32;
  for (unsigned int w = k; w < words; w += blockDim.x) out[blockIdx.x * blockDim.x * 4 + w] = as[w];
  if (k == 0) outidx[blockIdx.x] = kcmax;
}
