// A kernel using every target-independent simt feature: shared, dynamic
// shared and constant memory, a struct parameter, barriers, warp collectives,
// atomics and fences of every scope but cluster.
simt.global shared @tile : !llvm.array<32 x array<33 x f32>> {alignment = 16 : i64}
simt.global constant @coeffs : !llvm.array<4 x f32> = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
simt.global global @counter : i32

func.func @collectives(%out: !simt.ptr<f32, global>, %cnt: !simt.ptr<i32, global>,
                       %params: !llvm.struct<packed (i32, array<4 x i8>, f64)> {simt.param_align = 8 : i64},
                       %n: i32)
    attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<256, 2>} {
  %tid = simt.thread_id x
  %lane = simt.lane_id
  %warp = simt.warp_id
  %full = arith.constant -1 : i32
  %c16 = arith.constant 16 : i32
  %c8 = arith.constant 8 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %tile = simt.addressof @tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared>
  %flat = simt.ptr_cast %tile : !simt.ptr<!llvm.array<32 x array<33 x f32>>, shared> to !simt.ptr<f32, shared>
  %slot = simt.ptr_add %flat, %tid : !simt.ptr<f32, shared>, i32
  %dyn = simt.dynamic_shared {alignment = 16 : i64} : !simt.ptr<f32, shared>
  %dslot = simt.ptr_add %dyn, %tid : !simt.ptr<f32, shared>, i32
  %coeffs = simt.addressof @coeffs : !simt.ptr<!llvm.array<4 x f32>, constant>
  %cf = simt.ptr_cast %coeffs : !simt.ptr<!llvm.array<4 x f32>, constant> to !simt.ptr<f32, constant>
  %k = simt.load %cf : !simt.ptr<f32, constant> -> f32
  %scale = llvm.extractvalue %params[2] : !llvm.struct<packed (i32, array<4 x i8>, f64)>
  %scalef = arith.truncf %scale : f64 to f32
  %tf = arith.uitofp %tid : i32 to f32
  %v0 = arith.mulf %tf, %k : f32
  %v = arith.addf %v0, %scalef : f32
  simt.store %v, %slot : f32, !simt.ptr<f32, shared>
  simt.store %v, %dslot : f32, !simt.ptr<f32, shared>
  simt.barrier block
  %x = simt.load %slot : !simt.ptr<f32, shared> -> f32
  %s1 = simt.shuffle down %x, %c16, %full : f32
  %a1 = arith.addf %x, %s1 : f32
  %s2 = simt.shuffle xor %a1, %c8, %full width %c16 : f32
  %a2 = arith.addf %a1, %s2 : f32
  %s3 = simt.shuffle up %a2, %c1, %full : f32
  %d = arith.extf %s3 : f32 to f64
  %s4 = simt.shuffle idx %d, %c0, %full : f64
  %back = arith.truncf %s4 : f64 to f32
  simt.barrier warp
  simt.barrier warp, %full
  %pos = arith.cmpf ogt, %back, %v : f32
  %ballot = simt.vote ballot %pos, %full : i32
  %all = simt.vote all %pos, %full : i1
  %any = simt.vote any %pos, %full : i1
  %act = simt.active_mask
  %m = simt.match_any %ballot, %act : i32
  %ma, %mp = simt.match_all %lane, %act : i32
  %r = simt.redux add %m, %full : i32
  %cnt0 = simt.barrier_reduce count %pos
  %and0 = simt.barrier_reduce and %all
  %or0 = simt.barrier_reduce or %any
  %sum0 = arith.addi %r, %cnt0 : i32
  %sum1 = arith.addi %sum0, %and0 : i32
  %sum2 = arith.addi %sum1, %or0 : i32
  %sum3 = arith.addi %sum2, %ma : i32
  %sum = arith.addi %sum3, %warp : i32
  %old = simt.atomic_rmw add %cnt, %sum scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %o2 = simt.atomic_rmw add %cnt, %old scope(block) order(acq_rel) : !simt.ptr<i32, global>, i32
  %o3 = simt.atomic_rmw max %cnt, %o2 scope(system) order(seq_cst) : !simt.ptr<i32, global>, i32
  %o4 = simt.atomic_cas %cnt, %o3, %c0 scope(device) order(acq_rel) : !simt.ptr<i32, global>, i32
  %sh = simt.atomic_rmw add %slot, %back scope(block) order(relaxed) : !simt.ptr<f32, shared>, f32
  %ctr = simt.addressof @counter : !simt.ptr<i32, global>
  %o5 = simt.atomic_rmw inc %ctr, %o4 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  simt.atomic_store %o5, %ctr scope(device) order(release) : i32, !simt.ptr<i32, global>
  %ld = simt.atomic_load %ctr scope(system) order(acquire) : !simt.ptr<i32, global> -> i32
  simt.fence block order(acq_rel)
  simt.fence device
  simt.fence system
  %o6 = simt.atomic_rmw or %cnt, %ld scope(system) order(relaxed) : !simt.ptr<i32, global>, i32
  %inb = arith.cmpi slt, %tid, %n : i32
  scf.if %inb {
    %p = simt.ptr_add %out, %tid : !simt.ptr<f32, global>, i32
    %lf = arith.sitofp %ld : i32 to f32
    %res = arith.addf %back, %lf : f32
    %res2 = arith.addf %res, %sh : f32
    simt.store %res2, %p : f32, !simt.ptr<f32, global>
  }
  return
}
