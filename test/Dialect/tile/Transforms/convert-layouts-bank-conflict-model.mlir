// RUN: kiln-opt %s -split-input-file -tile-convert-layouts | FileCheck %s
// RUN: kiln-opt %s -split-input-file -tile-convert-layouts=bank-conflict-model=false | FileCheck %s --check-prefix=ROWS

// The conversion of a transpose (the sweep's transpose_2d: a 64 x 64 block on
// 8 warps, read and written in 16-byte row vectors): the source holds 8
// bf16 down a column per thread, lanes 0..7 of a warp start 8 rows apart
// (rows 8l + k for register k), lanes 8..31 the next three columns.
// - Row-vector swizzle (vec 8, perPhase 1, maxPhase 8): the XOR phase is row
//   mod 8 = k, the same for every lane of a store, so the 8 lanes of a
//   column write 8 rows of one 16-byte group: 8-way bank conflicts, 1024
//   wavefronts for the stores of all 8 warps (128 conflict-free).
// - perPhase 8: the phase is row / 8 = l mod 8, a different 16-byte group
//   for each of the 8 lanes: conflict-free stores (128 wavefronts); each
//   quarter warp of the 16-byte loads reads one whole row: conflict-free.
// CHECK: #[[$T16:.*]] = #tile.shared<vec = 8, perPhase = 8, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: func.func @transpose_bf16
// CHECK: tile.convert_layout %arg0 {scratch = #[[$T16]]}
// ROWS: #[[$R16:.*]] = #tile.shared<vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]>
// ROWS-LABEL: func.func @transpose_bf16
// ROWS: tile.convert_layout %arg0 {scratch = #[[$R16]]}
#rows = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]>
#cols = #tile.blocked<sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]>
func.func @transpose_bf16(%x: tensor<64x64xbf16, #cols>) -> tensor<64x64xbf16, #rows> attributes {tile.num_warps = 8 : i32} {
  %0 = tile.convert_layout %x : tensor<64x64xbf16, #cols> -> tensor<64x64xbf16, #rows>
  return %0 : tensor<64x64xbf16, #rows>
}

// -----

// f32: 4 rows per thread, lanes 0..15 of a warp 4 rows apart, two columns
// (one 4-element group) a warp. perPhase 4 gives the 16 lanes 8 phases:
// 2-way conflicts on the stores (256 wavefronts instead of 1024 with the
// row-vector swizzle), the 16-byte loads conflict-free.
// CHECK: #[[$T32:.*]] = #tile.shared<vec = 4, perPhase = 4, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: func.func @transpose_f32
// CHECK: tile.convert_layout %arg0 {scratch = #[[$T32]]}
#rows = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]>
#cols = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 8], order = [0, 1]>
func.func @transpose_f32(%x: tensor<64x64xf32, #cols>) -> tensor<64x64xf32, #rows> attributes {tile.num_warps = 8 : i32} {
  %0 = tile.convert_layout %x : tensor<64x64xf32, #cols> -> tensor<64x64xf32, #rows>
  return %0 : tensor<64x64xf32, #rows>
}

// -----

// Row vectors on both sides with different thread shapes: the row-vector
// swizzle is kept (no XOR swizzle costs fewer wavefronts: the loads' quarter
// warps read four groups of rows 0 and 1, whose phases 0 and 1 permute the
// same four groups).
// CHECK: #[[$R:.*]] = #tile.shared<vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]>
// CHECK-LABEL: func.func @rows_to_rows
// CHECK: tile.convert_layout %arg0 {scratch = #[[$R]]}
#a = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
#b = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [1, 0]>
func.func @rows_to_rows(%x: tensor<32x64xf32, #a>) -> tensor<32x64xf32, #b> attributes {tile.num_warps = 4 : i32} {
  %0 = tile.convert_layout %x : tensor<32x64xf32, #a> -> tensor<32x64xf32, #b>
  return %0 : tensor<32x64xf32, #b>
}
