// Distributed shared memory needs a cluster target: a clear error elsewhere, PTX that ptxas
// accepts on sm_90.
// RUN: not kilnc %s --arch=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// SM80: error: this needs thread-block clusters{{.*}}, which sm_80 does not have; targets that have it: sm_90
// CHECK: mapa.u64
// CHECK: getctarank.u64
func.func @neighbour(%p: !simt.ptr<f32, generic>, %out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %c1 = arith.constant 1 : i32
  %q = simt.map_shared_rank %p, %c1 : !simt.ptr<f32, generic>
  %r = simt.shared_rank %q : !simt.ptr<f32, generic>
  simt.store %r, %out : i32, !simt.ptr<i32, global>
  return
}
