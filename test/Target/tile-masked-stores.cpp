// Masked tile loads and stores in PTX, assembled by ptxas for each target.
// A mask the same over each 16-byte vector (`arange(c) < y.shape(1)`, whose
// extent the contiguous variant's launch condition makes a multiple of 4)
// keeps the vector accesses alone; a mask of the data stores a vector only
// where all four are wanted, element by element elsewhere.
//
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80 -o %t80.ptx
// RUN: FileCheck %s < %t80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
#include <kiln/tile.hpp>
using namespace kiln::tile;

// The kernel as written cannot know the extent is a multiple of 4: it
// writes a vector where the chunk's whole mask is true, element by element
// elsewhere. Its contiguous variant knows: vectors only.
// CHECK-LABEL: .entry clipped_rows(
// CHECK: st.global.v4.b32
// CHECK: st.global.b32
// CHECK-LABEL: .entry clipped_rows__kiln_contiguous(
// CHECK: ld.global{{(.nc)?}}.v4.b32
// CHECK: st.global.v4.b32
// CHECK-NOT: st.global.b32
// CHECK-NOT: ld.global{{(.nc)?}}.b32
// CHECK: ret;
KILN_TILE_KERNEL void clipped_rows(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0), c = block_id(1) * 1024;
  auto m = expand_dims<0>(arange<int64_t, 1024>(c) < y.shape(1));
  store(y, exp(load<1, 1024>(x, m, -INFINITY, r, c)), m, r, c);
}

// CHECK-LABEL: .entry positive__kiln_contiguous(
// CHECK: ld.global{{(.nc)?}}.v4.b32
// CHECK: st.global.v4.b32
// CHECK: st.global.b32
// CHECK: ret;
KILN_TILE_KERNEL void positive(tensor<const float, 1> x, tensor<float, 1> y) {
  int64_t i = block_id(0) * 1024;
  auto t = load<1024>(x, i);
  store(y, t, t > 0.0f, i);
}
