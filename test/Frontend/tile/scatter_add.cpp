// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD_INDEX --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// atomic_add(tensor, tile, index tiles...): a scatter-add (tile.scatter with
// atomic_add); atomic_add(tensor, tile, offsets...) stays the dense atomic.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD_INDEX
// An embedding backward: the row index (a [1, 1] tile) and the column
// indices ([1, 256]) broadcast to the value's shape; the value is cast to
// the tensor's element type.
// CHECK-LABEL: func.func @embedding_backward
// CHECK: %[[ROW:.*]] = tile.broadcast %{{.*}} : tensor<1x1xi64> -> tensor<1x256xi64>
// CHECK: %[[V:.*]] = arith.extf %{{.*}} : tensor<1x256xbf16> to tensor<1x256xf32>
// CHECK: tile.scatter %arg2[%[[ROW]], %{{.*}}], %[[V]] atomic_add : !tile.view<f32, 2>[tensor<1x256xi64>, tensor<1x256xi64>], tensor<1x256xf32>
// CHECK-NOT: tile.atomic_add
KILN_TILE_KERNEL void embedding_backward(tensor<const __bf16, 2> grad, tensor<const int64_t, 1> ids,
                                         tensor<float, 2> dw) {
  int64_t r = block_id(0);
  auto g = load<1, 256>(grad, r, 0);
  atomic_add(dw, g, expand_dims<1>(load<1>(ids, r)), expand_dims<0>(arange<int64_t, 256>(0)));
}

// A scalar index for one dimension is splat; a plain store-like scatter has
// no atomic_add; integer offsets keep the dense tile.atomic_add.
// CHECK-LABEL: func.func @mixed
// CHECK: %[[S:.*]] = tile.splat %{{.*}} : tensor<64xi64>
// CHECK: tile.scatter %arg0[%[[S]], %{{.*}}], %{{.*}} atomic_add : !tile.view<f32, 2>[tensor<64xi64>, tensor<64xi32>], tensor<64xf32>
// CHECK: tile.scatter %arg0[%{{.*}}, %{{.*}}], %{{.*}} : !tile.view<f32, 2>
// CHECK-NOT: atomic_add :
// CHECK: tile.atomic_add %arg0[%{{.*}}, %{{.*}}], %{{.*}} : !tile.view<f32, 2>, tensor<8x8xf32>
KILN_TILE_KERNEL void mixed(tensor<float, 2> y) {
  auto cols = arange<int32_t, 64>(0);
  auto v = full<float, 64>(1.0f);
  atomic_add(y, v, block_id(0), cols);
  scatter(y, v, cols, cols);
  atomic_add(y, reshape<8, 8>(v), 0, 0);
}

#else
// BAD: [[@LINE+3]]:20: error: gather/scatter indices are integer tiles
KILN_TILE_KERNEL void bad(tensor<float, 1> y) {
  auto v = full<float, 64>(1.0f);
  atomic_add(y, v, v);
}
#endif
