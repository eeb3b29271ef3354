// A node read from global memory into a local union and then read through the
// bit-fields of its struct member is one 8-byte load, as nvcc issues it: each
// bit-field is read through its whole 32-bit access unit (as Clang's CodeGen
// reads it), so SROA splits the local along the float and the bit-field word
// and the load-store vectoriser joins the halves again. Read through the bytes
// each field spans (an i16 for `feature`, an i8 for the flags), the 8-byte load
// was pre-split into a 32-bit, a 16-bit and an 8-byte load.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
#include <cstdint>

struct NodeBits {
  unsigned feature : 16;
  unsigned is_leaf : 1;
  unsigned default_left : 1;
  unsigned reserved : 14;
};
union PackedNode {
  uint64_t raw;
  struct {
    float threshold;
    NodeBits bits;
  } f;
};

// CHECK-LABEL: .entry walk(
// CHECK-NOT: ld.global.nc.b8
// CHECK-NOT: ld.global.nc.b16
// CHECK: ld.global.nc.v2.b32
// CHECK-NOT: ld.global.nc.b8
// CHECK-NOT: ld.global.nc.b16
// CHECK: ld.global.nc.v2.b32
// CHECK-NOT: ld.global.nc.b8
// CHECK-NOT: ld.global.nc.b16
// CHECK: ret;
extern "C" __global__ void walk(const uint64_t *__restrict__ nodes, const float *__restrict__ x,
                                float *out) {
  int cur = 0;
  PackedNode n;
  n.raw = nodes[0];
  while (!n.f.bits.is_leaf) {
    float v = x[n.f.bits.feature];
    bool left = v != v ? n.f.bits.default_left : v < n.f.threshold;
    cur = 2 * cur + (left ? 1 : 2);
    n.raw = nodes[cur];
  }
  out[threadIdx.x] = n.f.threshold;
}
