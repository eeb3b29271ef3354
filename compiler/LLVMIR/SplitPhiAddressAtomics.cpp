//===- SplitPhiAddressAtomics.cpp - one atomic per address again ----------===//
#include "compiler/LLVMIR/SplitPhiAddressAtomics.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace {
Value *addressOf(Instruction &inst) {
  if (auto *rmw = dyn_cast<AtomicRMWInst>(&inst))
    return rmw->getPointerOperand();
  if (auto *cas = dyn_cast<AtomicCmpXchgInst>(&inst))
    return cas->getPointerOperand();
  return nullptr;
}

/// Whether `atomic` (in `block`, its address a phi of `block`) may be moved
/// into each predecessor of `block`.
bool canSplit(Instruction &atomic, BasicBlock &block) {
  for (BasicBlock *pred : predecessors(&block)) {
    auto *branch = dyn_cast<BranchInst>(pred->getTerminator());
    if (!branch || branch->isConditional())
      return false;
  }
  for (Instruction &before : block) {
    if (&before == &atomic)
      break;
    if (!isa<PHINode>(before) && before.mayReadOrWriteMemory())
      return false;
  }
  for (Value *operand : atomic.operands()) {
    auto *def = dyn_cast<Instruction>(operand);
    if (def && def->getParent() == &block && !isa<PHINode>(def))
      return false;
  }
  return true;
}

void split(Instruction &atomic, BasicBlock &block) {
  PHINode *results = nullptr;
  if (!atomic.use_empty())
    results = PHINode::Create(atomic.getType(), pred_size(&block), "atomic.split",
                              block.begin());
  for (BasicBlock *pred : predecessors(&block)) {
    Instruction *copy = atomic.clone();
    for (Use &operand : copy->operands())
      if (auto *phi = dyn_cast<PHINode>(operand.get()); phi && phi->getParent() == &block)
        operand.set(phi->getIncomingValueForBlock(pred));
    copy->insertBefore(pred->getTerminator()->getIterator());
    if (results)
      results->addIncoming(copy, pred);
  }
  if (results)
    atomic.replaceAllUsesWith(results);
  atomic.eraseFromParent();
}
/// Whether `v`, an address or a part of one, is the same for every thread of
/// a kernel (arguments, constants, casts and GEPs of those) once `except`
/// (if any) is fixed to one of its arms.
bool uniformExcept(Value *v, const SelectInst *except, unsigned depth = 0) {
  if (v == except || isa<Constant>(v) || isa<Argument>(v))
    return true;
  if (depth > 8 || !(isa<CastInst>(v) || isa<GetElementPtrInst>(v)))
    return false;
  for (Value *operand : cast<Instruction>(v)->operands())
    if (!uniformExcept(operand, except, depth + 1))
      return false;
  return true;
}

/// The select inside `address`'s casts and GEPs whose arms are uniform and
/// without which the whole address is: a choice between uniform addresses
/// (what a flattened `if (c) atomicAdd(p + 1, ..) else atomicAdd(p, ..)`
/// becomes).
SelectInst *uniformChoice(Value *address) {
  SmallVector<Value *> work{address};
  while (!work.empty()) {
    Value *v = work.pop_back_val();
    if (auto *choice = dyn_cast<SelectInst>(v)) {
      if (uniformExcept(choice->getTrueValue(), nullptr) &&
          uniformExcept(choice->getFalseValue(), nullptr) &&
          uniformExcept(address, choice))
        return choice;
      continue;
    }
    if (isa<CastInst>(v) || isa<GetElementPtrInst>(v))
      for (Value *operand : cast<Instruction>(v)->operands())
        work.push_back(operand);
  }
  return nullptr;
}

/// `v` with `choice` replaced by one of its arms, rebuilt before `at`.
Value *withArm(Value *v, SelectInst *choice, bool arm, Instruction *at) {
  if (v == choice)
    return arm ? choice->getTrueValue() : choice->getFalseValue();
  auto *inst = dyn_cast<Instruction>(v);
  if (!inst || !(isa<CastInst>(inst) || isa<GetElementPtrInst>(inst)))
    return v;
  Instruction *copy = inst->clone();
  for (Use &operand : copy->operands())
    operand.set(withArm(operand.get(), choice, arm, at));
  copy->insertBefore(at->getIterator());
  return copy;
}

/// `if (c) atomic(address with the true arm) else atomic(... false arm)`.
void splitOnChoice(Instruction &atomic, SelectInst *choice) {
  Instruction *thenTerm = nullptr, *elseTerm = nullptr;
  SplitBlockAndInsertIfThenElse(choice->getCondition(), atomic.getIterator(),
                                &thenTerm, &elseTerm);
  Value *address = addressOf(atomic);
  Instruction *copies[2];
  for (bool arm : {true, false}) {
    Instruction *at = arm ? thenTerm : elseTerm;
    Instruction *copy = atomic.clone();
    Value *armAddress = withArm(address, choice, arm, at);
    for (Use &operand : copy->operands())
      if (operand.get() == address)
        operand.set(armAddress);
    copy->insertBefore(at->getIterator());
    copies[arm] = copy;
  }
  if (!atomic.use_empty()) {
    PHINode *results = PHINode::Create(atomic.getType(), 2, "atomic.split",
                                       atomic.getParent()->begin());
    results->addIncoming(copies[true], thenTerm->getParent());
    results->addIncoming(copies[false], elseTerm->getParent());
    atomic.replaceAllUsesWith(results);
  }
  atomic.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(address);
}
} // namespace

PreservedAnalyses kiln::SplitPhiAddressAtomicsPass::run(Function &f,
                                                        FunctionAnalysisManager &) {
  bool changed = false;
  for (BasicBlock &block : f) {
    SmallVector<Instruction *> atomics;
    for (Instruction &inst : block) {
      auto *phi = dyn_cast_or_null<PHINode>(addressOf(inst));
      if (phi && phi->getParent() == &block && canSplit(inst, block))
        atomics.push_back(&inst);
    }
    // One at a time, first to last: each split keeps the rest's order.
    for (Instruction *atomic : atomics) {
      if (!canSplit(*atomic, block))
        continue;
      auto *address = cast<PHINode>(addressOf(*atomic));
      split(*atomic, block);
      if (address->use_empty())
        address->eraseFromParent();
      changed = true;
    }
  }
  // In kernels: atomics on a select between uniform addresses become two
  // atomics under a branch (the select is often such a split diamond,
  // flattened). Kernel arguments are uniform; a device function's are not.
  if (f.getCallingConv() == CallingConv::PTX_Kernel) {
    SmallVector<std::pair<Instruction *, SelectInst *>> choices;
    for (BasicBlock &block : f)
      for (Instruction &inst : block)
        if (Value *address = addressOf(inst))
          if (SelectInst *choice = uniformChoice(address))
            choices.push_back({&inst, choice});
    for (auto [atomic, choice] : choices)
      splitOnChoice(*atomic, choice);
    if (!choices.empty())
      return PreservedAnalyses::none();
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserveSet<CFGAnalyses>();
  return kept;
}
