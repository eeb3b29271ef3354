//===- PeelToAlignedUnroll.cpp - unrolled bodies on aligned indices -------===//
#include "compiler/LLVMIR/PeelToAlignedUnroll.h"
#include "compiler/LLVMIR/LoopSize.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace {
// Peeling copies the body this many times at most.
constexpr unsigned kMaxPeeledInstructions = 400;

/// Whether a counter of the loop counts up by one from a constant `start`
/// with `start % unroll != 0` and `(start + trips) % unroll == 0`: the
/// iterations before the first multiple of `unroll` are exactly the
/// remainder.
bool countsToAlignedEnd(Loop &loop, ScalarEvolution &se, unsigned trips, unsigned unroll) {
  for (PHINode &phi : loop.getHeader()->phis()) {
    if (!phi.getType()->isIntegerTy() || !se.isSCEVable(phi.getType()))
      continue;
    const auto *rec = dyn_cast<SCEVAddRecExpr>(se.getSCEV(&phi));
    if (!rec || rec->getLoop() != &loop || !rec->isAffine())
      continue;
    const auto *start = dyn_cast<SCEVConstant>(rec->getStart());
    const auto *step = dyn_cast<SCEVConstant>(rec->getStepRecurrence(se));
    if (!start || !step || !step->getValue()->isOne())
      continue;
    int64_t s = start->getValue()->getSExtValue();
    if (s < 0 || s % unroll == 0)
      continue;
    if ((s + trips) % unroll == 0)
      return true;
  }
  return false;
}
} // namespace

PreservedAnalyses kiln::PeelToAlignedUnrollPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  auto &se = am.getResult<ScalarEvolutionAnalysis>(f);
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &ac = am.getResult<AssumptionAnalysis>(f);
  SmallVector<std::pair<Loop *, unsigned>> candidates; // loop, iterations to peel
  for (Loop *loop : loops.getLoopsInPreorder()) {
    if (!loop->isInnermost() || !loop->getLoopLatch() || !loop->getExitingBlock() ||
        loop->getExitingBlock() != loop->getLoopLatch())
      continue;
    unsigned unroll = unsigned(getOptionalIntLoopAttribute(loop, "llvm.loop.unroll.count").value_or(0));
    unsigned trips = se.getSmallConstantTripCount(loop);
    if (unroll < 2 || trips <= unroll || trips % unroll == 0)
      continue;
    unsigned peel = trips % unroll;
    if (peel * kiln::loopBodySize(*loop) > kMaxPeeledInstructions ||
        kiln::hasConvergentCallOrAtomic(*loop) || !countsToAlignedEnd(*loop, se, trips, unroll))
      continue;
    candidates.push_back({loop, peel});
  }
  bool changed = false;
  for (auto [loop, peel] : candidates) {
    simplifyLoop(loop, &dt, &loops, &se, &ac, nullptr, /*PreserveLCSSA=*/false);
    formLCSSARecursively(*loop, dt, &loops, &se);
    if (!canPeel(loop))
      continue;
    ValueToValueMapTy map;
    changed |= peelLoop(loop, peel, /*PeelLast=*/false, &loops, &se, dt, &ac,
                        /*PreserveLCSSA=*/true, map);
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserve<LoopAnalysis>();
  pa.preserve<DominatorTreeAnalysis>();
  return pa;
}
