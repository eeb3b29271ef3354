//===- FoldUnreachableSwitchDefaults.h - a case as the default -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_FOLDUNREACHABLESWITCHDEFAULTS_H
#define KILN_COMPILER_LLVMIR_FOLDUNREACHABLESWITCHDEFAULTS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Makes one case of a switch whose default is unreachable the default.
/// SimplifyCFG marks the default unreachable when the cases cover every value
/// (`switch (r & 3)` with four cases); NVPTX then compiles the unreachable
/// into an `exit` block that selection still tests for (4 compares where 3
/// decide), and to the loop unroller the block is a second exit, so a loop
/// around the switch is unrolled with its exit test kept after every copy
/// instead of with a remainder loop. nvcc compiles such a switch as the
/// compares of all cases but one. The case that becomes the default is the
/// one with the most values (the last on a tie); the rest stay.
///
/// SimplifyCFG turns a default that only one value reaches back into a case
/// with an unreachable default, so before the unroller sees the loop: with
/// `unrollForcedLoops`, a function that had such a switch has its loops with
/// an unroll count (RuntimeUnrollHints, UnrollBarrierLoops, #pragma unroll)
/// unrolled right after the fold.
class FoldUnreachableSwitchDefaultsPass
    : public llvm::PassInfoMixin<FoldUnreachableSwitchDefaultsPass> {
public:
  explicit FoldUnreachableSwitchDefaultsPass(bool unrollForcedLoops = false)
      : unrollForcedLoops(unrollForcedLoops) {}
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);

private:
  bool unrollForcedLoops;
};

} // namespace kiln

#endif
