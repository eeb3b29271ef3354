// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// scan<axis, reverse>(t, init, op) with a lambda: tile.scan with the lambda
// as combiner, then op(init, scan) element-wise; cumsum<axis, true> and
// scan<axis, true> are reverse scans.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-LABEL: func.func @scans
// CHECK: %[[S:.*]] = tile.scan %[[T:.*]], 1 : tensor<4x256xf32> -> tensor<4x256xf32> {
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK: %[[C:.*]] = arith.cmpf ogt, %[[A]], %[[B]] : f32
// CHECK: %[[M:.*]] = arith.select %[[C]], %[[A]], %[[B]] : f32
// CHECK: tile.yield %[[M]] : f32
// op(init, scan), element-wise:
// CHECK: %[[I:.*]] = tile.splat %arg2 : tensor<4x256xf32>
// CHECK: %[[C2:.*]] = arith.cmpf ogt, %[[I]], %[[S]] : tensor<4x256xf32>
// CHECK: arith.select %[[C2]], %[[I]], %[[S]] : tensor<4x256xi1>, tensor<4x256xf32>
// CHECK: tile.scan %[[T]], 1 reverse : tensor<4x256xf32> -> tensor<4x256xf32>
// CHECK: arith.addf
// CHECK: tile.scan %[[T]], 0 : tensor<4x256xf32> -> tensor<4x256xf32>
// A lambda held by a variable, in a reverse scan:
// CHECK: tile.scan %{{.*}}, 0 reverse : tensor<512xi32> -> tensor<512xi32> {
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
KILN_TILE_KERNEL void scans(tensor<float, 2> x, tensor<int32_t, 1> y, float floor) {
  auto t = load<4, 256>(x, 0, 0);
  store(x, scan<1>(t, floor, [](float a, float b) { return a > b ? a : b; }), 0, 0);
  store(x, cumsum<1, true>(t), 0, 0);
  store(x, cumsum<0>(t), 0, 0);
  auto i = load<512>(y, 0);
  auto first = [](int32_t a, int32_t b) { return a != 0 ? a : b; };
  store(y, scan<0, true>(i, 0, first), 0);
}
