// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 --emit=simt -o - | FileCheck %s --check-prefix=SIMT
// mma/dot with fp8 operands: e4m3 and e5m2 in any mix, an f32 accumulator
// (dot's result is float). tile.dot keeps both element types; the lowering
// makes mma.sync m16n8k32 of them (k a multiple of 32), FMAs otherwise.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-LABEL: func.func @e4m3_mma
// CHECK: tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x64xf8E4M3FN>, tensor<64x64xf8E4M3FN>, tensor<64x64xf32> -> tensor<64x64xf32>
// The per-tensor scales: one multiply of the f32 accumulator.
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: arith.mulf %{{.*}}, %{{.*}} : tensor<64x64xf32>
// SIMT-LABEL: func.func @e4m3_mma
// SIMT: simt.mma_sync f8E4M3FN[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// SIMT-NOT: b_type
// SIMT-NOT: math.fma
KILN_TILE_KERNEL void e4m3_mma(tensor<const kiln::fp8_e4m3, 2> a, tensor<const kiln::fp8_e4m3, 2> b,
                               tensor<float, 2> c, float scale_a, float scale_b) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<64, 64>(a, m, k), load<64, 64>(b, k, n), acc);
  store(c, acc * (scale_a * scale_b), m, n);
}

// CHECK-LABEL: func.func @mixed_dot
// CHECK: %[[D:.*]] = tile.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xf8E5M2>, tensor<32x32xf8E4M3FN>, tensor<32x32xf32> -> tensor<32x32xf32>
// CHECK: tile.store %{{.*}}, %[[D]]
// SIMT-LABEL: func.func @mixed_dot
// SIMT: simt.mma_sync f8E5M2[{{.*}} {b_type = f8E4M3FN}
KILN_TILE_KERNEL void mixed_dot(tensor<const kiln::fp8_e5m2, 2> a, tensor<const kiln::fp8_e4m3, 2> b,
                                tensor<float, 2> c) {
  store(c, dot(load<32, 32>(a, 0, 0), load<32, 32>(b, 0, 0)), 0, 0);
}

// A 16-deep product: below m16n8k32's k, FMAs on the values widened to f32
// (cvt.rn.f16x2.e5m2x2, then exact to f32).
// CHECK-LABEL: func.func @k16
// CHECK: tile.dot %{{.*}} : tensor<32x16xf8E5M2>, tensor<16x32xf8E5M2>, tensor<32x32xf32> -> tensor<32x32xf32>
// SIMT-LABEL: func.func @k16
// SIMT-NOT: simt.mma_sync
// SIMT: llvm.nvvm.e5m2x2.to.f16x2.rn
// SIMT: math.fma
KILN_TILE_KERNEL void k16(tensor<const kiln::fp8_e5m2, 2> a, tensor<const kiln::fp8_e5m2, 2> b,
                          tensor<float, 2> c) {
  store(c, dot(load<32, 16>(a, 0, 0), load<16, 32>(b, 0, 0)), 0, 0);
}
