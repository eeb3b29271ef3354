//===- InlineAsmToNVVM.h - simt.inline_asm -> llvm.inline_asm ---*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_INLINEASMTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_INLINEASMTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.inline_asm -> llvm.inline_asm (several outputs: one struct result).
void populateSimtInlineAsmToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                         mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
