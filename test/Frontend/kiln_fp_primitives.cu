// The 'kiln.fp.<op>' primitives (<cuda_fp16.h>, <cuda_bf16.h>) are the
// KILN_FP_OP rows of compiler/Frontend/Builtins.def: each name is one
// arith/math op with a fixed number of arguments. A wrong count or a name
// not in the table is an error at the call.
// RUN: kilnc %s --emit=mlir -DGOOD -o - | FileCheck %s
// RUN: not kilnc %s --emit=mlir -DARITY -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARITY
// RUN: not kilnc %s --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN

#if defined(GOOD)
__KILN_PRIM("fp.minimum") float my_minimum(float, float);
__KILN_PRIM("fp.max") float my_max(float, float);
__KILN_PRIM("fp.fma") float my_fma(float, float, float);
__KILN_PRIM("fp.rint") float my_rint(float);
__KILN_PRIM("fp.abs") float my_abs(float);
// CHECK-LABEL: func.func @_Z1kPf
// CHECK: arith.minimumf
// CHECK: arith.maxnumf
// CHECK: math.fma
// CHECK: math.roundeven
// CHECK: math.absf
__global__ void k(float *p) {
  p[0] = my_minimum(p[1], p[2]);
  p[1] = my_max(p[2], p[3]);
  p[3] = my_fma(p[4], p[5], p[6]);
  p[7] = my_rint(p[8]);
  p[9] = my_abs(p[10]);
}
#elif defined(ARITY)
__KILN_PRIM("fp.fma") float bad_fma(float, float);
__global__ void k(float *p) {
  // ARITY: kiln_fp_primitives.cu:[[@LINE+1]]:10: error: 'kiln.fp.fma' takes 3 arguments
  p[0] = bad_fma(p[1], p[2]);
}
#else
__KILN_PRIM("fp.nosuch") float bad_op(float, float);
__global__ void k(float *p) {
  // UNKNOWN: kiln_fp_primitives.cu:[[@LINE+1]]:10: error: unknown Kiln primitive 'kiln.fp.nosuch'
  p[1] = bad_op(p[1], p[2]);
}
#endif
