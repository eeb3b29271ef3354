//===- RestrictLoadsThroughPoison.cpp - ld.global.nc past poison ----------===//
#include "compiler/LLVMIR/RestrictLoadsThroughPoison.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace {
/// Whether every object `address` may be based on is a read-only noalias
/// parameter or poison/undef, with one of each at least (the backend tags
/// the loads without poison).
bool basedOnRestrictParameters(Value *address) {
  SmallVector<const Value *, 8> objects;
  getUnderlyingObjects(address, objects);
  bool parameter = false, poison = false;
  for (const Value *object : objects) {
    if (isa<UndefValue>(object)) {
      poison = true;
      continue;
    }
    auto *arg = dyn_cast<Argument>(object);
    if (!arg || !arg->hasNoAliasAttr() || !arg->onlyReadsMemory())
      return false;
    parameter = true;
  }
  return parameter && poison;
}
} // namespace

PreservedAnalyses kiln::RestrictLoadsThroughPoisonPass::run(Function &f,
                                                           FunctionAnalysisManager &) {
  if (f.getCallingConv() != CallingConv::PTX_Kernel)
    return PreservedAnalyses::all();
  bool changed = false;
  for (Instruction &inst : instructions(f)) {
    auto *load = dyn_cast<LoadInst>(&inst);
    if (!load || !load->isSimple() || load->hasMetadata(LLVMContext::MD_invariant_load) ||
        !basedOnRestrictParameters(load->getPointerOperand()))
      continue;
    load->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(f.getContext(), {}));
    changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
