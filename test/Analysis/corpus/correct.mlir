// Correct but tricky kernels: no diagnostic from the verifier, and nothing
// for --auto-sync to insert (a remark would fail -verify-diagnostics).
// RUN: kiln-opt %s -split-input-file -simt-verify-sync -verify-diagnostics -o /dev/null
// RUN: kiln-opt %s -split-input-file -simt-insert-barriers -verify-diagnostics -o /dev/null

// c01: per-thread private slot: s[tid] written then read by the same thread.
simt.global shared @s : !llvm.array<1024 x f32>
func.func @c01(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  %w = simt.load %st : !simt.ptr<f32, shared> -> f32
  %x = arith.addf %w, %v : f32
  simt.store %x, %st : f32, !simt.ptr<f32, shared>
  return
}

// -----

// c02: neighbour read after a barrier.
simt.global shared @s : !llvm.array<1025 x f32>
func.func @c02(%v: f32, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32
  %o = simt.ptr_add %out, %tid : !simt.ptr<f32, global>, i32
  simt.store %w, %o : f32, !simt.ptr<f32, global>
  return
}

// -----

// c03: barriers under branches on blockIdx and on a kernel parameter.
func.func @c03(%n: i32, %flag: i1) attributes {simt.kernel} {
  %b = simt.block_id x
  %c = arith.cmpi slt, %b, %n : i32
  cf.cond_br %c, ^sync, ^next
^sync:
  simt.barrier block
  cf.br ^next
^next:
  scf.if %flag {
    simt.barrier block
  }
  return
}

// -----

// c04: barrier in a cf loop whose trip count is a kernel parameter.
func.func @c04(%n: i32) attributes {simt.kernel} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  simt.barrier block
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^header(%i1 : i32)
^exit:
  return
}

// -----

// c05: scf.for with a uniform bound (gridDim), barrier at the top and bottom.
simt.global shared @s : !llvm.array<1025 x f32>
func.func @c05(%x: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %g = simt.grid_dim x
  %ub = arith.index_cast %g : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %t1 = arith.addi %tid, %one : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %zero) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %xp = simt.ptr_add %x, %ii : !simt.ptr<f32, global>, i32
    %xv = simt.load %xp : !simt.ptr<f32, global> -> f32
    simt.store %xv, %st : f32, !simt.ptr<f32, shared>
    simt.barrier block
    %v = simt.load %sn : !simt.ptr<f32, shared> -> f32
    %a = arith.addf %acc, %v : f32
    simt.barrier block
    scf.yield %a : f32
  }
  return
}

// -----

// c06: block reduce: butterfly shuffles, lane 0 writes s[warp], barrier,
// warp 0 reads s[lane] and reduces again.
simt.global shared @s : !llvm.array<32 x f32>
func.func @c06(%v: f32, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %lane = simt.lane_id
  %warp = simt.warp_id
  %full = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<32 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<32 x f32>, shared> to !simt.ptr<f32, shared>
  cf.br ^h(%c16, %v : i32, f32)
^h(%off: i32, %acc: f32):
  %more = arith.cmpi ugt, %off, %c0 : i32
  cf.cond_br %more, ^b, ^done
^b:
  %o = simt.shuffle xor %acc, %off, %full : f32
  %a = arith.addf %acc, %o : f32
  %off2 = arith.shrui %off, %c1 : i32
  cf.br ^h(%off2, %a : i32, f32)
^done:
  %l0 = arith.cmpi eq, %lane, %c0 : i32
  cf.cond_br %l0, ^write, ^sync
^write:
  %sw = simt.ptr_add %s, %warp : !simt.ptr<f32, shared>, i32
  simt.store %acc, %sw : f32, !simt.ptr<f32, shared>
  cf.br ^sync
^sync:
  simt.barrier block
  %w0 = arith.cmpi eq, %warp, %c0 : i32
  cf.cond_br %w0, ^final, ^exit
^final:
  %sl = simt.ptr_add %s, %lane : !simt.ptr<f32, shared>, i32
  %x = simt.load %sl : !simt.ptr<f32, shared> -> f32
  %y = simt.redux add %c1, %full : i32
  %z = simt.shuffle down %x, %c16, %full : f32
  %sum = arith.addf %x, %z : f32
  %first = arith.cmpi eq, %lane, %c0 : i32
  cf.cond_br %first, ^store, ^exit
^store:
  simt.store %sum, %out : f32, !simt.ptr<f32, global>
  cf.br ^exit
^exit:
  return
}

// -----

// c07: warp-level reduction through shared memory with __syncwarp between
// every read and write (warp 0 only).
simt.global shared @s : !llvm.array<64 x f32>
func.func @c07(%v: f32) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<64>} {
  %tid = simt.thread_id x
  %c32 = arith.constant 32 : i32
  %c16 = arith.constant 16 : i32
  %c8 = arith.constant 8 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<64 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<64 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %st : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %c = arith.cmpi ult, %tid, %c32 : i32
  scf.if %c {
    %t16 = arith.addi %tid, %c16 : i32
    %p16 = simt.ptr_add %s, %t16 : !simt.ptr<f32, shared>, i32
    %a = simt.load %st : !simt.ptr<f32, shared> -> f32
    %b = simt.load %p16 : !simt.ptr<f32, shared> -> f32
    %sum = arith.addf %a, %b : f32
    simt.barrier warp
    simt.store %sum, %st : f32, !simt.ptr<f32, shared>
    simt.barrier warp
    %t8 = arith.addi %tid, %c8 : i32
    %p8 = simt.ptr_add %s, %t8 : !simt.ptr<f32, shared>, i32
    %a2 = simt.load %st : !simt.ptr<f32, shared> -> f32
    %b2 = simt.load %p8 : !simt.ptr<f32, shared> -> f32
    %sum2 = arith.addf %a2, %b2 : f32
    simt.barrier warp
    simt.store %sum2, %st : f32, !simt.ptr<f32, shared>
  }
  return
}

// -----

// c08: tiled transpose (2-D block) with the barrier.
simt.global shared @tile : !llvm.array<32 x array<33 x f32>>
func.func @c08(%in: !simt.ptr<f32, global>, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tx = simt.thread_id x
  %ty = simt.thread_id y
  %c33 = arith.constant 33 : i32
  %c32 = arith.constant 32 : i32
  %ta = simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  %t = simt.ptr_cast %ta : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared> to !simt.ptr<f32, shared>
  %gi = arith.muli %ty, %c32 : i32
  %g = arith.addi %gi, %tx : i32
  %ip = simt.ptr_add %in, %g : !simt.ptr<f32, global>, i32
  %v = simt.load %ip : !simt.ptr<f32, global> -> f32
  %row = arith.muli %ty, %c33 : i32
  %wi = arith.addi %row, %tx : i32
  %wp = simt.ptr_add %t, %wi : !simt.ptr<f32, shared>, i32
  simt.store %v, %wp : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %col = arith.muli %tx, %c33 : i32
  %ri = arith.addi %col, %ty : i32
  %rp = simt.ptr_add %t, %ri : !simt.ptr<f32, shared>, i32
  %w = simt.load %rp : !simt.ptr<f32, shared> -> f32
  %op = simt.ptr_add %out, %g : !simt.ptr<f32, global>, i32
  simt.store %w, %op : f32, !simt.ptr<f32, global>
  return
}

// -----

// c09: histogram with shared atomics: zero the bins, barrier, atomics,
// barrier, write out.
simt.global shared @bins : !llvm.array<256 x i32>
func.func @c09(%data: !simt.ptr<i32, global>, %hist: !simt.ptr<i32, global>) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<256>} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c255 = arith.constant 255 : i32
  %ba = simt.addressof @bins : !simt.ptr<!llvm.array<256 x i32>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<256 x i32>, shared> to !simt.ptr<i32, shared>
  %mine = simt.ptr_add %b, %tid : !simt.ptr<i32, shared>, i32
  simt.store %c0, %mine : i32, !simt.ptr<i32, shared>
  simt.barrier block
  %dp = simt.ptr_add %data, %tid : !simt.ptr<i32, global>, i32
  %d = simt.load %dp : !simt.ptr<i32, global> -> i32
  %bin = arith.andi %d, %c255 : i32
  %bp = simt.ptr_add %b, %bin : !simt.ptr<i32, shared>, i32
  %old = simt.atomic_rmw add %bp, %c1 scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
  %old2 = simt.atomic_rmw add %mine, %c1 scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
  simt.barrier block
  %count = simt.load %mine : !simt.ptr<i32, shared> -> i32
  %hp = simt.ptr_add %hist, %tid : !simt.ptr<i32, global>, i32
  %r = simt.atomic_rmw add %hp, %count scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  return
}

// -----

// c10: tiled matmul (2-D block), two barriers per tile.
simt.global shared @As : !llvm.array<16 x array<16 x f32>>
simt.global shared @Bs : !llvm.array<16 x array<16 x f32>>
func.func @c10(%a: !simt.ptr<f32, global>, %b: !simt.ptr<f32, global>, %tiles: index) attributes {simt.kernel} {
  %tx = simt.thread_id x
  %ty = simt.thread_id y
  %c16 = arith.constant 16 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16i = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %aa = simt.addressof @As : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared>
  %as = simt.ptr_cast %aa : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared> to !simt.ptr<f32, shared>
  %bb = simt.addressof @Bs : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared>
  %bs = simt.ptr_cast %bb : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared> to !simt.ptr<f32, shared>
  %row = arith.muli %ty, %c16 : i32
  %mi = arith.addi %row, %tx : i32
  %awp = simt.ptr_add %as, %mi : !simt.ptr<f32, shared>, i32
  %bwp = simt.ptr_add %bs, %mi : !simt.ptr<f32, shared>, i32
  %r = scf.for %t = %c0 to %tiles step %c1 iter_args(%acc = %zero) -> f32 {
    %ti = arith.index_cast %t : index to i32
    %ap = simt.ptr_add %a, %ti : !simt.ptr<f32, global>, i32
    %av = simt.load %ap : !simt.ptr<f32, global> -> f32
    %bp = simt.ptr_add %b, %ti : !simt.ptr<f32, global>, i32
    %bv = simt.load %bp : !simt.ptr<f32, global> -> f32
    simt.store %av, %awp : f32, !simt.ptr<f32, shared>
    simt.store %bv, %bwp : f32, !simt.ptr<f32, shared>
    simt.barrier block
    %inner = scf.for %k = %c0 to %c16i step %c1 iter_args(%s = %acc) -> f32 {
      %ki = arith.index_cast %k : index to i32
      %ai = arith.addi %row, %ki : i32
      %arp = simt.ptr_add %as, %ai : !simt.ptr<f32, shared>, i32
      %x = simt.load %arp : !simt.ptr<f32, shared> -> f32
      %krow = arith.muli %ki, %c16 : i32
      %bi = arith.addi %krow, %tx : i32
      %brp = simt.ptr_add %bs, %bi : !simt.ptr<f32, shared>, i32
      %y = simt.load %brp : !simt.ptr<f32, shared> -> f32
      %p = arith.mulf %x, %y : f32
      %s1 = arith.addf %s, %p : f32
      scf.yield %s1 : f32
    }
    simt.barrier block
    scf.yield %inner : f32
  }
  return
}

// -----

// c11: double buffering, one barrier per iteration: stage (k+1)%2 is filled
// while stage k%2 is read by every thread.
simt.global shared @buf : !llvm.array<512 x f32>
func.func @c11(%x: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel = unit, simt.launch_bounds = #simt.launch_bounds<256>} {
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
  %first = simt.ptr_add %b, %tid : !simt.ptr<f32, shared>, i32
  %xv0 = simt.load %x : !simt.ptr<f32, global> -> f32
  simt.store %xv0, %first : f32, !simt.ptr<f32, shared>
  simt.barrier block
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
  simt.store %xv, %wp : f32, !simt.ptr<f32, shared>
  %ri = arith.addi %cbase, %nb : i32
  %rp = simt.ptr_add %b, %ri : !simt.ptr<f32, shared>, i32
  %v = simt.load %rp : !simt.ptr<f32, shared> -> f32
  %a = arith.addf %acc, %v : f32
  simt.barrier block
  cf.br ^header(%k1, %a : i32, f32)
^exit:
  return
}

// -----

// c12: shuffle after a divergent if/else has re-joined.
func.func @c12(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %full = arith.constant -1 : i32
  %two = arith.constant 2.0 : f32
  %odd = arith.andi %tid, %c1 : i32
  %c = arith.trunci %odd : i32 to i1
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.mulf %v, %two : f32
  cf.br ^join(%x : f32)
^b:
  cf.br ^join(%v : f32)
^join(%y: f32):
  %s = simt.shuffle xor %y, %c1, %full : f32
  simt.barrier block
  return
}

// -----

// c13: thread 0 writes a shared scalar, barrier, everybody reads it; the
// value read is block-uniform, so the barrier under it is fine.
simt.global shared @total : i32
func.func @c13(%sum: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %p = simt.addressof @total : !simt.ptr<i32, shared>
  %first = arith.cmpi eq, %tid, %c0 : i32
  scf.if %first {
    simt.store %sum, %p : i32, !simt.ptr<i32, shared>
  }
  simt.barrier block
  %t = simt.load %p : !simt.ptr<i32, shared> -> i32
  %pos = arith.cmpi sgt, %t, %c0 : i32
  scf.if %pos {
    simt.barrier block
  }
  return
}

// -----

// c14: __syncthreads_count result decides a loop with a barrier in it.
func.func @c14(%x: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %x, %tid : !simt.ptr<i32, global>, i32
  %c0 = arith.constant 0 : i32
  cf.br ^header
^header:
  %v = simt.load %p : !simt.ptr<i32, global> -> i32
  %busy = arith.cmpi ne, %v, %c0 : i32
  %n = simt.barrier_reduce count %busy
  %any = arith.cmpi ne, %n, %c0 : i32
  cf.cond_br %any, ^body, ^exit
^body:
  simt.barrier block
  cf.br ^header
^exit:
  return
}

// -----

// c15: __all_sync result (warp-uniform) guards a __syncwarp and a shuffle.
func.func @c15(%x: !simt.ptr<i32, global>, %v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %x, %tid : !simt.ptr<i32, global>, i32
  %d = simt.load %p : !simt.ptr<i32, global> -> i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %full = arith.constant -1 : i32
  %pred = arith.cmpi sgt, %d, %c0 : i32
  %all = simt.vote all %pred, %full : i1
  scf.if %all {
    simt.barrier warp
    %s = simt.shuffle down %v, %c1, %full : f32
  }
  return
}

// -----

// c16: warp collectives under warp-uniform branches: warp_id == 0, tid < 64.
func.func @c16(%v: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %warp = simt.warp_id
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %full = arith.constant -1 : i32
  %w0 = arith.cmpi eq, %warp, %c0 : i32
  scf.if %w0 {
    %r = simt.redux add %v, %full : i32
  }
  %lt = arith.cmpi ult, %tid, %c64 : i32
  scf.if %lt {
    simt.barrier warp
  }
  return
}

// -----

// c17: partial warp with the matching mask: if (lane < 16) __syncwarp(0xffff).
func.func @c17() attributes {simt.kernel} {
  %lane = simt.lane_id
  %c16 = arith.constant 16 : i32
  %m = arith.constant 65535 : i32
  %c = arith.cmpi ult, %lane, %c16 : i32
  scf.if %c {
    simt.barrier warp, %m
  }
  return
}

// -----

// c18: disjoint single-thread writes: thread 0 -> s[0], thread 1 -> s[1];
// each reads back its own element.
simt.global shared @s : !llvm.array<2 x i32>
func.func @c18() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<2 x i32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<2 x i32>, shared> to !simt.ptr<i32, shared>
  %s1 = simt.ptr_add %s, %c1 : !simt.ptr<i32, shared>, i32
  %t0 = arith.cmpi eq, %tid, %c0 : i32
  scf.if %t0 {
    simt.store %tid, %s : i32, !simt.ptr<i32, shared>
    %r = simt.load %s : !simt.ptr<i32, shared> -> i32
  }
  %t1 = arith.cmpi eq, %tid, %c1 : i32
  scf.if %t1 {
    simt.store %tid, %s1 : i32, !simt.ptr<i32, shared>
  }
  return
}

// -----

// c19: two different shared buffers never conflict.
simt.global shared @a : !llvm.array<1024 x f32>
simt.global shared @b : !llvm.array<1025 x f32>
func.func @c19(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %aa = simt.addressof @a : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %a = simt.ptr_cast %aa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %ba = simt.addressof @b : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %b = simt.ptr_cast %ba : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %ap = simt.ptr_add %a, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %ap : f32, !simt.ptr<f32, shared>
  %t1 = arith.addi %tid, %c1 : i32
  %bp = simt.ptr_add %b, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %bp : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// c20: barrier after a divergent if/else (reconverged), then the neighbour read.
simt.global shared @s : !llvm.array<1025 x f32>
func.func @c20(%v: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1025 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1025 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %odd = arith.andi %tid, %c1 : i32
  %c = arith.trunci %odd : i32 to i1
  scf.if %c {
    simt.store %v, %st : f32, !simt.ptr<f32, shared>
  } else {
    %x = arith.mulf %v, %two : f32
    simt.store %x, %st : f32, !simt.ptr<f32, shared>
  }
  simt.barrier block
  %t1 = arith.addi %tid, %c1 : i32
  %sn = simt.ptr_add %s, %t1 : !simt.ptr<f32, shared>, i32
  %w = simt.load %sn : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// c21: struct in shared memory: thread 0 writes field 0, thread 32 writes
// field 1 (different bytes), barrier, everybody reads both.
simt.global shared @st : !llvm.struct<(i32, f32)>
func.func @c21(%f: f32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %p = simt.addressof @st : !simt.ptr<!llvm.struct<(i32, f32)>, shared>
  %f0 = simt.member_ptr %p[0] : !simt.ptr<!llvm.struct<(i32, f32)>, shared> -> !simt.ptr<i32, shared>
  %f1 = simt.member_ptr %p[1] : !simt.ptr<!llvm.struct<(i32, f32)>, shared> -> !simt.ptr<f32, shared>
  %t0 = arith.cmpi eq, %tid, %c0 : i32
  scf.if %t0 {
    simt.store %tid, %f0 : i32, !simt.ptr<i32, shared>
  }
  %t32 = arith.cmpi eq, %tid, %c32 : i32
  scf.if %t32 {
    simt.store %f, %f1 : f32, !simt.ptr<f32, shared>
  }
  simt.barrier block
  %a = simt.load %f0 : !simt.ptr<i32, shared> -> i32
  %b = simt.load %f1 : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// c22: 2-D block, the same thread's slot tile[ty][tx] written then read.
simt.global shared @tile : !llvm.array<16 x array<16 x f32>>
func.func @c22(%v: f32) attributes {simt.kernel} {
  %tx = simt.thread_id x
  %ty = simt.thread_id y
  %c16 = arith.constant 16 : i32
  %ta = simt.addressof @tile : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared>
  %t = simt.ptr_cast %ta : !simt.ptr<!llvm.array<16 x array<16 x f32>>, shared> to !simt.ptr<f32, shared>
  %row = arith.muli %ty, %c16 : i32
  %i = arith.addi %row, %tx : i32
  %p = simt.ptr_add %t, %i : !simt.ptr<f32, shared>, i32
  simt.store %v, %p : f32, !simt.ptr<f32, shared>
  %w = simt.load %p : !simt.ptr<f32, shared> -> f32
  %x = arith.addf %w, %v : f32
  simt.store %x, %p : f32, !simt.ptr<f32, shared>
  return
}

// -----

// c23: loop bound read from __constant__ memory: uniform, barrier inside.
simt.global constant @n : i32
func.func @c23() attributes {simt.kernel} {
  %np = simt.addressof @n : !simt.ptr<i32, constant>
  %n = simt.load %np : !simt.ptr<i32, constant> -> i32
  %ub = arith.index_cast %n : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %ub step %c1 {
    simt.barrier block
  }
  return
}

// -----

// c24: every thread does atomicAdd(&count, 1); barrier; thread 0 reads it.
simt.global shared @count : i32
func.func @c24(%out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = simt.addressof @count : !simt.ptr<i32, shared>
  %old = simt.atomic_rmw add %p, %c1 scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
  %m = simt.atomic_rmw max %p, %tid scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
  simt.barrier block
  %t0 = arith.cmpi eq, %tid, %c0 : i32
  scf.if %t0 {
    %n = simt.load %p : !simt.ptr<i32, shared> -> i32
    simt.store %n, %out : i32, !simt.ptr<i32, global>
  }
  return
}

// -----

// c25: shuffles with computed masks (ballot, activemask) in divergent code.
func.func @c25(%v: i32, %x: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %x, %tid : !simt.ptr<i32, global>, i32
  %d = simt.load %p : !simt.ptr<i32, global> -> i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %full = arith.constant -1 : i32
  %pred = arith.cmpi sgt, %d, %c0 : i32
  %mask = simt.vote ballot %pred, %full : i32
  scf.if %pred {
    %s = simt.shuffle idx %v, %c0, %mask : i32
    %am = simt.active_mask
    %r = simt.redux add %v, %am : i32
  }
  return
}

// -----

// c26: warp-private slices: each warp uses s[warp * 32 + lane] and reads its
// neighbour lane within the warp after a __syncwarp.
simt.global shared @s : !llvm.array<1024 x f32>
func.func @c26(%v: f32) attributes {simt.kernel} {
  %lane = simt.lane_id
  %warp = simt.warp_id
  %c32 = arith.constant 32 : i32
  %c1 = arith.constant 1 : i32
  %c31 = arith.constant 31 : i32
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<1024 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<1024 x f32>, shared> to !simt.ptr<f32, shared>
  %base = arith.muli %warp, %c32 : i32
  %mi = arith.addi %base, %lane : i32
  %mp = simt.ptr_add %s, %mi : !simt.ptr<f32, shared>, i32
  simt.store %v, %mp : f32, !simt.ptr<f32, shared>
  simt.barrier warp
  %l1 = arith.addi %lane, %c1 : i32
  %nl = arith.andi %l1, %c31 : i32
  %ni = arith.addi %base, %nl : i32
  %np = simt.ptr_add %s, %ni : !simt.ptr<f32, shared>, i32
  %w = simt.load %np : !simt.ptr<f32, shared> -> f32
  return
}

// -----

// c27: a device function with a barrier (assumed called from uniform code)
// and a kernel whose early branch is uniform (blockIdx bounds check).
func.func @helper(%n: i32) {
  simt.barrier block
  return
}
func.func @c27(%n: i32) attributes {simt.kernel} {
  %b = simt.block_id x
  %c = arith.cmpi sge, %b, %n : i32
  cf.cond_br %c, ^ret, ^body
^body:
  simt.barrier block
  return
^ret:
  return
}
