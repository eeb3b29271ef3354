// offsetof with a run-time array index (a GNU extension nvcc accepts; refused before as a
// sizeof needing a run-time value): the field offsets are constants from the record layout,
// each array index is scaled by its element size, in the index's own signedness, through
// nested arrays and base classes.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cstddef>

struct Packet {
  int kind;
  double stamp;
  float lanes[4][3];
};
struct Tagged : Packet {
  short tag;
  unsigned char bytes[16];
};

// offsetof(Packet, lanes[i][j]) = 16 + 12 i + 4 j.
// CHECK-LABEL: func.func @_Z7offsetsPmii
// CHECK: %[[I:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[C12:.*]] = arith.constant 12 : i64
// CHECK: arith.muli %[[I]], %[[C12]] : i64
// CHECK: arith.constant 4 : i64
// CHECK: arith.muli
// PTX-LABEL: .entry _Z7offsetsPmii
// PTX: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 12;
__global__ void offsets(size_t *out, int i, int j) {
  out[0] = offsetof(Packet, lanes[i][j]);
  // Through the base class: the derived record's own field after the base (64 + 2), then a
  // byte array indexed by an unsigned value.
  out[1] = offsetof(Tagged, bytes[(unsigned)j]);
  // A field of the base class named through the derived one.
  out[2] = offsetof(Tagged, lanes[i][0]);
}

// An index that is a constant after inlining folds to one constant: 16 + 12 * 2 + 4 * 1 = 44.
__device__ size_t at(int i, int j) { return offsetof(Packet, lanes[i][j]); }
// PTX-LABEL: .entry _Z6folded
// PTX: st.global.b64 [{{%rd[0-9]+}}], 44;
__global__ void folded(size_t *out) { out[0] = at(2, 1); }
