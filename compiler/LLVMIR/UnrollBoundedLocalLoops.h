//===- UnrollBoundedLocalLoops.h - loops unrolled to their bound -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_UNROLLBOUNDEDLOCALLOOPS_H
#define KILN_COMPILER_LLVMIR_UNROLLBOUNDEDLOCALLOOPS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Unrolls an innermost loop whose trip count is known only at run time but
/// is at most a small constant, and that indexes a local array by its
/// counter, completely to that bound, with an exit test after each copy, as
/// nvcc does: `for (j = 1; j < i; ++j) tmp[j] = a[j] + k * a[i - j]` inside
/// `for (i = 1; i <= 16; ++i)` (a Levinson recursion). Each copy addresses
/// the array at a constant, and SROA keeps it in registers; by 4 with a
/// remainder loop (RuntimeUnrollHints) the addresses stayed variables and the
/// array in local memory (realcode levinson_durbin_lpc_frames: a 288-byte
/// frame against nvcc's 168). Done here rather than by a count for LLVM's
/// unroller, which decides a complete unroll from the bound it finds then:
/// once the loop before it is unrolled, the guard `i > 1` no longer reaches
/// the loop's preheader (15 exits meet there), the bound is lost, and the
/// loop was unrolled by 15 with a remainder loop instead.
class UnrollBoundedLocalLoopsPass
    : public llvm::PassInfoMixin<UnrollBoundedLocalLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
