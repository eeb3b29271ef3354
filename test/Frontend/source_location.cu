// __builtin_LINE/FILE/FUNCTION and cuda::std::source_location (CGExprScalar.cpp
// VisitSourceLocExpr): values of the place the expression stands for, the
// caller's line when it is a default argument, as nvcc gives them.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=mlir | FileCheck %s --check-prefix=STR
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cuda/std/source_location>

__device__ unsigned where(unsigned line = __builtin_LINE()) { return line; }

__device__ unsigned name_sum(const char *s) {
  unsigned h = 0;
  for (; *s; ++s) h = h * 31 + (unsigned char)*s;
  return h;
}

// CHECK-LABEL: func.func @_Z5linesPj(
// CHECK: arith.constant 27 : i32
// CHECK: %[[L:.*]] = arith.constant 28 : i32
// CHECK-NEXT: call @_Z5wherej(%[[L]])
// CHECK: arith.constant 29 : i32
// CHECK-NEXT: arith.constant
// CHECK-NEXT: call @_ZN4cuda3std3__415source_location7currentEPKcS4_jj(
__global__ void lines(unsigned *out) {
  out[0] = __builtin_LINE();
  out[1] = where();
  cuda::std::source_location loc = cuda::std::source_location::current();
  out[2] = loc.line();
  out[3] = name_sum(loc.function_name()) + name_sum(__builtin_FILE()) + name_sum(__builtin_FUNCTION());
}

// The strings are global constants with the function's name ("lines") and
// this file's path, the same for the default argument of current() as for
// the direct __builtin_FILE(): not the path of <cuda/std/source_location>.
// STR-NOT: 99, 99, 99, 108, 47
// STR: simt.global global @".str{{.*}}" : !llvm.array<6 x i8> = dense<[108, 105, 110, 101, 115, 0]>
// STR-NOT: 99, 99, 99, 108, 47
// STR-NOT: @".str.2"
