// The fp16 GEMM of issue 14's sweep: examples/tile_gemm.cpp's matmul (the
// 128x256x64 tile with 8 warps, persistent and warp-specialised on sm_90a)
// with fp16 inputs, f32 accumulate and output. bench/gemm_llm_sweep.sh fp16
// times it against cuBLAS (torch.matmul, fp16).
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(8) void matmul_f16(tensor<const _Float16, 2> a, tensor<const _Float16, 2> b,
                                                   tensor<float, 2> c) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 256;
  auto acc = zeros<float, 128, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}
