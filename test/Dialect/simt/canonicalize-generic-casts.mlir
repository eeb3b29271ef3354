// RUN: kiln-opt %s -split-input-file -canonicalize | FileCheck %s
// Accesses through a generic view of a specific pointer use the specific
// pointer (what inlined methods and reference parameters leave behind).

// CHECK-LABEL: func.func @local_object
// CHECK: %[[S:.*]] = simt.alloca
// CHECK: %[[F:.*]] = simt.member_ptr %[[S]][1] : !simt.ptr<!llvm.struct<(i32, f32)>, local> -> !simt.ptr<f32, local>
// CHECK: simt.store %{{.*}}, %[[F]] : f32, !simt.ptr<f32, local>
// CHECK: simt.load %[[F]] : !simt.ptr<f32, local> -> f32
// CHECK-NOT: simt.ptr_cast
func.func @local_object(%v: f32) -> f32 {
  %s = simt.alloca : !simt.ptr<!llvm.struct<(i32, f32)>, local>
  %g = simt.ptr_cast %s : !simt.ptr<!llvm.struct<(i32, f32)>, local> to !simt.ptr<!llvm.struct<(i32, f32)>, generic>
  %f = simt.member_ptr %g[1] : !simt.ptr<!llvm.struct<(i32, f32)>, generic> -> !simt.ptr<f32, generic>
  simt.store %v, %f : f32, !simt.ptr<f32, generic>
  %r = simt.load %f : !simt.ptr<f32, generic> -> f32
  return %r : f32
}

// -----

simt.global shared @buf : !llvm.array<64 x f32>

// CHECK-LABEL: func.func @shared_elements
// CHECK: %[[A:.*]] = simt.addressof @buf : !simt.ptr<!llvm.array<64 x f32>, shared>
// CHECK: %[[B:.*]] = simt.ptr_cast %[[A]] : !simt.ptr<!llvm.array<64 x f32>, shared> to !simt.ptr<f32, shared>
// CHECK: %[[E:.*]] = simt.ptr_add inbounds %[[B]], %{{.*}} : !simt.ptr<f32, shared>, i32
// The generic pointer is still returned: the cast stays for that use.
// CHECK: %[[G:.*]] = simt.ptr_cast %[[E]] : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
// CHECK: %[[R:.*]] = simt.load %[[E]] : !simt.ptr<f32, shared> -> f32
// CHECK: return %[[R]], %[[G]]
func.func @shared_elements(%i: i32) -> (f32, !simt.ptr<f32, generic>) {
  %a = simt.addressof @buf : !simt.ptr<!llvm.array<64 x f32>, shared>
  %g = simt.ptr_cast %a : !simt.ptr<!llvm.array<64 x f32>, shared> to !simt.ptr<f32, generic>
  %e = simt.ptr_add inbounds %g, %i : !simt.ptr<f32, generic>, i32
  %r = simt.load %e : !simt.ptr<f32, generic> -> f32
  return %r, %e : f32, !simt.ptr<f32, generic>
}

// -----

// A generic cast that also changes the element type: the access keeps the
// element type and the original space. Invariant loads of shared memory keep
// the generic pointer (ld.global.nc reads global memory).
// CHECK-LABEL: func.func @kept
// CHECK: %[[V:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<i32, local> to !simt.ptr<f32, local>
// CHECK: simt.load %[[V]] : !simt.ptr<f32, local> -> f32
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
// CHECK: simt.load invariant %{{.*}} : !simt.ptr<f32, generic> -> f32
func.func @kept(%p: !simt.ptr<i32, local>, %s: !simt.ptr<f32, shared>) -> (f32, f32) {
  %g = simt.ptr_cast %p : !simt.ptr<i32, local> to !simt.ptr<f32, generic>
  %a = simt.load %g : !simt.ptr<f32, generic> -> f32
  %h = simt.ptr_cast %s : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
  %b = simt.load invariant %h : !simt.ptr<f32, generic> -> f32
  return %a, %b : f32, f32
}

// -----

// isspacep of a generic view of a pointer whose space is known folds.
// CHECK-LABEL: func.func @known_spaces
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: %[[U:.*]] = simt.is_space shared %arg1
// CHECK: return %[[T]], %[[F]], %[[U]]
func.func @known_spaces(%s: !simt.ptr<f32, shared>, %g: !simt.ptr<f32, generic>) -> (i1, i1, i1) {
  %v = simt.ptr_cast %s : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
  %a = simt.is_space shared %v : !simt.ptr<f32, generic>
  %b = simt.is_space global %v : !simt.ptr<f32, generic>
  %c = simt.is_space shared %g : !simt.ptr<f32, generic>
  return %a, %b, %c : i1, i1, i1
}

// -----

// A cache operator is for global memory: an access that moves to another
// space drops it (__ldcs/__stcs on a __shared__ element), one that moves to
// the global space keeps it.
simt.global shared @tile : !llvm.array<64 x f32>

// CHECK-LABEL: func.func @cache_hints
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<f32, global> -> f32
func.func @cache_hints(%i: i32, %v: f32, %p: !simt.ptr<f32, global>) -> f32 {
  %a = simt.addressof @tile : !simt.ptr<!llvm.array<64 x f32>, shared>
  %b = simt.ptr_cast %a : !simt.ptr<!llvm.array<64 x f32>, shared> to !simt.ptr<f32, shared>
  %e = simt.ptr_add inbounds %b, %i : !simt.ptr<f32, shared>, i32
  %g = simt.ptr_cast %e : !simt.ptr<f32, shared> to !simt.ptr<f32, generic>
  %x = simt.load cache(cs) %g : !simt.ptr<f32, generic> -> f32
  simt.store cache(cs) %v, %g : f32, !simt.ptr<f32, generic>
  %q = simt.ptr_cast %p : !simt.ptr<f32, global> to !simt.ptr<f32, generic>
  %y = simt.load cache(cs) %q : !simt.ptr<f32, generic> -> f32
  %s = arith.addf %x, %y : f32
  return %s : f32
}
