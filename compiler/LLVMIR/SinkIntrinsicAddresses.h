//===- SinkIntrinsicAddresses.h - base + offset at NVVM intrinsics -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_SINKINTRINSICADDRESSES_H
#define KILN_COMPILER_LLVMIR_SINKINTRINSICADDRESSES_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Rebuilds the pointer of every NVVM intrinsic call (ldmatrix, cp.async,
/// ...) as `base + constant` in the call's own block. LICM hoists loop-
/// invariant addresses out of loops; for plain loads and stores
/// CodeGenPrepare sinks them back so that instruction selection folds the
/// constant into the address ([%r+imm]), but it does not look at target
/// intrinsics. Without this, the pipelined GEMM keeps one register per
/// ldmatrix address (~70) live across its k-loop instead of six bases.
class SinkIntrinsicAddressesPass
    : public llvm::PassInfoMixin<SinkIntrinsicAddressesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
