//===- ReloadSharedInvariantsInLoops.h - fewer registers live through loops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_RELOADSHAREDINVARIANTSINLOOPS_H
#define KILN_COMPILER_LLVMIR_RELOADSHAREDINVARIANTSINLOOPS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Late in the IR pipeline: when LICM left many shared-memory loads ahead of a
/// loop that only reads them inside (kMinReloads or more), each goes back
/// into the loop, next to its uses, and is read again every iteration.
///
/// Why: LLVM's LICM weighs no registers. realcode aes128_ctr_ttables keeps
/// its 44 round keys in shared memory and loops over four counter blocks
/// (`#pragma unroll 1`); LICM hoisted all 44 loads out of that loop, so 44
/// registers stayed live through the ten unrolled rounds: 64 registers a
/// thread, where nvcc's PTX reads the keys in each round and takes 32 (with
/// 256 threads a block, 4 blocks an SM instead of 8). A shared-memory load
/// costs about what a register move does once it is in flight.
///
/// Only when nothing in the loop may write the location (barriers included)
/// and nothing between the load and the loop may either.
class ReloadSharedInvariantsInLoopsPass
    : public llvm::PassInfoMixin<ReloadSharedInvariantsInLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
