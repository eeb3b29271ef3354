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
  let summary = "warp-level mma.sync.aligned.m16n8k16 / m16n8k8 .row.col (f32 accumulate)";
  let description = [{
    One warp computes D = A * B + C for a 16x8x16 tile (`type` f16 or bf16)
    or a 16x8x8 tile (`type` tf32). Every lane passes its fragment registers
    as PTX lays them out: `a` four i32 (two 16-bit values each, the first in
    the low half; or one f32 bit pattern each for tf32), `b` two i32, `c`
    four f32; the result is four f32.

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


def Simt_LdMatrixOp : Simt_Op<"ldmatrix", [Simt_Collective]> {
  let summary = "warp-level ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16";
  let description = [{
    The warp loads `num` 8x8 matrices of 16-bit elements from shared memory:
    lanes 8i..8i+7 pass the addresses of the eight 16-byte rows of matrix i.
    Every lane receives one i32 (two elements) per matrix, in the layout of
    an mma.sync fragment; `trans` transposes each matrix on the way.

    ```mlir
    %r:4 = simt.ldmatrix %p {num = 4 : i32} : !simt.ptr<i32, shared> -> i32, i32, i32, i32
    %t:2 = simt.ldmatrix trans %p {num = 2 : i32} : !simt.ptr<i32, shared> -> i32, i32
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead]>:$ptr, I32Attr:$num,
                       UnitAttr:$trans);
  let results = (outs Variadic<I32>:$fragments);
  let assemblyFormat = "(`trans` $trans^)? $ptr attr-dict `:` qualified(type($ptr)) `->` type($fragments)";
  let hasVerifier = 1;
}

def Simt_CpAsyncOp : Simt_Op<"cp_async"> {
  let summary = "cp.async.cg.shared.global: an asynchronous 16-byte copy";
  let description = [{
    Starts copying 16 bytes from global to shared memory. Only the first
    `src_bytes` (0..16) are read; the rest of the destination is filled with
    zeros (masked loads at tensor borders). The copy joins the thread's
    current group (`simt.cp_async_commit`) and is complete, for this thread
    only, after a `simt.cp_async_wait` that retires its group; other threads
    see it after a barrier that follows that wait.

    ```mlir
    simt.cp_async %dst, %src, %n : !simt.ptr<i8, shared>, !simt.ptr<i8, global>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite]>:$dst,
                       Arg<Simt_AnyPtr, "", [MemRead]>:$src, I32:$src_bytes);
  let assemblyFormat = "$dst `,` $src `,` $src_bytes attr-dict `:` qualified(type($dst)) `,` qualified(type($src))";
  let hasVerifier = 1;
}

def Simt_CpAsyncCommitOp : Simt_Op<"cp_async_commit"> {
  let summary = "cp.async.commit_group: close the thread's current copy group";
  let assemblyFormat = "attr-dict";
}

def Simt_CpAsyncWaitOp : Simt_Op<"cp_async_wait"> {
  let summary = "cp.async.wait_group: wait until at most `pending` groups are in flight";
  let description = [{
    The thread's copies in all but its `pending` most recently committed
    groups are complete and visible to it; a barrier after the wait makes
    them visible to the block.
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending);
  let assemblyFormat = "$pending attr-dict";
}

#endif // KILN_SIMT_TENSOR_CORE_OPS
