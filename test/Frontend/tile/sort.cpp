// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DERRORS --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not kilnc %s -DRVALUE --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=RVALUE
// sort<axis, descending>(t) is tile.sort; argsort sorts an index tile (arange
// along the axis) as values and returns it; sort(keys, values) sorts both
// local variables in place; topk and topk_indices of one tile are one
// tile.topk; histogram<bins>(t[, mask]) is tile.histogram. Unsigned keys
// carry `unsigned`.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#if !defined(ERRORS) && !defined(RVALUE)
// CHECK-LABEL: func.func @sorts
// CHECK: %[[T:.*]] = tile.load {{.*}} -> tensor<4x256xf32>
// CHECK: %[[S:.*]] = tile.sort %[[T]], 1 descending : tensor<4x256xf32>
// CHECK: tile.store {{.*}}, %[[S]]
// argsort: the index along axis 1 broadcast to the rows, sorted as values.
// CHECK: %[[I:.*]] = tile.arange 0 : tensor<256xi32>
// CHECK: %[[E:.*]] = tile.expand_dims %[[I]], 0 : tensor<256xi32> -> tensor<1x256xi32>
// CHECK: %[[B:.*]] = tile.broadcast %[[E]] : tensor<1x256xi32> -> tensor<4x256xi32>
// CHECK: %{{.*}}, %[[A:.*]] = tile.sort %[[T]], 1 values(%[[B]] : tensor<4x256xi32>) -> tensor<4x256xi32> : tensor<4x256xf32>
// CHECK: tile.store {{.*}}, %[[A]]
// In place: the stores see the sorted keys and values.
// CHECK: %[[K:.*]] = tile.load {{.*}} -> tensor<1024xi32>
// CHECK: %[[V:.*]] = tile.load {{.*}} -> tensor<1024xf32>
// CHECK: %[[SK:.*]], %[[SV:.*]] = tile.sort %[[K]], 0 values(%[[V]] : tensor<1024xf32>) -> tensor<1024xf32> : tensor<1024xi32>
// CHECK: tile.store {{.*}}, %[[SK]]
// CHECK: tile.store {{.*}}, %[[SV]]
// CHECK: %[[U:.*]] = tile.load {{.*}} -> tensor<512xi32>
// CHECK: tile.sort %[[U]], 0 unsigned : tensor<512xi32>
// One tile.topk for both calls:
// CHECK: %[[TV:.*]], %[[TI:.*]] = tile.topk %[[T]], 1, 8 : tensor<4x256xf32> -> tensor<4x8xf32>, tensor<4x8xi32>
// CHECK-NOT: tile.topk
// CHECK: tile.store {{.*}}, %[[TV]]
// CHECK: tile.store {{.*}}, %[[TI]]
// CHECK: tile.histogram %[[SK]] : tensor<1024xi32> -> tensor<64xi32>
// CHECK: %[[M:.*]] = arith.cmpi sgt, %[[SK]], %{{.*}} : tensor<1024xi32>
// CHECK: tile.histogram %[[SK]] mask %[[M]] : tensor<1024xi32>, tensor<1024xi1> -> tensor<64xi32>
KILN_TILE_KERNEL void sorts(tensor<float, 2> x, tensor<int32_t, 2> xi, tensor<int32_t, 1> k,
                            tensor<float, 1> v, tensor<uint32_t, 1> u) {
  auto t = load<4, 256>(x, 0, 0);
  store(x, sort<1, true>(t), 0, 0);
  store(xi, argsort<1>(t), 0, 0);
  auto keys = load<1024>(k, 0);
  auto vals = load<1024>(v, 0);
  sort<0>(keys, vals);
  store(k, keys, 0);
  store(v, vals, 0);
  store(u, sort<0>(load<512>(u, 0)), 0);
  store(x, topk<8, 1>(t), 0, 0);
  store(xi, topk_indices<8, 1>(t), 0, 0);
  store(k, histogram<64>(keys), 0);
  store(k, histogram<64>(keys, keys > 3), 0);
}
#elif defined(ERRORS)
KILN_TILE_KERNEL void errors(tensor<kiln::fp8_e4m3, 1> f, tensor<float, 1> y) {
  auto t = load<256>(f, 0);
  // ERR: [[@LINE+1]]:12: error: 'sort' of an fp8 tile is not supported: convert it first (cast<float>(t))
  store(f, sort<0>(t), 0);
  auto b = load<256>(y, 0) > 0.0f;
  // ERR: [[@LINE+1]]:12: error: 'argsort' of a bool tile is not supported: convert it first (cast<int32_t>(t))
  store(y, argsort<0>(b), 0);
}
#elif defined(RVALUE)
// Sorting pairs in place needs variables: C++ rejects a temporary.
KILN_TILE_KERNEL void rvalue(tensor<float, 1> y) {
  auto v = load<256>(y, 0);
  auto w = v;
  // RVALUE: [[@LINE+2]]:3: error: no matching function for call to 'sort'
  // RVALUE: note: candidate function {{.*}} not viable: expects an lvalue for 1st argument
  sort<0>(v + 1.0f, w);
}
#endif
