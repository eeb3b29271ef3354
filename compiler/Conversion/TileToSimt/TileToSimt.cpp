//===- TileToSimt.cpp - lower tile programs to per-thread simt code -------===//
//
// The convert-tile-to-simt pass: a tile value becomes the list of registers
// its layout gives each thread (unrolled SSA values, in the register order of
// TileLayout.h). Each tile function is lowered by a FuncLowering
// (FuncLowering.h lists the files of the op families); kernels then get
// their block size, static shared memory and launch bounds.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/Passes.h"
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"


namespace kiln {
#define GEN_PASS_DEF_CONVERTTILETOSIMT
#include "compiler/Conversion/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln;
using namespace kiln::tile;
namespace simt = kiln::simt;

using namespace kiln::tile_lowering;

namespace {
struct ConvertTileToSimtPass
    : kiln::impl::ConvertTileToSimtBase<ConvertTileToSimtPass> {
  using ConvertTileToSimtBase::ConvertTileToSimtBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    int counter = 0;
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      if (!TileDialect::isTileFunction(func) || func.isExternal())
        continue;
      FuncLowering lowering(func, module, counter, warpgroupMma,
                            warpgroupMma && tmaLoads,
                            warpgroupMma && tmaLoads && warpSpecialize);
      lowering.persistent = warpgroupMma && tmaLoads && warpSpecialize && persistent;
      lowering.streamK = lowering.persistent && streamK;
      lowering.vectorAtomics = vectorAtomics;
      lowering.branchFreeLoads = branchFreeLoads;
      if (failed(lowering.run()))
        return signalPassFailure();
      int64_t shared = lowering.sharedBytes;
      if (int64_t arena = shareScratch(func, module, counter); arena >= 0)
        shared = arena;
      // A warp-specialised ring's producer warpgroup comes on top of the
      // program's num_warps (the warps every tile layout is spread over).
      int64_t warps = TileDialect::getNumWarps(func) + lowering.producerWarps;
      func->removeAttr(TileDialect::kNumWarpsAttrName);
      if (simt::isKernel(func)) {
        func->setAttr(simt::SimtDialect::BlockThreadsAttrHelper::getNameStr(),
                      IntegerAttr::get(IntegerType::get(&getContext(), 32),
                                       warps * 32));
        func->setAttr(simt::SimtDialect::StaticSharedAttrHelper::getNameStr(),
                      IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                       shared));
        // Tile kernels always run with exactly this block size (.reqntid);
        // the pipelined GEMM also asks for two programs per SM.
        if (!func->hasAttr(simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr()))
          func->setAttr(simt::SimtDialect::LaunchBoundsAttrHelper::getNameStr(),
                        simt::LaunchBoundsAttr::get(
                            &getContext(), warps * 32,
                            lowering.minProgramsPerSM));
      }
    }
  }
};
} // namespace
