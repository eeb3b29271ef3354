// Math functions on integer tiles are an error at the call (CGTile passed an empty location).
// RUN: not kilnc %s --emit=mlir -o /dev/null 2>&1 | FileCheck %s
#include <kiln/tile.hpp>
using namespace kiln::tile;

KILN_TILE_KERNEL void f(tensor<const int, 1> x, tensor<int, 1> out) {
  auto t = load<128>(x, 0);
  // CHECK: tile-integer-math.cpp:[[@LINE+1]]:14: error: 'exp' needs a floating-point tile; this one holds integers (cast it first: cast<float>(t))
  store(out, exp(t), 0);
  // CHECK: tile-integer-math.cpp:[[@LINE+1]]:18: error: 'sqrt' needs a floating-point tile
  store(out, t + sqrt(t), 0);
}
