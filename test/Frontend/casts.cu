// Type conversions and arithmetic in every rounding mode are libdevice's
// (__nv_float2int_rz ...); the round-to-nearest ones with an exact IEEE op are
// arith/math ops; the legacy cudaRoundMode forms pick the intrinsic by the mode.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// CHECK-LABEL: func.func @casts(
// CHECK: call @__nv_float2int_rz(
// CHECK: call @__nv_float2uint_ru(
// CHECK: call @__nv_float2ll_rd(
// CHECK: call @__nv_ull2float_rn(
// CHECK: call @__nv_double2float_rz(
// CHECK: call @__nv_double2hiint(
// CHECK: call @__nv_hiloint2double(
// CHECK: call @__nv_fadd_rz(
// CHECK: call @__nv_fmul_ru(
// CHECK: arith.divf
// CHECK: call @__nv_fdiv_rd(
// CHECK: call @__nv_frcp_rn(
// CHECK: math.sqrt
// CHECK: call @__nv_dsqrt_ru(
// CHECK: call @__nv_dmul_rz(
// CHECK: return
extern "C" __global__ void casts(float *f, double *d, long long *l) {
  int t = threadIdx.x;
  float x = f[t];
  double y = d[t];
  l[t] = __float2int_rz(x) + __float2uint_ru(x) + __float2ll_rd(x);
  f[t] = __ull2float_rn((unsigned long long)l[t]) + __double2float_rz(y);
  d[t] = __hiloint2double(__double2hiint(y), 0);
  f[t + 1] = __fadd_rz(x, 1.0f) + __fmul_ru(x, x) + __fdiv_rn(x, 3.0f) + __fdiv_rd(x, 3.0f) + __frcp_rn(x) +
             __fsqrt_rn(x);
  d[t + 1] = __dsqrt_ru(y) + dmul(y, y, cudaRoundZero);
}
