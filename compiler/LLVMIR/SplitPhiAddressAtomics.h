//===- SplitPhiAddressAtomics.h - one atomic per address again -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_SPLITPHIADDRESSATOMICS_H
#define KILN_COMPILER_LLVMIR_SPLITPHIADDRESSATOMICS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Late in the LLVM pipeline: an atomic whose address is a phi of the
/// addresses its predecessors would have used goes back into each
/// predecessor, one atomic per address.
///
/// Why: SimplifyCFG sinks the same atomic from several predecessors into
/// their successor (`atomicAdd(staged + 0, 1)` and `atomicAdd(staged + 1, 1)`
/// from two RAII destructors become one `atomicrmw add ptr %.sink`). ptxas
/// aggregates an atomic across the warp (one RED per warp with the popcount)
/// only when its address is warp-uniform; the phi'd address is not, so every
/// thread issued its own RED on a contended counter. nvcc's PTX keeps the
/// atomics apart: realcode goto_claim_retry_queue ran at 0.27x of nvcc's
/// speed on the H200 because of this one REDG (SASS compared with cuobjdump).
///
/// Only when moving the atomic up is plainly legal: every predecessor ends
/// in an unconditional branch to the block, the instructions before the
/// atomic in the block do not touch memory, and its other operands are phis
/// of the block or defined outside it.
class SplitPhiAddressAtomicsPass
    : public llvm::PassInfoMixin<SplitPhiAddressAtomicsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
