// The pre-Volta votes nvcc still accepts (deprecated, with its warning) vote over
// the active threads; __isCtaShared is __isShared (PTX's .shared is .shared::cta);
// std::declval works in device code's unevaluated operands, as with nvcc.
// RUN: kilnc %s --emit=mlir 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>/dev/null && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <utility>

// WARN: warning: '__any' is deprecated: __any() is not valid on compute_70 and above, and should be replaced with __any_sync()
// WARN: warning: '__all' is deprecated
// WARN: warning: '__ballot' is deprecated
// CHECK-LABEL: func.func @votes(
// CHECK: call @_ZL5__anyi
// CHECK: call @_ZL5__alli
// CHECK: call @_ZL8__balloti
// CHECK: simt.is_space shared
// CHECK-LABEL: func.func private @_ZL5__anyi(
// CHECK: simt.active_mask
// CHECK: simt.vote any
// CHECK-LABEL: func.func private @_ZL5__alli(
// CHECK: simt.active_mask
// CHECK: simt.vote all
// CHECK-LABEL: func.func private @_ZL8__balloti(
// CHECK: simt.active_mask
// CHECK: simt.vote ballot
// PTX-LABEL: .entry votes
// PTX: activemask.b32
// PTX: vote.sync.any.pred
// PTX: vote.sync.all.pred
// PTX: vote.sync.ballot.b32
// PTX: isspacep.shared
// PTX: st.global.b32 [%rd{{[0-9]+}}+16], 8;
extern "C" __global__ void votes(const int *in, int *out, const void *const *p) {
  int v = in[threadIdx.x];
  out[0] = __any(v > 3);
  out[1] = __all(v > 3);
  out[2] = __ballot(v & 1);
  out[3] = __isCtaShared(p[threadIdx.x]);
  out[4] = sizeof(std::declval<long long>());
}
