//===- Passes.td - tile transformations ----------------------*- tablegen -*-===//
#ifndef KILN_TILE_PASSES
#define KILN_TILE_PASSES

include "mlir/Pass/PassBase.td"

def TileAssignLayouts : Pass<"tile-assign-layouts", "::mlir::func::FuncOp"> {
  let summary = "choose a layout encoding for every tile value";
  let description = [{
    Anchors (loads, stores, arange, splat, gather) get a blocked layout with
    16-byte vectors along the contiguous (last) dimension, lanes then warps
    filling the tensor from the contiguous dimension outwards; `num_warps`
    comes from the function's `tile.num_warps` (default 4). Reductions give
    slice layouts; dots get `#tile.mma` and `#tile.dot_operand` for f16/bf16
    inputs with an f32 accumulator, and blocked + FMA dot operands otherwise;
    permute gives the permuted blocked layout (free in registers). Wherever an
    operand's layout differs from what its user needs, a `tile.convert_layout`
    is inserted.
  }];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

def TileConvertLayouts : Pass<"tile-convert-layouts", "::mlir::func::FuncOp"> {
  let summary = "simplify layout conversions and choose their shared-memory layout";
  let description = [{
    Folds chains of conversions, rematerialises splats and aranges in the
    target layout instead of converting them, and gives every conversion that
    must go through shared memory a swizzled `#tile.shared` scratch layout
    (vectors of 16 bytes, XOR phases that avoid bank conflicts).
  }];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

#endif
