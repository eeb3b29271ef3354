//===- LocalLifetimes.cpp - lifetime markers from where locals are used ---===//
#include "compiler/LLVMIR/LocalLifetimes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace {
/// The instructions that read or write `alloca`'s memory, through any chain
/// of GEPs, casts, phis and selects, or false when its address may escape or
/// it already has lifetime markers.
bool collectAccesses(AllocaInst &alloca, SmallPtrSetImpl<Instruction *> &accesses) {
  SmallVector<Value *, 16> work{&alloca};
  SmallPtrSet<Value *, 16> seen{&alloca};
  while (!work.empty()) {
    Value *pointer = work.pop_back_val();
    for (Use &use : pointer->uses()) {
      auto *inst = dyn_cast<Instruction>(use.getUser());
      if (!inst)
        return false;
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst, PHINode, SelectInst>(inst)) {
        if (auto *select = dyn_cast<SelectInst>(inst); select && select->getCondition() == pointer)
          return false;
        if (seen.insert(inst).second)
          work.push_back(inst);
      } else if (auto *load = dyn_cast<LoadInst>(inst)) {
        accesses.insert(load);
      } else if (auto *store = dyn_cast<StoreInst>(inst)) {
        if (store->getValueOperand() == pointer)
          return false; // the address is stored: it escapes
        accesses.insert(store);
      } else if (isa<AtomicRMWInst, AtomicCmpXchgInst>(inst)) {
        if (use.getOperandNo() != inst->getNumOperands() - (isa<AtomicRMWInst>(inst) ? 2 : 3))
          return false;
        accesses.insert(inst);
      } else if (auto *call = dyn_cast<CallBase>(inst)) {
        if (auto *intrinsic = dyn_cast<IntrinsicInst>(call)) {
          if (intrinsic->isLifetimeStartOrEnd())
            return false; // already bracketed
          if (intrinsic->getIntrinsicID() == Intrinsic::fake_use)
            continue; // PressureAwareSinking's pin on the address: no access
        }
        if (call->isInlineAsm() || !call->isArgOperand(&use) ||
            !call->doesNotCapture(call->getArgOperandNo(&use)))
          return false;
        accesses.insert(call);
      } else {
        return false; // ptrtoint, icmp, a return, ...
      }
    }
  }
  return true;
}
} // namespace

PreservedAnalyses kiln::LocalLifetimesPass::run(Function &f, FunctionAnalysisManager &) {
  if (f.isDeclaration())
    return PreservedAnalyses::all();
  SmallVector<AllocaInst *> allocas;
  for (Instruction &inst : f.getEntryBlock())
    if (auto *a = dyn_cast<AllocaInst>(&inst); a && a->isStaticAlloca())
      allocas.push_back(a);
  // Markers only pay when two locals may share a slot.
  if (allocas.size() < 2)
    return PreservedAnalyses::all();

  BasicBlock *entry = &f.getEntryBlock();
  bool changed = false;
  for (AllocaInst *alloca : allocas) {
    // The entry block's top for this local: the first instruction after it
    // that is not an alloca. Every access to it comes at or after that point,
    // even where a pass left other instructions between the entry's allocas
    // (a start after an earlier store would make the stored value undefined).
    Instruction *entryTop = alloca->getNextNode();
    while (isa<AllocaInst>(entryTop))
      entryTop = entryTop->getNextNode();
    SmallPtrSet<Instruction *, 16> accesses;
    if (!collectAccesses(*alloca, accesses) || accesses.empty())
      continue;
    // The first and last access of each block that has any.
    DenseMap<BasicBlock *, std::pair<Instruction *, Instruction *>> ends;
    for (BasicBlock &block : f)
      for (Instruction &inst : block)
        if (accesses.contains(&inst)) {
          auto &[first, last] = ends[&block];
          if (!first)
            first = &inst;
          last = &inst;
        }
    // reached: an access may have run before the block's end (forward);
    // needed: an access may run after the block's start (backward).
    DenseMap<BasicBlock *, bool> reachedOut, neededIn;
    for (BasicBlock &block : f) {
      reachedOut[&block] = ends.count(&block);
      neededIn[&block] = ends.count(&block);
    }
    for (bool moved = true; moved;) {
      moved = false;
      for (BasicBlock &block : f) {
        if (!reachedOut[&block])
          for (BasicBlock *pred : predecessors(&block))
            if (reachedOut[pred]) {
              reachedOut[&block] = moved = true;
              break;
            }
        if (!neededIn[&block])
          for (BasicBlock *succ : successors(&block))
            if (neededIn[succ]) {
              neededIn[&block] = moved = true;
              break;
            }
      }
    }
    auto reachedIn = [&](BasicBlock *block) {
      return llvm::any_of(predecessors(block), [&](BasicBlock *p) { return reachedOut[p]; });
    };
    auto neededOut = [&](BasicBlock *block) {
      return llvm::any_of(successors(block), [&](BasicBlock *s) { return neededIn[s]; });
    };
    // Starts before a block's first access that no access reaches, and at the
    // end of a block no access reaches whose successor is reached through
    // another predecessor (a loop header entered from its preheader): there
    // the local holds nothing yet, so the start loses no value. Ends after a
    // block's last access that none follows, and at the top of a block where
    // the local stops being needed.
    // Within a block, starts go to its top and ends to its terminator: a
    // marker between a store and a load of another local stops instruction
    // selection from forwarding the store to the load (a bf16 pair punned
    // through a float kept a local round trip: realcode bf16_bias_gelu_x128).
    SmallSetVector<Instruction *, 8> starts, stops;
    for (auto &[block, firstLast] : ends) {
      if (!reachedIn(block))
        starts.insert(block == entry ? entryTop : &*block->getFirstInsertionPt());
      if (!neededOut(block))
        stops.insert(block->getTerminator());
    }
    for (BasicBlock &block : f) {
      if (!reachedOut[&block]) {
        for (BasicBlock *succ : successors(&block))
          if (neededIn[succ] && reachedIn(succ))
            starts.insert(block.getTerminator());
        continue;
      }
      if (!neededOut(&block))
        continue;
      for (BasicBlock *succ : successors(&block))
        if (!neededIn[succ])
          stops.insert(&*succ->getFirstInsertionPt());
    }
    for (Instruction *at : starts)
      IRBuilder<>(at).CreateLifetimeStart(alloca);
    for (Instruction *at : stops)
      IRBuilder<>(at).CreateLifetimeEnd(alloca);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
