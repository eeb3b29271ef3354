// What the sync checks make of <mma.h>: wmma.load reads and wmma.store writes a strided tile
// somewhere in the buffer its pointer points into (InlinePtx.h), a warp collective. A
// CUDA-samples-style GEMM that stages A and B tiles in shared memory with a barrier after the
// staging and one after the loads compiles clean; without either barrier the race is a warning
// naming the WMMA tile (its extent is not computed, so it is not proven); in a one-warp block a
// __syncwarp() orders a warp-staged tile.
// RUN: kilnc %s --arch=sm_90 -DOK -o /dev/null 2>%t.ok; FileCheck %s --check-prefix=OK --allow-empty < %t.ok
// RUN: kilnc %s --arch=sm_90 -DNO_FIRST_BARRIER -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: kilnc %s --arch=sm_90 -DNO_SECOND_BARRIER -o /dev/null 2>&1 | FileCheck %s --check-prefix=SECOND
// RUN: kilnc %s --arch=sm_90 -DWARP -o /dev/null 2>%t.warp; FileCheck %s --check-prefix=OK --allow-empty < %t.warp
// OK-NOT: error
// OK-NOT: warning
#include <mma.h>
using namespace nvcuda;

#if defined(OK) || defined(NO_FIRST_BARRIER) || defined(NO_SECOND_BARRIER)
extern "C" __global__ void __launch_bounds__(128) gemm(const half *a, const half *b, float *c, int n) {
  __shared__ half sa[32][40];
  __shared__ half sb[32][40];
  int warp = threadIdx.x / 32, wr = warp / 2, wc = warp % 2;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < n; k0 += 32) {
    for (int j = 0; j < 8; j++) {
      int e = threadIdx.x + j * 128;
      // SECOND: wmma_sync.cu:[[@LINE+2]]:{{[0-9]+}}: warning: cannot prove this write of @gemm.sa race-free (write-after-read with a read by another thread): the WMMA tile
      // SECOND: note: this wmma load or store is the reason; if its tile does not overlap the other access, the warning is spurious
      sa[e / 32][e % 32] = a[(blockIdx.y * 32 + e / 32) * n + k0 + e % 32];
      sb[e / 32][e % 32] = b[(k0 + e / 32) * n + blockIdx.x * 32 + e % 32];
    }
#ifndef NO_FIRST_BARRIER
    __syncthreads();
#endif
    for (int kk = 0; kk < 32; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
      // FIRST: wmma_sync.cu:[[@LINE+1]]:7: warning: cannot prove this read of @gemm.sa race-free (read-after-write with a write by another thread): the WMMA tile of the inline asm at line {{[0-9]+}} is a strided matrix that Kiln places only somewhere in its buffer [-Wkiln-sync]
      wmma::load_matrix_sync(fa, &sa[wr * 16][kk], 40);
      wmma::load_matrix_sync(fb, &sb[kk][wc * 16], 40);
      wmma::mma_sync(acc, fa, fb, acc);
    }
#ifndef NO_SECOND_BARRIER
    __syncthreads();
#endif
  }
  wmma::store_matrix_sync(c + (blockIdx.y * 32 + wr * 16) * n + blockIdx.x * 32 + wc * 16, acc, n,
                          wmma::mem_row_major);
}
#endif

#ifdef WARP
// One warp stages C in shared memory, loads it as the accumulator, stores the result back and
// copies it out: __syncwarp() orders each step in a 32-thread block.
extern "C" __global__ void __launch_bounds__(32) warp_tile(const half *a, const half *b, float *c) {
  __shared__ float tile[256];
  for (int i = threadIdx.x; i < 256; i += 32) tile[i] = c[i];
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(acc, tile, 16, wmma::mem_row_major);
  wmma::mma_sync(acc, fa, fb, acc);
  __syncwarp();
  wmma::store_matrix_sync(tile, acc, 16, wmma::mem_col_major);
  __syncwarp();
  for (int i = threadIdx.x; i < 256; i += 32) c[i] = tile[i];
}
#endif
