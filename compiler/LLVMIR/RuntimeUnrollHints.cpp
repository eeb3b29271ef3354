//===- RuntimeUnrollHints.cpp - nvcc-like unrolling of runtime loops ------===//
#include "compiler/LLVMIR/RuntimeUnrollHints.h"
#include "compiler/LLVMIR/LoopSize.h"
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace {
constexpr unsigned kUnrollCount = 4;
// Loops bigger than this (in instructions) are left to LLVM's own judgement.
constexpr unsigned kMaxBodySize = 48;

/// Whether every exit of `loop` other than its latch's leads to an
/// `unreachable`: a covered switch's default edge (`switch (r & 3)` with four
/// cases), which LLVM's runtime unroller ignores as it ignores traps.
bool exitsOnlyAtLatch(const Loop &loop) {
  BasicBlock *latch = loop.getLoopLatch();
  SmallVector<std::pair<BasicBlock *, BasicBlock *>> edges;
  loop.getExitEdges(edges);
  bool latchExits = false;
  for (auto [from, to] : edges) {
    if (from == latch) {
      latchExits = true;
      continue;
    }
    if (!isa<UnreachableInst>(to->getTerminator()))
      return false;
  }
  return latchExits;
}

/// Whether the latch's exit test compares against a constant.
bool boundIsConstant(const BasicBlock &latch) {
  const auto *br = dyn_cast<BranchInst>(latch.getTerminator());
  if (!br || !br->isConditional())
    return false;
  const auto *cmp = dyn_cast<ICmpInst>(br->getCondition());
  return cmp && (isa<Constant>(cmp->getOperand(0)) || isa<Constant>(cmp->getOperand(1)));
}

void requestUnrollCount(Loop &loop, unsigned count) {
  LLVMContext &ctx = loop.getHeader()->getContext();
  Metadata *countMD[] = {
      MDString::get(ctx, "llvm.loop.unroll.count"),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(ctx), count))};
  SmallVector<Metadata *> ops = {nullptr};
  if (MDNode *old = loop.getLoopID())
    for (const MDOperand &op : drop_begin(old->operands()))
      ops.push_back(op.get());
  ops.push_back(MDNode::get(ctx, countMD));
  // nvcc leaves the unrolled loop to ptxas to unroll further.
  ops.push_back(kiln::unrolledLoopFollowup(ctx));
  MDNode *id = MDNode::getDistinct(ctx, ops);
  id->replaceOperandWith(0, id);
  loop.setLoopID(id);
}
} // namespace

PreservedAnalyses kiln::RuntimeUnrollHintsPass::run(Function &f,
                                                    FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  auto &se = am.getResult<ScalarEvolutionAnalysis>(f);
  bool changed = false;
  for (Loop *loop : loops.getLoopsInPreorder()) {
    if (!loop->isInnermost() || !loop->getLoopLatch() ||
        !exitsOnlyAtLatch(*loop) || kiln::hasUnrollMetadata(*loop))
      continue;
    // Constant trip counts are LLVM's to unroll fully; uncomputable ones
    // (data-dependent exits) cannot be runtime-unrolled at all.
    BasicBlock *latch = loop->getLoopLatch();
    if (se.getSmallConstantTripCount(loop, latch) != 0 ||
        isa<SCEVCouldNotCompute>(se.getExitCount(loop, latch)))
      continue;
    // A constant bound with a runtime start and stride (`for (k = tid; k <
    // 256; k += blockDim.x)`: a block clearing or staging a tile) runs a
    // round or two per thread; nvcc leaves it rolled, and unrolling costs a
    // division for the trip count first.
    if (boundIsConstant(*latch))
      continue;
    if (kiln::hasConvergentCallOrAtomic(*loop) || kiln::loopBodySize(*loop) > kMaxBodySize)
      continue;
    requestUnrollCount(*loop, kUnrollCount);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa = PreservedAnalyses::none();
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
