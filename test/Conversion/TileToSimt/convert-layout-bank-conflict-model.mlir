// RUN: kiln-opt %s -convert-tile-to-simt -cse | FileCheck %s

// The transpose's conversion with the scratch layout tile-convert-layouts'
// bank-conflict model chooses (test/Dialect/tile/Transforms/
// convert-layouts-bank-conflict-model.mlir): 64 x 64 bf16 on 8 warps, the
// source 8 rows down a column per thread. Each of its 16 registers is
// stored alone (2 bytes) at row r = 8 * (lane % 8) + k (+ 32), column c, with
// the 16-byte group of c XOR-ed with (r / 8) % 8 = lane % 8: the 8 lanes of
// a column hit 8 different groups, so a warp's 32 stores (16 words, lanes
// sharing a word in pairs) take one wavefront. The destination's two 8-element
// runs are read as 16-byte vectors, each quarter warp a whole 128-byte row.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: simt.static_shared = 8192 : i64
// CHECK: %[[BUF:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<!llvm.array<8192 x i8>, shared> to !simt.ptr<bf16, shared>
// CHECK-NEXT: %[[RG:.*]] = arith.divui %[[ROW:.*]], %c8_i32 : i32
// CHECK-NEXT: %[[PHASE:.*]] = arith.andi %[[RG]], %c7_i32 : i32
// CHECK-NEXT: %[[GROUP:.*]] = arith.divui %[[COL:.*]], %c8_i32 : i32
// CHECK-NEXT: %[[WITHIN:.*]] = arith.remui %[[COL]], %c8_i32 : i32
// CHECK-NEXT: %[[SG:.*]] = arith.xori %[[GROUP]], %[[PHASE]] : i32
// CHECK-NEXT: %[[SCOL:.*]] = arith.muli %[[SG]], %c8_i32 : i32
// CHECK-NEXT: %[[C:.*]] = arith.addi %[[SCOL]], %[[WITHIN]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[ROW]], %c64_i32 : i32
// CHECK-NEXT: %[[IDX:.*]] = arith.addi %[[R]], %[[C]] : i32
// CHECK-NEXT: %[[P:.*]] = simt.ptr_add %[[BUF]], %[[IDX]] : !simt.ptr<bf16, shared>, i32
// CHECK-NEXT: simt.store %{{.*}}, %[[P]] : bf16, !simt.ptr<bf16, shared>
// CHECK-COUNT-15: simt.store %{{.*}} : bf16, !simt.ptr<bf16, shared>
// CHECK-NOT: simt.store %{{.*}} : bf16, !simt.ptr<bf16, shared>
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, shared> -> vector<8xbf16>
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, shared> -> vector<8xbf16>
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<bf16, shared>
#rows = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]>
#cols = #tile.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]>
#sw = #tile.shared<vec = 8, perPhase = 8, maxPhase = 8, order = [1, 0]>
func.func @transpose(%in: !tile.view<bf16, 2>, %out: !tile.view<bf16, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %in[%z, %z] : !tile.view<bf16, 2> -> tensor<64x64xbf16, #rows>
  %p = tile.permute %t, [1, 0] : tensor<64x64xbf16, #rows> -> tensor<64x64xbf16, #cols>
  %c = tile.convert_layout %p {scratch = #sw} : tensor<64x64xbf16, #cols> -> tensor<64x64xbf16, #rows>
  tile.store %out[%z, %z], %c : !tile.view<bf16, 2>, tensor<64x64xbf16, #rows>
  return
}
