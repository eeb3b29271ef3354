//===- MLIRInput.h - kilnc's .mlir input, checked before compiling -*- C++ -*-===//
#ifndef KILN_COMPILER_DRIVER_MLIRINPUT_H
#define KILN_COMPILER_DRIVER_MLIRINPUT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace kiln::driver {

/// Parses a .mlir file for kilnc: text the MLIR parser crashes on is an
/// error (compiler/Registration/ParserGuards.h), and so is a top-level op
/// that is neither a function nor a variable (the translation to LLVM IR
/// crashes or drops them). Diagnostics go through `sourceMgr`'s handler.
/// With `text`, that is the input (kiln::compile), named `path`.
mlir::OwningOpRef<mlir::ModuleOp> parseMLIRInput(const std::string &path,
                                                 const std::string *text,
                                                 llvm::SourceMgr &sourceMgr,
                                                 mlir::MLIRContext &context);

} // namespace kiln::driver

#endif
