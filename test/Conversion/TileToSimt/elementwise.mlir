// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on ops each thread computes by itself. A splat
// and a splat constant are one value for every register; element-wise arith
// and math ops are cloned once per register on scalars.
// CHECK-LABEL: func.func @splat_add
// CHECK-SAME: (%{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64, %[[S:.*]]: f32)
// CHECK-SAME: simt.block_threads = 32 : i32, simt.kernel, simt.launch_bounds = #simt.launch_bounds<32>, simt.static_shared = 0 : i64
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[S]], %[[ONE]] : f32
// f32 exp is ex2.approx of x * log2(e), as Triton's (docs/contract.md).
// CHECK-NEXT: %[[L2E:.*]] = arith.constant 1.44269502 : f32
// CHECK-NEXT: %[[X:.*]] = arith.mulf %[[A]], %[[L2E]] : f32
// CHECK-NEXT: %[[E:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[X]]) : (f32) -> f32
// CHECK-NOT: math.exp
// CHECK: simt.store %[[E]], %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: tensor<
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @splat_add(%out: !tile.view<f32, 1>, %s: f32) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %v = tile.splat %s : tensor<32xf32, #b1>
  %c = arith.constant dense<1.0> : tensor<32xf32, #b1>
  %a = arith.addf %v, %c : tensor<32xf32, #b1>
  %e = math.exp %a : tensor<32xf32, #b1>
  %z = arith.constant 0 : i64
  tile.store %out[%z], %e : !tile.view<f32, 1>, tensor<32xf32, #b1>
  return
}

// -----

// arange: each register is its coordinate plus the start: lane * 2 (& 63)
// + 3 and + 1 + 3. program_id and num_programs are the block index and the
// grid size.
// CHECK-LABEL: func.func @arange_ids
// CHECK: %[[LANE:.*]] = simt.lane_id
// CHECK: %[[L:.*]] = arith.andi %[[LANE]], %c31_i32 : i32
// CHECK: %[[T:.*]] = arith.muli %[[L]], %c2_i32 : i32
// CHECK: %[[B:.*]] = arith.andi %{{.*}}, %c63_i32 : i32
// CHECK: %[[R0:.*]] = arith.addi %[[B]], %c3_i32 : i32
// CHECK: %[[B1:.*]] = arith.addi %[[B]], %c1_i32 : i32
// CHECK: %[[R1:.*]] = arith.addi %[[B1]], %c3_i32{{.*}} : i32
// CHECK: %[[P:.*]] = simt.block_id y
// CHECK-NEXT: %[[N:.*]] = simt.grid_dim z
// CHECK-NEXT: arith.muli %[[P]], %[[N]] : i32
// CHECK: llvm.insertelement %[[R0]]
// CHECK: llvm.insertelement %[[R1]]
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @arange_ids(%out: !tile.view<i32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %r = tile.arange 3 : tensor<64xi32, #b>
  %p = tile.program_id 1
  %n = tile.num_programs 2
  %q = arith.muli %p, %n : i32
  %o = arith.extsi %q : i32 to i64
  tile.store %out[%o], %r : !tile.view<i32, 1>, tensor<64xi32, #b>
  return
}

// -----

// Two registers per thread: two clones of each op, each on its register;
// a tile compare gives i1 registers and a select picks per register.
// CHECK-LABEL: func.func @per_register
// CHECK: %[[X:.*]]:2 = scf.if
// CHECK: %[[C0:.*]] = arith.cmpf olt, %[[X]]#0, %{{.*}} : f32
// CHECK-NEXT: %[[C1:.*]] = arith.cmpf olt, %[[X]]#1, %{{.*}} : f32
// CHECK-NEXT: %[[S0:.*]] = arith.select %[[C0]], %[[X]]#0, %{{.*}} : f32
// CHECK-NEXT: %[[S1:.*]] = arith.select %[[C1]], %[[X]]#1, %{{.*}} : f32
// CHECK: llvm.insertelement %[[S0]]
// CHECK: llvm.insertelement %[[S1]]
#b = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @per_register(%x: !tile.view<f32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<f32, 1> -> tensor<64xf32, #b>
  %zero = arith.constant dense<0.0> : tensor<64xf32, #b>
  %neg = arith.cmpf olt, %t, %zero : tensor<64xf32, #b>
  %r = arith.select %neg, %t, %zero : tensor<64xi1, #b>, tensor<64xf32, #b>
  tile.store %y[%z], %r : !tile.view<f32, 1>, tensor<64xf32, #b>
  return
}

// -----

// f32 division and logarithms in tile kernels: div.full.f32 and lg2.approx
// (times ln 2 for log), as Triton computes them; f64 keeps IEEE division and
// libdevice's log, and f16 its own ops (widened by the target's lowering).
// CHECK-LABEL: func.func @approximate_f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.full"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: %[[LG:.*]] = llvm.call_intrinsic "llvm.nvvm.lg2.approx.f"(%{{.*}}) : (f32) -> f32
// CHECK: %[[LN2:.*]] = arith.constant 0.693147182 : f32
// CHECK: arith.mulf %[[LG]], %[[LN2]] : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.lg2.approx.f"(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%{{.*}}) : (f32) -> f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: math.log %{{.*}} : f64
// CHECK: arith.divf %{{.*}}, %{{.*}} : f16
#b1 = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]>
func.func @approximate_f32(%out: !tile.view<f32, 1>, %out64: !tile.view<f64, 1>, %out16: !tile.view<f16, 1>, %s: f32, %d: f64, %h: f16) attributes {simt.kernel, tile.num_warps = 1 : i32} {
  %z = arith.constant 0 : i64
  %v = tile.splat %s : tensor<32xf32, #b1>
  %q = arith.divf %v, %v : tensor<32xf32, #b1>
  %l = math.log %q : tensor<32xf32, #b1>
  %l2 = math.log2 %l : tensor<32xf32, #b1>
  %e2 = math.exp2 %l2 : tensor<32xf32, #b1>
  tile.store %out[%z], %e2 : !tile.view<f32, 1>, tensor<32xf32, #b1>
  %w = tile.splat %d : tensor<32xf64, #b1>
  %q64 = arith.divf %w, %w : tensor<32xf64, #b1>
  %l64 = math.log %q64 : tensor<32xf64, #b1>
  tile.store %out64[%z], %l64 : !tile.view<f64, 1>, tensor<32xf64, #b1>
  %u = tile.splat %h : tensor<32xf16, #b1>
  %q16 = arith.divf %u, %u : tensor<32xf16, #b1>
  tile.store %out16[%z], %q16 : !tile.view<f16, 1>, tensor<32xf16, #b1>
  return
}
