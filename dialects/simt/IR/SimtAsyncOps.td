//===- SimtAsyncOps.td - Hopper async-proxy ops --------------*- tablegen -*-===//
//
// Kept in its own file (included from SimtOps.td): the sm_90 building blocks
// of TMA + mbarrier pipelines and warp specialisation (issue 14): mbarriers,
// cp.async.bulk.tensor (TMA) loads and stores, setmaxnreg, elect.sync,
// stmatrix and the split cluster barrier. Verifiers: SimtAsyncOps.cpp. The
// simt -> NVVM patterns: compiler/Conversion/SimtToNVVM/MbarrierToNVVM.cpp,
// TmaToNVVM.cpp and HopperWarpToNVVM.cpp. Which targets have them:
// featuresOf in compiler/Target/PTXEmitter.cpp (all need sm_90, setmaxnreg
// sm_90a/sm_100a).
//
// Memory effects (SimtDialect.td's resources): the copies name the memory
// they move (a TMA load writes shared and reads global memory, stmatrix
// writes shared memory), the mbarrier objects are shared memory, and the ops
// that order other accesses (arrive with release, wait with acquire, the
// fences, the bulk-group wait, the cluster barrier: Simt_OrdersMemory) read
// and write both shared and global memory, so no load or store of the stage
// memory moves across them, while thread-private local memory may.
// setmaxnreg touches no memory but must stay where it is, and elect.sync is
// a collective: both keep the default "may read and write anything".
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_ASYNC_OPS
#define KILN_SIMT_ASYNC_OPS

// An op that orders the thread's other shared- and global-memory accesses
// around it (acquire, release or a fence): it reads and writes both.
def Simt_OrdersMemory : MemoryEffects<[MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>,
                                       MemRead<Simt_GlobalMemory>, MemWrite<Simt_GlobalMemory>]>;

def Simt_RegisterAction : I32EnumAttr<"RegisterAction",
    "setmaxnreg: raise or lower the warp's register budget", [
    I32EnumAttrCase<"Inc", 0, "inc">,
    I32EnumAttrCase<"Dec", 1, "dec">]> {
  let cppNamespace = "::kiln::simt";
}

//===----------------------------------------------------------------------===//
// mbarrier: a shared-memory 64-bit barrier object with phases
//===----------------------------------------------------------------------===//

def Simt_MbarrierInitOp : Simt_Op<"mbarrier_init"> {
  let summary = "mbarrier.init.shared::cta.b64: arm an mbarrier for `count` arrivals per phase";
  let description = [{
    Initialises the 8-byte mbarrier object at `barrier` (shared memory, 8-byte
    aligned): phase 0, `count` (1 .. 2^20 - 1) expected arrivals, transaction
    count 0. One thread initialises; the others may use the barrier only
    after a block barrier (or, when other blocks of the cluster use it,
    `simt.fence_mbarrier_init` and a cluster barrier) that follows.

    ```mlir
    simt.mbarrier_init %bar, %c1 : !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite<Simt_SharedMemory>]>:$barrier, I32:$count);
  let assemblyFormat = "$barrier `,` $count attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierInvalOp : Simt_Op<"mbarrier_inval"> {
  let summary = "mbarrier.inval.shared::cta.b64: retire an mbarrier so its memory can be reused";
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite<Simt_SharedMemory>]>:$barrier);
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierArriveOp : Simt_Op<"mbarrier_arrive", [Simt_OrdersMemory]> {
  let summary = "mbarrier.arrive.release.cta.shared::cta.b64: count one (or `count`) arrivals";
  let description = [{
    Releases the thread's earlier memory accesses and counts `count` (1 when
    absent) arrivals on the current phase; the phase completes when the
    pending arrivals and the transaction count both reach zero. The result
    is the opaque state of the phase arrived on.

    ```mlir
    %s = simt.mbarrier_arrive %bar : !simt.ptr<i64, shared>
    %t = simt.mbarrier_arrive %bar, count %n : !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>]>:$barrier,
                       Optional<I32>:$count);
  let results = (outs I64:$state);
  let assemblyFormat = "$barrier (`,` `count` $count^)? attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierArriveClusterOp : Simt_Op<"mbarrier_arrive_cluster", [Simt_OrdersMemory]> {
  let summary = "mbarrier.arrive.release.cluster.shared::cluster.b64 on another block's barrier";
  let description = [{
    Arrives once on the mbarrier at the same shared-memory offset as
    `barrier` in the block of cluster rank `rank` (mapa + a cluster-scope
    release arrive): how consumers of a multicast stage tell every producer
    block the stage is free.

    ```mlir
    simt.mbarrier_arrive_cluster %bar, %rank : !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>]>:$barrier,
                       I32:$rank);
  let assemblyFormat = "$barrier `,` $rank attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierExpectTxOp : Simt_Op<"mbarrier_expect_tx"> {
  let summary = "mbarrier.expect_tx.relaxed.cta.shared::cta.b64: add `bytes` to the phase's transaction count";
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>]>:$barrier,
                       I32:$bytes);
  let assemblyFormat = "$barrier `,` $bytes attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierArriveExpectTxOp : Simt_Op<"mbarrier_arrive_expect_tx", [Simt_OrdersMemory]> {
  let summary = "mbarrier.arrive.expect_tx.release.cta.shared::cta.b64: expect `bytes`, then arrive";
  let description = [{
    The producer's step before issuing TMA loads that complete on this
    barrier: the phase now also waits for `bytes` bytes of transactions
    (the loads' complete_tx), and the thread arrives once.

    ```mlir
    simt.mbarrier_arrive_expect_tx %bar, %bytes : !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>]>:$barrier,
                       I32:$bytes);
  let assemblyFormat = "$barrier `,` $bytes attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierTryWaitOp : Simt_Op<"mbarrier_try_wait", [Simt_OrdersMemory]> {
  let summary = "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64: whether the phase of that parity completed";
  let description = [{
    One potentially blocking test (the hardware may suspend the thread for a
    while): true once the phase whose parity is `phase` (0 or 1, taken mod
    2) has completed, with acquire semantics.
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$barrier, I32:$phase);
  let results = (outs I1:$done);
  let assemblyFormat = "$barrier `,` $phase attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_MbarrierWaitOp : Simt_Op<"mbarrier_wait", [Simt_OrdersMemory]> {
  let summary = "wait until the mbarrier phase of parity `phase` completes (a try_wait.parity loop)";
  let description = [{
    Loops on `mbarrier.try_wait.parity` until the phase whose parity is
    `phase` completes. After it the thread sees every write released by the
    phase's arrivals and every TMA load that completed on it.

    ```mlir
    simt.mbarrier_wait %bar, %parity : !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$barrier, I32:$phase);
  let assemblyFormat = "$barrier `,` $phase attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

def Simt_FenceMbarrierInitOp : Simt_Op<"fence_mbarrier_init", [Simt_OrdersMemory]> {
  let summary = "fence.mbarrier_init.release.cluster: publish mbarrier inits to the cluster";
  let description = [{
    Makes this thread's earlier `simt.mbarrier_init`s visible to the other
    blocks of the cluster (which complete TMA multicast transactions or
    arrive remotely on them), ahead of a cluster barrier.
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// TMA: cp.async.bulk.tensor
//===----------------------------------------------------------------------===//

// Reads the tensor (and the descriptor) in global memory.
def Simt_TmaLoadOp : Simt_Op<"tma_load", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead<Simt_GlobalMemory>]>]> {
  let summary = "cp.async.bulk.tensor.Nd.shared::cluster.global.tile.mbarrier::complete_tx::bytes[.multicast::cluster]";
  let description = [{
    Starts the tensor-memory-accelerator copy of one box of the tensor that
    128-byte descriptor `descriptor` describes, at element
    coordinates `coords` (innermost first, 1 to 5 of them), into shared
    memory at `dst` (128-byte aligned; the descriptor's swizzle mode decides
    the layout). The copy counts its bytes against the transaction count of
    the mbarrier at `barrier`, whose phase therefore completes only when the
    data has landed. With `multicast`, the box lands at the same offsets in
    every block of the cluster whose rank bit is set in the 16-bit mask,
    each completing on its own barrier at `barrier`'s offset.

    The descriptor is either a pointer to it (generic, constant or global
    memory) or the kernel parameter itself, a 128-byte `!llvm.array<128 x
    i8>` or struct (CUDA's `const __grid_constant__ CUtensorMap`): the
    lowering then passes the parameter byval with `nvvm.grid_constant`
    and addresses it in the param space, with no local copy.

    ```mlir
    simt.tma_load %dst, %desc, %bar, [%x, %y]
        : !simt.ptr<bf16, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
    simt.tma_load %dst, %desc, %bar, [%x, %y] multicast %mask
        : !simt.ptr<bf16, shared>, !simt.ptr<i8, generic>, !simt.ptr<i64, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite<Simt_SharedMemory>]>:$dst, AnyType:$descriptor,
                       Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>, MemWrite<Simt_SharedMemory>]>:$barrier,
                       Variadic<I32>:$coords,
                       Optional<I16>:$multicast_mask);
  let assemblyFormat = [{
    $dst `,` $descriptor `,` $barrier `,` `[` $coords `]`
    (`multicast` $multicast_mask^)? attr-dict `:`
    qualified(type($dst)) `,` qualified(type($descriptor)) `,` qualified(type($barrier))
  }];
  let hasVerifier = 1;
}

// Writes the tensor (reading the descriptor) in global memory.
def Simt_TmaStoreOp : Simt_Op<"tma_store", [
    MemoryEffects<[MemRead<Simt_GlobalMemory>, MemWrite<Simt_GlobalMemory>]>]> {
  let summary = "cp.async.bulk.tensor.Nd.global.shared::cta.tile.bulk_group";
  let description = [{
    Starts copying one box from shared memory at `src` into the tensor the
    descriptor describes, at element coordinates `coords` (innermost first).
    The thread's earlier shared-memory writes of the box need
    `simt.fence_proxy_async` first (and a barrier, when other threads wrote
    it). The store joins the thread's bulk group: `simt.tma_store_commit`
    closes it, `simt.tma_store_wait` waits for it.

    ```mlir
    simt.tma_store %desc, %src, [%x, %y] : !simt.ptr<i8, generic>, !simt.ptr<bf16, shared>
    ```
  }];
  let arguments = (ins AnyType:$descriptor, Arg<Simt_AnyPtr, "", [MemRead<Simt_SharedMemory>]>:$src,
                       Variadic<I32>:$coords);
  let assemblyFormat = [{
    $descriptor `,` $src `,` `[` $coords `]` attr-dict `:`
    qualified(type($descriptor)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def Simt_TmaStoreCommitOp : Simt_Op<"tma_store_commit", [Simt_OrdersMemory]> {
  let summary = "cp.async.bulk.commit_group: close the thread's current bulk group";
  let assemblyFormat = "attr-dict";
}

def Simt_TmaStoreWaitOp : Simt_Op<"tma_store_wait", [Simt_OrdersMemory]> {
  let summary = "cp.async.bulk.wait_group[.read]: wait until at most `pending` bulk groups are in flight";
  let description = [{
    With `read`, only until the older groups have read their shared-memory
    source (which may then be overwritten); without it, until their writes
    are complete and visible.
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending,
                       UnitAttr:$read);
  let assemblyFormat = "$pending (`read` $read^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Warp specialisation and warp-level Hopper instructions
//===----------------------------------------------------------------------===//

def Simt_SetMaxNRegOp : Simt_Op<"setmaxnreg"> {
  let summary = "setmaxnreg.{inc,dec}.sync.aligned.u32: move registers between warpgroups (sm_90a)";
  let description = [{
    Every thread of the warpgroup raises (`inc`) or lowers (`dec`) its
    register budget to `count` (24 .. 256, a multiple of 8): producer
    warpgroups give registers up, consumer warpgroups take them. Not a
    simt collective although the instruction is `.aligned` per warpgroup:
    warp-specialised kernels execute it under a branch on the warpgroup
    index, which is uniform per warpgroup but not per block.

    ```mlir
    simt.setmaxnreg dec 40
    simt.setmaxnreg inc 232
    ```
  }];
  let arguments = (ins Simt_RegisterAction:$action, I32Attr:$count);
  let assemblyFormat = "$action $count attr-dict";
  let hasVerifier = 1;
}

def Simt_ElectSyncOp : Simt_Op<"elect_sync", [Simt_Collective<["getCollectiveMask"]>]> {
  let summary = "elect.sync: true in exactly one lane of `mask` (all lanes when absent)";
  let description = [{
    The mask follows the keyword `mask`, so the mask-less form ends at the
    op: a bare optional operand would take the next line's `%x =` for it.

    ```mlir
    %e = simt.elect_sync
    %f = simt.elect_sync mask %m
    ```
  }];
  let arguments = (ins Optional<I32>:$mask);
  let results = (outs I1:$elected);
  let assemblyFormat = "(`mask` $mask^)? attr-dict";
}

def Simt_StMatrixOp : Simt_Op<"stmatrix", [Simt_Collective<>]> {
  let summary = "stmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16";
  let description = [{
    ldmatrix's inverse: the warp stores one, two or four 8x8 matrices of
    16-bit elements; every lane passes one i32 (two elements) per matrix, in
    the mma fragment layout, and lanes 8i..8i+7 the addresses of the eight
    16-byte rows of matrix i. `trans` transposes each matrix.

    ```mlir
    simt.stmatrix %p, [%r0, %r1, %r2, %r3] : !simt.ptr<i32, shared>
    simt.stmatrix trans %p, [%r0] : !simt.ptr<i32, shared>
    ```
  }];
  let arguments = (ins Arg<Simt_AnyPtr, "", [MemWrite<Simt_SharedMemory>]>:$ptr, Variadic<I32>:$fragments,
                       UnitAttr:$trans);
  let assemblyFormat = "(`trans` $trans^)? $ptr `,` `[` $fragments `]` attr-dict `:` qualified(type($ptr))";
  let hasVerifier = 1;
}

def Simt_ClusterArriveOp : Simt_Op<"cluster_arrive", [Simt_OrdersMemory]> {
  let summary = "barrier.cluster.arrive[.relaxed]: the first half of a split cluster barrier";
  let description = [{
    The thread arrives at the cluster barrier (releasing its earlier memory
    accesses to the cluster, unless `relaxed`) and goes on; a later
    `simt.cluster_wait` waits for every thread of the cluster to have
    arrived. `simt.barrier cluster` is the two back to back.
  }];
  let arguments = (ins UnitAttr:$relaxed);
  let assemblyFormat = "(`relaxed` $relaxed^)? attr-dict";
}

def Simt_ClusterWaitOp : Simt_Op<"cluster_wait", [Simt_OrdersMemory]> {
  let summary = "barrier.cluster.wait: wait for every thread of the cluster to have arrived";
  let assemblyFormat = "attr-dict";
}

#endif // KILN_SIMT_ASYNC_OPS
