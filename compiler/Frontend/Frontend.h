//===- Frontend.h - C++ kernel source -> simt/tile MLIR ---------*- C++ -*-===//
//
// The frontend parses a CUDA C++ file with Clang (device side, C++20; host
// code is parsed and skipped) and translates the device code's AST into simt
// (+ arith/math/scf/cf/func) ops.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_FRONTEND_H
#define KILN_COMPILER_FRONTEND_FRONTEND_H

#include "compiler/Frontend/DiagnosticRecord.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>
#include <vector>

namespace kiln::frontend {

struct FrontendOptions {
  std::string inputPath;
  /// When set, the input's text (kiln::compile's source): Clang reads it under
  /// the name `inputPath`, which need not exist on disk.
  const std::string *inputText = nullptr;
  /// When set, diagnostics go here as data instead of to stderr.
  DiagnosticSink diagnostics;
  /// Also receives each of Clang's diagnostics as data while they are printed
  /// as usual (kilnc --report); unused when `diagnostics` is set.
  DiagnosticSink observer;
  std::vector<std::string> includeDirs; // -I
  std::vector<std::string> defines;     // -D NAME or NAME=VALUE
  /// "c++17" or "c++20"; empty: nvcc's default (C++17) for a .cu file, C++20
  /// for Kiln's own .cpp kernels (<kiln/tile.hpp> uses concepts).
  std::string languageStandard;
  /// The target, e.g. "sm_90a": sets __CUDA_ARCH__ (and the feature macros)
  /// as nvcc does for that target.
  std::string arch = "sm_80";
  /// Directory holding kiln/simt.hpp, kiln/tile.hpp and the CUDA prelude.
  std::string kilnHeadersDir;
  /// Directory holding libdevice.10.bc, empty when the toolkit has none.
  std::string libdeviceDir;
  /// The CUDA toolkit's include directory (cuda_runtime_api.h), empty when
  /// none was found: host code's runtime API and the toolkit's host-only
  /// headers come from there.
  std::string cudaIncludeDir;
  /// The toolkit's version ("13.0"), for __CUDACC_VER_MAJOR__/MINOR__.
  std::string cudaVersion;
  /// Parse the host's C and C++ library headers (as nvcc does); false, or
  /// none found, uses Kiln's freestanding stand-ins.
  bool hostHeaders = true;
  /// Print the frontend's own stages with their times (kilnc -v).
  bool verbose = false;
  /// When set, the files the parse read are appended to it (the input first,
  /// each once; kilnc -MD/-MMD): user headers always, system headers only with
  /// `systemDependencies`. The precompiled prelude is Kiln's and is not listed.
  std::vector<std::string> *dependencies = nullptr;
  bool systemDependencies = false;
  /// Clang's -Werror and -w (kilnc's own flags pass them on).
  bool warningsAsErrors = false;
  bool noWarnings = false;
  /// Clang's own warning flags from kilnc's command line (-Wunused-variable,
  /// -Wno-..., -Werror=...), in order.
  std::vector<std::string> warningFlags;
  /// Clang's diagnostics in colour (kilnc -fcolor-diagnostics).
  bool colorDiagnostics = false;
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
