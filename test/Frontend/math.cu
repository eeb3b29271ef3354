// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --emit=mlir --cuda-path=none -DEXACT_ONLY | FileCheck %s --check-prefix=EXACT
// RUN: not kilnc %s --emit=mlir --cuda-path=none 2>&1 | FileCheck %s --check-prefix=NOLIB
// Math calls libdevice (CUDA's accuracy); exact functions are math ops and
// work without libdevice.
// CHECK-LABEL: func.func @m(
// CHECK: math.sqrt
// CHECK: math.absf
// CHECK: math.floor
// CHECK: math.fma
// CHECK: arith.minnumf
// CHECK: math.sqrt {{.*}} : f64
// CHECK: call @__nv_expf(
// CHECK: call @__nv_fast_expf(
// CHECK: call @__nv_powf(
// CHECK: call @__nv_tanhf(
// CHECK: call @__nv_exp(%{{.*}}) : (f64) -> f64
// CHECK: call @__nv_fast_fdividef(
// CHECK: call @__nv_saturatef(
// CHECK: func.func private @__nv_expf(f32) -> f32
// EXACT-LABEL: func.func @m(
// EXACT-NOT: __nv_
// EXACT: math.sqrt
// EXACT: return
// NOLIB: {{.*}}math.cu:[[@LINE+8]]:10: error: 'expf' needs libdevice from the CUDA toolkit
// NOLIB-NEXT: 33 |   x[1] = expf(a) + __expf(a)
// NOLIB-NEXT: |          ^
extern "C" __global__ void m(float *x, double *d) {
  float a = x[threadIdx.x];
  x[0] = sqrtf(a) + fabsf(a) + floorf(a) + fmaf(a, a, 1.0f) + fminf(a, 0.0f);
  d[0] = sqrt(d[1]);
#ifndef EXACT_ONLY
  x[1] = expf(a) + __expf(a) + powf(a, 2.0f) + tanhf(a) + exp((double)a) +
         __fdividef(a, 3.0f) + __saturatef(a);
#endif
}
