// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Helper functions of tile kernels are inlined: parameters bound to the
// argument values (converted to the parameter types), the body emitted in
// place, the final return the call's value. Templates, `if constexpr`,
// loops and nested helpers work as in kernels; the caller's loops carry only
// what their own statements assign (a helper cannot change them).
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD
template <int N>
__device__ tile<float, N> scaled_exp(tile<float, N> x, float scale) {
  auto y = x * scale;
  return exp2(y - max<0>(y));
}

__device__ float half_of(int64_t n) { return n * 0.5f; }

template <bool Square, int N>
__device__ tile<float, N> maybe_square(const tile<float, N> &x) {
  if constexpr (Square)
    return x * x;
  else
    return x;
}

// A helper with a loop of its own, called in the kernel's loop.
__device__ tile<float, 64> sum_rows(tensor<const float, 2> x, int64_t r0, int64_t rows) {
  auto acc = zeros<float, 64>();
  for (int64_t r = r0; r < r0 + rows; r += 1)
    acc = acc + reshape<64>(load<1, 64>(x, r, 0));
  return acc;
}

__device__ void store_twice(tensor<float, 1> y, tile<float, 64> t, int64_t at) {
  store(y, t, at);
  store(y, t + t, at + 64);
}

// CHECK-LABEL: func.func @uses_helpers
// The int64 argument converted to the float parameter, then the call's body:
// CHECK: %[[S:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: tile.load
// CHECK: %[[L:.*]] = tile.reshape
// CHECK: %[[SPLAT:.*]] = tile.splat %{{.*}} : tensor<64xf32>
// CHECK: %[[Y:.*]] = arith.mulf %[[L]], %[[SPLAT]] : tensor<64xf32>
// CHECK: tile.reduce %[[Y]], 0
// CHECK: math.exp2
// maybe_square<true>: one product.
// CHECK: %[[SQ:.*]] = arith.mulf %[[E:.*]], %[[E]] : tensor<64xf32>
// The kernel's loop carries its own accumulator; the helper's loop is inside.
// CHECK: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<64xf32>)
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<64xf32>)
// CHECK: tile.load
// CHECK: scf.yield
// CHECK: scf.yield
// store_twice: two stores.
// CHECK: tile.store
// CHECK: tile.store
// CHECK: return
KILN_TILE_KERNEL void uses_helpers(tensor<const float, 2> x, tensor<float, 1> y, int64_t n) {
  float scale = half_of(n);
  auto e = scaled_exp<64>(reshape<64>(load<1, 64>(x, 0, 0)), scale);
  auto sq = maybe_square<true>(e);
  auto total = maybe_square<false>(sq);
  for (int64_t b = 0; b < n; b += 4)
    total = total + sum_rows(x, b, 4);
  store_twice(y, total, 0);
}

#else
__device__ tile<float, 64> recurse(tile<float, 64> t, int depth) {
  // BAD-DAG: [[@LINE+1]]:22: error: a tile kernel's helper functions cannot be recursive: 'recurse' calls itself
  return depth > 0 ? recurse(t, depth - 1) : t;
}
__device__ void bump(tile<float, 64> &t) { t = t + 1.0f; }
__device__ tile<float, 64> early(tile<float, 64> t, int64_t n) {
  if (n > 0)
    // BAD-DAG: [[@LINE+1]]:5: error: a tile kernel helper returns once, at the end of its body
    return t;
  return t + 1.0f;
}
__device__ tile<float, 64> undefined_helper(tile<float, 64> t);

KILN_TILE_KERNEL void bad_helpers(tensor<float, 1> y, int64_t n) {
  auto t = zeros<float, 64>();
  t = recurse(t, 3);
  // BAD-DAG: [[@LINE+1]]:8: error: a tile kernel helper's parameter 't' is a non-const reference: pass the value and return the result
  bump(t);
  t = early(t, n);
  // BAD-DAG: [[@LINE+1]]:7: error: tile kernels call <kiln/tile.hpp> functions and __device__ functions whose body is visible here
  t = undefined_helper(t);
  store(y, t, 0);
}
#endif
