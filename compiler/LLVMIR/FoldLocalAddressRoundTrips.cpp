//===- FoldLocalAddressRoundTrips.cpp - one address space per local -------===//
#include "compiler/LLVMIR/FoldLocalAddressRoundTrips.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace {
/// `value` (a chain of GEPs over `addrspacecast %alloca to local`) rebuilt
/// on the generic alloca, or null if it is not such a chain.
Value *onGenericAlloca(Value *value, Type *genericType, IRBuilder<> &b, unsigned depth = 0) {
  if (auto *cast = dyn_cast<AddrSpaceCastInst>(value)) {
    Value *source = cast->getPointerOperand();
    return isa<AllocaInst>(source) && source->getType() == genericType ? source : nullptr;
  }
  auto *gep = dyn_cast<GetElementPtrInst>(value);
  if (!gep || depth > 8)
    return nullptr;
  Value *base = onGenericAlloca(gep->getPointerOperand(), genericType, b, depth + 1);
  if (!base)
    return nullptr;
  SmallVector<Value *> indices(gep->indices());
  auto *copy = cast<GetElementPtrInst>(
      b.CreateGEP(gep->getSourceElementType(), base, indices, gep->getName() + ".generic"));
  copy->setNoWrapFlags(gep->getNoWrapFlags());
  return copy;
}
} // namespace

PreservedAnalyses kiln::FoldLocalAddressRoundTripsPass::run(Function &f,
                                                            FunctionAnalysisManager &) {
  SmallVector<AddrSpaceCastInst *> casts;
  for (BasicBlock &block : f)
    for (Instruction &inst : block)
      if (auto *cast = dyn_cast<AddrSpaceCastInst>(&inst);
          cast && isa<GetElementPtrInst>(cast->getPointerOperand()))
        casts.push_back(cast);
  bool changed = false;
  for (AddrSpaceCastInst *cast : casts) {
    IRBuilder<> b(cast);
    if (Value *generic = onGenericAlloca(cast->getPointerOperand(), cast->getType(), b)) {
      cast->replaceAllUsesWith(generic);
      cast->eraseFromParent();
      changed = true;
    }
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserveSet<CFGAnalyses>();
  return kept;
}
