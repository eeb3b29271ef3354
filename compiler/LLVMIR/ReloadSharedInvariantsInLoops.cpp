//===- ReloadSharedInvariantsInLoops.cpp - fewer registers live through loops -===//
#include "compiler/LLVMIR/ReloadSharedInvariantsInLoops.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
/// Hoisted loads a loop must read through before reloading pays: below this,
/// the registers they hold do not decide the kernel's occupancy.
constexpr unsigned kMinReloads = 16;
constexpr unsigned kSharedAddressSpace = 3;

/// The block a use needs the value in: a phi's incoming block.
BasicBlock *useBlock(Use &use) {
  auto *user = cast<Instruction>(use.getUser());
  if (auto *phi = dyn_cast<PHINode>(user))
    return phi->getIncomingBlock(use);
  return user->getParent();
}

/// Where the reload goes: before the first use in the uses' nearest common
/// dominator, or at its end when no use lies there.
Instruction *reloadPoint(LoadInst &load, DominatorTree &dt) {
  BasicBlock *at = nullptr;
  for (Use &use : load.uses())
    at = at ? dt.findNearestCommonDominator(at, useBlock(use)) : useBlock(use);
  for (Instruction &inst : *at) {
    if (isa<PHINode>(inst))
      continue;
    if (any_of(load.users(), [&](User *user) { return user == &inst; }))
      return &inst;
  }
  return at->getTerminator();
}

/// Whether `load`, ahead of `loop` and read only inside it (in `loop`
/// itself, not a loop nested in it), reads the same value at any point of
/// the loop: no writer in it, none on the way into it.
bool reloadable(LoadInst &load, Loop &loop, ArrayRef<Instruction *> writers, AAResults &aa,
                DominatorTree &dt, LoopInfo &li) {
  if (loop.contains(&load) || load.use_empty() ||
      !dt.dominates(load.getParent(), loop.getHeader()))
    return false;
  for (Use &use : load.uses())
    if (!loop.contains(useBlock(use)))
      return false;
  if (li.getLoopFor(reloadPoint(load, dt)->getParent()) != &loop)
    return false;
  MemoryLocation loc = MemoryLocation::get(&load);
  for (Instruction *writer : writers) {
    Instruction &inst = *writer;
    if (!isModSet(aa.getModRefInfo(&inst, loc)))
      continue;
    if (loop.contains(&inst))
      return false;
    // A write on the way from the load into the loop.
    if (isPotentiallyReachable(&load, &inst, nullptr, &dt, &li) &&
        isPotentiallyReachable(&inst, &*loop.getHeader()->getFirstNonPHIIt(), nullptr, &dt, &li))
      return false;
  }
  return true;
}

} // namespace

PreservedAnalyses kiln::ReloadSharedInvariantsInLoopsPass::run(Function &f,
                                                              FunctionAnalysisManager &am) {
  auto &li = am.getResult<LoopAnalysis>(f);
  auto &dt = am.getResult<DominatorTreeAnalysis>(f);
  auto &aa = am.getResult<AAManager>(f);
  if (li.empty())
    return PreservedAnalyses::all();
  SmallVector<LoadInst *> shared;
  SmallVector<Instruction *> writers;
  for (Instruction &inst : instructions(f)) {
    if (inst.mayWriteToMemory())
      writers.push_back(&inst);
    auto *load = dyn_cast<LoadInst>(&inst);
    if (load && load->isSimple() && load->getPointerAddressSpace() == kSharedAddressSpace)
      shared.push_back(load);
  }
  if (shared.size() < kMinReloads)
    return PreservedAnalyses::all();
  bool changed = false;
  for (Loop *loop : li.getLoopsInPreorder()) {
    SmallVector<LoadInst *> loads;
    for (LoadInst *load : shared)
      if (reloadable(*load, *loop, writers, aa, dt, li))
        loads.push_back(load);
    if (loads.size() < kMinReloads)
      continue;
    for (LoadInst *load : loads) {
      Instruction *point = reloadPoint(*load, dt);
      load->moveBefore(point->getIterator());
      // Scoped no-alias facts from an inlined call hold within that call's
      // execution, which the load may have left.
      load->setMetadata(LLVMContext::MD_alias_scope, nullptr);
      load->setMetadata(LLVMContext::MD_noalias, nullptr);
    }
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
