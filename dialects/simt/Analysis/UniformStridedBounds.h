//===- UniformStridedBounds.h - strided loops with uniform trip counts -*- C++ -*-===//
//
// `for (i = U + threadIdx.x; i < B; i += blockDim.x)` runs the same number of
// times in every thread when B - U is a multiple of blockDim.x: thread t
// (0 <= t < blockDim.x) passes `U + t + k*S < U + m*S` exactly for k < m.
// Real code spells the bound `((n + blockDim.x - 1) / blockDim.x) *
// blockDim.x` so that every thread reaches the barriers in the loop, padding
// the tail. The comparison is then as uniform as U, B and S, though `i` is
// per thread. The same holds for any stride that is a multiple of blockDim.x
// (a grid-stride loop `i += blockDim.x * gridDim.x` from `blockIdx.x *
// blockDim.x + threadIdx.x`), for the flat index of a 2-D block stepping by
// blockDim.x * blockDim.y, for the linear rank (cooperative groups'
// thread_rank()) stepping by the block's size, and for a constant stride at
// least the block size.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMSTRIDEDBOUNDS_H
#define KILN_DIALECTS_SIMT_ANALYSIS_UNIFORMSTRIDEDBOUNDS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace kiln {

/// When `cmp` is `i < B` (or `B > i`, or the do-while test `i + S < B`) for
/// a loop header's induction variable i starting at `U + t` (U possibly
/// absent) and stepping by S, with t in [0, unit) and S and B - U provably
/// multiples of the unit (above; a constant unit must be at least
/// `maxThreads`, the launch bound): the values whose levels bound the
/// comparison's (U, B, S). Otherwise nothing.
std::optional<llvm::SmallVector<mlir::Value, 3>>
uniformStridedBound(mlir::arith::CmpIOp cmp, mlir::DominanceInfo &dom, unsigned maxThreads);

} // namespace kiln

#endif
