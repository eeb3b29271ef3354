//===- AtomicToNVVM.h - simt atomics -> LLVM / inline PTX -------*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_ATOMICTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_ATOMICTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.atomic_rmw / atomic_cas / atomic_load / atomic_store.
void populateSimtAtomicToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                      mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
