// @realcode Warp-per-tile tensor-core GEMMs as in NVIDIA's WMMA tutorials, for the Ampere types: one kernel multiplies __nv_bfloat16 matrices (A row-major, B column-major) with m16n16k16 fragments and a float accumulator, the other float matrices rounded to tf32 with __float_to_tf32 at m16n16k8; each warp walks K loading its fragments straight from global memory and stores its 16x16 output tile.
// @let M = 1024
// @let N = 1024
// @let K = 1024
// @buf ab bf16[M * K] uniform(-1, 1)
// @buf bb bf16[K * N] uniform(-1, 1)
// @buf af f32[M * K] uniform(-1, 1)
// @buf bf f32[K * N] uniform(-1, 1)
// @buf c_bf16 f32[M * N] zero
// @buf c_tf32 f32[M * N] zero
// @launch gemm_bf16_warp_tile grid(N / 16 / 4, M / 16) block(128) args(ab, bb, c_bf16, i32(M), i32(N), i32(K))
// @launch gemm_tf32_warp_tile grid(N / 16 / 4, M / 16) block(128) args(af, bf, c_tf32, i32(M), i32(N), i32(K))
// @check c_bf16 abs=1e-3 rel=1e-4
// @check c_tf32 abs=1e-3 rel=1e-4
#include <cuda_bf16.h>
#include <mma.h>

using namespace nvcuda;

// Four warps per block, side by side along N; each owns one 16x16 tile of C.
__global__ void gemm_bf16_warp_tile(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *c, int m, int n, int k) {
  int tile_row = blockIdx.y * 16;
  int tile_col = (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32) * 16;
  if (tile_row >= m || tile_col >= n) return;

  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < k; k0 += 16) {
    wmma::load_matrix_sync(fa, a + (size_t)tile_row * k + k0, k);
    // B column-major: column j of B starts at b + j * k.
    wmma::load_matrix_sync(fb, b + (size_t)tile_col * k + k0, k);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(c + (size_t)tile_row * n + tile_col, acc, n, wmma::mem_row_major);
}

__global__ void gemm_tf32_warp_tile(const float *a, const float *b, float *c, int m, int n, int k) {
  int tile_row = blockIdx.y * 16;
  int tile_col = (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32) * 16;
  if (tile_row >= m || tile_col >= n) return;

  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int k0 = 0; k0 < k; k0 += 8) {
    wmma::load_matrix_sync(fa, a + (size_t)tile_row * k + k0, k);
    wmma::load_matrix_sync(fb, b + (size_t)tile_col * k + k0, k);
#pragma unroll
    for (int t = 0; t < fa.num_elements; t++) fa.x[t] = wmma::__float_to_tf32(fa.x[t]);
#pragma unroll
    for (int t = 0; t < fb.num_elements; t++) fb.x[t] = wmma::__float_to_tf32(fb.x[t]);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(c + (size_t)tile_row * n + tile_col, acc, n, wmma::mem_row_major);
}
