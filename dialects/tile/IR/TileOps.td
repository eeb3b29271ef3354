//===- TileOps.td - tile operations --------------------------*- tablegen -*-===//
#ifndef KILN_TILE_OPS
#define KILN_TILE_OPS

include "dialects/tile/IR/TileTypes.td"
include "dialects/simt/IR/SimtTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

//===----------------------------------------------------------------------===//
// Program ids
//===----------------------------------------------------------------------===//

def Tile_ProgramIdOp : Tile_Op<"program_id", [Pure]> {
  let summary = "the index of this program along an axis (block_id)";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict";
}

def Tile_NumProgramsOp : Tile_Op<"num_programs", [Pure]> {
  let summary = "the number of programs along an axis (num_blocks)";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict";
}

//===----------------------------------------------------------------------===//
// Views of global memory
//===----------------------------------------------------------------------===//

def Tile_MakeViewOp : Tile_Op<"make_view", [Pure, AttrSizedOperandSegments]> {
  let summary = "a view from a global pointer, extents and strides";
  let arguments = (ins Simt_AnyPtr:$ptr, Variadic<I64>:$shape,
                       Variadic<I64>:$strides);
  let results = (outs Tile_ViewType:$result);
  let assemblyFormat = [{
    $ptr `,` `shape` `[` $shape `]` `,` `strides` `[` $strides `]` attr-dict
    `:` qualified(type($ptr)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_ViewDimOp : Tile_Op<"view_dim", [Pure]> {
  let summary = "one extent of a view (tensor.shape(i))";
  let arguments = (ins Tile_ViewType:$view, I32Attr:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = "$view `,` $dim attr-dict `:` qualified(type($view))";
  let hasVerifier = 1;
}

def Tile_ViewStrideOp : Tile_Op<"view_stride", [Pure]> {
  let summary = "one stride of a view in elements (tensor.stride(i))";
  let arguments = (ins Tile_ViewType:$view, I32Attr:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = "$view `,` $dim attr-dict `:` qualified(type($view))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Making tiles
//===----------------------------------------------------------------------===//

def Tile_ArangeOp : Tile_Op<"arange", [Pure]> {
  let summary = "the 1-D tile start, start+1, ..., start+N-1";
  let arguments = (ins I64Attr:$start);
  let results = (outs Tile_IntTensor:$result);
  let assemblyFormat = "$start attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_SplatOp : Tile_Op<"splat", [Pure,
    TypesMatchWith<"element type matches", "result", "value",
                   "::llvm::cast<::mlir::RankedTensorType>($_self).getElementType()">]> {
  let summary = "a tile whose elements all equal a scalar (full)";
  let arguments = (ins Tile_Scalar:$value);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def Tile_LoadOp : Tile_Op<"load", [
    MemoryEffects<[MemRead]>, AttrSizedOperandSegments,
    OptionalTypesMatchWith<"mask is the result's shape and layout, of i1",
                           "result", "mask", "::kiln::tile::maskTypeFor($_self)">]> {
  let summary = "load the tile whose first element sits at `offsets`";
  let description = [{
    Reads `view[offsets + i]` for every index `i` of the result shape;
    elements outside `[0, shape)` of the view, and with `mask` those where
    the mask is false (Triton's `tl.load(mask=, other=)`), read as `padding`
    (zero when absent) without touching memory. The result rank must equal
    the view rank; the mask has the result's shape and layout. The padding
    is a scalar or a tile of the result's type (layout included): element
    `i` of it stands in for element `i` (Triton's tile-valued `other`).

    ```mlir
    %t = tile.load %a[%m, %k] : !tile.view<bf16, 2> -> tensor<128x64xbf16>
    %u = tile.load %x[%i] padding %ninf : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
    %w = tile.load %x[%i] mask %m padding %ninf : f32 : !tile.view<f32, 1> -> tensor<1024xf32>
    %o = tile.load %x[%i] mask %m padding %prev : tensor<1024xf32> : !tile.view<f32, 1> -> tensor<1024xf32>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<I64>:$offsets,
                       Optional<Tile_BoolTensor>:$mask,
                       Optional<Tile_Padding>:$padding);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $view `[` $offsets `]` (`mask` $mask^)? (`padding` $padding^ `:` type($padding))? attr-dict `:` qualified(type($view)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [
    MemoryEffects<[MemWrite]>, AttrSizedOperandSegments,
    OptionalTypesMatchWith<"mask is the value's shape and layout, of i1",
                           "value", "mask", "::kiln::tile::maskTypeFor($_self)">]> {
  let summary = "store a tile at `offsets`, skipping elements outside the view";
  let description = [{
    Writes `view[offsets + i] = value[i]` for every index `i` inside the
    view and, with `mask`, where the mask is true (Triton's
    `tl.store(mask=)`); the mask has the value's shape and layout.

    ```mlir
    tile.store %y[%r, %c], %v mask %m : !tile.view<f32, 2>, tensor<1x1024xf32>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<I64>:$offsets,
                       Tile_Tensor:$value, Optional<Tile_BoolTensor>:$mask);
  let assemblyFormat = [{
    $view `[` $offsets `]` `,` $value (`mask` $mask^)? attr-dict `:` qualified(type($view)) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicAddOp : Tile_Op<"atomic_add", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically add a tile at `offsets` (device scope, relaxed)";
  let description = [{
    Every element inside the view is added once, even where the layout has
    several threads holding it.
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<I64>:$offsets,
                       Tile_Tensor:$value);
  let assemblyFormat = [{
    $view `[` $offsets `]` `,` $value attr-dict `:` qualified(type($view)) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_GatherOp : Tile_Op<"gather", [MemoryEffects<[MemRead]>,
    AttrSizedOperandSegments,
    OptionalTypesMatchWith<"mask is the result's shape and layout, of i1",
                           "result", "mask", "::kiln::tile::maskTypeFor($_self)">]> {
  let summary = "read view[idx0[i], idx1[i], ...] for every index i";
  let description = [{
    One integer index tile per view dimension, each of the result's shape.
    Out-of-range indices, and with `mask` the elements where it is false
    (Triton's `tl.load(ptrs, mask=, other=)`), read `padding` (zero when
    absent; a scalar or a tile of the result's type) without touching
    memory. The mask has the result's shape and layout.

    ```mlir
    %e = tile.gather %table[%rows, %cols] mask %m padding %o : f32 : !tile.view<f32, 2>[tensor<4x256xi64>, tensor<4x256xi64>] -> tensor<4x256xf32>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<Tile_IntTensor>:$indices,
                       Optional<Tile_BoolTensor>:$mask,
                       Optional<Tile_Padding>:$padding);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $view `[` $indices `]` (`mask` $mask^)? (`padding` $padding^ `:` type($padding))? attr-dict `:` qualified(type($view)) `[` type($indices) `]` `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_ScatterOp : Tile_Op<"scatter", [MemoryEffects<[MemRead, MemWrite]>,
    AttrSizedOperandSegments,
    OptionalTypesMatchWith<"mask is the value's shape and layout, of i1",
                           "value", "mask", "::kiln::tile::maskTypeFor($_self)">]> {
  let summary = "write view[idx0[i], idx1[i], ...] = value[i]; skips out-of-range";
  let description = [{
    With `atomic_add`, each element inside the view is added to
    view[idx0[i], ...] atomically (device scope, relaxed) instead of stored,
    once even where the layout has several threads holding it, so repeated
    indices (in the tile or across programs) all count: an embedding
    backward's scatter-add. With `mask` (Triton's `tl.store(ptrs, v,
    mask=)`), elements where it is false are skipped; it has the value's
    shape and layout.

    ```mlir
    tile.scatter %dw[%rows, %cols], %g atomic_add : !tile.view<f32, 2>[tensor<1x1024xi64>, tensor<1x1024xi64>], tensor<1x1024xf32>
    tile.scatter %cache[%slots, %cols], %k mask %m : !tile.view<bf16, 2>[tensor<4x128xi64>, tensor<4x128xi64>], tensor<4x128xbf16>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<Tile_IntTensor>:$indices,
                       Tile_Tensor:$value, Optional<Tile_BoolTensor>:$mask,
                       UnitAttr:$atomic_add);
  let assemblyFormat = [{
    $view `[` $indices `]` `,` $value (`mask` $mask^)? (`atomic_add` $atomic_add^)? attr-dict `:` qualified(type($view)) `[` type($indices) `]` `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicRMWOp : Tile_Op<"atomic_rmw", [
    MemoryEffects<[MemRead, MemWrite]>, AttrSizedOperandSegments]> {
  let summary = "element-wise atomic read-modify-write; returns the old values";
  let description = [{
    At `offsets` (the tile whose first element sits there, as tile.load) or,
    with `at`, at one index tile per view dimension (as tile.scatter):
    each element inside the view is combined atomically with `kind` (add,
    max, min, umax, umin, and, or, xor, exch), once even where the layout
    has several threads holding it; elements outside are skipped and read
    0 as old value. Float max/min (f32, f64) are the integer atomics on
    the bits (max where the value is non-negative, umin where negative),
    as Triton does; NaN values are not ordered.

    ```mlir
    %old = tile.atomic_rmw max %v[%o], %x scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
    %o2 = tile.atomic_rmw exch %w[] at [%i : tensor<128xi64>], %y scope(block) order(acq_rel) : !tile.view<f32, 1>, tensor<128xf32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins Simt_AtomicKind:$kind, Tile_ViewType:$view,
                       Variadic<I64>:$offsets,
                       Variadic<Tile_IntTensor>:$indices, Tile_Tensor:$value,
                       Simt_Scope:$scope, Simt_MemoryOrder:$order);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $kind $view `[` $offsets `]` (`at` `[` $indices^ `:` type($indices) `]`)? `,` $value `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` qualified(type($view)) `,` type($value) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicCASOp : Tile_Op<"atomic_cas", [
    MemoryEffects<[MemRead, MemWrite]>, AttrSizedOperandSegments,
    AllTypesMatch<["expected", "value"]>]> {
  let summary = "element-wise atomic compare-and-swap; returns the old values";
  let description = [{
    Where an element of the view (at `offsets`, or `at` index tiles, as
    tile.atomic_rmw) equals `expected` (bit for bit), it becomes `value`;
    returns the old values (0 outside the view).

    ```mlir
    %old = tile.atomic_cas %v[%o], %e, %x scope(device) order(relaxed) : !tile.view<i32, 1>, tensor<128xi32> -> tensor<128xi32>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<I64>:$offsets,
                       Variadic<Tile_IntTensor>:$indices, Tile_Tensor:$expected,
                       Tile_Tensor:$value, Simt_Scope:$scope,
                       Simt_MemoryOrder:$order);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $view `[` $offsets `]` (`at` `[` $indices^ `:` type($indices) `]`)? `,` $expected `,` $value `scope` `(` $scope `)` `order` `(` $order `)` attr-dict `:` qualified(type($view)) `,` type($value) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape
//===----------------------------------------------------------------------===//

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "repeat size-1 dimensions (NumPy broadcasting, same rank)";
  let arguments = (ins Tile_Tensor:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "the same elements in row-major order with another shape";
  let arguments = (ins Tile_Tensor:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_PermuteOp : Tile_Op<"permute", [Pure]> {
  let summary = "permute dimensions: result dim i is source dim order[i]";
  let arguments = (ins Tile_Tensor:$source, DenseI32ArrayAttr:$order);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source `,` $order attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_ExpandDimsOp : Tile_Op<"expand_dims", [Pure]> {
  let summary = "insert a size-1 dimension at `axis`";
  let arguments = (ins Tile_Tensor:$source, I32Attr:$axis);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source `,` $axis attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ConvertLayoutOp : Tile_Op<"convert_layout", [Pure]> {
  let summary = "the same tile in another layout";
  let description = [{
    Explicit layout change, inserted by `tile-assign-layouts`. Lowered
    through shared memory (laid out by the optional `scratch` #tile.shared
    encoding) unless both layouts give every thread the same elements.
  }];
  let arguments = (ins Tile_Tensor:$source, OptionalAttr<Tile_SharedAttr>:$scratch);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Reductions, scans, dot
//===----------------------------------------------------------------------===//

def Tile_ReduceOp : Tile_Op<"reduce", [RecursiveMemoryEffects]> {
  let summary = "reduce along an axis with an associative, commutative combiner";
  let description = [{
    The region takes two scalars and yields their combination. The result
    drops `axis`; reducing a 1-D tile gives a scalar.

    ```mlir
    %m = tile.reduce %x, 1 : tensor<4x1024xf32> -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      %c = arith.maximumf %a, %b : f32
      tile.yield %c : f32
    }
    ```
  }];
  let arguments = (ins Tile_Tensor:$source, I32Attr:$axis);
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = "$source `,` $axis attr-dict `:` type($source) `->` type($result) $combiner";
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tile_ScanOp : Tile_Op<"scan", [RecursiveMemoryEffects]> {
  let summary = "inclusive scan along an axis with an associative combiner";
  let arguments = (ins Tile_Tensor:$source, I32Attr:$axis, UnitAttr:$reverse);
  let results = (outs Tile_Tensor:$result);
  let regions = (region SizedRegion<1>:$combiner);
  let assemblyFormat = "$source `,` $axis (`reverse` $reverse^)? attr-dict `:` type($source) `->` type($result) $combiner";
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tile_YieldOp : Tile_Op<"yield", [Pure, Terminator,
    ParentOneOf<["ReduceOp", "ScanOp"]>]> {
  let summary = "the combined value of a reduce/scan combiner";
  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Sorting, top-k, histograms
//===----------------------------------------------------------------------===//

def Tile_SortOp : Tile_Op<"sort", [Pure, AllTypesMatch<["keys", "sorted"]>]> {
  let summary = "sort along an axis (a bitonic network), values following their keys";
  let description = [{
    Sorts `keys` along `axis` (ascending, or with `descending` from the
    largest) and permutes each of `values` as its keys. Floats are ordered
    by IEEE 754 totalOrder (-NaN < -inf < ... < -0 < +0 < ... < +inf <
    +NaN), integers signed unless `unsigned`. With values the sort is
    stable: keys that compare equal keep their index order (the original
    index breaks ties). Key types: integers of 8..64 bits, f16, bf16, f32,
    f64; values any non-fp8 type, of the keys' shape.

    ```mlir
    %s = tile.sort %k, 1 descending : tensor<4x1024xf32>
    %s2, %i = tile.sort %k, 0 values(%idx : tensor<1024xi32>) -> tensor<1024xi32> : tensor<1024xf16>
    ```
  }];
  let arguments = (ins Tile_Tensor:$keys, Variadic<Tile_Tensor>:$values,
                       I32Attr:$axis, UnitAttr:$descending,
                       UnitAttr:$unsigned_keys);
  let results = (outs Tile_Tensor:$sorted, Variadic<Tile_Tensor>:$sorted_values);
  let assemblyFormat = [{
    $keys `,` $axis (`descending` $descending^)? (`unsigned` $unsigned_keys^)? (`values` `(` $values^ `:` type($values) `)` `->` type($sorted_values))? attr-dict `:` type($keys)
  }];
  let hasVerifier = 1;
}

def Tile_TopKOp : Tile_Op<"topk", [Pure]> {
  let summary = "the k largest elements along an axis and their indices";
  let description = [{
    `values` holds the `k` largest elements of `source` along `axis` in
    descending order (totalOrder for floats, as tile.sort; integers signed
    unless `unsigned`), `indices` (i32) their positions along the axis;
    equal elements come lowest index first. `k` is a power of two no larger
    than the axis.

    ```mlir
    %v, %i = tile.topk %x, 1, 8 : tensor<16x1024xf32> -> tensor<16x8xf32>, tensor<16x8xi32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$source, I32Attr:$axis, I32Attr:$k,
                       UnitAttr:$unsigned_keys);
  let results = (outs Tile_Tensor:$values, Tile_IntTensor:$indices);
  let assemblyFormat = [{
    $source `,` $axis `,` $k (`unsigned` $unsigned_keys^)? attr-dict `:` type($source) `->` type($values) `,` type($indices)
  }];
  let hasVerifier = 1;
}

def Tile_HistogramOp : Tile_Op<"histogram", [Pure]> {
  let summary = "counts of the integer values 0..bins-1 of a tile (tl.histogram)";
  let description = [{
    Result element b (i32) counts the elements of `source` equal to b
    (for `mask`ed ones, where the mask is true); values outside
    `[0, bins)` are not counted (negative ones included). The number of
    bins is the result's length (a power of two).

    ```mlir
    %h = tile.histogram %x mask %m : tensor<1024xi32>, tensor<1024xi1> -> tensor<64xi32>
    ```
  }];
  let arguments = (ins Tile_IntTensor:$source, Optional<Tile_IntTensor>:$mask);
  let results = (outs Tile_IntTensor:$result);
  let assemblyFormat = [{
    $source (`mask` $mask^)? attr-dict `:` type($source) (`,` type($mask)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_DotOp : Tile_Op<"dot", [Pure]> {
  let summary = "acc + a @ b (mma)";
  let description = [{
    `a: MxK`, `b: KxN`, `acc` and result `MxN`. Lowered to mma.sync m16n8k16
    for f16/bf16 inputs with an f32 accumulator (layouts #tile.mma and
    #tile.dot_operand), to FMAs otherwise. `allow_tf32` lets f32 inputs use
    tf32 tensor cores (mma.sync m16n8k8); without it they stay FMAs. fp8
    inputs (f8E4M3FN and f8E5M2, in any mix: the only differing a and b
    types allowed) need an f32 accumulator and become mma.sync m16n8k32
    (sm_89+) when K is a multiple of 32, FMAs on the widened values otherwise.
  }];
  let arguments = (ins Tile_Tensor:$a, Tile_Tensor:$b, Tile_Tensor:$acc,
                       UnitAttr:$allow_tf32);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$a `,` $b `,` $acc attr-dict `:` type($a) `,` type($b) `,` type($acc) `->` type($result)";
  let hasVerifier = 1;
}

#endif // KILN_TILE_OPS
