// @realcode A binarised neural-network layer with the experimental 1-bit WMMA API: activations and weights packed 32 signs to a word, bmma_sync with bmmaBitOpXOR and bmmaAccumulateOpPOPC at m8n8k128 (the +/-1 dot product is K - 2 * popcount), a batch-norm style threshold per output channel, and the next layer's activations re-packed with __ballot_sync; a second kernel takes bmmaBitOpAND for set-intersection counts (Jaccard numerators) between bit-vector rows.
// @let M = 512
// @let N = 512
// @let K = 4096
// @buf X u32[M * K / 32] uniform(0, 4294967296)
// @buf W u32[N * K / 32] uniform(0, 4294967296)
// @buf thresh f32[N] uniform(-40, 40)
// @buf dots i32[M * N] zero
// @buf packed u32[M * N / 32] zero
// @buf inter i32[M * N] zero
// @launch bnn_xnor_layer grid(N / 32, M / 8) block(128) args(X, W, thresh, dots, packed, i32(M), i32(N), i32(K))
// @launch bitset_intersections grid(N / 8, M / 8) block(32) args(X, W, inter, i32(N), i32(K))
// @check dots exact
// @check packed exact
// @check inter exact
#include <mma.h>

using namespace nvcuda;
using nvcuda::wmma::experimental::bmmaAccumulateOpPOPC;
using nvcuda::wmma::experimental::bmmaBitOpAND;
using nvcuda::wmma::experimental::bmmaBitOpXOR;
typedef nvcuda::wmma::experimental::precision::b1 bit;

#define TILE 8
#define KBITS 128

// Four warps per block cover 8 rows x 32 output channels (one 8x8 tile each).
__global__ void bnn_xnor_layer(const unsigned *__restrict__ x, const unsigned *__restrict__ w,
                               const float *__restrict__ thresh, int *__restrict__ dots,
                               unsigned *__restrict__ packed, int m, int n, int k) {
  __shared__ int tile[4][TILE * TILE];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int row0 = blockIdx.y * TILE;
  const int col0 = blockIdx.x * 32 + warp * TILE;
  const int words = k / 32;

  wmma::fragment<wmma::matrix_a, TILE, TILE, KBITS, bit, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, TILE, TILE, KBITS, bit, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, TILE, TILE, KBITS, int> c;
  wmma::fill_fragment(c, 0);
#pragma unroll 4
  for (int kk = 0; kk < k; kk += KBITS) {
    wmma::load_matrix_sync(a, x + row0 * words + kk / 32, k);
    wmma::load_matrix_sync(b, w + col0 * words + kk / 32, k);
    wmma::bmma_sync(c, a, b, c, bmmaBitOpXOR, bmmaAccumulateOpPOPC);
  }
  // popc(x ^ w) counts disagreements: the +/-1 dot product is k - 2 * popc.
  for (int i = 0; i < c.num_elements; i++) c.x[i] = k - 2 * c.x[i];
  wmma::store_matrix_sync(&tile[warp][0], c, TILE, wmma::mem_row_major);
  __syncthreads();

  // 8 rows x 32 channels = 256 outputs, two per thread; a warp covers one row at a time.
  for (int e = threadIdx.x; e < TILE * 32; e += blockDim.x) {
    int r = e / 32, ch = e % 32;  // ch == lane
    int v = tile[ch / TILE][r * TILE + ch % TILE];
    dots[(size_t)(row0 + r) * n + blockIdx.x * 32 + ch] = v;
    unsigned bits = __ballot_sync(0xffffffffu, (float)v >= thresh[blockIdx.x * 32 + ch]);
    if (lane == 0) packed[((size_t)(row0 + r) * n + blockIdx.x * 32) / 32] = bits;
  }
}

// |x_i & w_j| for 8x8 pairs of rows per warp.
__global__ void bitset_intersections(const unsigned *__restrict__ x, const unsigned *__restrict__ w,
                                     int *__restrict__ out, int n, int k) {
  const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
  wmma::fragment<wmma::matrix_a, TILE, TILE, KBITS, bit, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, TILE, TILE, KBITS, bit, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, TILE, TILE, KBITS, int> c;
  wmma::fill_fragment(c, 0);
  for (int kk = 0; kk < k; kk += KBITS) {
    wmma::load_matrix_sync(a, x + (row0 * k + kk) / 32, k);
    wmma::load_matrix_sync(b, w + (col0 * k + kk) / 32, k);
    wmma::bmma_sync(c, a, b, c, bmmaBitOpAND);
  }
  wmma::store_matrix_sync(out + row0 * n + col0, c, n, wmma::mem_row_major);
}
