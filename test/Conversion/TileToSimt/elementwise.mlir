// RUN: kiln-opt %s -split-input-file -convert-tile-to-simt | FileCheck %s

// convert-tile-to-simt alone on ops each thread computes by itself. A splat
// and a splat constant are one value for every register; element-wise arith
// and math ops are cloned once per register on scalars.
// CHECK-LABEL: func.func @splat_add
// CHECK-SAME: (%{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64, %[[S:.*]]: f32)
// CHECK-SAME: simt.block_threads = 32 : i32, simt.kernel, simt.launch_bounds = #simt.launch_bounds<32>, simt.static_shared = 0 : i64
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = arith.addf %[[S]], %[[ONE]] : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[A]] : f32
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
