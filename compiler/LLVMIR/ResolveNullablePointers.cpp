//===- ResolveNullablePointers.cpp - x-or-null pointers past their check --===//
#include "compiler/LLVMIR/ResolveNullablePointers.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
/// The one pointer other than null that `phi` takes, if its other incoming
/// values are all null.
Value *onlyNonNull(PHINode &phi) {
  Value *only = nullptr;
  bool sawNull = false;
  for (Value *in : phi.incoming_values()) {
    if (isa<ConstantPointerNull>(in)) {
      sawNull = true;
      continue;
    }
    if (in == &phi || (only && only != in))
      return nullptr;
    only = in;
  }
  return sawNull ? only : nullptr;
}
} // namespace

PreservedAnalyses kiln::ResolveNullablePointersPass::run(Function &f,
                                                         FunctionAnalysisManager &am) {
  DominatorTree *dt = nullptr;
  bool changed = false;
  for (BasicBlock &block : f)
    for (PHINode &phi : block.phis()) {
      if (!phi.getType()->isPointerTy())
        continue;
      Value *pointer = onlyNonNull(phi);
      if (!pointer)
        continue;
      // The edges on which `phi` is known non-null: `br (icmp eq/ne phi, null)`.
      SmallVector<BasicBlockEdge> nonNullEdges;
      for (User *user : phi.users()) {
        auto *cmp = dyn_cast<ICmpInst>(user);
        if (!cmp || !cmp->isEquality() || !isa<ConstantPointerNull>(cmp->getOperand(1)) ||
            cmp->getOperand(0) != &phi)
          continue;
        for (User *cmpUser : cmp->users())
          if (auto *branch = dyn_cast<BranchInst>(cmpUser); branch && branch->isConditional()) {
            unsigned nonNullSuccessor = cmp->getPredicate() == ICmpInst::ICMP_EQ ? 1 : 0;
            nonNullEdges.push_back(
                BasicBlockEdge(branch->getParent(), branch->getSuccessor(nonNullSuccessor)));
          }
      }
      if (nonNullEdges.empty())
        continue;
      if (!dt)
        dt = &am.getResult<DominatorTreeAnalysis>(f);
      for (Use &use : llvm::make_early_inc_range(phi.uses())) {
        if (isa<ICmpInst>(use.getUser()))
          continue;
        // The pointer must be available there too (a malloc in one arm is not).
        if (auto *def = dyn_cast<Instruction>(pointer); def && !dt->dominates(def, use))
          continue;
        for (const BasicBlockEdge &edge : nonNullEdges)
          if (dt->dominates(edge, use)) {
            use.set(pointer);
            changed = true;
            break;
          }
      }
    }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserveSet<CFGAnalyses>();
  return kept;
}
