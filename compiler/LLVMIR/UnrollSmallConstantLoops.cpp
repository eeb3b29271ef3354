//===- UnrollSmallConstantLoops.cpp - nvcc-like full unrolling ------------===//
#include "compiler/LLVMIR/UnrollSmallConstantLoops.h"
#include "compiler/LLVMIR/LoopSize.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

bool kiln::indexesLocalArray(const Loop &loop, LoopInfo &loops, ScalarEvolution &se) {
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

namespace {
constexpr unsigned kMaxTripCount = 16;
// Loops that address a local array by their counter: unrolled, every
// address is a constant and SROA keeps the array in registers.
constexpr unsigned kMaxTripCountIndexingLocals = 128;
constexpr unsigned kMaxUnrolledSize = 2500;
// Longer loops are unrolled completely while all their copies stay within
// this size, as nvcc does (measured on nvcc 13.0: 18-instruction bodies of
// 24 and 32 trips completely, 40 trips by 8; 27-instruction bodies of 24
// trips by 8). LLVM's own limit, 300, left a 32-step uint4 compare (realcode
// minhash_bottom_k_murmur3_shingles) unrolled by 4 where nvcc issues all 64
// loads at once.
constexpr unsigned kMaxLongTripCount = 64;
constexpr unsigned kMaxLongUnrolledSize = 600;

/// What unrolling `loop` would add beyond its rolled size through its inner
/// loops: an inner loop whose trip count depends on the outer counter (`for
/// (i = n + 1; i < 80; ++i)`) gets a constant trip count in every copy, and
/// this pass then unrolls each copy too when it is short or indexes a local
/// array. Inner loops of a constant trip count were judged (and unrolled)
/// before this one: the loop pass manager visits inner loops first.
uint64_t innerUnrollGrowth(const Loop &loop, LoopStandardAnalysisResults &ar,
                           const SmallPtrSetImpl<const Value *> &ephemeral,
                           unsigned backEdgeInstructions) {
  uint64_t growth = 0;
  for (Loop *inner : loop.getSubLoops()) {
    if (ar.SE.getSmallConstantTripCount(inner))
      continue;
    unsigned maxTrips = ar.SE.getSmallConstantMaxTripCount(inner);
    if (maxTrips < 2 || (maxTrips > kMaxTripCount &&
                         (maxTrips > kMaxTripCountIndexingLocals ||
                          !kiln::indexesLocalArray(*inner, ar.LI, ar.SE))))
      continue;
    UnrollCostEstimator cost(inner, ar.TTI, ephemeral, backEdgeInstructions);
    growth += uint64_t(cost.getRolledLoopSize()) * (maxTrips - 1) +
              innerUnrollGrowth(*inner, ar, ephemeral, backEdgeInstructions) * maxTrips;
  }
  return growth;
}
} // namespace

PreservedAnalyses kiln::UnrollSmallConstantLoopsPass::run(
    Loop &loop, LoopAnalysisManager &, LoopStandardAnalysisResults &ar,
    LPMUpdater &) {
  if (hasUnrollTransformation(&loop) != TM_Unspecified)
    return PreservedAnalyses::all();
  unsigned trips = ar.SE.getSmallConstantTripCount(&loop);
  if (trips < 2)
    return PreservedAnalyses::all();
  unsigned limit = kMaxUnrolledSize;
  if (trips > kMaxTripCount &&
      (trips > kMaxTripCountIndexingLocals || !kiln::indexesLocalArray(loop, ar.LI, ar.SE))) {
    // nvcc unrolls a 31-step barrier wavefront by 4 (UnrollBarrierLoops).
    if (trips > kMaxLongTripCount || kiln::hasConvergentCall(loop))
      return PreservedAnalyses::all();
    limit = kMaxLongUnrolledSize;
  }
  // The size LoopFullUnrollPass itself weighs against its limit.
  SmallPtrSet<const Value *, 32> ephemeral;
  CodeMetrics::collectEphemeralValues(&loop, &ar.AC, ephemeral);
  constexpr unsigned backEdgeInstructions = 2; // LLVM's UP.BEInsns
  UnrollCostEstimator cost(&loop, ar.TTI, ephemeral, backEdgeInstructions);
  // Counted with the inner loops that unrolling this one lets this pass
  // unroll after it: a triangular nest of 40 x up to 79 trips (realcode
  // libor_market_model_swaption_philox) became 1600 copies of the inner
  // body, 40213 PTX lines and 105 registers against nvcc's rolled 3178 and 64.
  // A long loop is weighed as nvcc weighs it: a uint4 load is one ld.v4.
  uint64_t rolled = cost.getRolledLoopSize();
  if (limit == kMaxLongUnrolledSize)
    rolled -= std::min<uint64_t>(rolled - backEdgeInstructions - 1, kiln::vectorPartnerAccesses(loop));
  if (!cost.canUnroll() ||
      (rolled - backEdgeInstructions +
       innerUnrollGrowth(loop, ar, ephemeral, backEdgeInstructions)) * trips +
              backEdgeInstructions >
          limit)
    return PreservedAnalyses::all();
  addStringMetadataToLoop(&loop, "llvm.loop.unroll.full");
  // Metadata only: the IR and every analysis stay as they were.
  return PreservedAnalyses::all();
}
