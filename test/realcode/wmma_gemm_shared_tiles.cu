// @realcode Tensor-core GEMM in the style of the CUDA samples' WMMA GEMMs: a 128-thread block computes a 64x64 tile of D = alpha * A * B + beta * C (A, B half, row-major; C, D float), staging 64x32 tiles of A and B in padded shared memory, each of its 2x2 warps accumulating a 32x32 sub-tile in four float fragments; the epilogue loads C fragments from global memory and scales element-wise.
// @let M = 2048
// @let N = 2048
// @let K = 2048
// @buf a f16[M * K] uniform(-1, 1)
// @buf b f16[K * N] uniform(-1, 1)
// @buf c f32[M * N] uniform(-1, 1)
// @buf d f32[M * N] zero
// @launch wmma_gemm grid(N / 64, M / 64) block(128) args(a, b, c, d, i32(M), i32(N), i32(K), f32(1.5), f32(-0.5))
// @check d abs=1e-3 rel=1e-4
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

#define BLOCK_M 64
#define BLOCK_N 64
#define BLOCK_K 32
#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16
// Padding of 8 halves keeps fragment rows on different banks (as the samples' SKEW_HALF).
#define SKEW 8
#define THREADS 128

__global__ void __launch_bounds__(THREADS) wmma_gemm(const half *a, const half *b, const float *c, float *d, int m, int n, int k,
                          float alpha, float beta) {
  __shared__ half tile_a[BLOCK_M][BLOCK_K + SKEW];
  __shared__ half tile_b[BLOCK_K][BLOCK_N + SKEW];

  const int warp = threadIdx.x / warpSize;
  const int warp_row = warp / 2;  // which 32-row half of the block tile
  const int warp_col = warp % 2;
  const int block_row = blockIdx.y * BLOCK_M;
  const int block_col = blockIdx.x * BLOCK_N;

  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc[2][2];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) wmma::fill_fragment(acc[i][j], 0.0f);

  for (int k0 = 0; k0 < k; k0 += BLOCK_K) {
    // 64x32 halves of A and 32x64 of B as 8-byte vectors: two of each per thread.
#pragma unroll
    for (int i = 0; i < BLOCK_M * BLOCK_K / 4 / THREADS; i++) {
      int v = threadIdx.x + i * THREADS;
      int r = v / (BLOCK_K / 4), c4 = v % (BLOCK_K / 4) * 4;
      *reinterpret_cast<uint2 *>(&tile_a[r][c4]) =
          *reinterpret_cast<const uint2 *>(&a[(size_t)(block_row + r) * k + k0 + c4]);
    }
#pragma unroll
    for (int i = 0; i < BLOCK_K * BLOCK_N / 4 / THREADS; i++) {
      int v = threadIdx.x + i * THREADS;
      int r = v / (BLOCK_N / 4), c4 = v % (BLOCK_N / 4) * 4;
      *reinterpret_cast<uint2 *>(&tile_b[r][c4]) =
          *reinterpret_cast<const uint2 *>(&b[(size_t)(k0 + r) * n + block_col + c4]);
    }
    __syncthreads();

#pragma unroll
    for (int kk = 0; kk < BLOCK_K; kk += WMMA_K) {
      wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> fa[2];
      wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> fb[2];
      for (int i = 0; i < 2; i++)
        wmma::load_matrix_sync(fa[i], &tile_a[warp_row * 32 + i * WMMA_M][kk], BLOCK_K + SKEW);
      for (int j = 0; j < 2; j++)
        wmma::load_matrix_sync(fb[j], &tile_b[kk][warp_col * 32 + j * WMMA_N], BLOCK_N + SKEW);
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) wmma::mma_sync(acc[i][j], fa[i], fb[j], acc[i][j]);
    }
    __syncthreads();
  }

  // Epilogue: D = alpha * acc + beta * C, fragment by fragment.
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 2; j++) {
      int row = block_row + warp_row * 32 + i * WMMA_M;
      int col = block_col + warp_col * 32 + j * WMMA_N;
      wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> frag_c;
      wmma::load_matrix_sync(frag_c, c + (size_t)row * n + col, n, wmma::mem_row_major);
      for (int t = 0; t < frag_c.num_elements; t++) frag_c.x[t] = alpha * acc[i][j].x[t] + beta * frag_c.x[t];
      wmma::store_matrix_sync(d + (size_t)row * n + col, frag_c, n, wmma::mem_row_major);
    }
  }
}
