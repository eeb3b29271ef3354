// `long double` in device code is computed as `double`, with nvcc's warning
// (once per source line); literals take the double they round to.
// RUN: kilnc %s --emit=mlir -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>/dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null 2>/dev/null %}

struct Acc { long double sum; int n; };
// WARN: long_double.cu:[[@LINE-1]]:{{[0-9]+}}: warning: 'long double' is treated as 'double' in device code

__device__ long double twice(long double v) { return v * 2.0L; }
// WARN: long_double.cu:[[@LINE-1]]:{{[0-9]+}}: warning: 'long double' is treated as 'double' in device code
// WARN-NOT: long_double.cu:[[@LINE-2]]

// CHECK-LABEL: func.func @_Z1kPdP3Acc(
// CHECK: arith.constant 1.000000e-01 : f64
// CHECK-LABEL: func.func private @_Z5twicee(%arg0: f64) -> f64
// CHECK: arith.constant 2.000000e+00 : f64
// CHECK: arith.mulf {{.*}} : f64
__global__ void k(double *out, Acc *acc) {
  long double x = out[0];
  x = twice(x) + 0.1L;
  out[0] = (double)x;
  acc->n += 1;
}
// WARN: 4 warnings generated
