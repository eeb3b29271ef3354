// A loop with a constant bound, a run-time start and a constant stride is
// unrolled by 4 at run time, as nvcc does: its trip count is a shift, not a
// division (RuntimeUnrollHints.cpp; with a run-time stride, `k +=
// blockDim.x`, it stays rolled, runtime-unroll.cu's clear_bins). A JPEG bit
// reader refills its 64-bit buffer a byte at a time, `while (bits <= 56) {
// ...; bits += 8; }` (realcode jpeg_huffman_restart_segments_bitreader):
// nvcc's PTX has five copies of the byte load pair (the x4 body and a
// remainder), Kiln's had one.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: .entry _Z9fill_bitsPKhS0_Pyi(
// CHECK-NOT: div.
// CHECK-COUNT-8: ld.global.nc.b8
// CHECK: ret;
__global__ void fill_bits(const unsigned char *__restrict__ p, const unsigned char *end,
                          unsigned long long *out, int bits) {
  unsigned long long buf = 0;
  while (bits <= 56) {
    unsigned c = 0;
    if (p < end) {
      c = *p++;
      if (c == 0xFF) {
        if (p < end && *p == 0)
          ++p;
        else
          c = 0;
      }
    }
    buf |= (unsigned long long)c << (56 - bits);
    bits += 8;
  }
  out[threadIdx.x] = buf;
}
