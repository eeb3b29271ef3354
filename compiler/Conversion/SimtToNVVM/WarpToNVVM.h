//===- WarpToNVVM.h - simt warp collectives -> NVVM -------------*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_WARPTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_WARPTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.shuffle / vote / active_mask / match_any / match_all / redux.
void populateSimtWarpToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                    mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
