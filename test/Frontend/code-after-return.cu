// Code after a `return` is unreachable and dropped, all of it: an array of objects with a
// constructor there is a loop whose blocks branch to each other and use the block before them.
// Dropping only the blocks nothing branches to left the loop using erased values, and kilnc
// crashed printing or verifying the function (found by fuzz/mutate.py: a mutant of
// test/e2e/constructs that lost the `if (i >= n)` before a `return;`).
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

struct Acc {
  int count = 0;
  __device__ void add(int v) { count += v; }
};

// CHECK-LABEL: func.func @_Z11early_leavePKiPi
// CHECK-NOT: call @_ZN3AccC1Ev
// CHECK: return
__global__ void early_leave(const int *in, int *out) {
  out[threadIdx.x] = in[threadIdx.x];
  return;
  switch (in[0]) {
  }
  Acc accs[3][2];
  for (int k = 0; k < 3; ++k)
    accs[k][k % 2].add(in[k]);
  out[0] = accs[2][0].count;
}

// A loop after a `break` inside a loop, and one after a `continue`.
// CHECK-LABEL: func.func @_Z10after_jumpPKiPii
__global__ void after_jump(const int *in, int *out, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    if (in[i] < 0)
      break;
    s += in[i];
    continue;
    Acc dead[4];
    for (int j = 0; j < 4; ++j)
      s += dead[j].count;
  }
  out[threadIdx.x] = s;
}
