// Shared-memory races: each is rejected at the second access with a note at
// the first and a note naming where the barrier goes; --auto-sync
// (simt-insert-barriers) then makes every kernel race-free.
// RUN: not kiln-opt %s -split-input-file -simt-verify-sync -o /dev/null 2>&1 | FileCheck %s
// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -simt-verify-sync -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIXED

// FIXED-NOT: error

// s[tid] = x[tid];  y[tid] = s[tid + 1];   (RAW)
// CHECK: r01.cu:6:10: error: shared-memory race (read-after-write): this read of @s may conflict with a write by another thread with no barrier between them
// CHECK: r01.cu:5:3: note: the conflicting write is here
// CHECK: r01.cu:6:10: note: insert __syncthreads() (simt.barrier block) before line 6
simt.global shared @s : !llvm.array<257 x f32>
func.func @r01(%x: !simt.ptr<f32, global>, %y: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<257 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<257 x f32>, shared> to !simt.ptr<f32, shared>
  %xp = simt.ptr_add %x, %tid : !simt.ptr<f32, global>, i32
  %v = simt.load %xp : !simt.ptr<f32, global> -> f32
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared> loc("r01.cu":5:3)
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32 loc("r01.cu":6:10)
  %yp = simt.ptr_add %y, %tid : !simt.ptr<f32, global>, i32
  simt.store %w, %yp : f32, !simt.ptr<f32, global>
  return
}

// -----

// float n = s[tid + 1];  s[tid] = n * 2;   (WAR: a neighbour may already have overwritten)
// CHECK: r02.cu:6:3: error: shared-memory race (write-after-read): this write of @s may conflict with a read by another thread
// CHECK: r02.cu:5:13: note: the conflicting read is here
// CHECK: r02.cu:6:3: note: insert __syncthreads() (simt.barrier block) before line 6
simt.global shared @s : !llvm.array<257 x f32>
func.func @r02() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<257 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<257 x f32>, shared> to !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %n = simt.load %sn : !simt.ptr<f32, shared> -> f32 loc("r02.cu":5:13)
  %m = arith.mulf %n, %two : f32
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %m, %st : f32, !simt.ptr<f32, shared> loc("r02.cu":6:3)
  return
}

// -----

// s[tid] = a;  s[255 - tid] = b;   (WAW between threads of different warps)
// CHECK: r03.cu:7:3: error: shared-memory race (write-after-write): this write of @s may conflict with a write by another thread
// CHECK: r03.cu:5:3: note: the conflicting write is here
simt.global shared @s : !llvm.array<256 x i32>
func.func @r03(%a: i32, %b: i32) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<256>} {
  %tid = simt.thread_id x
  %c255 = arith.constant 255 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<256 x i32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<256 x i32>, shared> to !simt.ptr<i32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<i32, shared>, i32
  simt.store %a, %st : i32, !simt.ptr<i32, shared> loc("r03.cu":5:3)
  %r = arith.subi %c255, %tid : i32
  %sr = simt.ptr_add %s, %r : !simt.ptr<i32, shared>, i32
  simt.store %b, %sr : i32, !simt.ptr<i32, shared> loc("r03.cu":7:3)
  return
}

// -----

// if (tid == 0) total = sum;  out[tid] = total;   (broadcast without a barrier)
// CHECK: r04.cu:7:13: error: shared-memory race (read-after-write): this read of @total may conflict with a write by another thread
// CHECK: r04.cu:5:19: note: the conflicting write is here
// CHECK: r04.cu:7:13: note: insert __syncthreads() (simt.barrier block) before line 7
simt.global shared @total : f32
func.func @r04(%sum: f32, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %p = simt.addressof @total : !simt.ptr<f32, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    simt.store %sum, %p : f32, !simt.ptr<f32, shared> loc("r04.cu":5:19)
  } loc("r04.cu":5:3)
  %t = simt.load %p : !simt.ptr<f32, shared> -> f32 loc("r04.cu":7:13)
  %o = simt.ptr_add %out, %tid : !simt.ptr<f32, global>, i32
  simt.store %t, %o : f32, !simt.ptr<f32, global>
  return
}

// -----

// for (k = 0; k < n; ++k) { s[tid] = f(k); __syncthreads(); acc += s[(tid + 1) % 256]; }
// The next iteration's write races with this iteration's read (WAR across the back edge).
// CHECK: r05.cu:6:5: error: shared-memory race (write-after-read): this write of @s may conflict with a read by another thread
// CHECK: r05.cu:8:12: note: the conflicting read (in an earlier loop iteration) is here
// CHECK: r05.cu:6:5: note: insert __syncthreads() (simt.barrier block) before line 6
simt.global shared @s : !llvm.array<256 x f32>
func.func @r05(%n: index, %f: f32) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<256>} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %c255 = arith.constant 255 : i32
  %zero = arith.constant 0.0 : f32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<256 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<256 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %t1 = arith.addi %tid, %one : i32
  %nb = arith.andi %t1, %c255 : i32
  %sn = simt.ptr_add %s, %nb : !simt.ptr<f32, shared>, i32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    simt.store %f, %st : f32, !simt.ptr<f32, shared> loc("r05.cu":6:5)
    simt.barrier block loc("r05.cu":7:5)
    %v = simt.load %sn : !simt.ptr<f32, shared> -> f32 loc("r05.cu":8:12)
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return
}

// -----

// Double buffering with no barrier at all: stage (k+1)%2 is written while
// stage k%2 is read; disjoint within an iteration, but the next iteration
// reads what this one wrote (RAW across the back edge).
// CHECK: r06.cu:9:14: error: shared-memory race (read-after-write): this read of @buf may conflict with a write by another thread
// CHECK: r06.cu:8:5: note: the conflicting write (in an earlier loop iteration) is here
simt.global shared @buf : !llvm.array<512 x f32>
func.func @r06(%x: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<256>} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c255 = arith.constant 255 : i32
  %c256 = arith.constant 256 : i32
  %zero = arith.constant 0.0 : f32
  %ba = simt.addressof @buf : !simt.ptr<!llvm.array<512 x f32>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<512 x f32>, shared> to !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %nb = arith.andi %t1, %c255 : i32
  cf.br ^header(%c0, %zero : i32, f32)
^header(%k: i32, %acc: f32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %k1 = arith.addi %k, %c1 : i32
  %next = arith.andi %k1, %c1 : i32
  %cur = arith.andi %k, %c1 : i32
  %nbase = arith.muli %next, %c256 : i32
  %cbase = arith.muli %cur, %c256 : i32
  %wi = arith.addi %nbase, %tid : i32
  %wp = simt.ptr_add %b, %wi : !simt.ptr<f32, shared>, i32
  %xp = simt.ptr_add %x, %k1 : !simt.ptr<f32, global>, i32
  %xv = simt.load %xp : !simt.ptr<f32, global> -> f32
  simt.store %xv, %wp : f32, !simt.ptr<f32, shared> loc("r06.cu":8:5)
  %ri = arith.addi %cbase, %nb : i32
  %rp = simt.ptr_add %b, %ri : !simt.ptr<f32, shared>, i32
  %v = simt.load %rp : !simt.ptr<f32, shared> -> f32 loc("r06.cu":9:14)
  %a = arith.addf %acc, %v : f32
  cf.br ^header(%k1, %a : i32, f32)
^exit:
  return
}

// -----

// Legacy warp-synchronous reduction: if (tid < 32) { s[tid] += s[tid + 16]; ... } with no __syncwarp.
// CHECK: r07.cu:7:5: error: warp-synchronous shared-memory access without __syncwarp(): this write of @s races (write-after-read) with another lane of the same warp
// CHECK: r07.cu:6:14: note: the conflicting read is here
// CHECK: r07.cu:7:5: note: insert __syncwarp() (simt.barrier warp) before line 7
simt.global shared @s : !llvm.array<64 x f32>
func.func @r07() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c32 = arith.constant 32 : i32
  %c16 = arith.constant 16 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<64 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<64 x f32>, shared> to !simt.ptr<f32, shared>
  %c = arith.cmpi ult, %tid, %c32 : i32
  scf.if %c {
    %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
    %t16 = arith.addi %tid, %c16 : i32
    %sn = simt.ptr_add %s, %t16 : !simt.ptr<f32, shared>, i32
    %a = simt.load volatile %st : !simt.ptr<f32, shared> -> f32
    %b = simt.load volatile %sn : !simt.ptr<f32, shared> -> f32 loc("r07.cu":6:14)
    %sum = arith.addf %a, %b : f32
    simt.store volatile %sum, %st : f32, !simt.ptr<f32, shared> loc("r07.cu":7:5)
  } loc("r07.cu":5:3)
  return
}

// -----

// s[tid] = v; __syncwarp(); w = s[tid + 32];   (a warp barrier between warps)
// CHECK: r08.cu:7:7: error: shared-memory race (read-after-write) on @s: threads of different warps meet here, a warp barrier does not order them; this needs block scope (__syncthreads() (simt.barrier block))
// CHECK: r08.cu:5:3: note: the conflicting write is here
// CHECK: r08.cu:6:3: note: this warp barrier orders only the lanes of one warp
simt.global shared @s : !llvm.array<1056 x f32>
func.func @r08(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c32 = arith.constant 32 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1056 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1056 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared> loc("r08.cu":5:3)
  simt.barrier warp loc("r08.cu":6:3)
  %t32 = arith.addi %tid, %c32 : i32
  %sn = simt.ptr_add %s, %t32 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32 loc("r08.cu":7:7)
  return
}

// -----

// Transpose without a barrier (2-D block): tile[ty][tx] = in; out = tile[tx][ty];
// CHECK: r09.cu:8:11: error: shared-memory race (read-after-write): this read of @tile may conflict with a write by another thread
// CHECK: r09.cu:6:3: note: the conflicting write is here
simt.global shared @tile : !llvm.array<32 x array<33 x f32>>
func.func @r09(%in: f32) attributes {simt.kernel} {
  %tx = simt.thread_id x
  %ty = simt.thread_id y
  %c33 = arith.constant 33 : i32
  %ta = simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  %t = simt.ptr_cast %ta : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared> to !simt.ptr<f32, shared>
  %row = arith.muli %ty, %c33 : i32
  %wi = arith.addi %row, %tx : i32
  %wp = simt.ptr_add %t, %wi : !simt.ptr<f32, shared>, i32
  simt.store %in, %wp : f32, !simt.ptr<f32, shared> loc("r09.cu":6:3)
  %col = arith.muli %tx, %c33 : i32
  %ri = arith.addi %col, %ty : i32
  %rp = simt.ptr_add %t, %ri : !simt.ptr<f32, shared>, i32
  %out = simt.load %rp : !simt.ptr<f32, shared> -> f32 loc("r09.cu":8:11)
  return
}

// -----

// Block reduce without the barrier: if (lane == 0) s[warp] = v;  if (warp == 0) v = s[lane];
// CHECK: r10.cu:9:9: error: shared-memory race (read-after-write): this read of @s may conflict with a write by another thread
// CHECK: r10.cu:6:20: note: the conflicting write is here
// CHECK: r10.cu:8:3: note: insert __syncthreads() (simt.barrier block) before line 8
simt.global shared @s : !llvm.array<32 x f32>
func.func @r10(%v: f32) attributes {simt.kernel} {
  %lane = simt.lane_id
  %warp = simt.warp_id
  %c0 = arith.constant 0 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<32 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<32 x f32>, shared> to !simt.ptr<f32, shared>
  %l0 = arith.cmpi eq, %lane, %c0 : i32
  scf.if %l0 {
    %sw = simt.ptr_add %s, %warp : !simt.ptr<f32, shared>, i32
    simt.store %v, %sw : f32, !simt.ptr<f32, shared> loc("r10.cu":6:20)
  } loc("r10.cu":6:3)
  %w0 = arith.cmpi eq, %warp, %c0 : i32
  scf.if %w0 {
    %sl = simt.ptr_add %s, %lane : !simt.ptr<f32, shared>, i32
    %r = simt.load %sl : !simt.ptr<f32, shared> -> f32 loc("r10.cu":9:9)
  } loc("r10.cu":8:3)
  return
}

// -----

// extern __shared__ float dyn[];  dyn[tid] = v;  w = dyn[tid ^ 32];
// CHECK: r11.cu:6:7: error: shared-memory race (read-after-write): this read of <dynamic shared> may conflict with a write by another thread
// CHECK: r11.cu:4:3: note: the conflicting write is here
func.func @r11(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c32 = arith.constant 32 : i32
  %d = simt.dynamic_shared : !simt.ptr<f32, shared>
  %st = simt.ptr_add %d, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared> loc("r11.cu":4:3)
  %x = arith.xori %tid, %c32 : i32
  %sx = simt.ptr_add %d, %x : !simt.ptr<f32, shared>, i32
  %w = simt.load %sx : !simt.ptr<f32, shared> -> f32 loc("r11.cu":6:7)
  return
}

// -----

// if (tid == 0) count = 0;  atomicAdd(&count, 1);   (the reset races with the atomics)
// CHECK: r12.cu:7:8: error: shared-memory race (write-after-write): this write of @count may conflict with a write by another thread
// CHECK: r12.cu:5:19: note: the conflicting write is here
simt.global shared @count : i32
func.func @r12() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = simt.addressof @count : !simt.ptr<i32, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    simt.store %c0, %p : i32, !simt.ptr<i32, shared> loc("r12.cu":5:19)
  } loc("r12.cu":5:3)
  %old = simt.atomic_rmw add %p, %c1 scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32 loc("r12.cu":7:8)
  return
}

// -----

// s[tid] = v;  if (blockIdx.x == 0) __syncthreads();  w = s[tid + 1];   (no barrier on one path)
// CHECK: r13.cu:7:7: error: shared-memory race (read-after-write): this read of @s may conflict with a write by another thread
// CHECK: r13.cu:4:3: note: the conflicting write is here
simt.global shared @s : !llvm.array<1025 x f32>
func.func @r13(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared> loc("r13.cu":4:3)
  %b = simt.block_id x
  %b0 = arith.cmpi eq, %b, %c0 : i32
  cf.cond_br %b0, ^sync, ^join loc("r13.cu":5:3)
^sync:
  simt.barrier block loc("r13.cu":5:23)
  cf.br ^join
^join:
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32 loc("r13.cu":7:7)
  return
}

// -----

// Tiled matmul missing the second barrier (2-D block): the next tile's load
// overwrites As while other threads still read it (WAR across iterations).
// The flat index ty * 16 + tx means blockDim.x == 16 (LaunchShapes.h): the
// row a thread reads is written by its own row of threads, one warp.
// CHECK: r14.cu:6:5: error: warp-synchronous shared-memory access without __syncwarp(): this write of @As races (write-after-read) with another lane of the same warp (with a 16x16 block, assuming blockDim.x is 16
// CHECK: r14.cu:9:14: note: the conflicting read (in an earlier loop iteration) is here
// CHECK: r14.cu:6:5: note: insert __syncwarp() (simt.barrier warp) before line 6
simt.global shared @As : !llvm.array<16 x array<16 x f32>>
func.func @r14(%a: !simt.ptr<f32, global>, %tiles: index) attributes {simt.kernel} {
  %tx = simt.thread_id x
  %ty = simt.thread_id y
  %c16 = arith.constant 16 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %aa = simt.addressof @As : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared>
  %as = simt.ptr_cast %aa : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared> to !simt.ptr<f32, shared>
  %row = arith.muli %ty, %c16 : i32
  %wi = arith.addi %row, %tx : i32
  %wp = simt.ptr_add %as, %wi : !simt.ptr<f32, shared>, i32
  %r = scf.for %t = %c0 to %tiles step %c1 iter_args(%acc = %zero) -> f32 {
    %ti = arith.index_cast %t : index to i32
    %ap = simt.ptr_add %a, %ti : !simt.ptr<f32, global>, i32
    %av = simt.load %ap : !simt.ptr<f32, global> -> f32
    simt.store %av, %wp : f32, !simt.ptr<f32, shared> loc("r14.cu":6:5)
    simt.barrier block loc("r14.cu":7:5)
    %inner = scf.for %j = %c0 to %c1 step %c1 iter_args(%s = %acc) -> f32 {
      %ji = arith.index_cast %j : index to i32
      %ri = arith.addi %row, %ji : i32
      %rp = simt.ptr_add %as, %ri : !simt.ptr<f32, shared>, i32
      %v = simt.load %rp : !simt.ptr<f32, shared> -> f32 loc("r14.cu":9:14)
      %s1 = arith.addf %s, %v : f32
      scf.yield %s1 : f32
    }
    scf.yield %inner : f32
  }
  return
}
