//===- SimtGroupOps.td - grid barrier, cluster shared memory -*- tablegen -*-===//
//
// What cooperative groups need beyond barriers and warp collectives: the
// grid-wide barrier of a cooperative launch and the addresses of another
// block's shared memory in a cluster.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_SIMT_GROUP_OPS
#define KILN_SIMT_GROUP_OPS

def Simt_GridSyncOp : Simt_Op<"grid_sync", [Simt_Collective<["getCollectiveScope"]>]> {
  let summary = "a barrier across every thread of the grid (this_grid().sync())";
  let description = [{
    No thread passes until every thread of every block of the grid has
    arrived; memory written before it (at any scope) is visible to every
    thread after it. This needs every block to be resident at once, which
    only a cooperative launch guarantees (`cuLaunchCooperativeKernel`): kilnc
    records the kernel as cooperative in its bundle and the runtime refuses a
    plain launch of it.

    The synchronisation analyses treat it as a block barrier plus a
    device-scope fence; it must be reached by every thread of the grid, so
    any block-dependent control flow around it is an error.

    Lowered as CUDA's cooperative groups do it: block barrier; thread 0 of
    each block adds to the arrival counter of the driver's grid workspace
    (whose address a cooperative launch passes in `%envreg1:%envreg2`) with
    `atom.add.release.gpu`, the first block adding `0x80000000 - (blocks - 1)`
    so that the counter's top bit flips when the last block arrives, and
    polls it with `ld.acquire.gpu` until it does; block barrier. Without a
    workspace (a plain launch) the kernel traps instead of hanging.

    ```mlir
    simt.grid_sync
    ```
  }];
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Simt_GridWorkspaceOp : Simt_Op<"grid_workspace", [Pure]> {
  let summary = "the address of the grid's synchronisation workspace, 0 without one";
  let description = [{
    The driver passes a workspace to cooperative launches only
    (`%envreg1:%envreg2`); `this_grid().is_valid()` is this being non-zero.
  }];
  let results = (outs I64:$result);
  let assemblyFormat = "attr-dict";
}

def Simt_MapSharedRankOp : Simt_Op<"map_shared_rank", [Pure,
    AllTypesMatch<["ptr", "result"]>]> {
  let summary = "the same shared variable in another block of the cluster (mapa, sm_90+)";
  let description = [{
    `cluster.map_shared_rank(p, rank)`: the generic address of the object at
    `p` (a generic address of this block's shared memory) in the shared
    memory of the cluster's block `rank`.
  }];
  let arguments = (ins Simt_AnyPtr:$ptr, I32:$rank);
  let results = (outs Simt_AnyPtr:$result);
  let assemblyFormat = "$ptr `,` $rank attr-dict `:` qualified(type($ptr))";
  let hasVerifier = 1;
}

def Simt_SharedRankOp : Simt_Op<"shared_rank", [Pure]> {
  let summary = "the cluster rank of the block whose shared memory holds an address (getctarank, sm_90+)";
  let arguments = (ins Simt_AnyPtr:$ptr);
  let results = (outs I32:$result);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
  let hasVerifier = 1;
}

def Simt_IsSpaceOp : Simt_Op<"is_space", [Pure]> {
  let summary = "whether a generic address lies in an address space (isspacep)";
  let description = [{
    `__isShared(p)`, `__isGlobal(p)`: memcpy_async uses asynchronous copies
    only from global to shared memory. Folds when the pointer is a generic
    view of a pointer whose space is known (after inlining, usually).
  }];
  let arguments = (ins Simt_AddressSpace:$space, Simt_AnyPtr:$ptr);
  let results = (outs I1:$result);
  let assemblyFormat = "$space $ptr attr-dict `:` qualified(type($ptr))";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

#endif // KILN_SIMT_GROUP_OPS
