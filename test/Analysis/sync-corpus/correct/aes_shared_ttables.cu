// Table-driven block-cipher rounds in the style of GPU AES code: the four
// 256-entry T-tables are staged in shared memory by a block-strided loop (so
// blocks of fewer than 256 threads still fill them), the round keys by the
// first 44 threads, then each thread encrypts one 16-byte block reading the
// tables at data-dependent indices. Out-of-range threads return only after
// the barrier.
// LAUNCH: grid=4 block=128 args=T:u32[1024]:rand rk:u32[44]:rand in:u32[2000]:rand out:u32[2000]:zero nblocks:i32=500
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__device__ __forceinline__ unsigned round_word(const unsigned *t0, const unsigned *t1, const unsigned *t2,
                                                const unsigned *t3, unsigned a, unsigned b, unsigned c,
                                                unsigned d, unsigned k) {
  return t0[a >> 24] ^ t1[(b >> 16) & 0xff] ^ t2[(c >> 8) & 0xff] ^ t3[d & 0xff] ^ k;
}

extern "C" __global__ void aes_shared_ttables(const unsigned *T, const unsigned *rk, const uint4 *in, uint4 *out,
                                               int nblocks) {
  __shared__ unsigned sT0[256], sT1[256], sT2[256], sT3[256];
  __shared__ unsigned sRK[44];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) {
    sT0[i] = T[i];
    sT1[i] = T[256 + i];
    sT2[i] = T[512 + i];
    sT3[i] = T[768 + i];
  }
  if (threadIdx.x < 44)
    sRK[threadIdx.x] = rk[threadIdx.x];
  __syncthreads();

  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= nblocks)
    return;
  uint4 s = in[idx];
  unsigned s0 = s.x ^ sRK[0], s1 = s.y ^ sRK[1], s2 = s.z ^ sRK[2], s3 = s.w ^ sRK[3];
#pragma unroll 1
  for (int r = 1; r < 11; r++) {
    const unsigned *k = &sRK[4 * r - 4];
    unsigned t0 = round_word(sT0, sT1, sT2, sT3, s0, s1, s2, s3, k[0]);
    unsigned t1 = round_word(sT0, sT1, sT2, sT3, s1, s2, s3, s0, k[1]);
    unsigned t2 = round_word(sT0, sT1, sT2, sT3, s2, s3, s0, s1, k[2]);
    unsigned t3 = round_word(sT0, sT1, sT2, sT3, s3, s0, s1, s2, k[3]);
    s0 = t0;
    s1 = t1;
    s2 = t2;
    s3 = t3;
  }
  out[idx] = make_uint4(s0, s1, s2, s3);
}
