// A shape that forces a slow plan says so under -Rpass=kiln-tile (issue 16):
// a 16384-wide f32 row over the 16 warps a program gets is 32 elements per
// thread (layernorm's row, its centred copy and its weights: 104-127
// registers, one program per SM), a cumsum's over the 8 warps a scan gets
// 64. Once per kernel (not again for its contiguous variant); nothing
// without the flag, nothing for an 8192-wide row (16 per thread) or a
// chunked loop over the same row.
// RUN: kilnc %s --arch=sm_90a -Rpass=kiln-tile --emit=ptx -o %t.ptx 2>%t.err
// RUN: FileCheck %s < %t.err
// RUN: kilnc %s --arch=sm_90a --emit=ptx -o %t.quiet.ptx 2>%t.quiet.err
// RUN: not grep -E 'slow plan' %t.quiet.err
#include <kiln/tile.hpp>
using namespace kiln::tile;

// CHECK-COUNT-1: slow-plan-remark.cpp:[[@LINE+3]]:{{[0-9]+}}: remark: kiln-tile: slow plan in 'wide_rmsnorm': the 1x16384 tile over 16 warps is 32 elements per thread (the most warps a program gets without a hint): each tile of that shape takes 32 registers per thread while it is live, which limits the programs per SM and can spill; load the row in chunks of at most 8192 elements in a loop
KILN_TILE_KERNEL void wide_rmsnorm(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 16384>(x, r, 0);
  auto inv = rsqrt(sum<1>(t * t) / (float)x.shape(1));
  store(y, t * expand_dims<1>(inv), r, 0);
}

// CHECK: slow-plan-remark.cpp:[[@LINE+3]]:{{[0-9]+}}: remark: kiln-tile: slow plan in 'wide_cumsum': the 1x16384 tile over 8 warps is 64 elements per thread (kernels with a scan get at most 8 warps)
KILN_TILE_KERNEL void wide_cumsum(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  store(y, cumsum<1>(load<1, 16384>(x, r, 0)), r, 0);
}

// CHECK-NOT: slow plan in 'row_8192'
KILN_TILE_KERNEL void row_8192(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  auto t = load<1, 8192>(x, r, 0);
  store(y, t * expand_dims<1>(rsqrt(sum<1>(t * t))), r, 0);
}

// CHECK-NOT: slow plan in 'chunked_sum'
KILN_TILE_KERNEL void chunked_sum(tensor<const float, 2> x, tensor<float, 1> y) {
  int64_t r = block_id(0);
  auto s = zeros<float, 1>();
  for (int64_t c = 0; c < x.shape(1); c += 4096)
    s = s + sum<1>(load<1, 4096>(x, r, c));
  store(y, s, r);
}
// CHECK-NOT: slow plan
