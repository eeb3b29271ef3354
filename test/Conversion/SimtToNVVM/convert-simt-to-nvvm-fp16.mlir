// simt.intrinsic and f16/bf16 pair atomics lowered to NVVM/LLVM: an LLVM
// intrinsic becomes llvm.call_intrinsic; a PTX instruction inline PTX
// without side effects, with 16-bit values in "h" and pairs in "r"
// registers; atomic adds of pairs atom.add.noftz.f16x2 / .bf16x2.
// RUN: kiln-opt %s -convert-simt-to-nvvm -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func internal @intrinsics
func.func @intrinsics(%x: f32, %h: f16, %v: vector<2xf16>) -> (f32, f16, vector<2xf16>, f16) {
  // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%{{.*}}) : (f32) -> f32
  %0 = simt.intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%x) : (f32) -> f32
  // CHECK: %[[HB:.*]] = llvm.bitcast %{{.*}} : f16 to i16
  // CHECK: %[[T:.*]] = llvm.inline_asm "tanh.approx.f16 $0, $1;", "=h,h" %[[HB]] : (i16) -> i16
  // CHECK: llvm.bitcast %[[T]] : i16 to f16
  %1 = simt.intrinsic "ptx.tanh.approx.f16"(%h) : (f16) -> f16
  // CHECK: %[[VB:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: llvm.inline_asm "tanh.approx.f16x2 $0, $1;", "=r,r" %[[VB]] : (i32) -> i32
  %2 = simt.intrinsic "ptx.tanh.approx.f16x2"(%v) : (vector<2xf16>) -> vector<2xf16>
  // CHECK: llvm.inline_asm "cvt.rm.f16.f32 $0, $1;", "=h,f" %{{.*}} : (f32) -> i16
  %3 = simt.intrinsic "ptx.cvt.rm.f16.f32"(%x) : (f32) -> f16
  // CHECK-NOT: has_side_effects
  return %0, %1, %2, %3 : f32, f16, vector<2xf16>, f16
}

// CHECK-LABEL: llvm.func internal @pair_atomics
func.func @pair_atomics(%g: !simt.ptr<vector<2xf16>, global>, %v: vector<2xf16>,
                        %b: !simt.ptr<vector<2xbf16>, shared>, %w: vector<2xbf16>) -> vector<2xf16> {
  // CHECK: llvm.inline_asm has_side_effects "atom.relaxed.gpu.global.add.noftz.f16x2 $0, [$1], $2;", "=r,l,r,~{memory}"
  %0 = simt.atomic_rmw add %g, %v scope(device) order(relaxed) : !simt.ptr<vector<2xf16>, global>, vector<2xf16>
  // The old value unused: still atom (ptxas picks RED or ATOM), block scope, on shared memory.
  // CHECK: llvm.inline_asm has_side_effects "atom.relaxed.cta.shared.add.noftz.bf16x2 $0, [$1], $2;", "=r,l,r,~{memory}"
  %1 = simt.atomic_rmw add %b, %w scope(block) order(relaxed) : !simt.ptr<vector<2xbf16>, shared>, vector<2xbf16>
  return %0 : vector<2xf16>
}
