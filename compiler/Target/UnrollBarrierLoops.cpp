//===- UnrollBarrierLoops.cpp - nvcc-like unrolling of barrier loops ------===//
#include "compiler/Target/UnrollBarrierLoops.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace {
constexpr unsigned kUnrollCount = 4;
// Bigger bodies are not worth four copies (nvcc's limit is of this order).
constexpr unsigned kMaxBodySize = 64;

bool isBlockBarrier(const Instruction &inst) {
  auto *call = dyn_cast<IntrinsicInst>(&inst);
  return call && call->getCalledFunction()->getName().starts_with("llvm.nvvm.barrier");
}

/// A loop fit for it: a block barrier inside, nothing that is not safe to
/// copy (other convergent calls are: they sit under the same uniform
/// control), one exit at the latch, no unrolling asked for or refused.
bool wanted(Loop &loop, ScalarEvolution &se) {
  if (!loop.isInnermost() || !loop.getLoopLatch() || loop.getExitingBlock() != loop.getLoopLatch())
    return false;
  if (findStringMetadataForLoop(&loop, "llvm.loop.unroll.disable") ||
      findStringMetadataForLoop(&loop, "llvm.loop.unroll.count") ||
      findStringMetadataForLoop(&loop, "llvm.loop.unroll.full"))
    return false;
  unsigned trips = se.getSmallConstantTripCount(&loop);
  if (trips < 2 * kUnrollCount)
    return false;
  bool barrier = false;
  unsigned size = 0;
  for (BasicBlock *bb : loop.blocks())
    for (Instruction &inst : *bb) {
      ++size;
      barrier |= isBlockBarrier(inst);
      if (auto *call = dyn_cast<CallBase>(&inst); call && call->cannotDuplicate())
        return false;
    }
  return barrier && size <= kMaxBodySize;
}
} // namespace

PreservedAnalyses kiln::UnrollBarrierLoopsPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &li = am.getResult<LoopAnalysis>(f);
  auto &se = am.getResult<ScalarEvolutionAnalysis>(f);
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &ac = am.getResult<AssumptionAnalysis>(f);
  auto &tti = am.getResult<TargetIRAnalysis>(f);
  auto &ore = am.getResult<OptimizationRemarkEmitterAnalysis>(f);
  SmallVector<Loop *> candidates;
  for (Loop *loop : li.getLoopsInPreorder())
    if (wanted(*loop, se))
      candidates.push_back(loop);
  bool changed = false;
  for (Loop *loop : candidates) {
    simplifyLoop(loop, &dt, &li, &se, &ac, nullptr, /*PreserveLCSSA=*/false);
    formLCSSARecursively(*loop, dt, &li, &se);
    UnrollLoopOptions options;
    options.Count = kUnrollCount;
    options.Force = false;
    options.Runtime = false;
    options.AllowExpensiveTripCount = false;
    options.UnrollRemainder = false;
    options.ForgetAllSCEV = false;
    options.SCEVExpansionBudget = 0;
    LoopUnrollResult result = UnrollLoop(loop, options, &li, &se, &dt, &ac, &tti, &ore,
                                         /*PreserveLCSSA=*/true);
    if (result == LoopUnrollResult::Unmodified)
      continue;
    changed = true;
    // As nvcc: four copies, not more (LLVM's unroller would otherwise
    // unroll the shortened loop again).
    if (result == LoopUnrollResult::PartiallyUnrolled)
      addStringMetadataToLoop(loop, "llvm.loop.unroll.disable");
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
