// cuda-oxide's bug: a CPU-style jump-threading pass copied `bar.sync` into
// both arms of a divergent branch and hung the GPU. Barriers are convergent
// intrinsics from the NVVM dialect on, so no MLIR or LLVM pass (jump
// threading, tail duplication, simplifycfg, loop unswitching) may duplicate
// them: the -O3 PTX of each kernel holds exactly one block barrier.
//
// RUN: kilnc %s --arch=sm_90 -O3 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: kilnc %s --arch=sm_90 -O3 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// `if (tid < n) {a} else {b}; __syncthreads(); if (tid < n) {c}`: the second
// branch tests what the first decided, the shape jump threading threads
// through the barrier block by duplicating it into both predecessors.
// PTX-LABEL: .entry bait(
// PTX-COUNT-1: {{bar.sync|barrier.sync}}
// PTX-NOT: {{bar.sync|barrier.sync}}
func.func @bait(%a: !simt.ptr<f32, global>, %b: !simt.ptr<i32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %n : i32
  %pa = simt.ptr_add %a, %tid : !simt.ptr<f32, global>, i32
  %pb = simt.ptr_add %b, %tid : !simt.ptr<i32, global>, i32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 7 : i32
  %flag = scf.if %c -> i1 {
    simt.store %one, %pa : f32, !simt.ptr<f32, global>
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %old = simt.atomic_rmw add %b, %k scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
    simt.store %old, %pb : i32, !simt.ptr<i32, global>
    %f = arith.constant false
    scf.yield %f : i1
  }
  simt.barrier block
  scf.if %flag {
    %v = simt.load %pa : !simt.ptr<f32, global> -> f32
    %w = arith.addf %v, %one : f32
    simt.store %w, %pa : f32, !simt.ptr<f32, global>
  } else {
    %v = simt.load %pb : !simt.ptr<i32, global> -> i32
    %w = arith.addi %v, %k : i32
    simt.store %w, %pb : i32, !simt.ptr<i32, global>
  }
  return
}

// The same bait in unstructured form, with the flag in a block argument
// (a phi) as LLVM's JumpThreading sees it, and a loop whose uniform trip
// count makes unswitching/peeling tempting. That trip count is block-uniform,
// so the loop is unrolled by 4 with an epilogue loop (as nvcc does): one
// barrier per iteration copy, each after its diamond has rejoined, none
// copied into an arm.
// PTX-LABEL: .entry bait_cf(
// PTX-COUNT-4: {{bar.sync|barrier.sync}}
// PTX: .pragma "nounroll";
// PTX: {{bar.sync|barrier.sync}}
// PTX-NOT: {{bar.sync|barrier.sync}}
// PTX: ret;
func.func @bait_cf(%a: !simt.ptr<f32, global>, %n: i32, %iters: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %n : i32
  %pa = simt.ptr_add %a, %tid : !simt.ptr<f32, global>, i32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0 : i32
  cf.br ^loop(%zero : i32)
^loop(%i: i32):
  cf.cond_br %c, ^then, ^else
^then:
  simt.store %one, %pa : f32, !simt.ptr<f32, global>
  %t = arith.constant true
  cf.br ^sync(%t : i1)
^else:
  %v = simt.load %pa : !simt.ptr<f32, global> -> f32
  %d = arith.addf %v, %v : f32
  simt.store %d, %pa : f32, !simt.ptr<f32, global>
  %f = arith.constant false
  cf.br ^sync(%f : i1)
^sync(%flag: i1):
  simt.barrier block
  cf.cond_br %flag, ^after_then, ^latch
^after_then:
  %x = simt.load %pa : !simt.ptr<f32, global> -> f32
  %y = arith.mulf %x, %x : f32
  simt.store %y, %pa : f32, !simt.ptr<f32, global>
  cf.br ^latch
^latch:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %next, %iters : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return
}

// Warp collectives stay single too: one shfl.sync and one vote.sync after
// a divergent diamond that rejoins before them.
// PTX-LABEL: .entry warp_bait(
// PTX-COUNT-1: shfl.sync.bfly
// PTX-NOT: shfl.sync
// PTX-COUNT-1: vote.sync.ballot
// PTX-NOT: vote.sync
func.func @warp_bait(%a: !simt.ptr<i32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %n : i32
  %pa = simt.ptr_add %a, %tid : !simt.ptr<i32, global>, i32
  %full = arith.constant -1 : i32
  %k = arith.constant 16 : i32
  %v = scf.if %c -> i32 {
    %x = simt.load %pa : !simt.ptr<i32, global> -> i32
    scf.yield %x : i32
  } else {
    %x = arith.constant 3 : i32
    scf.yield %x : i32
  }
  %s = simt.shuffle xor %v, %k, %full : i32
  %b = simt.vote ballot %c, %full : i32
  %r = arith.addi %s, %b : i32
  scf.if %c {
    simt.store %r, %pa : i32, !simt.ptr<i32, global>
  } else {
    %r2 = arith.muli %r, %r : i32
    simt.store %r2, %pa : i32, !simt.ptr<i32, global>
  }
  return
}

// The barrier and the warp collectives are convergent in the LLVM IR.
// LLVM: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// LLVM: declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #[[BAR:[0-9]+]]
// LLVM: declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #[[SHFL:[0-9]+]]
// LLVM-DAG: attributes #[[BAR]] = { convergent
// LLVM-DAG: attributes #[[SHFL]] = { convergent

// A device function holding a barrier is convergent (clang marks every CUDA
// function so), so its call is not duplicated either.
// PTX-LABEL: .entry bait_call(
// PTX-COUNT-1: {{bar.sync|barrier.sync}}
// PTX-NOT: {{bar.sync|barrier.sync}}
func.func private @sync_and_load(%p: !simt.ptr<f32, global>) -> f32 {
  simt.barrier block
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  return %v : f32
}
func.func @bait_call(%a: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi slt, %tid, %n : i32
  %pa = simt.ptr_add %a, %tid : !simt.ptr<f32, global>, i32
  %one = arith.constant 1.0 : f32
  %flag = scf.if %c -> i1 {
    simt.store %one, %pa : f32, !simt.ptr<f32, global>
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %v = simt.load %pa : !simt.ptr<f32, global> -> f32
    %d = arith.addf %v, %v : f32
    simt.store %d, %pa : f32, !simt.ptr<f32, global>
    %f = arith.constant false
    scf.yield %f : i1
  }
  %x = func.call @sync_and_load(%pa) : (!simt.ptr<f32, global>) -> f32
  scf.if %flag {
    %y = arith.mulf %x, %x : f32
    simt.store %y, %pa : f32, !simt.ptr<f32, global>
  }
  return
}
