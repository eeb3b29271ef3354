//===- Passes.h - tile -> simt conversion ----------------------*- C++ -*-===//
#ifndef KILN_COMPILER_CONVERSION_TILETOSIMT_PASSES_H
#define KILN_COMPILER_CONVERSION_TILETOSIMT_PASSES_H

#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/tile/IR/TileDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

namespace kiln {
#define GEN_PASS_DECL
#include "compiler/Conversion/TileToSimt/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Conversion/TileToSimt/Passes.h.inc"
} // namespace kiln

#endif
