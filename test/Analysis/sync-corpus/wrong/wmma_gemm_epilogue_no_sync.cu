// Tensor-core GEMM through shared memory whose epilogue reads the shared C tile
// without the barrier after the warps' store_matrix_sync: thread 16 reads Cs[0][16],
// part of warp 1's fragment.
// LAUNCH: grid=2,2 block=128 tol=0.002 args=A:f32[3072]:rand B:f32[3072]:rand C:f32[4096]:rand M:i32=64 N:i32=64 K:i32=48 alpha:f32=1.0 beta:f32=0.5
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#define BM 32
#define BN 32
#define BK 16
#define SKEW_HALF 8
#define SKEW_FLOAT 4

extern "C" __global__ void __launch_bounds__(128)
    wmma_gemm_epilogue_no_sync(const float *A, const float *B, float *C, int M, int N, int K, float alpha,
                            float beta) {
  __shared__ __align__(32) half As[BM][BK + SKEW_HALF];
  __shared__ __align__(32) half Bs[BK][BN + SKEW_HALF];
  __shared__ __align__(32) float Cs[BM][BN + SKEW_FLOAT];
  const int warp = threadIdx.x / 32;
  const int wm = warp / 2, wn = warp % 2;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;

  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += blockDim.x) {
      int r = i / BK, c = i % BK;
      As[r][c] = __float2half(A[(row0 + r) * K + k0 + c]);
    }
    for (int i = threadIdx.x; i < BK * BN; i += blockDim.x) {
      int r = i / BN, c = i % BN;
      Bs[r][c] = __float2half(B[(k0 + r) * N + col0 + c]);
    }
    __syncthreads();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::load_matrix_sync(fa, &As[wm * 16][0], BK + SKEW_HALF);
    wmma::load_matrix_sync(fb, &Bs[0][wn * 16], BN + SKEW_HALF);
    wmma::mma_sync(acc, fa, fb, acc);
    __syncthreads();
  }

  wmma::store_matrix_sync(&Cs[wm * 16][wn * 16], acc, BN + SKEW_FLOAT, wmma::mem_row_major);
  for (int i = threadIdx.x; i < BM * BN; i += blockDim.x) {
    int r = i / BN, c = i % BN;
    float *out = &C[(row0 + r) * N + col0 + c];
    // CHECK: wmma_gemm_epilogue_no_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}} lines={{([0-9]+,)*}}[[#@LINE-4]]{{(,|$)}}
    *out = alpha * Cs[r][c] + beta * *out;
  }
}
