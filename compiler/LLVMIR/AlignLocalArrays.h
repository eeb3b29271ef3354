//===- AlignLocalArrays.h - 16-byte local arrays, their accesses' alignment -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_ALIGNLOCALARRAYS_H
#define KILN_COMPILER_LLVMIR_ALIGNLOCALARRAYS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Gives every local array or record of 16 bytes or more 16-byte alignment,
/// as nvcc lays out its local frame, and each load and store at a constant
/// offset from it the alignment that offset then has. The frontend's allocas
/// carry the C++ type's alignment (4 for `float a[16]`) and are generic
/// pointers cast to .local, which alignment inference does not look through,
/// so the load-store vectorizer left `An[n] = A[d * 16 + n]` as 16 st.local.b32
/// where nvcc writes 4 st.local.v4.f32.
class AlignLocalArraysPass : public llvm::PassInfoMixin<AlignLocalArraysPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
