// RUN: kiln-opt %s | FileCheck %s
// RUN: kiln-opt %s | kiln-opt | FileCheck %s
// RUN: kiln-opt %s --mlir-print-op-generic | kiln-opt | FileCheck %s

// CHECK: module attributes {simt.target = #simt.target<"sm_90a", ptx = 80>}
module attributes {simt.target = #simt.target<"sm_90a", ptx = 80>} {

// CHECK: simt.global shared @tile : !llvm.array<32 x array<33 x f32>> {alignment = 16 : i64}
simt.global shared @tile : !llvm.array<32 x array<33 x f32>> {alignment = 16 : i64}
// CHECK: simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
// CHECK: simt.global global @counter : i32 = 0 : i32
simt.global global @counter : i32 = 0 : i32

// CHECK-LABEL: func.func @ids
// CHECK-SAME: simt.kernel
// CHECK-SAME: simt.launch_bounds = #simt.launch_bounds<256, 2>
func.func @ids() attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<256, 2>} {
  // CHECK: simt.thread_id x
  // CHECK: simt.block_id y
  // CHECK: simt.block_dim z
  // CHECK: simt.grid_dim x
  // CHECK: simt.lane_id
  // CHECK: simt.warp_id
  // CHECK: simt.cluster_id x
  // CHECK: simt.cluster_dim y
  // CHECK: simt.block_id_in_cluster z
  // CHECK: simt.block_rank_in_cluster
  %0 = simt.thread_id x
  %1 = simt.block_id y
  %2 = simt.block_dim z
  %3 = simt.grid_dim x
  %4 = simt.lane_id
  %5 = simt.warp_id
  %6 = simt.cluster_id x
  %7 = simt.cluster_dim y
  %8 = simt.block_id_in_cluster z
  %9 = simt.block_rank_in_cluster
  return
}

// CHECK-LABEL: func.func @sync
func.func @sync(%mask: i32, %p: i1) attributes {simt.kernel, simt.cluster_dims = array<i32: 2, 1, 1>} {
  // CHECK: simt.barrier block
  simt.barrier block
  // CHECK: simt.barrier block {inserted}
  simt.barrier block {inserted}
  // CHECK: simt.barrier warp, %{{.*}}
  simt.barrier warp, %mask
  // CHECK: simt.barrier warp{{$}}
  simt.barrier warp
  // CHECK: simt.barrier cluster
  simt.barrier cluster
  // CHECK: simt.barrier_reduce count %{{.*}}
  %c = simt.barrier_reduce count %p
  // CHECK: simt.barrier_reduce and
  %a = simt.barrier_reduce and %p
  // CHECK: simt.barrier_reduce or
  %o = simt.barrier_reduce or %p
  // CHECK: simt.fence block{{$}}
  simt.fence block
  // CHECK: simt.fence device order(acq_rel)
  simt.fence device order(acq_rel)
  // CHECK: simt.fence system
  simt.fence system
  return
}

// CHECK-LABEL: func.func @memory
func.func @memory(%g: !simt.ptr<f32, global>, %i: i64) -> f32 {
  // CHECK: simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  %t = simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  // CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared> to !simt.ptr<f32, shared>
  %e = simt.ptr_cast %t : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared> to !simt.ptr<f32, shared>
  // CHECK: simt.dynamic_shared : !simt.ptr<i32, shared>
  %d = simt.dynamic_shared : !simt.ptr<i32, shared>
  // CHECK: simt.dynamic_shared {alignment = 128 : i64} : !simt.ptr<f32, shared>
  %d2 = simt.dynamic_shared {alignment = 128} : !simt.ptr<f32, shared>
  // CHECK: simt.ptr_add %{{.*}}, %{{.*}} : !simt.ptr<f32, global>, i64
  %q = simt.ptr_add %g, %i : !simt.ptr<f32, global>, i64
  // CHECK: simt.load invariant %{{.*}} : !simt.ptr<f32, global> -> f32
  %v = simt.load invariant %q : !simt.ptr<f32, global> -> f32
  // CHECK: simt.load volatile %{{.*}} {alignment = 4 : i64}
  %w = simt.load volatile %e {alignment = 4} : !simt.ptr<f32, shared> -> f32
  // CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
  simt.store %v, %e : f32, !simt.ptr<f32, shared>
  // CHECK: simt.alloca {count = 4 : i64} : !simt.ptr<f32, local>
  %l = simt.alloca {count = 4} : !simt.ptr<f32, local>
  // CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<f32, global> to !simt.ptr<f32, generic>
  %gen = simt.ptr_cast %g : !simt.ptr<f32, global> to !simt.ptr<f32, generic>
  // CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<f32, generic> to i64
  %n = simt.ptr_to_int %gen : !simt.ptr<f32, generic> to i64
  // CHECK: simt.int_to_ptr %{{.*}} : i64 to !simt.ptr<f32, global>
  %back = simt.int_to_ptr %n : i64 to !simt.ptr<f32, global>
  %s = simt.alloca : !simt.ptr<!llvm.struct<packed (i32, array<4 x i8>, f64)>, local>
  // CHECK: simt.member_ptr %{{.*}}[2] : !simt.ptr<!llvm.struct<packed (i32, array<4 x i8>, f64)>, local> -> !simt.ptr<f64, local>
  %f = simt.member_ptr %s[2] : !simt.ptr<!llvm.struct<packed (i32, array<4 x i8>, f64)>, local> -> !simt.ptr<f64, local>
  return %w : f32
}

// CHECK-LABEL: func.func @atomics
func.func @atomics(%p: !simt.ptr<i32, global>, %f: !simt.ptr<f32, shared>, %v: i32, %x: f32) {
  // CHECK: simt.atomic_rmw add %{{.*}}, %{{.*}} scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %0 = simt.atomic_rmw add %p, %v scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  // CHECK: simt.atomic_rmw add %{{.*}}, %{{.*}} scope(block) order(acq_rel) : !simt.ptr<f32, shared>, f32
  %1 = simt.atomic_rmw add %f, %x scope(block) order(acq_rel) : !simt.ptr<f32, shared>, f32
  // CHECK: simt.atomic_rmw umax
  %2 = simt.atomic_rmw umax %p, %v scope(system) order(seq_cst) : !simt.ptr<i32, global>, i32
  // CHECK: simt.atomic_rmw inc
  %3 = simt.atomic_rmw inc %p, %v scope(cluster) order(relaxed) : !simt.ptr<i32, global>, i32
  // CHECK: simt.atomic_cas %{{.*}}, %{{.*}}, %{{.*}} scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  %4 = simt.atomic_cas %p, %v, %0 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  // CHECK: simt.atomic_load %{{.*}} scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
  %5 = simt.atomic_load %p scope(device) order(acquire) : !simt.ptr<i32, global> -> i32
  // CHECK: simt.atomic_store %{{.*}}, %{{.*}} scope(block) order(release) : i32, !simt.ptr<i32, global>
  simt.atomic_store %5, %p scope(block) order(release) : i32, !simt.ptr<i32, global>
  return
}

// CHECK-LABEL: func.func @warp
func.func @warp(%v: f32, %d: f64, %i: i32, %m: i32, %p: i1) {
  // CHECK: simt.shuffle idx %{{.*}}, %{{.*}}, %{{.*}} : f32
  %0 = simt.shuffle idx %v, %i, %m : f32
  // CHECK: simt.shuffle down %{{.*}}, %{{.*}}, %{{.*}} width %{{.*}} : f64
  %1 = simt.shuffle down %d, %i, %m width %i : f64
  // CHECK: simt.shuffle up
  %2 = simt.shuffle up %i, %i, %m : i32
  // CHECK: simt.shuffle xor
  %3 = simt.shuffle xor %v, %i, %m : f32
  // CHECK: simt.vote ballot %{{.*}}, %{{.*}} : i32
  %4 = simt.vote ballot %p, %m : i32
  // CHECK: simt.vote all %{{.*}}, %{{.*}} : i1
  %5 = simt.vote all %p, %m : i1
  // CHECK: simt.vote any
  %6 = simt.vote any %p, %m : i1
  // CHECK: simt.vote uni
  %7 = simt.vote uni %p, %m : i1
  // CHECK: simt.active_mask
  %8 = simt.active_mask
  // CHECK: simt.match_any %{{.*}}, %{{.*}} : i32
  %9 = simt.match_any %i, %m : i32
  // CHECK: simt.match_all %{{.*}}, %{{.*}} : i32
  %10:2 = simt.match_all %i, %m : i32
  // CHECK: simt.redux umax %{{.*}}, %{{.*}} : i32
  %11 = simt.redux umax %i, %m : i32
  return
}
}
