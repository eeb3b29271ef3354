// bf16 GEMM tile shapes for bench/gemm_sweep (tuning the pipelined mma.sync
// lowering, and wgmma when compiled for sm_90a): C[M,N] = A[M,K] @ B[K,N], row-major, f32 accumulate.
#include <kiln/tile.hpp>
using namespace kiln::tile;

#define KILN_GEMM(NAME, WARPS, BM, BN, BK)                                                     \
  KILN_TILE_KERNEL KILN_NUM_WARPS(WARPS) void NAME(tensor<const __bf16, 2> a,                 \
                                                   tensor<const __bf16, 2> b,                 \
                                                   tensor<float, 2> c) {                      \
    int64_t m = block_id(0) * BM, n = block_id(1) * BN;                                       \
    auto acc = zeros<float, BM, BN>();                                                        \
    for (int64_t k = 0; k < a.shape(1); k += BK)                                              \
      acc = mma(load<BM, BK>(a, m, k), load<BK, BN>(b, k, n), acc);                           \
    store(c, acc, m, n);                                                                      \
  }

KILN_GEMM(gemm_128x128x64_w8, 8, 128, 128, 64)
KILN_GEMM(gemm_128x128x32_w4, 4, 128, 128, 32)
KILN_GEMM(gemm_128x256x64_w8, 8, 128, 256, 64)
KILN_GEMM(gemm_256x128x64_w8, 8, 256, 128, 64)
KILN_GEMM(gemm_128x256x32_w8, 8, 128, 256, 32)
KILN_GEMM(gemm_128x128x32_w8, 8, 128, 128, 32)
KILN_GEMM(gemm_128x128x64_w4, 4, 128, 128, 64)
// Small shapes (correctness of the 32- and 64-byte swizzle modes and of a
// single 64-column B block under wgmma; not tuned).
KILN_GEMM(gemm_64x64x16_w4, 4, 64, 64, 16)
KILN_GEMM(gemm_128x64x32_w4, 4, 128, 64, 32)
