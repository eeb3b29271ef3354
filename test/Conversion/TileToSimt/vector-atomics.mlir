// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt="vector-atomics=true" | FileCheck %s
// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s --check-prefix=SCALAR

// A scatter-add of f32 whose column indices step by one along the row (an
// arange, plus a constant) and whose row indices are constant along it (a
// broadcast id): each group of 4 registers holding consecutive elements is
// one vector atomic add (red.global.add.v4.f32 on sm_90+) when the group is
// inside the view, the row has unit stride and the address is 16-byte
// aligned; element by element otherwise. Without vector atomics (sm_80)
// every element is its own atomic.
// CHECK-LABEL: func.func @embedding_rows
// CHECK: %[[UNIT:.*]] = arith.cmpi eq, %{{.*}}, %c1_i64 : i64
// CHECK: %[[USABLE:.*]] = arith.andi %[[UNIT]], %{{.*}} : i1
// CHECK: %[[END:.*]] = arith.addi %{{.*}}, %c3_i64 : i64
// CHECK: arith.cmpi ult, %[[END]], %{{.*}} : i64
// CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<f32, global> to i64
// CHECK: arith.andi %{{.*}}, %c15_i64 : i64
// CHECK: scf.if %{{.*}} {
// CHECK-COUNT-4: llvm.insertelement
// CHECK: simt.atomic_rmw add %{{.*}} scope(device) order(relaxed) : !simt.ptr<vector<4xf32>, global>, vector<4xf32>
// CHECK: } else {
// CHECK-COUNT-4: simt.atomic_rmw add %{{.*}} scope(device) order(relaxed) : !simt.ptr<f32, global>, f32
// CHECK: }
// CHECK-NOT: simt.atomic_rmw
// SCALAR-LABEL: func.func @embedding_rows
// SCALAR-COUNT-4: simt.atomic_rmw add %{{.*}} : !simt.ptr<f32, global>, f32
// SCALAR-NOT: vector<4xf32>
#b = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#s = #tile.slice<dim = 0, parent = #b>
func.func @embedding_rows(%dw: !tile.view<f32, 2>, %x: f32, %id: i64, %c: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %g = tile.splat %x : tensor<1x128xf32, #b>
  %rows = tile.splat %id : tensor<1x128xi64, #b>
  %a = tile.arange 0 : tensor<128xi64, #s>
  %e = tile.expand_dims %a, 0 : tensor<128xi64, #s> -> tensor<1x128xi64, #b>
  %off = tile.splat %c : tensor<1x128xi64, #b>
  %cols = arith.addi %e, %off : tensor<1x128xi64, #b>
  tile.scatter %dw[%rows, %cols], %g atomic_add : !tile.view<f32, 2>[tensor<1x128xi64, #b>, tensor<1x128xi64, #b>], tensor<1x128xf32, #b>
  return
}

// -----

// Not vectorised: columns that step by 2 (not consecutive) and i32 values
// (no integer vector atomics). (A plain scatter of whole rows is a vector
// store: convert-tile-to-simt-masked-gather-scatter.mlir.)
// CHECK-LABEL: func.func @kept_scalar
// CHECK-NOT: vector<4xf32>
// CHECK-COUNT-4: simt.atomic_rmw add %{{.*}} : !simt.ptr<f32, global>, f32
// CHECK-COUNT-4: simt.atomic_rmw add %{{.*}} : !simt.ptr<i32, global>, i32
// CHECK-NOT: vector<4xf32>
#b = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#s = #tile.slice<dim = 0, parent = #b>
func.func @kept_scalar(%dw: !tile.view<f32, 2>, %di: !tile.view<i32, 2>, %x: f32, %k: i32, %id: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %g = tile.splat %x : tensor<1x128xf32, #b>
  %n = tile.splat %k : tensor<1x128xi32, #b>
  %rows = tile.splat %id : tensor<1x128xi64, #b>
  %a = tile.arange 0 : tensor<128xi64, #s>
  %e = tile.expand_dims %a, 0 : tensor<128xi64, #s> -> tensor<1x128xi64, #b>
  %two = arith.constant dense<2> : tensor<1x128xi64, #b>
  %odd = arith.muli %e, %two : tensor<1x128xi64, #b>
  tile.scatter %dw[%rows, %odd], %g atomic_add : !tile.view<f32, 2>[tensor<1x128xi64, #b>, tensor<1x128xi64, #b>], tensor<1x128xf32, #b>
  tile.scatter %di[%rows, %e], %n atomic_add : !tile.view<i32, 2>[tensor<1x128xi64, #b>, tensor<1x128xi64, #b>], tensor<1x128xi32, #b>
  return
}
