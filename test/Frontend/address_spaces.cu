// __isGlobal & co. test a generic address's space (simt.is_space: isspacep, folded
// where inlining shows the space, test/Frontend/libcudacxx_barrier.cu); __cvta_* convert
// between generic addresses and a space's own (cvta), as inline PTX that takes
// shared-memory addresses needs.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @spaces(
// CHECK: simt.is_space global
// CHECK: simt.is_space shared
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<i8, generic> to !simt.ptr<i8, shared>
// CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<i8, shared> to i64
// CHECK: simt.int_to_ptr %{{.*}} : i64 to !simt.ptr<i8, shared>
// PTX-LABEL: .entry spaces
// PTX: isspacep.global
// PTX: isspacep.shared
// The shared address of a known shared variable folds to the variable plus the offset,
// and the round trip back to a generic pointer stores to shared memory.
// PTX: mov.b32 %r{{[0-9]+}}, tile;
// PTX: st.shared.b32
__shared__ float tile[64];
extern "C" __global__ void spaces(float *g, int *flags, unsigned long long *addr, const void *const *any) {
  flags[0] = __isGlobal(any[0]);
  flags[1] = __isShared(any[1]);
  size_t s = __cvta_generic_to_shared(&tile[threadIdx.x]);
  addr[threadIdx.x] = s;
  float *back = (float *)__cvta_shared_to_generic(s);
  *back = g[threadIdx.x];
}
