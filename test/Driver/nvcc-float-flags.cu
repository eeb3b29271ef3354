// nvcc's floating-point flags, spelled as nvcc spells them: -use_fast_math
// (-ftz=true -prec-div=false -prec-sqrt=false, and sinf & co. as their
// intrinsics), -ftz, -prec-div, -prec-sqrt and -fmad. Each RUN compares the
// instructions with what nvcc -ptx -arch=sm_90 prints under the same flag
// (CUDA 13.0): build files such as llm.c's Makefile pass --use_fast_math.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kilnc %s --arch=sm_90 -o %t/default.ptx
// RUN: FileCheck %s --check-prefix=DEFAULT < %t/default.ptx
// RUN: kilnc %s --arch=sm_90 -use_fast_math -o %t/fast.ptx
// RUN: FileCheck %s --check-prefix=FAST < %t/fast.ptx
// RUN: kilnc %s --arch=sm_90 --use_fast_math -prec-div=true -o %t/fast-precdiv.ptx
// RUN: FileCheck %s --check-prefix=FASTPRECDIV < %t/fast-precdiv.ptx
// RUN: kilnc %s --arch=sm_90 -ftz=true -o %t/ftz.ptx
// RUN: FileCheck %s --check-prefix=FTZ < %t/ftz.ptx
// RUN: kilnc %s --arch=sm_90 -prec-div=false -o %t/div.ptx
// RUN: FileCheck %s --check-prefix=DIV < %t/div.ptx
// RUN: kilnc %s --arch=sm_90 -prec-sqrt=false -o %t/sqrt.ptx
// RUN: FileCheck %s --check-prefix=SQRT < %t/sqrt.ptx
// RUN: kilnc %s --arch=sm_90 -fmad=false -o %t/nofma.ptx
// RUN: FileCheck %s --check-prefix=NOFMA < %t/nofma.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/fast.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/ftz.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/div.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/sqrt.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/nofma.ptx -o /dev/null %}

__global__ void divide(const float *a, const float *b, float *q, float *r) {
  const int i = threadIdx.x;
  q[i] = a[i] / b[i];
  r[i] = 1.0f / b[i];
}
// DEFAULT-LABEL: .entry _Z6divide
// DEFAULT: div.rn.f32
// DEFAULT: rcp.rn.f32
// FAST-LABEL: .entry _Z6divide
// FAST: div.approx.ftz.f32
// FAST: rcp.approx.ftz.f32
// FASTPRECDIV-LABEL: .entry _Z6divide
// FASTPRECDIV: div.rn.ftz.f32
// FASTPRECDIV: rcp.rn.ftz.f32
// FTZ-LABEL: .entry _Z6divide
// FTZ: div.rn.ftz.f32
// FTZ: rcp.rn.ftz.f32
// DIV-LABEL: .entry _Z6divide
// DIV: div.full.f32
// DIV: rcp.approx.f32

__global__ void root(const float *a, float *s, double *d) {
  const int i = threadIdx.x;
  s[i] = sqrtf(a[i]);
  d[i] = sqrt((double)a[i]);
}
// DEFAULT-LABEL: .entry _Z4root
// DEFAULT: sqrt.rn.f32
// DEFAULT: sqrt.rn.f64
// FAST-LABEL: .entry _Z4root
// FAST: sqrt.approx.ftz.f32
// FAST: sqrt.rn.f64
// SQRT-LABEL: .entry _Z4root
// SQRT: sqrt.approx.f32
// SQRT: sqrt.rn.f64

// hypotf's libdevice body asks __nvvm_reflect("__CUDA_PREC_SQRT").
__global__ void length(const float *x, const float *y, float *h) {
  const int i = threadIdx.x;
  h[i] = hypotf(x[i], y[i]);
}
// DEFAULT-LABEL: .entry _Z6length
// DEFAULT: sqrt.rn.f32
// SQRT-LABEL: .entry _Z6length
// SQRT: sqrt.approx.f32

__global__ void transcend(const float *x, float *y, double *z) {
  const int i = threadIdx.x;
  y[i] = sinf(x[i]) + expf(x[i]) + powf(x[i], 1.5f) + log2f(x[i]);
  z[i] = sin((double)x[i]);
}
// The float forms become the intrinsics, the double one stays accurate.
// FAST-LABEL: .entry _Z9transcend
// FAST: sin.approx.ftz.f32
// FAST: ex2.approx.ftz.f32
// FAST: lg2.approx.ftz.f32
// FAST-NOT: sin.approx
// FAST: }
// FTZ-LABEL: .entry _Z9transcend
// FTZ-NOT: sin.approx
// FTZ: }

__global__ void axpy(const float *x, const float *y, float *out, float a) {
  const int i = threadIdx.x;
  out[i] = a * x[i] + y[i];
}
// DEFAULT-LABEL: .entry _Z4axpy
// DEFAULT: fma.rn.f32
// FTZ-LABEL: .entry _Z4axpy
// FTZ: fma.rn.ftz.f32
// NOFMA-LABEL: .entry _Z4axpy
// NOFMA-NOT: fma
// NOFMA: mul.rn.f32
// NOFMA: add.rn.f32
