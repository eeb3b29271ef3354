// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// atomic_max/min/and/or/xor/exchange/cas: tile.atomic_rmw / tile.atomic_cas
// at offsets or at index tiles (`at`), returning the old values; scope and
// memory order are template arguments (default device, relaxed).
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD
// CHECK-LABEL: func.func @atomics
// CHECK: %[[OLD:.*]] = tile.atomic_rmw max %arg0[%{{.*}}], %[[V:.*]] scope(device) order(relaxed) : !tile.view<f32, 1>, tensor<128xf32> -> tensor<128xf32>
// CHECK: tile.store %arg4[%{{.*}}], %[[OLD]]
// CHECK: tile.atomic_rmw min %arg0[] at[%{{.*}} : tensor<128xi64>], %[[V]] scope(block) order(relaxed)
// Unsigned tensors take the unsigned max.
// CHECK: tile.atomic_rmw umax %arg1[%{{.*}}], %{{.*}} scope(device) order(relaxed) : !tile.view<i32, 1>
// CHECK: tile.atomic_rmw and %arg1
// CHECK: tile.atomic_rmw or %arg1[%{{.*}}], %{{.*}} scope(system) order(release)
// CHECK: tile.atomic_rmw xor %arg1
// A scalar index is splat, the value cast to the tensor's type.
// CHECK: tile.atomic_rmw exch %arg2[] at[%{{.*}}, %{{.*}} : tensor<1x128xi32>, tensor<1x128xi32>], %{{.*}} scope(device) order(relaxed) : !tile.view<i32, 2>, tensor<1x128xi32> -> tensor<1x128xi32>
// CHECK: tile.atomic_cas %arg1[%{{.*}}], %{{.*}}, %{{.*}} scope(device) order(acq_rel) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
// atomic_add with another scope is the general op; by default it stays.
// CHECK: tile.atomic_rmw add %arg0[%{{.*}}], %[[V]] scope(block) order(relaxed)
// CHECK: tile.atomic_add %arg0[%{{.*}}], %[[V]] : !tile.view<f32, 1>, tensor<128xf32>
// Its old values used: the general op.
// CHECK: %[[A:.*]] = tile.atomic_rmw add %arg0[] at[%{{.*}} : tensor<128xi64>], %[[V]] scope(device) order(relaxed)
// CHECK: tile.store %arg4[%{{.*}}], %[[A]]
KILN_TILE_KERNEL void atomics(tensor<float, 1> f, tensor<uint32_t, 1> u, tensor<int32_t, 2> s,
                              tensor<const int64_t, 1> ids, tensor<float, 1> out) {
  auto v = load<128>(f, 0);
  store(out, atomic_max(f, v, 0), 0);
  atomic_min<atomic_scope::block>(f, v, load<128>(ids, 0));
  auto w = load<128>(u, 0);
  atomic_max(u, w, 0);
  atomic_and(u, w, 0);
  atomic_or<atomic_scope::system, memory_order::release>(u, w, 0);
  atomic_xor(u, w, 0);
  atomic_exchange(s, cast<int32_t>(expand_dims<0>(v)), 3, load<1, 128>(s, 0, 0));
  atomic_cas<atomic_scope::device, memory_order::acq_rel>(u, w, w + 1u, 0);
  atomic_add<atomic_scope::block>(f, v, 0);
  atomic_add(f, v, 0);
  store(out, atomic_add(f, v, load<128>(ids, 0)), 0);
}
#else
KILN_TILE_KERNEL void bad(tensor<float, 1> f, tensor<__bf16, 1> h) {
  auto v = load<128>(f, 0);
  // BAD: [[@LINE+1]]:3: error: 'atomic_or' needs an integer tensor
  atomic_or(f, v, 0);
  // BAD: [[@LINE+1]]:3: error: 'atomic_max' acts on 32- or 64-bit elements; this tensor's are 16-bit
  atomic_max(h, v, 0);
}
#endif
