// Copies of large structs compile in time linear in their size: `S t = *in;` of a 128 KiB struct
__managed__ int managed_v;
// reached LLVM as one aggregate load and store, which InstCombine split element by element in
// quadratic time (no result in 100 s). They are memcpy now, as Clang emits them.
// REQUIRES: ptxas
// RUN: prlimit --cpu=30 --as=2147483648 kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o /dev/null
// RUN: prlimit --cpu=30 --as=2147483648 kilnc %s --arch=sm_90 -O0 -o %t.O0.ptx
// RUN: %ptxas -arch=sm_90 %t.O0.ptx -o /dev/null
// RUN: FileCheck %s < %t.ptx

struct Big { float v[32768]; };      // 128 KiB
struct Huge { float v[1 << 24]; };   // 64 MiB
struct Small { float x, y, z, w; };

// CHECK-LABEL: .entry local_copy(
// CHECK-LABEL: .entry local_copy(
// CHECK: ld.local.b32
extern "C" __global__ void local_copy(const Big *in, float *out, const int *index) {
  Big t = *in;
  out[threadIdx.x] = t.v[index[threadIdx.x]];
}

// CHECK-LABEL: .entry huge_copy(
extern "C" __global__ void huge_copy(const Huge *in, Huge *out) {
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
