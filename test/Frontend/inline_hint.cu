// __inline_hint__ (crt/host_defines.h: __attribute__((nv_inline_hint)), an
// inlining hint for nvcc's device LTO) compiles silently, as under nvcc:
// kilnc warned "unknown attribute 'nv_inline_hint' ignored" with the toolkit's
// headers and had no such macro without them. A module is one unit: the hint
// changes nothing, the function is an ordinary device function.
// RUN: kilnc %s --arch=sm_90 --emit=mlir 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: kilnc %s --arch=sm_90 --emit=mlir --cuda-path=none 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null 2>&1 | count 0 %}

__device__ __inline_hint__ float square(float x) { return x * x; }

// CHECK-LABEL: func.func @_Z5applyPf(
// CHECK: call @_Z6squaref(
// CHECK: func.func private @_Z6squaref(
__global__ void apply(float *v) { v[threadIdx.x] = square(v[threadIdx.x]); }
