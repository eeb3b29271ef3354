//===- Passes.td - tile transformations ----------------------*- tablegen -*-===//
#ifndef KILN_TILE_PASSES
#define KILN_TILE_PASSES

include "mlir/Pass/PassBase.td"

def TileSpecializeContiguous : Pass<"tile-specialize-contiguous", "::mlir::ModuleOp"> {
  let summary = "add a launch-time variant of each tile kernel for contiguous tensors";
  let description = [{
    Clones every tile kernel that loads or stores through a `!tile.view`
    argument as `<symbol>__kiln_contiguous`, marks its view arguments
    `tile.assume_contiguous` and the clone `simt.specializes = @<symbol>`.
    convert-tile-to-simt lowers the clone's accesses without their
    per-element fallback (an 8-element chunk is one vector access or none)
    and records the condition as `simt.contiguous_params`; the bundle carries
    both kernels, and the runtime launches the variant when every tensor
    argument is contiguous in its last dimension, 16-byte aligned, and its
    other strides and last extent are multiples of 16 bytes (as Triton
    specialises on alignment and divisibility by 16). The fallback costs up to
    22 registers per kernel and a third of the occupancy of a bf16 layernorm
    (docs/benchmarks.md): a kernel's register count is the maximum over all
    of its code, so the choice has to be between two kernels, not inside one.
  }];
  let dependentDialects = ["::kiln::tile::TileDialect", "::kiln::simt::SimtDialect"];
}

def TileSplitReductionLoop : Pass<"tile-split-reduction-loop", "::mlir::func::FuncOp"> {
  let summary = "let the runtime split a kernel's reduction loop across several programs";
  let description = [{
    A column reduction (one program per 64 columns looping over every row)
    launches N / 64 programs: 16 to 64 on a 132-SM GPU for 1024 to 4096
    columns (issue 16). Where a tile kernel's entry block holds a top-level
    `scf.for` whose loop-carried tiles are each combined by one associative
    and commutative element-wise op (`addf`/`addi` from zero, `maximumf`,
    `maxnumf`, `minimumf`, `minnumf`, signed/unsigned integer max/min, `ori`
    from zero, `andi` from all ones) or selected as an argmax's group
    (`select(c, t, best)`, `select(c, row, at)` with c a strict `>`/`<` of
    the new value and the carried key: first maximum, combined by the same
    comparison in slot order), and nothing before or in the loop
    writes memory, the kernel takes two trailing parameters: the split count
    S (i32) and a workspace pointer. The launch grid's x is S times the
    caller's; program x runs output program x / S over its share
    [T * s / S, T * (s + 1) / S) of the T trips (s = x % S), stores its
    partial tiles to its workspace slot, and the last of the S programs to
    arrive (a device-scope acq_rel counter per output program, after every
    thread's fence and a block barrier) combines the S partials in slot
    order 0..S-1 (deterministic for a given S; up to 8 slots read before
    they are combined, as many as fit 8192 elements), resets the counter for the
    next launch and runs the rest of the kernel on the combined tiles. A
    carried tile whose only use is a `tile.reduce` (to a tile) by its own
    combining op is reduced before it is stored: its slot holds col_sum's
    [64] column sums, not the [32, 64] accumulator. With
    S = 1 (the runtime's choice when the grid fills the GPU) none of that
    runs. `simt.split_loop` goes on the kernel (dialects/simt/IR/
    SplitLoopAttr.h: S's parameter, the slot bytes, the trips, the bytes a
    trip loads, and the extent that bounds the trips at launch);
    convert-tile-to-simt moves its positions past the flattened views and
    the bundle's `split` entry copies it. Loops that do not match get a
    remark saying why (kilnc -Rpass-missed=kiln-tile).
  }];
  let dependentDialects = ["::kiln::tile::TileDialect", "::kiln::simt::SimtDialect",
                           "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect"];
}

def TileChooseNumWarps : Pass<"tile-choose-num-warps", "::mlir::func::FuncOp"> {
  let summary = "choose the warps of tile kernels that give no KILN_NUM_WARPS hint";
  let description = [{
    Sets `tile.num_warps` on tile functions that do not have it (the
    frontend writes it only for a KILN_NUM_WARPS hint). Kernels with a
    `tile.dot` get the warps that hold their largest accumulator in at most
    64 elements per thread, 4 to 8 (a 128x128 f32 accumulator: 8; over 4 it
    is 128 registers per thread and the kernel spilled). Others get enough
    warps that their widest tile is about `elements-per-thread` (16) elements
    per thread, from 4 to 16 warps: a 16384-element row over 4 warps is 128
    elements per thread, which spills (a row-wise kernel holds two or three
    such rows), while over 16 warps it is 32. With 8, a 4096-element row
    gets 16 warps instead of 8 and fewer registers, but measured 0.79-0.92x
    on the H200 for bf16 softmax, layernorm, rmsnorm and row reductions at
    4096x4096 (column reductions 1.05-1.07x; docs/benchmarks.md). Programs
    whose widest tile has fewer than 512 elements get 8 elements per thread
    (256: 1 warp); kernels with a scan get 16 per thread and at most 8
    warps. Where the widest tile is still more than 16 elements per thread
    (the warps capped), a remark says so (kilnc -Rpass=kiln-tile).
  }];
  let options = [
    Option<"elementsPerThread", "elements-per-thread", "int64_t",
           /*default=*/"16",
           "Elements of the widest tile each thread should hold (kernels "
           "without a dot or a scan)">,
  ];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

def TileHoistLoads : Pass<"tile-hoist-loads", "::mlir::func::FuncOp"> {
  let summary = "issue tile loads as early as their operands and earlier writes allow";
  let description = [{
    Moves every `tile.load` up its block to just after the last op that
    defines one of its operands or may write memory (anything not free of
    memory effects other than loads and gathers). The lowered load is a
    branch between the vector and the masked path, which ptxas does not
    move across barriers: issued late (layernorm's `w` and `b` after both
    reductions), its latency is exposed once per program. Limits: the tile
    registers live across each op a load passes stay within
    `register-budget`, and for a branch-free load (the contiguous
    variant's vector loads of narrow elements, which ptxas schedules
    itself) within `occupancy-budget`: beyond it, the registers it holds
    early cost programs per SM for little latency.
  }];
  let options = [
    Option<"registerBudget", "register-budget", "int64_t", /*default=*/"0",
           "Tile registers per thread hoisting may fill (0: 160)">,
    Option<"occupancyBudget", "occupancy-budget", "int64_t", /*default=*/"24",
           "Tile registers per thread live across the ops a branch-free "
           "load is hoisted above (0: no limit but register-budget)">,
    Option<"branchFreeBits", "branch-free-bits", "int64_t", /*default=*/"32",
           "Vector loads of contiguous views with elements narrower than "
           "this are branch-free (convert-tile-to-simt's branch-free-loads "
           "policy: 32 for auto, 65 always, 0 never)">,
  ];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

def TilePrefetchLoads : Pass<"tile-prefetch-loads", "::mlir::func::FuncOp"> {
  let summary = "load a read-only loop's tiles several iterations ahead";
  let description = [{
    In an `scf.for` that writes no memory and is not a tensor-core k-loop (a
    dot of two tiles loaded in the loop: the lowering pipelines those), a
    `tile.load` of the loop body
    whose view and padding are loop-invariant and whose offsets are computed
    from the induction variable is issued `D` iterations early: the loop
    carries `D` loaded tiles per load (rotating: each iteration computes on
    the oldest and yields the others one place on), the first `D` are loaded
    before the loop (the second to the last under `lb + i * step < ub`), and
    each iteration loads the one for `iv + D * step` (under `< ub`, a uniform
    branch) before it computes. A loop that reads a tile and folds it into
    an accumulator (a column sum over row blocks, an online logsumexp over
    chunks) otherwise has one iteration's bytes in flight; by Little's law
    the memory rate of a program is the bytes it keeps in flight divided by
    the latency, and a small grid (one program per multiprocessor) needs
    tens of KB in flight per program to stream at 100+ GB/s per SM.
    `D` is `depth`, 1 by default; `depth=0` derives it: the smallest that
    keeps `bytes-in-flight` bytes of the loop's loads requested (the
    target's figure: kilnc passes it), at most 8. Either way the carried
    tiles stay within `register-budget` registers per thread (at least
    depth 1). Measured on the H200 (docs/benchmarks.md), every depth above
    1 was slower, the derived one included (column reductions 3-12%,
    cross_entropy 1.2-2.3x): the carried tiles cost registers, so
    occupancy, and a grid that fills the GPU has its bytes in flight from
    the other programs of each multiprocessor.
    A loop with other dots (attention: Q K^T with Q loaded before the loop,
    P V with P computed) loads only contiguous views' tiles (kernel
    arguments with `tile.assume_contiguous`: 16-bit elements packed, no
    per-element fallback), one iteration ahead unless `depth` says more,
    within what twice its dots' accumulators leave of a thread's registers.
    Every tile load is masked at its view's borders, so the extra loads are
    safe wherever they land, the remainder (a trip count not a multiple of
    `D`, zero trips, a masked last tile) needs no separate loop.
  }];
  let options = [
    Option<"depth", "depth", "int64_t", /*default=*/"1",
           "iterations ahead (0: from bytes-in-flight and the register "
           "budget, measured slower than 1)">,
    Option<"bytesInFlight", "bytes-in-flight", "int64_t", /*default=*/"32768",
           "bytes of loads to keep requested per program when depth is 0">,
    Option<"registerBudget", "register-budget", "int64_t", /*default=*/"96",
           "registers per thread the carried tiles of one loop may hold">,
  ];
  let dependentDialects = ["::kiln::tile::TileDialect", "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def TileAssignLayouts : Pass<"tile-assign-layouts", "::mlir::func::FuncOp"> {
  let summary = "choose a layout encoding for every tile value";
  let description = [{
    Anchors (loads, stores, arange, splat, gather) get a blocked layout with
    16-byte vectors along the contiguous (last) dimension, lanes then warps
    filling the tensor from the contiguous dimension outwards; `num_warps`
    comes from the function's `tile.num_warps` (default 4). Reductions give
    slice layouts; dots get `#tile.mma` and `#tile.dot_operand` for f16/bf16
    inputs with an f32 accumulator, and blocked + FMA dot operands otherwise;
    permute gives the permuted blocked layout (free in registers). Wherever an
    operand's layout differs from what its user needs, a `tile.convert_layout`
    is inserted.

    With `warpgroup-mma` (kilnc sets it for sm_90a), 16-bit dots that
    accumulate across a loop get warps [num_warps, 1] when the shape suits
    wgmma (num_warps a multiple of 4, 64 rows per warpgroup, n a multiple of
    64 up to 256, k up to 64): each warpgroup then owns 64-row slabs of the
    accumulator in exactly wgmma's register layout.
  }];
  let options = [
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "give loop-carried 16-bit dots the warpgroup (wgmma) layout">
  ];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

def TileConvertLayouts : Pass<"tile-convert-layouts", "::mlir::func::FuncOp"> {
  let summary = "simplify layout conversions and choose their shared-memory layout";
  let description = [{
    Folds chains of conversions, rematerialises splats, aranges and index
    masks computed from them in the target layout instead of converting them, and gives every conversion that
    must go through shared memory a swizzled `#tile.shared` scratch layout:
    among XOR swizzles, the one whose stores (source layout) and loads
    (destination layout) take the fewest shared-memory wavefronts, every
    lane's address evaluated as the lowering computes it
    (dialects/tile/IR/SharedBankConflicts.h). Conversions to mma operands
    keep 16-byte row vectors with 8 XOR phases.
  }];
  let options = [
    Option<"bankConflictModel", "bank-conflict-model", "bool",
           /*default=*/"true",
           "choose each scratch swizzle by counting bank conflicts of both "
           "sides (false: 16-byte row vectors, 8 XOR phases, whatever the "
           "source layout; kilnc -fno-tile-bank-conflict-model)">
  ];
  let dependentDialects = ["::kiln::tile::TileDialect"];
}

#endif
