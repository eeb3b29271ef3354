//===- MergeLoopBackedges.h - one latch per loop, as SIMT code needs -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_MERGELOOPBACKEDGES_H
#define KILN_COMPILER_LLVMIR_MERGELOOPBACKEDGES_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Gives every loop whose header has several backedges (a `continue`, an
/// early `goto` to the top) one latch block that they all branch to, with
/// phis for what each carries. LoopSimplify otherwise splits such a loop
/// into two nested ones when a header phi keeps its value on some backedges
/// (`sum` across a `continue`): the backedges that keep it become an inner
/// loop, the others its outer loop. On a GPU that nest is a trap: a branch
/// between the two backedges has no post-dominator inside the loop, so
/// ptxas reconverges the threads that took it only after the loop ends.
/// Each divergent `continue` splits the warp further, and the groups run the
/// loop one after another (a per-thread Huffman decoder at 0.16x nvcc,
/// whose loop keeps one latch and reconverges every iteration). One latch is
/// LoopSimplify's own form for loops of eight backedges or more; it keeps a
/// loop with one latch as it is. Only loops with a branch that may diverge
/// (UniformityAnalysis) change: in a loop the warp runs alike, the nest costs
/// nothing and may give an inner loop a trip count that unrolls. Runs after each InstCombine, ahead of the
/// loop passes that ask LoopSimplify for their form, and again after the
/// last SimplifyCFG, which may merge a latch into its predecessors.
class MergeLoopBackedgesPass : public llvm::PassInfoMixin<MergeLoopBackedgesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
