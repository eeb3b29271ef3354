//===- ChooseNumWarps.cpp - warps for tile kernels without a hint ---------===//
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/IR/Remarks.h"
#include "llvm/Support/MathExtras.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILECHOOSENUMWARPS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// Elements of the widest tile each thread should hold: registers for two or
/// three such rows plus addresses stay well under 255 (and under 128 at 16
/// warps, where the block's 64K registers cap each thread).
static constexpr int64_t kElementsPerThread = 16;
static constexpr int64_t kMinWarps = 4, kMaxWarps = 16;
/// Accumulator elements each thread of a matmul program should hold at
/// most: the contract's 128x128 f32 accumulator over the default 4 warps is
/// 128 registers per thread, and with the operands' copy addresses and any
/// epilogue the kernel spilled 570-690 bytes at 255 registers; over 8 warps
/// (two warpgroups) it is 64.
static constexpr int64_t kAccumulatorPerThread = 64;
static constexpr int64_t kMaxDotWarps = 8;

static int64_t chooseNumWarps(func::FuncOp func) {
  int64_t widest = 0, accumulator = 0;
  bool hasDot = false, hasScan = false;
  func.walk([&](Operation *op) {
    if (auto dot = dyn_cast<DotOp>(op)) {
      hasDot = true;
      accumulator = std::max(accumulator, dot.getType().getNumElements());
    }
    hasScan |= isa<ScanOp>(op);
    for (Value r : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(r.getType()))
        widest = std::max(widest, t.getNumElements());
  });
  if (hasDot)
    return std::clamp<int64_t>(
        llvm::PowerOf2Ceil(llvm::divideCeil(accumulator, kAccumulatorPerThread * 32)),
        TileDialect::kDefaultNumWarps, kMaxDotWarps);
  // Small programs (an element-wise block of 256) get fewer warps, 8
  // elements (one 16-byte vector of bf16) per thread: over 4 warps each
  // thread's 2 elements do not pay for the program's address arithmetic
  // (measured: 0.48x Triton's time for a bf16 GELU over 256-element blocks).
  if (widest < kMinWarps * 32 * 4)
    return std::max<int64_t>(1, llvm::PowerOf2Ceil(llvm::divideCeil(widest, 32 * 8)));
  int64_t warps = llvm::PowerOf2Ceil(
      llvm::divideCeil(widest, kElementsPerThread * 32));
  // A scan carries each warp's total to the warps after it, one step per
  // warp: over 16 warps a 16384-wide cumsum ran 1.3-2.0x slower than over 8
  // (same-run H200 measurement, docs/benchmarks.md), while reductions and
  // element-wise kernels were 1-20% faster over 16.
  return std::clamp(warps, kMinWarps, hasScan ? kMaxWarps / 2 : kMaxWarps);
}

namespace {
struct TileChooseNumWarpsPass
    : kiln::tile::impl::TileChooseNumWarpsBase<TileChooseNumWarpsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !TileDialect::isTileFunction(func))
      return;
    // kilnc --report's tile decisions (a no-op unless remarks are collected).
    auto decided = [&](int64_t warps, llvm::StringRef why) {
      remark::analysis(func.getLoc(), remark::RemarkOpts::name("num-warps")
                                          .category("kiln-tile")
                                          .function(func.getSymName()))
          << (llvm::Twine(warps) + " warps (" + why + ")").str()
          << remark::detail::Remark::Arg("warps", warps);
    };
    if (func->hasAttr(TileDialect::kNumWarpsAttrName)) {
      decided(TileDialect::getNumWarps(func), "KILN_NUM_WARPS in the source");
      return;
    }
    int64_t warps = chooseNumWarps(func);
    func->setAttr(TileDialect::kNumWarpsAttrName,
                  IntegerAttr::get(IntegerType::get(&getContext(), 32), warps));
    decided(warps, "chosen from the widest tile and the matmul accumulators");
  }
};
} // namespace
