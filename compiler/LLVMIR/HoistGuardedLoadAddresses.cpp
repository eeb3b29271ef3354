//===- HoistGuardedLoadAddresses.cpp - predicable guarded loads -----------===//
#include "compiler/LLVMIR/HoistGuardedLoadAddresses.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace {
/// What may stay in the block beside its loads for ptxas to predicate it.
constexpr unsigned kMaxOthersLeft = 3;

/// Arithmetic that costs about one instruction and cannot trap.
bool isCheapAddressArithmetic(Instruction &inst) {
  switch (inst.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
  case Instruction::GetElementPtr:
  case Instruction::AddrSpaceCast:
  case Instruction::BitCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
    return true;
  case Instruction::Mul: // a 32-bit IMAD; a 64-bit product is several
    return inst.getType()->getScalarSizeInBits() <= 32;
  default:
    return false;
  }
}

/// The block's loads, or none when the block holds anything but loads and
/// instructions without effects.
SmallVector<LoadInst *> onlyLoads(BasicBlock &block) {
  SmallVector<LoadInst *> loads;
  for (Instruction &inst : block) {
    if (inst.isTerminator())
      break;
    if (auto *load = dyn_cast<LoadInst>(&inst)) {
      if (!load->isSimple())
        return {};
      loads.push_back(load);
      continue;
    }
    if (isa<PHINode>(inst) || inst.mayReadOrWriteMemory() || inst.mayHaveSideEffects() ||
        isa<CallBase>(inst))
      return {};
  }
  return loads;
}

/// The instructions of `block` that compute the loads' addresses from values
/// defined outside it, in block order; empty when one of them is not cheap
/// or reads a value the block loads.
SmallVector<Instruction *> addressArithmetic(BasicBlock &block, ArrayRef<LoadInst *> loads) {
  SmallSetVector<Instruction *, 8> needed;
  SmallVector<Instruction *> work;
  for (LoadInst *load : loads)
    if (auto *def = dyn_cast<Instruction>(load->getPointerOperand()))
      if (def->getParent() == &block)
        work.push_back(def);
  while (!work.empty()) {
    Instruction *inst = work.pop_back_val();
    if (isa<LoadInst>(inst) || !isCheapAddressArithmetic(*inst) ||
        !isSafeToSpeculativelyExecute(inst))
      return {};
    if (!needed.insert(inst))
      continue;
    for (Value *operand : inst->operands())
      if (auto *def = dyn_cast<Instruction>(operand))
        if (def->getParent() == &block)
          work.push_back(def);
  }
  SmallVector<Instruction *> ordered;
  for (Instruction &inst : block)
    if (needed.contains(&inst))
      ordered.push_back(&inst);
  return ordered;
}
} // namespace

PreservedAnalyses kiln::HoistGuardedLoadAddressesPass::run(Function &f,
                                                          FunctionAnalysisManager &) {
  Function *fakeUse = nullptr;
  bool changed = false;
  for (BasicBlock &block : f) {
    // A triangle: `pred` branches to `block` or to `join`, `block` to `join`.
    BasicBlock *pred = block.getSinglePredecessor();
    auto *exit = dyn_cast<BranchInst>(block.getTerminator());
    if (!pred || pred == &block || !exit || exit->isConditional())
      continue;
    auto *branch = dyn_cast<BranchInst>(pred->getTerminator());
    BasicBlock *join = exit->getSuccessor(0);
    if (!branch || !branch->isConditional() || join == &block ||
        (branch->getSuccessor(0) != join && branch->getSuccessor(1) != join))
      continue;
    SmallVector<LoadInst *> loads = onlyLoads(block);
    if (loads.empty())
      continue;
    SmallVector<Instruction *> hoisted = addressArithmetic(block, loads);
    unsigned body = block.size() - 1; // less the branch
    if (hoisted.empty() || body - loads.size() - hoisted.size() > kMaxOthersLeft)
      continue;
    if (!fakeUse)
      fakeUse = Intrinsic::getOrInsertDeclaration(f.getParent(), Intrinsic::fake_use);
    for (Instruction *inst : hoisted) {
      inst->moveBefore(branch->getIterator());
      // Its flags may have held only under the condition.
      inst->dropPoisonGeneratingAnnotations();
    }
    // MachineSink would move back what only the block uses: a use at the end
    // of `pred` keeps it there (and emits nothing).
    IRBuilder<> b(branch);
    for (Instruction *inst : hoisted)
      if (any_of(inst->users(),
                 [&](User *user) { return cast<Instruction>(user)->getParent() == &block; }))
        b.CreateCall(fakeUse, {inst});
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
