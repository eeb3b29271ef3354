// A 256x256 accumulator on 16 warps needs 128 registers per thread, the
// whole budget of a 512-thread block: wgmma (which ptxas cannot spill
// around) would fail in ptxas, so the GEMM stays on mma.sync, and ptxas
// accepts the PTX. Regression test: ptxas once stopped with "Insufficient
// registers (128) to compile instruction".
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -o %t.ptx 2>%t.err
// RUN: not grep -E '(warning|error):' %t.err
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// CHECK-NOT: wgmma
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL KILN_NUM_WARPS(16) void big(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c) {
  int64_t m = block_id(0) * 256, n = block_id(1) * 256;
  auto acc = zeros<float, 256, 256>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<256, 64>(a, m, k), load<64, 256>(b, k, n), acc);
  store(c, acc, m, n);
}
