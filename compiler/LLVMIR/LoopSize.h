//===- LoopSize.h - the size measure the unroll passes share -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOOPSIZE_H
#define KILN_COMPILER_LLVMIR_LOOPSIZE_H

#include "llvm/Analysis/LoopInfo.h"

namespace kiln {

/// Instructions in a loop's blocks: what RuntimeUnrollHints and
/// UnrollBarrierLoops compare against their unroll limits.
inline unsigned loopBodySize(const llvm::Loop &loop) {
  unsigned size = 0;
  for (llvm::BasicBlock *bb : loop.blocks())
    size += bb->size();
  return size;
}

} // namespace kiln

#endif
