// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s -DBAD --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// fp8 tiles: kiln::fp8_e4m3 / kiln::fp8_e5m2 are f8E4M3FN / f8E5M2; casts
// are arith.extf / arith.truncf (to and from other types through f32, between
// the two formats through f16); element-wise ops compute in f32 and round
// back; constants are rounded (nearest even, saturating) by the frontend.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef BAD
// CHECK-LABEL: func.func @casts
// CHECK-SAME: !tile.view<f8E4M3FN, 1>, %{{.*}}: !tile.view<f8E5M2, 1>
// CHECK: %[[Q:.*]] = tile.load %arg0[%{{.*}}] : !tile.view<f8E4M3FN, 1> -> tensor<256xf8E4M3FN>
// CHECK: arith.extf %[[Q]] : tensor<256xf8E4M3FN> to tensor<256xf32>
// CHECK: arith.extf %[[Q]] : tensor<256xf8E4M3FN> to tensor<256xf16>
// CHECK: arith.extf %[[Q]] : tensor<256xf8E4M3FN> to tensor<256xbf16>
// The two formats meet in f16.
// CHECK: %[[H:.*]] = arith.extf %[[Q]] : tensor<256xf8E4M3FN> to tensor<256xf16>
// CHECK: arith.truncf %[[H]] : tensor<256xf16> to tensor<256xf8E5M2>
// Integers go through f32.
// CHECK: %[[I:.*]] = arith.sitofp %{{.*}} : tensor<256xi32> to tensor<256xf32>
// CHECK: %[[I8:.*]] = arith.truncf %[[I]] : tensor<256xf32> to tensor<256xf8E4M3FN>
// CHECK: %[[IH:.*]] = arith.extf %[[I8]] : tensor<256xf8E4M3FN> to tensor<256xf16>
// CHECK: arith.truncf %[[IH]] : tensor<256xf16> to tensor<256xf8E5M2>
// CHECK: %[[F:.*]] = arith.extf %[[Q]] : tensor<256xf8E4M3FN> to tensor<256xf32>
// CHECK: arith.fptosi %[[F]] : tensor<256xf32> to tensor<256xi32>
KILN_TILE_KERNEL void casts(tensor<const kiln::fp8_e4m3, 1> a, tensor<kiln::fp8_e5m2, 1> b,
                            tensor<float, 1> f, tensor<_Float16, 1> h, tensor<__bf16, 1> bf,
                            tensor<int32_t, 1> n) {
  auto q = load<256>(a, 0);
  store(f, cast<float>(q), 0);
  store(h, cast<_Float16>(q), 0);
  store(bf, cast<__bf16>(q), 0);
  store(b, cast<kiln::fp8_e5m2>(q), 0);
  store(b, cast<kiln::fp8_e4m3>(load<256>(n, 0)), 0);
  store(n, cast<int32_t>(q), 0);
}

// Scalars enter the f32 computation unrounded; the result is rounded.
// CHECK-LABEL: func.func @arith
// CHECK: %[[X:.*]] = arith.extf %{{.*}} : tensor<128xf8E4M3FN> to tensor<128xf32>
// CHECK: %[[TWO:.*]] = tile.splat %{{.*}} : tensor<128xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[X]], %[[TWO]] : tensor<128xf32>
// CHECK: %[[R:.*]] = arith.truncf %[[M]] : tensor<128xf32> to tensor<128xf8E4M3FN>
// CHECK: %[[RW:.*]] = arith.extf %[[R]] : tensor<128xf8E4M3FN> to tensor<128xf32>
// CHECK: %[[K:.*]] = tile.splat %{{.*}} : tensor<128xf32>
// CHECK: %[[C:.*]] = arith.cmpf ogt, %[[RW]], %[[K]] : tensor<128xf32>
// A constant out of range saturates: 1000 -> 448 (e4m3's largest).
// CHECK: %[[SAT:.*]] = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK: %[[S:.*]] = tile.splat %[[SAT]] : tensor<128xf8E4M3FN>
// CHECK: arith.select %[[C]], %[[S]], %[[R]] : tensor<128xi1>, tensor<128xf8E4M3FN>
// Math computes in f32.
// CHECK: %[[E:.*]] = math.exp %{{.*}} : tensor<128xf32>
// CHECK: arith.truncf %[[E]] : tensor<128xf32> to tensor<128xf8E4M3FN>
// e4m3 with e5m2 promotes to _Float16 (Triton's rule).
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<128xf16>
// fp8 with float is float.
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<128xf32>
// CHECK: tile.splat %{{.*}} : tensor<128xf8E4M3FN>
KILN_TILE_KERNEL void arith(tensor<kiln::fp8_e4m3, 1> a, tensor<const kiln::fp8_e5m2, 1> b,
                            tensor<_Float16, 1> h, tensor<float, 1> f) {
  auto x = load<128>(a, 0);
  auto y = x * 2.0f;
  store(a, where(y > 1000.0f, 1000.0f, y), 0);
  store(a, exp(x), 0);
  store(h, x + load<128>(b, 0), 0);
  store(f, x + load<128>(f, 0), 0);
  store(a, full<kiln::fp8_e4m3, 128>(0.5f), 0);
}

// Gathers, scatters and zeros of fp8 tiles; a constant pad is rounded.
// CHECK-LABEL: func.func @memory
// CHECK: tile.load %arg0[%{{.*}}] padding %{{.*}} : f8E4M3FN : !tile.view<f8E4M3FN, 1> -> tensor<64xf8E4M3FN>
// CHECK: tile.gather %arg0[%{{.*}}] : !tile.view<f8E4M3FN, 1>[tensor<64xi32>] -> tensor<64xf8E4M3FN>
// CHECK: tile.scatter %arg0[%{{.*}}], %{{.*}} : !tile.view<f8E4M3FN, 1>[tensor<64xi32>], tensor<64xf8E4M3FN>
// CHECK: arith.constant dense<0.000000e+00> : tensor<64xf8E4M3FN>
KILN_TILE_KERNEL void memory(tensor<kiln::fp8_e4m3, 1> a, tensor<const int32_t, 1> idx) {
  auto p = load<64>(a, -2.0f, 0);
  auto g = gather(a, load<64>(idx, 0));
  scatter(a, g, load<64>(idx, 64));
  store(a, p, 64);
  store(a, zeros<kiln::fp8_e4m3, 64>(), 128);
}

// Reductions of fp8 tiles widen the elements to f32 and reduce (and
// accumulate) there; the results are float.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[T:.*]] = tile.load {{.*}} -> tensor<4x128xf8E4M3FN>
// CHECK: %[[W:.*]] = arith.extf %[[T]] : tensor<4x128xf8E4M3FN> to tensor<4x128xf32>
// CHECK: tile.reduce %[[W]], 1 : tensor<4x128xf32> -> tensor<4xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: tile.reduce %{{.*}}, 1 : tensor<4x128xf32> -> tensor<4xf32>
// CHECK: arith.maximumf
// CHECK: arith.extf %{{.*}} : tensor<4x128xf8E4M3FN> to tensor<4x128xf32>
// CHECK: tile.reduce %{{.*}}, 1 : tensor<4x128xi32> -> tensor<4xi32>
// CHECK: arith.extf %{{.*}} : tensor<4x128xf8E5M2> to tensor<4x128xf32>
// CHECK: tile.scan %{{.*}}, 1 : tensor<4x128xf32> -> tensor<4x128xf32>
KILN_TILE_KERNEL void reductions(tensor<kiln::fp8_e4m3, 2> a, tensor<kiln::fp8_e5m2, 2> b,
                                 tensor<float, 2> out, tensor<float, 1> v, tensor<int32_t, 1> i) {
  auto t = load<4, 128>(a, 0, 0);
  store(v, sum<1>(t) + max<1>(t), 0);
  store(i, argmax<1>(t), 0);
  store(out, cumsum<1>(load<4, 128>(b, 0, 0)), 0, 0);
}

#else
KILN_TILE_KERNEL void bad(tensor<kiln::fp8_e4m3, 1> a, tensor<float, 2> f, float x,
                          tensor<kiln::fp8_e4m3, 2> m) {
  auto t = load<128>(a, 0);
  // BAD: [[@LINE+1]]:3: error: 'reduce' of an fp8 tile is not supported: convert it first (cast<float>(t))
  reduce<0>(t, kiln::fp8_e4m3{}, [](kiln::fp8_e4m3 p, kiln::fp8_e4m3 q) { return p; });
  // BAD: [[@LINE+1]]:12: error: 'dot' of an fp8 tile with a non-fp8 tile: convert one of them first (cast<kiln::fp8_e4m3>(t) or cast<_Float16>(t))
  store(f, dot(load<16, 16>(m, 0, 0), cast<_Float16>(load<16, 16>(m, 0, 0))), 0, 0);
  // BAD: [[@LINE+1]]:53: error: 'mma' with fp8 operands accumulates in float: the accumulator must be a float tile
  mma(load<16, 32>(m, 0, 0), load<32, 16>(m, 0, 0), zeros<_Float16, 16, 16>());
  // BAD: [[@LINE+1]]:3: error: atomics on fp8 tensors are not supported (no GPU has fp8 atomics)
  atomic_add(a, t, 0);
  // BAD: [[@LINE+1]]:25: error: the padding of an fp8 load is a constant
  store(a, load<128>(a, x, 0), 0);
}
#endif
