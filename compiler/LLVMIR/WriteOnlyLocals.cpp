//===- WriteOnlyLocals.cpp - locals nothing reads are deleted -------------===//
#include "compiler/LLVMIR/WriteOnlyLocals.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace {
bool isDerivation(Instruction *inst) {
  return isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst, PHINode, SelectInst>(inst);
}

/// A use that neither reads the memory nor lets the address go anywhere.
bool isHarmless(Use &use) {
  auto *inst = cast<Instruction>(use.getUser());
  if (auto *store = dyn_cast<StoreInst>(inst))
    return store->getPointerOperand() == use.get() && !store->isVolatile();
  if (auto *intrinsic = dyn_cast<IntrinsicInst>(inst))
    return intrinsic->isLifetimeStartOrEnd() || intrinsic->getIntrinsicID() == Intrinsic::fake_use;
  return false;
}
} // namespace

PreservedAnalyses kiln::WriteOnlyLocalsPass::run(Function &f, FunctionAnalysisManager &) {
  if (f.isDeclaration())
    return PreservedAnalyses::all();
  SmallSetVector<AllocaInst *, 16> group;
  for (Instruction &inst : f.getEntryBlock())
    if (auto *a = dyn_cast<AllocaInst>(&inst); a && a->isStaticAlloca())
      group.insert(a);
  // Drop from the group every alloca an address of which is read, escapes, or
  // meets an address from outside the group at a phi or select, until none is.
  SetVector<Instruction *> derived;
  for (bool shrunk = true; shrunk && !group.empty();) {
    shrunk = false;
    derived.clear();
    DenseMap<Instruction *, SmallPtrSet<AllocaInst *, 2>> roots;
    SmallPtrSet<AllocaInst *, 8> bad;
    for (AllocaInst *a : group) {
      SmallVector<Instruction *, 16> work{a};
      roots[a].insert(a);
      derived.insert(a);
      while (!work.empty()) {
        Instruction *pointer = work.pop_back_val();
        for (Use &use : pointer->uses()) {
          auto *inst = cast<Instruction>(use.getUser());
          auto *select = dyn_cast<SelectInst>(inst);
          if (isDerivation(inst) && !(select && select->getCondition() == pointer)) {
            derived.insert(inst);
            if (roots[inst].insert(a).second)
              work.push_back(inst);
          } else if (!isHarmless(use)) {
            bad.insert(a);
          }
        }
      }
    }
    for (Instruction *inst : derived) {
      if (!isa<PHINode, SelectInst>(inst))
        continue;
      for (Use &in : inst->operands()) {
        if (auto *select = dyn_cast<SelectInst>(inst); select && in.get() == select->getCondition())
          continue;
        auto *source = dyn_cast<Instruction>(in.get());
        if (isa<UndefValue>(in.get()) || (source && derived.contains(source)))
          continue;
        bad.insert(roots[inst].begin(), roots[inst].end());
      }
    }
    // What a bad root reaches taints the other roots it meets there.
    for (bool spread = true; spread;) {
      spread = false;
      for (auto &[inst, from] : roots)
        if (llvm::any_of(from, [&](AllocaInst *a) { return bad.contains(a); }))
          for (AllocaInst *a : from)
            spread |= bad.insert(a).second;
    }
    for (AllocaInst *a : bad)
      shrunk |= group.remove(a);
  }
  if (group.empty())
    return PreservedAnalyses::all();
  // Everything left only stores into the group: delete the stores, markers
  // and pins, then the addresses (phis may be cyclic: poison first).
  SmallSetVector<Instruction *, 16> dead;
  for (Instruction *inst : derived)
    for (User *user : inst->users())
      if (!isDerivation(cast<Instruction>(user)))
        dead.insert(cast<Instruction>(user));
  for (Instruction *inst : dead)
    inst->eraseFromParent();
  for (Instruction *inst : derived)
    inst->replaceAllUsesWith(PoisonValue::get(inst->getType()));
  for (Instruction *inst : derived)
    inst->eraseFromParent();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
