//===- Pipelines.h - the named pipelines kilnc runs -------------*- C++ -*-===//
#ifndef KILN_COMPILER_PIPELINES_PIPELINES_H
#define KILN_COMPILER_PIPELINES_PIPELINES_H

#include "compiler/Conversion/BranchFreeLoads.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace kiln {
struct TargetInfo;

struct PipelineOptions {
  unsigned optLevel = 3;
  /// Insert the barriers that remove every shared-memory hazard instead of
  /// reporting them (kilnc --auto-sync).
  bool autoSync = false;
  /// The verifier's severity (kilnc --sync-check=off|warn|on|strict,
  /// -Werror=kiln-sync = strict) and -Wno-kiln-sync.
  std::string syncCheck = "on";
  bool syncNoWarnings = false;
  /// The module holds tile kernels (tile ops or !tile.view arguments): lower
  /// them to simt first, and let simt-insert-barriers place the barriers of
  /// the shared memory the lowering generates.
  bool tileKernels = false;
  /// The target has warpgroup mma (sm_90a): pipelined 16-bit GEMM loops use
  /// wgmma instead of mma.sync.
  bool warpgroupMma = false;
  /// With warpgroupMma: such loops whose operands are contiguous view
  /// arguments (the contiguous variant) load them by TMA into an mbarrier
  /// ring; the kernel gets TMA descriptor parameters the runtime builds.
  /// kilnc turns it on for one-target sm_90a compiles: a bundle of several
  /// targets has one parameter list for all of them.
  bool tmaLoads = false;
  /// With tmaLoads: the ring gets a producer warpgroup of its own
  /// (setmaxnreg); kilnc --fno-tile-warp-specialize keeps thread 0 producing.
  bool warpSpecialize = false;
  /// With warpSpecialize: such kernels loop over their output tiles, one
  /// program per SM (kilnc -ftile-persistent).
  bool persistent = false;
  /// With persistent: stream-K over the last waves when they underfill the
  /// SMs (kilnc -ftile-stream-k; off by default).
  bool streamK = false;
  /// The target has red/atom .v2/.v4.f32 (sm_90+, PTX 8.1): tile scatter-adds
  /// of f32 add 16-byte vectors with one instruction.
  bool vectorAtomics = false;
  /// Add each tile kernel's variant for contiguous tensors, which the runtime
  /// launches when the arguments allow it (kilnc -fno-tile-specialize: off).
  bool tileSpecialize = true;
  /// Tile kernels' reduction loops may be split across programs at launch
  /// (tile-split-reduction-loop; kilnc -fno-tile-split-loops: off).
  bool tileSplitLoops = true;
  /// Read-only tile loops load their tiles this many iterations ahead
  /// (kilnc -ftile-prefetch-depth=N). 1 by default: every deeper choice,
  /// including 0 (derived from tileBytesInFlight by Little's law), was
  /// measured slower on the H200 (docs/benchmarks.md, "Tile lowering
  /// defaults").
  int64_t tilePrefetchDepth = 1;
  /// Tile registers per thread live across the ops tile-hoist-loads moves
  /// a branch-free load above (kilnc -ftile-hoist-occupancy-budget=N; 0:
  /// no limit, as before).
  int64_t tileHoistOccupancyBudget = 24;
  /// Elements of the widest tile per thread tile-choose-num-warps aims at
  /// (kilnc -ftile-elements-per-thread=N; 16 before issue 16's occupancy
  /// fix).
  int64_t tileElementsPerThread = 16;
  /// Tile programs per block (kilnc -ftile-pack-programs=N, simt-pack-programs):
  /// -1, the default, packs programs of 1 or 2 warps into blocks of 4
  /// warps; 0 keeps one program per block.
  int64_t tilePackPrograms = -1;
  /// Bytes of loads a read-only tile loop keeps requested per program
  /// (tileBytesInFlight(target)).
  int64_t tileBytesInFlight = 32 * 1024;
  /// tile-convert-layouts chooses each scratch swizzle by counting the bank
  /// conflicts of both layouts (kilnc -fno-tile-bank-conflict-model: off).
  bool tileBankConflictModel = true;
  /// Tile vector loads of contiguous views without a branch around them:
  /// auto (elements narrower than 32 bits, where it was measured faster),
  /// or kilnc -f[no-]tile-branch-free-loads.
  BranchFreeLoads tileBranchFreeLoads = BranchFreeLoads::Auto;
  /// Path of libdevice.10.bc, empty when the CUDA toolkit has none.
  std::string libdevicePath;
};

/// Bytes of loads one program should keep in flight to stream at the
/// target's per-multiprocessor rate when it is alone on its multiprocessor
/// (a grid of fewer programs than SMs is common for column reductions).
int64_t tileBytesInFlight(const TargetInfo &target);

/// Whether `module` has tile ops or tile kernels (so needs the tile passes).
bool hasTileKernels(mlir::ModuleOp module);

/// Tile kernels -> per-thread simt: layouts, layout conversions, the
/// lowering (the start of buildSimtPipeline when `opts.tileKernels`).
void buildTileToSimtPipeline(mlir::OpPassManager &pm,
                             const PipelineOptions &opts);

/// Frontend output -> verified simt: promotion of locals to SSA,
/// canonicalisation, synchronisation checks (or barrier insertion).
void buildSimtPipeline(mlir::OpPassManager &pm, const PipelineOptions &opts);

/// simt -> NVVM + LLVM dialects for `target`.
void buildSimtToLLVMPipeline(mlir::OpPassManager &pm, const TargetInfo &target,
                             const PipelineOptions &opts);

} // namespace kiln

#endif
