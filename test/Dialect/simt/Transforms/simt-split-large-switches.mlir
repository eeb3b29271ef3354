// RUN: kiln-opt %s --simt-split-large-switches=max-cases=2 | FileCheck %s
// RUN: kiln-opt %s --simt-split-large-switches=max-cases=2 --convert-simt-to-nvvm \
// RUN:   --simt-merge-switch-chains | FileCheck %s --check-prefix=JOINED
// RUN: kiln-opt %s --simt-split-large-switches=max-cases=2 --convert-simt-to-nvvm \
// RUN:   --simt-merge-switch-chains=max-cases=4 | FileCheck %s --check-prefix=CAPPED

// Five cases, at most two per switch: three switches on the same value, each
// the default of the one before; the last keeps the original default.
// (cf.switch prints case -3 of an i32 as 4294967293.)
// CHECK-LABEL: func.func @five
// CHECK:       cf.switch %arg0 : i32, [
// CHECK-NEXT:    default: ^[[NEXT1:bb[0-9]+]],
// CHECK-NEXT:    0: ^[[C0:bb[0-9]+]](%arg1 : i32),
// CHECK-NEXT:    7: ^[[C1:bb[0-9]+]]
// CHECK-NEXT:  ]
// CHECK:     ^[[NEXT1]]:
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:    default: ^[[NEXT2:bb[0-9]+]],
// CHECK-NEXT:    9: ^[[C2:bb[0-9]+]],
// CHECK-NEXT:    4294967293: ^[[C3:bb[0-9]+]]
// CHECK-NEXT:  ]
// CHECK:     ^[[NEXT2]]:
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:    default: ^[[DEF:bb[0-9]+]](%arg1 : i32),
// CHECK-NEXT:    100: ^[[C4:bb[0-9]+]]
// CHECK-NEXT:  ]

// Joined again in the LLVM dialect: one switch with every case in order.
// JOINED-LABEL: llvm.func internal @five
// JOINED:       llvm.switch %arg0 : i32, ^[[DEF:bb[0-9]+]](%arg1 : i32) [
// JOINED-NEXT:    0: ^{{bb[0-9]+}}(%arg1 : i32),
// JOINED-NEXT:    7: ^{{bb[0-9]+}},
// JOINED-NEXT:    9: ^{{bb[0-9]+}},
// JOINED-NEXT:    -3: ^{{bb[0-9]+}},
// JOINED-NEXT:    100: ^{{bb[0-9]+}}
// JOINED-NEXT:  ]
// JOINED-NOT:   llvm.switch
// JOINED-LABEL: llvm.func internal @two

// At most four cases per joined switch: the first two links join, the last
// stays a switch of its own.
// CAPPED-LABEL: llvm.func internal @five
// CAPPED:       llvm.switch %arg0 : i32, ^[[REST:bb[0-9]+]] [
// CAPPED-NEXT:    0:
// CAPPED-NEXT:    7:
// CAPPED-NEXT:    9:
// CAPPED-NEXT:    -3:
// CAPPED-NEXT:  ]
// CAPPED:     ^[[REST]]:
// CAPPED-NEXT:  llvm.switch %arg0 : i32, ^{{bb[0-9]+}}(%arg1 : i32) [
// CAPPED-NEXT:    100:
// CAPPED-NEXT:  ]
func.func @five(%x: i32, %y: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^d(%y : i32),
    0: ^a(%y : i32),
    7: ^b,
    9: ^c,
    -3: ^e,
    100: ^f
  ]
^a(%v: i32):
  return %v : i32
^b:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^c:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
^e:
  %c3 = arith.constant 3 : i32
  return %c3 : i32
^f:
  %c4 = arith.constant 4 : i32
  return %c4 : i32
^d(%w: i32):
  return %w : i32
}

// Small switches are left alone.
// CHECK-LABEL: func.func @two
// CHECK:       cf.switch %arg0 : i32, [
// CHECK-NEXT:    default: ^bb1,
// CHECK-NEXT:    1: ^bb1,
// CHECK-NEXT:    2: ^bb1
// CHECK-NEXT:  ]
// CHECK-NOT:   cf.switch
func.func @two(%x: i32) {
  cf.switch %x : i32, [
    default: ^r,
    1: ^r,
    2: ^r
  ]
^r:
  return
}
