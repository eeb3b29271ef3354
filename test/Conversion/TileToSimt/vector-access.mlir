// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt 2>%t.err1 | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err1

// f32, 4 contiguous elements per thread: one uniform check (innermost stride
// 1, tile offset and base address aligned), then per group of 4 registers a
// 16-byte vector access when the whole vector is inside the view, the
// element-by-element masked path otherwise.
// CHECK-LABEL: func.func @vadd
// CHECK: simt.ptr_to_int %{{.*}} : !simt.ptr<f32, global> to i64
// CHECK: arith.constant 15 : i64
// CHECK: scf.if %{{.*}} -> (f32, f32, f32, f32)
// CHECK: simt.ptr_cast %{{.*}} : !simt.ptr<f32, global> to !simt.ptr<vector<4xf32>, global>
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, global> -> vector<4xf32>
// CHECK-COUNT-4: llvm.extractelement
// CHECK: } else {
// CHECK: scf.if
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: llvm.mlir.poison : vector<4xf32>
// CHECK-COUNT-4: llvm.insertelement
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !simt.ptr<vector<4xf32>, global>
// CHECK: } else {
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
func.func @vadd(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>, %out: !tile.view<f32, 1>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %i = arith.muli %p, %c : i64
  %a = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<512xf32>
  %b = tile.load %y[%i] : !tile.view<f32, 1> -> tensor<512xf32>
  %s = arith.addf %a, %b : tensor<512xf32>
  tile.store %out[%i], %s : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// bf16 rows: 8 elements (16 bytes) per vector; the row stride must be a
// multiple of 8 as well.
// CHECK-LABEL: func.func @rows_bf16
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : i64
// CHECK: arith.constant 7 : i64
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<8xbf16>, global> -> vector<8xbf16>
// CHECK: simt.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !simt.ptr<vector<8xbf16>, global>
func.func @rows_bf16(%x: !tile.view<bf16, 2>, %y: !tile.view<bf16, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
  tile.store %y[%z, %z], %t : !tile.view<bf16, 2>, tensor<32x64xbf16>
  return
}

// -----

// Atomics stay element by element.
// CHECK-LABEL: func.func @atomic
// CHECK-NOT: vector<
// CHECK: simt.atomic_rmw add
// CHECK-NOT: vector<
// CHECK: return
func.func @atomic(%x: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = arith.constant dense<1.0> : tensor<512xf32>
  tile.atomic_add %x[%z], %t : !tile.view<f32, 1>, tensor<512xf32>
  return
}
