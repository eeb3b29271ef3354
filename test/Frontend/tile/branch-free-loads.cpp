// kilnc -f[no-]tile-branch-free-loads: by default (auto) the contiguous
// variant's vector loads of elements narrower than 32 bits read a selected
// address (the data or 16 zero bytes, __tile_zero16) instead of branching
// around the load (measured 1.25-2x faster on bf16 layernorm and rmsnorm),
// while f32 loads keep the branch (up to 1.5x slower branch-free on the
// H200). -ftile-branch-free-loads makes every type branch-free,
// -fno-tile-branch-free-loads none; the later of the two wins.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -o %t.ptx
// RUN: FileCheck %s --check-prefix=AUTO < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: kilnc %s --arch=sm_90a -ftile-branch-free-loads -o %t.on.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on.ptx
// RUN: kilnc %s --arch=sm_90a -fno-tile-branch-free-loads -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: kilnc %s --arch=sm_90a -fno-tile-branch-free-loads -ftile-branch-free-loads -o %t.on2.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on2.ptx
// RUN: kilnc %s --arch=sm_90a -ftile-branch-free-loads -fno-tile-branch-free-loads -o %t.off2.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off2.ptx
// AUTO-LABEL: .entry scale_bf16__kiln_contiguous(
// AUTO: mov.b64 {{.*}}, __tile_zero16;
// AUTO: ld.global.v4.b32
// AUTO-LABEL: .entry scale_f32__kiln_contiguous(
// AUTO-NOT: __tile_zero16
// AUTO: ret;
// ON-LABEL: .entry scale_bf16__kiln_contiguous(
// ON: mov.b64 {{.*}}, __tile_zero16;
// ON-LABEL: .entry scale_f32__kiln_contiguous(
// ON: mov.b64 {{.*}}, __tile_zero16;
// OFF-NOT: __tile_zero16
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void scale_bf16(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t r = block_id(0);
  store(y, cast<__bf16>(cast<float>(load<1, 1024>(x, r, 0)) * 2.0f), r, 0);
}

KILN_TILE_KERNEL void scale_f32(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  store(y, load<1, 1024>(x, r, 0) * 2.0f, r, 0);
}
