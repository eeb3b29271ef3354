//===- UniformStridedBounds.h - strided loops with uniform trip counts -*- C++ -*-===//
//
// `for (i = U + threadIdx.x; i < B; i += blockDim.x)` runs the same number of
// times in every thread when B - U is a multiple of the stride: thread t
// (0 <= t < S) passes `U + t + k*S < U + m*S` exactly for k < m. Real code
// spells the bound `((n + blockDim.x - 1) / blockDim.x) * blockDim.x` so
// that every thread reaches the barriers in the loop, padding the tail. The
// comparison is then as uniform as U, B and S, though `i` is per thread.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMSTRIDEDBOUNDS_H
#define KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMSTRIDEDBOUNDS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace kiln {

/// When `cmp` is `i < B` (or `B > i`) for a loop header's induction variable
/// i starting at `U + threadIdx.x` (U possibly absent) and stepping by S,
/// where S is blockDim.x, or a constant at least `maxThreads` (the launch
/// bound), and B - U is provably a multiple of S: the values whose levels
/// bound the comparison's (U, B, S). Otherwise nothing.
std::optional<llvm::SmallVector<mlir::Value, 3>>
uniformStridedBound(mlir::arith::CmpIOp cmp, mlir::DominanceInfo &dom, unsigned maxThreads);

} // namespace kiln

#endif
