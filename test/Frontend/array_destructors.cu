// Arrays of objects with a non-trivial destructor (refused before): a local array, of any
// constant shape, is destroyed element by element, last first, at every exit of its scope (a
// few elements: one call each; more: a loop counting down); a member array by the enclosing
// class's destructor, after its body and before the members declared earlier.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Tally {
  int *counter;
  int add;
  __device__ Tally(int *c = nullptr, int a = 0) : counter(c), add(a) {}
  __device__ ~Tally() {
    if (counter)
      atomicAdd(counter, add);
  }
};

// Three elements, 16 bytes apart: three calls, offsets 32, 16, 0.
// CHECK-LABEL: func.func @_Z5threePi(
// CHECK: %[[ARR:.*]] = simt.alloca {{.*}}!llvm.array<3 x !llvm.struct<"struct.Tally"
// CHECK: call @_ZN5TallyD1Ev
// CHECK: %[[BASE:.*]] = simt.ptr_cast %[[ARR]]
// CHECK: arith.constant 2 : i64
// CHECK: call @_ZN5TallyD1Ev(
// CHECK: arith.constant 1 : i64
// CHECK: call @_ZN5TallyD1Ev(
// CHECK: arith.constant 0 : i64
// CHECK: call @_ZN5TallyD1Ev(
// CHECK: return
__global__ void three(int *c) {
  Tally t[3] = {Tally(c, 1), Tally(c, 2), Tally(c, 4)};
  Tally single(c, 8);
}

// A 3 x 4 array leaving its scope early: a loop over 12 elements on each exit.
// CHECK-LABEL: func.func @_Z11early_leavePii(
// CHECK: arith.constant 12 : i64
// CHECK: arith.cmpi ne
// CHECK: arith.subi
// CHECK: call @_ZN5TallyD1Ev(
// CHECK: return
__global__ void early_leave(int *c, int n) {
  Tally grid[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      grid[i][j] = Tally(c + i, j);
  if (n > 2)
    return;
  grid[0][0].add += n;
}

// A member array: destroyed by the holder's destructor.
struct Holder {
  Tally parts[2];
  int tag;
  __device__ ~Holder() { tag = 0; }
};
// CHECK-LABEL: func.func private @_ZN6HolderD1Ev(
// CHECK: arith.constant 1 : i64
// CHECK: call @_ZN5TallyD1Ev(
// CHECK: arith.constant 0 : i64
// CHECK: call @_ZN5TallyD1Ev(
__global__ void member(int *c) {
  Holder h{{Tally(c, 16), Tally(c, 32)}, 1};
}
