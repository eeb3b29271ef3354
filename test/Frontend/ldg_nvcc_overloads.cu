// __ldg has nvcc's overloads (sm_32_intrinsics.h: 30 scalar and vector
// types; cuda_fp16.h and cuda_bf16.h add the 16-bit ones), not a template
// for every T: nvcc refuses __ldg(const int3 *) and __ldg of a struct ("no
// instance of overloaded function"), so kilnc does too, at the call, instead
// of compiling code that nvcc does not. A user's own __ldg template for its
// types is an overload like any other.
// RUN: kilnc %s --emit=mlir -o - | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DWRONG -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

#ifndef WRONG
struct Pair {
  float a, b;
};
template <class T> __device__ T __ldg(const T *p) { return *p; }

// CHECK-LABEL: func.func @_Z5loadsPK4int4PKlPKhPfPK4PairPS_PlPhPS7_(
// CHECK: simt.load invariant {{.*}} -> !llvm.struct<"struct.int4"
// CHECK: simt.load invariant {{.*}} -> i64
// CHECK: simt.load invariant {{.*}} -> i8
// CHECK: simt.load invariant {{.*}} -> f32
__global__ void loads(const int4 *a, const long *b, const unsigned char *c, float *f, const Pair *p, int4 *o, long *ob,
                      unsigned char *oc, Pair *op) {
  o[0] = __ldg(a);
  ob[0] = __ldg(b);
  oc[0] = __ldg(c);
  f[0] = __ldg(f + 1);  // float * converts to const float *, as for nvcc's overload
  op[0] = __ldg(p);     // the file's own template
}
#else
__global__ void wrong(const int3 *a, int3 *o) {
  // WRONG: ldg_nvcc_overloads.cu:[[@LINE+1]]:{{[0-9]+}}: error: no matching function for call to '__ldg'
  o[0] = __ldg(a);
}
#endif
