// RUN: kiln-opt %s --simt-sccp | FileCheck %s
// RUN: kiln-opt %s --simt-sccp --canonicalize | FileCheck %s --check-prefix=CANON

// functor_transform_reduce.cu's minmax_kernel, reduced: a MinMax accumulator
// packed into a struct and taken apart with insertvalue/extractvalue each
// iteration. Upstream sccp saw the extracts after the loop forward the
// loop-carried block arguments while those still held their entry constants,
// never looked again, and stored FLT_MAX and -FLT_MAX: canonicalisation then
// dropped the loop's loads, min and max.
// CHECK-LABEL: func.func @minmax_struct_loop
// CHECK: ^bb1(%{{.*}}: i32, %[[LO:.*]]: f32, %[[HI:.*]]: f32):
// CHECK: simt.load
// CHECK: arith.minnumf %[[LO]]
// CHECK: arith.maxnumf %[[HI]]
// CHECK: ^bb3:
// CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[LO]]
// CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[HI]], %[[S0]][1]
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[S1]][0]
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[S1]][1]
// CHECK-NEXT: simt.store %[[A]], %arg1
// CHECK-NEXT: simt.store %[[B]], %arg1
// CANON-LABEL: func.func @minmax_struct_loop
// CANON: ^bb1(%{{.*}}: i32, %[[LO:.*]]: f32, %[[HI:.*]]: f32):
// CANON: %[[X:.*]] = simt.load invariant
// CANON-NEXT: %[[MIN:.*]] = arith.minnumf %[[LO]], %[[X]]
// CANON-NEXT: %[[MAX:.*]] = arith.maxnumf %[[HI]], %[[X]]
// CANON: cf.br ^bb1(%{{.*}}, %[[MIN]], %[[MAX]] : i32, f32, f32)
// CANON: simt.store %[[LO]], %arg1
// CANON-NEXT: simt.store %[[HI]], %arg1
func.func @minmax_struct_loop(%v: !simt.ptr<f32, global>, %out: !simt.ptr<f32, global>, %n: i32) {
  %c1 = arith.constant 1 : i32
  %max = arith.constant 3.40282347E+38 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %undef = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  %t = simt.thread_id x
  cf.br ^bb1(%t, %max, %lowest : i32, f32, f32)
^bb1(%i: i32, %lo: f32, %hi: f32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %i64 = arith.extsi %i : i32 to i64
  %p = simt.ptr_add inbounds %v, %i64 : !simt.ptr<f32, global>, i64
  %x = simt.load invariant %p : !simt.ptr<f32, global> -> f32
  %of0 = llvm.insertvalue %x, %undef[0] : !llvm.struct<(f32, f32)>
  %of1 = llvm.insertvalue %x, %of0[1] : !llvm.struct<(f32, f32)>
  %xlo = llvm.extractvalue %of1[0] : !llvm.struct<(f32, f32)>
  %xhi = llvm.extractvalue %of1[1] : !llvm.struct<(f32, f32)>
  %nlo = arith.minnumf %lo, %xlo : f32
  %nhi = arith.maxnumf %hi, %xhi : f32
  %s0 = llvm.insertvalue %nlo, %undef[0] : !llvm.struct<(f32, f32)>
  %s1 = llvm.insertvalue %nhi, %s0[1] : !llvm.struct<(f32, f32)>
  %lo2 = llvm.extractvalue %s1[0] : !llvm.struct<(f32, f32)>
  %hi2 = llvm.extractvalue %s1[1] : !llvm.struct<(f32, f32)>
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next, %lo2, %hi2 : i32, f32, f32)
^bb3:
  %r0 = llvm.insertvalue %lo, %undef[0] : !llvm.struct<(f32, f32)>
  %r1 = llvm.insertvalue %hi, %r0[1] : !llvm.struct<(f32, f32)>
  %a = llvm.extractvalue %r1[0] : !llvm.struct<(f32, f32)>
  %b = llvm.extractvalue %r1[1] : !llvm.struct<(f32, f32)>
  simt.store %a, %out : f32, !simt.ptr<f32, global>
  simt.store %b, %out : f32, !simt.ptr<f32, global>
  return
}

// The same class through arith: `(s - n) + n` folds to the loop-carried `s`,
// which is not an operand of the addi; the addi must follow `s` past its
// entry constant.
// CHECK-LABEL: func.func @forward_through_subi
// CHECK: ^bb1(%{{.*}}: i32, %[[S:.*]]: i32):
// CHECK: ^bb3:
// CHECK-NEXT: %[[D:.*]] = arith.subi %[[S]], %arg1
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[D]], %arg1
// CHECK-NEXT: simt.store %[[E]], %arg0
func.func @forward_through_subi(%out: !simt.ptr<i32, global>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^bb1(%c0, %c5 : i32, i32)
^bb1(%i: i32, %s: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %s2 = arith.muli %s, %n : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next, %s2 : i32, i32)
^bb3:
  %d = arith.subi %s, %n : i32
  %e = arith.addi %d, %n : i32
  simt.store %e, %out : i32, !simt.ptr<i32, global>
  return
}

// What kilnc runs it for: CUB's `for (; off + BLOCK_THREADS <= BINS; off +=
// BLOCK_THREADS)` with 16 bins and 256 threads never runs, so its counter is
// its start, and the guard after it sees 0 (the race check needs that).
// CHECK-LABEL: func.func @loop_never_runs
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[T:.*]] = simt.thread_id x
// CHECK: ^bb3:
// CHECK-NEXT: simt.store %[[C0]], %arg0
// CHECK-NEXT: arith.addi %[[C0]], %[[T]]
func.func @loop_never_runs(%out: !simt.ptr<i32, global>) -> i1 {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %c256 = arith.constant 256 : i32
  %t = simt.thread_id x
  cf.br ^bb1(%c0 : i32)
^bb1(%off: i32):
  %end = arith.addi %off, %c256 : i32
  %more = arith.cmpi sle, %end, %c16 : i32
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %next = arith.addi %off, %c256 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  simt.store %off, %out : i32, !simt.ptr<i32, global>
  %idx = arith.addi %off, %t : i32
  %in = arith.cmpi ult, %idx, %c16 : i32
  return %in : i1
}

// Thread identity is never a constant: both sides of a branch on it stay.
// CHECK-LABEL: func.func @thread_id_not_constant
// CHECK: %[[T:.*]] = simt.thread_id x
// CHECK: %[[Z:.*]] = arith.cmpi eq, %[[T]]
// CHECK: cf.cond_br %[[Z]]
// CHECK: simt.store %[[T]]
func.func @thread_id_not_constant(%out: !simt.ptr<i32, global>) {
  %c0 = arith.constant 0 : i32
  %t = simt.thread_id x
  %zero = arith.cmpi eq, %t, %c0 : i32
  cf.cond_br %zero, ^bb1, ^bb2
^bb1:
  return
^bb2:
  simt.store %t, %out : i32, !simt.ptr<i32, global>
  return
}
