//===- AlignAggregateParams.h - aggregates passed in aligned .param -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_ALIGNAGGREGATEPARAMS_H
#define KILN_COMPILER_LLVMIR_ALIGNAGGREGATEPARAMS_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Gives every struct or array passed by value to a device function (and
/// returned from one) an explicit `.param` alignment: the largest power of
/// two up to 16 that divides its size, so a float4 travels in a
/// `.param .align 16` slot as nvcc's does. Kiln's records are packed LLVM
/// structs (their ABI alignment is 1); NVPTX raises that only for internal
/// functions whose address is never taken, so a function called through a
/// pointer (a __device__ table of functions, a virtual function) read and
/// wrote its arguments one byte at a time (`ld.param.b8`, 16 per float4).
/// The attribute (`alignstack`) goes on every definition and every call
/// site alike, direct or indirect: with whole-program PTX, caller and
/// callee only have to agree with each other, and the rule depends on the
/// type alone.
class AlignAggregateParamsPass : public llvm::PassInfoMixin<AlignAggregateParamsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &am);
};

} // namespace kiln

#endif
