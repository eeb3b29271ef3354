// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// Round trip of the cooperative-groups ops.

// CHECK-LABEL: func.func @grid
// CHECK: simt.grid_sync
// CHECK: %{{.*}} = simt.grid_workspace
func.func @grid(%out: !simt.ptr<i64, global>) attributes {simt.kernel} {
  simt.grid_sync
  %ws = simt.grid_workspace
  simt.store %ws, %out : i64, !simt.ptr<i64, global>
  return
}

// CHECK-LABEL: func.func @spaces
// CHECK: simt.is_space shared %{{.*}} : !simt.ptr<f32, generic>
// CHECK: simt.is_space global %{{.*}} : !simt.ptr<f32, generic>
func.func @spaces(%p: !simt.ptr<f32, generic>) -> (i1, i1) {
  %a = simt.is_space shared %p : !simt.ptr<f32, generic>
  %b = simt.is_space global %p : !simt.ptr<f32, generic>
  return %a, %b : i1, i1
}

// CHECK-LABEL: func.func @cluster_memory
// CHECK: simt.map_shared_rank %{{.*}}, %{{.*}} : !simt.ptr<f32, generic>
// CHECK: simt.shared_rank %{{.*}} : !simt.ptr<f32, generic>
// CHECK: simt.shared_rank %{{.*}} : !simt.ptr<i32, shared>
func.func @cluster_memory(%p: !simt.ptr<f32, generic>, %s: !simt.ptr<i32, shared>, %r: i32) -> i32 {
  %q = simt.map_shared_rank %p, %r : !simt.ptr<f32, generic>
  %a = simt.shared_rank %q : !simt.ptr<f32, generic>
  %b = simt.shared_rank %s : !simt.ptr<i32, shared>
  %c = arith.addi %a, %b : i32
  return %c : i32
}
