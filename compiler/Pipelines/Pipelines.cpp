//===- Pipelines.cpp - the named pipelines kilnc runs ---------------------===//
#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Conversion/Passes.h"
#include "dialects/tile/Transforms/Passes.h"
#include "compiler/Target/Target.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
/// The canonicalizer, visiting ops bottom-up. The default top-down order
/// pre-inserts every constant into the folder first, which costs the
/// unrolled tile GEMMs (1500 scf.if regions) 6x: 2.8 s against 0.43 s on
/// tile_gemm.cpp's sm_90a module. Both reach the same fixpoint.
/// No block merging (the Aggressive level): merging the two arms of a
/// divergent branch that end alike (`if (c) push(&q[1]); else push(&q[2]);`)
/// runs their warp operations once for the lanes of both arms, so an
/// `__activemask()` in them sees the whole warp and a warp-aggregated atomic
/// reserves slots for lanes that never write them. LLVM's SimplifyCFG merges
/// such code later, but never across convergent calls.
std::unique_ptr<Pass> canonicalizer() {
  GreedyRewriteConfig config;
  config.setUseTopDownTraversal(false);
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Normal);
  return createCanonicalizerPass(config);
}

/// mem2reg without its own region simplification, which merges blocks like
/// the Aggressive canonicalizer (see canonicalizer()); the canonicalizer
/// that follows it does the rest.
std::unique_ptr<Pass> mem2reg() {
  Mem2RegOptions options;
  options.enableRegionSimplification = false;
  return createMem2Reg(options);
}
} // namespace

int64_t kiln::tileBytesInFlight(const TargetInfo &target) {
  // Little's law: bytes in flight = rate x latency. One SM of an H100/H200
  // streams ~100-150 GB/s at a loaded-DRAM latency of ~0.5-0.8 us: 64 KB.
  // A100-class parts (sm_80-89) have less bandwidth per SM: 32 KB. Older
  // targets: 16 KB (their register files hold less beside the body).
  if (target.sm >= 90)
    return 64 * 1024;
  if (target.sm >= 80)
    return 32 * 1024;
  return 16 * 1024;
}

bool kiln::hasTileKernels(ModuleOp module) {
  // tile.num_warps is verified to sit on functions only, and tile ops inside
  // them, so looking at the functions sees everything.
  return module
      .walk([](func::FuncOp func) {
        return tile::TileDialect::isTileFunction(func) ? WalkResult::interrupt()
                                                       : WalkResult::advance();
      })
      .wasInterrupted();
}

void kiln::buildTileToSimtPipeline(OpPassManager &pm,
                                   const PipelineOptions &opts) {
  // Tile programs -> per-thread simt (docs/tile-dialect.md): layouts,
  // conversions through shared memory, then the unrolled lowering.
  if (opts.tileSpecialize)
    pm.addPass(tile::createTileSpecializeContiguous());
  // After the contiguous variant is cloned (both take the same trailing
  // parameters), before prefetching rewrites the loop.
  if (opts.tileSplitLoops)
    pm.addNestedPass<func::FuncOp>(tile::createTileSplitReductionLoop());
  tile::TileChooseNumWarpsOptions warps;
  warps.elementsPerThread = opts.tileElementsPerThread;
  pm.addNestedPass<func::FuncOp>(tile::createTileChooseNumWarps(warps));
  tile::TilePrefetchLoadsOptions prefetch;
  prefetch.depth = opts.tilePrefetchDepth;
  prefetch.bytesInFlight = opts.tileBytesInFlight;
  pm.addNestedPass<func::FuncOp>(tile::createTilePrefetchLoads(prefetch));
  tile::TileHoistLoadsOptions hoist;
  hoist.occupancyBudget = opts.tileHoistOccupancyBudget;
  // The bits below which convert-tile-to-simt reads vectors branch-free.
  hoist.branchFreeBits = useBranchFreeLoads(opts.tileBranchFreeLoads, 32)  ? 65
                         : useBranchFreeLoads(opts.tileBranchFreeLoads, 16) ? 32
                                                                            : 0;
  pm.addNestedPass<func::FuncOp>(tile::createTileHoistLoads(hoist));
  tile::TileAssignLayoutsOptions layouts;
  layouts.warpgroupMma = opts.warpgroupMma;
  pm.addNestedPass<func::FuncOp>(tile::createTileAssignLayouts(layouts));
  tile::TileConvertLayoutsOptions conversions;
  conversions.bankConflictModel = opts.tileBankConflictModel;
  pm.addNestedPass<func::FuncOp>(tile::createTileConvertLayouts(conversions));
  ConvertTileToSimtOptions lowering;
  lowering.warpgroupMma = opts.warpgroupMma;
  lowering.tmaLoads = opts.tmaLoads;
  lowering.warpSpecialize = opts.warpSpecialize;
  lowering.persistent = opts.persistent;
  lowering.streamK = opts.streamK;
  lowering.vectorAtomics = opts.vectorAtomics;
  lowering.branchFreeLoads = opts.tileBranchFreeLoads;
  pm.addPass(createConvertTileToSimt(lowering));
}

void kiln::buildSimtPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  if (opts.tileKernels)
    buildTileToSimtPipeline(pm, opts);
  // Before anything canonicalizes: a many-case switch makes region
  // simplification quadratic (dialects/simt/Transforms/SplitLargeSwitches.cpp).
  pm.addPass(kiln::simt::createSimtSplitLargeSwitches());
  // Locals arrive as simt.alloca + load/store; SSA form is what the
  // uniformity and hazard analyses reason about.
  pm.addPass(mem2reg());
  // Early exits stay visible as returns (before anything folds the return
  // paths into one block): a warning before a barrier, not an error.
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtReturnInPlace());
  // The sync analyses look at one function at a time: inline device
  // functions so their barriers, shuffles and shared accesses are seen under
  // the caller's control flow (`__noinline__` ones stay calls, analysed as if
  // called from uniform code).
  // Each function is simplified before it is inlined further up (bottom-up,
  // as LLVM's inliner does): its inlined callees' objects (lambdas capturing
  // by reference, out-parameters) become values there, so switches on what
  // they carry fold once instead of every case being inlined into every
  // caller. libcu++'s atomics dispatch on the memory order through such a
  // lambda: without this, one file with sixty atomic_ref operations spent
  // two seconds promoting the allocas of the cases that fold away.
  // A kernel's by-value struct parameter that it only reads is read in
  // place, not copied to local memory: once its callees are inlined (their
  // reads through `this` and references are seen) and before SROA splits
  // the copy.
  pm.addPass(createInlinerPass({}, [](OpPassManager &inlined) {
    // The inliner builds this pipeline per kind of callable; the simt passes
    // run on func.func only (an llvm.func in kiln-opt's input would make
    // addPass abort).
    if (inlined.getOpName() != func::FuncOp::getOperationName())
      return;
    inlined.addPass(kiln::simt::createSimtParamsInPlace());
    inlined.addPass(kiln::simt::createSimtHoistAllocas());
    inlined.addPass(kiln::simt::createSimtSplitStructCopies());
    inlined.addPass(createSROA());
    inlined.addPass(mem2reg());
    inlined.addPass(canonicalizer());
  }));
  // Inlined calls leave their allocas where the call was; back in the entry
  // block, mem2reg promotes the whole-value ones (by-value struct arguments)
  // and LLVM the rest (bit-cast temporaries).
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtParamsInPlace());
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtHoistAllocas());
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtSplitStructCopies());
  // (The inliner canonicalizes each function it inlined into.) Objects of
  // inlined device functions (cooperative groups, small structs
  // passed by value or reference) are struct allocas now: split them into
  // fields and promote those, so that the analyses see values, not loads.
  pm.addPass(createSROA());
  pm.addPass(mem2reg());
  // A loop that never runs for this instantiation (CUB's `for (; off +
  // BLOCK_THREADS <= BINS; off += BLOCK_THREADS)` with 16 bins and 256
  // threads) leaves its counter as a block argument the canonicalizer does
  // not fold: the guard after it (`off + tid < BINS`) then reads an unknown
  // counter, and the race check a false race. SCCP folds it to its start.
  // Kiln's own: upstream sccp turned a loop-carried value forwarded through
  // llvm.extractvalue into its entry constant (dialects/simt/Transforms/SCCP.cpp).
  pm.addPass(kiln::simt::createSimtSCCP());
  pm.addPass(canonicalizer());
  // A local whose address a lambda captured by reference (`[&] { ... k ...
  // }`) is read through the closure's generic pointer, `load(ptr_cast(%k))`:
  // not promotable until the canonicalizer has folded the cast into the
  // load, so mem2reg once more. Otherwise every read of `k` is a per-thread
  // load and a loop bounded by it "thread-dependent" (a kernel argument
  // captured by a GEMM's load_stage lambda made the barriers of its main
  // loop warnings).
  pm.addPass(mem2reg());
  // Repeated reads first, in linear time (upstream CSE is quadratic there).
  pm.addPass(kiln::simt::createSimtReadCSE());
  pm.addPass(createCSEPass());
  // One block for every plain return (the canonicalizer merges no blocks):
  // a shuffle after an early exit is then judged through the branch around
  // it, with a witness.
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtMergeReturns());
  // `t = first ? tid : tid - 128; if (first) s[t]`: s[tid] inside the branch.
  pm.addNestedPass<func::FuncOp>(kiln::simt::createSimtEdgeConditions());
  // Barriers under divergent control flow and shared-memory races are
  // compile errors; under --auto-sync the missing barriers are inserted, and
  // with optimisation on, barriers that guard nothing are dropped.
  // Tile kernels never see barriers: the shared memory their lowering
  // generates always gets its barriers from simt-insert-barriers.
  bool insert = opts.autoSync || opts.tileKernels;
  kiln::simt::SyncCheckOptions check;
  check.mode = opts.syncCheck;
  check.suppressWarnings = opts.syncNoWarnings;
  kiln::simt::addSyncPasses(pm, insert,
                            /*removeRedundant=*/insert && opts.optLevel > 0,
                            check);
  // After the sync passes, which place the block barriers it gives each
  // packed program of its own, and before simt-dynamic-shared.
  if (opts.tileKernels) {
    kiln::simt::SimtPackProgramsOptions pack;
    pack.programs = opts.tilePackPrograms;
    pm.addPass(kiln::simt::createSimtPackPrograms(pack));
  }
  // After the sync passes, which tell shared buffers apart by name.
  pm.addPass(kiln::simt::createSimtDynamicShared());
}

void kiln::buildSimtToLLVMPipeline(OpPassManager &pm, const TargetInfo &target,
                                   const PipelineOptions &opts) {
  // Structured control flow first: the conversion handles cf only.
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertSimtToNVVM());
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) become inline PTX.
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // Folds what the lowering left (constant clamps of shuffles, casts), so
  // --emit=llvm reads well; LLVM's O3 does the real optimisation. The
  // canonicalizer never duplicates ops, so convergent ones stay single.
  pm.addPass(canonicalizer());
  // After the canonicalizer: the switches simt-split-large-switches cut
  // into chains are one switch again for LLVM.
  pm.addPass(kiln::simt::createSimtMergeSwitchChains());
  // Last: what the translation would otherwise do in an order that changes
  // from run to run (the forwarding blocks of repeated successors).
  pm.addPass(kiln::simt::createSimtDistinctSuccessors());
}
