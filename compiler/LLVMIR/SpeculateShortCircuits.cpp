//===- SpeculateShortCircuits.cpp - && / || arms as predicates ------------===//
#include "compiler/LLVMIR/SpeculateShortCircuits.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
/// At most this many instructions move out of an arm: the comparisons of a
/// condition and their conjunction (nvcc speculates such arms, not bodies).
/// SimplifyCFG's own limit (two basic instructions) stops short of the
/// outer arm of `a || (b && c)`, which holds two comparisons and an `and`.
constexpr unsigned kMaxSpeculated = 4;

/// Whether `inst` may run unconditionally at no real cost.
bool isCheapAndPure(Instruction &inst) {
  if (!isa<CmpInst>(inst) && !isa<BinaryOperator>(inst) && !isa<CastInst>(inst) &&
      !isa<SelectInst>(inst))
    return false;
  // Divisions may trap (and are not cheap); the rest never does.
  return isSafeToSpeculativelyExecute(&inst) &&
         !(isa<BinaryOperator>(inst) && inst.isIntDivRem());
}

/// Folds the arm `arm` into its predecessor when the triangle holds: its
/// only predecessor branches to it or to the join, and it falls through to
/// the join computing only a few pure values that the join's phis use.
bool speculateArm(BasicBlock &arm) {
  BasicBlock *pred = arm.getSinglePredecessor();
  auto *fallThrough = dyn_cast<BranchInst>(arm.getTerminator());
  if (!pred || pred == &arm || !fallThrough || fallThrough->isConditional())
    return false;
  BasicBlock *join = fallThrough->getSuccessor(0);
  auto *branch = dyn_cast<BranchInst>(pred->getTerminator());
  if (!branch || !branch->isConditional() || join == &arm)
    return false;
  bool armOnTrue = branch->getSuccessor(0) == &arm;
  if (branch->getSuccessor(armOnTrue ? 1 : 0) != join)
    return false;
  unsigned count = 0;
  for (Instruction &inst : arm.instructionsWithoutDebug()) {
    if (&inst == fallThrough)
      break;
    if (++count > kMaxSpeculated || !isCheapAndPure(inst))
      return false;
    // Values of the arm used outside the join's phis would lose their block.
    for (User *user : inst.users()) {
      auto *userInst = cast<Instruction>(user);
      if (userInst->getParent() != &arm &&
          !(isa<PHINode>(userInst) && userInst->getParent() == join))
        return false;
    }
  }
  // Only boolean phis: a chained condition. Selecting wider values is
  // SimplifyCFG's business (and its cost model).
  for (PHINode &phi : join->phis())
    if (!phi.getType()->isIntegerTy(1))
      return false;

  // Move the arm's instructions before the branch, select in the phis.
  for (Instruction &inst : llvm::make_early_inc_range(arm.instructionsWithoutDebug()))
    if (&inst != fallThrough)
      inst.moveBefore(branch->getIterator());
  IRBuilder<> b(branch);
  Value *cond = branch->getCondition();
  for (PHINode &phi : join->phis()) {
    Value *fromArm = phi.getIncomingValueForBlock(&arm);
    Value *fromPred = phi.getIncomingValueForBlock(pred);
    Value *chosen = armOnTrue ? b.CreateSelect(cond, fromArm, fromPred)
                              : b.CreateSelect(cond, fromPred, fromArm);
    phi.setIncomingValueForBlock(pred, chosen);
    phi.removeIncomingValue(&arm, /*DeletePHIIfEmpty=*/false);
  }
  BranchInst::Create(join, branch->getIterator());
  branch->eraseFromParent();
  arm.eraseFromParent();
  return true;
}
} // namespace

PreservedAnalyses kiln::SpeculateShortCircuitsPass::run(Function &f,
                                                        FunctionAnalysisManager &) {
  bool changed = false;
  for (bool again = true; again;) {
    again = false;
    for (BasicBlock &block : llvm::make_early_inc_range(f))
      if (&block != &f.getEntryBlock() && speculateArm(block))
        again = changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
