// goto out of scopes (CGStmt.cpp, CGCleanup.cpp): a jump destroys the
// objects it leaves the scope of, innermost first, as break and return do;
// objects whose scope holds the label are kept; a label before a
// declaration in the same block is outside its scope (the object is
// destroyed by the backward jump).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

struct Guard {
  int *c;
  __device__ explicit Guard(int *p) : c(p) {}
  __device__ ~Guard() { atomicAdd(c, 1); }
};

// CHECK-LABEL: func.func @jumps(
// CHECK: %[[INNER:.*]] = simt.alloca {{.*}}struct.Guard
// CHECK-NEXT: %[[MID:.*]] = simt.alloca {{.*}}struct.Guard
// CHECK-NEXT: %[[KEEP:.*]] = simt.alloca {{.*}}struct.Guard
// CHECK: ^[[AGAIN:bb[0-9]+]]:
// CHECK: simt.atomic_rmw
// `goto again` (backwards, to before mid's declaration) destroys inner, then mid:
// CHECK: cf.cond_br %{{.*}}, ^[[BACK:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK-NEXT: ^[[BACK]]:
// CHECK-NEXT: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5GuardD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[MID]]
// CHECK-NEXT: call @_ZN5GuardD1Ev(
// CHECK-NEXT: cf.br ^[[AGAIN]]
// `goto out` leaves inner and mid, not keep (out is in keep's scope):
// CHECK: cf.cond_br %{{.*}}, ^[[OUT:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK-NEXT: ^[[OUT]]:
// CHECK-NEXT: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5GuardD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[MID]]
// CHECK-NEXT: call @_ZN5GuardD1Ev(
// CHECK-NEXT: cf.br ^[[LABEL:bb[0-9]+]]
// At the label keep is still alive; the kernel's end destroys it.
// CHECK: ^[[LABEL]]:
// CHECK: arith.constant 3 : i32
// CHECK: simt.ptr_cast %[[KEEP]]
// CHECK-NEXT: call @_ZN5GuardD1Ev(
extern "C" __global__ void jumps(int *c, int *flag) {
  Guard keep(c);
again:
  {
    Guard mid(c + 1);
    {
      Guard inner(c + 2);
      if (atomicAdd(flag, 1) < 1)
        goto again;
      if (flag[1] == 2)
        goto out;
    }
  }
out:
  flag[2] = 3;
}
