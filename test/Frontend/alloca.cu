// alloca in device code, as nvcc compiles it (refused before): glibc's alloca macro, the
// builtin and __builtin_alloca_with_align allocate the requested bytes on the thread's stack
// (PTX `alloca`, 16-byte aligned unless an alignment is given), valid until the function
// returns; in a loop each iteration allocates anew. A function that calls alloca is not
// inlined, so its memory is released when its call returns.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// Clang's __builtin_alloca_with_align (nvcc has no such builtin: its own RUN line).
// RUN: kilnc %s --emit=mlir -DWITH_ALIGN | FileCheck %s --check-prefix=ALIGN
#include <alloca.h>

// CHECK-LABEL: func.func @_Z7scratchPfPKi
// CHECK: %[[N:.*]] = arith.muli
// CHECK: simt.dynamic_alloca %[[N]] {alignment = 16 : i64} : !simt.ptr<i8, local>
// PTX-LABEL: .entry _Z7scratchPfPKi
// PTX: alloca.u{{32|64}} {{%rd?[0-9]+}}, {{%rd?[0-9]+}}, 16;
__global__ void scratch(float *out, const int *n) {
  int m = n[threadIdx.x] & 7;
  float *buf = (float *)alloca(sizeof(float) * (m + 1));
  for (int j = 0; j <= m; ++j)
    buf[j] = out[j];
  out[threadIdx.x] = buf[m] + buf[0];
}

#ifdef WITH_ALIGN
// ALIGN-LABEL: func.func @_Z7alignedPdi
// ALIGN: simt.dynamic_alloca %{{.*}} {alignment = 32 : i64}
__global__ void aligned(double *out, int k) {
  double *d = (double *)__builtin_alloca_with_align(sizeof(double) * (k & 15) + 8, 256);
  d[0] = out[0];
  for (int j = 1; j <= (k & 15); ++j)
    d[j] = d[j - 1] * 0.5 + out[j];
  out[threadIdx.x] = d[k & 15];
}
#endif

// The helper keeps its own call (it is not inlined): the kernel calls it in a
// loop, and its stack must come back at each return.
// CHECK-LABEL: func.func @_Z4kthsPKfPfi
// CHECK: call @_Z3kthPKfii
// CHECK-LABEL: func.func private @_Z3kthPKfii
// CHECK: simt.dynamic_alloca
// PTX-LABEL: .entry _Z4kthsPKfPfi
// PTX: call.uni (retval0), _Z3kthPKfii
// PTX-LABEL: .func (.param .b32 func_retval0) _Z3kthPKfii(
// PTX: alloca.u{{32|64}}
__device__ float kth(const float *s, int width, int k) {
  float *w = (float *)__builtin_alloca(sizeof(float) * width);
  for (int j = 0; j < width; ++j)
    w[j] = s[j] * (j + 1);
  return w[k];
}
__global__ void kths(const float *s, float *out, int width) {
  float acc = 0;
  for (int r = 0; r < 64; ++r)
    acc += kth(s + r, width, r % width);
  out[threadIdx.x] = acc;
}
