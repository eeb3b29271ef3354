// Tile kernels: C = (A @ B) * scale_a * scale_b with fp8 inputs, as a user
// of per-tensor-scaled fp8 GEMMs (torch._scaled_mm) writes it. A is M x K
// and B is K x N, both row-major; each is stored as fp8 values q with a
// float scale s per tensor (the real values are q * s). mma multiplies the
// fp8 values exactly and accumulates in f32 (mma.sync m16n8k32 on sm_89 and
// later; e4m3 and e5m2 mix freely); the scales are one multiply in the
// epilogue, where the accumulator is already float. Ragged borders are
// masked (zero-filled loads add nothing to the accumulator).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_fp8(tensor<const kiln::fp8_e4m3, 2> a,
                                                  tensor<const kiln::fp8_e4m3, 2> b,
                                                  tensor<float, 2> c, float scale_a,
                                                  float scale_b) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  store(c, acc * (scale_a * scale_b), m, n);
}

// e4m3 activations times e5m2 weights (the wider range, e.g. gradients),
// written to bf16: the usual fp8 training mix.
KILN_TILE_KERNEL KILN_NUM_WARPS(4) void matmul_e4m3_e5m2(tensor<const kiln::fp8_e4m3, 2> a,
                                                        tensor<const kiln::fp8_e5m2, 2> b,
                                                        tensor<__bf16, 2> c, float scale_a,
                                                        float scale_b) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = mma(load<64, 32>(a, m, k), load<32, 64>(b, k, n), acc);
  store(c, cast<__bf16>(acc * (scale_a * scale_b)), m, n);
}

// B stored N x K (column-major K x N: the layout torch._scaled_mm and
// cuBLASLt's fp8 GEMMs take), so `transpose` of its N x K tile is the K x N
// operand and both operands are K-major, as fp8 wgmma needs (it has no
// transpose bit). On sm_90a: TMA into 128-byte-swizzled stages of 128 k,
// wgmma m64n256k32 fed by a producer warpgroup, persistent over the tiles;
// mma.sync m16n8k32 with ldmatrix fragments on sm_89/sm_90. bf16 result, as
// torch._scaled_mm(out_dtype=torch.bfloat16).
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_fp8_nt(tensor<const kiln::fp8_e4m3, 2> a,
                                                     tensor<const kiln::fp8_e4m3, 2> b,
                                                     tensor<__bf16, 2> c, float scale_a,
                                                     float scale_b) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 128)
    acc = mma(load<128, 128>(a, m, k), transpose(load<256, 128>(b, n, k)), acc);
  store(c, cast<__bf16>(acc * (scale_a * scale_b)), m, n);
}
