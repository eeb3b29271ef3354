// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// Masked gathers of whole rows (an embedding lookup: a broadcast row index,
// columns stepping by one): each group of 4 registers holding consecutive
// elements is one 16-byte vector load when its first element is wanted and
// inside the view, its last inside too, the row contiguous and the address
// aligned; element by element (each under its own mask, the padding
// otherwise) when not. The mask is a broadcast row flag, the same over each
// vector: its first element decides and nothing is replaced.
// CHECK-LABEL: func.func @gather_rows_masked
// CHECK: %[[UNIT:.*]] = arith.cmpi eq, %{{.*}}, %c1_i64 : i64
// CHECK: %[[END:.*]] = arith.addi %{{.*}}, %c3_i64 : i64
// CHECK: arith.cmpi ult, %[[END]], %{{.*}} : i64
// CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<f32, global> to i64
// CHECK: arith.andi %{{.*}}, %c15_i64 : i64
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32) {
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-NOT: arith.select
// CHECK: } else {
// CHECK-COUNT-4: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: }
// CHECK-NOT: simt.load
// CHECK: return
#b = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#s = #tile.slice<dim = 0, parent = #b>
func.func @gather_rows_masked(%t: !tile.view<f32, 2>, %out: !tile.view<f32, 2>, %id: i64, %c: i64, %x: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %dflt = tile.splat %x : tensor<1x128xf32, #b>
  %rows = tile.splat %id : tensor<1x128xi64, #b>
  %a = tile.arange 0 : tensor<128xi64, #s>
  %e = tile.expand_dims %a, 0 : tensor<128xi64, #s> -> tensor<1x128xi64, #b>
  %off = tile.splat %c : tensor<1x128xi64, #b>
  %cols = arith.addi %e, %off : tensor<1x128xi64, #b>
  %zero = arith.constant dense<0> : tensor<1x128xi64, #b>
  %m = arith.cmpi sge, %rows, %zero : tensor<1x128xi64, #b>
  %g = tile.gather %t[%rows, %cols] mask %m padding %dflt : tensor<1x128xf32, #b> : !tile.view<f32, 2>[tensor<1x128xi64, #b>, tensor<1x128xi64, #b>] -> tensor<1x128xf32, #b>
  tile.store %out[%id, %id], %g : !tile.view<f32, 2>, tensor<1x128xf32, #b>
  return
}

// -----

// A ragged mask (columns below a length nothing is known of): a vector is
// read when any of its elements is wanted (or'ed masks), and each element
// the mask does not want is replaced by its padding register (a tile
// padding).
// CHECK-LABEL: func.func @gather_rows_ragged
// CHECK: arith.ori
// CHECK: arith.ori
// CHECK: arith.ori
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32) {
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-COUNT-4: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: } else {
#b = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#s = #tile.slice<dim = 0, parent = #b>
func.func @gather_rows_ragged(%t: !tile.view<f32, 2>, %out: !tile.view<f32, 2>, %id: i64, %n: i64, %x: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %dflt = tile.splat %x : tensor<1x128xf32, #b>
  %rows = tile.splat %id : tensor<1x128xi64, #b>
  %a = tile.arange 0 : tensor<128xi64, #s>
  %cols = tile.expand_dims %a, 0 : tensor<128xi64, #s> -> tensor<1x128xi64, #b>
  %ns = tile.splat %n : tensor<1x128xi64, #b>
  %m = arith.cmpi slt, %cols, %ns : tensor<1x128xi64, #b>
  %g = tile.gather %t[%rows, %cols] mask %m padding %dflt : tensor<1x128xf32, #b> : !tile.view<f32, 2>[tensor<1x128xi64, #b>, tensor<1x128xi64, #b>] -> tensor<1x128xf32, #b>
  tile.store %out[%id, %id], %g : !tile.view<f32, 2>, tensor<1x128xf32, #b>
  return
}

// -----

// A masked scatter of whole rows (a kv-cache append): a 16-byte vector store
// where the group's mask is true (uniform here: its first element) and the
// vector fits; element by element, each under its mask, otherwise. bf16
// rows: 8 elements a vector.
// CHECK-LABEL: func.func @scatter_rows_masked
// CHECK: scf.if %{{.*}} {
// CHECK-COUNT-8: llvm.insertelement
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !simt.ptr<vector<8xbf16>, global>
// CHECK: } else {
// CHECK-COUNT-8: simt.store %{{.*}}, %{{.*}} : bf16, !simt.ptr<bf16, global>
// CHECK: }
#b = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]>
#s = #tile.slice<dim = 0, parent = #b>
func.func @scatter_rows_masked(%t: !tile.view<bf16, 2>, %slot: i64, %x: bf16) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %v = tile.splat %x : tensor<1x256xbf16, #b>
  %rows = tile.splat %slot : tensor<1x256xi64, #b>
  %a = tile.arange 0 : tensor<256xi64, #s>
  %cols = tile.expand_dims %a, 0 : tensor<256xi64, #s> -> tensor<1x256xi64, #b>
  %zero = arith.constant dense<0> : tensor<1x256xi64, #b>
  %m = arith.cmpi sge, %rows, %zero : tensor<1x256xi64, #b>
  tile.scatter %t[%rows, %cols], %v mask %m : !tile.view<bf16, 2>[tensor<1x256xi64, #b>, tensor<1x256xi64, #b>], tensor<1x256xbf16, #b>
  return
}

// -----

// Not whole rows (columns 2i: the even elements of interleaved pairs): every
// element is its own access, under the view's bounds and the user's mask.
// CHECK-LABEL: func.func @strided_masked
// CHECK-NOT: vector<4xf32>
// CHECK-COUNT-4: arith.andi %{{.*}}, %{{.*}} : i1
// CHECK-NOT: vector<4xf32>
// CHECK: return
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @strided_masked(%t: !tile.view<f32, 1>, %n: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %a = tile.arange 0 : tensor<128xi64, #b>
  %two = arith.constant dense<2> : tensor<128xi64, #b>
  %i = arith.muli %a, %two : tensor<128xi64, #b>
  %ns = tile.splat %n : tensor<128xi64, #b>
  %m = arith.cmpi slt, %a, %ns : tensor<128xi64, #b>
  %g = tile.gather %t[%i] mask %m : !tile.view<f32, 1>[tensor<128xi64, #b>] -> tensor<128xf32, #b>
  tile.scatter %t[%i], %g mask %m : !tile.view<f32, 1>[tensor<128xi64, #b>], tensor<128xf32, #b>
  return
}

// -----

// A masked load with a tile padding: each element the mask does not want
// (or outside the view) is the padding's register at the same place.
// CHECK-LABEL: func.func @load_tile_padding
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32) {
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-COUNT-4: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: } else {
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: } else {
// CHECK-NEXT: scf.yield %{{.*}} : f32
#b = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @load_tile_padding(%t: !tile.view<f32, 1>, %u: !tile.view<f32, 1>, %o: i64, %n: i64) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %a = tile.arange 0 : tensor<128xi64, #b>
  %ns = tile.splat %n : tensor<128xi64, #b>
  %m = arith.cmpi slt, %a, %ns : tensor<128xi64, #b>
  %p = tile.load %u[%o] : !tile.view<f32, 1> -> tensor<128xf32, #b>
  %g = tile.load %t[%o] mask %m padding %p : tensor<128xf32, #b> : !tile.view<f32, 1> -> tensor<128xf32, #b>
  tile.store %u[%o], %g : !tile.view<f32, 1>, tensor<128xf32, #b>
  return
}
