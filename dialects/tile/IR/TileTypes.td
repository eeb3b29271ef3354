//===- TileTypes.td - tile types -----------------------------*- tablegen -*-===//
#ifndef KILN_TILE_TYPES
#define KILN_TILE_TYPES

include "dialects/tile/IR/TileAttrs.td"
include "mlir/IR/AttrTypeBase.td"

def Tile_ViewType : TypeDef<Tile_Dialect, "View"> {
  let mnemonic = "view";
  let summary = "a strided view of global memory (pointer, shape, strides)";
  let description = [{
    `!tile.view<f32, 2>`: what `tensor<T, R>` of `<kiln/tile.hpp>` is inside a
    tile kernel. It holds a global pointer to `T`, R extents and R strides
    (in elements), all 64-bit. As a kernel argument it is flattened into
    `(ptr, shape[0..R), strides[0..R))` by `convert-tile-to-simt`.
  }];
  let parameters = (ins "::mlir::Type":$elementType, "unsigned":$rank);
  let assemblyFormat = "`<` $elementType `,` $rank `>`";
  let genVerifyDecl = 1;
}

// A tile: a static ranked tensor (any encoding).
def Tile_Tensor : Type<And<[CPred<"::llvm::isa<::mlir::RankedTensorType>($_self)">,
                            CPred<"::llvm::cast<::mlir::RankedTensorType>($_self).hasStaticShape()">]>,
                       "tile (static ranked tensor)", "::mlir::RankedTensorType">;
def Tile_IntTensor : Type<And<[Tile_Tensor.predicate,
    CPred<"::llvm::cast<::mlir::RankedTensorType>($_self).getElementType().isSignlessInteger()">]>,
    "tile of integers", "::mlir::RankedTensorType">;
def Tile_BoolTensor : Type<And<[Tile_Tensor.predicate,
    CPred<"::llvm::cast<::mlir::RankedTensorType>($_self).getElementType().isInteger(1)">]>,
    "tile of i1 (a mask)", "::mlir::RankedTensorType">;
def Tile_Scalar : AnyTypeOf<[AnySignlessInteger, AnyFloat, Index]>;
// What a load or gather reads where it does not touch memory: a scalar, or a
// tile of the result's type (checked by the op).
def Tile_Padding : AnyTypeOf<[Tile_Scalar, Tile_Tensor]>;

#endif // KILN_TILE_TYPES
