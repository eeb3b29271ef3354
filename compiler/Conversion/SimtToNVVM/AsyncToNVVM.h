//===- AsyncToNVVM.h - Hopper async-proxy ops -> NVVM ----------*- C++ -*-===//
//
// The patterns of SimtAsyncOps.td's ops, one family per file:
// MbarrierToNVVM.cpp, TmaToNVVM.cpp, HopperWarpToNVVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_SIMTTONVVM_ASYNCTONVVM_H
#define KILN_COMPILER_CONVERSION_SIMTTONVVM_ASYNCTONVVM_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::func {
class FuncOp;
}

namespace kiln {
/// Whether a kernel parameter is a by-value TMA descriptor: a non-pointer
/// only TMA ops use, as their descriptor.
bool isTensorMapParam(mlir::BlockArgument arg);
/// Turns each such parameter of a kernel, and each one simt.param_address
/// reads in place, into the byval pointer LLVM passes aggregates as, with
/// nvvm.grid_constant (and 64-byte alignment for a descriptor), before the
/// conversion: the TMA patterns see a pointer, param_address becomes a
/// param-space view of it.
void prepareTensorMapParams(mlir::func::FuncOp func);
/// simt.mbarrier_* and simt.fence_mbarrier_init -> nvvm.mbarrier.*.
void populateSimtMbarrierToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                        mlir::RewritePatternSet &patterns);
/// simt.tma_load / tma_store / tma_store_commit / tma_store_wait ->
/// nvvm.cp.async.bulk.tensor.* and the bulk-group ops.
void populateSimtTmaToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);
/// simt.setmaxnreg, elect_sync, stmatrix, cluster_arrive, cluster_wait.
void populateSimtHopperWarpToNVVMPatterns(mlir::LLVMTypeConverter &converter,
                                          mlir::RewritePatternSet &patterns);
} // namespace kiln

#endif
