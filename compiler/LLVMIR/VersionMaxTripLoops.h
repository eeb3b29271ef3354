//===- VersionMaxTripLoops.h - a straight copy of chunk loops -----*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_VERSIONMAXTRIPLOOPS_H
#define KILN_COMPILER_LLVMIR_VERSIONMAXTRIPLOOPS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Gives an innermost loop whose trip count is known only at run time but is
/// at most a small constant M (`for (j = 0; j < min(4, n - k); ++j)`: a chunk
/// of a row, a vector's tail) a second copy that runs when the count is
/// exactly M, with a counter that makes M constant. LLVM unrolls such a loop
/// into a chain that tests the count after every iteration, and the GPU
/// cannot issue an iteration's loads before the previous test: a chain of
/// dependent loads per element. The copy unrolls into straight-line code
/// whose loads all go out together, as the main body of nvcc's runtime
/// unrolling does; the original loop, unrolled as before, takes shorter
/// counts.
class VersionMaxTripLoopsPass
    : public llvm::PassInfoMixin<VersionMaxTripLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
