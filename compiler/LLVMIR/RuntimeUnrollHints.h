//===- RuntimeUnrollHints.h - nvcc-like unrolling of runtime loops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_RUNTIMEUNROLLHINTS_H
#define KILN_COMPILER_LLVMIR_RUNTIMEUNROLLHINTS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Asks LLVM to unroll innermost loops whose trip count is known only at run
/// time (grid-stride loops: `for (i = tid; i < n; i += stride)`) by 4 when
/// small, and straight-line bodies of medium size by 2, as nvcc does (not those with a constant bound, which nvcc leaves rolled too, unless they step by a power of two above one: `bits += 8` up to 56). LLVM's NVPTX defaults leave them rolled, because the trip
/// count needs a division; nvcc pays that division once to keep four loads
/// in flight per thread, which is what bandwidth-bound kernels need. Loops
/// that contain a loop get llvm.loop.unroll.runtime.disable: nvcc does not
/// unroll them by a run-time count, and NVPTX's defaults let LLVM do so.
class RuntimeUnrollHintsPass
    : public llvm::PassInfoMixin<RuntimeUnrollHintsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
