// Barriers that not every thread of their scope reaches: each is rejected at
// the barrier's line with a note at the branch that splits the threads.
// RUN: not kiln-opt %s -split-input-file -simt-verify-sync -o /dev/null 2>&1 | FileCheck %s

// if (threadIdx.x < n) __syncthreads();
// CHECK: d01.cu:5:5: error: block barrier is reached under thread-dependent control flow: not every thread of the block arrives, which can deadlock
// CHECK: d01.cu:4:3: note: this branch decides which threads arrive: its condition differs between threads of a warp
func.func @d01(%n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x loc("d01.cu":3:11)
  %c = arith.cmpi slt, %tid, %n : i32 loc("d01.cu":4:7)
  cf.cond_br %c, ^bb1, ^bb2 loc("d01.cu":4:3)
^bb1:
  simt.barrier block loc("d01.cu":5:5)
  cf.br ^bb2
^bb2:
  return
}

// -----

// if (threadIdx.x & 1) { ...; __syncthreads(); } else { ...; __syncthreads(); }
// CHECK: d02.cu:6:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d02.cu:4:3: note: this branch decides which threads arrive
// CHECK: d02.cu:8:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d02.cu:4:3: note: this branch decides which threads arrive
func.func @d02() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c1 = arith.constant 1 : i32
  %odd = arith.andi %tid, %c1 : i32
  %c0 = arith.constant 0 : i32
  %c = arith.cmpi ne, %odd, %c0 : i32
  cf.cond_br %c, ^then, ^else loc("d02.cu":4:3)
^then:
  simt.barrier block loc("d02.cu":6:5)
  cf.br ^join
^else:
  simt.barrier block loc("d02.cu":8:5)
  cf.br ^join
^join:
  return
}

// -----

// while (data[threadIdx.x] > 0) { data[threadIdx.x]--; __syncthreads(); }
// The condition reads per-thread data only: threads disagree if the data
// does, which the analysis cannot know (issue 11: a warning).
// CHECK: d03.cu:7:5: warning: block barrier is reached under thread-dependent control flow{{.*}}if the per-thread data its condition reads differs between threads (the analysis cannot tell) [-Wkiln-sync]
// CHECK: d03.cu:5:3: note: this branch decides which threads arrive: its condition differs between threads of a warp
func.func @d03(%data: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %data, %tid : !simt.ptr<i32, global>, i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header
^header:
  %v = simt.load %p : !simt.ptr<i32, global> -> i32
  %more = arith.cmpi sgt, %v, %c0 : i32
  cf.cond_br %more, ^body, ^exit loc("d03.cu":5:3)
^body:
  %d = arith.subi %v, %c1 : i32
  simt.store %d, %p : i32, !simt.ptr<i32, global>
  simt.barrier block loc("d03.cu":7:5)
  cf.br ^header
^exit:
  return
}

// -----

// for (int i = 0; i < threadIdx.x; ++i) __syncthreads();   (scf form)
// CHECK: d04.cu:4:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d04.cu:3:3: note: this branch decides which threads arrive
func.func @d04() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %ub = arith.index_cast %tid : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %ub step %c1 {
    simt.barrier block loc("d04.cu":4:5)
  } loc("d04.cu":3:3)
  return
}

// -----

// if (warp_id() == 0) __syncthreads();   (uniform per warp, not per block)
// CHECK: d05.cu:5:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d05.cu:4:3: note: this branch decides which threads arrive: its condition differs between warps of a block
func.func @d05() attributes {simt.kernel} {
  %w = simt.warp_id
  %c0 = arith.constant 0 : i32
  %c = arith.cmpi eq, %w, %c0 : i32
  scf.if %c {
    simt.barrier block loc("d05.cu":5:5)
  } loc("d05.cu":4:3)
  return
}

// -----

// if (lane_id() == 0) n = __syncthreads_count(p);
// CHECK: d06.cu:6:10: error: block barrier (barrier_reduce) is reached under thread-dependent control flow
// CHECK: d06.cu:5:3: note: this branch decides which threads arrive
func.func @d06(%out: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %lane = simt.lane_id
  %c0 = arith.constant 0 : i32
  %c = arith.cmpi eq, %lane, %c0 : i32
  scf.if %c {
    %n = simt.barrier_reduce count %c loc("d06.cu":6:10)
    simt.store %n, %out : i32, !simt.ptr<i32, global>
  } loc("d06.cu":5:3)
  return
}

// -----

// for (int k = 0; k < n; ++k) { if (x[threadIdx.x] < 0) break; __syncthreads(); }  use(k) after the loop
// The break depends on per-thread data only: a warning (issue 11).
// CHECK: d07.cu:9:5: warning: block barrier is reached under thread-dependent control flow
// CHECK: d07.cu:7:5: note: this branch decides which threads arrive
func.func @d07(%x: !simt.ptr<f32, global>, %n: i32, %out: !simt.ptr<f32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %x, %tid : !simt.ptr<f32, global>, i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  cf.br ^header(%c0 : i32)
^header(%k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit loc("d07.cu":6:3)
^body:
  %v = simt.load %p : !simt.ptr<f32, global> -> f32
  %neg = arith.cmpf olt, %v, %zero : f32
  cf.cond_br %neg, ^exit, ^sync loc("d07.cu":7:5)
^sync:
  simt.barrier block loc("d07.cu":9:5)
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^header(%k1 : i32)
^exit:
  simt.store %zero, %out : f32, !simt.ptr<f32, global>
  return
}

// -----

// if (blockIdx.x == 0) kiln::sync(kiln::scope::cluster);
// CHECK: d08.cu:5:5: error: cluster barrier is reached under block-dependent control flow: not every thread of the cluster arrives
// CHECK: d08.cu:4:3: note: this branch decides which threads arrive: its condition differs between blocks of a cluster
func.func @d08() attributes {simt.kernel} {
  %b = simt.block_id x
  %c0 = arith.constant 0 : i32
  %c = arith.cmpi eq, %b, %c0 : i32
  scf.if %c {
    simt.barrier cluster loc("d08.cu":5:5)
  } loc("d08.cu":4:3)
  return
}

// -----

// do { v = buf[threadIdx.x]; __syncthreads(); } while (v != 0);   (scf.while)
// The loop test reads per-thread data only: a warning (issue 11).
// CHECK: d09.cu:6:5: warning: block barrier is reached under thread-dependent control flow
// CHECK: d09.cu:4:3: note: this branch decides which threads arrive
func.func @d09(%buf: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %buf, %tid : !simt.ptr<i32, global>, i32
  %c0 = arith.constant 0 : i32
  scf.while : () -> () {
    %v = simt.load %p : !simt.ptr<i32, global> -> i32
    simt.barrier block loc("d09.cu":6:5)
    %again = arith.cmpi ne, %v, %c0 : i32
    scf.condition(%again)
  } do {
    scf.yield
  } loc("d09.cu":4:3)
  return
}

// -----

// if (threadIdx.x < 128) { if (blockIdx.x == 0) __syncthreads(); }
// The inner branch is uniform; the note names the outer one.
// CHECK: d10.cu:6:7: error: block barrier is reached under thread-dependent control flow
// CHECK: d10.cu:4:3: note: this branch decides which threads arrive
func.func @d10() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c128 = arith.constant 128 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.addi %tid, %c1 : i32
  %c = arith.cmpi ult, %t, %c128 : i32
  %b = simt.block_id x
  %u = arith.cmpi eq, %b, %c0 : i32
  cf.cond_br %c, ^outer, ^exit loc("d10.cu":4:3)
^outer:
  cf.cond_br %u, ^inner, ^exit loc("d10.cu":5:5)
^inner:
  simt.barrier block loc("d10.cu":6:7)
  cf.br ^exit
^exit:
  return
}

// -----

// int m = threadIdx.x < 4 ? n : 0;  if (m > 3) __syncthreads();
// CHECK: d11.cu:6:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d11.cu:5:3: note: this branch decides which threads arrive
func.func @d11(%n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %lt = arith.cmpi ult, %tid, %c4 : i32
  %m = arith.select %lt, %n, %c0 : i32
  %c = arith.cmpi sgt, %m, %c3 : i32
  scf.if %c {
    simt.barrier block loc("d11.cu":6:5)
  } loc("d11.cu":5:3)
  return
}

// -----

// if (atomicAdd(&counter, 1) == 0) __syncthreads();
// CHECK: d12.cu:6:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d12.cu:5:3: note: this branch decides which threads arrive
func.func @d12(%counter: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %old = simt.atomic_rmw add %counter, %c1 scope(device) order(relaxed) : !simt.ptr<i32, global>, i32
  %first = arith.cmpi eq, %old, %c0 : i32
  scf.if %first {
    simt.barrier block loc("d12.cu":6:5)
  } loc("d12.cu":5:3)
  return
}

// -----

// int i = 0; while (data[i] != threadIdx.x) ++i;   if (i < 8) __syncthreads();
// `i` is left at different iterations by different threads (temporal divergence).
// CHECK: d13.cu:9:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d13.cu:8:3: note: this branch decides which threads arrive
func.func @d13(%data: !simt.ptr<i32, global>) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %p = simt.ptr_add %data, %i : !simt.ptr<i32, global>, i32
  %v = simt.load %p : !simt.ptr<i32, global> -> i32
  %found = arith.cmpi eq, %v, %tid : i32
  %i1 = arith.addi %i, %c1 : i32
  cf.cond_br %found, ^after, ^header(%i1 : i32) loc("d13.cu":6:3)
^after:
  %small = arith.cmpi slt, %i, %c8 : i32
  cf.cond_br %small, ^sync, ^exit loc("d13.cu":8:3)
^sync:
  simt.barrier block loc("d13.cu":9:5)
  cf.br ^exit
^exit:
  return
}

// -----

// switch (threadIdx.x % 4) { case 1: __syncthreads(); break; default: break; }
// CHECK: d14.cu:7:5: error: block barrier is reached under thread-dependent control flow
// CHECK: d14.cu:5:3: note: this branch decides which threads arrive
func.func @d14() attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c4 = arith.constant 4 : i32
  %r = arith.remui %tid, %c4 : i32
  cf.switch %r : i32, [
    default: ^exit,
    1: ^case1
  ] loc("d14.cu":5:3)
^case1:
  simt.barrier block loc("d14.cu":7:5)
  cf.br ^exit
^exit:
  return
}
