//===- Frontend.h - C++ kernel source -> simt/tile MLIR ---------*- C++ -*-===//
//
// The frontend parses a kernel-only CUDA C++ file with Clang (device side,
// C++20) and translates its AST into simt (+ arith/math/scf/cf/func) ops.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_FRONTEND_H
#define KILN_COMPILER_FRONTEND_FRONTEND_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace kiln::frontend {

struct FrontendOptions {
  std::string inputPath;
  std::vector<std::string> includeDirs; // -I
  std::vector<std::string> defines;     // -D NAME or NAME=VALUE
  /// The target, e.g. "sm_90a": sets __CUDA_ARCH__ (and the feature macros)
  /// as nvcc does for that target.
  std::string arch = "sm_80";
  /// Directory holding kiln/simt.hpp, kiln/tile.hpp and the CUDA prelude.
  std::string kilnHeadersDir;
  /// Directory holding libdevice.10.bc, empty when the toolkit has none.
  std::string libdeviceDir;
};

/// Translates the file into a new module in `context`. On error, Clang-style
/// diagnostics (file:line:col, caret line) have been printed to stderr and
/// the result is null.
mlir::OwningOpRef<mlir::ModuleOp> translateToMLIR(mlir::MLIRContext &context,
                                                  const FrontendOptions &opts);

/// Dialects the frontend's output uses, to load before parsing .mlir input.
void loadFrontendDialects(mlir::MLIRContext &context);

} // namespace kiln::frontend

#endif
