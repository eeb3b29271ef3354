// @realcode The cuda-samples dmmaTensorCoreGemm / immaTensorCoreGemm pair in their simple forms: a double-precision GEMM with wmma m8n8k4 fragments (row-major A, column-major B, alpha/beta epilogue over a loaded C fragment, fragment elements scaled through frag.x[] and num_elements), and an int8 GEMM with m16n16k16 signed-char fragments staged through __shared__ tiles (one warp per 16x16 output, 8 warps per block), int32 accumulators stored column-major then rescaled; macros for the tile sizes as the samples have them.
// @let M = 1024
// @let N = 1024
// @let K = 1024
// @buf A f64[M * K] uniform(-1, 1)
// @buf B f64[K * N] uniform(-1, 1)
// @buf C f64[M * N] uniform(-1, 1)
// @buf D f64[M * N] zero
// @buf A8 i8[M * K] uniform(-128, 128)
// @buf B8 i8[K * N] uniform(-128, 128)
// @buf C32 i32[M * N] zero
// @launch simple_wmma_dgemm grid(M / 8 / 4, N / 8) block(128) args(A, B, C, D, i32(M), i32(N), i32(K), f64(1.5), f64(-0.5))
// @launch simple_wmma_igemm grid(M / 16 / 8, N / 16) block(256) args(A8, B8, C32, i32(M), i32(N), i32(K), i32(3))
// @check D rel=1e-12 abs=1e-12
// @check C32 exact
#include <mma.h>
#include <cuda_runtime.h>
using namespace nvcuda;

#define M_TILE 8
#define N_TILE 8
#define K_TILE 4
#define WARP_SIZE 32

// One warp per 8x8 tile of D = alpha * A * B + beta * C; A row-major (M x K), B column-major (K x N), C/D row-major.
__global__ void simple_wmma_dgemm(const double *a, const double *b, const double *c, double *d, int m_ld, int n_ld,
                                  int k_ld, double alpha, double beta) {
  int lda = k_ld, ldb = k_ld, ldc = n_ld;
  int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / WARP_SIZE;
  int warpN = blockIdx.y;
  wmma::fragment<wmma::matrix_a, M_TILE, N_TILE, K_TILE, double, wmma::row_major> a_frag;
  wmma::fragment<wmma::matrix_b, M_TILE, N_TILE, K_TILE, double, wmma::col_major> b_frag;
  wmma::fragment<wmma::accumulator, M_TILE, N_TILE, K_TILE, double> acc_frag;
  wmma::fragment<wmma::accumulator, M_TILE, N_TILE, K_TILE, double> c_frag;
  wmma::fill_fragment(acc_frag, 0.0);
  for (int i = 0; i < k_ld; i += K_TILE) {
    int aRow = warpM * M_TILE, aCol = i;
    int bCol = warpN * N_TILE, bRow = i;
    if (aRow < m_ld && aCol < k_ld && bRow < k_ld && bCol < n_ld) {
      wmma::load_matrix_sync(a_frag, a + aRow * lda + aCol, lda);
      wmma::load_matrix_sync(b_frag, b + bRow + bCol * ldb, ldb);
      wmma::mma_sync(acc_frag, a_frag, b_frag, acc_frag);
    }
  }
  int cRow = warpM * M_TILE, cCol = warpN * N_TILE;
  if (cRow < m_ld && cCol < n_ld) {
    wmma::load_matrix_sync(c_frag, c + cCol + cRow * ldc, ldc, wmma::mem_row_major);
    for (int i = 0; i < c_frag.num_elements; i++) c_frag.x[i] = alpha * acc_frag.x[i] + beta * c_frag.x[i];
    wmma::store_matrix_sync(d + cCol + cRow * ldc, c_frag, ldc, wmma::mem_row_major);
  }
}

// int8 x int8 -> int32, A row-major, B column-major, C column-major; K staged 16 at a time through shared memory.
__global__ void simple_wmma_igemm(const signed char *a, const signed char *b, int *c, int m_ld, int n_ld, int k_ld, int scale) {
  __shared__ __align__(32) signed char sA[8][16 * 16];
  __shared__ __align__(32) signed char sB[16 * 16];
  const int warp = threadIdx.x / WARP_SIZE;
  const int tileM = (blockIdx.x * 8 + warp) * 16;
  const int tileN = blockIdx.y * 16;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a_frag;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b_frag;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> acc;
  wmma::fill_fragment(acc, 0);
  for (int k = 0; k < k_ld; k += 16) {
    // Each warp stages its own A tile; the block shares the B tile (16 columns x 16 k).
    for (int e = threadIdx.x % WARP_SIZE; e < 256; e += WARP_SIZE)
      sA[warp][e] = a[(size_t)(tileM + e / 16) * k_ld + k + e % 16];
    for (int e = threadIdx.x; e < 256; e += blockDim.x) sB[e] = b[(size_t)(tileN + e / 16) * k_ld + k + e % 16];
    __syncthreads();
    wmma::load_matrix_sync(a_frag, sA[warp], 16);
    wmma::load_matrix_sync(b_frag, sB, 16);
    wmma::mma_sync(acc, a_frag, b_frag, acc);
    __syncthreads();
  }
  for (int i = 0; i < acc.num_elements; ++i) acc.x[i] *= scale;
  wmma::store_matrix_sync(c + tileM + (size_t)tileN * m_ld, acc, m_ld, wmma::mem_col_major);
}
