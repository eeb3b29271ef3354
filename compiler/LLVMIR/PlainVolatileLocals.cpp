//===- PlainVolatileLocals.cpp - volatile accesses of private locals ------===//
#include "compiler/LLVMIR/PlainVolatileLocals.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace {
/// The volatile loads and stores through `alloca`'s address, or false if the
/// address escapes: anything but a GEP, a cast, a load or store through it,
/// or a lifetime marker or fake use.
bool privateVolatileAccesses(AllocaInst &alloca, SmallVectorImpl<Instruction *> &accesses) {
  SmallVector<Value *> work{&alloca};
  SmallPtrSet<Value *, 8> seen{&alloca};
  while (!work.empty()) {
    Value *pointer = work.pop_back_val();
    for (User *user : pointer->users()) {
      auto *inst = cast<Instruction>(user);
      if (isa<GetElementPtrInst>(inst) || isa<AddrSpaceCastInst>(inst) || isa<BitCastInst>(inst)) {
        if (seen.insert(inst).second)
          work.push_back(inst);
      } else if (auto *load = dyn_cast<LoadInst>(inst)) {
        if (load->isAtomic())
          return false;
        if (load->isVolatile())
          accesses.push_back(load);
      } else if (auto *store = dyn_cast<StoreInst>(inst)) {
        if (store->getPointerOperand() != pointer || store->isAtomic())
          return false; // the address itself is stored: it escapes
        if (store->isVolatile())
          accesses.push_back(store);
      } else if (auto *intrinsic = dyn_cast<IntrinsicInst>(inst);
                 intrinsic && (intrinsic->isLifetimeStartOrEnd() ||
                               intrinsic->getIntrinsicID() == Intrinsic::fake_use)) {
        continue;
      } else {
        return false;
      }
    }
  }
  return true;
}
} // namespace

PreservedAnalyses kiln::PlainVolatileLocalsPass::run(Function &f, FunctionAnalysisManager &) {
  bool changed = false;
  for (Instruction &inst : instructions(f)) {
    auto *alloca = dyn_cast<AllocaInst>(&inst);
    if (!alloca)
      continue;
    SmallVector<Instruction *> accesses;
    if (!privateVolatileAccesses(*alloca, accesses))
      continue;
    for (Instruction *access : accesses) {
      if (auto *load = dyn_cast<LoadInst>(access))
        load->setVolatile(false);
      else
        cast<StoreInst>(access)->setVolatile(false);
      changed = true;
    }
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
