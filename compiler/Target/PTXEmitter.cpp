//===- PTXEmitter.cpp - LLVM dialect module -> PTX text -------------------===//
// Transitional: filled in by the lowering work.
#include "compiler/Target/PTXEmitter.h"

using namespace mlir;

FailureOr<unsigned> kiln::checkTargetFeatures(ModuleOp module,
                                              const TargetInfo &target) {
  return 0u;
}

FailureOr<std::string> kiln::emitPTX(ModuleOp module, const TargetInfo &target,
                                     PtxVersion ptx, const PTXEmitOptions &opts,
                                     std::string *llvmIR) {
  module.emitError("PTX emission is not available in this build");
  return failure();
}
