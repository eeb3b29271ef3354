// <mma.h> in kilnc: every function is the wmma instruction nvcc emits for it (the same
// opcodes, qualifiers and register counts as `nvcc -ptx -arch=sm_90` on this file): half and
// 8-bit loads and stores take the .shared / .global form when the pointer's space is known after
// inlining and the generic one otherwise (no run-time test), bf16 / tf32 / double always the
// generic one (as nvcc);
// fragments have the toolkit's num_elements; element-wise work on x[] stays in registers.
// RUN: kilnc %s --arch=sm_90 -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: kilnc %s --arch=sm_80 -o %t.80.ptx
// RUN: FileCheck %s < %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90 --emit=simt | FileCheck %s --check-prefix=SIMT
// RUN: kilnc %s --arch=sm_90 --cuda-path=none -o /dev/null
#include <cuda_bf16.h>
#include <mma.h>
using namespace nvcuda;

static_assert(wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major>::num_elements == 16, "");
static_assert(wmma::fragment<wmma::accumulator, 16, 16, 16, half>::num_elements == 8, "");
static_assert(wmma::fragment<wmma::matrix_a, 32, 8, 16, __nv_bfloat16, wmma::row_major>::num_elements == 16, "");
static_assert(wmma::fragment<wmma::matrix_b, 32, 8, 16, __nv_bfloat16, wmma::col_major>::num_elements == 4, "");
static_assert(wmma::fragment<wmma::matrix_a, 8, 32, 16, signed char, wmma::row_major>::num_elements == 4, "");
static_assert(wmma::fragment<wmma::matrix_b, 8, 32, 16, unsigned char, wmma::col_major>::num_elements == 16, "");
static_assert(wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major>::num_elements == 4, "");
static_assert(sizeof(wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major>::storage_element_type) == 4, "");
static_assert(wmma::fragment<wmma::accumulator, 8, 8, 4, double>::num_elements == 2, "");

// Shared-memory A tile, global B and C; alpha/beta on x[] between the load and the store.
// CHECK-LABEL: .entry f16_spaces(
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: wmma.load.b.sync.aligned.col.m16n16k16.global.f16 {{.*}}, [%rd{{[0-9]+}}]
// CHECK: wmma.load.c.sync.aligned.row.m16n16k16.global.f32
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32
// CHECK-NOT: st.local
// CHECK: wmma.store.d.sync.aligned.col.m16n16k16.global.f32
// CHECK-NOT: isspacep
// CHECK: ret;
// SIMT-LABEL: func.func @f16_spaces(
// SIMT-NOT: simt.is_space
// SIMT: simt.inline_asm volatile "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
extern "C" __global__ void __launch_bounds__(32) f16_spaces(const half *a, const half *b, float *c, float alpha, float beta) {
  __shared__ half sa[16 * 16];
  for (int i = threadIdx.x; i < 256; i += 32) sa[i] = a[i];
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc, fc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, sa, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(acc, fa, fb, acc);
  for (int i = 0; i < fc.num_elements; i++) fc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_col_major);
}

// A pointer whose space is not known (chosen at run time): the generic forms, as nvcc's, with
// no run-time isspacep.
// CHECK-LABEL: .entry f16_generic(
// CHECK-NOT: isspacep
// CHECK: wmma.load.a.sync.aligned.col.m32n8k16.f16
// CHECK: wmma.load.b.sync.aligned.row.m32n8k16.f16
// CHECK: wmma.load.c.sync.aligned.col.m32n8k16.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}
// CHECK: wmma.mma.sync.aligned.col.row.m32n8k16.f16.f16
// CHECK: wmma.store.d.sync.aligned.col.m32n8k16.global.f16
extern "C" __global__ void __launch_bounds__(32) f16_generic(const half *a, half *c, int which) {
  __shared__ half s[512];
  for (int i = threadIdx.x; i < 512; i += 32) s[i] = a[i];
  __syncwarp();
  const half *p = which ? s : a;
  wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, half> acc;
  wmma::load_matrix_sync(fa, p, 32);
  wmma::load_matrix_sync(fb, p, 8);
  wmma::load_matrix_sync(acc, p, 32, wmma::mem_col_major);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(which ? c : c + 256, acc, 32, wmma::mem_col_major);
}

// CHECK-LABEL: .entry bf16_tf32_f64(
// CHECK: wmma.load.a.sync.aligned.row.m8n32k16.bf16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}]
// CHECK: wmma.load.b.sync.aligned.col.m8n32k16.bf16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}
// CHECK: wmma.mma.sync.aligned.row.col.m8n32k16.f32.bf16.bf16.f32
// CHECK: wmma.store.d.sync.aligned.row.m8n32k16.global.f32
// CHECK: wmma.load.a.sync.aligned.row.m16n16k8.tf32
// CHECK: cvt.rna.tf32.f32
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32
// CHECK: wmma.store.d.sync.aligned.row.m16n16k8.f32
// CHECK: wmma.load.a.sync.aligned.col.m8n8k4.f64 {%rd{{[0-9]+}}}
// CHECK: wmma.mma.sync.aligned.col.row.m8n8k4.f64.f64.f64.f64.rn {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}}, {%rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}}
// CHECK: wmma.store.d.sync.aligned.row.m8n8k4.f64
extern "C" __global__ void __launch_bounds__(32) bf16_tf32_f64(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c, const float *fa_,
                                         const float *fb_, const double *d, double *e) {
  {
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __nv_bfloat16, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __nv_bfloat16, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(c, acc, 32, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
    wmma::load_matrix_sync(fa, fa_, 8);
    wmma::load_matrix_sync(fb, fb_, 8);
    for (int i = 0; i < fa.num_elements; i++) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    wmma::fill_fragment(acc, 0.0f);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(c + 256, acc, 16, wmma::mem_row_major);
  }
  {
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
    wmma::load_matrix_sync(fa, d, 8);
    wmma::load_matrix_sync(fb, d + 32, 8);
    wmma::fill_fragment(acc, 0.0);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(e, acc, 8, wmma::mem_row_major);
  }
}

// CHECK-LABEL: .entry int8(
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.s8 {%r{{[0-9]+}}, %r{{[0-9]+}}}
// CHECK: wmma.load.b.sync.aligned.col.m16n16k16.global.s8 {%r{{[0-9]+}}, %r{{[0-9]+}}}
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32.satfinite
// CHECK: wmma.load.a.sync.aligned.row.m32n8k16.global.u8 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}
// CHECK: wmma.load.b.sync.aligned.col.m32n8k16.global.u8 {%r{{[0-9]+}}}
// CHECK: wmma.mma.sync.aligned.row.col.m32n8k16.s32.u8.u8.s32 {
// CHECK: wmma.store.d.sync.aligned.row.m32n8k16.global.s32
extern "C" __global__ void __launch_bounds__(32) int8(const signed char *a, const unsigned char *u, int *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, a + 256, 16);
  wmma::fill_fragment(acc, 0);
  wmma::mma_sync(acc, fa, fb, acc, true);
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
  wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::row_major> ua;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::col_major> ub;
  wmma::fragment<wmma::accumulator, 32, 8, 16, int> uacc;
  wmma::load_matrix_sync(ua, u, 16);
  wmma::load_matrix_sync(ub, u + 512, 16);
  wmma::fill_fragment(uacc, 0);
  wmma::mma_sync(uacc, ua, ub, uacc);
  wmma::store_matrix_sync(c + 256, uacc, 8, wmma::mem_row_major);
}
