// C variadic device functions (`int f(int n, ...)` with va_start/va_arg/va_end, as nvcc
// accepts them): the variable arguments travel as one trailing pointer parameter to a
// local buffer laid out as vprintf's (after C's default promotions, each at its natural
// alignment), va_arg aligns the list pointer up, reads and steps past the argument.
// RUN: kilnc %s --arch=sm_90 --emit=mlir -o - | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <cstdarg>
#include <cstdio>

__device__ double vsum(int n, ...);

// The caller packs 1 (int, offset 0), 2.5f promoted to double (offset 8), 3 (int, 16),
// 4.0 (double, 24) into a 32-byte buffer aligned to 8.
// CHECK-LABEL: func.func @_Z6callerPd(
// CHECK: simt.alloca {alignment = 8 : i64} : !simt.ptr<!llvm.array<32 x i8>, local>
// CHECK: call @_Z4vsumiz(%{{.*}}, %{{.*}}) : (i32, !simt.ptr<i8, generic>) -> f64
// After inlining, the buffer is stored at its offsets and read back with aligned pointers.
// PTX-LABEL: .entry _Z6callerPd(
// PTX-DAG: st.local.b32 [%r{{[0-9]+}}], 1;
// PTX-DAG: st.local.b64 [%r{{[0-9]+}}+8],
// PTX-DAG: st.local.b32 [%r{{[0-9]+}}+16], 3;
// PTX-DAG: st.local.b64 [%r{{[0-9]+}}+24],
// (The buffer is 16-byte aligned, as nvcc's local arrays, so the alignment may fold to 16.)
// PTX: and.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -{{8|16}};
__global__ void caller(double *out) {
  out[threadIdx.x] = vsum(4, 1, 2.5f, (short)3, 4.0);
}

// The callee: the fixed parameter, then the buffer.
// CHECK-LABEL: func.func private @_Z4vsumiz(%arg0: i32, %arg1: !simt.ptr<i8, generic>) -> f64
// va_arg(ap, double): align up to 8, read, step 8.
// CHECK: simt.ptr_to_int
// CHECK: arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: simt.int_to_ptr %{{.*}} : i64 to !simt.ptr<f64, generic>
__device__ double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; ++i) {
    // int and double alternate: the caller's promotions decide what is read.
    if (i % 2 == 0)
      s += va_arg(ap, int);
    else
      s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}

