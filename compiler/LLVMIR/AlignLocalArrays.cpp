//===- AlignLocalArrays.cpp - 16-byte local arrays, their accesses' alignment ---===//
#include "compiler/LLVMIR/AlignLocalArrays.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace {
constexpr uint64_t kAlign = 16;

/// Raises the alignment of every load and store reached from `base` through
/// casts and constant GEPs to what `offset` (bytes from a 16-aligned start)
/// proves. Anything else (a variable index, a call) is left alone.
bool alignAccesses(Value *base, int64_t offset, const DataLayout &dl) {
  bool changed = false;
  SmallVector<std::pair<Value *, int64_t>, 16> work{{base, offset}};
  SmallPtrSet<Value *, 16> seen;
  while (!work.empty()) {
    auto [v, off] = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    for (User *u : v->users()) {
      Align known = commonAlignment(Align(kAlign), uint64_t(off));
      if (auto *cast = dyn_cast<AddrSpaceCastInst>(u)) {
        work.push_back({cast, off});
      } else if (auto *gep = dyn_cast<GetElementPtrInst>(u)) {
        APInt delta(dl.getIndexTypeSizeInBits(gep->getType()), 0);
        if (gep->getPointerOperand() == v && gep->accumulateConstantOffset(dl, delta))
          work.push_back({gep, off + delta.getSExtValue()});
      } else if (auto *load = dyn_cast<LoadInst>(u)) {
        if (load->getPointerOperand() == v && load->getAlign() < known) {
          load->setAlignment(known);
          changed = true;
        }
      } else if (auto *store = dyn_cast<StoreInst>(u)) {
        if (store->getPointerOperand() == v && store->getAlign() < known) {
          store->setAlignment(known);
          changed = true;
        }
      }
    }
  }
  return changed;
}
} // namespace

PreservedAnalyses kiln::AlignLocalArraysPass::run(Function &f, FunctionAnalysisManager &) {
  if (f.isDeclaration())
    return PreservedAnalyses::all();
  const DataLayout &dl = f.getDataLayout();
  bool changed = false;
  for (Instruction &inst : f.getEntryBlock()) {
    auto *a = dyn_cast<AllocaInst>(&inst);
    if (!a || a->isArrayAllocation())
      continue;
    Type *t = a->getAllocatedType();
    if (!(t->isArrayTy() || t->isStructTy()) || dl.getTypeAllocSize(t).getFixedValue() < kAlign)
      continue;
    if (a->getAlign() < Align(kAlign)) {
      a->setAlignment(Align(kAlign));
      changed = true;
    }
    changed |= alignAccesses(a, 0, dl);
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
