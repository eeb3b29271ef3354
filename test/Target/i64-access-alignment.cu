// 64-bit integer loads and stores are single 8-byte accesses, as nvcc emits
// them: the module gets the target's data layout before translation to LLVM
// IR (LLVM's default layout aligns i64 to 4 bytes, and every uint64_t access
// was split into two 32-bit ones).
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
#include <cstdint>

// CHECK-LABEL: .entry scale_u64(
// CHECK-NOT: {{ld|st}}.global{{.*}}.b32
// CHECK: ld.global.nc.b64
// CHECK: st.global.b64
// CHECK: ret;
// LLVM-LABEL: define {{.*}} @scale_u64(
// LLVM: load i64, {{.*}} align 8
// LLVM: store i64 {{.*}} align 8
extern "C" __global__ void scale_u64(const uint64_t *__restrict__ in, uint64_t *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 0x9E3779B97F4A7C15ull;
}

// long long, unsigned long and longlong2 through a struct.
struct Pair {
  long long key;
  unsigned long count;
};
// CHECK-LABEL: .entry pairs(
// CHECK-NOT: {{ld|st}}.global{{.*}}.b32
// CHECK: ld.global{{.*}}.v2.b64
// CHECK: st.global{{.*}}.v2.b64
// CHECK: ret;
extern "C" __global__ void pairs(const Pair *in, Pair *out, const longlong2 *v, longlong2 *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair p = in[i];
  p.count += 1;
  out[i] = p;
  longlong2 q = v[i];
  w[i] = make_longlong2(q.y, q.x);
}
