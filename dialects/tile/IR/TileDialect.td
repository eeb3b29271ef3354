//===- TileDialect.td - the tile dialect ---------------------*- tablegen -*-===//
//
// Block-level programs over tiles: values with static power-of-two shapes
// that one thread block (one "program") owns. Tile values are builtin ranked
// tensors whose optional encoding attribute is a layout (#tile.blocked, ...).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_TILE_DIALECT
#define KILN_TILE_DIALECT

include "mlir/IR/OpBase.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::kiln::tile";
  let summary = "tile programs: one program per thread block over static tiles";
  let description = [{
    A tile value is a `tensor<128x64xf32>` (builtin ranked tensor) with static
    power-of-two dimensions; its encoding, once `tile-assign-layouts` ran, is
    the layout that maps elements to registers, lanes and warps. Global memory
    is reached through `!tile.view<T, rank>` (pointer, shape, strides; 64-bit).
    Element-wise math reuses `arith` and `math` on tensors.

    Kernels are `func.func` with `simt.kernel` and an optional
    `tile.num_warps` (i32/i64 integer attribute, default 4).
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::kiln::simt::SimtDialect",
                           "::mlir::arith::ArithDialect"];
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral kNumWarpsAttrName = "tile.num_warps";
    /// Argument attribute of a `!tile.view` kernel argument in a kernel
    /// specialised at launch (tile-specialize-contiguous): the runtime
    /// launches this kernel only when the view is contiguous in its last
    /// dimension, 16-byte aligned, and its other strides and last extent are
    /// multiples of 16 bytes, so its loads and stores need no per-element
    /// fallback.
    static constexpr ::llvm::StringLiteral kAssumeContiguousAttrName = "tile.assume_contiguous";
    static constexpr int64_t kDefaultNumWarps = 4;
    /// The number of warps of the program that `op` belongs to.
    static int64_t getNumWarps(::mlir::Operation *op);
    /// Whether `func` is a tile program (a kernel or device function that
    /// convert-tile-to-simt lowers): it has `tile.num_warps`, a tile op in
    /// its body, or a `!tile.view` argument.
    static bool isTileFunction(::mlir::func::FuncOp func);
  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

// Tile ops live inside functions, as simt ops do (SimtDialect.td).
def Tile_InsideFunction : NativeOpTrait<"InsideFunction"> {
  let cppNamespace = "::kiln::simt";
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, !listconcat([Tile_InsideFunction], traits)>;

#endif // KILN_TILE_DIALECT
