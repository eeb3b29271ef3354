// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// A tensor<bool, R> holds bytes (!tile.view<i8, R>, as torch.bool) while a
// bool tile is i1: loads, gathers and scalar loads read the bytes and test
// them against 0 (they were an invalid i1 load from an i8 view); stores
// write 0 or 1. A mask read from memory drives a masked store.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-LABEL: func.func @bools
// CHECK: %[[B:.*]] = tile.load %arg0[%{{.*}}, %{{.*}}] : !tile.view<i8, 2> -> tensor<1x256xi8>
// CHECK: %[[K:.*]] = arith.cmpi ne, %[[B]], %{{.*}} : tensor<1x256xi8>
// CHECK: tile.store %arg2[%{{.*}}, %{{.*}}], %{{.*}} mask %[[K]] : !tile.view<f32, 2>, tensor<1x256xf32>
// CHECK: tile.load %arg0[%{{.*}}, %{{.*}}] padding %{{.*}} : i8 : !tile.view<i8, 2> -> tensor<1x256xi8>
// CHECK: tile.gather %arg0[%{{.*}}, %{{.*}}] : !tile.view<i8, 2>[tensor<256xi64>, tensor<256xi64>] -> tensor<256xi8>
// CHECK: tile.load %arg0[%{{.*}}, %{{.*}}] : !tile.view<i8, 2> -> tensor<1x1xi8>
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : tensor<1x256xi1> to tensor<1x256xi8>
// CHECK: tile.store %arg3[%{{.*}}, %{{.*}}], %[[W]] : !tile.view<i8, 2>, tensor<1x256xi8>
KILN_TILE_KERNEL void bools(tensor<const bool, 2> keep, tensor<const float, 2> x, tensor<float, 2> y,
                            tensor<bool, 2> out) {
  int64_t r = block_id(0);
  auto k = load<1, 256>(keep, r, 0);
  store(y, load<1, 256>(x, r, 0), k, r, 0);
  auto padded = load<1, 256>(keep, true, r, 0);
  auto diag = gather(keep, arange<int64_t, 256>(0), arange<int64_t, 256>(0));
  bool first = load(keep, r, 0);
  auto any = padded | expand_dims<0>(diag) | first;
  store(out, any, r, 0);
}
