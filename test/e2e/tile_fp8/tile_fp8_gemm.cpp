// fp8 matrix products (sm_89 and later: mma.sync m16n8k32; wgmma on sm_90a
// for a K-major B) and a bf16 a @ b.T: built for sm_90
// and sm_90a by scripts/build-device-bundle.sh and run by kiln_tile_e2e
// (tile/fp8_gemm/*) against a host reference of the same fp8 inputs.
#include <kiln/tile.hpp>
using namespace kiln::tile;

// The contract's plain loop with per-tensor scales in the epilogue.
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void gemm_e4m3(tensor<const kiln::fp8_e4m3, 2> a,
                                                 tensor<const kiln::fp8_e4m3, 2> b,
                                                 tensor<float, 2> c, float scale_a, float scale_b) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  store(c, acc * (scale_a * scale_b), m, n);
}

// e5m2 x e4m3 with dot (no accumulator argument), one k-step per call.
KILN_TILE_KERNEL void gemm_e5m2_e4m3(tensor<const kiln::fp8_e5m2, 2> a,
                                    tensor<const kiln::fp8_e4m3, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = acc + dot(load<64, 32>(a, m, k), load<32, 64>(b, k, n));
  store(c, acc, m, n);
}

// e5m2 x e5m2, a 16-deep k-step (below m16n8k32's 32: FMAs on the widened
// values) and a bf16 result.
KILN_TILE_KERNEL void gemm_e5m2_k16(tensor<const kiln::fp8_e5m2, 2> a,
                                   tensor<const kiln::fp8_e5m2, 2> b, tensor<__bf16, 2> c) {
  int64_t m = block_id(0) * 32, n = block_id(1) * 32;
  auto acc = zeros<float, 32, 32>();
  for (int64_t k = 0; k < a.shape(1); k += 16)
    acc = mma(load<32, 16>(a, m, k), load<16, 32>(b, k, n), acc);
  store(c, cast<__bf16>(acc), m, n);
}

// B stored N x K (column-major K x N, as torch._scaled_mm and cuBLASLt's fp8
// GEMMs take it): `transpose` of its N x K tile is the K x N operand, so both
// operands are K-major, which fp8 wgmma needs (it has no transpose bit). On
// sm_90a: TMA into 128-byte-swizzled stages, wgmma m64n256k32 from a
// producer warpgroup's ring, persistent (the variant for contiguous tensors;
// cp.async stages, or element loads for unaligned rows, otherwise); on
// sm_90: mma.sync m16n8k32 with ldmatrix B fragments (no .trans). Scaled,
// bf16 result: examples/tile_gemm_fp8.cpp's matmul_fp8_nt.
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void gemm_e4m3_nt(tensor<const kiln::fp8_e4m3, 2> a,
                                                    tensor<const kiln::fp8_e4m3, 2> b,
                                                    tensor<__bf16, 2> c, float scale_a, float scale_b) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 128)
    acc = mma(load<128, 128>(a, m, k), transpose(load<256, 128>(b, n, k)), acc);
  store(c, cast<__bf16>(acc * (scale_a * scale_b)), m, n);
}

// e4m3 x e5m2 from an N x K B, one warpgroup, 64-byte rows (64-byte swizzle):
// on sm_90a a TMA ring filled by thread 0 (one consumer warpgroup).
KILN_TILE_KERNEL KILN_NUM_WARPS(4) void gemm_e4m3_e5m2_nt(tensor<const kiln::fp8_e4m3, 2> a,
                                                         tensor<const kiln::fp8_e5m2, 2> b,
                                                         tensor<float, 2> c) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 128;
  auto acc = zeros<float, 64, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<64, 64>(a, m, k), transpose(load<128, 64>(b, n, k)), acc);
  store(c, acc, m, n);
}

// bf16 a @ b.T (B stored N x K): the same K-major B stages, wgmma without
// its transpose bit on sm_90a, ldmatrix without .trans elsewhere.
KILN_TILE_KERNEL KILN_NUM_WARPS(8) void gemm_bf16_nt(tensor<const __bf16, 2> a,
                                                    tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), transpose(load<128, 64>(b, n, k)), acc);
  store(c, acc, m, n);
}
