// An embedding backward's scatter-add (a bf16 gradient row widened to f32,
// added at [ids[r], 0..255]) on sm_90a: the columns step by one and the row
// is one id, so each lane adds its 4 consecutive f32 with one
// red.global.add.v4.f32 (PTX ISA 8.1), and the row is loaded 4 bf16 per
// thread (8-byte loads) in the atomics' layout, with nothing through shared
// memory. On sm_80 (no vector atomics) the same kernel adds element by
// element.
// REQUIRES: ptxas
// RUN: kilnc %s --arch=sm_90a -fno-tile-specialize -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: kilnc %s --arch=sm_80 -fno-tile-specialize -o %t80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t80.ptx
// RUN: %ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// CHECK: .version 8.1
// CHECK-LABEL: .entry embedding_backward(
// CHECK-NOT: .shared
// CHECK: ld.global.v4.b16
// CHECK: red.relaxed.gpu.global.add.v4.f32
// CHECK-NOT: bar.sync
// CHECK: ret;
// SM80-LABEL: .entry embedding_backward(
// SM80-NOT: .v4.f32
// SM80-COUNT-4: atom.global.add.f32
// SM80: ret;
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void embedding_backward(tensor<const __bf16, 2> grad, tensor<const int64_t, 1> ids,
                                         tensor<float, 2> dw) {
  int64_t r = block_id(0);
  auto g = cast<float>(load<1, 256>(grad, r, 0));
  atomic_add(dw, g, expand_dims<1>(load<1>(ids, r)), expand_dims<0>(arange<int64_t, 256>(0)));
}
