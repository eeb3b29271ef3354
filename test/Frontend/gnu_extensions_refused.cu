// GNU extensions nvcc (EDG in GCC mode) accepts in C++ that Clang's parser
// has no switch for: arithmetic on void * and, before C++20, `auto` function
// parameters (abbreviated templates). kilnc refuses them at the line, with
// Clang's message and what to write instead. In C++20 the `auto` parameter
// compiles.
// RUN: not kilnc %s --emit=mlir 2>&1 | FileCheck %s
// RUN: not kilnc %s -std=c++20 --emit=mlir 2>&1 | FileCheck %s --check-prefix=CXX20
// CHECK: gnu_extensions_refused.cu:[[#@LINE+7]]:22: error: 'auto' not allowed in function prototype: nvcc takes C++20's abbreviated function templates in C++17 as GCC does, Clang's parser does not; compile with -std=c++20, or write template <class T> and a T parameter
// CHECK: gnu_extensions_refused.cu:[[#@LINE+9]]:18: error: arithmetic on a pointer to void: nvcc takes it as GCC's extension (void * steps in bytes), Clang's C++ parser cannot; cast the pointer to char * first
// CHECK-NOT: error:
// CXX20-NOT: 'auto' not allowed
// CXX20: gnu_extensions_refused.cu:[[#@LINE+6]]:18: error: arithmetic on a pointer to void: nvcc takes it
// CXX20-NOT: error:

__device__ int twice(auto x) { return 2 * x; }

__global__ void store_at(void *base, int offset, int *o) {
  void *p = base + offset;
  *static_cast<float *>(p) = 1.0f;
  o[threadIdx.x] = twice(o[threadIdx.x]);
}
