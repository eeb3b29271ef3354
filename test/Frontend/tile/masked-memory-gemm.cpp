// A k-loop whose operand loads are masked (rows of a ragged batch) is not
// filled by cp.async or TMA stages, which copy whole tiles: it keeps its
// masked register loads and still runs on the tensor cores; the masked
// store of the accumulator writes from its fragments.
// RUN: kilnc %s --arch=sm_80 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_90a -o %t90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t90a.ptx -o /dev/null %}
// CHECK-LABEL: .entry gemm_masked(
// CHECK-NOT: cp.async
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NOT: cp.async
// CHECK: ret;
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void gemm_masked(tensor<const __bf16, 2> a, tensor<const __bf16, 2> b, tensor<float, 2> c,
                                  int64_t M) {
  int64_t m = block_id(0) * 128, n = block_id(1) * 128;
  auto rows = expand_dims<1>(arange<int64_t, 128>(m) < M);
  auto acc = zeros<float, 128, 128>();
  for (int64_t k = 0; k < a.shape(1); k += 64)
    acc = mma(load<128, 64>(a, rows, m, k), load<64, 128>(b, k, n), acc);
  store(c, acc, rows, m, n);
}
