//===- UnrollSmallConstantLoops.cpp - nvcc-like full unrolling ------------===//
#include "compiler/LLVMIR/UnrollSmallConstantLoops.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace {
constexpr unsigned kMaxTripCount = 16;
constexpr unsigned kMaxUnrolledSize = 2500;
} // namespace

PreservedAnalyses kiln::UnrollSmallConstantLoopsPass::run(
    Loop &loop, LoopAnalysisManager &, LoopStandardAnalysisResults &ar,
    LPMUpdater &) {
  if (hasUnrollTransformation(&loop) != TM_Unspecified)
    return PreservedAnalyses::all();
  unsigned trips = ar.SE.getSmallConstantTripCount(&loop);
  if (trips < 2 || trips > kMaxTripCount)
    return PreservedAnalyses::all();
  // The size LoopFullUnrollPass itself weighs against its limit.
  SmallPtrSet<const Value *, 32> ephemeral;
  CodeMetrics::collectEphemeralValues(&loop, &ar.AC, ephemeral);
  constexpr unsigned backEdgeInstructions = 2; // LLVM's UP.BEInsns
  UnrollCostEstimator cost(&loop, ar.TTI, ephemeral, backEdgeInstructions);
  if (!cost.canUnroll() ||
      (cost.getRolledLoopSize() - backEdgeInstructions) * trips + backEdgeInstructions >
          kMaxUnrolledSize)
    return PreservedAnalyses::all();
  addStringMetadataToLoop(&loop, "llvm.loop.unroll.full");
  // Metadata only: the IR and every analysis stay as they were.
  return PreservedAnalyses::all();
}
