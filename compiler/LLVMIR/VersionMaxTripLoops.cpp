//===- VersionMaxTripLoops.cpp - a straight copy of chunk loops -----------===//
#include "compiler/LLVMIR/VersionMaxTripLoops.h"
#include "compiler/LLVMIR/LoopSize.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;

namespace {
// nvcc's runtime unrolling keeps 4 iterations' loads in flight; a copy of up
// to 8 covers the chunk widths real code picks (float4 tails, 8-wide rows).
constexpr unsigned kMaxTrips = 8;
// The straight copy's size in instructions, at most.
constexpr unsigned kMaxCopySize = 256;
// Instructions the trip count may cost in the preheader.
constexpr unsigned kTripCountBudget = 6;

/// Loads are what the copy lets the GPU issue together.
bool worthACopy(const Loop &loop) {
  if (kiln::hasConvergentCallOrAtomic(loop))
    return false;
  for (BasicBlock *bb : loop.blocks())
    for (Instruction &inst : *bb)
      if (isa<LoadInst>(inst))
        return true;
  return false;
}

/// The loop's most trips when its exact count is a run-time value and the
/// loop has the shape the copy needs (one exit, from the latch); 0 otherwise.
unsigned smallMaxTrips(Loop &loop, ScalarEvolution &se) {
  BasicBlock *latch = loop.getLoopLatch();
  if (!loop.isInnermost() || !latch ||
      loop.getExitingBlock() != latch || kiln::hasUnrollMetadata(loop))
    return 0;
  if (!loop.getUniqueExitBlock() || !isa<BranchInst>(latch->getTerminator()))
    return 0;
  const SCEV *backedges = se.getExitCount(&loop, latch);
  if (se.getSmallConstantTripCount(&loop) != 0 || isa<SCEVCouldNotCompute>(backedges))
    return 0;
  // The bound of the trip count `umin(8, n - i)`, not of the backedge count
  // `umin(8, n - i) - 1`, which wraps at zero unless the loop's entry guard is
  // applied. The bound only decides whether a copy pays: the copy runs when
  // the backedge count is exactly `most - 1`, whatever the bound.
  const SCEV *trips = se.getAddExpr(backedges, se.getOne(backedges->getType()));
  APInt mostTrips = se.getUnsignedRangeMax(se.applyLoopGuards(trips, &loop));
  if (mostTrips.ugt(kMaxTrips))
    return 0;
  unsigned most = mostTrips.getZExtValue();
  if (most < 2 || kiln::loopBodySize(loop) * most > kMaxCopySize)
    return 0;
  return worthACopy(loop) ? most : 0;
}

/// `if (backedges == most - 1) copy else loop`, the copy counting its own
/// trips up to `most`.
bool versionLoop(Loop &loop, unsigned most, Function &f, LoopInfo &li,
                 DominatorTree &dt, ScalarEvolution &se,
                 const TargetTransformInfo &tti) {
  // SimplifyCFG may have merged the preheader into a block with other
  // successors.
  BasicBlock *preheader = loop.getLoopPreheader();
  if (!preheader)
    preheader = InsertPreheaderForLoop(&loop, &dt, &li, nullptr,
                                       /*PreserveLCSSA=*/false);
  if (!preheader)
    return false;
  // The exit must be the latch's alone, to merge the two versions there.
  formDedicatedExitBlocks(&loop, &dt, &li, nullptr, /*PreserveLCSSA=*/false);
  BasicBlock *header = loop.getHeader();
  BasicBlock *latch = loop.getLoopLatch();
  BasicBlock *exit = loop.getUniqueExitBlock();
  const SCEV *backedges = se.getExitCount(&loop, latch);
  SCEVExpander expander(se, "kiln.trips");
  Instruction *at = preheader->getTerminator();
  if (!expander.isSafeToExpandAt(backedges, at) ||
      expander.isHighCostExpansion({backedges}, &loop, kTripCountBudget, &tti, at))
    return false;

  formLCSSA(loop, dt, &li, &se);
  Value *count = expander.expandCodeFor(backedges, backedges->getType(), at);
  BasicBlock *check = preheader;
  BasicBlock *loopPreheader =
      SplitBlock(check, check->getTerminator(), &dt, &li, nullptr,
                 header->getName() + ".ph");

  ValueToValueMapTy map;
  SmallVector<BasicBlock *> copyBlocks;
  Loop *copy = cloneLoopWithPreheader(loopPreheader, check, &loop, map,
                                      ".full", &li, &dt, copyBlocks);
  remapInstructionsInBlocks(copyBlocks, map);
  BasicBlock *copyPreheader = copy->getLoopPreheader();
  auto *copyHeader = cast<BasicBlock>(map[header]);
  auto *copyLatch = cast<BasicBlock>(map[latch]);

  // Choose the copy when the count is exactly `most`.
  Instruction *oldBranch = check->getTerminator();
  IRBuilder<> b(oldBranch);
  Value *full = b.CreateICmpEQ(
      count, ConstantInt::get(count->getType(), most - 1), "kiln.full");
  b.CreateCondBr(full, copyPreheader, loopPreheader);
  oldBranch->eraseFromParent();

  // Both latches now reach the exit; its LCSSA phis take the copy's values.
  for (PHINode &phi : exit->phis()) {
    Value *v = phi.getIncomingValueForBlock(latch);
    Value *copied = map.lookup(v);
    phi.addIncoming(copied ? copied : v, copyLatch);
  }
  dt.changeImmediateDominator(exit, check);

  // The copy exits after `most` trips: a counter ScalarEvolution reads as a
  // constant trip count, so LLVM unrolls the copy completely.
  Type *i32 = b.getInt32Ty();
  b.SetInsertPoint(copyHeader, copyHeader->begin());
  PHINode *trip = b.CreatePHI(i32, 2, "kiln.trip");
  b.SetInsertPoint(copyLatch->getTerminator());
  Value *next = b.CreateAdd(trip, b.getInt32(1), "kiln.trip.next",
                            /*HasNUW=*/true, /*HasNSW=*/true);
  trip->addIncoming(b.getInt32(0), copyPreheader);
  trip->addIncoming(next, copyLatch);
  Value *again = b.CreateICmpULT(next, b.getInt32(most));
  auto *br = cast<BranchInst>(copyLatch->getTerminator());
  br->setCondition(br->getSuccessor(0) == copyHeader ? again : b.CreateNot(again));
  se.forgetLoop(&loop);
  return true;
}
} // namespace

PreservedAnalyses kiln::VersionMaxTripLoopsPass::run(Function &f,
                                                     FunctionAnalysisManager &am) {
  auto &li = am.getResult<LoopAnalysis>(f);
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &se = am.getResult<ScalarEvolutionAnalysis>(f);
  auto &tti = am.getResult<TargetIRAnalysis>(f);
  SmallVector<std::pair<Loop *, unsigned>> candidates;
  for (Loop *loop : li.getLoopsInPreorder())
    if (unsigned most = smallMaxTrips(*loop, se))
      candidates.push_back({loop, most});
  bool changed = false;
  for (auto [loop, most] : candidates)
    changed |= versionLoop(*loop, most, f, li, dt, se, tti);
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserve<LoopAnalysis>();
  pa.preserve<DominatorTreeAnalysis>();
  return pa;
}
