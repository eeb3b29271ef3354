// RUN: kiln-opt %s -convert-tile-to-simt | FileCheck %s

// A column sum stored from the reduction's slice layout, replicated across
// the 4 warps that reduced: the store runs in the owners only (warp 0 here,
// the lanes whose base is inside the 128 elements), one 16-byte vector per
// thread, instead of four warps writing the same bytes.
// CHECK-LABEL: func.func @store_slice
// CHECK: %[[W:.*]] = simt.warp_id
// CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %c128_i32{{.*}} : i32
// CHECK-NEXT: %[[OWN:.*]] = arith.andi %{{.*}}, %[[IN]] : i1
// CHECK-NEXT: scf.if %[[OWN]] {
// CHECK: simt.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
#p = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
func.func @store_slice(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<4x128xf32, #p>
  %s = tile.reduce %t, 0 : tensor<4x128xf32, #p> -> tensor<128xf32, #tile.slice<dim = 0, parent = #p>> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<128xf32, #tile.slice<dim = 0, parent = #p>>
  return
}
