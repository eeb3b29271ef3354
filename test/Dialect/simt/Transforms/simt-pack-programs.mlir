// RUN: kiln-opt %s -split-input-file -simt-pack-programs | FileCheck %s
// RUN: kiln-opt %s -split-input-file -simt-pack-programs=programs=0 | FileCheck %s --check-prefix=OFF
// RUN: kiln-opt %s -split-input-file -simt-pack-programs=programs=8 | FileCheck %s --check-prefix=EIGHT
// RUN: kiln-opt %s -split-input-file -simt-pack-programs -verify-diagnostics -o /dev/null

// A one-warp tile program (the sweep's 256-wide rows) runs up to 4 to a
// block, as many as the launch's block has room for (blockDim.x / 32, chosen
// at launch): program blockIdx.x * slots + slot, slots past the count (a new
// last i32 parameter) return first; thread ids are the program's, the grid's
// x extent the count, the shared buffer one 16-byte aligned copy per slot
// (for 4), and the block barrier a warp barrier.
// CHECK: simt.global shared @buf : !llvm.array<192 x i8>
// CHECK-LABEL: func.func @row(
// CHECK-SAME: %[[X:.*]]: !simt.ptr<f32, global>, %[[COUNT:.*]]: i32)
// CHECK-SAME: simt.block_threads = 128 : i32
// CHECK-SAME: simt.launch_bounds = #simt.launch_bounds<128>
// CHECK-SAME: simt.packed_programs = array<i64: 1, 4>
// CHECK-SAME: simt.static_shared = 192 : i64
// CHECK: %[[TID:.*]] = simt.thread_id x
// CHECK: %[[C32:.*]] = arith.constant 32 : i32
// CHECK: %[[SLOT:.*]] = arith.divui %[[TID]], %[[C32]]
// CHECK: %[[LOCAL:.*]] = arith.remui %[[TID]], %[[C32]]
// CHECK: %[[NTID:.*]] = simt.block_dim x
// CHECK: %[[SLOTS:.*]] = arith.divui %[[NTID]], %[[C32]]
// CHECK: %[[BID:.*]] = simt.block_id x
// CHECK: %[[FIRST:.*]] = arith.muli %[[BID]], %[[SLOTS]]
// CHECK: %[[PROGRAM:.*]] = arith.addi %[[FIRST]], %[[SLOT]]
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[PROGRAM]], %[[COUNT]]
// CHECK: cf.cond_br %[[IN]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CHECK: ^[[BODY]]:
// CHECK: %[[RAW:.*]] = simt.addressof @buf : !simt.ptr<!llvm.array<192 x i8>, shared>
// CHECK: %[[BYTES:.*]] = simt.ptr_cast %[[RAW]] : !simt.ptr<!llvm.array<192 x i8>, shared> to !simt.ptr<i8, shared>
// CHECK: %[[STRIDE:.*]] = arith.constant 48 : i32
// CHECK: %[[OFFSET:.*]] = arith.muli %[[SLOT]], %[[STRIDE]]
// CHECK: %[[MINE:.*]] = simt.ptr_add %[[BYTES]], %[[OFFSET]]
// The program's users see their own 40 bytes, typed as before.
// CHECK: %[[TYPED:.*]] = simt.ptr_cast %[[MINE]] : !simt.ptr<i8, shared> to !simt.ptr<!llvm.array<40 x i8>, shared>
// CHECK: simt.ptr_cast %[[TYPED]] : !simt.ptr<!llvm.array<40 x i8>, shared> to !simt.ptr<f32, shared>
// CHECK: simt.ptr_add %{{.*}}, %[[LOCAL]]
// CHECK: simt.barrier warp {inserted}
// CHECK-NOT: simt.barrier block
// CHECK: arith.extui %[[PROGRAM]]
// CHECK: arith.muli %[[COUNT]], %[[LOCAL]]
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: return
// OFF-LABEL: func.func @row(
// OFF-SAME: %{{.*}}: !simt.ptr<f32, global>)
// OFF-NOT: simt.packed_programs
// OFF: simt.barrier block
// EIGHT-LABEL: func.func @row(
// EIGHT-SAME: simt.block_threads = 256 : i32
// EIGHT-SAME: simt.packed_programs = array<i64: 1, 8>
simt.global shared @buf : !llvm.array<40 x i8> {alignment = 16 : i64}
// expected-remark @below {{kiln-tile: 'row' runs up to 4 programs of 1 warp per block of 128 threads (the runtime picks how many per launch}}
func.func @row(%x: !simt.ptr<f32, global>) attributes {simt.kernel, simt.block_threads = 32 : i32, simt.launch_bounds = #simt.launch_bounds<32>, simt.static_shared = 40 : i64} {
  %tid = simt.thread_id x
  %raw = simt.addressof @buf : !simt.ptr<!llvm.array<40 x i8>, shared>
  %s = simt.ptr_cast %raw : !simt.ptr<!llvm.array<40 x i8>, shared> to !simt.ptr<f32, shared>
  %p = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %v = simt.load %p : !simt.ptr<f32, shared> -> f32
  simt.barrier block {inserted}
  %row = simt.block_id x
  %row64 = arith.extui %row : i32 to i64
  %g = simt.ptr_add %x, %row64 : !simt.ptr<f32, global>, i64
  simt.store %v, %g : f32, !simt.ptr<f32, global>
  %n = simt.grid_dim x
  %m = arith.muli %n, %tid : i32
  %m64 = arith.extui %m : i32 to i64
  %h = simt.ptr_add %x, %m64 : !simt.ptr<f32, global>, i64
  simt.store %v, %h : f32, !simt.ptr<f32, global>
  return
}

// -----

// Two-warp programs run up to 2 to a block; each program's block barrier
// becomes its own named barrier (slot + 1) over its 64 threads, and its warp
// index is taken within the program.
// CHECK-LABEL: func.func @pair(
// CHECK-SAME: simt.block_threads = 128 : i32
// CHECK-SAME: simt.packed_programs = array<i64: 0, 2>
// CHECK: %[[TID:.*]] = simt.thread_id x
// CHECK: %[[C64:.*]] = arith.constant 64 : i32
// CHECK: %[[SLOT:.*]] = arith.divui %[[TID]], %[[C64]]
// CHECK: %[[LOCAL:.*]] = arith.remui %[[TID]], %[[C64]]
// CHECK: %[[W32:.*]] = arith.constant 32 : i32
// CHECK: %[[WARP:.*]] = arith.divui %[[LOCAL]], %[[W32]]
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[ID:.*]] = arith.addi %[[SLOT]], %[[ONE]]
// CHECK: simt.named_barrier %[[ID]], %[[C64]]
// CHECK-NOT: simt.barrier block
// CHECK: arith.addi %[[WARP]], %[[WARP]]
// OFF-LABEL: func.func @pair(
// OFF-NOT: simt.packed_programs
// EIGHT-LABEL: func.func @pair(
// EIGHT-SAME: simt.block_threads = 512 : i32
// EIGHT-SAME: simt.packed_programs = array<i64: 0, 8>
// expected-remark @below {{kiln-tile: 'pair' runs up to 2 programs of 2 warps per block of 128 threads}}
func.func @pair() attributes {simt.kernel, simt.block_threads = 64 : i32} {
  simt.barrier block
  %w = simt.warp_id
  %ww = arith.addi %w, %w : i32
  return
}

// -----

// Programs of 4 warps fill a block already: left alone.
// CHECK-LABEL: func.func @wide(
// CHECK-SAME: simt.block_threads = 128 : i32
// CHECK-NOT: simt.packed_programs
// CHECK: simt.barrier block
func.func @wide() attributes {simt.kernel, simt.block_threads = 128 : i32} {
  simt.barrier block
  return
}

// -----

// What cannot be split per program keeps one program per block, with a
// remark: an mbarrier, inline PTX.
// CHECK-LABEL: func.func @ring(
// CHECK-SAME: simt.block_threads = 32 : i32
// CHECK-NOT: simt.packed_programs
// CHECK-LABEL: func.func @asm(
// CHECK-SAME: simt.block_threads = 64 : i32
// CHECK-NOT: simt.packed_programs
simt.global shared @bar : !llvm.array<8 x i8> {alignment = 8 : i64}
// expected-remark @below {{kiln-tile: 'ring' keeps one program of 1 warp per block: 'simt.mbarrier_init' is not split per program}}
func.func @ring() attributes {simt.kernel, simt.block_threads = 32 : i32} {
  %raw = simt.addressof @bar : !simt.ptr<!llvm.array<8 x i8>, shared>
  %b = simt.ptr_cast %raw : !simt.ptr<!llvm.array<8 x i8>, shared> to !simt.ptr<i64, shared>
  %c1 = arith.constant 1 : i32
  simt.mbarrier_init %b, %c1 : !simt.ptr<i64, shared>
  return
}
// expected-remark @below {{kiln-tile: 'asm' keeps one program of 2 warps per block: 'simt.inline_asm' is not split per program}}
func.func @asm() attributes {simt.kernel, simt.block_threads = 64 : i32} {
  simt.inline_asm volatile "bar.sync 1, 64;", "" : () -> ()
  return
}
// A split reduction loop (tile-split-reduction-loop) counts its arrival
// per block: never packed, even without its barrier_reduce in sight.
// CHECK-LABEL: func.func @split(
// CHECK-SAME: simt.block_threads = 32 : i32
// CHECK-NOT: simt.packed_programs
// expected-remark @below {{kiln-tile: 'split' keeps one program of 1 warp per block: the kernel has 'simt.split_loop'}}
func.func @split(%s: i32, %w: !simt.ptr<i8, global>) attributes {simt.kernel, simt.block_threads = 32 : i32, simt.split_loop = array<i64: 0, 256, 0, 0, -1, 0, 0, 0>} {
  return
}

// -----

// Kernels the user launches (no simt.block_threads) are not tile kernels.
// CHECK-LABEL: func.func @user(
// CHECK-NOT: simt.packed_programs
// CHECK: simt.barrier block
func.func @user() attributes {simt.kernel} {
  simt.barrier block
  return
}

// -----

// Shared memory caps the programs per block at 48 KiB of static shared
// memory: 20 KiB per program, 2 per block.
// CHECK-LABEL: func.func @big(
// CHECK-SAME: simt.block_threads = 64 : i32
// CHECK-SAME: simt.packed_programs = array<i64: 0, 2>
simt.global shared @big_buf : !llvm.array<20480 x i8> {alignment = 16 : i64}
// expected-remark @below {{runs up to 2 programs of 1 warp per block of 64 threads (the runtime picks how many per launch, launches ceil(programs / that) blocks and passes the program count; fewer than asked: 48 KiB of static shared memory}}
func.func @big() attributes {simt.kernel, simt.block_threads = 32 : i32} {
  %raw = simt.addressof @big_buf : !simt.ptr<!llvm.array<20480 x i8>, shared>
  %s = simt.ptr_cast %raw : !simt.ptr<!llvm.array<20480 x i8>, shared> to !simt.ptr<i8, shared>
  %v = simt.load %s : !simt.ptr<i8, shared> -> i8
  return
}
