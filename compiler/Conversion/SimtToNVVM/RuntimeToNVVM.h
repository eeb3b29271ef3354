//===- RuntimeToNVVM.h - clocks, sleep, traps, memcpy, cache hints -> NVVM -*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_RUNTIMETONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_RUNTIMETONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.clock/nanosleep/trap/breakpoint -> NVVM special registers and
/// intrinsics; simt.memcpy/memset -> llvm.memcpy/memmove/memset; simt.load
/// and simt.store with a cache operator -> ld/st.global.<op> (inline PTX, as
/// CUDA's own headers write them: NVPTX has no cache-operator intrinsics).
void populateSimtRuntimeToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                       mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
