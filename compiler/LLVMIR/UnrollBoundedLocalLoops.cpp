//===- UnrollBoundedLocalLoops.cpp - loops unrolled to their bound --------===//
#include "compiler/LLVMIR/UnrollBoundedLocalLoops.h"
#include "compiler/LLVMIR/LoopSize.h"
#include "compiler/LLVMIR/LoopUnroller.h"
#include "compiler/LLVMIR/UnrollSmallConstantLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace {
// nvcc unrolls `j < i` loops under `i <= 16` to their bound of 15.
constexpr unsigned kMaxBound = 16;
// The copies' size in instructions, at most (UnrollSmallConstantLoops' limit).
constexpr unsigned kMaxUnrolledSize = 2500;

/// The loop's bound when it is one to unroll to it; 0 otherwise.
unsigned boundToUnrollTo(Loop &loop, LoopInfo &li, ScalarEvolution &se) {
  BasicBlock *latch = loop.getLoopLatch();
  if (!loop.isInnermost() || !latch || kiln::hasUnrollMetadata(loop))
    return 0;
  // Constant trip counts are UnrollSmallConstantLoops' and LLVM's.
  if (se.getSmallConstantTripCount(&loop) != 0 ||
      isa<SCEVCouldNotCompute>(se.getExitCount(&loop, latch)))
    return 0;
  unsigned bound = se.getSmallConstantMaxTripCount(&loop);
  if (bound < 2 || bound > kMaxBound ||
      kiln::loopBodySize(loop) * bound > kMaxUnrolledSize ||
      kiln::hasConvergentCallOrAtomic(loop) || !kiln::indexesLocalArray(loop, li, se))
    return 0;
  for (BasicBlock *bb : loop.blocks())
    for (Instruction &inst : *bb)
      if (auto *call = dyn_cast<CallBase>(&inst); call && call->cannotDuplicate())
        return 0;
  return bound;
}
} // namespace

PreservedAnalyses kiln::UnrollBoundedLocalLoopsPass::run(Function &f,
                                                         FunctionAnalysisManager &am) {
  LoopUnroller unroller(f, am);
  SmallVector<std::pair<Loop *, unsigned>> candidates;
  for (Loop *loop : unroller.li.getLoopsInPreorder())
    if (unsigned bound = boundToUnrollTo(*loop, unroller.li, unroller.se))
      candidates.push_back({loop, bound});
  bool changed = false;
  // The last loop first: unrolling a loop gives its exit block one
  // predecessor per copy, and a loop that follows it would lose the guard
  // its bound comes from.
  for (auto [loop, bound] : llvm::reverse(candidates)) {
    unroller.prepare(*loop);
    // UnrollLoop unrolls completely only at the bound it finds itself.
    if (unroller.se.getSmallConstantMaxTripCount(loop) != bound)
      continue;
    if (unroller.unroll(*loop, bound, /*runtime=*/false) != LoopUnrollResult::Unmodified)
      changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
