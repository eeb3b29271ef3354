//===- CompareNextInduction.cpp - loop exit tests on the next counter ------===//
#include "compiler/LLVMIR/CompareNextInduction.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {
/// The compares a branch condition is made of through and/or (also their
/// select forms).
void collectCompares(Value *cond, SmallVectorImpl<ICmpInst *> &out, unsigned depth = 0) {
  if (auto *cmp = dyn_cast<ICmpInst>(cond)) {
    out.push_back(cmp);
    return;
  }
  Value *a, *b;
  if (depth < 4 && (match(cond, m_LogicalAnd(m_Value(a), m_Value(b))) ||
                    match(cond, m_LogicalOr(m_Value(a), m_Value(b))))) {
    collectCompares(a, out, depth + 1);
    collectCompares(b, out, depth + 1);
  }
}

/// `cmp` (in `latch`) as a test of the counter's incremented value, or false.
bool rewrite(ICmpInst *cmp, Loop *loop, BasicBlock *latch, DominatorTree &dt) {
  CmpInst::Predicate pred = cmp->getPredicate();
  Value *lhs = cmp->getOperand(0);
  const APInt *bound;
  if (!match(cmp->getOperand(1), m_APInt(bound))) {
    if (!match(lhs, m_APInt(bound)))
      return false;
    lhs = cmp->getOperand(1);
    pred = CmpInst::getSwappedPredicate(pred);
  }
  auto *phi = dyn_cast<PHINode>(lhs);
  if (!phi || phi->getParent() != loop->getHeader() || phi->getBasicBlockIndex(latch) < 0)
    return false;
  auto *next = dyn_cast<BinaryOperator>(phi->getIncomingValueForBlock(latch));
  const APInt *step;
  if (!next || !match(next, m_Add(m_Specific(phi), m_APInt(step))) || step->isZero() ||
      !dt.dominates(next, cmp))
    return false;
  bool overflow = false;
  APInt newBound = *bound + *step;
  if (ICmpInst::isUnsigned(pred)) {
    if (!next->hasNoUnsignedWrap() || step->isNegative())
      return false;
    (void)bound->uadd_ov(*step, overflow);
  } else if (ICmpInst::isSigned(pred)) {
    if (!next->hasNoSignedWrap())
      return false;
    (void)bound->sadd_ov(*step, overflow);
  }
  if (overflow)
    return false;
  auto *replacement = new ICmpInst(cmp->getIterator(), pred, next,
                                   ConstantInt::get(next->getType(), newBound), cmp->getName() + ".next");
  cmp->replaceAllUsesWith(replacement);
  cmp->eraseFromParent();
  return true;
}
} // namespace

PreservedAnalyses kiln::CompareNextInductionPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &li = am.getResult<LoopAnalysis>(f);
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  bool changed = false;
  for (Loop *loop : li.getLoopsInPreorder()) {
    BasicBlock *latch = loop->getLoopLatch();
    auto *br = latch ? dyn_cast<BranchInst>(latch->getTerminator()) : nullptr;
    if (!br || !br->isConditional())
      continue;
    SmallVector<ICmpInst *> compares;
    collectCompares(br->getCondition(), compares);
    for (ICmpInst *cmp : compares)
      if (cmp->getParent() == latch)
        changed |= rewrite(cmp, loop, latch, dt);
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
