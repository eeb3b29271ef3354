//===- Passes.h - target passes --------------------------------*- C++ -*-===//
#ifndef KILN_COMPILER_TARGET_PASSES_H
#define KILN_COMPILER_TARGET_PASSES_H

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace kiln {
#define GEN_PASS_DECL
#include "compiler/Target/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Target/Passes.h.inc"
} // namespace kiln

#endif
