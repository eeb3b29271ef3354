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

/// Whether the loop's only unroll request is a plain `#pragma unroll`
/// (`llvm.loop.unroll.full`), which LLVM drops when the trip count is not a
/// constant.
bool onlyFullUnrollRequested(const Loop &loop) {
  MDNode *id = loop.getLoopID();
  if (!id)
    return false;
  bool full = false;
  for (const MDOperand &op : drop_begin(id->operands()))
    if (auto *node = dyn_cast<MDNode>(op.get()))
      if (auto *name = dyn_cast<MDString>(node->getOperand(0).get())) {
        if (name->getString() == "llvm.loop.unroll.full")
          full = true;
        else if (name->getString().starts_with("llvm.loop.unroll"))
          return false;
      }
  return full;
}

void requestUnrollCount(Loop &loop, unsigned count) {
  LLVMContext &ctx = loop.getHeader()->getContext();
  Metadata *countMD[] = {
      MDString::get(ctx, "llvm.loop.unroll.count"),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(ctx), count))};
  SmallVector<Metadata *> ops = {nullptr};
  if (MDNode *old = loop.getLoopID())
    for (const MDOperand &op : drop_begin(old->operands())) {
      // The count replaces an unroll.full that could not be honoured.
      if (auto *node = dyn_cast<MDNode>(op.get()); node && node->getNumOperands() > 0)
        if (auto *name = dyn_cast<MDString>(node->getOperand(0).get());
            name && name->getString() == "llvm.loop.unroll.full")
          continue;
      ops.push_back(op.get());
    }
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
    // `#pragma unroll` on a loop whose trip count is known only at run time
    // (`for (e = tid; e < BM * BK; e += 256)` staging a GEMM tile): LLVM
    // cannot unroll it completely and leaves it rolled; nvcc unrolls it by 4
    // (im2col_gemm_conv2d's tile loads: 0.79x nvcc rolled).
    bool pragma = onlyFullUnrollRequested(*loop);
    if (!loop->isInnermost() || !loop->getLoopLatch() ||
        !exitsOnlyAtLatch(*loop) || (kiln::hasUnrollMetadata(*loop) && !pragma))
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
    if (boundIsConstant(*latch) && !pragma)
      continue;
    if (kiln::hasConvergentCallOrAtomic(*loop) ||
        (kiln::loopBodySize(*loop) > kMaxBodySize && !pragma))
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
