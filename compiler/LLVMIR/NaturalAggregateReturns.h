//===- NaturalAggregateReturns.h - returned structs in natural types -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_NATURALAGGREGATERETURNS_H
#define KILN_COMPILER_LLVMIR_NATURALAGGREGATERETURNS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Returns a struct from a device function as the non-packed LLVM struct of
/// the same elements wherever that lays them out at the same offsets (Kiln's
/// records are packed structs with explicit padding, and most of them are
/// naturally aligned anyway). NVPTX writes a function's .param return value
/// at its type's ABI alignment unless the function is internal and never
/// address-taken; it ignores the return's `alignstack` (which fixes the
/// arguments, AlignAggregateParams.h), so a function called through a
/// pointer wrote a returned struct one byte at a time: 8 st.param.b8 per
/// double, where nvcc writes one st.param.f64. Definitions and call sites,
/// direct or indirect, change alike: the rule depends on the type alone.
class NaturalAggregateReturnsPass
    : public llvm::PassInfoMixin<NaturalAggregateReturnsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &am);
};

} // namespace kiln

#endif
