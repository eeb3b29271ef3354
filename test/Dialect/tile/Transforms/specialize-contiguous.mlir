// RUN: kiln-opt %s -split-input-file -tile-specialize-contiguous | FileCheck %s
// RUN: kiln-opt %s -split-input-file -tile-specialize-contiguous | kiln-opt -split-input-file | FileCheck %s

// A kernel that loads and stores through its views gets a variant right
// after it: same body, its views marked contiguous, the general kernel named,
// no signature (launchers are generated for the kernel the user wrote).
// CHECK-LABEL: func.func @vadd(
// CHECK-SAME: %{{.*}}: !tile.view<f32, 1>, %{{.*}}: !tile.view<f32, 1>)
// CHECK-SAME: simt.signature = "vadd(tensor<float, 1>, tensor<float, 1>)"
// CHECK-NOT: tile.assume_contiguous
// CHECK: return
// CHECK-LABEL: func.func @vadd__kiln_contiguous(
// CHECK-SAME: %{{.*}}: !tile.view<f32, 1> {tile.assume_contiguous}, %{{.*}}: !tile.view<f32, 1> {tile.assume_contiguous})
// CHECK-SAME: simt.kernel
// CHECK-SAME: simt.specializes = @vadd
// CHECK-NOT: simt.signature
// CHECK: tile.load
// CHECK: tile.store
func.func @vadd(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, simt.signature = "vadd(tensor<float, 1>, tensor<float, 1>)"} {
  %pid = tile.program_id 0
  %c = arith.constant 512 : i64
  %p = arith.extsi %pid : i32 to i64
  %i = arith.muli %p, %c : i64
  %a = tile.load %x[%i] : !tile.view<f32, 1> -> tensor<512xf32>
  tile.store %y[%i], %a : !tile.view<f32, 1>, tensor<512xf32>
  return
}

// -----

// Nothing to specialise: no view arguments, a device function (not a
// kernel), and a kernel whose views hold i1 (never vectorised).
// CHECK-LABEL: func.func @no_views
// CHECK-LABEL: func.func @helper
// CHECK-LABEL: func.func @bools
// CHECK-NOT: __kiln_contiguous
func.func @no_views(%n: i64) attributes {simt.kernel} {
  return
}
func.func @helper(%x: !tile.view<f32, 1>) {
  %c0 = arith.constant 0 : i64
  %a = tile.load %x[%c0] : !tile.view<f32, 1> -> tensor<128xf32>
  tile.store %x[%c0], %a : !tile.view<f32, 1>, tensor<128xf32>
  return
}
func.func @bools(%x: !tile.view<i1, 1>) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i64
  %a = tile.load %x[%c0] : !tile.view<i1, 1> -> tensor<128xi1>
  tile.store %x[%c0], %a : !tile.view<i1, 1>, tensor<128xi1>
  return
}
