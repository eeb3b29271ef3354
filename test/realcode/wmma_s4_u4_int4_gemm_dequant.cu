// @realcode A 4-bit integer GEMM with the experimental sub-byte WMMA fragments (nvcuda::wmma::experimental::precision::s4 and u4 at m8n8k32): A row-major and B column-major, both packed eight nibbles to a 32-bit word as int4 quantised weights and activations are stored, one warp per 8x8 output tile stepping K by 32, fill_fragment of the accumulator, the int32 tile stored row-major through a __shared__ staging tile and dequantised with per-row and per-column scales; the unsigned variant for u4 activations with a zero point folded in afterwards.
// @let M = 1024
// @let N = 1024
// @let K = 2048
// @buf A u32[M * K / 8] uniform(0, 4294967296)
// @buf B u32[N * K / 8] uniform(0, 4294967296)
// @buf sa f32[M] uniform(0.001, 0.01)
// @buf sb f32[N] uniform(0.001, 0.01)
// @buf rowsum i32[M] uniform(0, 1000)
// @buf Cs f32[M * N] zero
// @buf Cu i32[M * N] zero
// @launch int4_gemm_s4<4> grid(N / 8 / 4, M / 8) block(128) args(A, B, sa, sb, Cs, i32(M), i32(N), i32(K))
// @launch uint4_gemm_u4_zero_point grid(N / 8, M / 8) block(32) args(A, B, rowsum, Cu, i32(M), i32(N), i32(K), i32(8))
// @check Cs rel=1e-5 abs=1e-5
// @check Cu exact
#include <mma.h>
#include <cuda_runtime.h>

using namespace nvcuda;
namespace wexp = nvcuda::wmma::experimental;

constexpr int WM = 8, WN = 8, WK = 32;  // the only sub-byte integer shape
constexpr int NIBBLES_PER_WORD = 8;

// WARPS warps per block, side by side along N; each warp owns one 8x8 tile of C.
template <int WARPS>
__global__ void __launch_bounds__(WARPS * 32)
    int4_gemm_s4(const unsigned *__restrict__ A, const unsigned *__restrict__ B, const float *__restrict__ scale_a,
                 const float *__restrict__ scale_b, float *__restrict__ C, int m, int n, int k) {
  __shared__ int staging[WARPS][WM * WN];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int tile_row = blockIdx.y * WM;
  const int tile_col = (blockIdx.x * WARPS + warp) * WN;
  if (tile_row >= m || tile_col >= n) return;

  wmma::fragment<wmma::matrix_a, WM, WN, WK, wexp::precision::s4, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, WM, WN, WK, wexp::precision::s4, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, WM, WN, WK, int> acc;
  wmma::fill_fragment(acc, 0);

  // ldm counts elements (nibbles); the pointers are to packed words.
  const unsigned *a_row = A + (size_t)tile_row * k / NIBBLES_PER_WORD;
  const unsigned *b_col = B + (size_t)tile_col * k / NIBBLES_PER_WORD;
  for (int kk = 0; kk < k; kk += WK) {
    wmma::load_matrix_sync(a, a_row + kk / NIBBLES_PER_WORD, k);
    wmma::load_matrix_sync(b, b_col + kk / NIBBLES_PER_WORD, k);
    wmma::mma_sync(acc, a, b, acc);
  }
  wmma::store_matrix_sync(staging[warp], acc, WN, wmma::mem_row_major);
  __syncwarp();
  for (int e = lane; e < WM * WN; e += 32) {
    int r = e / WN, c = e % WN;
    C[(size_t)(tile_row + r) * n + tile_col + c] =
        (float)staging[warp][e] * scale_a[tile_row + r] * scale_b[tile_col + c];
  }
}

// u4 activations x u4 weights with a weight zero point: sum_k a*(w - z) = (a.w) - z * rowsum(a).
__global__ void uint4_gemm_u4_zero_point(const unsigned *__restrict__ A, const unsigned *__restrict__ B,
                                         const int *__restrict__ rowsum, int *__restrict__ C, int m, int n, int k,
                                         int zero_point) {
  const int tile_row = blockIdx.y * WM, tile_col = blockIdx.x * WN;
  wmma::fragment<wmma::matrix_a, WM, WN, WK, wexp::precision::u4, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, WM, WN, WK, wexp::precision::u4, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, WM, WN, WK, int> acc;
  wmma::fill_fragment(acc, 0);
  for (int kk = 0; kk < k; kk += WK) {
    wmma::load_matrix_sync(a, A + ((size_t)tile_row * k + kk) / NIBBLES_PER_WORD, k);
    wmma::load_matrix_sync(b, B + ((size_t)tile_col * k + kk) / NIBBLES_PER_WORD, k);
    wmma::mma_sync(acc, a, b, acc, /*satf=*/false);
  }
  int *out = C + (size_t)tile_row * n + tile_col;
  wmma::store_matrix_sync(out, acc, n, wmma::mem_row_major);
  __syncwarp();
  // Fold the zero point in: each lane fixes two of the tile's 64 outputs.
  for (int e = threadIdx.x; e < WM * WN; e += 32) {
    int r = e / WN, c = e % WN;
    out[(size_t)r * n + c] -= zero_point * rowsum[tile_row + r];
  }
}

template __global__ void int4_gemm_s4<4>(const unsigned *, const unsigned *, const float *, const float *, float *,
                                         int, int, int);
