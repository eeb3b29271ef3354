// One-bit split radix sort of 256 keys per block, LSB first over 8 bits:
// each pass counts zeros with an unsigned short Hillis-Steele scan (double
// buffered: cnt[pin] read, cnt[pout] written, one barrier per step) and
// scatters every key to its rank in the other key buffer.
// LAUNCH: grid=8 block=256 args=keys:u32[2048]:rand(0,256)
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define N 256

extern "C" __global__ void __launch_bounds__(N) radix_split_u16_counts_scatter(unsigned *keys) {
  __shared__ unsigned s[2][N];
  __shared__ unsigned short cnt[2][N];
  int t = threadIdx.x;
  s[0][t] = keys[blockIdx.x * N + t];
  __syncthreads();
  for (int bit = 0; bit < 8; ++bit) {
    int src = bit & 1;
    unsigned key = s[src][t];
    unsigned short zero = ((key >> bit) & 1) == 0;
    // Inclusive scan of the zero flags.
    int pin = 0;
    cnt[0][t] = zero;
    __syncthreads();
    for (int off = 1; off < N; off <<= 1) {
      unsigned short x = cnt[pin][t];
      if (t >= off)
        x += cnt[pin][t - off];
      cnt[pin ^ 1][t] = x;
      pin ^= 1;
      __syncthreads();
    }
    unsigned zeros = cnt[pin][N - 1];
    unsigned before = cnt[pin][t] - zero;
    unsigned rank = zero ? before : zeros + t - before;
    s[src ^ 1][rank] = key;
    __syncthreads();
  }
  keys[blockIdx.x * N + t] = s[0][t];
}
