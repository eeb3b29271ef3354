// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt 2>%t.err | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err

// The contiguous variant of a ragged-row softmax-style kernel: the mask
// `arange(o) < x.shape(0)` is the same over each 4-element chunk (o is a
// multiple of 512, the extent of a contiguous view a multiple of 4), so the
// masked load and store stay one 16-byte vector access or none per chunk,
// decided by the chunk's first element, with no per-element fallback.
// CHECK-LABEL: func.func @uniform_contiguous
// CHECK-NOT: simt.ptr_to_int
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-NOT: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
// CHECK-NOT: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: return
func.func @uniform_contiguous(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %y: !tile.view<f32, 1> {tile.assume_contiguous}) attributes {simt.kernel, simt.specializes = @general} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %o = arith.muli %p, %c : i64
  %n = tile.view_dim %x, 0 : !tile.view<f32, 1>
  %r = tile.arange 0 : tensor<512xi64>
  %os = tile.splat %o : tensor<512xi64>
  %idx = arith.addi %r, %os : tensor<512xi64>
  %ns = tile.splat %n : tensor<512xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<512xi64>
  %t = tile.load %x[%o] mask %m : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%o], %t mask %m : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// The same kernel as written (views of any strides): vectors where the
// run-time check allows, and the mask's first element decides each; the
// per-element fallback applies each element's mask.
// CHECK-LABEL: func.func @uniform_general
// CHECK: simt.ptr_to_int
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK: } else {
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
// CHECK: } else {
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
func.func @uniform_general(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %o = arith.muli %p, %c : i64
  %lim = arith.constant 1000 : i64
  %r = tile.arange 0 : tensor<512xi64>
  %os = tile.splat %o : tensor<512xi64>
  %idx = arith.addi %r, %os : tensor<512xi64>
  %ns = tile.splat %lim : tensor<512xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<512xi64>
  %t = tile.load %x[%o] mask %m : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%o], %t mask %m : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// A bound nothing is known of (a ragged length): a chunk may straddle it.
// The load reads a vector when any of its elements is wanted (or'ed masks)
// and replaces the others by the padding (a select per element); the store
// writes a vector where the whole chunk is wanted (and'ed masks), element by
// element, each under its own mask, where it is not.
// CHECK-LABEL: func.func @ragged
// CHECK: arith.ori
// CHECK: arith.ori
// CHECK: arith.ori
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32) {
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-COUNT-4: arith.select
// CHECK: } else {
// CHECK-NOT: simt.load
// CHECK: scf.yield
// CHECK: scf.if %{{.*}} {
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
// CHECK: } else {
// CHECK-COUNT-4: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK: return
func.func @ragged(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %y: !tile.view<f32, 1> {tile.assume_contiguous}, %len: i64) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %o = arith.muli %p, %c : i64
  %r = tile.arange 0 : tensor<512xi64>
  %os = tile.splat %o : tensor<512xi64>
  %idx = arith.addi %r, %os : tensor<512xi64>
  %ns = tile.splat %len : tensor<512xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<512xi64>
  %t = tile.load %x[%o] mask %m : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%o], %t mask %m : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// A bound known even (2 * n): the mask is uniform over pairs, so the store
// writes 8-byte vectors of two elements.
// CHECK-LABEL: func.func @pairs
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !simt.ptr<vector<2xf32>, global>
// CHECK-NOT: vector<4xf32>
// CHECK: return
func.func @pairs(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %y: !tile.view<f32, 1> {tile.assume_contiguous}, %half: i64) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %one = arith.constant 1 : i64
  %p = arith.extsi %pid : i32 to i64
  %o = arith.muli %p, %c : i64
  %n = arith.shli %half, %one : i64
  %r = tile.arange 0 : tensor<512xi64>
  %os = tile.splat %o : tensor<512xi64>
  %idx = arith.addi %r, %os : tensor<512xi64>
  %ns = tile.splat %n : tensor<512xi64>
  %m = arith.cmpi slt, %idx, %ns : tensor<512xi64>
  %t = tile.load %x[%o] : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%o], %t mask %m : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// Rows of a 2-D tile masked by row (`rows < M`, broadcast along the row) and
// by a column bound that is a multiple of the vector (`cols < 64`): uniform
// over each bf16 chunk of 8, one vector store per chunk.
// CHECK-LABEL: func.func @rows_and_columns
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !simt.ptr<vector<8xbf16>, global>
// CHECK-NOT: simt.store %{{.*}}, %{{.*}} : bf16, !simt.ptr<bf16, global>
// CHECK: return
func.func @rows_and_columns(%x: !tile.view<bf16, 2> {tile.assume_contiguous}, %y: !tile.view<bf16, 2> {tile.assume_contiguous}, %M: i64) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c16 = arith.constant 16 : i64
  %z = arith.constant 0 : i64
  %p = arith.extsi %pid : i32 to i64
  %r0 = arith.muli %p, %c16 : i64
  %v = tile.load %x[%r0, %z] : !tile.view<bf16, 2> -> tensor<16x128xbf16>
  %rows = tile.arange 0 : tensor<16xi64>
  %rs = tile.splat %r0 : tensor<16xi64>
  %ri = arith.addi %rows, %rs : tensor<16xi64>
  %Ms = tile.splat %M : tensor<16xi64>
  %rm = arith.cmpi slt, %ri, %Ms : tensor<16xi64>
  %cols = tile.arange 0 : tensor<128xi64>
  %lim = arith.constant dense<64> : tensor<128xi64>
  %cm = arith.cmpi sgt, %lim, %cols : tensor<128xi64>
  %re = tile.expand_dims %rm, 1 : tensor<16xi1> -> tensor<16x1xi1>
  %rb = tile.broadcast %re : tensor<16x1xi1> -> tensor<16x128xi1>
  %ce = tile.expand_dims %cm, 0 : tensor<128xi1> -> tensor<1x128xi1>
  %cb = tile.broadcast %ce : tensor<1x128xi1> -> tensor<16x128xi1>
  %m = arith.andi %rb, %cb : tensor<16x128xi1>
  tile.store %y[%r0, %z], %v mask %m : !tile.view<bf16, 2>, tensor<16x128xbf16>
  return
}
