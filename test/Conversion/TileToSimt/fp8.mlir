// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// fp8 registers hold the i8 bits: the view keeps its f8E4M3FN pointer in the
// signature (the PTX emitter's feature check) and is read as bytes; extf
// converts two registers at a time (cvt.rn.f16x2.e4m3x2: the second register
// in the high byte), truncf two f32 registers (the first operand of
// ff.to.e4m3x2 goes to the high byte), the f16 pair of an e5m2 conversion by
// f16x2.to.e5m2x2.
// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%[[A:.*]]: !simt.ptr<f8E4M3FN, global>, %{{.*}}: i64, %{{.*}}: i64, %[[B:.*]]: !simt.ptr<f8E5M2, global>
// CHECK: %[[BYTES:.*]] = simt.ptr_cast %[[A]] : !simt.ptr<f8E4M3FN, global> to !simt.ptr<i8, global>
// CHECK: simt.load %{{.*}} : !simt.ptr<i8, global> -> i8
// CHECK: %[[LO:.*]] = arith.extui %{{.*}} : i8 to i16
// CHECK: %[[HI:.*]] = arith.shli %{{.*}}, %{{.*}} : i16
// CHECK: %[[PAIR:.*]] = arith.ori %[[LO]], %[[HI]] : i16
// CHECK: %[[H2:.*]] = simt.intrinsic "llvm.nvvm.e4m3x2.to.f16x2.rn"(%[[PAIR]]) : (i16) -> vector<2xf16>
// CHECK: %[[H0:.*]] = llvm.extractelement %[[H2]][%{{.*}} : i32] : vector<2xf16>
// CHECK: arith.extf %[[H0]] : f16 to f32
// CHECK: simt.intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"(%{{.*}}, %{{.*}}) : (f32, f32) -> i16
// CHECK: simt.intrinsic "llvm.nvvm.f16x2.to.e5m2x2.rn"(%{{.*}}) : (vector<2xf16>) -> i16
// CHECK: %[[LB:.*]] = arith.trunci %{{.*}} : i16 to i8
// CHECK: simt.store %{{.*}}, %{{.*}} : i8, !simt.ptr<i8, global>
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @convert(%a: !tile.view<f8E4M3FN, 1>, %b: !tile.view<f8E5M2, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %a[%z] : !tile.view<f8E4M3FN, 1> -> tensor<64xf8E4M3FN, #b>
  %f = arith.extf %t : tensor<64xf8E4M3FN, #b> to tensor<64xf32, #b>
  %d = arith.addf %f, %f : tensor<64xf32, #b>
  %q = arith.truncf %d : tensor<64xf32, #b> to tensor<64xf8E4M3FN, #b>
  %h = arith.extf %q : tensor<64xf8E4M3FN, #b> to tensor<64xf16, #b>
  %e = arith.truncf %h : tensor<64xf16, #b> to tensor<64xf8E5M2, #b>
  tile.store %b[%z], %e : !tile.view<f8E5M2, 1>, tensor<64xf8E5M2, #b>
  return
}

// -----

// An fp8 splat constant and pad are their bits (0.5 is 0x30 in e4m3; -2.0
// is 0xC0 = -64); a select moves bits.
// CHECK-LABEL: func.func @constants
// CHECK-DAG: arith.constant 48 : i8
// CHECK-DAG: arith.constant -64 : i8
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i8
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @constants(%a: !tile.view<f8E4M3FN, 1>, %c: i1) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %pad = arith.constant -2.0 : f8E4M3FN
  %t = tile.load %a[%z] padding %pad : f8E4M3FN : !tile.view<f8E4M3FN, 1> -> tensor<32xf8E4M3FN, #b1>
  %h = arith.constant dense<0.5> : tensor<32xf8E4M3FN, #b1>
  %m = tile.splat %c : tensor<32xi1, #b1>
  %s = arith.select %m, %t, %h : tensor<32xi1, #b1>, tensor<32xf8E4M3FN, #b1>
  tile.store %a[%z], %s : !tile.view<f8E4M3FN, 1>, tensor<32xf8E4M3FN, #b1>
  return
}
