// Variable-length encoding in the style of Rodinia's huffman vlc_encode kernel: each thread
// encodes four symbols into one codeword and its bit length; the lengths are prefix-summed in
// shared memory (Hillis-Steele, in place with a register temporary), the encoded block's words
// are zeroed, and each thread ORs its codeword into the one or two 32-bit words its bit offset
// falls into (shared atomics); the last thread reports the block's total bit count.
// LAUNCH: grid=4 block=256 constant=codewords:u32[256]:rand(0,16) constant=codewordlens:u32[256]:rand(1,5) args=data:u32[1024]:rand(0,1000000) out:u32[1024]:zero lens:u32[4]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define THREADS 256

__constant__ unsigned codewords[256];
__constant__ unsigned codewordlens[256];

extern "C" __global__ void __launch_bounds__(THREADS) vlc_encode_shared_scan_atomic_or(const unsigned *data,
                                                                                        unsigned *out,
                                                                                        unsigned *lens) {
  __shared__ unsigned sm[THREADS];
  __shared__ unsigned as[THREADS];
  const unsigned k = threadIdx.x;
  unsigned val32 = data[blockIdx.x * THREADS + k];
  unsigned codeword = 0, codewordlen = 0;
  for (int i = 0; i < 4; i++) {
    unsigned sym = (val32 >> (8 * (3 - i))) & 0xFF;
    codeword = (codeword << codewordlens[sym]) | codewords[sym];
    codewordlen += codewordlens[sym];
  }
  sm[k] = codewordlen;
  as[k] = 0;
  __syncthreads();
  for (unsigned d = 1; d < THREADS; d <<= 1) {
    unsigned add = k >= d ? sm[k - d] : 0;
    __syncthreads();
    sm[k] += add;
    __syncthreads();
  }
  // Exclusive offset of this thread's bits.
  unsigned kc = sm[k] - codewordlen;
  unsigned startbit = kc & 31, wrbits = kc >> 5;
  unsigned tmpcw = codeword << (32 - codewordlen) >> startbit;
  if (codewordlen)
    atomicOr(&as[wrbits], tmpcw);
  if (codewordlen && startbit + codewordlen > 32)
    atomicOr(&as[wrbits + 1], codeword << (64 - startbit - codewordlen));
  __syncthreads();
  out[blockIdx.x * THREADS + k] = as[k];
  if (k == THREADS - 1)
    lens[blockIdx.x] = sm[k];
}
