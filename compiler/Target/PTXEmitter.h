//===- PTXEmitter.h - LLVM dialect module -> PTX text -----------*- C++ -*-===//
#ifndef KILN_COMPILER_TARGET_PTXEMITTER_H
#define KILN_COMPILER_TARGET_PTXEMITTER_H

#include "compiler/Target/Target.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace kiln {

struct PTXEmitOptions {
  unsigned optLevel = 3;
  /// libdevice.10.bc to link for the math functions, empty when absent.
  std::string libdevicePath;
};

/// Features of `module` (simt level) that not every target has, as a bit set
/// of Feature. Emits an error naming the feature and the targets that have it
/// for each one `target` lacks.
mlir::FailureOr<unsigned> checkTargetFeatures(mlir::ModuleOp module,
                                              const TargetInfo &target);

/// Where a diagnostic about the PTX ISA `featuresUsed` force on `target`
/// belongs: the first op that needs the deciding feature (ptxDecidingFeature),
/// or null when the target alone decides.
mlir::Operation *ptxVersionCulprit(mlir::ModuleOp module, const TargetInfo &target,
                                   unsigned featuresUsed);

/// Translates an NVVM+LLVM dialect module to LLVM IR, links libdevice,
/// optimises at `optLevel` (FMA contraction on, as nvcc does by default) and
/// runs the NVPTX backend. `llvmIR`, when given, receives the optimised IR.
mlir::FailureOr<std::string> emitPTX(mlir::ModuleOp module,
                                     const TargetInfo &target,
                                     PtxVersion ptx,
                                     const PTXEmitOptions &opts,
                                     std::string *llvmIR = nullptr);

} // namespace kiln

#endif
