// RUN: kilnc %s --emit=mlir -o - 2>%t.err | FileCheck %s
// RUN: count 0 < %t.err
// while and do-while loops in tile kernels: scf.while carrying every
// variable the loop assigns (tiles and scalars); the condition is a scalar,
// typically a reduction of a carried tile.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-LABEL: func.func @while_loop
// CHECK: %[[T0:.*]] = tile.load
// CHECK: %[[R:.*]]:2 = scf.while (%[[T:.*]] = %[[T0]], %[[E:.*]] = %{{.*}}) : (tensor<256xf32>, i32) -> (tensor<256xf32>, i32) {
// CHECK: %[[M:.*]] = tile.reduce %[[T]], 0 : tensor<256xf32> -> f32
// CHECK: %[[C:.*]] = arith.cmpf ogt, %[[M]]
// CHECK: scf.condition(%[[C]]) %[[T]], %[[E]] : tensor<256xf32>, i32
// CHECK: } do {
// CHECK: ^bb0(%[[T2:.*]]: tensor<256xf32>, %[[E2:.*]]: i32):
// CHECK: %[[H:.*]] = arith.mulf %[[T2]]
// CHECK: %[[E3:.*]] = arith.addi %[[E2]]
// CHECK: scf.yield %[[H]], %[[E3]] : tensor<256xf32>, i32
// CHECK: tile.store %{{.*}}[%{{.*}}], %[[R]]#0
// CHECK: tile.splat %[[R]]#1 : tensor<1xi32>
KILN_TILE_KERNEL void while_loop(tensor<float, 1> x, tensor<int32_t, 1> n) {
  auto t = load<256>(x, 0);
  int32_t e = 0;
  while (max<0>(t) > 1.0f) {
    t = t * 0.5f;
    e += 1;
  }
  store(x, t, 0);
  store(n, full<int32_t, 1>(e), 0);
}

// do-while: the body and the condition both run in the before region; the
// after region only passes the values back.
// CHECK-LABEL: func.func @do_while
// CHECK: %[[R:.*]]:2 = scf.while (%[[T:.*]] = %{{.*}}, %[[D:.*]] = %{{.*}}) : (tensor<128xf32>, f32) -> (tensor<128xf32>, f32) {
// CHECK: %[[N:.*]] = arith.addf %[[T]], %[[T]]
// CHECK: %[[S:.*]] = tile.reduce %[[N]], 0
// CHECK: %[[C:.*]] = arith.cmpf olt, %[[S]]
// CHECK: scf.condition(%[[C]]) %[[N]], %[[S]] : tensor<128xf32>, f32
// CHECK: } do {
// CHECK: ^bb0(%[[A:.*]]: tensor<128xf32>, %[[B:.*]]: f32):
// CHECK-NEXT: scf.yield %[[A]], %[[B]]
KILN_TILE_KERNEL void do_while(tensor<float, 1> x) {
  auto t = load<128>(x, 0);
  float s = 0;
  do {
    t = t + t;
    s = sum<0>(t);
  } while (s < 100.0f);
  store(x, t, 0);
}
