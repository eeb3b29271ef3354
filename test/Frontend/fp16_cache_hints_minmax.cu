// Half and bfloat16 overloads of the cache-hinted loads and stores are the
// prelude's global accesses with a cache operator (ld.global.cs.b16, as nvcc
// emits), not volatile ones; __hmin/__hmax against a constant stay one
// min.f16/max.f16 (they went through f32: cvt, min.f32, cvt).
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// PTX-LABEL: .entry half_hints(
// PTX-NOT: volatile
// PTX-DAG: ld.global.nc.b16
// PTX-DAG: ld.global.cs.b16
// PTX-DAG: ld.global.cg.b16
// PTX-DAG: ld.global.lu.b32
// PTX-DAG: st.global.cs.b16
// PTX-DAG: st.global.wt.b32
// PTX: ret;
extern "C" __global__ void half_hints(__half *out, __half2 *out2, const __half *in, const __half2 *in2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half a = __ldg(in + i), b = __ldcs(in + i + 4096), c = __ldcg(in + i + 8192);
  __half2 d = __ldlu(in2 + i);
  __stcs(out + i, __hadd(__hadd(a, b), c));
  __stwt(out2 + i, d);
}

// PTX-LABEL: .entry bf16_hints(
// PTX-NOT: volatile
// PTX-DAG: ld.global.ca.b16
// PTX-DAG: ld.global.cv.b32
// PTX-DAG: st.global.cg.b16
// PTX-DAG: st.global.wb.b32
// PTX: ret;
extern "C" __global__ void bf16_hints(__nv_bfloat16 *out, __nv_bfloat162 *out2, const __nv_bfloat16 *in,
                                      const __nv_bfloat162 *in2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcg(out + i, __ldca(in + i));
  __stwb(out2 + i, __ldcv(in2 + i));
}

// PTX-LABEL: .entry clip_to_range(
// PTX-NOT: {{cvt.f32.f16|min.f32|max.f32}}
// PTX: min.f16
// PTX: max.f16
// PTX: max.NaN.f16
// PTX: min.NaN.bf16
// PTX-NOT: {{cvt.f32.f16|min.f32|max.f32}}
// PTX: ret;
extern "C" __global__ void clip_to_range(__half *out, __nv_bfloat16 *bout, const __half *in,
                                         const __nv_bfloat16 *bin) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const __half limit = __ushort_as_half((unsigned short)0x7800);  // 32768
  __half clipped = __hmax(__hmin(in[i], limit), __hneg(limit));
  out[i] = __hmax_nan(clipped, in[i + 1]);
  bout[i] = __hmin_nan(bin[i], __float2bfloat16(0.5f));
}

// The overloads' words move through the prelude's cache-operator accesses.
// CHECK-LABEL: func.func private @_ZL11__kiln__ldgItET_PKS0_(
// CHECK: simt.load invariant %{{.*}} : !simt.ptr<i16, generic> -> i16
// CHECK-LABEL: func.func private @_ZL12__kiln__ldcsItET_PKS0_(
// CHECK: simt.load cache(cs) %{{.*}} : !simt.ptr<i16, generic> -> i16
// CHECK-LABEL: func.func private @_ZL12__kiln__ldluIjET_PKS0_(
// CHECK: simt.load cache(lu) %{{.*}} : !simt.ptr<i32, generic> -> i32
// CHECK-LABEL: func.func private @_ZL12__kiln__stcsItEvPT_S0_(
// CHECK: simt.store cache(cs) %{{.*}}, %{{.*}} : i16, !simt.ptr<i16, generic>
// CHECK-LABEL: func.func private @_ZL12__kiln__stwtIjEvPT_S0_(
// CHECK: simt.store cache(wt) %{{.*}}, %{{.*}} : i32, !simt.ptr<i32, generic>
