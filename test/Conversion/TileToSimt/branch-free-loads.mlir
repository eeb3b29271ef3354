// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt=branch-free-loads=true | FileCheck %s
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt=branch-free-loads=false | FileCheck %s --check-prefix=BRANCH
// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt | FileCheck %s --check-prefix=AUTO

// branch-free-loads=true (kilnc -ftile-branch-free-loads; by default, auto,
// only for elements narrower than 32 bits): vector loads of a contiguous
// view (the launch-time variant) read without a branch: the address is the
// chunk's or, outside the view, that of 16
// zero bytes (@__tile_zero16), so every load of the program issues before
// the first use of one. Behind a branch, LLVM folds the bf16 -> f32 casts
// into the branch (the phi with the zero padding), and each branch waited
// for its load before the next load issued: a layernorm's x, w and b in turn.
// CHECK: simt.global global @__tile_zero16 : !llvm.array<16 x i8> = dense<0> : tensor<16xi8> {alignment = 16 : i64, readonly}
// CHECK-LABEL: func.func @norm_rows
// CHECK-NOT: scf.if
// CHECK: %[[Z:.*]] = simt.addressof @__tile_zero16 : !simt.ptr<!llvm.array<16 x i8>, global>
// CHECK: %[[ZV:.*]] = simt.ptr_cast %[[Z]] : !simt.ptr<!llvm.array<16 x i8>, global> to !simt.ptr<vector<8xbf16>, global>
// CHECK: %[[FROM:.*]] = arith.select %{{.*}}, %{{.*}}, %[[ZV]] : !simt.ptr<vector<8xbf16>, global>
// CHECK-NEXT: simt.load %[[FROM]] {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, global> -> vector<8xbf16>
// CHECK: arith.select %{{.*}} : !simt.ptr<vector<8xbf16>, global>
// CHECK-NEXT: simt.load
// CHECK: arith.extf
// CHECK: scf.if
// CHECK: simt.store
// auto: bf16 is branch-free (measured 1.25-2x faster on bf16 layernorm and
// rmsnorm), f32 (@padded below) keeps the branch (up to 1.5x slower
// branch-free on f32 layernorm 2048x8192).
// AUTO: simt.global global @__tile_zero16
// AUTO-LABEL: func.func @norm_rows
// AUTO-NOT: scf.if
// AUTO: arith.select %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<vector<8xbf16>, global>
// AUTO-NEXT: simt.load
// BRANCH-LABEL: func.func @norm_rows
// BRANCH-NOT: __tile_zero16
// BRANCH: scf.if %{{.*}} -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16)
// BRANCH: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, global> -> vector<8xbf16>
func.func @norm_rows(%x: !tile.view<bf16, 2> {tile.assume_contiguous}, %w: !tile.view<bf16, 1> {tile.assume_contiguous}, %y: !tile.view<bf16, 2> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %a = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x256xbf16>
  %b = tile.load %w[%z] : !tile.view<bf16, 1> -> tensor<256xbf16>
  %af = arith.extf %a : tensor<1x256xbf16> to tensor<1x256xf32>
  %bf = arith.extf %b : tensor<256xbf16> to tensor<256xf32>
  %be = tile.expand_dims %bf, 0 : tensor<256xf32> -> tensor<1x256xf32>
  %m = arith.mulf %af, %be : tensor<1x256xf32>
  %o = arith.truncf %m : tensor<1x256xf32> to tensor<1x256xbf16>
  tile.store %y[%r, %z], %o : !tile.view<bf16, 2>, tensor<1x256xbf16>
  return
}

// -----

// A padding other than zero is selected per element after the load.
// CHECK-LABEL: func.func @padded
// CHECK: %[[FROM:.*]] = arith.select %[[IN:.*]], %{{.*}}, %{{.*}} : !simt.ptr<vector<4xf32>, global>
// CHECK-NEXT: %[[V:.*]] = simt.load %[[FROM]]
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]]
// CHECK-NEXT: arith.select %[[IN]], %[[E]], %{{.*}} : f32
// AUTO-LABEL: func.func @padded
// AUTO-NOT: !simt.ptr<vector<4xf32>, global>
// AUTO: scf.if %{{.*}} -> (f32, f32, f32, f32)
// AUTO: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// BRANCH-LABEL: func.func @padded
// BRANCH: scf.if %{{.*}} -> (f32, f32, f32, f32)
func.func @padded(%x: !tile.view<f32, 1> {tile.assume_contiguous}, %out: !tile.view<f32, 1> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %pid = tile.program_id 0
  %c = arith.constant 128 : i64
  %p = arith.extsi %pid : i32 to i64
  %i = arith.muli %p, %c : i64
  %ninf = arith.constant 0xFF800000 : f32
  %a = tile.load %x[%i] padding %ninf : f32 : !tile.view<f32, 1> -> tensor<128xf32>
  tile.store %out[%i], %a : !tile.view<f32, 1>, tensor<128xf32>
  return
}
