// JPEG-encoder style quantisation of 8x8 DCT blocks: one 64-thread block per
// 8x8 block, thread t divides coefficient t by its quantiser and stores it at
// its zigzag position, taken from an initialised __constant__ table (a
// permutation of 0..63); after a barrier the block writes the zigzag-ordered
// run out and thread 0 counts the trailing zeros for the entropy coder.
// LAUNCH: grid=6 block=64 args=coef:i16[384]:rand(-400,400) q:u8[64]:rand(1,40) out:i16[384]:zero last_nz:i32[6]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ unsigned char c_zigzag[64] = {
    0,  1,  5,  6,  14, 15, 27, 28, 2,  4,  7,  13, 16, 26, 29, 42, 3,  8,  12, 17, 25, 30,
    41, 43, 9,  11, 18, 24, 31, 40, 44, 53, 10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38,
    46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57, 58, 62, 63};

extern "C" __global__ void jpeg_zigzag_quantize_block(const short *coef, const unsigned char *q, short *out,
                                                      int *last_nz) {
  __shared__ short zz[64];
  const int t = threadIdx.x;
  const int base = blockIdx.x * 64;
  const int c = coef[base + t];
  const int d = q[t];
  const int v = c >= 0 ? (c + d / 2) / d : -((-c + d / 2) / d);
  zz[c_zigzag[t]] = (short)v;
  __syncthreads();
  out[base + t] = zz[t];
  if (t == 0) {
    int last = -1;
    for (int i = 63; i >= 0; i--)
      if (zz[i] != 0) {
        last = i;
        break;
      }
    last_nz[blockIdx.x] = last;
  }
}
