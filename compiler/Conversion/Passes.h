//===- Passes.h - Kiln's conversion passes ----------------------*- C++ -*-===//
//
// Every conversion pass (Passes.td: convert-tile-to-simt, convert-simt-to-nvvm)
// and registerKilnConversionPasses(), as mlir/Conversion/Passes.h.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_CONVERSION_PASSES_H
#define KILN_COMPILER_CONVERSION_PASSES_H

#include "compiler/Conversion/BranchFreeLoads.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace kiln {

#define GEN_PASS_DECL
#include "compiler/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Conversion/Passes.h.inc"

} // namespace kiln

#endif
