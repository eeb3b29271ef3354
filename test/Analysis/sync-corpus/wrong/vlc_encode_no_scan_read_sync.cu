// vlc_encode_shared_scan_atomic_or without the barrier between a scan step's reads and its
// in-place updates: thread k reads sm[k - d] while thread k - d adds to it.
// LAUNCH: grid=4 block=256 constant=codewords:u32[256]:rand(0,16) constant=codewordlens:u32[256]:rand(1,5) args=data:u32[1024]:rand(0,1000000) out:u32[1024]:zero lens:u32[4]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}
#define THREADS 256

__constant__ unsigned codewords[256];
__constant__ unsigned codewordlens[256];

extern "C" __global__ void __launch_bounds__(THREADS) vlc_encode_no_scan_read_sync(const unsigned *data,
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
    // CHECK: vlc_encode_no_scan_read_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-1]]{{(,|$)}}
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
