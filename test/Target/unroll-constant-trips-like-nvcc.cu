// A loop of a constant trip count too long to unroll completely is unrolled
// by the largest of 8, 4 and 2 that divides the count and keeps the copies
// within about 220 instructions, as nvcc's (RuntimeUnrollHints.cpp): a
// 128-trip loop of two hash mixes (27 instructions) by 8. LLVM's partial
// threshold unrolled it by 2 (realcode minhash_bottom_k_murmur3_shingles'
// permutation loop: 2 seeds loaded per trip against nvcc's 8).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

__constant__ unsigned seeds[128];

__device__ __forceinline__ unsigned mix(unsigned h) {
  h ^= h >> 16;
  h *= 0x85ebca6b;
  h ^= h >> 13;
  h *= 0xc2b2ae35;
  h ^= h >> 16;
  return h;
}

// CHECK-LABEL: .entry _Z9two_mixesPjj(
// CHECK: $L__BB0_1:
// CHECK-COUNT-8: ld.const.b32
// CHECK-NOT: ld.const
// CHECK: bra
// CHECK-NOT: ld.const
// CHECK: ret;
__global__ void two_mixes(unsigned *out, unsigned base) {
  unsigned acc = 0;
  for (int p = 0; p < 128; ++p)
    acc += mix(mix(base ^ seeds[p]) + 1);
  out[threadIdx.x] = acc;
}

// Twelve mixes (117 instructions) stay rolled, as nvcc leaves them.
// CHECK-LABEL: .entry _Z12twelve_mixesPjj(
// CHECK: ld.const.b32
// CHECK-NOT: ld.const
// CHECK: ret;
__global__ void twelve_mixes(unsigned *out, unsigned base) {
  unsigned acc = 0;
  for (int p = 0; p < 128; ++p) {
    unsigned h = base ^ seeds[p];
#pragma unroll
    for (int k = 0; k < 12; ++k)
      h = mix(h + k);
    acc += h;
  }
  out[threadIdx.x] = acc;
}
