//===- SimtTensorCoreOps.td - warp-level tensor core ops -----*- tablegen -*-===//
//
// Kept in its own file (included from SimtOps.td): the tile lowering's
// tensor-core and asynchronous-copy ops. Their simt -> NVVM patterns live in
// compiler/Conversion/SimtToNVVM/TensorCoreToNVVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_TENSOR_CORE_OPS
#define KILN_SIMT_TENSOR_CORE_OPS

def Simt_MmaSyncOp : Simt_Op<"mma_sync", [Simt_Collective, Pure,
    AttrSizedOperandSegments]> {
  let summary = "warp-level mma.sync.aligned.m16n8k16.row.col (f32 accumulate)";
  let description = [{
    One warp computes D = A * B + C for a 16x8x16 tile. Every lane passes
    its fragment registers as PTX lays them out: `a` four i32 (two 16-bit
    values each, the first in the low half), `b` two i32, `c` four f32;
    the result is four f32. `type` is `f16` or `bf16`.

    ```mlir
    %d:4 = simt.mma_sync bf16 [%a0, %a1, %a2, %a3], [%b0, %b1], [%c0, %c1, %c2, %c3]
    ```
  }];
  let arguments = (ins TypeAttr:$type, Variadic<I32>:$a, Variadic<I32>:$b,
                       Variadic<F32>:$c);
  let hasCustomAssemblyFormat = 0;
  let results = (outs F32:$d0, F32:$d1, F32:$d2, F32:$d3);
  let assemblyFormat = "$type `[` $a `]` `,` `[` $b `]` `,` `[` $c `]` attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::ValueRange getD() { return getResults(); }
  }];
}

#endif // KILN_SIMT_TENSOR_CORE_OPS
