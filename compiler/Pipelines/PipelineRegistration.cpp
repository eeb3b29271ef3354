//===- PipelineRegistration.cpp - kilnc's pipelines in kiln-opt -----------===//
//
// Each registered pipeline calls the builder kilnc calls (Pipelines.cpp) with
// the options kilnc derives from its flags, so `kiln-opt --dump-pass-pipeline`
// shows what kilnc runs and a stage can be rerun on its input alone. The one
// decision kilnc makes from the module, whether it holds tile kernels
// (hasTileKernels), is the `tile-kernels` option here.
//
//===----------------------------------------------------------------------===//
#include "compiler/Pipelines/PipelineRegistration.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Target/Passes.h"
#include "compiler/Target/Target.h"

#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

// Every stage takes kilnc's --arch and -O.
#define KILN_STAGE_OPTIONS                                                     \
  Option<std::string> arch{                                                    \
      *this, "arch",                                                           \
      llvm::cl::desc("The target, as kilnc --arch (sm_80 ... sm_120a)"),       \
      llvm::cl::init("sm_80")};                                                \
  Option<unsigned> optLevel{*this, "opt-level", llvm::cl::desc("kilnc -O<n>"), \
                            llvm::cl::init(3)};

#define KILN_TILE_OPTIONS                                                      \
  Option<bool> tileSpecialize{                                                 \
      *this, "tile-specialize",                                                \
      llvm::cl::desc("Add tile kernels' variants for contiguous tensors "      \
                     "(kilnc -fno-tile-specialize: false)"),                   \
      llvm::cl::init(true)};                                                   \
  Option<bool> tileSplitLoops{                                                 \
      *this, "tile-split-loops",                                               \
      llvm::cl::desc("Let the runtime split reduction loops across programs "  \
                     "(kilnc -fno-tile-split-loops: false)"),                  \
      llvm::cl::init(true)};                                                   \
  Option<bool> tileWarpSpecialize{                                             \
      *this, "tile-warp-specialize",                                           \
      llvm::cl::desc("kilnc -ftile-warp-specialize (sm_90a TMA rings)"),       \
      llvm::cl::init(false)};                                                  \
  Option<bool> tilePersistent{                                                 \
      *this, "tile-persistent",                                                \
      llvm::cl::desc("Persistent warp-specialised TMA GEMMs on sm_90a "        \
                     "(kilnc -fno-tile-persistent: false)"),                   \
      llvm::cl::init(true)};                                                   \
  Option<bool> tileStreamK{                                                    \
      *this, "tile-stream-k",                                                  \
      llvm::cl::desc("Stream-K over a persistent GEMM's last waves "           \
                     "(kilnc -ftile-stream-k: true)"),                         \
      llvm::cl::init(false)};

/// kilnc's choice of the TMA ring's schedule (Driver.cpp): the persistent
/// schedule needs the producer warpgroup.
template <typename Options>
void setTileSchedule(kiln::PipelineOptions &opts, const Options &options) {
  opts.tileSpecialize = options.tileSpecialize;
  opts.tileSplitLoops = options.tileSplitLoops;
  opts.warpSpecialize =
      opts.tmaLoads && (options.tileWarpSpecialize || options.tilePersistent);
  opts.persistent = opts.warpSpecialize && options.tilePersistent;
  opts.streamK = opts.persistent && options.tileStreamK;
}

struct TileToSimtPipelineOptions
    : PassPipelineOptions<TileToSimtPipelineOptions> {
  KILN_STAGE_OPTIONS
  KILN_TILE_OPTIONS
};

struct SimtPipelineOptions : PassPipelineOptions<SimtPipelineOptions> {
  KILN_STAGE_OPTIONS
  KILN_TILE_OPTIONS
  Option<bool> autoSync{*this, "auto-sync",
                        llvm::cl::desc("kilnc --auto-sync"),
                        llvm::cl::init(false)};
  Option<std::string> syncCheck{
      *this, "sync-check",
      llvm::cl::desc("kilnc --sync-check=off|warn|on|strict"),
      llvm::cl::init("on")};
  Option<bool> syncNoWarnings{*this, "no-sync-warnings",
                              llvm::cl::desc("kilnc -Wno-kiln-sync"),
                              llvm::cl::init(false)};
  Option<bool> tileKernels{
      *this, "tile-kernels",
      llvm::cl::desc("The module holds tile kernels (kilnc decides this from "
                     "the module: tile ops or !tile.view arguments)"),
      llvm::cl::init(false)};
  Option<int64_t> tilePackPrograms{
      *this, "tile-pack-programs",
      llvm::cl::desc("kilnc -ftile-pack-programs=N (-1: the default rule)"),
      llvm::cl::init(-1)};
  Option<std::string> ptxVersion{*this, "ptx-version",
                                 llvm::cl::desc("kilnc --ptx-version"),
                                 llvm::cl::init("")};
  Option<std::string> maxPtx{*this, "max-ptx",
                             llvm::cl::desc("kilnc --max-ptx"),
                             llvm::cl::init("")};
};

struct SimtToLLVMPipelineOptions
    : PassPipelineOptions<SimtToLLVMPipelineOptions> {
  KILN_STAGE_OPTIONS
};

#undef KILN_STAGE_OPTIONS
#undef KILN_TILE_OPTIONS

/// The pipeline options kilnc derives from --arch and -O (Driver.cpp).
template <typename Options>
kiln::PipelineOptions pipelineOptions(const Options &options,
                                      const kiln::TargetInfo &target) {
  kiln::PipelineOptions opts;
  opts.optLevel = options.optLevel;
  opts.warpgroupMma = target.has(kiln::Feature::Wgmma);
  opts.tmaLoads = opts.warpgroupMma;
  opts.vectorAtomics = target.has(kiln::Feature::VectorAtomics);
  opts.tileBytesInFlight = kiln::tileBytesInFlight(target);
  return opts;
}

/// Registers `arg`, rejecting an unknown `arch` as kilnc does.
template <typename Options>
void registerStage(
    StringRef arg, StringRef description,
    std::function<void(OpPassManager &, const Options &,
                       const kiln::TargetInfo &)>
        build) {
  registerPassPipeline(
      arg, description,
      [build](OpPassManager &pm, StringRef text,
              function_ref<LogicalResult(const Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        const kiln::TargetInfo *target = kiln::lookupTarget(options.arch);
        if (!target) {
          std::string known;
          for (const kiln::TargetInfo &t : kiln::allTargets())
            known += (known.empty() ? "" : ", ") + t.name.str();
          return errorHandler("unknown target '" + options.arch +
                              "'; known targets: " + known);
        }
        build(pm, options, *target);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(Options());
      });
}

} // namespace

void kiln::registerPipelines() {
  registerStage<TileToSimtPipelineOptions>(
      "kiln-tile-to-simt-pipeline",
      "The tile passes kilnc runs on modules with tile kernels: layouts, "
      "layout conversions, convert-tile-to-simt",
      [](OpPassManager &pm, const TileToSimtPipelineOptions &options,
         const TargetInfo &target) {
        kiln::PipelineOptions opts = pipelineOptions(options, target);
        setTileSchedule(opts, options);
        buildTileToSimtPipeline(pm, opts);
      });
  registerStage<SimtPipelineOptions>(
      "kiln-simt-pipeline",
      "What kilnc runs from the frontend's output to --emit=simt: the tile "
      "passes (tile-kernels), mem2reg, inlining, canonicalisation, the sync "
      "passes, then the target check (kiln-select-target)",
      [](OpPassManager &pm, const SimtPipelineOptions &options,
         const TargetInfo &target) {
        kiln::PipelineOptions opts = pipelineOptions(options, target);
        opts.autoSync = options.autoSync;
        opts.syncCheck = options.syncCheck;
        opts.syncNoWarnings = options.syncNoWarnings;
        opts.tileKernels = options.tileKernels;
        opts.tilePackPrograms = options.tilePackPrograms;
        setTileSchedule(opts, options);
        buildSimtPipeline(pm, opts);
        KilnSelectTargetOptions select;
        select.arch = options.arch;
        select.ptxVersion = options.ptxVersion;
        select.maxPtx = options.maxPtx;
        pm.addPass(createKilnSelectTarget(select));
      });
  registerStage<SimtToLLVMPipelineOptions>(
      "kiln-simt-to-llvm-pipeline",
      "What kilnc runs from --emit=simt to the LLVM dialect it translates to "
      "LLVM IR: scf to cf, convert-simt-to-nvvm, NVVM to LLVM, "
      "canonicalisation",
      [](OpPassManager &pm, const SimtToLLVMPipelineOptions &options,
         const TargetInfo &target) {
        buildSimtToLLVMPipeline(pm, target, pipelineOptions(options, target));
      });
}
