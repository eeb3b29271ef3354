// RUN: kiln-opt %s -split-input-file -tile-hoist-loads | FileCheck %s
// RUN: kiln-opt %s -split-input-file -tile-hoist-loads=occupancy-budget=0 | FileCheck %s --check-prefix=OFF
// RUN: kiln-opt %s -split-input-file -tile-hoist-loads=branch-free-bits=0 | FileCheck %s --check-prefix=OFF

// tile-hoist-loads' occupancy budget (issue 16). A bf16 rmsnorm's contiguous
// variant over 8 warps: the weight row's load is branch-free (a contiguous
// view, elements narrower than 32 bits), so ptxas issues it early itself;
// hoisted above the sum of squares it held 16 more registers through the
// reduction (40 registers, 6 programs of 8 warps per SM; 32 and 8 when it
// stays). The f32 row (16 registers per thread) and the weights (16
// elements per thread) pass 24, so the load stays after the reduction.
// Without the budget (0), or when no load is branch-free, it is issued
// right after x's, as before.
// CHECK-LABEL: func.func @rmsnorm_bf16
// CHECK: tile.load %arg0
// CHECK: tile.reduce
// CHECK: tile.load %arg1
// OFF-LABEL: func.func @rmsnorm_bf16
// OFF: tile.load %arg0
// OFF-NEXT: tile.load %arg1
// OFF: tile.reduce
func.func @rmsnorm_bf16(%x: !tile.view<bf16, 2> {tile.assume_contiguous}, %w: !tile.view<bf16, 1> {tile.assume_contiguous}, %y: !tile.view<bf16, 2> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %pid = tile.program_id 0
  %r = arith.extui %pid : i32 to i64
  %xb = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x4096xbf16>
  %t = arith.extf %xb : tensor<1x4096xbf16> to tensor<1x4096xf32>
  %tt = arith.mulf %t, %t : tensor<1x4096xf32>
  %s = tile.reduce %tt, 1 : tensor<1x4096xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %c: f32):
    %e = arith.addf %a, %c : f32
    tile.yield %e : f32
  }
  %inv = math.rsqrt %s : tensor<1xf32>
  %ie = tile.expand_dims %inv, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %ib = tile.broadcast %ie : tensor<1x1xf32> -> tensor<1x4096xf32>
  %n = arith.mulf %t, %ib : tensor<1x4096xf32>
  %wb = tile.load %w[%z] : !tile.view<bf16, 1> -> tensor<4096xbf16>
  %wf = arith.extf %wb : tensor<4096xbf16> to tensor<4096xf32>
  %we = tile.expand_dims %wf, 0 : tensor<4096xf32> -> tensor<1x4096xf32>
  %o = arith.mulf %n, %we : tensor<1x4096xf32>
  %ob = arith.truncf %o : tensor<1x4096xf32> to tensor<1x4096xbf16>
  tile.store %y[%r, %z], %ob : !tile.view<bf16, 2>, tensor<1x4096xbf16>
  return
}

// -----

// The same kernel for any strides: its loads branch around the vector
// path (ptxas moves none across the reduction's barrier), so the weights
// are issued early within the register budget alone.
// CHECK-LABEL: func.func @rmsnorm_bf16_strided
// CHECK: tile.load %arg0
// CHECK-NEXT: tile.load %arg1
// CHECK: tile.reduce
func.func @rmsnorm_bf16_strided(%x: !tile.view<bf16, 2>, %w: !tile.view<bf16, 1>, %y: !tile.view<bf16, 2>) attributes {simt.kernel, tile.num_warps = 8 : i32} {
  %z = arith.constant 0 : i64
  %pid = tile.program_id 0
  %r = arith.extui %pid : i32 to i64
  %xb = tile.load %x[%r, %z] : !tile.view<bf16, 2> -> tensor<1x4096xbf16>
  %t = arith.extf %xb : tensor<1x4096xbf16> to tensor<1x4096xf32>
  %tt = arith.mulf %t, %t : tensor<1x4096xf32>
  %s = tile.reduce %tt, 1 : tensor<1x4096xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %c: f32):
    %e = arith.addf %a, %c : f32
    tile.yield %e : f32
  }
  %inv = math.rsqrt %s : tensor<1xf32>
  %ie = tile.expand_dims %inv, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %ib = tile.broadcast %ie : tensor<1x1xf32> -> tensor<1x4096xf32>
  %n = arith.mulf %t, %ib : tensor<1x4096xf32>
  %wb = tile.load %w[%z] : !tile.view<bf16, 1> -> tensor<4096xbf16>
  %wf = arith.extf %wb : tensor<4096xbf16> to tensor<4096xf32>
  %we = tile.expand_dims %wf, 0 : tensor<4096xf32> -> tensor<1x4096xf32>
  %o = arith.mulf %n, %we : tensor<1x4096xf32>
  %ob = arith.truncf %o : tensor<1x4096xf32> to tensor<1x4096xbf16>
  tile.store %y[%r, %z], %ob : !tile.view<bf16, 2>, tensor<1x4096xbf16>
  return
}

// -----

// A small branch-free load within the budget still moves up: a 1024-wide
// bf16 row over 4 warps is 8 elements per thread, so x and the weights (16)
// fit in 24.
// CHECK-LABEL: func.func @narrow_row
// CHECK: tile.load %arg0
// CHECK-NEXT: tile.load %arg1
// CHECK: tile.reduce
func.func @narrow_row(%x: !tile.view<bf16, 2> {tile.assume_contiguous}, %w: !tile.view<bf16, 1> {tile.assume_contiguous}, %y: !tile.view<bf16, 2> {tile.assume_contiguous}) attributes {simt.kernel, tile.num_warps = 4 : i32} {
  %z = arith.constant 0 : i64
  %xb = tile.load %x[%z, %z] : !tile.view<bf16, 2> -> tensor<1x1024xbf16>
  %t = arith.extf %xb : tensor<1x1024xbf16> to tensor<1x1024xf32>
  %s = tile.reduce %t, 1 : tensor<1x1024xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %c: f32):
    %e = arith.addf %a, %c : f32
    tile.yield %e : f32
  }
  %se = tile.expand_dims %s, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %sb = tile.broadcast %se : tensor<1x1xf32> -> tensor<1x1024xf32>
  %n = arith.mulf %t, %sb : tensor<1x1024xf32>
  %wb = tile.load %w[%z] : !tile.view<bf16, 1> -> tensor<1024xbf16>
  %wf = arith.extf %wb : tensor<1024xbf16> to tensor<1024xf32>
  %we = tile.expand_dims %wf, 0 : tensor<1024xf32> -> tensor<1x1024xf32>
  %o = arith.mulf %n, %we : tensor<1x1024xf32>
  %ob = arith.truncf %o : tensor<1x1024xf32> to tensor<1x1024xbf16>
  tile.store %y[%z, %z], %ob : !tile.view<bf16, 2>, tensor<1x1024xbf16>
  return
}
