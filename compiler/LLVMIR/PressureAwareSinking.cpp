//===- PressureAwareSinking.cpp - sinking that weighs live registers ------===//
#include "compiler/LLVMIR/PressureAwareSinking.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace {
/// Whether `inst` computes its value from its operands alone (a load also
/// from memory, which the caller checks nothing writes on the way).
bool isMovable(Instruction &inst) {
  if (inst.isTerminator() || inst.isEHPad() || isa<PHINode>(inst) || isa<AllocaInst>(inst) ||
      inst.getType()->isVoidTy() || inst.getType()->isTokenTy())
    return false;
  if (auto *load = dyn_cast<LoadInst>(&inst))
    return load->isSimple();
  if (auto *call = dyn_cast<CallBase>(&inst))
    return isa<IntrinsicInst>(call) && !call->mayHaveSideEffects() &&
           !call->mayReadOrWriteMemory() && !call->isConvergent();
  return !inst.mayHaveSideEffects() && !inst.mayReadOrWriteMemory();
}

/// Whether where `inst` stands is left to selection and ptxas: addresses
/// (folded into the memory instruction, [%rd+imm], or recomputed by ptxas:
/// pinning a last store's address made ptxas spill), predicates (seven a
/// thread: a comparison kept from its branch held predicates in general
/// registers), lanes moved between registers (a vector built for a v2/v4
/// store holds the registers its elements did) and loads (moving one under
/// its condition saves memory traffic).
bool isPlacedFreely(Instruction &inst) {
  return inst.getType()->isIntOrIntVectorTy(1) ||
         isa<LoadInst, GetElementPtrInst, InsertElementInst, ExtractElementInst,
             ShuffleVectorInst, InsertValueInst, ExtractValueInst, BitCastInst>(inst);
}

/// The block a use needs the value in: a phi's incoming block.
BasicBlock *useBlock(Use &use) {
  auto *user = cast<Instruction>(use.getUser());
  if (auto *phi = dyn_cast<PHINode>(user))
    return phi->getIncomingBlock(use);
  return user->getParent();
}

/// Where MachineSink could move `inst`: a successor of its block that the
/// block dominates, that no loop the block is outside of contains, and that
/// dominates every use (a join below a branch included, one block at a
/// time); or, when every use is a phi of one successor for the edge from the
/// block, that edge (MachineSink splits it). Null when neither.
struct SinkTarget {
  BasicBlock *block = nullptr;
  bool onEdge = false; // only the phis of `block` read it, on the edge into it
};

SinkTarget sinkTarget(Instruction &inst, DominatorTree &dt, LoopInfo &li) {
  BasicBlock *from = inst.getParent();
  if (inst.use_empty())
    return {};
  for (BasicBlock *succ : successors(from)) {
    if (succ == from)
      continue;
    if (all_of(inst.uses(), [&](Use &use) {
          auto *phi = dyn_cast<PHINode>(use.getUser());
          return phi && phi->getParent() == succ && phi->getIncomingBlock(use) == from;
        }))
      return {succ, true};
    Loop *loop = li.getLoopFor(succ);
    if (!dt.dominates(from, succ) || (loop && !loop->contains(from)))
      continue;
    if (all_of(inst.uses(), [&](Use &use) { return dt.dominates(succ, useBlock(use)); }))
      return {succ, false};
  }
  return {};
}

/// Whether all of `user`'s uses lie in `target` itself: it would end there
/// too. (Under `target` is not enough: the fma chains of a tile's stores all
/// lie under the join after the first store, and each goes on to its own.)
bool headsFor(Instruction &user, BasicBlock *target) {
  return !user.use_empty() &&
         all_of(user.uses(), [&](Use &use) { return useBlock(use) == target; });
}

/// Whether `v` is live into `target` for a use other than `inst`'s: another
/// use lies in a block `target` reaches without passing `v`'s definition, or
/// another user beside `inst` is headed for `target` too (the four selects
/// that build one v4 store share their condition).
bool liveIntoWithoutInst(Value *v, Instruction &inst, BasicBlock *target, DominatorTree &dt,
                         LoopInfo &li) {
  SmallPtrSet<BasicBlock *, 1> definition;
  if (auto *def = dyn_cast<Instruction>(v))
    definition.insert(def->getParent());
  for (Use &use : v->uses()) {
    auto *user = dyn_cast<Instruction>(use.getUser());
    if (user == &inst || !user)
      continue;
    if (user->getParent() == inst.getParent() && headsFor(*user, target))
      return true;
    BasicBlock *at = useBlock(use);
    if (definition.contains(at))
      continue;
    if (at == target || isPotentiallyReachable(target, at, &definition, &dt, &li))
      return true;
  }
  return false;
}

/// The 32-bit registers a value of `type` takes.
unsigned registers(Type *type, const DataLayout &dl) {
  return std::max<uint64_t>(1, (dl.getTypeSizeInBits(type).getKnownMinValue() + 31) / 32);
}

/// Whether moving `inst` into `target` keeps no more registers of its
/// operands live into `target` than its own result took.
bool movesForFree(Instruction &inst, BasicBlock *target, DominatorTree &dt, LoopInfo &li) {
  const DataLayout &dl = inst.getDataLayout();
  SmallPtrSet<Value *, 4> seen;
  unsigned added = 0;
  for (Value *operand : inst.operands())
    if ((isa<Instruction>(operand) || isa<Argument>(operand)) && seen.insert(operand).second &&
        !liveIntoWithoutInst(operand, inst, target, dt, li))
      added += registers(operand->getType(), dl);
  return added <= registers(inst.getType(), dl);
}

/// Whether an instruction after `inst` in its block may write memory.
bool writtenLaterInBlock(Instruction &inst) {
  for (Instruction *next = inst.getNextNode(); next; next = next->getNextNode())
    if (next->mayWriteToMemory())
      return true;
  return false;
}
} // namespace

PreservedAnalyses kiln::PressureAwareSinkingPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &li = am.getResult<LoopAnalysis>(f);
  Function *fakeUse = nullptr;
  bool changed = false;
  // Blocks in reverse post-order, so that what moved into a block may move on
  // from it; each block's instructions last to first, so that a chain's users
  // move (or stay) ahead of its operands.
  ReversePostOrderTraversal<Function *> rpot(&f);
  for (BasicBlock *block : rpot) {
    for (Instruction &inst : make_early_inc_range(reverse(*block))) {
      if (!isMovable(inst))
        continue;
      SinkTarget target = sinkTarget(inst, dt, li);
      if (!target.block)
        continue;
      bool free = isPlacedFreely(inst) || movesForFree(inst, target.block, dt, li);
      // InstCombine's move: into a successor only this block enters (past no
      // write, for a load). Not a product, which selection would then fuse
      // with an fadd there where nvcc's NVVM, which keeps the source's
      // blocks, does not (MachineSink still moves it, after selection).
      if (free && !target.onEdge && target.block->getSinglePredecessor() == block &&
          inst.getOpcode() != Instruction::FMul &&
          !(isa<LoadInst>(inst) && writtenLaterInBlock(inst))) {
        inst.moveBefore(target.block->getFirstInsertionPt());
        changed = true;
        continue;
      }
      if (free)
        continue;
      // MachineSink would move it, weighing nothing: a use at the end of its
      // block keeps it, and so its operands, here.
      if (!fakeUse)
        fakeUse = Intrinsic::getOrInsertDeclaration(f.getParent(), Intrinsic::fake_use);
      IRBuilder<> b(block->getTerminator());
      b.CreateCall(fakeUse, {&inst});
      changed = true;
    }
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
