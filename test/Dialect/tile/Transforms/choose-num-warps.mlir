// RUN: kiln-opt %s -split-input-file -tile-choose-num-warps | FileCheck %s

// A 1024-element row: 4 warps (8 elements per thread).
// CHECK-LABEL: func.func @row_1024
// CHECK-SAME: tile.num_warps = 4 : i32
func.func @row_1024(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<1x1024xf32>
  tile.store %y[%z, %z], %t : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// Small programs: 8 elements per thread (a 256-element block: 1 warp).
// CHECK-LABEL: func.func @block_256
// CHECK-SAME: tile.num_warps = 1 : i32
func.func @block_256(%x: !tile.view<bf16, 1>, %y: !tile.view<bf16, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<bf16, 1> -> tensor<256xbf16>
  tile.store %y[%z], %t : !tile.view<bf16, 1>, tensor<256xbf16>
  return
}

// -----

// 4096 elements: 8 warps (16 per thread); 16384: 16 warps, the most it
// chooses (32 per thread).
// CHECK-LABEL: func.func @row_4096
// CHECK-SAME: tile.num_warps = 8 : i32
func.func @row_4096(%x: !tile.view<bf16, 1>, %y: !tile.view<bf16, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<bf16, 1> -> tensor<4096xbf16>
  tile.store %y[%z], %t : !tile.view<bf16, 1>, tensor<4096xbf16>
  return
}
// CHECK-LABEL: func.func @row_16384
// CHECK-SAME: tile.num_warps = 16 : i32
func.func @row_16384(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<16384xf32>
  tile.store %y[%z], %t : !tile.view<f32, 1>, tensor<16384xf32>
  return
}

// -----

// A scan passes each warp's total along the warps: at most 8 of them.
// CHECK-LABEL: func.func @scan_16384
// CHECK-SAME: tile.num_warps = 8 : i32
func.func @scan_16384(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<16384xf32>
  %s = tile.scan %t, 0 : tensor<16384xf32> -> tensor<16384xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.store %y[%z], %s : !tile.view<f32, 1>, tensor<16384xf32>
  return
}

// -----

// A KILN_NUM_WARPS hint stays.
// CHECK-LABEL: func.func @hinted
// CHECK-SAME: tile.num_warps = 2 : i32
func.func @hinted(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<16384xf32>
  tile.store %y[%z], %t : !tile.view<f32, 1>, tensor<16384xf32>
  return
}

// -----

// A matmul gets the warps that hold its accumulator in at most 64 elements
// per thread, 4 to 8 of them: the contract's 128x128 f32 accumulator over
// 4 warps (128 per thread) spilled at 255 registers.
// CHECK-LABEL: func.func @gemm_128x128
// CHECK-SAME: tile.num_warps = 8 : i32
func.func @gemm_128x128(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %tb = tile.load %b[%z, %z] : !tile.view<bf16, 2> -> tensor<64x128xbf16>
  %acc = arith.constant dense<0.0> : tensor<128x128xf32>
  %d = tile.dot %ta, %tb, %acc : tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<128x128xf32> -> tensor<128x128xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<128x128xf32>
  return
}
// A 64x64 accumulator: 4 warps (32 per thread), never fewer.
// CHECK-LABEL: func.func @gemm_64x64
// CHECK-SAME: tile.num_warps = 4 : i32
func.func @gemm_64x64(%a: !tile.view<f16, 2>, %b: !tile.view<f16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<f16, 2> -> tensor<64x32xf16>
  %tb = tile.load %b[%z, %z] : !tile.view<f16, 2> -> tensor<32x64xf16>
  %acc = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %ta, %tb, %acc : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}
// 128x256: 8 warps at most (128 per thread), the tuned examples' choice.
// CHECK-LABEL: func.func @gemm_128x256
// CHECK-SAME: tile.num_warps = 8 : i32
func.func @gemm_128x256(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %tb = tile.load %b[%z, %z] : !tile.view<bf16, 2> -> tensor<64x256xbf16>
  %acc = arith.constant dense<0.0> : tensor<128x256xf32>
  %d = tile.dot %ta, %tb, %acc : tensor<128x64xbf16>, tensor<64x256xbf16>, tensor<128x256xf32> -> tensor<128x256xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<128x256xf32>
  return
}
// Two accumulators live at once (a fused gate/up projection): 2 x 128x64
// is 128 per thread over 4 warps, which spilled 664 B at 255 registers;
// their sum picks 8 warps.
// CHECK-LABEL: func.func @gate_up_128x64
// CHECK-SAME: tile.num_warps = 8 : i32
func.func @gate_up_128x64(%a: !tile.view<bf16, 2>, %g: !tile.view<bf16, 2>, %u: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %tg = tile.load %g[%z, %z] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
  %tu = tile.load %u[%z, %z] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
  %acc = arith.constant dense<0.0> : tensor<128x64xf32>
  %dg = tile.dot %ta, %tg, %acc : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %du = tile.dot %ta, %tu, %acc : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %p = arith.mulf %dg, %du : tensor<128x64xf32>
  tile.store %c[%z, %z], %p : !tile.view<f32, 2>, tensor<128x64xf32>
  return
}
// One accumulator updated by several dots, rescaled between them, is one
// chain: 4 warps, as for a single 128x64 dot.
// CHECK-LABEL: func.func @one_chain_128x64
// CHECK-SAME: tile.num_warps = 4 : i32
func.func @one_chain_128x64(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>, %s: f32) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
  %tb = tile.load %b[%z, %z] : !tile.view<bf16, 2> -> tensor<64x64xbf16>
  %acc = arith.constant dense<0.0> : tensor<128x64xf32>
  %d1 = tile.dot %ta, %tb, %acc : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %d2 = tile.dot %ta, %tb, %d1 : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  %sp = tile.splat %s : tensor<128x64xf32>
  %r = arith.mulf %d2, %sp : tensor<128x64xf32>
  %d3 = tile.dot %ta, %tb, %r : tensor<128x64xbf16>, tensor<64x64xbf16>, tensor<128x64xf32> -> tensor<128x64xf32>
  tile.store %c[%z, %z], %d3 : !tile.view<f32, 2>, tensor<128x64xf32>
  return
}

// -----

// Functions that are not tile functions are left alone.
// CHECK-LABEL: func.func @plain
// CHECK-NOT: tile.num_warps
func.func @plain(%x: i32) -> i32 {
  return %x : i32
}
