//===- WidenNarrowDivisions.h - 32-bit udiv/urem as nvcc -------*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_WIDENNARROWDIVISIONS_H
#define KILN_COMPILER_LLVMIR_WIDENNARROWDIVISIONS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Computes in 32 bits the unsigned divisions and remainders that LLVM's
/// CorrelatedValuePropagation narrowed to i8/i16 because the operands' range
/// allows it (`i / 22` on a thread index). NVPTX keeps i16 legal, so they
/// became `cvt.u16.u32`, `mul.hi.u16`, `mul.lo.s16`, `sub.s16` and
/// `mul.wide.u16` chains, which SASS has no 16-bit ALU for; nvcc computes
/// them in 32 bits. Runs after the last CVP and before DivRemPairs, so the
/// remainder's decomposition (x - x/c*c) is 32-bit too.
class WidenNarrowDivisionsPass
    : public llvm::PassInfoMixin<WidenNarrowDivisionsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f,
                              llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
