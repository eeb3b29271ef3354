// Kernels whose results the e2e test checks against a CPU reference.
simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
simt.global global @total : i32

func.func @vadd(%a: !simt.ptr<f32, global>, %b: !simt.ptr<f32, global>, %c: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %bid = simt.block_id x
  %bdim = simt.block_dim x
  %0 = arith.muli %bid, %bdim : i32
  %i = arith.addi %0, %tid : i32
  %in = arith.cmpi slt, %i, %n : i32
  scf.if %in {
    %pa = simt.ptr_add %a, %i : !simt.ptr<f32, global>, i32
    %pb = simt.ptr_add %b, %i : !simt.ptr<f32, global>, i32
    %pc = simt.ptr_add %c, %i : !simt.ptr<f32, global>, i32
    %x = simt.load invariant %pa : !simt.ptr<f32, global> -> f32
    %y = simt.load %pb : !simt.ptr<f32, global> -> f32
    %s = arith.addf %x, %y : f32
    simt.store %s, %pc : f32, !simt.ptr<f32, global>
  }
  return
}

// One block of 64 threads. out[tid*4 + k]:
//   k=0: sum over the warp of tid (shuffle down tree)
//   k=1: value of lane (lane ^ 5) within 16-wide segments (xor, width 16)
//   k=2: value of lane - 3 within 8-wide segments, own value when below (up, width 8)
//   k=3: f64 broadcast of lane 7's (tid * 0.5) as integer *2
//   k=4.. (i32 in out2): ballot of (tid odd), redux add of tid, barrier count of tid%3==0, match_any of tid/8
func.func @warp(%out: !simt.ptr<i32, global>, %out2: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %full = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c0 = arith.constant 0 : i32
  %s16 = simt.shuffle down %tid, %c16, %full : i32
  %a16 = arith.addi %tid, %s16 : i32
  %s8 = simt.shuffle down %a16, %c8, %full : i32
  %a8 = arith.addi %a16, %s8 : i32
  %s4 = simt.shuffle down %a8, %c4, %full : i32
  %a4 = arith.addi %a8, %s4 : i32
  %s2 = simt.shuffle down %a4, %c2, %full : i32
  %a2 = arith.addi %a4, %s2 : i32
  %s1 = simt.shuffle down %a2, %c1, %full : i32
  %a1 = arith.addi %a2, %s1 : i32
  %sum = simt.shuffle idx %a1, %c0, %full : i32
  %x = simt.shuffle xor %tid, %c5, %full width %c16 : i32
  %u = simt.shuffle up %tid, %c3, %full width %c8 : i32
  %tf = arith.uitofp %tid : i32 to f64
  %half = arith.constant 0.5 : f64
  %hv = arith.mulf %tf, %half : f64
  %bc = simt.shuffle idx %hv, %c7, %full : f64
  %two = arith.constant 2.0 : f64
  %bc2 = arith.mulf %bc, %two : f64
  %bci = arith.fptosi %bc2 : f64 to i32
  %base = arith.muli %tid, %c4 : i32
  %p0 = simt.ptr_add %out, %base : !simt.ptr<i32, global>, i32
  simt.store %sum, %p0 : i32, !simt.ptr<i32, global>
  %p1 = simt.ptr_add %p0, %c1 : !simt.ptr<i32, global>, i32
  simt.store %x, %p1 : i32, !simt.ptr<i32, global>
  %p2 = simt.ptr_add %p0, %c2 : !simt.ptr<i32, global>, i32
  simt.store %u, %p2 : i32, !simt.ptr<i32, global>
  %p3 = simt.ptr_add %p0, %c3 : !simt.ptr<i32, global>, i32
  simt.store %bci, %p3 : i32, !simt.ptr<i32, global>
  %odd0 = arith.andi %tid, %c1 : i32
  %odd = arith.cmpi ne, %odd0, %c0 : i32
  %ballot = simt.vote ballot %odd, %full : i32
  %rsum = simt.redux add %tid, %full : i32
  %m3r = arith.remui %tid, %c3 : i32
  %m3 = arith.cmpi eq, %m3r, %c0 : i32
  %cnt = simt.barrier_reduce count %m3
  %grp = arith.divui %tid, %c8 : i32
  %match = simt.match_any %grp, %full : i32
  %q0 = simt.ptr_add %out2, %base : !simt.ptr<i32, global>, i32
  simt.store %ballot, %q0 : i32, !simt.ptr<i32, global>
  %q1 = simt.ptr_add %q0, %c1 : !simt.ptr<i32, global>, i32
  simt.store %rsum, %q1 : i32, !simt.ptr<i32, global>
  %q2 = simt.ptr_add %q0, %c2 : !simt.ptr<i32, global>, i32
  simt.store %cnt, %q2 : i32, !simt.ptr<i32, global>
  %q3 = simt.ptr_add %q0, %c3 : !simt.ptr<i32, global>, i32
  simt.store %match, %q3 : i32, !simt.ptr<i32, global>
  return
}

// Grid of blocks x 128 threads. counters[0] += 1 (acq_rel device, old value
// used), counters[1] += tid (relaxed system, unused -> red), counters[2] max
// tid (seq_cst), counters[3]: per-block shared-memory count (block relaxed)
// added by thread 0 after a barrier; @total += 1 (relaxed device);
// counters[4] |= 1 << (bid % 32) (release device, unused).
func.func @atomics(%counters: !simt.ptr<i32, global>, %olds: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %bid = simt.block_id x
  %bdim = simt.block_dim x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c31 = arith.constant 31 : i32
  %gid0 = arith.muli %bid, %bdim : i32
  %gid = arith.addi %gid0, %tid : i32
  %old = simt.atomic_rmw add %counters, %c1 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  %po = simt.ptr_add %olds, %gid : !simt.ptr<i32, global>, i32
  simt.store %old, %po : i32, !simt.ptr<i32, global>
  %p1 = simt.ptr_add %counters, %c1 : !simt.ptr<i32, global>, i32
  %u1 = simt.atomic_rmw add %p1, %tid scope(system) order(relaxed) : !simt.ptr<i32, global>, i32
  %p2 = simt.ptr_add %counters, %c2 : !simt.ptr<i32, global>, i32
  %u2 = simt.atomic_rmw max %p2, %gid scope(device) order(seq_cst) : !simt.ptr<i32, global>, i32
  %sh = simt.dynamic_shared {alignment = 16 : i64} : !simt.ptr<i32, shared>
  %t0 = arith.cmpi eq, %tid, %c0 : i32
  scf.if %t0 {
    simt.store %c0, %sh : i32, !simt.ptr<i32, shared>
  }
  simt.barrier block
  %u3 = simt.atomic_rmw add %sh, %c1 scope(block) order(relaxed) : !simt.ptr<i32, shared>, i32
  simt.barrier block
  scf.if %t0 {
    %n = simt.load %sh : !simt.ptr<i32, shared> -> i32
    %p3 = simt.ptr_add %counters, %c3 : !simt.ptr<i32, global>, i32
    %u4 = simt.atomic_rmw add %p3, %n scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  }
  %tot = simt.addressof @total : !simt.ptr<i32, global>
  %u5 = simt.atomic_rmw add %tot, %c1 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %b32 = arith.remui %bid, %c31 : i32
  %bit = arith.shli %c1, %b32 : i32
  %p4 = simt.ptr_add %counters, %c4 : !simt.ptr<i32, global>, i32
  %u6 = simt.atomic_rmw or %p4, %bit scope(device) order(release) : !simt.ptr<i32, global>, i32
  return
}

// out[i] = p.scale * coeffs[i % 4] + p.offset, read back through dynamic
// shared memory in reverse order (one block of n <= 256 threads).
func.func @params(%out: !simt.ptr<f32, global>, %p: !llvm.struct<packed (i32, array<4 x i8>, f64)> {simt.param_align = 8 : i64}) attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<256>} {
  %tid = simt.thread_id x
  %n = simt.block_dim x
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  %off = llvm.extractvalue %p[0] : !llvm.struct<packed (i32, array<4 x i8>, f64)>
  %scale = llvm.extractvalue %p[2] : !llvm.struct<packed (i32, array<4 x i8>, f64)>
  %co = simt.addressof @coeffs : !simt.ptr<!llvm.array<4 x f32>, constant>
  %cf = simt.ptr_cast %co : !simt.ptr<!llvm.array<4 x f32>, constant> to !simt.ptr<f32, constant>
  %k = arith.andi %tid, %c3 : i32
  %pk = simt.ptr_add %cf, %k : !simt.ptr<f32, constant>, i32
  %ck = simt.load %pk : !simt.ptr<f32, constant> -> f32
  %ckd = arith.extf %ck : f32 to f64
  %offd = arith.sitofp %off : i32 to f64
  %v0 = arith.mulf %scale, %ckd : f64
  %v1 = arith.addf %v0, %offd : f64
  %v = arith.truncf %v1 : f64 to f32
  %sh = simt.dynamic_shared {alignment = 16 : i64} : !simt.ptr<f32, shared>
  %ps = simt.ptr_add %sh, %tid : !simt.ptr<f32, shared>, i32
  simt.store %v, %ps : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %last = arith.subi %n, %c1 : i32
  %r = arith.subi %last, %tid : i32
  %pr = simt.ptr_add %sh, %r : !simt.ptr<f32, shared>, i32
  %w = simt.load %pr : !simt.ptr<f32, shared> -> f32
  %e = math.exp %w : f32
  %lg = math.log %e : f32
  %po = simt.ptr_add %out, %r : !simt.ptr<f32, global>, i32
  simt.store %lg, %po : f32, !simt.ptr<f32, global>
  return
}
