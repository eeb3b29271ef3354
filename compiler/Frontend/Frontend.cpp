//===- Frontend.cpp - C++ kernel source -> simt MLIR ----------------------===//
// Transitional: filled in by the frontend work.
#include "compiler/Frontend/Frontend.h"

#include "llvm/Support/raw_ostream.h"

mlir::OwningOpRef<mlir::ModuleOp>
kiln::frontend::translateToMLIR(mlir::MLIRContext &context,
                                const FrontendOptions &opts) {
  llvm::errs() << opts.inputPath << ": error: the C++ frontend is not built\n";
  return nullptr;
}
