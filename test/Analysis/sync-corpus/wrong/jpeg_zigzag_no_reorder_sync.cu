// jpeg_zigzag_quantize_block without the barrier after the zigzag stores:
// thread t reads zz[t], which thread c_zigzag^-1[t] stores.
// LAUNCH: grid=6 block=64 args=coef:i16[384]:rand(-400,400) q:u8[64]:rand(1,40) out:i16[384]:zero last_nz:i32[6]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ unsigned char c_zigzag[64] = {
    0,  1,  5,  6,  14, 15, 27, 28, 2,  4,  7,  13, 16, 26, 29, 42, 3,  8,  12, 17, 25, 30,
    41, 43, 9,  11, 18, 24, 31, 40, 44, 53, 10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38,
    46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57, 58, 62, 63};

extern "C" __global__ void jpeg_zigzag_no_reorder_sync(const short *coef, const unsigned char *q, short *out,
                                                      int *last_nz) {
  __shared__ short zz[64];
  const int t = threadIdx.x;
  const int base = blockIdx.x * 64;
  const int c = coef[base + t];
  const int d = q[t];
  const int v = c >= 0 ? (c + d / 2) / d : -((-c + d / 2) / d);
  zz[c_zigzag[t]] = (short)v;
  // CHECK: jpeg_zigzag_no_reorder_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
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
