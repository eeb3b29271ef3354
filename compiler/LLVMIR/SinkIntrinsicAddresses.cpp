//===- SinkIntrinsicAddresses.cpp - base + offset at NVVM intrinsics ------===//
#include "compiler/LLVMIR/SinkIntrinsicAddresses.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

PreservedAnalyses kiln::SinkIntrinsicAddressesPass::run(Function &f,
                                                        FunctionAnalysisManager &) {
  const DataLayout &dl = f.getDataLayout();
  SmallVector<Instruction *> maybeDead;
  bool changed = false;
  for (BasicBlock &block : f) {
    // One rebuilt pointer per (base, offset) in this block.
    DenseMap<std::pair<Value *, int64_t>, Value *> rebuilt;
    for (Instruction &inst : block) {
      auto *call = dyn_cast<IntrinsicInst>(&inst);
      if (!call || !call->getCalledFunction()->getName().starts_with("llvm.nvvm."))
        continue;
      for (Use &operand : call->args()) {
        auto *gep = dyn_cast<GetElementPtrInst>(operand.get());
        if (!gep || gep->getParent() == &block)
          continue;
        unsigned bits = dl.getIndexTypeSizeInBits(gep->getType());
        APInt offset(bits, 0);
        Value *base = gep->stripAndAccumulateConstantOffsets(
            dl, offset, /*AllowNonInbounds=*/true);
        if (base == gep || offset.isZero())
          continue;
        Value *&ptr = rebuilt[{base, offset.getSExtValue()}];
        if (!ptr) {
          IRBuilder<> b(call);
          ptr = b.CreatePtrAdd(base, b.getIntN(bits, offset.getSExtValue()),
                               gep->getName() + ".sunk");
        }
        operand.set(ptr);
        maybeDead.push_back(gep);
        changed = true;
      }
    }
  }
  SmallVector<WeakTrackingVH> dead(maybeDead.begin(), maybeDead.end());
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(dead);
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
