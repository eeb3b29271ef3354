//===- GroupsToNVVM.h - grid barrier and cluster addressing -> NVVM -*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_GROUPSTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_GROUPSTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace kiln {
/// simt.grid_sync, simt.grid_workspace, simt.map_shared_rank,
/// simt.shared_rank -> NVVM/LLVM (the cooperative-groups ops).
void populateSimtGroupsToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                      mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
