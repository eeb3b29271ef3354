//===- ResolveNullablePointers.h - x-or-null pointers past their check -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_RESOLVENULLABLEPOINTERS_H
#define KILN_COMPILER_LLVMIR_RESOLVENULLABLEPOINTERS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// A pointer phi whose incoming values are null or one pointer `p` (what
/// `cuda::std::get_if`, `optional::operator->`-style lookups and
/// `x ? &local : nullptr` inline to) is `p` wherever the phi was checked
/// non-null: those uses read `p` directly.
///
/// Why: SROA cannot keep a local in registers while its address flows into
/// a phi with null (a load through the phi is not safe to speculate), and
/// nothing else in LLVM's pipeline rewrites it. A `cuda::std::variant` read
/// through `get_if` stayed in local memory (realcode variant_optional_decode:
/// 8-byte stack frame; nvcc's has none). Runs late in the scalar pipeline,
/// followed by SROA.
class ResolveNullablePointersPass
    : public llvm::PassInfoMixin<ResolveNullablePointersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
