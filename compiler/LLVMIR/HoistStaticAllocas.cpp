//===- HoistStaticAllocas.cpp - fixed-size allocas into the entry block ---===//
#include "compiler/LLVMIR/HoistStaticAllocas.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

PreservedAnalyses kiln::HoistStaticAllocasPass::run(Function &f,
                                                    FunctionAnalysisManager &) {
  if (f.isDeclaration())
    return PreservedAnalyses::all();
  BasicBlock &entry = f.getEntryBlock();
  // After the entry block's own allocas, so the order of locals is kept.
  BasicBlock::iterator insertAt = entry.getFirstInsertionPt();
  while (insertAt != entry.end() && isa<AllocaInst>(*insertAt))
    ++insertAt;
  // Also the entry block's allocas below its first other instruction (an
  // inlined callee's local lands after the caller's code): LLVM's inliner
  // splits the entry block at each call it inlines (libdevice's), and what
  // follows the call, these allocas too, leaves the entry block.
  SmallVector<AllocaInst *> moving;
  for (BasicBlock &block : f) {
    for (auto it = &block == &entry ? insertAt : block.begin(); it != block.end(); ++it)
      if (auto *a = dyn_cast<AllocaInst>(&*it);
          a && isa<ConstantInt>(a->getArraySize()))
        moving.push_back(a);
  }
  for (AllocaInst *a : moving) {
    a->moveBefore(entry, insertAt);
    // The cast to the local address space names the same object: keep it
    // next to the alloca so every use is dominated.
    for (User *u : a->users())
      if (auto *cast = dyn_cast<AddrSpaceCastInst>(u))
        cast->moveBefore(entry, insertAt);
  }
  if (moving.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
