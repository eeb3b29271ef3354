// <cuda_fp16.h>/<cuda_bf16.h> lower to NVPTX half and bfloat instructions that LLVM
// schedules and ptxas assembles, with nvcc's rounding and contraction: __hadd/__hmul
// (nvcc's add.f16/mul.f16, which ptxas may fuse) contract into fma.rn.f16 as the
// kernel's own a*b+c does; the _rn forms never do. sm_80 has no add/mul.bf16: the
// toolkit's fma.rn.bf16 x*1+y forms, and CAS loops for the bf16 atomics.
// RUN: %if ptxas %{ kilnc %s --arch=sm_90 -o %t.90.ptx && %ptxas -arch=sm_90 %t.90.ptx -o /dev/null %}
// RUN: %if ptxas %{ kilnc %s --arch=sm_80 -o %t.80.ptx && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: kilnc %s --arch=sm_80 | FileCheck %s --check-prefixes=CHECK,SM80
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK-LABEL: .entry contract(
// CHECK: fma.rn.f16
// CHECK-NOT: add.rn.f16
// CHECK: ret;
extern "C" __global__ void contract(const __half* a, const __half* b, __half* c) {
  int i = threadIdx.x;
  c[i] = __hadd(__hmul(a[i], b[i]), c[i]);
}

// CHECK-LABEL: .entry no_contract(
// CHECK-NOT: fma
// CHECK: mul.rn.f16
// CHECK-NOT: fma
// CHECK: add.rn.f16
// CHECK: ret;
extern "C" __global__ void no_contract(const __half* a, const __half* b, __half* c) {
  int i = threadIdx.x;
  c[i] = __hadd_rn(__hmul_rn(a[i], b[i]), c[i]);
}

// CHECK-LABEL: .entry operators(
// CHECK: fma.rn.f16
// CHECK: ret;
extern "C" __global__ void operators(const __half* a, const __half* b, __half* c) {
  int i = threadIdx.x;
  c[i] = a[i] * b[i] + c[i];
}

// Packed: one f16x2 instruction, no unpacking, no local memory.
// CHECK-LABEL: .entry pair_fma(
// CHECK-NOT: .local
// CHECK: ld.global.b32
// CHECK: fma.rn.f16x2
// CHECK: st.global.b32
extern "C" __global__ void pair_fma(const __half2* a, const __half2* b, __half2* c) {
  int i = threadIdx.x;
  c[i] = __hfma2(a[i], b[i], c[i]);
}

// CHECK-LABEL: .entry pair_sat(
// CHECK: fma.rn.sat.f16x2
extern "C" __global__ void pair_sat(const __half2* a, const __half2* b, __half2* c) {
  int i = threadIdx.x;
  c[i] = __hadd2_sat(a[i], b[i]);
}

// CHECK-LABEL: .entry bf_pair(
// CHECK: fma.rn.bf16x2
// SM90: add.bf16x2
// SM80: fma.rn.bf16x2
extern "C" __global__ void bf_pair(const __nv_bfloat162* a, const __nv_bfloat162* b, __nv_bfloat162* c) {
  int i = threadIdx.x;
  c[i] = __hfma2(a[i], b[i], c[i]) + a[i];
}

// CHECK-LABEL: .entry bf_add_rn(
// SM90: add.rn.bf16
// SM80: mov.b16 {{.*}}0x3F80
// SM80: fma.rn.bf16
extern "C" __global__ void bf_add_rn(const __nv_bfloat16* a, const __nv_bfloat16* b, __nv_bfloat16* c) {
  int i = threadIdx.x;
  c[i] = __hadd_rn(a[i], b[i]);
}

// Directed rounding is one cvt, not a software sequence; half to int goes through
// the exact float (cvt.rzi saturates there as it does from f16).
// CHECK-LABEL: .entry conversions(
// CHECK: cvt.rm.f16.f32
// CHECK: cvt.rn.bf16.f32
// CHECK: cvt.rzi.s32.f32
extern "C" __global__ void conversions(const float* a, const __half* h, __half* ho, __nv_bfloat16* b, int* n) {
  int i = threadIdx.x;
  ho[i] = __float2half_rd(a[i]);
  b[i] = __float2bfloat16_rn(a[i]);
  n[i] = __half2int_rz(h[i]);
}

// CHECK-LABEL: .entry tanh_half(
// CHECK: tanh.approx.f16
extern "C" __global__ void tanh_half(const __half* a, __half* c) {
  int i = threadIdx.x;
  c[i] = htanh_approx(a[i]);
}

// CHECK-LABEL: .entry atomics(
// CHECK: atom{{.*}}.add.noftz.f16x2
// SM90: atom.global.add.noftz.bf16
// SM80: atom{{.*}}.cas.b16
extern "C" __global__ void atomics(__half2* p, __nv_bfloat16* q, __half2 v, __nv_bfloat16 w) {
  atomicAdd(p, v);
  atomicAdd(q, w);
}
