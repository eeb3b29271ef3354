// Copies of large structs compile in time linear in their size: `S t = *in;` of a 128 KiB struct
// reached LLVM as one aggregate load and store, which InstCombine split element by element in
// quadratic time (no result in 100 s). They are memcpy now, as Clang emits them.
// REQUIRES: ptxas
// RUN: prlimit --cpu=30 %as_limit kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o /dev/null
// RUN: prlimit --cpu=30 %as_limit kilnc %s --arch=sm_90 -O0 -o %t.O0.ptx
// RUN: %ptxas -arch=sm_90 %t.O0.ptx -o /dev/null
// RUN: FileCheck %s < %t.ptx

struct Big { float v[32768]; };      // 128 KiB
struct Huge { float v[1 << 24]; };   // 64 MiB
struct Small { float x, y, z, w; };

// CHECK-LABEL: .entry local_copy(
// CHECK: ld.local.b32
extern "C" __global__ void local_copy(const Big *in, float *out, const int *index) {
  Big t = *in;
  out[threadIdx.x] = t.v[index[threadIdx.x]];
}

// CHECK-LABEL: .entry huge_copy(
extern "C" __global__ void huge_copy(const Huge *in, Huge *out) {
  Huge t = *in;
  t.v[threadIdx.x] = 0;
  *out = t;
}

// The plain copy of a one-field struct: MLIR's SROA rewrites the local into
// its field, so LLVM got `store (extractvalue (load in), 0)` into the slot and
// an `insertvalue` back, not a load feeding a store, and LLVM's SROA ran out
// of memory on the 64 MiB value (fuzz finding of 2026-12-02). Both are memcpy
// now, and the local disappears as in Clang.
// CHECK-LABEL: .entry huge_plain_copy(
// CHECK-NOT: .local
// CHECK: ld.global.b8
// CHECK: st.global.b8
// CHECK: ret;
extern "C" __global__ void huge_plain_copy(const Huge *in, Huge *out) {
  Huge t = *in;
  *out = t;
}

// Small structs stay in registers.
// CHECK-LABEL: .entry small_copy(
// CHECK-NOT: .local
// CHECK: ret;
extern "C" __global__ void small_copy(const Small *in, Small *out) {
  Small s = in[threadIdx.x];
  s.x += s.w;
  out[threadIdx.x] = s;
}
