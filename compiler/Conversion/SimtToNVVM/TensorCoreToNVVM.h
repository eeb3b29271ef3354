//===- TensorCoreToNVVM.h - simt tensor core ops -> NVVM -------*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_TENSORCORETONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_TENSORCORETONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.mma_sync -> nvvm.mma.sync (m16n8k16, row.col, f32 accumulate).
void populateSimtTensorCoreToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                          mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
