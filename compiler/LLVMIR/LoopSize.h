//===- LoopSize.h - what the unroll passes share -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOOPSIZE_H
#define KILN_COMPILER_LLVMIR_LOOPSIZE_H

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"

namespace kiln {

/// Instructions in a loop's blocks: what RuntimeUnrollHints and
/// UnrollBarrierLoops compare against their unroll limits.
inline unsigned loopBodySize(const llvm::Loop &loop) {
  unsigned size = 0;
  for (llvm::BasicBlock *bb : loop.blocks())
    size += bb->size();
  return size;
}

/// Loads and stores of a loop that the load-store vectorizer will merge
/// into an earlier access's vector (the `.y`, `.z` and `.w` of a uint4
/// copied field by field: `gep i8, %p, 4|8|12` next to an access of %p of
/// the same kind): nvcc weighs a `ld.v4` as one instruction, so a loop's
/// size for a complete unroll leaves them out.
inline unsigned vectorPartnerAccesses(const llvm::Loop &loop) {
  auto pointerOf = [](const llvm::Instruction &inst) -> const llvm::Value * {
    if (const auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
      return load->isSimple() ? load->getPointerOperand() : nullptr;
    if (const auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
      return store->isSimple() ? store->getPointerOperand() : nullptr;
    return nullptr;
  };
  unsigned partners = 0;
  for (llvm::BasicBlock *bb : loop.blocks())
    for (llvm::Instruction &inst : *bb) {
      const llvm::Value *pointer = pointerOf(inst);
      const auto *gep = llvm::dyn_cast_or_null<llvm::GetElementPtrInst>(pointer);
      if (!gep || gep->getNumIndices() != 1 || !gep->getSourceElementType()->isIntegerTy(8))
        continue;
      const auto *offset = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
      if (!offset || offset->getSExtValue() <= 0 || offset->getSExtValue() >= 16)
        continue;
      const llvm::Value *base = gep->getPointerOperand();
      bool merged = llvm::any_of(base->users(), [&](const llvm::User *user) {
        const auto *other = llvm::dyn_cast<llvm::Instruction>(user);
        return other && other != &inst && other->getOpcode() == inst.getOpcode() &&
               pointerOf(*other) == base && loop.contains(other);
      });
      partners += merged;
    }
  return partners;
}

/// Whether the loop carries an `llvm.loop.unroll.*` request (a user's
/// `#pragma unroll`, or one of these passes'): the unroll passes leave such
/// loops as asked.
inline bool hasUnrollMetadata(const llvm::Loop &loop) {
  llvm::MDNode *id = loop.getLoopID();
  if (!id)
    return false;
  for (const llvm::MDOperand &op : llvm::drop_begin(id->operands()))
    if (auto *node = llvm::dyn_cast<llvm::MDNode>(op.get()))
      if (auto *name = llvm::dyn_cast<llvm::MDString>(node->getOperand(0).get()))
        if (name->getString().starts_with("llvm.loop.unroll"))
          return true;
  return false;
}

/// Barriers, shuffles and asm that may be collective: only the loop's own
/// trips may run them (no remainder, no new condition under divergence).
inline bool hasConvergentCall(const llvm::Loop &loop) {
  for (llvm::BasicBlock *bb : loop.blocks())
    for (llvm::Instruction &inst : *bb)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (call->isConvergent())
          return true;
  return false;
}

/// Convergent calls (barriers, shuffles) must not run in a remainder loop or
/// under a new condition under divergence; inline asm that may be one is
/// convergent too (mayBeCollectiveAsm); loops of atomics are bound by the
/// atomics, not by loads in flight, and nvcc leaves them rolled.
inline bool hasConvergentCallOrAtomic(const llvm::Loop &loop) {
  for (llvm::BasicBlock *bb : loop.blocks())
    for (llvm::Instruction &inst : *bb) {
      if (llvm::isa<llvm::AtomicRMWInst, llvm::AtomicCmpXchgInst>(inst))
        return true;
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (call->isConvergent())
          return true;
    }
  return false;
}

} // namespace kiln

#endif
