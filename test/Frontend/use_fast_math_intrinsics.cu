// -use_fast_math compiles the float forms of sinf, cosf, tanf, sincosf, expf,
// exp10f, logf, log2f, log10f and powf (and their float overloads) to their
// __-prefixed intrinsics, CUDA's documented list; the double forms and every
// other function stay as they are. Without the flag each is the accurate
// libdevice function (test/Driver/nvcc-float-flags.cu: the PTX).
// RUN: kilnc %s --emit=mlir -use_fast_math -o - | FileCheck %s --check-prefix=FAST
// RUN: kilnc %s --emit=mlir -o - | FileCheck %s --check-prefix=ACCURATE

__global__ void fast_forms(const float *x, float *y, double *d) {
  const float v = x[threadIdx.x];
  float s, c;
  sincosf(v, &s, &c);
  y[threadIdx.x] = sinf(v) + cosf(v) + tanf(v) + expf(v) + exp10f(v) + logf(v) + log2f(v) +
                   log10f(v) + powf(v, 0.5f) + s + c + sin(v) + sinhf(v);
  d[threadIdx.x] = sin((double)v);
}
// FAST-LABEL: func.func @_Z10fast_forms
// FAST: call @__nv_fast_sincosf(
// FAST: call @__nv_fast_sinf(
// FAST: call @__nv_fast_cosf(
// FAST: call @__nv_fast_tanf(
// FAST: call @__nv_fast_expf(
// FAST: call @__nv_fast_exp10f(
// FAST: call @__nv_fast_logf(
// FAST: call @__nv_fast_log2f(
// FAST: call @__nv_fast_log10f(
// FAST: call @__nv_fast_powf(
// FAST: call @__nv_fast_sinf(
// FAST: call @__nv_sinhf(
// FAST: call @__nv_sin(
// ACCURATE-LABEL: func.func @_Z10fast_forms
// ACCURATE: call @__nv_sincosf(
// ACCURATE: call @__nv_sinf(
// ACCURATE-NOT: __nv_fast
// ACCURATE: call @__nv_sin(
