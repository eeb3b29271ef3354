//===- Passes.td - tile -> simt conversion -------------------*- tablegen -*-===//
#ifndef KILN_CONVERSION_TILETOSIMT_PASSES
#define KILN_CONVERSION_TILETOSIMT_PASSES

include "mlir/Pass/PassBase.td"

def ConvertTileToSimt : Pass<"convert-tile-to-simt", "::mlir::ModuleOp"> {
  let summary = "lower tile programs to per-thread simt code";
  let description = [{
    Every tile value becomes the registers its layout gives each thread
    (unrolled SSA values). Loads and stores are masked at the view borders;
    reductions combine registers, then lanes (xor shuffles), then warps
    (shared memory); scans use shuffle-up and a shared-memory warp pass;
    layout conversions, reshapes and non-trivial permutes go through shared
    memory; dots with #tile.mma layouts become simt.mma_sync m16n8k16, the
    others FMAs. View arguments of kernels are flattened to
    (pointer, shape..., strides...), and kernels get `simt.block_threads`
    and `simt.static_shared`.

    No barriers are placed: run `simt-insert-barriers` afterwards (kilnc
    does for every module with tile kernels).
  }];
  let options = [
    Option<"warpgroupMma", "warpgroup-mma", "bool", /*default=*/"false",
           "lower pipelined 16-bit GEMM k-loops whose accumulator has the "
           "warpgroup layout (#tile.mma warps [num_warps, 1]) to wgmma "
           "(sm_90a) instead of ldmatrix + mma.sync">
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::math::MathDialect", "::mlir::LLVM::LLVMDialect"];
}

#endif
