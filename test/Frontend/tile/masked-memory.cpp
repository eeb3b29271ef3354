// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Masked loads and stores (Triton's tl.load(mask=, other=) and
// tl.store(mask=)): load<D...>(t, mask, [other,] offsets...) and
// store(t, value, mask, offsets...), the mask a bool tile broadcast to the
// tile's shape; tile.load/tile.store with a `mask` operand.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD
// CHECK-LABEL: func.func @masked
// The mask of the tile's shape as it is.
// CHECK: %[[M:.*]] = tile.expand_dims %{{.*}}, 0 : tensor<1024xi1> -> tensor<1x1024xi1>
// CHECK: %[[A:.*]] = tile.load %arg0[%{{.*}}, %{{.*}}] mask %[[M]] : !tile.view<f32, 2> -> tensor<1x1024xf32>
// `other`, converted to the element type, is the padding.
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[B:.*]] = tile.load %arg0[%{{.*}}, %{{.*}}] mask %[[M]] padding %[[NINF]] : f32 : !tile.view<f32, 2> -> tensor<1x1024xf32>
// CHECK: tile.store %arg1[%{{.*}}, %{{.*}}], %{{.*}} mask %[[M]] : !tile.view<f32, 2>, tensor<1x1024xf32>
// A 1-D mask broadcast over 4 rows, an integer `other` converted.
// CHECK: %[[C:.*]] = tile.broadcast %{{.*}} : tensor<1x1024xi1> -> tensor<4x1024xi1>
// CHECK: tile.load %arg0[%{{.*}}, %{{.*}}] mask %[[C]] padding %{{.*}} : f32 : !tile.view<f32, 2> -> tensor<4x1024xf32>
// The value is converted to the tensor's type, as an unmasked store's.
// CHECK: %[[H:.*]] = arith.truncf %{{.*}} : tensor<4x1024xf32> to tensor<4x1024xbf16>
// CHECK: tile.store %arg2[%{{.*}}, %{{.*}}], %[[H]] mask %{{.*}} : !tile.view<bf16, 2>, tensor<4x1024xbf16>
KILN_TILE_KERNEL void masked(tensor<const float, 2> x, tensor<float, 2> y, tensor<__bf16, 2> h, int64_t n) {
  int64_t r = block_id(0);
  auto cols = arange<int64_t, 1024>(0) < n;
  auto m = expand_dims<0>(cols);
  auto a = load<1, 1024>(x, m, r, 0);
  auto b = load<1, 1024>(x, m, -INFINITY, r, 0);
  store(y, a + b, m, r, 0);
  auto t = load<4, 1024>(x, cols, 1, r * 4, 0);
  store(h, t, t > 0.0f, r * 4, 0);
}
#else
KILN_TILE_KERNEL void bad(tensor<float, 2> x, int64_t n) {
  auto t = load<4, 256>(x, 0, 0);
  // A mask that does not broadcast to the tile, a mask that is not bool.
  // BAD: [[@LINE+1]]:3: error: no matching function for call to 'store'
  store(x, t, arange<int64_t, 128>(0) < n, 0, 0);
  // BAD: [[@LINE+1]]:12: error: no matching function for call to 'load'
  auto u = load<4, 256>(x, arange<int64_t, 256>(0), 0, 0);
}
#endif
