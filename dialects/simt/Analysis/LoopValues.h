//===- LoopValues.h - the values a uniform loop counter takes --*- C++ -*-===//
//
// `for (o = BLOCK / 2; o > 0; o >>= 1)` runs its body with o = 128, 64, ...,
// 1. Where a race check depends on such a counter (`if (tid < o) s[tid] +=
// s[tid + o]`), trying each value is exact and cheap; this simulates the
// loop when its start, update and exit test are constants and arithmetic.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_LOOPVALUES_H
#define KILN_DIALECTS_SIMT_ANALYSIS_LOOPVALUES_H

#include "dialects/simt/Analysis/ThreadFunction.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace kiln {

/// Memoises the joint simulation of loop headers for one analysis run (the
/// IR and the evaluator's block shape must not change while it lives).
class LoopValueCache {
public:
  LoopValueCache();
  ~LoopValueCache();
  struct Storage;
  std::unique_ptr<Storage> storage;
};

/// Every value `v` (a cf loop header argument or an scf.for induction
/// variable) can hold, at most `limit` of them; nothing when unknown. The
/// value that ends the loop is included only with `includeExit` (the header
/// of a cf loop sees it, the body does not). `cache` holds runs of this
/// shape-free form only (UniformityAnalysis::shapeFreeLoopValues).
std::optional<llvm::SmallVector<int64_t>>
enumerateLoopValues(mlir::Value v, mlir::DominanceInfo &dom, unsigned limit = 64,
                    bool includeExit = true, LoopValueCache *cache = nullptr);

/// The same, evaluating start, update and exit test with `eval` (a uniform
/// evaluator: ThreadFunctions::uniformEvaluator, which knows blockDim when
/// it was given a shape) and the outer counters fixed by `bindings`:
/// `for (s = blockDim.x / 2; s > 0; s >>= 1)` under a 256-thread shape,
/// `for (j = 0; j < i; ++j)` with i bound.
std::optional<llvm::SmallVector<int64_t>>
enumerateLoopValues(mlir::Value v, mlir::DominanceInfo &dom,
                    ThreadFunctions &eval,
                    llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings,
                    unsigned limit = 64, bool includeExit = true,
                    LoopValueCache *cache = nullptr);

/// A cf loop counter with a uniform start and update whose test compares it
/// with a function of the thread (`for (j = k + 1; j <= tid; ++j)`,
/// `for (w = 0; w < threadIdx.x; ++w)`): the union over the threads of the
/// values each one's loop gives it, the bound tabulated with `threads` (at
/// most 64 distinct bounds). A superset of what one thread runs; the test
/// stays a guard of the body, so a search that evaluates guards per thread
/// remains exact. `active`, when given, names the threads that matter (those
/// running the access the counter feeds, `if (t < WARPS)` around the loop):
/// only their bounds are taken.
std::optional<llvm::SmallVector<int64_t>>
enumerateThreadBoundedLoopValues(
    mlir::Value v, mlir::DominanceInfo &dom, ThreadFunctions &eval,
    ThreadFunctions &threads,
    llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings, unsigned limit,
    LoopValueCache *cache = nullptr, const std::vector<bool> *active = nullptr);

/// Whether the cf loop headed by `header` certainly runs its body once: its
/// test holds for the entry values (`for (d = N >> 1; d > 0; ...)`).
bool runsAtLeastOnce(mlir::Block *header, mlir::DominanceInfo &dom,
                     ThreadFunctions &eval);
/// The same with some values (kernel arguments, outer counters) fixed.
bool runsAtLeastOnce(mlir::Block *header, mlir::DominanceInfo &dom, ThreadFunctions &eval,
                     llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings);

/// The value the cf loop counter `v` holds in the last iteration of its
/// loop (all the header's counters stepped together), if known.
std::optional<int64_t>
lastIterationValue(mlir::Value v, mlir::DominanceInfo &dom, ThreadFunctions &eval,
                   llvm::ArrayRef<std::pair<mlir::Value, int64_t>> bindings,
                   LoopValueCache *cache = nullptr);

/// The successor by which the header's test leaves a cf loop, or null.
mlir::Block *loopExitOf(mlir::Block *header, mlir::DominanceInfo &dom);

/// `v` without integer extensions, truncations and index casts.
mlir::Value stripIntCasts(mlir::Value v);

} // namespace kiln

#endif
