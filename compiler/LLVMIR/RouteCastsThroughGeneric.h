//===- RouteCastsThroughGeneric.h - specific-to-global casts -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_ROUTECASTSTHROUGHGENERIC_H
#define KILN_COMPILER_LLVMIR_ROUTECASTSTHROUGHGENERIC_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Last of the LLVM pipeline: an `addrspacecast` from one specific address
/// space to another (e.g. constant to global) goes through the generic space
/// in two casts: `cvta.const` then `cvta.to.global`, as nvcc's PTX does.
///
/// Why: `__ldg(p)` reads through a global pointer (ld.global.nc), and the
/// generic `p` may point to a `__constant__` table (bitsandbytes' NF4 LUT,
/// `__ldg(&lut[i])`). InstCombine folds the pair `constant -> generic ->
/// global` into one cast that NVPTX cannot lower: it emits no instruction and
/// the load reads an undefined register (CUDA_ERROR_MISALIGNED_ADDRESS on the
/// H200). Through the generic space the address is the one nvcc's PTX uses.
class RouteCastsThroughGenericPass
    : public llvm::PassInfoMixin<RouteCastsThroughGenericPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
