// <cuda_fp16.h> and <cuda_bf16.h> in kilnc: what their functions and
// operators are in the simt IR once inlined (--emit=simt): LLVM-visible
// f16/bf16 arithmetic on scalars and vector<2x...> pairs, single-rounding
// fmas for the _rn forms, simt.intrinsic for rounding modes and
// approximations, atomic adds of pairs.
// RUN: kilnc %s --arch=sm_90 --emit=simt | FileCheck %s
// RUN: kilnc %s --arch=sm_80 --emit=simt | FileCheck %s --check-prefix=SM80
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK-LABEL: func.func @arith(
// CHECK: arith.mulf %{{.*}} : vector<2xf16>
// CHECK: arith.addf %{{.*}} : vector<2xf16>
// __hadd2_rn: a * 1.0 + b in one rounding, which nothing contracts.
// CHECK: math.fma %{{.*}} : vector<2xf16>
// CHECK: simt.intrinsic "llvm.nvvm.fma.rn.sat.f16x2"
// CHECK: arith.maximumf %{{.*}} : vector<2xf16>
// CHECK: math.absf %{{.*}} : vector<2xf16>
// CHECK: arith.negf %{{.*}} : f16
// CHECK: simt.intrinsic "llvm.nvvm.fma.rn.relu.f16"
extern "C" __global__ void arith(__half2 *p, __half *q) {
  int i = threadIdx.x;
  __half2 a = p[i], b = p[i + 32];
  __half2 c = a * b + a;
  c = __hadd2_rn(c, b);
  c = __hadd2_sat(c, a);
  p[i] = __habs2(__hmax2_nan(c, b));
  q[i] = __hfma_relu(-q[i], q[i + 1], q[i + 2]);
}

// CHECK-LABEL: func.func @conversions(
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: simt.intrinsic "llvm.nvvm.f2f16.rz"(%{{.*}}) : (f32) -> f16
// CHECK: simt.intrinsic "ptx.cvt.rm.f16.f32"(%{{.*}}) : (f32) -> f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: simt.intrinsic "llvm.nvvm.f2i.rm"(%{{.*}}) : (f32) -> i32
// CHECK: arith.sitofp %{{.*}} : i32 to bf16
extern "C" __global__ void conversions(const float *f, __half *h, int *i, __nv_bfloat16 *b) {
  int t = threadIdx.x;
  h[3 * t] = __float2half_rn(f[t]);
  h[3 * t + 1] = __float2half_rz(f[t]);
  h[3 * t + 2] = __float2half_rd(f[t]);
  i[t] = __half2int_rd(h[t]);
  b[t] = __int2bfloat16_rn(i[t]);
}
// Before sm_90, integer to bfloat16 rounds toward zero with a sticky bit,
// then to nearest (cvt.rn.bf16.s32 is sm_90's).
// SM80-LABEL: func.func @conversions(
// SM80: simt.intrinsic "llvm.nvvm.i2f.rz"
// SM80: simt.intrinsic "llvm.nvvm.i2f.rp"
// SM80: simt.intrinsic "llvm.nvvm.i2f.rm"
// SM80: arith.truncf %{{.*}} : f32 to bf16

// CHECK-LABEL: func.func @math(
// CHECK: simt.intrinsic "llvm.nvvm.ex2.approx.ftz.f32"
// CHECK: simt.intrinsic "ptx.tanh.approx.f16x2"
// CHECK: simt.intrinsic "llvm.nvvm.ex2.approx.f32"
// CHECK: simt.intrinsic "ptx.rcp.approx.f32"
extern "C" __global__ void math(__half *h, __half2 *h2, __nv_bfloat16 *b) {
  int t = threadIdx.x;
  h[t] = hexp(h[t]);
  h2[t] = h2tanh_approx(h2[t]);
  b[t] = hexp2(b[t]);
  b[t + 1] = hrcp(b[t + 1]);
}

// CHECK-LABEL: func.func @atomics(
// CHECK: simt.atomic_rmw add {{.*}} : !simt.ptr<vector<2xf16>, generic>, vector<2xf16>
// CHECK: simt.atomic_rmw add {{.*}} : !simt.ptr<bf16, generic>, bf16
// SM80-LABEL: func.func @atomics(
// SM80: simt.atomic_rmw add {{.*}} vector<2xf16>
// SM80: simt.atomic_cas {{.*}} : !simt.ptr<i16, generic>, i16
extern "C" __global__ void atomics(__half2 *h, __nv_bfloat16 *b) {
  atomicAdd(h, __floats2half2_rn(1.0f, 2.0f));
  atomicAdd(b, __float2bfloat16(0.5f));
}

// Shuffles move the 16- or 32-bit pattern.
// CHECK-LABEL: func.func @shuffles(
// CHECK: simt.shuffle xor {{.*}} : i32
extern "C" __global__ void shuffles(__half2 *h) {
  h[threadIdx.x] = __shfl_xor_sync(0xffffffffu, h[threadIdx.x], 1);
}
