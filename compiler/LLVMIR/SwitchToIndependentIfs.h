//===- SwitchToIndependentIfs.h - small switches as nvcc's ifs --*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_SWITCHTOINDEPENDENTIFS_H
#define KILN_COMPILER_LLVMIR_SWITCHTOINDEPENDENTIFS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Rewrites a switch of at most four cases, each a small block that only
/// falls through to the default, as a sequence of independent ifs:
/// `if (v == c1) A; if (v == c2) B; D`. SimplifyCFG folds the halo loads of
/// a stencil (`if (ty == 0) ...; if (ty == 15) ...;`) into one switch,
/// because the second test is known false after the first case; ptxas
/// turns two independent triangles into predicated code, as it does for
/// nvcc, which keeps the ifs, but branches around a three-way switch (a
/// HotSpot step ran at 0.84x nvcc). The repeated test costs one compare.
/// Runs last, after every SimplifyCFG that would fold the ifs back.
class SwitchToIndependentIfsPass
    : public llvm::PassInfoMixin<SwitchToIndependentIfsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
