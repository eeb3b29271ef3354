//===- Passes.h - tile transformations -------------------------*- C++ -*-===//
#ifndef KILN_DIALECTS_TILE_TRANSFORMS_PASSES_H
#define KILN_DIALECTS_TILE_TRANSFORMS_PASSES_H

#include "dialects/tile/IR/TileDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace kiln::tile {
#define GEN_PASS_DECL
#include "dialects/tile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dialects/tile/Transforms/Passes.h.inc"

/// The default blocked layout of a tile shape: 16-byte vectors along the
/// last dimension, lanes then warps from the contiguous dimension outwards.
BlockedAttr getDefaultBlocked(mlir::MLIRContext *ctx,
                              llvm::ArrayRef<int64_t> shape,
                              unsigned elementBits, int64_t numWarps);
} // namespace kiln::tile

#endif
