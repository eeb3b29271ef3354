//===- TileDialect.h - the tile dialect ------------------------*- C++ -*-===//
#ifndef KILN_DIALECTS_TILE_IR_TILEDIALECT_H
#define KILN_DIALECTS_TILE_IR_TILEDIALECT_H

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/tile/IR/TileDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "dialects/tile/IR/TileAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/tile/IR/TileTypes.h.inc"

namespace kiln::tile {
/// The type of a mask for a tile of type `t` (a RankedTensorType): the
/// same shape and layout, of i1 (masked loads and stores).
mlir::Type maskTypeFor(mlir::Type t);
} // namespace kiln::tile

#define GET_OP_CLASSES
#include "dialects/tile/IR/TileOps.h.inc"

namespace kiln::tile {
/// Checks that `type` is a tile: static shape, power-of-two dimensions.
mlir::LogicalResult verifyTileType(mlir::Operation *op, mlir::Type type);

/// True when `v` is computed from scalars only (arange, splat, splat
/// constants, expand_dims, broadcast and element-wise arith on those), so
/// that it can be recomputed in any layout instead of converted through
/// shared memory: index masks such as `arange(0) < n`. With
/// `belowBroadcasts`, broadcasts of any tile count as leaves too: remaking
/// one in another layout converts its source, fewer elements than the
/// result (`slot[r] >= 0` broadcast over a row of a [4, 512] tile).
bool isCheapToRematerialize(mlir::Value v, bool belowBroadcasts = false);

/// True when `v` is a broadcast of a one-element tile (`broadcast_to<1, N>(
/// expand_dims<1>(load<1>(ids, r)))`): every thread holds that element
/// whatever its layout, so the broadcast is made in any layout without
/// moving data, and `v`'s own layout is no reason for its users to follow.
bool isOneElementBroadcast(mlir::Value v);
} // namespace kiln::tile

#endif // KILN_DIALECTS_TILE_IR_TILEDIALECT_H
