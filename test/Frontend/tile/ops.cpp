// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// Every <kiln/tile.hpp> construct maps to the tile dialect (or arith/math on tiles).
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-LABEL: func.func @add(%arg0: !tile.view<f32, 1>, %arg1: !tile.view<f32, 1>, %arg2: !tile.view<f32, 1>)
// Without KILN_NUM_WARPS the frontend leaves the warps to tile-choose-num-warps.
// CHECK-NOT: tile.num_warps
// CHECK-SAME: simt.kernel
// CHECK-NOT: tile.num_warps
// CHECK: tile.program_id 0
// CHECK: tile.load %arg0[%{{.*}}] : !tile.view<f32, 1> -> tensor<1024xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<1024xf32>
// CHECK: tile.store %arg2[%{{.*}}], %{{.*}} : !tile.view<f32, 1>, tensor<1024xf32>
KILN_TILE_KERNEL void add(tensor<const float, 1> x, tensor<const float, 1> y, tensor<float, 1> out) {
  int64_t i = block_id(0) * 1024;
  store(out, load<1024>(x, i) + load<1024>(y, i), i);
}

// The k-loop is an scf.for carrying the accumulator.
// CHECK-LABEL: func.func @matmul
// CHECK: %[[ACC:.*]] = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
// CHECK: %[[K:.*]] = tile.view_dim %arg0, 1 : !tile.view<bf16, 2>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[K]] step %{{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (tensor<128x128xf32>) : i64
// CHECK: tile.load %arg0{{.*}} -> tensor<128x64xbf16>
// CHECK: tile.load %arg1{{.*}} -> tensor<64x128xbf16>
// CHECK: tile.dot {{.*}} : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
// CHECK: scf.yield
KILN_TILE_KERNEL void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  store(c, acc, m, n);
}

// CHECK-LABEL: func.func @rows
// CHECK-SAME: tile.num_warps = 8 : i32
// CHECK: tile.load %arg0[{{.*}}] padding %{{.*}} : f32 : !tile.view<f32, 2> -> tensor<2x256xf32>
// CHECK: tile.reduce %{{.*}}, 1 : tensor<2x256xf32> -> tensor<2xf32>
// CHECK: arith.maximumf
// CHECK: tile.expand_dims %{{.*}}, 1 : tensor<2xf32> -> tensor<2x1xf32>
// CHECK: tile.broadcast %{{.*}} : tensor<2x1xf32> -> tensor<2x256xf32>
// CHECK: math.exp %{{.*}} : tensor<2x256xf32>
// CHECK: tile.reduce {{.*}} {
// CHECK: arith.addf
// Comparisons give i1 tiles; where is arith.select; scalars splat.
// CHECK: arith.cmpf ogt, %{{.*}}, %{{.*}} : tensor<2x256xf32>
// CHECK: tile.splat %{{.*}} : tensor<2x256xf32>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x256xi1>, tensor<2x256xf32>
// reduce with a lambda: the combiner region, then op(init, result).
// CHECK: tile.reduce %{{.*}}, 1 : tensor<2x256xf32> -> tensor<2xf32> {
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// CHECK: tile.yield
// argmax: max, then the least index holding it.
// The index along the row: expand_dims, not a reshape (no relayout).
// CHECK: tile.arange 0 : tensor<256xi32>
// CHECK-NEXT: tile.expand_dims %{{.*}}, 0 : tensor<256xi32> -> tensor<1x256xi32>
// CHECK-NEXT: tile.broadcast %{{.*}} : tensor<1x256xi32> -> tensor<2x256xi32>
// CHECK: arith.minsi
// CHECK: tile.scan %{{.*}}, 1 : tensor<2x256xf32> -> tensor<2x256xf32>
// CHECK: arith.sitofp %{{.*}} : tensor<2x256xi32> to tensor<2x256xf32>
// CHECK: arith.truncf %{{.*}} : tensor<2x256xf32> to tensor<2x256xbf16>
// sigmoid is 1 / (1 + exp(-x)); math on bf16 computes in f32.
// CHECK: arith.extf %{{.*}} : tensor<2x256xbf16> to tensor<2x256xf32>
// CHECK: arith.negf
// CHECK: math.exp
// CHECK: arith.divf
// CHECK: math.absf
// CHECK: math.erf
// CHECK: math.tanh
// CHECK: math.log2
// CHECK: math.sqrt
// CHECK: math.rsqrt
// CHECK: math.fma
// CHECK: arith.minimumf
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void rows(tensor<const float, 2> x, tensor<float, 2> y, tensor<int32_t, 1> idx) {
  int64_t r = block_id(0) * 2;
  auto t = load<2, 256>(x, -__builtin_inff(), r, 0);
  auto e = exp(t - expand_dims<1>(max<1>(t)));
  auto s = sum<1>(e);
  auto w = where(t > 0.0f, t, 1.0f);
  auto m = reduce<1>(w, -__builtin_inff(), [](float a, float b) { return a > b ? a : b; });
  store(idx, argmax<1>(t), r);
  auto c = cumsum<1>(e);
  auto i = cast<float>(load<2, 256>(x, r, 0) > 0.5f) + cast<float>(cast<int32_t>(c));
  auto h = cast<__bf16>(i);
  auto z = rsqrt(sqrt(log2(tanh(erf(abs(sigmoid(cast<float>(h))))))));
  auto f = fma(z, 2.0f, expand_dims<1>(m + s));
  store(y, min(f, 3.0f), r, 0);
}

// CHECK-LABEL: func.func @shapes
// CHECK: tile.arange 3 : tensor<16xi32>
// CHECK: tile.expand_dims %{{.*}}, 0 : tensor<16xi32> -> tensor<1x16xi32>
// CHECK: tile.broadcast %{{.*}} : tensor<1x16xi32> -> tensor<4x16xi32>
// CHECK: tile.reshape %{{.*}} : tensor<4x16xi32> -> tensor<8x8xi32>
// CHECK: tile.permute %{{.*}}, [1, 0] : tensor<8x8xi32> -> tensor<8x8xi32>
// CHECK: tile.permute %{{.*}}, [1, 0] : tensor<8x8xi32> -> tensor<8x8xi32>
// CHECK: tile.gather %arg0[%{{.*}}] : !tile.view<f32, 1>[tensor<8x8xi32>] -> tensor<8x8xf32>
// CHECK: tile.scatter %arg1[%{{.*}}, %{{.*}}], %{{.*}} : !tile.view<f32, 2>[tensor<8x8xi32>, tensor<8x8xi32>], tensor<8x8xf32>
// CHECK: tile.atomic_add %arg1[%{{.*}}, %{{.*}}], %{{.*}} : !tile.view<f32, 2>, tensor<8x8xf32>
// CHECK: tile.num_programs 1
// CHECK: tile.view_stride %arg1, 0 : !tile.view<f32, 2>
// CHECK: tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32> -> tensor<8x8xf32>
KILN_TILE_KERNEL void shapes(tensor<const float, 1> x, tensor<float, 2> y) {
  auto a = broadcast_to<4, 16>(arange<int32_t, 16>(3));
  auto r = reshape<8, 8>(a);
  auto p = permute<1, 0>(transpose(r));
  auto g = gather(x, p);
  scatter(y, g, p, r);
  atomic_add(y, g, 0, 0);
  int64_t n = num_blocks(1) + y.stride(0);
  auto d = dot(g, g) * (float)n;
  store(y, d, 0, 0);
}

// if becomes scf.if yielding the variables it assigns.
// CHECK-LABEL: func.func @branch
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (tensor<64xf32>) {
// CHECK: scf.yield %{{.*}} : tensor<64xf32>
// CHECK: } else {
// CHECK: tile.store %arg1[%{{.*}}], %[[R]]
KILN_TILE_KERNEL void branch(tensor<const float, 1> x, tensor<float, 1> y, int32_t flag) {
  auto t = load<64>(x, 0);
  if (flag > 0)
    t = t * 2.0f;
  store(y, t, 0);
}

// precision::tf32 lets an f32 mma use tf32 tensor cores (allow_tf32).
// CHECK-LABEL: func.func @matmul_tf32
// CHECK: tile.dot {{.*}} {allow_tf32} : tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
KILN_TILE_KERNEL void matmul_tf32(tensor<const float, 2> a, tensor<const float, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = mma(load<64, 32>(a, m, k), load<32, 64>(b, k, n), acc, precision::tf32);
  store(c, acc, m, n);
}
