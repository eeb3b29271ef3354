//===- FoldUnreachableSwitchDefaults.cpp - a case as the default ----------===//
#include "compiler/LLVMIR/FoldUnreachableSwitchDefaults.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace {
bool hasUnreachableDefault(const SwitchInst &sw) {
  return sw.getNumCases() > 1 &&
         isa<UnreachableInst>(sw.getDefaultDest()->getFirstNonPHIOrDbg());
}

// The switch compares an i8 when its value fits: SimplifyCFG turns a default
// that only one value reaches back into a case with an unreachable default,
// but only for conditions of a legal integer width, which i8 is not on NVPTX
// (nvcc compares such values in 16-bit registers too).
Value *narrowCondition(SwitchInst &sw, IRBuilder<> &b) {
  Value *cond = sw.getCondition();
  auto *type = cast<IntegerType>(cond->getType());
  if (type->getBitWidth() <= 8)
    return cond;
  const DataLayout &dl = sw.getModule()->getDataLayout();
  if (computeKnownBits(cond, dl).countMaxActiveBits() > 8)
    return cond;
  return b.CreateTrunc(cond, b.getInt8Ty(), cond->getName() + ".narrow");
}

void foldDefault(SwitchInst &sw) {
  BasicBlock *block = sw.getParent(), *unreachable = sw.getDefaultDest();
  // Destinations with their case counts, in case order.
  MapVector<BasicBlock *, unsigned> counts;
  for (const auto &c : sw.cases())
    ++counts[c.getCaseSuccessor()];
  BasicBlock *chosen = nullptr;
  unsigned most = 0;
  for (auto [dest, n] : counts)
    if (dest != unreachable && n >= most)
      chosen = dest, most = n;
  if (!chosen)
    return;
  // The chosen block's phis had one entry per case edge: the default edge
  // keeps one.
  for (unsigned i = 1; i < most; ++i)
    chosen->removePredecessor(block, /*KeepOneInputPHIs=*/true);
  unreachable->removePredecessor(block);

  IRBuilder<> b(&sw);
  Value *cond = narrowCondition(sw, b);
  auto *type = cast<IntegerType>(cond->getType());
  SwitchInst *folded = b.CreateSwitch(cond, chosen, sw.getNumCases() - most);
  for (const auto &c : sw.cases())
    if (c.getCaseSuccessor() != chosen)
      folded->addCase(ConstantInt::get(type->getContext(), c.getCaseValue()->getValue().trunc(type->getBitWidth())),
                      c.getCaseSuccessor());
  sw.eraseFromParent();
  if (pred_empty(unreachable))
    DeleteDeadBlock(unreachable);
}
} // namespace

PreservedAnalyses
kiln::FoldUnreachableSwitchDefaultsPass::run(Function &f,
                                             FunctionAnalysisManager &am) {
  SmallVector<SwitchInst *> switches;
  for (BasicBlock &block : f)
    if (auto *sw = dyn_cast<SwitchInst>(block.getTerminator()))
      if (hasUnreachableDefault(*sw))
        switches.push_back(sw);
  if (switches.empty())
    return PreservedAnalyses::all();
  for (SwitchInst *sw : switches)
    foldDefault(*sw);
  if (!unrollForcedLoops)
    return PreservedAnalyses::none();
  // Now, before SimplifyCFG makes the default unreachable again.
  am.invalidate(f, PreservedAnalyses::none());
  LoopUnrollPass(LoopUnrollOptions(/*OptLevel=*/2, /*OnlyWhenForced=*/true)).run(f, am);
  return PreservedAnalyses::none();
}
