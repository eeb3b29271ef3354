//===- SimtToNVVM.h - simt -> NVVM/LLVM dialect patterns ---------*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_SIMTTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_SIMTTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {

/// Adds `!simt.ptr<T, space>` -> `!llvm.ptr<space>` to `converter`.
void populateSimtToLLVMTypeConversions(mlir::LLVMTypeConverter &converter);

/// Patterns that lower every simt op to NVVM and LLVM dialect ops.
void populateSimtToNVVMConversionPatterns(mlir::LLVMTypeConverter &converter,
                                          mlir::RewritePatternSet &patterns);

/// Name of the external zero-length shared array that every
/// `simt.dynamic_shared` aliases.
constexpr const char *kDynamicSharedSymbol = "__kiln_dynamic_shared";

} // namespace kiln

#endif
