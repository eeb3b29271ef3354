// Tile kernels: C = A @ B. bf16 and fp16 inputs accumulate in f32 on tensor
// cores: wgmma on sm_90a, mma.sync with ldmatrix operands elsewhere, the
// k-loop pipelined with cp.async stages either way. f32 inputs take the FMA
// path unless the caller allows tf32 (matmul_tf32: m16n8k8 tensor cores,
// inputs rounded to 10-bit mantissas). Ragged borders are masked.
// matmul's 128x256x64 tile with 8 warps is the fastest of the shapes
// bench/gemm_sweep times on an H200 for sm_90a (for sm_90's mma.sync a
// 32-deep k-step is faster: docs/benchmarks.md).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_f16(tensor<const _Float16, 2> a, tensor<const _Float16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = mma(load<128, 32>(a, m, k), load<32, 128>(b, k, n), acc);
  store(c, acc, m, n);
}

KILN_TILE_KERNEL void matmul_f32(tensor<const float, 2> a, tensor<const float, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 64, n = block_id(1) * 64;
  auto acc = zeros<float, 64, 64>();
  for (int64_t k = 0; k < a.shape(1); k += 16)
    acc = mma(load<64, 16>(a, m, k), load<16, 64>(b, k, n), acc);
  store(c, acc, m, n);
}

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_tf32(tensor<const float, 2> a, tensor<const float, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 32)
    acc = mma(load<128, 32>(a, m, k), load<32, 128>(b, k, n), acc, precision::tf32);
  store(c, acc, m, n);
}

// The contract's spelling with an epilogue and no warps hint: kilnc picks 8
// warps for the 128x128 accumulator and adds the bias row in the
// accumulator's own layout (no 128x128 trip through shared memory).
KILN_TILE_KERNEL void matmul_bias_relu(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b,
                                       tensor<const float, 1> bias, tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 128>(b, k, n), acc);
  store(c, max(acc + expand_dims<0>(load<128>(bias, n)), 0.0f), m, n);
}
