// RUN: kiln-opt %s --simt-distinct-successors | FileCheck %s
// Translating the result must not depend on the run: the same LLVM IR every
// time (MLIR's own splitting ordered its blocks by address).
// RUN: kiln-opt %s --simt-distinct-successors | mlir-translate-22 --mlir-to-llvmir > %t.1
// RUN: kiln-opt %s --simt-distinct-successors | mlir-translate-22 --mlir-to-llvmir > %t.2
// RUN: kiln-opt %s --simt-distinct-successors | mlir-translate-22 --mlir-to-llvmir > %t.3
// RUN: cmp %t.1 %t.2
// RUN: cmp %t.1 %t.3

// A switch whose default and two cases reach ^bb2 (with different values)
// and two cases ^bb1: the later edges go through forwarding blocks, placed
// after the switch's block in successor order; the first edge of each block
// stays direct.
// CHECK-LABEL: llvm.func @sw
// CHECK:         llvm.switch %arg1 : i32, ^[[EXIT:bb[0-9]+]](%{{.*}} : i32) [
// CHECK-NEXT:      0: ^[[F0:bb[0-9]+]](%{{.*}} : i32),
// CHECK-NEXT:      1: ^[[BODY:bb[0-9]+]](%{{.*}} : i32),
// CHECK-NEXT:      5: ^[[F1:bb[0-9]+]](%{{.*}} : i32),
// CHECK-NEXT:      7: ^[[F2:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[F0]](%[[A0:.*]]: i32):
// CHECK-NEXT:    llvm.br ^[[EXIT]](%[[A0]] : i32)
// CHECK-NEXT:  ^[[F1]](%[[A1:.*]]: i32):
// CHECK-NEXT:    llvm.br ^[[BODY]](%[[A1]] : i32)
// CHECK-NEXT:  ^[[F2]](%[[A2:.*]]: i32):
// CHECK-NEXT:    llvm.br ^[[EXIT]](%[[A2]] : i32)
// CHECK-NEXT:  ^[[BODY]](%{{.*}}: i32):
llvm.func @sw(%arg0: !llvm.ptr<1>, %arg1: i32) {
  %0 = llvm.mlir.constant(-1 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(11 : i32) : i32
  %3 = llvm.mlir.constant(10 : i32) : i32
  %4 = llvm.mlir.constant(0 : i32) : i32
  llvm.switch %arg1 : i32, ^bb2(%0 : i32) [
    0: ^bb2(%3 : i32),
    1: ^bb1(%2 : i32),
    5: ^bb1(%4 : i32),
    7: ^bb2(%1 : i32)
  ]
^bb1(%5: i32):
  %6 = llvm.add %5, %1 : i32
  llvm.br ^bb2(%6 : i32)
^bb2(%7: i32):
  llvm.store %7, %arg0 : i32, !llvm.ptr<1>
  llvm.return
}

// A conditional branch to one block twice; blocks without arguments need no
// forwarding (a phi-free block may be reached twice from one predecessor).
// CHECK-LABEL: llvm.func @cond
// CHECK:         llvm.cond_br %arg0, ^[[B:bb[0-9]+]](%arg1 : i32), ^[[F:bb[0-9]+]](%arg2 : i32)
// CHECK-NEXT:  ^[[F]](%[[A:.*]]: i32):
// CHECK-NEXT:    llvm.br ^[[B]](%[[A]] : i32)
// CHECK:       llvm.cond_br %arg0, ^[[E:bb[0-9]+]], ^[[E]]
llvm.func @cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
^bb1(%v: i32):
  llvm.cond_br %arg0, ^bb2, ^bb2
^bb2:
  llvm.return %v : i32
}
