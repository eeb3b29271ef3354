// Round trip of the runtime ops (clock, nanosleep, trap, breakpoint, memcpy,
// memset) and of the cache operators on simt.load / simt.store.
// RUN: kiln-opt %s | FileCheck %s
// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s

// CHECK-LABEL: func.func @runtime
func.func @runtime(%ns: i32, %d: !simt.ptr<i8, generic>, %s: !simt.ptr<i8, global>, %n: i64) {
  // CHECK: simt.clock : i32
  // CHECK: simt.clock : i64
  %t0 = simt.clock : i32
  %t1 = simt.clock : i64
  // CHECK: simt.nanosleep %{{.*}}
  simt.nanosleep %ns
  // CHECK: simt.breakpoint
  simt.breakpoint
  // CHECK: simt.memcpy %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, !simt.ptr<i8, global>, i64
  simt.memcpy %d, %s, %n : !simt.ptr<i8, generic>, !simt.ptr<i8, global>, i64
  // CHECK: simt.memcpy overlapping %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, !simt.ptr<i8, global>, i64
  simt.memcpy overlapping %d, %s, %n : !simt.ptr<i8, generic>, !simt.ptr<i8, global>, i64
  %z = arith.constant 0 : i8
  // CHECK: simt.memset %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, generic>, i64
  simt.memset %d, %z, %n : !simt.ptr<i8, generic>, i64
  // CHECK: simt.trap
  simt.trap
  return
}

// CHECK-LABEL: func.func @cache_hints
func.func @cache_hints(%p: !simt.ptr<f32, global>, %q: !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic>,
                       %c: !simt.ptr<i8, global>) {
  // CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<f32, global> -> f32
  %a = simt.load cache(cs) %p : !simt.ptr<f32, global> -> f32
  // CHECK: simt.load cache(cv)
  %b = simt.load cache(cv) %p : !simt.ptr<f32, global> -> f32
  // CHECK: simt.load cache(ca)
  // CHECK: simt.load cache(cg)
  // CHECK: simt.load cache(lu)
  %c0 = simt.load cache(ca) %p : !simt.ptr<f32, global> -> f32
  %c1 = simt.load cache(cg) %p : !simt.ptr<f32, global> -> f32
  %c2 = simt.load cache(lu) %p : !simt.ptr<f32, global> -> f32
  // CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic> -> !llvm.struct<(f32, f32, f32, f32)>
  %v = simt.load cache(cs) %q : !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic> -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: simt.load cache(cg) %{{.*}} : !simt.ptr<i8, global> -> i8
  %byte = simt.load cache(cg) %c : !simt.ptr<i8, global> -> i8
  // CHECK: simt.store cache(wb) %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
  // CHECK: simt.store cache(cg)
  // CHECK: simt.store cache(cs)
  // CHECK: simt.store cache(wt)
  simt.store cache(wb) %a, %p : f32, !simt.ptr<f32, global>
  simt.store cache(cg) %a, %p : f32, !simt.ptr<f32, global>
  simt.store cache(cs) %a, %p : f32, !simt.ptr<f32, global>
  simt.store cache(wt) %b, %p : f32, !simt.ptr<f32, global>
  // CHECK: simt.store cache(cs) %{{.*}}, %{{.*}} : !llvm.struct<(f32, f32, f32, f32)>
  simt.store cache(cs) %v, %q : !llvm.struct<(f32, f32, f32, f32)>, !simt.ptr<!llvm.struct<(f32, f32, f32, f32)>, generic>
  return
}
