// RUN: kiln-opt %s -tile-assign-layouts | FileCheck %s --check-prefix=LAYOUT
// RUN: kiln-opt %s -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers -simt-verify-sync 2>%t.err1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=SYNCWARN --input-file=%t.err1
// The layout conversion's replicated stores (several threads store the same
// value to one shared element) are no race: its buffers carry
// simt.replicated_writes, and the checks stay silent.
// SYNCWARN-NOT: warning
// SYNCWARN-NOT: error

// A while loop carrying a tile: the before and after arguments and the
// results take the initial value's layout.
// LAYOUT: #blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// LAYOUT: scf.while (%{{.*}} = %{{.*}}) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
// LAYOUT: scf.condition(%{{.*}}) %{{.*}} : tensor<256xf32, #blocked>
// LAYOUT: ^bb0(%{{.*}}: tensor<256xf32, #blocked>):
// LAYOUT: scf.yield %{{.*}} : tensor<256xf32, #blocked>

// Lowered, the loop carries each thread's registers (4 floats). The
// condition, a full reduction, goes through shared memory and is read back
// from one slot by every thread, so it is block-uniform: the barriers the
// reduction needs (placed by simt-insert-barriers, inside the before
// region) pass simt-verify-sync.
// CHECK-LABEL: func.func @halve
// CHECK: %[[R:.*]]:4 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (f32, f32, f32, f32) -> (f32, f32, f32, f32) {
// CHECK: simt.shuffle xor
// CHECK: simt.barrier block {inserted}
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32
// CHECK: } do {
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-COUNT-4: arith.mulf
// CHECK: scf.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32
// CHECK: simt.store %[[R]]#0
func.func @halve(%x: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %t0 = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<256xf32>
  %r = scf.while (%t = %t0) : (tensor<256xf32>) -> tensor<256xf32> {
    %m = tile.reduce %t, 0 : tensor<256xf32> -> f32 {
    ^bb0(%a: f32, %b: f32):
      %mx = arith.maximumf %a, %b : f32
      tile.yield %mx : f32
    }
    %c = arith.cmpf ogt, %m, %one : f32
    scf.condition(%c) %t : tensor<256xf32>
  } do {
  ^bb0(%t: tensor<256xf32>):
    %h = tile.splat %half : tensor<256xf32>
    %n = arith.mulf %t, %h : tensor<256xf32>
    scf.yield %n : tensor<256xf32>
  }
  tile.store %x[%z], %r : !tile.view<f32, 1>, tensor<256xf32>
  return
}

// A 128-element scalar reduction fits one warp (4 per lane x 32 lanes), yet
// its result still goes through a shared slot: read from there it is
// provably block-uniform and may decide the loop, whose body holds barriers.
// CHECK-LABEL: func.func @double_until
// CHECK: scf.while
// CHECK: simt.shuffle xor
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: scf.condition
func.func @double_until(%x: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %lim = arith.constant 100.0 : f32
  %t0 = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<128xf32>
  %r = scf.while (%t = %t0) : (tensor<128xf32>) -> tensor<128xf32> {
    %n = arith.addf %t, %t : tensor<128xf32>
    %s = tile.reduce %n, 0 : tensor<128xf32> -> f32 {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      tile.yield %sum : f32
    }
    %c = arith.cmpf olt, %s, %lim : f32
    scf.condition(%c) %n : tensor<128xf32>
  } do {
  ^bb0(%t: tensor<128xf32>):
    scf.yield %t : tensor<128xf32>
  }
  tile.store %x[%z], %r : !tile.view<f32, 1>, tensor<128xf32>
  return
}
