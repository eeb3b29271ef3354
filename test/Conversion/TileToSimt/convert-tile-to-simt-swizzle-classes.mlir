// RUN: kiln-opt %s -convert-tile-to-simt -cse | FileCheck %s

// Shared-memory reads of a swizzled buffer index each register as its
// swizzle class's index plus a constant: registers whole swizzle periods
// apart (8 rows, 64 columns for vec 8 x maxPhase 8) share the class's
// address, so a loop keeps a few bases live, not one per register. The A
// operand is 32 x 128 f16, one warp: m-tile 1 is 16 rows (2048 elements)
// below m-tile 0, k-steps 4..7 are 64 columns right of k-steps 0..3; each
// gets m-tile 0 / k-step 0's index plus that constant (rows r + 8: + 1024).
// CHECK-LABEL: func.func @lazy_swizzled
// CHECK-COUNT-16: simt.store %{{.*}} : vector<8xf16>, !simt.ptr<vector<8xf16>, shared>
// CHECK: arith.muli %{{.*}}, %c128_i32 : i32
// CHECK-NEXT: %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: simt.ptr_add %[[BUF:.*]], %[[IDX]] : !simt.ptr<f16, shared>, i32
// CHECK: %[[R8:.*]] = arith.addi %[[IDX]], %c1024_i32 : i32
// CHECK-NEXT: simt.ptr_add %[[BUF]], %[[R8]]
// CHECK: %[[M1:.*]] = arith.addi %[[IDX]], %c2048_i32 : i32
// CHECK-NEXT: simt.ptr_add %[[BUF]], %[[M1]]
// CHECK: simt.mma_sync
// CHECK: %[[K4:.*]] = arith.addi %[[IDX]], %c64_i32 : i32
// CHECK-NEXT: simt.ptr_add %[[BUF]], %[[K4]]
// CHECK: %[[K4M1:.*]] = arith.addi %[[IDX]], %c2112_i32 : i32
// CHECK-NEXT: simt.ptr_add %[[BUF]], %[[K4M1]]
#bl = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]>
#shared = #tile.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
#mma = #tile.mma<version = 2, warpsPerCTA = [1, 1]>
#a = #tile.dot_operand<opIdx = 0, parent = #mma>
#b = #tile.dot_operand<opIdx = 1, parent = #mma>
func.func @lazy_swizzled(%in: !tile.view<f16, 2>, %out: !tile.view<f32, 2>, %sb: f16) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.load %in[%z, %z] : !tile.view<f16, 2> -> tensor<32x128xf16, #bl>
  %ca = tile.convert_layout %ta {scratch = #shared} : tensor<32x128xf16, #bl> -> tensor<32x128xf16, #a>
  %tb = tile.splat %sb : tensor<128x8xf16, #b>
  %acc = arith.constant dense<0.0> : tensor<32x8xf32, #mma>
  %d = tile.dot %ca, %tb, %acc : tensor<32x128xf16, #a>, tensor<128x8xf16, #b>, tensor<32x8xf32, #mma> -> tensor<32x8xf32, #mma>
  tile.store %out[%z, %z], %d : !tile.view<f32, 2>, tensor<32x8xf32, #mma>
  return
}
