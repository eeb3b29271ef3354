//===- PrintfBufferLifetimes.cpp - printf's argument buffers share one slot ---===//
#include "compiler/LLVMIR/PrintfBufferLifetimes.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace {
/// The vprintf call that `a` is the argument buffer of, when everything else
/// done with `a` (through casts and GEPs, wherever they are) is a store into
/// it in the call's block before the call; `first`: the first such store.
CallInst *soleVprintf(AllocaInst *a, Instruction *&first) {
  CallInst *call = nullptr;
  SmallVector<Instruction *, 16> stores;
  SmallVector<Value *, 8> work{a};
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    for (User *u : v->users()) {
      auto *inst = dyn_cast<Instruction>(u);
      if (!inst)
        return nullptr;
      if (isa<AddrSpaceCastInst, GetElementPtrInst>(inst)) {
        work.push_back(inst);
      } else if (auto *store = dyn_cast<StoreInst>(inst)) {
        if (store->getPointerOperand() != v)
          return nullptr; // the address itself escapes
        stores.push_back(store);
      } else if (auto *c = dyn_cast<CallInst>(inst)) {
        Function *callee = c->getCalledFunction();
        if (call || !callee || callee->getName() != "vprintf" || c->getArgOperand(1) != v ||
            c->getArgOperand(0) == v)
          return nullptr;
        call = c;
      } else {
        return nullptr;
      }
    }
  }
  if (!call)
    return nullptr;
  first = call;
  for (Instruction *i : stores) {
    if (i->getParent() != call->getParent() || call->comesBefore(i))
      return nullptr;
    if (i->comesBefore(first))
      first = i;
  }
  return call;
}
} // namespace

PreservedAnalyses kiln::PrintfBufferLifetimesPass::run(Function &f, FunctionAnalysisManager &) {
  if (f.isDeclaration())
    return PreservedAnalyses::all();
  bool changed = false;
  for (Instruction &inst : f.getEntryBlock()) {
    auto *a = dyn_cast<AllocaInst>(&inst);
    if (!a || a->isArrayAllocation())
      continue;
    Instruction *first = nullptr;
    CallInst *call = soleVprintf(a, first);
    if (!call)
      continue;
    IRBuilder<> b(first);
    b.CreateLifetimeStart(a);
    b.SetInsertPoint(call->getNextNode());
    b.CreateLifetimeEnd(a);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
