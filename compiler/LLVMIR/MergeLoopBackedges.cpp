//===- MergeLoopBackedges.cpp - one latch per loop, as SIMT code needs ---===//
#include "compiler/LLVMIR/MergeLoopBackedges.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

PreservedAnalyses kiln::MergeLoopBackedgesPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  auto &dom = am.getResult<DominatorTreeAnalysis>(f);
  bool changed = false;
  for (Loop *loop : loops.getLoopsInPreorder()) {
    SmallVector<BasicBlock *, 4> latches;
    loop->getLoopLatches(latches);
    if (latches.size() < 2)
      continue;
    // An edge from an indirectbr or callbr cannot be redirected to a new block.
    if (any_of(latches, [](BasicBlock *bb) { return !isa<BranchInst, SwitchInst>(bb->getTerminator()); }))
      continue;
    SplitBlockPredecessors(loop->getHeader(), latches, ".latch", &dom, &loops);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserve<DominatorTreeAnalysis>();
  kept.preserve<LoopAnalysis>();
  return kept;
}
