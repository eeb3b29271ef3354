//===- UnrollSmallConstantLoops.cpp - nvcc-like full unrolling ------------===//
#include "compiler/LLVMIR/UnrollSmallConstantLoops.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace {
constexpr unsigned kMaxTripCount = 16;
// Loops that address a local array by their counter: unrolled, every
// address is a constant and SROA keeps the array in registers.
constexpr unsigned kMaxTripCountIndexingLocals = 128;
constexpr unsigned kMaxUnrolledSize = 2500;

/// Whether `loop` loads or stores an element of a function-local array (an
/// alloca) at an address that changes inside the loop: an index of the
/// counter, or a select between elements (what SROA leaves of `a[c ? 0 : 3]`).
/// An address that also changes inside an inner loop (`best[j]` under
/// `for (j = 0; j < n; ++j)`) stays a variable in every copy: unrolling
/// `loop` cannot make it a constant, and only multiplies the inner loop.
bool indexesLocalArray(const Loop &loop, LoopInfo &loops, ScalarEvolution &se) {
  for (BasicBlock *block : loop.blocks()) {
    Loop *innermost = loops.getLoopFor(block);
    for (Instruction &inst : *block) {
      Value *address = getLoadStorePointerOperand(&inst);
      if (!address || loop.isLoopInvariant(address))
        continue;
      if (innermost != &loop && !se.isLoopInvariant(se.getSCEV(address), innermost))
        continue;
      SmallVector<const Value *, 4> objects;
      getUnderlyingObjects(address, objects, /*LI=*/nullptr, /*MaxLookup=*/8);
      if (!objects.empty() &&
          llvm::all_of(objects, [](const Value *v) { return isa<AllocaInst>(v); }))
        return true;
    }
  }
  return false;
}
} // namespace

PreservedAnalyses kiln::UnrollSmallConstantLoopsPass::run(
    Loop &loop, LoopAnalysisManager &, LoopStandardAnalysisResults &ar,
    LPMUpdater &) {
  if (hasUnrollTransformation(&loop) != TM_Unspecified)
    return PreservedAnalyses::all();
  unsigned trips = ar.SE.getSmallConstantTripCount(&loop);
  if (trips < 2 || (trips > kMaxTripCount &&
                    (trips > kMaxTripCountIndexingLocals || !indexesLocalArray(loop, ar.LI, ar.SE))))
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
