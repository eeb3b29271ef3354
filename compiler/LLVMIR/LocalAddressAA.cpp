//===- LocalAddressAA.cpp - disjoint offsets on one narrow-space base ------===//
#include "compiler/LLVMIR/LocalAddressAA.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

AnalysisKey kiln::LocalAddressAA::Key;

namespace {
bool isFixedAddress(const Value *v) {
  v = v->stripPointerCasts();
  if (isa<Argument, GlobalValue>(v))
    return true;
  auto *alloca = dyn_cast<AllocaInst>(v);
  return alloca && alloca->isStaticAlloca();
}
} // namespace

AliasResult kiln::LocalAddressAAResult::alias(const MemoryLocation &a, const MemoryLocation &b,
                                              AAQueryInfo &info, const Instruction *ctx) {
  auto *typeA = dyn_cast<PointerType>(a.Ptr->getType());
  auto *typeB = dyn_cast<PointerType>(b.Ptr->getType());
  if (!typeA || !typeB || typeA->getAddressSpace() != typeB->getAddressSpace())
    return AAResultBase::alias(a, b, info, ctx);
  if (!a.Size.hasValue() || !b.Size.hasValue() || a.Size.isScalable() || b.Size.isScalable())
    return AAResultBase::alias(a, b, info, ctx);
  const Module *module = nullptr;
  if (ctx)
    module = ctx->getModule();
  else if (auto *inst = dyn_cast<Instruction>(a.Ptr))
    module = inst->getModule();
  else if (auto *arg = dyn_cast<Argument>(a.Ptr))
    module = arg->getParent()->getParent();
  if (!module)
    return AAResultBase::alias(a, b, info, ctx);
  const DataLayout &dl = module->getDataLayout();
  unsigned width = dl.getIndexTypeSizeInBits(typeA);
  APInt offsetA(width, 0), offsetB(width, 0);
  const Value *baseA = a.Ptr->stripAndAccumulateConstantOffsets(dl, offsetA, true);
  const Value *baseB = b.Ptr->stripAndAccumulateConstantOffsets(dl, offsetB, true);
  // One value on both sides is one address only where it cannot change
  // between the two accesses: a pointer to an entry-block alloca, an
  // argument or a global (a phi in a loop is another address in the next
  // iteration, which a query may span; BasicAA guards the same way).
  if (baseA != baseB || !isFixedAddress(baseA))
    return AAResultBase::alias(a, b, info, ctx);
  // Compare the byte ranges in 128 bits: no wrap-around at the space's width.
  int64_t startA = offsetA.getSExtValue(), startB = offsetB.getSExtValue();
  __int128 endA = static_cast<__int128>(startA) + a.Size.getValue().getFixedValue();
  __int128 endB = static_cast<__int128>(startB) + b.Size.getValue().getFixedValue();
  if (endA <= startB || endB <= startA)
    return AliasResult::NoAlias;
  return AAResultBase::alias(a, b, info, ctx);
}
