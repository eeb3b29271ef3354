// <mma.h>'s experimental sub-byte WMMA in kilnc (refused before): u4/s4 fragments at m8n8k32
// and b1 at m8n8k128 with the toolkit's num_elements (8 or 32 elements packed in one storage
// word), fill_fragment replicating the low nibble / bit across the word, loads from a
// `const void *` in the .shared/.global/generic form the pointer's space allows, mma_sync with
// satf, and bmma_sync with XOR or AND and POPC: the opcodes `nvcc -ptx -arch=sm_90` emits.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
#include <mma.h>
using namespace nvcuda;
namespace wx = nvcuda::wmma::experimental;

using A4 = wmma::fragment<wmma::matrix_a, 8, 8, 32, wx::precision::s4, wmma::row_major>;
using B4 = wmma::fragment<wmma::matrix_b, 8, 8, 32, wx::precision::s4, wmma::col_major>;
using AU = wmma::fragment<wmma::matrix_a, 8, 8, 32, wx::precision::u4, wmma::row_major>;
using BU = wmma::fragment<wmma::matrix_b, 8, 8, 32, wx::precision::u4, wmma::col_major>;
using A1 = wmma::fragment<wmma::matrix_a, 8, 8, 128, wx::precision::b1, wmma::row_major>;
using B1 = wmma::fragment<wmma::matrix_b, 8, 8, 128, wx::precision::b1, wmma::col_major>;
using C32 = wmma::fragment<wmma::accumulator, 8, 8, 32, int>;
using C128 = wmma::fragment<wmma::accumulator, 8, 8, 128, int>;
static_assert(A4::num_elements == 8 && A4::num_storage_elements == 1, "");
static_assert(B1::num_elements == 32 && B1::num_storage_elements == 1, "");
static_assert(C32::num_elements == 2 && C128::num_elements == 2, "");
static_assert(sizeof(A4::storage_element_type) == 4 && sizeof(BU::storage_element_type) == 4, "");

// s4 from global memory, satfinite, the accumulator stored through shared memory.
// CHECK-LABEL: .entry s4_tile(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k32.global.s4 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: wmma.load.b.sync.aligned.col.m8n8k32.global.s4 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32.satfinite {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}}, {%r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK: wmma.store.d.sync.aligned.row.m8n8k32.shared.s32
// CHECK-NOT: st.local
// CHECK: ret;
extern "C" __global__ void s4_tile(const unsigned *a, const unsigned *b, int *out, int k) {
  __shared__ int tile[64];
  A4 fa;
  B4 fb;
  C32 acc;
  wmma::fill_fragment(acc, 0);
  for (int kk = 0; kk < k; kk += 32) {
    wmma::load_matrix_sync(fa, a + kk / 8, k);
    wmma::load_matrix_sync(fb, b + kk / 8, k);
    wmma::mma_sync(acc, fa, fb, acc, true);
  }
  wmma::store_matrix_sync(tile, acc, 8, wmma::mem_row_major);
  __syncwarp();
  out[threadIdx.x] = tile[threadIdx.x] + tile[threadIdx.x + 32];
}

// u4 from shared memory, fill_fragment of the operands (the nibble in every position).
// CHECK-LABEL: .entry u4_shared(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k32.shared.u4
// CHECK: mov.b32 %r{{[0-9]+}}, 858993459;
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k32.s32.u4.u4.s32 {
// CHECK: wmma.store.d.sync.aligned.col.m8n8k32.global.s32
extern "C" __global__ void u4_shared(const unsigned *a, int *out) {
  __shared__ unsigned sa[64];
  sa[threadIdx.x] = a[threadIdx.x];
  sa[threadIdx.x + 32] = a[threadIdx.x + 32];
  __syncwarp();
  AU fa;
  BU fb;
  C32 acc;
  wmma::load_matrix_sync(fa, sa, 32);
  wmma::fill_fragment(fb, 3u);  // 0x33333333
  wmma::fill_fragment(acc, 1);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(out, acc, 8, wmma::mem_col_major);
}

// b1: XOR and AND with POPC; a runtime choice of the operation picks between the two.
// CHECK-LABEL: .entry b1_ops(
// CHECK-DAG: wmma.load.a.sync.aligned.row.m8n8k128.global.b1
// CHECK-DAG: wmma.load.b.sync.aligned.col.m8n8k128.global.b1
// CHECK-DAG: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
// CHECK-DAG: wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
// CHECK: wmma.store.d.sync.aligned.row.m8n8k128.global.s32
extern "C" __global__ void b1_ops(const unsigned *a, const unsigned *b, int *out, int use_and) {
  A1 fa;
  B1 fb;
  C128 acc;
  wmma::fill_fragment(acc, 0);
  wmma::load_matrix_sync(fa, a, 128);
  wmma::load_matrix_sync(fb, b, 128);
  wmma::bmma_sync(acc, fa, fb, acc);  // XOR, POPC by default
  wmma::bmma_sync(acc, fa, fb, acc, use_and ? wx::bmmaBitOpAND : wx::bmmaBitOpXOR, wx::bmmaAccumulateOpPOPC);
  wmma::store_matrix_sync(out, acc, 8, wmma::mem_row_major);
}
