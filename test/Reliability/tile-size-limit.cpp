// A tile larger than one block can hold (its register file plus its shared memory) is an error
// at the op that makes it; load<262144> used to compile for 50 s in 1.6 GB.
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM86
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void copy(tensor<const float, 1> x, tensor<float, 1> out) {
  int64_t i = block_id(0) * 262144;
  // CHECK: tile-size-limit.cpp:[[@LINE+2]]:14: error: a 262144xf32 tile (1048576 bytes) is more than one block can hold: 262144 bytes (256 KiB) of registers and 232448 bytes (227 KiB) of shared memory on sm_90; split the work into smaller tiles
  // SM86: error: a 262144xf32 tile (1048576 bytes) is more than one block can hold: 262144 bytes (256 KiB) of registers and 101376 bytes (99 KiB) of shared memory on sm_86
  store(out, load<262144>(x, i), i);
}
