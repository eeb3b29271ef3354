// RUN: kiln-opt %s -split-input-file -tile-assign-layouts | FileCheck %s

// Row softmax: 16-byte vectors along the row, the max is a slice of the
// load's layout and expand_dims gives the parent back (no conversion).
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK: #slice = #tile.slice<dim = 1, parent = #blocked>
// CHECK-LABEL: func.func @softmax
// CHECK: tile.load {{.*}} -> tensor<1x1024xf32, #blocked>
// CHECK: tile.reduce {{.*}} -> tensor<1xf32, #slice>
// CHECK: tile.expand_dims {{.*}} -> tensor<1x1xf32, #blocked>
// CHECK: tile.broadcast {{.*}} -> tensor<1x1024xf32, #blocked>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store
func.func @softmax(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %t = tile.load %x[%r, %z] padding %ninf : f32 : !tile.view<f32, 2> -> tensor<1x1024xf32>
  %m = tile.reduce %t, 1 : tensor<1x1024xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maximumf %a, %b : f32
    tile.yield %c : f32
  }
  %me = tile.expand_dims %m, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %mb = tile.broadcast %me : tensor<1x1xf32> -> tensor<1x1024xf32>
  %d = arith.subf %t, %mb : tensor<1x1024xf32>
  %e = math.exp %d : tensor<1x1024xf32>
  tile.store %y[%r, %z], %e : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// bf16 GEMM: mma accumulator carried by the loop, operands converted to
// dot_operand layouts, one conversion back to blocked for the store. The 4
// warps split 64x64 as 2x2 (warp tiles as square as m16n8 allows).
// CHECK: #mma = #tile.mma<version = 2, warpsPerCTA = [2, 2]>
// CHECK: #dot_op = #tile.dot_operand<opIdx = 0, parent = #mma>
// CHECK: #dot_op1 = #tile.dot_operand<opIdx = 1, parent = #mma>
// CHECK-LABEL: func.func @gemm
// CHECK: arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
// CHECK: scf.for {{.*}} -> (tensor<64x64xf32, #mma>)
// CHECK: tile.convert_layout {{.*}} -> tensor<64x32xbf16, #dot_op>
// CHECK: tile.convert_layout {{.*}} -> tensor<32x64xbf16, #dot_op1>
// CHECK: tile.dot {{.*}} -> tensor<64x64xf32, #mma>
// CHECK: scf.yield {{.*}} : tensor<64x64xf32, #mma>
// CHECK-NOT: tile.convert_layout {{.*}} #mma> -> tensor<64x64xf32, #blocked>
// CHECK: tile.store {{.*}} tensor<64x64xf32, #mma>
func.func @gemm(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>, %k: i64) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %s = arith.constant 32 : i64
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x64xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<64x32xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// f32 dot: FMA path with dot operands of the blocked accumulator.
// CHECK: #blocked1 = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]>
// CHECK: #dot_op = #tile.dot_operand<opIdx = 0, parent = #blocked1>
// CHECK: #dot_op1 = #tile.dot_operand<opIdx = 1, parent = #blocked1>
// CHECK-LABEL: func.func @fma
// CHECK: tile.dot {{.*}} : tensor<16x8xf32, #dot_op>, tensor<8x32xf32, #dot_op1>, tensor<16x32xf32, #blocked1>
func.func @fma(%a: tensor<16x8xf32>, %b: tensor<8x32xf32>, %c: tensor<16x32xf32>) -> tensor<16x32xf32> attributes {tile.num_warps = 2 : i32} {
  %d = tile.dot %a, %b, %c : tensor<16x8xf32>, tensor<8x32xf32>, tensor<16x32xf32> -> tensor<16x32xf32>
  return %d : tensor<16x32xf32>
}

// -----

// Transpose: permute is free in registers (permuted layout); the store
// converts back to a coalesced layout.
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK: #blocked1 = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]>
// CHECK-LABEL: func.func @transpose
// CHECK: tile.permute {{.*}} : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK: tile.convert_layout {{.*}} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK: tile.store
func.func @transpose(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>, %i: i64) {
  %t = tile.load %x[%i, %i] : !tile.view<f32, 2> -> tensor<64x64xf32>
  %p = tile.permute %t, [1, 0] : tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %y[%i, %i], %p : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// num_warps from the function: 8 warps over 1024 elements of f16.
// CHECK: #blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
// CHECK: #blocked1 = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]>
// CHECK-LABEL: func.func @warps
// CHECK: tile.arange 0 : tensor<1024xi32, #blocked>
// CHECK: tile.load {{.*}} -> tensor<1024xf16, #blocked1>
func.func @warps(%x: !tile.view<f16, 1>, %i: i64) -> tensor<1024xi32> attributes {tile.num_warps = 8 : i32} {
  %r = tile.arange 0 : tensor<1024xi32>
  %t = tile.load %x[%i] : !tile.view<f16, 1> -> tensor<1024xf16>
  return %r : tensor<1024xi32>
}

// -----

// Layernorm's `where(arange(0) < n, x - mean, 0)`: the i64 mask would
// default to 2 elements per thread, but the select keeps the loaded f32
// layout (4 per thread) and the mask is recomputed in it: no conversion
// through shared memory anywhere (convert-layouts folds the mask's).
// CHECK: #blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @masked_where
// CHECK: tile.load {{.*}} -> tensor<1x1024xf32, #blocked>
// CHECK: %[[M:.*]] = tile.convert_layout {{.*}} -> tensor<1x1024xi1, #blocked>
// CHECK: arith.select %[[M]], {{.*}} : tensor<1x1024xi1, #blocked>, tensor<1x1024xf32, #blocked>
// CHECK-NOT: tile.convert_layout {{.*}}f32
// CHECK: tile.store
func.func @masked_where(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>, %n: i64) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<1x1024xf32>
  %a = tile.arange 0 : tensor<1024xi64>
  %e = tile.expand_dims %a, 0 : tensor<1024xi64> -> tensor<1x1024xi64>
  %s = tile.splat %n : tensor<1x1024xi64>
  %m = arith.cmpi slt, %e, %s : tensor<1x1024xi64>
  %zero = arith.constant 0.0 : f32
  %zs = tile.splat %zero : tensor<1x1024xf32>
  %d = arith.select %m, %t, %zs : tensor<1x1024xi1>, tensor<1x1024xf32>
  tile.store %y[%z, %z], %d : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// A bf16 row loaded 8 elements per thread and widened to f32 keeps its
// layout through expand_dims (the unit dimension inserted into it) and meets
// the f32 rows of the same origin without a conversion; the f32 default (4
// per thread) would send both weight rows through shared memory.
// CHECK: #[[$ROW:.*]] = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK: #[[$VEC:.*]] = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>
// CHECK: #[[$SLICE:.*]] = #tile.slice<dim = 0, parent = #[[$ROW]]>
// CHECK-LABEL: func.func @bf16_weight_row
// CHECK: tile.load %arg1{{.*}} -> tensor<8192xbf16, #[[$VEC]]>
// CHECK: tile.convert_layout {{.*}} : tensor<8192xf32, #[[$VEC]]> -> tensor<8192xf32, #[[$SLICE]]>
// CHECK: tile.expand_dims {{.*}} -> tensor<1x8192xf32, #[[$ROW]]>
// CHECK: arith.mulf {{.*}} : tensor<1x8192xf32, #[[$ROW]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store
func.func @bf16_weight_row(%x: !tile.view<bf16, 2>, %w: !tile.view<bf16, 1>, %y: !tile.view<bf16, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<bf16, 2> -> tensor<1x8192xbf16>
  %tf = arith.extf %t : tensor<1x8192xbf16> to tensor<1x8192xf32>
  %wt = tile.load %w[%z] : !tile.view<bf16, 1> -> tensor<8192xbf16>
  %wf = arith.extf %wt : tensor<8192xbf16> to tensor<8192xf32>
  %we = tile.expand_dims %wf, 0 : tensor<8192xf32> -> tensor<1x8192xf32>
  %o = arith.mulf %tf, %we : tensor<1x8192xf32>
  %ob = arith.truncf %o : tensor<1x8192xf32> to tensor<1x8192xbf16>
  tile.store %y[%z, %z], %ob : !tile.view<bf16, 2>, tensor<1x8192xbf16>
  return
}

// -----

// A short f32 row (128 elements, 4 warps) is replicated over the warps; the
// [1, 128] default puts them on the unit dimension, and the later broadcast
// to 64 rows spreads them there: the default is kept, as before.
// CHECK: #[[$B2:.*]] = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @short_row_broadcast
// CHECK: tile.expand_dims {{.*}} -> tensor<1x128xf32, #[[$B2]]>
// CHECK: tile.broadcast {{.*}} -> tensor<64x128xf32, #[[$B2]]>
// CHECK-NOT: tile.convert_layout
// CHECK: tile.store
func.func @short_row_broadcast(%x: !tile.view<f32, 2>, %w: !tile.view<f32, 1>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<64x128xf32>
  %wt = tile.load %w[%z] : !tile.view<f32, 1> -> tensor<128xf32>
  %we = tile.expand_dims %wt, 0 : tensor<128xf32> -> tensor<1x128xf32>
  %wb = tile.broadcast %we : tensor<1x128xf32> -> tensor<64x128xf32>
  %o = arith.addf %t, %wb : tensor<64x128xf32>
  tile.store %y[%z, %z], %o : !tile.view<f32, 2>, tensor<64x128xf32>
  return
}

// -----

// Embedding lookup: the row index is one loaded id broadcast along the row,
// the column index an arange; neither carries a layout worth keeping, so the
// gather reads in the row's f32 default (16-byte vectors per thread) and the
// store needs no conversion. The indices' conversions are free: the id's
// broadcast is remade in that layout and the arange recomputed
// (canonicalize.mlir, tile-convert-layouts).
// CHECK: #[[$EMB:.*]] = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]>
// CHECK-LABEL: func.func @embedding_row
// CHECK: tile.gather {{.*}} -> tensor<1x1024xf32, #[[$EMB]]>
// CHECK-NEXT: tile.store {{.*}} tensor<1x1024xf32, #[[$EMB]]>
func.func @embedding_row(%table: !tile.view<f32, 2>, %ids: !tile.view<i64, 1>, %out: !tile.view<f32, 2>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %id = tile.load %ids[%r] : !tile.view<i64, 1> -> tensor<1xi64>
  %ide = tile.expand_dims %id, 1 : tensor<1xi64> -> tensor<1x1xi64>
  %rows = tile.broadcast %ide : tensor<1x1xi64> -> tensor<1x1024xi64>
  %a = tile.arange 0 : tensor<1024xi64>
  %ae = tile.expand_dims %a, 0 : tensor<1024xi64> -> tensor<1x1024xi64>
  %v = tile.gather %table[%rows, %ae] : !tile.view<f32, 2>[tensor<1x1024xi64>, tensor<1x1024xi64>] -> tensor<1x1024xf32>
  tile.store %out[%r, %z], %v : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}
