//===- LoopSize.h - what the unroll passes share -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOOPSIZE_H
#define KILN_COMPILER_LLVMIR_LOOPSIZE_H

#include "llvm/Analysis/LoopInfo.h"
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
