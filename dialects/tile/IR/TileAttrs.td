//===- TileAttrs.td - tile layout encodings ------------------*- tablegen -*-===//
//
// Layouts are encoding attributes of tile tensors. `order` lists dimensions
// from the fastest-varying (order[0]) to the slowest, as Triton's do.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_TILE_ATTRS
#define KILN_TILE_ATTRS

include "dialects/tile/IR/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Tile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Tile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Tile_BlockedAttr : Tile_Attr<"Blocked", "blocked"> {
  let summary = "a distributed layout: registers x lanes x warps per dimension";
  let description = [{
    Each thread owns `sizePerThread[d]` consecutive elements of dimension d;
    `threadsPerWarp[d]` lanes and `warpsPerCTA[d]` warps tile the dimension
    next (lanes and warps are numbered along `order`, fastest dimension
    first). A tensor larger than the covered block repeats it (more registers
    per thread); a smaller one wraps around (threads hold duplicates).

    ```mlir
    #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8],
                  warpsPerCTA = [4, 1], order = [1, 0]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread,
                        ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = "`<` `sizePerThread` `=` `[` $sizePerThread `]` `,` `threadsPerWarp` `=` `[` $threadsPerWarp `]` `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,` `order` `=` `[` $order `]` `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getOrder().size(); }
    int64_t getNumWarps() const;
  }];
}

def Tile_SliceAttr : Tile_Attr<"Slice", "slice"> {
  let summary = "the parent layout with one dimension removed";
  let description = [{
    The layout of a reduction's result: the elements of the parent layout
    with dimension `dim` removed; the threads that differed only along `dim`
    hold the same value.
  }];
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Tile_MmaAttr : Tile_Attr<"Mma", "mma"> {
  let summary = "the accumulator layout of warp-level mma.sync (m16n8k16)";
  let description = [{
    `version = 2`: Ampere-style `mma.sync.m16n8k16`. Warps tile the result as
    `warpsPerCTA = [wm, wn]` (warp w sits at row w / wn, column w % wn); each
    warp tile is 16x8 and repeats to cover the tensor. Lane l holds rows
    l/4 and l/4+8, columns 2*(l%4) and 2*(l%4)+1 of each 16x8 tile.
  }];
  let parameters = (ins "unsigned":$version,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA);
  let assemblyFormat = "`<` `version` `=` $version `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `>`";
  let genVerifyDecl = 1;
}

def Tile_DotOperandAttr : Tile_Attr<"DotOperand", "dot_operand"> {
  let summary = "the layout of operand a (opIdx 0) or b (opIdx 1) of a dot";
  let description = [{
    With a `#tile.mma` parent: the mma.sync fragment layout (a: 16x16 per warp
    row, b: 16x8 per warp column). With a `#tile.blocked` parent (the FMA
    path): each thread holds the whole reduction dimension of the rows
    (a) or columns (b) its accumulator elements need.
  }];
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Tile_SharedAttr : Tile_Attr<"Shared", "shared"> {
  let summary = "a swizzled shared-memory layout";
  let description = [{
    Row-major along `order` with an XOR swizzle of `vec`-element groups:
    for the element (r, c) of a 2-D buffer (c along order[0]),
    `c' = ((c / vec) ^ ((r / perPhase) % maxPhase)) * vec + c % vec`.
    `maxPhase = 1` is no swizzle. Used by layout conversions and the dot
    operand staging buffers.
  }];
  let parameters = (ins "unsigned":$vec, "unsigned":$perPhase,
                        "unsigned":$maxPhase, ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = "`<` `vec` `=` $vec `,` `perPhase` `=` $perPhase `,` `maxPhase` `=` $maxPhase `,` `order` `=` `[` $order `]` `>`";
  let genVerifyDecl = 1;
}

#endif // KILN_TILE_ATTRS
