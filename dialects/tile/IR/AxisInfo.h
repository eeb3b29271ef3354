//===- AxisInfo.h - what is known of tile values along the last dimension -===//
//
// Masked loads and stores stay 16-byte vector accesses when their mask is
// the same over each vector's elements: `arange(off) < n` with off and n
// multiples of the vector (Triton's AxisInfo: contiguity, divisibility and
// constancy). In a tile-specialize-contiguous variant a view's last extent
// is such a multiple (the launch condition), so `arange(c) < x.shape(1)`
// masks there are whole vectors.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_TILE_IR_AXISINFO_H
#define KILN_DIALECTS_TILE_IR_AXISINFO_H

#include "mlir/IR/Value.h"

namespace kiln::tile {

/// The largest power of two known to divide the integer scalar `v` (1 when
/// nothing is known; at most 2^30): constants, sums, products and shifts of
/// such values, a counted loop's induction variable (its lower bound and
/// step), and the last extent and other strides of a view the function is
/// launched with only when it is contiguous (tile.assume_contiguous: 16
/// bytes' worth of elements).
int64_t knownDivisor(mlir::Value v);

/// The largest power of two k such that the i1 tile `mask` is known to be
/// the same over every run of k elements along its last dimension that
/// starts at a multiple of k (1 when nothing is known).
int64_t uniformMaskRun(mlir::Value mask);

} // namespace kiln::tile

#endif // KILN_DIALECTS_TILE_IR_AXISINFO_H
