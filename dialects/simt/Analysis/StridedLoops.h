//===- StridedLoops.h - block-strided induction variables ------*- C++ -*-===//
//
// `for (i = threadIdx.x; i < n; i += blockDim.x)` gives thread t the indices
// t, t + S, t + 2S, ... with S >= blockDim.x > |t1 - t2|: two threads never
// share an index, whatever the trip counts. This recognises such induction
// variables (cf loops: a header block argument; scf.for: the induction
// variable) so the hazard analysis can treat the loop part as "some multiple
// of the stride" instead of giving up on the address.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_STRIDEDLOOPS_H
#define KILN_DIALECTS_SIMT_ANALYSIS_STRIDEDLOOPS_H

#include "dialects/simt/Analysis/ThreadFunction.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Value.h"

#include <optional>

namespace kiln {

struct StridedInduction {
  mlir::Value start;  ///< the value on entry
  mlir::Value stride; ///< added on every back edge
  /// stride = factor * rest, where rest >= blockDim.x (it has blockDim.x as
  /// a factor) or, when `constantRest` is set, rest == constantRest.
  int64_t factor = 1;
  std::optional<int64_t> constantRest;
};

/// Matches `v` (a loop header argument or scf.for induction variable) whose
/// every back edge adds the same positive stride built from blockDim.x,
/// gridDim, clusterDim and positive constants, or a positive constant.
/// With a block shape, a stride of blockDim.y/z (times constants, without
/// blockDim.x or gridDim: `j += blockDim.y`) is the constant it is there.
std::optional<StridedInduction>
matchStridedInduction(mlir::Value v, mlir::DominanceInfo &dom,
                      const std::optional<BlockShape> &shape = std::nullopt);

/// True when `a` and `b` are the same value, or are computed by the same
/// side-effect-free ops from equivalent operands (blockDim.x read twice).
bool equivalentValues(mlir::Value a, mlir::Value b, unsigned depth = 0);

} // namespace kiln

#endif
