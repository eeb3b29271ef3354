// A loop of 17 to 64 constant trips is unrolled completely while its copies
// stay within about 600 instructions, as nvcc's (UnrollSmallConstantLoops):
// realcode minhash_bottom_k_murmur3_shingles' 32-step uint4 band compare,
// unrolled by 4 under LLVM's 300, issues all 64 16-byte loads at once in
// nvcc's PTX. Its size is weighed as nvcc weighs it: each uint4's four
// field loads become one ld.v4, so they count once (LoopSize.h,
// vectorPartnerAccesses). A longer body of 48 trips (a hash round of 12
// instructions) stays a loop, as nvcc's.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// CHECK-LABEL: .entry _Z10band_equalPK5uint4S1_Pi(
// CHECK-NOT: bra
// CHECK-COUNT-64: ld.global.nc.v4.b32
// CHECK-NOT: ld.global
// CHECK-NOT: bra
// CHECK: ret;
__global__ void band_equal(const uint4 *__restrict__ a, const uint4 *__restrict__ b, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint4 *x = a + (size_t)i * 32, *y = b + (size_t)i * 32;
  int same = 0;
  for (int k = 0; k < 32; ++k) {
    uint4 p = __ldg(x + k), q = __ldg(y + k);
    same += (p.x == q.x) & (p.y == q.y) & (p.z == q.z) & (p.w == q.w);
  }
  out[i] = same;
}

// CHECK-LABEL: .entry _Z8long_mixPjj(
// CHECK: $L__BB1_1:
// CHECK: bra{{.*}}$L__BB1_1;
// CHECK: ret;
__global__ void long_mix(unsigned *h, unsigned seed) {
  unsigned x = h[threadIdx.x] ^ seed;
  for (int k = 0; k < 48; ++k) {
    x ^= x >> 16; x *= 0x85ebca6bu; x ^= x >> 13; x *= 0xc2b2ae35u; x ^= x >> 16;
    x += k * 0x9e3779b9u; x = (x << 5) | (x >> 27); x *= 5u; x += 0xe6546b64u;
  }
  h[threadIdx.x] = x;
}
