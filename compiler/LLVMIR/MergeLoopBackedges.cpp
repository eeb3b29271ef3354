//===- MergeLoopBackedges.cpp - one latch per loop, as SIMT code needs ---===//
#include "compiler/LLVMIR/MergeLoopBackedges.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace {
/// Whether the threads of a warp may leave `loop`'s blocks by different
/// edges: a branch in it that UniformityAnalysis cannot prove uniform.
bool mayDiverge(const Loop &loop, UniformityInfo &uniformity) {
  return any_of(loop.blocks(),
                [&](BasicBlock *bb) { return uniformity.hasDivergentTerminator(*bb); });
}
} // namespace

PreservedAnalyses kiln::MergeLoopBackedgesPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  // The loops to change, all chosen before the CFG changes.
  SmallVector<std::pair<Loop *, SmallVector<BasicBlock *, 4>>> merges;
  UniformityInfo *uniformity = nullptr;
  for (Loop *loop : loops.getLoopsInPreorder()) {
    SmallVector<BasicBlock *, 4> latches;
    loop->getLoopLatches(latches);
    if (latches.size() < 2)
      continue;
    // An edge from an indirectbr or callbr cannot be redirected to a new block.
    if (any_of(latches, [](BasicBlock *bb) { return !isa<BranchInst, SwitchInst>(bb->getTerminator()); }))
      continue;
    // A loop the whole warp runs alike loses nothing to the nest, and its
    // inner loop may have a trip count ScalarEvolution sees (a bitset's
    // count() over words, then over bits, unrolled completely).
    if (!uniformity)
      uniformity = &am.getResult<UniformityInfoAnalysis>(f);
    if (mayDiverge(*loop, *uniformity))
      merges.emplace_back(loop, std::move(latches));
  }
  if (merges.empty())
    return PreservedAnalyses::all();
  auto &dom = am.getResult<DominatorTreeAnalysis>(f);
  for (auto &[loop, latches] : merges)
    SplitBlockPredecessors(loop->getHeader(), latches, ".latch", &dom, &loops);
  PreservedAnalyses kept;
  kept.preserve<DominatorTreeAnalysis>();
  kept.preserve<LoopAnalysis>();
  return kept;
}
