// simt.intrinsic: round trip (custom and generic form), its verifier, and
// that it is Pure (an unused one folds away; two equal ones are one).
// RUN: kiln-opt %s --split-input-file | FileCheck %s
// RUN: kiln-opt %s --split-input-file --mlir-print-op-generic | kiln-opt --split-input-file | FileCheck %s
// RUN: kiln-opt %s --split-input-file --cse --canonicalize | FileCheck %s --check-prefix=PURE

// CHECK-LABEL: func.func @forms
func.func @forms(%x: f32, %h: f16, %v: vector<2xbf16>, %i: i32) -> (f32, f16, vector<2xbf16>, f16) {
  // CHECK: simt.intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%{{.*}}) : (f32) -> f32
  %0 = simt.intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%x) : (f32) -> f32
  // CHECK: simt.intrinsic "ptx.tanh.approx.f16"(%{{.*}}) : (f16) -> f16
  %1 = simt.intrinsic "ptx.tanh.approx.f16"(%h) : (f16) -> f16
  // CHECK: simt.intrinsic "llvm.nvvm.fma.rn.relu.bf16x2"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<2xbf16>, vector<2xbf16>, vector<2xbf16>) -> vector<2xbf16>
  %2 = simt.intrinsic "llvm.nvvm.fma.rn.relu.bf16x2"(%v, %v, %v) : (vector<2xbf16>, vector<2xbf16>, vector<2xbf16>) -> vector<2xbf16>
  // CHECK: simt.intrinsic "ptx.cvt.rm.f16.f32"(%{{.*}}) : (f32) -> f16
  %3 = simt.intrinsic "ptx.cvt.rm.f16.f32"(%x) : (f32) -> f16
  return %0, %1, %2, %3 : f32, f16, vector<2xbf16>, f16
}

// The video instructions of CUDA's SIMD intrinsics (__vabsdiffu4, __vsadu4).
// CHECK-LABEL: func.func @video
func.func @video(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  // CHECK: simt.intrinsic "ptx.vabsdiff4.u32.u32.u32"(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32) -> i32
  %0 = simt.intrinsic "ptx.vabsdiff4.u32.u32.u32"(%a, %b, %c) : (i32, i32, i32) -> i32
  // CHECK: simt.intrinsic "ptx.vabsdiff2.u32.u32.u32.add"
  %1 = simt.intrinsic "ptx.vabsdiff2.u32.u32.u32.add"(%a, %b, %c) : (i32, i32, i32) -> i32
  // CHECK: simt.intrinsic "ptx.sad.u32"
  %2 = simt.intrinsic "ptx.sad.u32"(%a, %b, %c) : (i32, i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// PURE-LABEL: func.func @pure
// PURE-COUNT-1: simt.intrinsic "llvm.nvvm.f2i.rz"
// PURE-NOT: simt.intrinsic
func.func @pure(%x: f32) -> (i32, i32) {
  %unused = simt.intrinsic "ptx.rcp.approx.f32"(%x) : (f32) -> f32
  %a = simt.intrinsic "llvm.nvvm.f2i.rz"(%x) : (f32) -> i32
  %b = simt.intrinsic "llvm.nvvm.f2i.rz"(%x) : (f32) -> i32
  return %a, %b : i32, i32
}
