// The Math API beyond math.cu: pointer results (sincosf, frexpf, modff, remquof)
// pass generic pointers to libdevice; integer results and arguments (ilogbf,
// lrintf, scalbnf, jnf); the C++ library's constexpr functions (std::sqrt(float),
// std::isnan, std::signbit) lower through Clang's builtins.
// RUN: kilnc %s --emit=simt | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cmath>

// CHECK-LABEL: func.func @outs(
// The results of sincosf live in local memory; libdevice gets generic pointers to them.
// CHECK: %[[SG:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<f32, local> to !simt.ptr<f32, generic>
// CHECK: %[[CG:.*]] = simt.ptr_cast %{{.*}} : !simt.ptr<f32, local> to !simt.ptr<f32, generic>
// CHECK: call @__nv_sincosf(%{{.*}}, %[[SG]], %[[CG]]) : (f32, !simt.ptr<f32, generic>, !simt.ptr<f32, generic>) -> ()
// CHECK: call @__nv_frexpf(
// CHECK: call @__nv_modff(
// CHECK: call @__nv_remquof(
// CHECK: call @__nv_ilogbf(%{{.*}}) : (f32) -> i32
// CHECK: call @__nv_llrintf(%{{.*}}) : (f32) -> i64
// CHECK: call @__nv_scalbnf(%{{.*}}, %{{.*}}) : (f32, i32) -> f32
// CHECK: call @__nv_jnf(%{{.*}}, %{{.*}}) : (i32, f32) -> f32
// CHECK: call @__nv_norm3df(
// CHECK: call @__nv_rhypotf(
// CHECK: call @__nv_erfcxf(
// CHECK: call @__nv_cyl_bessel_i0f(
extern "C" __global__ void outs(float *x, int *k) {
  int t = threadIdx.x;
  float a = x[t], s, c, ip;
  int e, q;
  sincosf(a, &s, &c);
  float m = frexpf(a, &e) + modff(a, &ip) + remquof(a, 1.5f, &q);
  x[t] = s + c + m + ip + (float)(e + q) + (float)ilogbf(a) + (float)lrintf(a) + scalbnf(a, k[t]) +
         jnf(k[t], a) + norm3df(a, s, c) + rhypotf(a, s) + erfcxf(a) + cyl_bessel_i0f(a);
}

// CHECK-LABEL: func.func @cxx(
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: arith.cmpf uno
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.cmpi slt
// CHECK: call @__nv_expf(
// CHECK: call @__nv_pow(
extern "C" __global__ void cxx(float *x, int *flags) {
  int t = threadIdx.x;
  float a = x[t];
  x[t] = std::sqrt(a);
  flags[t] = std::isnan(a) + 2 * std::signbit(a);
  x[t + 1] = std::exp(a) + (float)std::pow(a, 2);  // pow(float, int) is double, as with nvcc
}
