//===- SimtTensorCoreOps.td - warp-level tensor core ops -----*- tablegen -*-===//
//
// Kept in its own file (included from SimtOps.td): the tile lowering's
// tensor-core and asynchronous-copy ops. Their simt -> NVVM patterns live in
// compiler/Conversion/SimtToNVVM/TensorCoreToNVVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_TENSOR_CORE_OPS
#define KILN_SIMT_TENSOR_CORE_OPS

def Simt_MmaSyncOp : Simt_Op<"mma_sync", [Simt_Collective<>,
    AttrSizedOperandSegments]> {
  let summary = "warp-level mma.sync.aligned.m16n8k16 / m16n8k8 / m16n8k32 .row.col (f32 accumulate)";
  let description = [{
    One warp computes D = A * B + C for a 16x8x16 tile (`type` f16 or bf16),
    a 16x8x8 tile (`type` tf32) or a 16x8x32 tile (`type` f8E4M3FN or
    f8E5M2, sm_89+; `b_type` names B's fp8 format when it differs from A's).
    Every lane passes its fragment registers as PTX lays them out: `a` four
    i32 (two 16-bit values each, the first in the low half; four fp8 bytes
    each, the first in the low byte; or one f32 bit pattern each for tf32),
    `b` two i32, `c` four f32; the result is four f32.

    ```mlir
    %d:4 = simt.mma_sync bf16 [%a0, %a1, %a2, %a3], [%b0, %b1], [%c0, %c1, %c2, %c3]
    %e:4 = simt.mma_sync f8E4M3FN [%a0, %a1, %a2, %a3], [%b0, %b1], [%c0, %c1, %c2, %c3] {b_type = f8E5M2}
    ```
  }];
  let arguments = (ins TypeAttr:$type, Variadic<I32>:$a, Variadic<I32>:$b,
                       Variadic<F32>:$c, OptionalAttr<TypeAttr>:$b_type);
  let hasCustomAssemblyFormat = 0;
  let results = (outs F32:$d0, F32:$d1, F32:$d2, F32:$d3);
  let assemblyFormat = "$type `[` $a `]` `,` `[` $b `]` `,` `[` $c `]` attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::ValueRange getD() { return getResults(); }
    /// B's element type: `b_type` when given, else `type`.
    ::mlir::Type getBElementType() {
      return getBType() ? *getBType() : getType();
    }
  }];
}


def Simt_LdMatrixOp : Simt_Op<"ldmatrix", [Simt_Collective<>]> {
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
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$ptr, I32Attr:$num,
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
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite<Simt_SharedMemory>]>:$dst,
                       Arg<Simt_AnyPtr, "", [MemRead<Simt_GlobalMemory>]>:$src, I32:$src_bytes);
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


//===----------------------------------------------------------------------===//
// Hopper warpgroup mma (sm_90a)
//===----------------------------------------------------------------------===//

def Simt_WgmmaOp : Simt_Op<"wgmma", [Simt_Collective<["getCollectiveScope"]>,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "wgmma.mma_async.sync.aligned.m64nNk16 (f16/bf16 from shared memory, f32 accumulate)";
  let description = [{
    The four warps of a warpgroup (128 consecutive threads, the first warp a
    multiple of 4) start D = A * B + C for a 64 x `n` x 16 tile, both
    operands read from shared memory. Every thread passes and receives its
    `n / 2` accumulator registers in the wgmma D layout (for each 8-column
    block j: c[4j..4j+1] at row 16 * warp + lane / 4, c[4j+2..4j+3] eight
    rows below, columns 8j + 2 * (lane % 4) + {0, 1}).

    `a` points at A's first element: 64 rows of 16 elements, K-major, rows
    `a_swizzle` bytes apart in groups of 8 rows `a_sbo` bytes apart, 16-byte
    chunks XOR-swizzled within each 8-row group as the hardware's 32/64/128-
    byte swizzle modes lay them out (the pattern repeats every
    8 * `a_swizzle` bytes of the address, so buffers align to 1024 bytes).
    `b` points at B's first element: K-major like A (`n` rows), or with
    `b_mn_major` N-major: 16 rows of `n` elements in column blocks of
    `b_swizzle` bytes, `b_lbo` bytes between column blocks and `b_sbo`
    bytes between groups of 8 rows.

    The multiply is asynchronous: the results may be read, and the shared
    memory it reads overwritten, only after `simt.wgmma_commit` and a
    `simt.wgmma_wait` that retires its group. Shared-memory writes it must
    see need `simt.fence_proxy_async` before a barrier that precedes it;
    registers it reads need `simt.wgmma_fence` after their last write.

    ```mlir
    %d:64 = simt.wgmma bf16 n = 128, %a, %b, [%c0, ..., %c63]
        {a_swizzle = 128, a_sbo = 1024, b_swizzle = 128, b_lbo = 8192,
         b_sbo = 1024, b_mn_major} : !simt.ptr<i8, shared>, !simt.ptr<i8, shared>
    ```
  }];
  let arguments = (ins TypeAttr:$type, I64Attr:$n,
                       Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$a,
                       Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$b,
                       Variadic<F32>:$c,
                       I64Attr:$a_swizzle, I64Attr:$a_sbo,
                       I64Attr:$b_swizzle, I64Attr:$b_lbo, I64Attr:$b_sbo,
                       UnitAttr:$b_mn_major);
  let results = (outs Variadic<F32>:$d);
  let assemblyFormat = [{
    $type `n` `=` $n `,` $a `,` $b `,` `[` $c `]` attr-dict `:`
    qualified(type($a)) `,` qualified(type($b))
  }];
  let hasVerifier = 1;
}

def Simt_WgmmaFenceOp : Simt_Op<"wgmma_fence", [Simt_Collective<["getCollectiveScope"]>]> {
  let summary = "wgmma.fence.sync.aligned: order register writes before the next wgmma";
  let assemblyFormat = "attr-dict";
}

def Simt_WgmmaCommitOp : Simt_Op<"wgmma_commit", [Simt_Collective<["getCollectiveScope"]>]> {
  let summary = "wgmma.commit_group.sync.aligned: close the warpgroup's current wgmma group";
  let assemblyFormat = "attr-dict";
}

def Simt_WgmmaWaitOp : Simt_Op<"wgmma_wait", [Simt_Collective<["getCollectiveScope"]>]> {
  let summary = "wgmma.wait_group.sync.aligned: wait until at most `pending` wgmma groups are in flight";
  let description = [{
    The wgmma ops of all but the `pending` most recently committed groups
    are complete: their results can be read and the shared memory they read
    can be overwritten (after a barrier, by other threads).
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending);
  let assemblyFormat = "$pending attr-dict";
}

def Simt_FenceProxyAsyncOp : Simt_Op<"fence_proxy_async"> {
  let summary = "fence.proxy.async.shared::cta: make shared-memory writes visible to async-proxy readers (wgmma)";
  let description = [{
    Orders the thread's earlier shared-memory writes (st.shared, completed
    cp.async copies) before later reads through the async proxy, such as
    wgmma's operand reads; a barrier after it extends that to the block.
  }];
  let assemblyFormat = "attr-dict";
}

#endif // KILN_SIMT_TENSOR_CORE_OPS
