// RUN: kiln-opt %s -split-input-file --simt-read-cse | FileCheck %s

// Repeated reads of one address merge until something writes; volatile loads count as writes
// and never merge.
// CHECK-LABEL: func.func @reads
// CHECK-NEXT:    %[[A:.*]] = simt.load %arg0
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[A]], %[[A]]
// CHECK-NEXT:    simt.store %[[S1]], %arg1
// CHECK-NEXT:    %[[B:.*]] = simt.load %arg0
// CHECK-NEXT:    %[[C:.*]] = simt.load %arg1
// CHECK-NEXT:    %[[V1:.*]] = simt.load volatile %arg0
// CHECK-NEXT:    %[[V2:.*]] = simt.load volatile %arg0
// CHECK-NEXT:    %[[D:.*]] = simt.load %arg0
// CHECK-NEXT:    %[[S2:.*]] = arith.addi %[[B]], %[[C]]
// CHECK-NEXT:    %[[S3:.*]] = arith.addi %[[S2]], %[[D]]
// CHECK-NEXT:    %[[S4:.*]] = arith.addi %[[V1]], %[[V2]]
// CHECK-NEXT:    %[[S5:.*]] = arith.addi %[[S3]], %[[S4]]
// CHECK-NEXT:    return %[[S5]]
func.func @reads(%p: !simt.ptr<i32, global>, %q: !simt.ptr<i32, global>) -> i32 {
  %a = simt.load %p : !simt.ptr<i32, global> -> i32
  %a2 = simt.load %p : !simt.ptr<i32, global> -> i32
  %s1 = arith.addi %a, %a2 : i32
  simt.store %s1, %q : i32, !simt.ptr<i32, global>
  %b = simt.load %p : !simt.ptr<i32, global> -> i32
  %c = simt.load %q : !simt.ptr<i32, global> -> i32
  %b2 = simt.load %p : !simt.ptr<i32, global> -> i32
  %v1 = simt.load volatile %p : !simt.ptr<i32, global> -> i32
  %v2 = simt.load volatile %p : !simt.ptr<i32, global> -> i32
  %d = simt.load %p : !simt.ptr<i32, global> -> i32
  %s2 = arith.addi %b2, %c : i32
  %s3 = arith.addi %s2, %d : i32
  %s4 = arith.addi %v1, %v2 : i32
  %s5 = arith.addi %s3, %s4 : i32
  return %s5 : i32
}

// Reads in different blocks are left to cse (which needs dominance).
// CHECK-LABEL: func.func @blocks
// CHECK:         simt.load %arg0
// CHECK:       ^bb1:
// CHECK-NEXT:    simt.load %arg0
func.func @blocks(%p: !simt.ptr<i32, global>) -> i32 {
  %a = simt.load %p : !simt.ptr<i32, global> -> i32
  cf.br ^bb1
^bb1:
  %b = simt.load %p : !simt.ptr<i32, global> -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// -----
// Reads through equal address computations merge too: `x[1] + x[1] + ...` makes one ptr_add per
// read, and upstream CSE (quadratic on a long block of reads) only runs after this pass. A
// 20000-term sum took 34 s in cse without it (test/Reliability/compile-budgets.test).
// CHECK-LABEL: func.func @equal_addresses
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[P:.*]] = simt.ptr_add inbounds %arg0, %[[C1]]
// CHECK-NEXT:    %[[A:.*]] = simt.load %[[P]]
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]]
// CHECK-NEXT:    return %[[S]]
func.func @equal_addresses(%x: !simt.ptr<i32, global>) -> i32 {
  %c1 = arith.constant 1 : i64
  %p1 = simt.ptr_add inbounds %x, %c1 : !simt.ptr<i32, global>, i64
  %a = simt.load %p1 : !simt.ptr<i32, global> -> i32
  %p2 = simt.ptr_add inbounds %x, %c1 : !simt.ptr<i32, global>, i64
  %b = simt.load %p2 : !simt.ptr<i32, global> -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}
