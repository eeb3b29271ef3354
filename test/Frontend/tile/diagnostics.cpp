// RUN: not kilnc %s --emit=mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: not kilnc %s -DWARPS --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARPS
#include <kiln/tile.hpp>
using namespace kiln::tile;

#ifndef WARPS
KILN_TILE_KERNEL void loops(tensor<float, 1> y) {
  auto t = zeros<float, 64>();
  int64_t i = 0;
  // break and continue are supported (test/Frontend/tile/break-continue.cpp);
  // other jumps are not.
  while (i < 4) {
    i += 1;
    if (i > 2) break;
    // CHECK: [[@LINE+1]]:5: error: 'GotoStmt' is not supported in tile kernels (counted for loops, while and do-while loops, break, continue, if, declarations and expressions are)
    goto done;
  }
  // CHECK: [[@LINE+1]]:1: error: 'LabelStmt' is not supported in tile kernels
done:;
  // CHECK: [[@LINE+1]]:3: error: a while condition that declares a variable is not supported in tile kernels
  while (int64_t j = i - 4)
    i += j;
  // CHECK: [[@LINE+1]]:3: error: tile kernels support counted loops
  for (int64_t k = 0; k != 4; k += 1)
    t = t + 1.0f;
  store(y, t, 0);
}

#else
// WARPS: error: KILN_NUM_WARPS must be a power of two from 1 to 32
KILN_TILE_KERNEL KILN_NUM_WARPS(3) void warps(tensor<float, 1> y) { store(y, zeros<float, 64>(), 0); }

#endif
// A tile is not a condition: C++ rejects it (use where()).
