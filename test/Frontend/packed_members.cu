// Members of packed records (#pragma pack(1), __attribute__((packed))) sit below
// their type's alignment: each access carries the member's real alignment, so
// the backend splits it into byte accesses as nvcc does, not one misaligned
// ld.b32 / st.b32 (a misaligned-address fault on the GPU).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefix=PTX
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cstdint>

#pragma pack(push, 1)
struct Header {
  uint8_t version;
  uint16_t length;
  uint32_t sequence;
};
#pragma pack(pop)

struct Inner {
  uint32_t a;
  float b;
};
struct __attribute__((packed)) Outer {
  uint8_t tag;
  Inner inner; // a naturally aligned struct at offset 1
  uint64_t stamp;
};

// CHECK-LABEL: func.func @read_header
// CHECK: simt.load {{.*}} {alignment = 1 : i64} : !simt.ptr<i16, global> -> i16
// CHECK: simt.load {{.*}} {alignment = 1 : i64} : !simt.ptr<i32, global> -> i32
// PTX-LABEL: .entry read_header(
// PTX-NOT: ld.global{{.*}}.b16
// PTX-NOT: ld.global{{.*}}.b32
// PTX: st.global.b32
extern "C" __global__ void read_header(const Header *h, uint32_t *out) {
  int i = threadIdx.x;
  out[i] = h[i].length + h[i].sequence;
}

// CHECK-LABEL: func.func @write_outer
// CHECK: simt.store {{.*}} {alignment = 1 : i64} : i32, !simt.ptr<i32, global>
// CHECK: simt.store {{.*}} {alignment = 1 : i64} : f32, !simt.ptr<f32, global>
// CHECK: simt.store {{.*}} {alignment = 1 : i64} : i64, !simt.ptr<i64, global>
// PTX-LABEL: .entry write_outer(
// PTX-NOT: st.global.b32
// PTX-NOT: st.global.b64
// PTX: st.global.b8
extern "C" __global__ void write_outer(Outer *o, uint32_t v) {
  int i = threadIdx.x;
  o[i].inner.a = v;
  o[i].inner.b = 2.0f;
  o[i].stamp = v;
}

// Aligned members keep their own (or a larger, known) alignment: a float2's .y is 4-aligned.
// CHECK-LABEL: func.func @aligned_members
// CHECK: simt.load {{.*}} {alignment = 8 : i64} : !simt.ptr<f32, global> -> f32
// CHECK: simt.load {{.*}} : !simt.ptr<f32, global> -> f32
extern "C" __global__ void aligned_members(const float2 *p, float *out) {
  int i = threadIdx.x;
  out[i] = p[i].x + p[i].y;
}
