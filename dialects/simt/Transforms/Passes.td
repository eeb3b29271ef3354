//===- Passes.td - simt synchronisation passes ----------------*- tablegen -*-===//
#ifndef KILN_SIMT_PASSES
#define KILN_SIMT_PASSES

include "mlir/Pass/PassBase.td"

def SimtVerifySync : Pass<"simt-verify-sync", "mlir::ModuleOp"> {
  let summary = "Reject barriers in divergent code, wrong warp masks and shared-memory races";
  let description = [{
    Checks the synchronisation contract of every function:
    - a block or cluster barrier (or `barrier_reduce`) reached under control
      flow that is not uniform at its scope is an error at the barrier with a
      note at the branch; threads that leave the kernel early before it get a
      warning instead;
    - a warp collective whose constant mask does not name exactly the lanes
      that reach it is an error;
    - two shared-memory accesses by different threads, one a write, with no
      barrier of sufficient scope between them on some path (loop back edges
      included) are an error at the second access, with a note at the first
      and a note naming where the barrier goes.
    Each finding is a proven violation (an error with a witness: two
    threads, the element, the block shape assumed) or a case the analyses
    cannot decide (a warning saying why, with the barrier that would settle
    it); `mode` and `no-warnings` set what each becomes.
  }];
  let options = [
    Option<"checkRaces", "races", "bool", /*default=*/"true",
           "Also check shared-memory accesses for races">,
    Option<"mode", "mode", "std::string", /*default=*/"\"on\"",
           "off: no check; warn: every finding a warning; on: proven "
           "violations are errors, undecided cases warnings; strict: both "
           "errors (kilnc --sync-check, -Werror=kiln-sync)">,
    Option<"suppressWarnings", "no-warnings", "bool", /*default=*/"false",
           "Drop the undecided-case warnings (kilnc -Wno-kiln-sync)">,
    Option<"reportWork", "report-search-work", "bool", /*default=*/"false",
           "Emit a remark with the statistics below (counter searches, "
           "combinations, searches over budget): LLVM builds without "
           "LLVM_ENABLE_STATS print no -mlir-pass-statistics">,
    Option<"requirePromoted", "require-mem2reg", "bool", /*default=*/"true",
           "Refuse input that mem2reg would still change (kilnc's pipeline, "
           "which prepares its input, turns this off)">,
  ];
  let statistics = [
    Statistic<"numCounterSearches", "counter-searches",
              "Pairs of accesses the race analysis compared value by value">,
    Statistic<"numCounterCombinations", "counter-combinations",
              "Combinations of loop-counter and argument values it tabulated">,
    Statistic<"numSearchesOverBudget", "searches-over-budget",
              "Pairs left undecided because the kernel's budget was spent">,
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect"];
}

def SimtInsertBarriers : Pass<"simt-insert-barriers", "mlir::ModuleOp"> {
  let summary = "Insert the barriers that remove every shared-memory race";
  let description = [{
    Repeatedly finds the earliest racing access and places a barrier before it
    (warp scope when the racing threads share a warp, else block scope),
    hoisted out of divergent control flow to the nearest uniform point; the
    barrier carries the `inserted` attribute and a remark names it. With
    `remove-redundant`, barriers whose removal creates no shared-memory race
    and that order no global-memory accesses are erased, with a remark each.
  }];
  let options = [
    Option<"removeRedundant", "remove-redundant", "bool", /*default=*/"false",
           "Also remove barriers that guard nothing">,
    Option<"reportWork", "report-search-work", "bool", /*default=*/"false",
           "Emit a remark with the statistics below (counter searches, "
           "combinations, searches over budget): LLVM builds without "
           "LLVM_ENABLE_STATS print no -mlir-pass-statistics">,
    Option<"requirePromoted", "require-mem2reg", "bool", /*default=*/"true",
           "Refuse input that mem2reg would still change (kilnc's pipeline, "
           "which prepares its input, turns this off)">,
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect"];
}

def SimtDynamicShared : Pass<"simt-dynamic-shared", "mlir::ModuleOp"> {
  let summary = "Move a tile kernel's shared buffers above 48 KiB into dynamic shared memory";
  let description = [{
    Static `.shared` data is limited to 48 KiB per kernel; more needs dynamic
    shared memory and a raised limit at launch. For kernels the runtime
    launches from their bundle entry (`simt.block_threads`: tile kernels),
    when the shared `simt.global`s only that kernel uses exceed the limit,
    they are laid out (16-byte aligned) at offsets of `simt.dynamic_shared`
    and the kernel gets `simt.dynamic_shared = <bytes>`, which the bundle
    records and `launch_tile` passes. Runs after the sync passes, which tell
    buffers apart by name.
  }];
  let dependentDialects = ["::kiln::simt::SimtDialect",
                           "::mlir::arith::ArithDialect"];
}

def SimtPackPrograms : Pass<"simt-pack-programs", "mlir::ModuleOp"> {
  let summary = "Run several small tile programs in one block";
  let description = [{
    A tile kernel (`simt.block_threads`) whose program is one or two warps
    runs one program per block; an SM holds at most 32 blocks, so 1-warp
    programs fill half of its 64 warp slots, and each block costs a launch
    of its own. This pass gives each block up to P programs, as many as the
    launch chose (the runtime packs fewer into a small launch, so that every
    SM still gets blocks): slots = blockDim.x / program threads, and slot
    s = thread / program threads runs program blockIdx.x * slots + s; a new
    last i32 parameter takes the launch's program count along x, past which
    a slot returns at once. Inside the program the thread index is taken
    modulo the program's threads, the warp index likewise, `block_dim x` is
    the program's threads and `grid_dim x` the program count; each shared
    buffer gets one copy per slot (P copies, static); a block barrier
    becomes the slot's own `simt.named_barrier slot + 1, program threads`,
    or a warp barrier for one-warp programs. The kernel gets
    `simt.block_threads` and launch bounds of P programs' threads (the
    largest block: `.maxntid`, not `.reqntid`) and `simt.packed_programs =
    [count parameter, P]`, which the bundle records (`packed`,
    `packed-at-launch`) so that the runtime picks this launch's programs
    per block, launches ceil(programs / that) blocks and passes the count.

    `programs`: P, or -1 for the default rule (blocks of 4 warps: P = 4 for
    1-warp programs, 2 for 2-warp programs, no packing for larger ones),
    or 0 for none. P is capped so that a block has at most 1024 threads,
    16 barriers and 48 KiB of static shared memory. Kernels that use what
    cannot be split per program (mbarriers, TMA, wgmma, clusters, grid
    barriers, barrier reductions, dynamic shared memory, inline PTX,
    setmaxnreg, calls) are left alone, with a remark. Runs after the sync
    passes, which place the block barriers it rewrites.
  }];
  let options = [
    Option<"programs", "programs", "int64_t", /*default=*/"-1",
           "Programs per block: -1 for blocks of 4 warps where a program "
           "has 1 or 2, 0 for one program per block">,
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

def SimtReturnInPlace : Pass<"simt-return-in-place", "mlir::func::FuncOp"> {
  let summary = "Return where the source returns, not through one shared block";
  let description = [{
    The frontend sends every `return` to one return block. Then
    `if (i >= n) return; ... __syncthreads();` has the same CFG as
    `if (i < n) { ... __syncthreads(); }`, and the sync checks cannot tell an
    early exit (a warning) from a barrier under a branch (an error). This
    replaces each unconditional branch to a block that only returns its
    arguments with that return. Run before the canonicalizer folds the
    forwarding blocks the frontend leaves on return paths.
  }];
}

def SimtSCCP : Pass<"simt-sccp"> {
  let summary = "Sparse conditional constant propagation whose folds are "
                "re-evaluated when the values they forward change";
  let description = [{
    Upstream `sccp` with a sound transfer function. Upstream simulates each
    op by folding it; when the fold forwards a value that is not an operand
    of the op (`llvm.extractvalue` of an `llvm.insertvalue` chain returns
    the inserted value, `arith.addi (arith.subi a, b), b` returns `a`), it
    copies that value's lattice once and never looks at it again. A
    loop-carried block argument seen first with its entry constant then
    keeps that constant through the forwarding op, and the op is replaced
    by it: a min/max accumulator packed in a struct became FLT_MAX. Here the
    op is re-simulated whenever the forwarded value's lattice changes, and a
    fold that rewrote the op in place (with speculative constants for
    operands) is always undone, as simulation must not change the IR.
    Dead-code analysis and the rewrite (constants for constant values, dead
    ops erased) are upstream's.
  }];
}

def SimtHoistAllocas : Pass<"simt-hoist-allocas", "mlir::func::FuncOp"> {
  let summary = "Move every simt.alloca to the function's entry block";
  let description = [{
    The frontend places a function's allocas in its entry block; inlining a
    call made under a branch or in a loop leaves the callee's allocas where
    the call was. LLVM promotes only entry-block allocas to registers, so
    those would stay in local memory (the `__builtin_bit_cast` temporaries
    of <cuda_fp16.h>, by-value struct arguments). Moving them back gives each
    inlined call its own slot for the whole function, which is what the
    callee's entry-block allocas meant; `mem2reg` can then promote the
    whole-value ones.
  }];
}

def SimtParamsInPlace : Pass<"simt-params-in-place", "mlir::func::FuncOp"> {
  let summary = "Read by-value kernel parameters that are never written in place";
  let description = [{
    The frontend stores a non-const by-value kernel parameter into a local
    (`simt.store %argN, %alloca` in the entry block), since the kernel may
    write its copy. When every other use of that local, through
    `member_ptr`, `ptr_add` and `ptr_cast` (to generic too), is a load or the
    source of a `memcpy`, and one of them is an element at a run-time index
    or a `memcpy` (reads SROA cannot split out of the local), the local is
    the parameter: it becomes `simt.param_address %argN` (ld.param where the
    launch put it), as nvcc reads a by-value struct it neither writes nor
    lets escape. Copies read only at constant offsets are SROA's already.
    Addresses chosen by an `arith.select` or carried into a block argument
    (`c ? p.a : p.b`, a pointer a loop walks) are followed when every
    address reaching them is the copy's, or when they are generic (which
    may also come from elsewhere: the copy's part becomes the parameter's
    generic address, nvcc's `cvta.param`). Any other use (a store, a call or
    inline asm taking the address, a pointer stored or compared) keeps the
    copy. Runs on kernels after their
    callees are inlined (so member functions and by-reference helpers are
    seen) and before `simt-split-struct-copies`/`sroa` split the local.
  }];
}

def SimtSplitStructCopies : Pass<"simt-split-struct-copies", "mlir::func::FuncOp"> {
  let summary = "Copy structs with simt pointer fields between locals field by field";
  let description = [{
    A whole-struct `simt.load` from a local whose one use is a whole-struct
    `simt.store` to a local (a copy: move constructors, by-value arguments)
    becomes a `member_ptr` load per field at the load and a store per field
    at the store. Only for structs with a field of a non-LLVM type (a simt
    pointer): SROA splits whole accesses of the others itself, but not these
    (llvm.extractvalue takes LLVM types only), so such a struct stayed in
    local memory and its pointer field was a load the analyses cannot see
    through (libcu++'s cuda::pipeline keeps its shared state's address in
    one). Runs before `sroa`.
  }];
}

def SimtTestPrintInlinePtx : Pass<"test-print-inline-ptx", "mlir::ModuleOp"> {
  let summary = "Annotate simt.inline_asm ops with what InlinePtx.h reads in them (for tests)";
  let description = [{
    Sets `ptx = "..."` on every `simt.inline_asm`: describeInlinePtx of its
    summary (`pure`, `unknown`, `barrier(id=0)`, `read:shared:$1+16:4`, ...).
  }];
}

def SimtTestPrintUniformity : Pass<"test-print-uniformity", "mlir::ModuleOp"> {
  let summary = "Annotate ops with the uniformity analysis' results (for tests)";
  let description = [{
    Sets `uniformity = [...]` on every op with results (one level per result:
    cluster, block, warp, thread), `arg_uniformity = [...]` on the first op of
    every block with arguments, and `control = "..."` on every collective op:
    the least uniform branch that decides whether it runs.
  }];
}

def SimtSplitLargeSwitches : Pass<"simt-split-large-switches"> {
  let summary = "Split cf.switch ops with many cases into a chain of small ones";
  let description = [{
    MLIR's region simplification (part of every canonicalize) asks a
    `cf.switch` for each successor's operands, and each answer rebuilds the
    op's attribute dictionary, whose case lists grow with the switch: a
    6000-case `switch` took 39 s in canonicalize. This pass rewrites a switch
    of more than `max-cases` cases as a chain of switches on the same value,
    each taking the next one as its default, so every later pass is linear in
    the case count. `simt-merge-switch-chains` joins the chain again after
    the last canonicalize, so LLVM sees one switch (one jump table).
  }];
  let options = [
    Option<"maxCases", "max-cases", "unsigned", /*default=*/"64",
           "Most cases one switch keeps">,
  ];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def SimtMergeSwitchChains : Pass<"simt-merge-switch-chains"> {
  let summary = "Join chains of llvm.switch on one value into one switch";
  let description = [{
    The inverse of `simt-split-large-switches`, on the LLVM dialect: an
    `llvm.switch` whose default successor is a block holding nothing but an
    `llvm.switch` on the same value, reached from nowhere else, takes over
    that switch's cases and default. LLVM's SimplifyCFG does not fold such a
    chain, and one switch lowers to one jump table instead of one per link.
    Runs last in the LLVM-dialect pipeline, after the canonicalizer, whose
    region simplification is quadratic in the cases of one switch. A joined
    switch stops growing at `max-cases`: LLVM's SimplifyCFG is quadratic in
    the cases of one switch too (a 6000-case switch costs clang -O3 8 s).
  }];
  let options = [
    Option<"maxCases", "max-cases", "unsigned", /*default=*/"1024",
           "Most cases a joined switch gets">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SimtDistinctSuccessors : Pass<"simt-distinct-successors"> {
  let summary = "Give every repeated successor of a terminator its own block, in order";
  let description = [{
    A branch or switch that reaches one block twice (a `switch` whose case
    and default both jump to `^bb2` with different arguments) has no LLVM IR
    form: a phi tells its incoming values apart by predecessor. The
    translation to LLVM IR fixes that itself (MLIR's `ensureDistinctSuccessors`),
    but it walks a map keyed by block addresses, so the forwarding blocks
    it creates, and with them the LLVM IR and the PTX, came out in a
    different order from one run of kilnc to the next. This pass does the
    same job first, deterministically: the second and later uses of a block
    that takes arguments, in successor order, each get a new block right
    after the terminator's own (in that order), which forwards the
    arguments with an `llvm.br`. Runs last in the LLVM-dialect pipeline.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SimtMergeReturns : Pass<"simt-merge-returns", "mlir::func::FuncOp"> {
  let summary = "Merge the blocks that only return, without operands, into one";
  let description = [{
    The canonicalizer runs without block merging (merging the two arms of a
    divergent branch would run their warp operations once for the lanes of
    both), so an early `if (row >= n) return;` keeps its own return block.
    The sync passes judge a warp collective after such an exit as reached
    under lane-dependent control flow (an error with a witness) only when
    the returns are one block. Return blocks hold no warp operations, so
    merging them changes no lane's behaviour. Runs before the sync passes.
  }];
}

def SimtEdgeConditions : Pass<"simt-edge-conditions", "mlir::func::FuncOp"> {
  let summary = "Use the value a dominating branch on a condition decides";
  let description = [{
    Where a `cf.cond_br %c` edge dominates a use, `arith.select %c, %a, %b`
    is `%a` (true side) or `%b`, and a block argument whose incoming edges
    each lie on one side of `%c` is the one value the edges of that side
    pass (when it is defined before the use). `int t = first ? tid : tid -
    128; if (first) { s[t] ... }` splits a block into two thread groups
    with a named barrier each; inside `if (first)` the race check then sees
    `s[tid]`, an affine address, instead of a join's argument. Runs before
    the sync passes.
  }];
}

def SimtReadCSE : Pass<"simt-read-cse"> {
  let summary = "Merge repeated memory reads within a block, in linear time";
  let description = [{
    What `cse` does for ops whose only effect is a read (an identical read
    earlier in the same block, no write in between, takes its place), but in
    one pass over each block: upstream CSE walks from the earlier read to the
    later one for every candidate pair, so N reads of `x[1]` in one
    expression took O(N^2) (20000 of them: 180 s). Runs just before `cse`,
    which then finds no such pair left.
  }];
}

#endif
