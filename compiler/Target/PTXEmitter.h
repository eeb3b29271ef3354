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
  /// nvcc's floating-point flags (kilnc -use_fast_math, -ftz, -prec-div,
  /// -prec-sqrt, -fmad), with nvcc's defaults.
  bool fastMath = false; // x / y in f32 is div.approx
  bool ftz = false;      // f32 denormals flush to zero (.ftz, __CUDA_FTZ = 1)
  bool precDiv = true;   // false: f32 x / y is div.full, 1 / y rcp.approx
  bool precSqrt = true;  // false: f32 sqrt is sqrt.approx (__CUDA_PREC_SQRT = 0)
  bool fmad = true;      // false: no a * b + c becomes an fma
  /// nvcc -maxrregcount: the register cap of each kernel without its own
  /// bounds (.maxnreg); 0: none.
  unsigned maxRegCount = 0;
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
