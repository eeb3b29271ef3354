//===- CompareNextInduction.h - loop exit tests on the next counter -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_COMPARENEXTINDUCTION_H
#define KILN_COMPILER_LLVMIR_COMPARENEXTINDUCTION_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Rewrites a loop latch's exit test on a counter's current value into the
/// same test on its incremented value: `i < 199` next to `i.next = i + 1`
/// (InstCombine's canonical form of the source's `i.next < 200`) becomes
/// `i.next < 200`, which is what nvcc emits. ptxas recognises a counted loop
/// only when the compare reads the incremented counter: on the old value it
/// keeps both alive (a `mov` per iteration) and does not unroll the loop
/// (a `while (v > 1 && s < limit)` loop ran at a quarter of nvcc's speed).
/// eq/ne hold in modular arithmetic; ordered predicates need the add's
/// no-wrap flag of their signedness and a constant that does not overflow.
/// Runs after the last InstCombine, which would fold it back.
class CompareNextInductionPass
    : public llvm::PassInfoMixin<CompareNextInductionPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
