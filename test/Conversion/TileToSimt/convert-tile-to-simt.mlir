// RUN: kiln-opt %s -split-input-file -tile-assign-layouts -tile-convert-layouts -convert-tile-to-simt -simt-insert-barriers 2>%t.err1 | FileCheck %s
// RUN: not grep -E '(warning|error):' %t.err1

// Vector add: views flattened to (ptr, shape, stride), masked loads/stores.
// CHECK-LABEL: func.func @vadd
// CHECK-SAME: (%{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !simt.ptr<f32, global>, %{{.*}}: i64, %{{.*}}: i64)
// CHECK-SAME: simt.block_threads = 128 : i32, simt.kernel, simt.launch_bounds = #simt.launch_bounds<128>, simt.static_shared = 0 : i64
// CHECK: simt.lane_id
// CHECK: simt.warp_id
// CHECK: simt.block_id x
// CHECK: arith.cmpi ult
// CHECK: scf.if
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: simt.store %{{.*}}, %{{.*}} : f32, !simt.ptr<f32, global>
// CHECK-NOT: tile.
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

// Row softmax: max and sum across registers, lanes (xor shuffles) and the
// 4 warps of the row (shared memory; simt-insert-barriers orders it).
// CHECK-LABEL: func.func @softmax
// CHECK: arith.maximumf
// CHECK: simt.shuffle xor
// CHECK: simt.store %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, shared> -> f32
// CHECK: llvm.nvvm.ex2.approx.f32
// CHECK: simt.shuffle xor
// CHECK: llvm.nvvm.div.full
func.func @softmax(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %t = tile.load %x[%r, %z] padding %ninf : f32 : !tile.view<f32, 2> -> tensor<1x1024xf32>
  %m = tile.reduce %t, 1 : tensor<1x1024xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.maximumf %a, %b : f32
    tile.yield %c : f32
  }
  %me = tile.expand_dims %m, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %mb = tile.broadcast %me : tensor<1x1xf32> -> tensor<1x1024xf32>
  %d = arith.subf %t, %mb : tensor<1x1024xf32>
  %e = math.exp %d : tensor<1x1024xf32>
  %s = tile.reduce %e, 1 : tensor<1x1024xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %se = tile.expand_dims %s, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %sb = tile.broadcast %se : tensor<1x1xf32> -> tensor<1x1024xf32>
  %o = arith.divf %e, %sb : tensor<1x1024xf32>
  tile.store %y[%r, %z], %o : !tile.view<f32, 2>, tensor<1x1024xf32>
  return
}

// -----

// Layernorm over rows of 256: mean, variance, rsqrt.
// CHECK-LABEL: func.func @layernorm
// CHECK: simt.shuffle xor
// CHECK: llvm.nvvm.div.full
// CHECK: math.rsqrt
// CHECK: simt.store
func.func @layernorm(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %pid = tile.program_id 0
  %r = arith.extsi %pid : i32 to i64
  %z = arith.constant 0 : i64
  %t = tile.load %x[%r, %z] : !tile.view<f32, 2> -> tensor<1x256xf32>
  %s = tile.reduce %t, 1 : tensor<1x256xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %n = arith.constant dense<256.0> : tensor<1xf32>
  %mean = arith.divf %s, %n : tensor<1xf32>
  %me = tile.expand_dims %mean, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %mb = tile.broadcast %me : tensor<1x1xf32> -> tensor<1x256xf32>
  %d = arith.subf %t, %mb : tensor<1x256xf32>
  %d2 = arith.mulf %d, %d : tensor<1x256xf32>
  %v = tile.reduce %d2, 1 : tensor<1x256xf32> -> tensor<1xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  %var = arith.divf %v, %n : tensor<1xf32>
  %inv = math.rsqrt %var : tensor<1xf32>
  %ie = tile.expand_dims %inv, 1 : tensor<1xf32> -> tensor<1x1xf32>
  %ib = tile.broadcast %ie : tensor<1x1xf32> -> tensor<1x256xf32>
  %o = arith.mulf %d, %ib : tensor<1x256xf32>
  tile.store %y[%r, %z], %o : !tile.view<f32, 2>, tensor<1x256xf32>
  return
}

// -----

// Column sums of a 64x64 block: tile-assign-layouts puts the warps on the
// columns (a reduction along axis 0), so the sum is in registers and lane
// shuffles, with no shared memory or barrier (before: warps along the rows,
// a 4 x 64 shared buffer and a barrier).
// CHECK-LABEL: func.func @colsum
// CHECK: simt.shuffle xor
// CHECK-NOT: simt.barrier
// CHECK: simt.atomic_rmw add
func.func @colsum(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<64x64xf32>
  %s = tile.reduce %t, 0 : tensor<64x64xf32> -> tensor<64xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  tile.atomic_add %y[%z], %s : !tile.view<f32, 1>, tensor<64xf32>
  return
}

// -----

// Cumulative sum: in-thread scan, shuffle up across lanes, warp totals
// through shared memory.
// CHECK-LABEL: func.func @cumsum
// CHECK: simt.shuffle up
// CHECK: simt.store %{{.*}} : i32, !simt.ptr<i32, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} : !simt.ptr<i32, shared> -> i32
func.func @cumsum(%x: !tile.view<i32, 1>, %y: !tile.view<i32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z] : !tile.view<i32, 1> -> tensor<1024xi32>
  %s = tile.scan %t, 0 : tensor<1024xi32> -> tensor<1024xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  tile.store %y[%z], %s : !tile.view<i32, 1>, tensor<1024xi32>
  return
}

// -----

// Transpose: permute renames registers; the store's conversion goes through
// a swizzled shared buffer, read back in the store layout's 16-byte vectors.
// CHECK: simt.global shared @__tile_smem_0 : !llvm.array<16384 x i8>
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: simt.static_shared = 16384 : i64
// CHECK: simt.addressof @__tile_smem_0
// CHECK: arith.xori
// CHECK: simt.store %{{.*}} : f32, !simt.ptr<f32, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} {alignment = 16 : i64} : !simt.ptr<vector<4xf32>, shared> -> vector<4xf32>
func.func @transpose(%x: !tile.view<f32, 2>, %y: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %t = tile.load %x[%z, %z] : !tile.view<f32, 2> -> tensor<64x64xf32>
  %p = tile.permute %t, [1, 0] : tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %y[%z, %z], %p : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// Gather/scatter with index tiles; scatter writes only from owners.
// CHECK-LABEL: func.func @gather_scatter
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: simt.load %{{.*}} : !simt.ptr<f32, global> -> f32
// CHECK: simt.store %{{.*}} : f32, !simt.ptr<f32, global>
func.func @gather_scatter(%x: !tile.view<f32, 1>, %idx: !tile.view<i32, 1>, %y: !tile.view<f32, 1>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %i = tile.load %idx[%z] : !tile.view<i32, 1> -> tensor<256xi32>
  %g = tile.gather %x[%i] : !tile.view<f32, 1>[tensor<256xi32>] -> tensor<256xf32>
  tile.scatter %y[%i], %g : !tile.view<f32, 1>[tensor<256xi32>], tensor<256xf32>
  return
}

// -----

// bf16 GEMM k-loop: the whole loop is pipelined (PipelinedMma.cpp). Four
// 8 KiB stages (64x32 a + 32x64 b), a prologue copying tiles 0..2, then per
// step: wait for its tile, ldmatrix + mma.sync of its first 16-deep slice,
// refill the stage the previous step read, then the other slices. The loop is unrolled by the stage
// count so stages are addressed by name, and simt-insert-barriers puts
// exactly one barrier in each step. Two versions, chosen once per program:
// cp.async when every row is 16-byte aligned, else masked element loads and
// 16-byte shared stores (no async groups) into two of the stages: those
// loads complete within their step, so a deeper ring would only repeat
// them (unrolled four times, they were most of LLVM's time on
// bench/tile/gemm_variants.cpp).
// CHECK-LABEL: func.func @gemm
// CHECK: scf.if %{{.*}} -> (f32, f32
// CHECK-COUNT-3: simt.cp_async_commit
// CHECK: scf.for {{.*}} step %c4_i64 iter_args({{.*}}) -> (f32, f32, f32, f32
// CHECK: simt.cp_async_wait 2
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.ldmatrix %{{.*}} {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
// CHECK: simt.ldmatrix trans %{{.*}} {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
// CHECK: simt.mma_sync bf16[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// CHECK-NOT: simt.barrier
// CHECK: simt.cp_async %{{.*}}, %{{.*}}, %{{.*}} : !simt.ptr<i8, shared>, !simt.ptr<bf16, global>
// CHECK-NOT: simt.barrier
// CHECK: simt.cp_async_commit
// CHECK-NOT: simt.barrier
// CHECK: simt.ldmatrix
// CHECK-NOT: simt.barrier
// CHECK: simt.mma_sync
// CHECK-COUNT-3: simt.cp_async_wait 2
// CHECK-NOT: simt.cp_async_wait 2
// CHECK: scf.yield
// CHECK: simt.cp_async_wait 0
// CHECK: } else {
// CHECK-NOT: simt.cp_async
// CHECK: scf.for {{.*}} step %c2_i64
// CHECK: simt.barrier block {inserted}
// CHECK-NEXT: simt.ldmatrix
// CHECK-NOT: simt.barrier
// CHECK: simt.store %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !simt.ptr<vector<8xbf16>, shared>
// CHECK-NOT: simt.cp_async
// CHECK: simt.mma_sync
func.func @gemm(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %s = arith.constant 32 : i64
  %k = tile.view_dim %a, 1 : !tile.view<bf16, 2>
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %i = %z to %k step %s iter_args(%acc1 = %acc0) -> (tensor<64x64xf32>) : i64 {
    %ta = tile.load %a[%z, %i] : !tile.view<bf16, 2> -> tensor<64x32xbf16>
    %tb = tile.load %b[%i, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
    %d = tile.dot %ta, %tb, %acc1 : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32> -> tensor<64x64xf32>
    scf.yield %d : tensor<64x64xf32>
  }
  tile.store %c[%z, %z], %acc : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// A dot outside a k-loop: operands staged through shared memory (16-byte
// vector stores), fragments read next to their mma: a as 32-bit pairs, b
// (pairs along K, not contiguous in a K x N buffer) as two 16-bit loads
// packed as i32.
// CHECK-LABEL: func.func @dot_once
// CHECK-NOT: simt.cp_async
// CHECK: simt.store %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !simt.ptr<vector<8xbf16>, shared>
// CHECK: simt.barrier block {inserted}
// CHECK: simt.load %{{.*}} {alignment = 4 : i64} : !simt.ptr<i32, shared> -> i32
// CHECK: simt.load %{{.*}} : !simt.ptr<bf16, shared> -> bf16
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: simt.mma_sync bf16[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
func.func @dot_once(%a: !tile.view<bf16, 2>, %b: !tile.view<bf16, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel} {
  %z = arith.constant 0 : i64
  %acc0 = arith.constant dense<0.0> : tensor<64x64xf32>
  %ta = tile.load %a[%z, %z] : !tile.view<bf16, 2> -> tensor<64x32xbf16>
  %tb = tile.load %b[%z, %z] : !tile.view<bf16, 2> -> tensor<32x64xbf16>
  %d = tile.dot %ta, %tb, %acc0 : tensor<64x32xbf16>, tensor<32x64xbf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<64x64xf32>
  return
}

// -----

// f32 GEMM tile: the FMA path.
// CHECK-LABEL: func.func @gemm_f32
// CHECK-NOT: simt.mma_sync
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
func.func @gemm_f32(%a: !tile.view<f32, 2>, %b: !tile.view<f32, 2>, %c: !tile.view<f32, 2>) attributes {simt.kernel, tile.num_warps = 2 : i32} {
  %z = arith.constant 0 : i64
  %ta = tile.load %a[%z, %z] : !tile.view<f32, 2> -> tensor<16x8xf32>
  %tb = tile.load %b[%z, %z] : !tile.view<f32, 2> -> tensor<8x32xf32>
  %acc0 = arith.constant dense<0.0> : tensor<16x32xf32>
  %d = tile.dot %ta, %tb, %acc0 : tensor<16x8xf32>, tensor<8x32xf32>, tensor<16x32xf32> -> tensor<16x32xf32>
  tile.store %c[%z, %z], %d : !tile.view<f32, 2>, tensor<16x32xf32>
  return
}
