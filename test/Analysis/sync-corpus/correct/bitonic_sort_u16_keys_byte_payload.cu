// Bitonic sort of 512 16-bit keys with an 8-bit payload per key, 256
// threads, one comparator each per step: keys in unsigned short, payloads
// in unsigned char (two and four comparators' elements share a word). The
// comparator of thread t handles pos = 2 t - (t & (j - 1)) and pos + j.
// LAUNCH: grid=4 block=256 args=keys:u16[2048]:rand(0,65535) tags:u8[2048]:rand(0,256)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 512

extern "C" __global__ void __launch_bounds__(N / 2) bitonic_sort_u16_keys_byte_payload(unsigned short *keys, unsigned char *tags) {
  __shared__ unsigned short k[N];
  __shared__ unsigned char p[N];
  int t = threadIdx.x;
  unsigned short *gk = keys + blockIdx.x * N;
  unsigned char *gp = tags + blockIdx.x * N;
  k[t] = gk[t];
  k[t + N / 2] = gk[t + N / 2];
  p[t] = gp[t];
  p[t + N / 2] = gp[t + N / 2];
  for (int size = 2; size <= N; size <<= 1) {
    for (int j = size / 2; j > 0; j >>= 1) {
      __syncthreads();
      int pos = 2 * t - (t & (j - 1));
      bool up = (pos & size) == 0;
      unsigned short a = k[pos], b = k[pos + j];
      if ((a > b) == up) {
        k[pos] = b;
        k[pos + j] = a;
        unsigned char pa = p[pos];
        p[pos] = p[pos + j];
        p[pos + j] = pa;
      }
    }
  }
  __syncthreads();
  gk[t] = k[t];
  gk[t + N / 2] = k[t + N / 2];
  gp[t] = p[t];
  gp[t + N / 2] = p[t + N / 2];
}
