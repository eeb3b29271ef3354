// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not kilnc %s -DBAD_SCOPE --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// Masked gathers and scatters (Triton's tl.load(ptrs, mask=, other=) and
// tl.store(ptrs, v, mask=) with pointer tiles): gather(t, mask, [other,]
// idx...), scatter(t, value, mask, idx...) and atomic_add(t, value, mask,
// idx...), one index per dimension after the mask; and a tile-valued
// `other` for masked loads and gathers (element i where element i is not
// read). tile.gather/tile.scatter with a `mask` operand, the padding a tile.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#if !defined(BAD) && !defined(BAD_SCOPE)
// CHECK-LABEL: func.func @paged
// The mask, broadcast from a column of rows to the tile.
// CHECK: %[[M:.*]] = tile.broadcast %{{.*}} : tensor<4x1xi1> -> tensor<4x128xi1>
// CHECK: %[[A:.*]] = tile.gather %arg0[%{{.*}}, %{{.*}}] mask %[[M]] : !tile.view<bf16, 2>[tensor<4x128xi64>, tensor<4x128xi64>] -> tensor<4x128xbf16>
// A scalar `other`, converted to the tensor's element type.
// CHECK: %[[NINF:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK: tile.gather %arg0[%{{.*}}, %{{.*}}] mask %[[M]] padding %[[NINF]] : bf16 : !tile.view<bf16, 2>[tensor<4x128xi64>, tensor<4x128xi64>] -> tensor<4x128xbf16>
// A tile `other` (a row of defaults broadcast over the rows), converted too.
// CHECK: %[[D:.*]] = arith.truncf %{{.*}} : tensor<128xf32> to tensor<128xbf16>
// CHECK: %[[DE:.*]] = tile.expand_dims %[[D]], 0 : tensor<128xbf16> -> tensor<1x128xbf16>
// CHECK: %[[DB:.*]] = tile.broadcast %[[DE]] : tensor<1x128xbf16> -> tensor<4x128xbf16>
// CHECK: tile.gather %arg0[%{{.*}}, %{{.*}}] mask %[[M]] padding %[[DB]] : tensor<4x128xbf16> : !tile.view<bf16, 2>[tensor<4x128xi64>, tensor<4x128xi64>] -> tensor<4x128xbf16>
// A masked load with a tile `other`.
// CHECK: tile.load %arg1[%{{.*}}, %{{.*}}] mask %{{.*}} padding %{{.*}} : tensor<4x128xbf16> : !tile.view<bf16, 2> -> tensor<4x128xbf16>
// Scatters: plain and adding, the value converted as an unmasked one's.
// CHECK: tile.scatter %arg1[%{{.*}}, %{{.*}}], %{{.*}} mask %[[M]] : !tile.view<bf16, 2>[tensor<4x128xi64>, tensor<4x128xi64>], tensor<4x128xbf16>
// CHECK: tile.scatter %arg2[%{{.*}}, %{{.*}}], %{{.*}} mask %[[M]] atomic_add : !tile.view<f32, 2>[tensor<4x128xi64>, tensor<4x128xi64>], tensor<4x128xf32>
// A 1-D gather of a 1-D tensor: mask, other, one index.
// CHECK: tile.gather %arg4[%{{.*}}] mask %{{.*}} padding %{{.*}} : i32 : !tile.view<i32, 1>[tensor<256xi64>] -> tensor<256xi32>
KILN_TILE_KERNEL void paged(tensor<const __bf16, 2> pool, tensor<__bf16, 2> out, tensor<float, 2> acc,
                            tensor<const int64_t, 1> slots, tensor<const int32_t, 1> lut,
                            tensor<int32_t, 1> lut_out, tensor<const float, 1> defaults) {
  int64_t b = block_id(0) * 4;
  auto slot = expand_dims<1>(load<4>(slots, b));
  auto m = broadcast_to<4, 128>(slot >= 0);
  auto rows = broadcast_to<4, 128>(slot);
  auto cols = broadcast_to<4, 128>(expand_dims<0>(arange<int64_t, 128>(0)));
  auto a = gather(pool, m, rows, cols);
  auto c = gather(pool, m, -INFINITY, rows, cols);
  auto d = gather(pool, m, load<128>(defaults, 0), rows, cols);
  auto e = load<4, 128>(out, m, d, b, 0);
  scatter(out, a + c + e, m, rows, cols);
  atomic_add(acc, cast<float>(a), m, rows, cols);
  auto i = arange<int64_t, 256>(0) * 3;
  store(lut_out, gather(lut, i < 700, -1, i), 0);
}
#elif defined(BAD_SCOPE)
KILN_TILE_KERNEL void bad_scope(tensor<float, 2> x, tensor<const int64_t, 1> idx) {
  auto rows = broadcast_to<4, 128>(expand_dims<1>(load<4>(idx, 0)));
  auto cols = broadcast_to<4, 128>(expand_dims<0>(arange<int64_t, 128>(0)));
  // A masked atomic_add is device-scope and relaxed.
  // SCOPE: [[@LINE+1]]:3: error: a masked atomic_add is device-scope and relaxed; for another scope or order, skip elements with an index of -1 instead of the mask
  atomic_add<atomic_scope::block>(x, zeros<float, 4, 128>(), rows >= 0, rows, cols);
}
#else
KILN_TILE_KERNEL void bad(tensor<float, 2> x, tensor<const int64_t, 1> idx) {
  auto rows = broadcast_to<4, 128>(expand_dims<1>(load<4>(idx, 0)));
  auto cols = broadcast_to<4, 128>(expand_dims<0>(arange<int64_t, 128>(0)));
  auto v = zeros<float, 4, 128>();
  // A mask that does not broadcast to the tile.
  // BAD: [[@LINE+1]]:12: error: no matching function for call to 'gather'
  auto g = gather(x, arange<int64_t, 64>(0) < 3, rows, cols);
  // A bool tile is not an index: one index too few after the mask.
  // BAD: [[@LINE+1]]:3: error: no matching function for call to 'scatter'
  scatter(x, v, rows >= 0, cols);
}
#endif
