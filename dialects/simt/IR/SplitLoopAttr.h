//===- SplitLoopAttr.h - simt.split_loop, a split reduction loop's marks -===//
//
// tile-split-reduction-loop marks a kernel whose reduction loop runs split
// across S programs per output program with
//   simt.split_loop = array<i64: count parameter, slot bytes, trips,
//                     trip bytes, bound argument, bound dimension, start, step>
// the i32 parameter that takes S (the workspace pointer follows it), a
// workspace slot's bytes (a positive multiple of 16), the loop's constant
// trips (0: not known at compile time), the bytes one trip's tiles load, and
// where the trips are known at launch: the argument whose extent bounds the
// loop (a view and its dimension, or an i64 parameter and 0; -1: none) with
// the loop's constant start and step. convert-tile-to-simt moves the
// positions past the flattened views (a view's extent becomes its i64 shape
// parameter); the bundle's `split` line copies them. The simt dialect
// verifies it (SimtDialect::verifyOperationAttribute).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_IR_SPLITLOOPATTR_H
#define KILN_DIALECTS_SIMT_IR_SPLITLOOPATTR_H

#include "llvm/ADT/StringRef.h"

namespace kiln::simt {

inline constexpr llvm::StringLiteral kSplitLoopAttrName = "simt.split_loop";

/// The fields of simt.split_loop, in order.
enum SplitLoopField : unsigned {
  SplitCountParam,
  SplitSlotBytes,
  SplitTrips,
  SplitTripBytes,
  SplitBoundArg,
  SplitBoundDim,
  SplitBoundStart,
  SplitBoundStep,
  SplitLoopFields
};

} // namespace kiln::simt

#endif
