// Threads that return before a barrier the others reach: a warning (the
// hardware counts exited threads as arrived; CUDA leaves it undefined).
// RUN: kiln-opt %s -split-input-file -simt-verify-sync -o /dev/null 2>&1 | FileCheck %s

// if (i >= n) return;  s[tid] = x[i]; __syncthreads(); ...
// CHECK: e01.cu:9:3: warning: threads that leave early at line 5 never reach this block barrier
// CHECK: e01.cu:5:3: note: threads leave here
simt.global shared @s : !llvm.array<256 x f32>
func.func @e01(%x: !simt.ptr<f32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %c = arith.cmpi sge, %tid, %n : i32
  cf.cond_br %c, ^ret, ^body loc("e01.cu":5:3)
^body:
  %sa = simt.addressof @s : !simt.ptr<!llvm.array<256 x f32>, shared>
  %s = simt.ptr_cast %sa : !simt.ptr<!llvm.array<256 x f32>, shared> to !simt.ptr<f32, shared>
  %st = simt.ptr_add %s, %tid : !simt.ptr<f32, shared>, i32
  %xp = simt.ptr_add %x, %tid : !simt.ptr<f32, global>, i32
  %v = simt.load %xp : !simt.ptr<f32, global> -> f32
  simt.store %v, %st : f32, !simt.ptr<f32, shared> loc("e01.cu":8:3)
  simt.barrier block loc("e01.cu":9:3)
  %w = simt.load %s : !simt.ptr<f32, shared> -> f32 loc("e01.cu":10:3)
  simt.store %w, %xp : f32, !simt.ptr<f32, global>
  return
^ret:
  return
}

// -----

// for (k = 0; k < n; ++k) { if (data[tid] == 0) return; __syncthreads(); }
// CHECK: e02.cu:8:5: warning: threads that leave early at line 7 never reach this block barrier
// CHECK: e02.cu:7:5: note: threads leave here
func.func @e02(%data: !simt.ptr<i32, global>, %n: i32) attributes {simt.kernel} {
  %tid = simt.thread_id x
  %p = simt.ptr_add %data, %tid : !simt.ptr<i32, global>, i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0 : i32)
^header(%k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^done loc("e02.cu":6:3)
^body:
  %v = simt.load %p : !simt.ptr<i32, global> -> i32
  %z = arith.cmpi eq, %v, %c0 : i32
  cf.cond_br %z, ^ret, ^sync loc("e02.cu":7:5)
^sync:
  simt.barrier block loc("e02.cu":8:5)
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^header(%k1 : i32)
^done:
  return
^ret:
  return
}
