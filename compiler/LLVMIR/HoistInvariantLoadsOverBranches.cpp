//===- HoistInvariantLoadsOverBranches.cpp - loads issued together --------===//
#include "compiler/LLVMIR/HoistInvariantLoadsOverBranches.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

namespace {
constexpr unsigned kMaxLoadsPerBlock = 16;

bool isInvariantLoad(const Instruction &inst) {
  auto *load = dyn_cast<LoadInst>(&inst);
  return load && load->isSimple() && load->hasMetadata(LLVMContext::MD_invariant_load);
}

unsigned invariantLoads(const BasicBlock &block) {
  return count_if(block, [](const Instruction &inst) { return isInvariantLoad(inst); });
}

/// The instructions to move with `load` so that its address is available at
/// `to`'s end: the GEPs, casts and other arithmetic of `load`'s block that
/// cannot trap and touch no memory, their operands available there (moving
/// one up to a dominator keeps it above all its uses). False if the address
/// needs anything else (a phi, a load, a division).
bool addressChain(LoadInst &load, BasicBlock &to, DominatorTree &dt,
                  SmallVectorImpl<Instruction *> &chain) {
  SmallVector<Value *> work{load.getPointerOperand()};
  SmallPtrSet<Instruction *, 8> seen;
  while (!work.empty()) {
    Value *value = work.pop_back_val();
    auto *inst = dyn_cast<Instruction>(value);
    if (!inst || dt.dominates(inst, to.getTerminator()) || !seen.insert(inst).second)
      continue;
    if (inst->getParent() != load.getParent() || isa<PHINode>(inst) ||
        inst->mayReadOrWriteMemory() || !isSafeToSpeculativelyExecute(inst))
      return false;
    chain.push_back(inst);
    append_range(work, inst->operands());
  }
  // Operands first, in the block's order.
  sort(chain, [](Instruction *a, Instruction *b) { return a->comesBefore(b); });
  return true;
}
} // namespace

PreservedAnalyses kiln::HoistInvariantLoadsOverBranchesPass::run(Function &f,
                                                                 FunctionAnalysisManager &am) {
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &pdt = am.getResult<PostDominatorTreeAnalysis>(f);
  auto &loops = am.getResult<LoopAnalysis>(f);
  bool changed = false;
  // Bottom up (a block after the blocks it dominates), so that a load moved
  // into a block moves on from it in the same walk.
  for (BasicBlock *block : post_order(&f)) {
    DomTreeNode *node = dt.getNode(block);
    if (!node || !node->getIDom())
      continue;
    BasicBlock *to = node->getIDom()->getBlock();
    if (!pdt.dominates(block, to) || loops.getLoopFor(block) != loops.getLoopFor(to))
      continue;
    unsigned room = kMaxLoadsPerBlock - std::min(kMaxLoadsPerBlock, invariantLoads(*to));
    SmallVector<LoadInst *> loads;
    for (Instruction &inst : *block)
      if (isInvariantLoad(inst))
        loads.push_back(cast<LoadInst>(&inst));
    for (LoadInst *load : loads) {
      if (!room)
        break;
      SmallVector<Instruction *> chain;
      if (!addressChain(*load, *to, dt, chain))
        continue;
      for (Instruction *inst : chain)
        inst->moveBefore(to->getTerminator()->getIterator());
      load->moveBefore(to->getTerminator()->getIterator());
      --room;
      changed = true;
    }
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserveSet<CFGAnalyses>();
  return kept;
}
