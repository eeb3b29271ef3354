// Destructors at scope exit (CGCleanup.cpp): a local object with a
// non-trivial destructor is destroyed at the end of its block or statement
// and by every break, continue and return that leaves its scope, innermost
// first; the named return value is not destroyed (it is the return value);
// `delete p` runs the destructor (through the vtable when it is virtual)
// before freeing.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// Temporaries: temporaries.cu; condition variables: condition_variables.cu;
// goto: goto_cleanups.cu.

struct Tally {
  int *counter;
  int add;
  __device__ Tally(int *c, int a) : counter(c), add(a) {}
  __device__ ~Tally() { atomicAdd(counter, add); }
};

// CHECK-LABEL: func.func @scopes(
// CHECK: %[[DEEP:.*]] = simt.alloca {{.*}}struct.Tally
// CHECK-NEXT: %[[INNER:.*]] = simt.alloca {{.*}}struct.Tally
// CHECK: %[[OUTER:.*]] = simt.alloca {{.*}}struct.Tally
// `continue` leaves `inner`:
// CHECK: arith.constant 3 : i32
// CHECK: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: cf.br
// `break` leaves `inner`:
// CHECK: arith.constant 5 : i32
// CHECK: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: cf.br
// `return` leaves `deep`, `inner` and `outer`, in that order:
// CHECK: arith.constant 7 : i32
// CHECK: simt.ptr_cast %[[DEEP]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[OUTER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: cf.br
// The end of the loop body destroys `deep`, then `inner`:
// CHECK: simt.ptr_cast %[[DEEP]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: simt.ptr_cast %[[INNER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: cf.br
// The end of the kernel destroys `outer`:
// CHECK: simt.ptr_cast %[[OUTER]]
// CHECK-NEXT: call @_ZN5TallyD1Ev(
// CHECK-NEXT: cf.br
// CHECK-NOT: call @_ZN5TallyD1Ev(
// CHECK: return
extern "C" __global__ void scopes(int *c, int n) {
  Tally outer(c, 1);
  for (int i = 0; i < n; ++i) {
    Tally inner(c + 1, 1);
    if (i == 3)
      continue;
    if (i == 5)
      break;
    Tally deep(c + 2, 1);
    if (i == 7)
      return;
  }
}

struct Owner {
  int *p;
  __device__ explicit Owner(int n) : p(new int[n]) {}
  __device__ Owner(Owner &&o) : p(o.p) { o.p = nullptr; }
  __device__ ~Owner() { delete[] p; }
};

// The named return value is returned, not destroyed (checked below).
__device__ Owner make(int n) {
  Owner o(n);
  o.p[0] = n;
  return o;
}

struct Base {
  __device__ virtual ~Base() {}
  __device__ virtual int id() const { return 0; }
};
struct Derived : Base {
  int *log;
  __device__ explicit Derived(int *l) : log(l) {}
  __device__ ~Derived() override { log[0] = 1; }
  __device__ int id() const override { return 1; }
};

// delete through a base pointer: the virtual destructor, then free.
// CHECK-LABEL: func.func @owners(
// CHECK: call @_Z4makei(
// CHECK: call @_ZN5OwnerD1Ev(
// CHECK: call_indirect
// CHECK: call_indirect
// CHECK: call @free(
// The named return value is returned, not destroyed.
// CHECK-LABEL: func.func private @_Z4makei(
// CHECK-NOT: call @_ZN5OwnerD1Ev
// CHECK: return
// A destructor is followed by its bases' destructors.
// CHECK-LABEL: func.func private @_ZN7DerivedD1Ev(
// CHECK: simt.addressof @_ZTV7Derived
// CHECK: ^bb1:
// CHECK: call @_ZN4BaseD1Ev(
extern "C" __global__ void owners(int *out, int *log) {
  {
    Owner o = make(4);
    out[0] = o.p[0];
  }
  Base *b = new Derived(log);
  out[1] = b->id();
  delete b;
}
