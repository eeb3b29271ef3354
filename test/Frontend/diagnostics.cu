// RUN: not kilnc %s --emit=mlir -DCASE1 2>&1 | FileCheck %s --check-prefix=C1
// RUN: not kilnc %s --emit=mlir -DCASE2 2>&1 | FileCheck %s --check-prefix=C2
// RUN: not kilnc %s --emit=mlir -DCASE3 2>&1 | FileCheck %s --check-prefix=C3
// RUN: not kilnc %s --emit=mlir -DCASE4 2>&1 | FileCheck %s --check-prefix=C4
// RUN: not kilnc %s --emit=mlir -DCASE5 2>&1 | FileCheck %s --check-prefix=C5
// RUN: not kilnc %s --emit=mlir -DCASE6 2>&1 | FileCheck %s --check-prefix=C6
// RUN: not kilnc %s --emit=mlir -DCASE7 2>&1 | FileCheck %s --check-prefix=C7
// RUN: not kilnc %s --emit=mlir -DCASE7B 2>&1 | FileCheck %s --check-prefix=C7B
// RUN: kilnc %s --emit=mlir -DCASE1 > /dev/null 2>&1; test $? -eq 1
#include <kiln/simt.hpp>
#ifdef CASE1
// (Recursion, this case before, is supported now: test/Frontend/recursion.cu.)
struct S { __device__ int f() const { return 1; } };
__device__ int (S::*table[])() const = {&S::f};
extern "C" __global__ void k(int *x) { S s; x[0] = (s.*table[0])(); }
// C1: {{.*}}diagnostics.cu:[[@LINE-2]]:21: error: a device variable initialised with a pointer to a member function (or to a member of a base class) is not supported
// C1-NEXT: {{.*}}| __device__ int (S::*table[])() const = {&S::f};
// C1-NEXT: {{.*}}|                     ^
#endif
#ifdef CASE2
extern "C" __global__ void k(int *x, kiln::scope s) { kiln::sync(s); }
// C2: {{.*}}diagnostics.cu:[[@LINE-1]]:66: error: the scope of kiln::sync must be a compile-time constant
// C2-NEXT: {{.*}}| extern "C" __global__ void k
// C2-NEXT: {{.*}}^
#endif
#ifdef CASE3
__device__ int helper(int);
extern "C" __global__ void k(int *x) { x[0] = helper(1); }
// C3: {{.*}}diagnostics.cu:[[@LINE-1]]:47: error: call to 'helper', which has no definition in this file
#endif
#ifdef CASE4
extern "C" __global__ void k(int *x) { asm volatile("st.global.u32 %0, 1;" : "=m"(x[0])); }
// C4: {{.*}}diagnostics.cu:[[@LINE-1]]:83: error: inline asm output constraint '=m' is not supported: use a register class (h, r, l, f, d) and store the result from C++
#endif
#ifdef CASE5
// Function pointers work (function_pointers.cu); a CUDA primitive has no body to point to.
extern "C" __global__ void k(int *x) { int (*f)(unsigned) = __popc; x[0] = f(1); }
// C5: {{.*}}diagnostics.cu:[[@LINE-1]]:61: error: the address of '__popc' cannot be taken: kilnc lowers this CUDA primitive in place and it has no function body; wrap it in a __device__ function and take that one's address
#endif
#ifdef CASE6
extern "C" __global__ void k(int *x) { x[0] = undeclared_thing; }
// C6: {{.*}}diagnostics.cu:[[@LINE-1]]:47: error: use of undeclared identifier 'undeclared_thing'
#endif
#ifdef CASE7
struct A { int a; __device__ A() : a(1) {} };
struct B : virtual A { int b; __device__ B() { b = a + 1; } };
// C7: {{.*}}diagnostics.cu:[[@LINE-1]]:52: error: 'B::B' uses the object's dynamic type (a virtual call, a virtual base, or 'this' handed on) while it builds or destroys a base subobject of a class with virtual bases, which needs construction vtables that kilnc does not build; move this code to the most-derived class's constructor, or use only the class's own members here
struct Shape : B {};
extern "C" __global__ void k(int *x) { Shape s; x[0] = s.b; }
#endif
#ifdef CASE7B
// Through a helper: the helper's body is what needs the dynamic type.
struct A { int a; __device__ A() : a(1) {} };
struct B : virtual A { int b; __device__ int read() const { return a; } __device__ B() { b = read() + 1; } };
// C7B: {{.*}}diagnostics.cu:[[@LINE-1]]:94: error: 'B::B' uses the object's dynamic type
struct Shape : B {};
extern "C" __global__ void k(int *x) { Shape s; x[0] = s.b; }
#endif
// (CASE8, a local array of objects with a destructor, is supported now:
// test/Frontend/array_destructors.cu.)
