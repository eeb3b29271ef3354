//===- ChooseNumWarps.cpp - warps for tile kernels without a hint ---------===//
#include "dialects/tile/Transforms/Passes.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/Remarks.h"
#include "llvm/Support/MathExtras.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILECHOOSENUMWARPS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// Elements of the widest tile a thread holds before a kernel's shape
/// counts as a slow plan (remarkWideTiles): registers for two or three such
/// rows plus addresses stay well under 255 (and under 128 at 16 warps, where
/// the block's 64K registers cap each thread), but few programs fit per SM.
/// Kernels with a scan are still given warps for this many.
static constexpr int64_t kElementsPerThread = 16;
static constexpr int64_t kMinWarps = 4, kMaxWarps = 16;
/// Accumulator elements each thread of a matmul program should hold at
/// most: the contract's 128x128 f32 accumulator over the default 4 warps is
/// 128 registers per thread, and with the operands' copy addresses and any
/// epilogue the kernel spilled 570-690 bytes at 255 registers; over 8 warps
/// (two warpgroups) it is 64.
static constexpr int64_t kAccumulatorPerThread = 64;
static constexpr int64_t kMaxDotWarps = 8;

/// The dot whose accumulator `dot` continues: the accumulator operand
/// traced back through element-wise ops that keep its type (a rescale
/// `acc * alpha` between two mma's), to the dot that produced it; `dot`
/// itself when it starts a chain (from zeros, a loop's carried value).
static DotOp chainRoot(DotOp dot) {
  DotOp root = dot;
  Value v = root.getAcc();
  while (Operation *def = v.getDefiningOp()) {
    if (auto prev = dyn_cast<DotOp>(def)) {
      root = prev;
      v = prev.getAcc();
      continue;
    }
    if (def->getNumRegions() != 0 || def->getNumResults() != 1)
      break;
    Value same;
    for (Value o : def->getOperands())
      if (o.getType() == v.getType()) {
        same = o;
        break;
      }
    if (!same)
      break;
    v = same;
  }
  return root;
}

/// `perThread`: elements of the widest tile each thread should hold
/// (elements-per-thread, 8 by default; kernels with a scan 16).
static int64_t chooseNumWarps(func::FuncOp func, int64_t perThread) {
  int64_t widest = 0, accumulator = 0;
  bool hasDot = false, hasScan = false;
  // Accumulators live at once: one per chain of dots (a fused gate/up
  // projection carries two, attention its scores and its output), each
  // counted once however many dots update it.
  llvm::SmallPtrSet<Operation *, 4> chains;
  func.walk([&](Operation *op) {
    if (auto dot = dyn_cast<DotOp>(op)) {
      hasDot = true;
      if (chains.insert(chainRoot(dot)).second)
        accumulator += dot.getType().getNumElements();
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
  // Occupancy: a 4096-wide bf16 layernorm over 8 warps (16 elements per
  // thread) took 47 registers, 5 programs (40 warps) per SM; over 16 (8
  // per thread) 31 registers and 4 programs (64 warps); gelu 60 -> 32, f32
  // layernorm 64 -> 40 (ptxas; docs/benchmarks.md, issue 16).
  if (hasScan)
    perThread = kElementsPerThread;
  int64_t warps = llvm::PowerOf2Ceil(
      llvm::divideCeil(widest, std::max<int64_t>(perThread, 1) * 32));
  // A scan carries each warp's total to the warps after it, one step per
  // warp: over 16 warps a 16384-wide cumsum ran 1.3-2.0x slower than over 8
  // (same-run H200 measurement, docs/benchmarks.md), while reductions and
  // element-wise kernels were 1-20% faster over 16.
  return std::clamp(warps, kMinWarps, hasScan ? kMaxWarps / 2 : kMaxWarps);
}

/// The op whose result is the function's widest tile (the first such).
static Operation *widestTileOp(func::FuncOp func, int64_t &widest) {
  Operation *found = nullptr;
  widest = 0;
  func.walk([&](Operation *op) {
    for (Value r : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(r.getType()))
        if (t.getNumElements() > widest) {
          widest = t.getNumElements();
          found = op;
        }
  });
  return found;
}

/// A remark (kilnc -Rpass=kiln-tile) where the program's shape forces a
/// slow plan: its widest tile holds more than kElementsPerThread elements
/// per thread over the warps it gets, so every such tile live at once
/// takes that many registers per thread (a 16384-wide f32 layernorm over
/// 16 warps: 32 per row, 104-127 registers, one program per SM; 255
/// registers for a cumsum over 8). Matmul kernels are judged by their
/// accumulators instead.
static void remarkWideTiles(func::FuncOp func, int64_t warps, bool hinted) {
  bool hasDot = false, hasScan = false;
  func.walk([&](Operation *op) {
    hasDot |= isa<DotOp>(op);
    hasScan |= isa<ScanOp>(op);
  });
  // Once per kernel: its contiguous variant has the same tiles.
  if (func->hasAttr(kiln::simt::SimtDialect::SpecializesAttrHelper::getNameStr()))
    return;
  int64_t widest = 0;
  Operation *op = widestTileOp(func, widest);
  int64_t perThread = llvm::divideCeil(widest, warps * 32);
  if (hasDot || !op || perThread <= kElementsPerThread)
    return;
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  std::string shape;
  llvm::raw_string_ostream os(shape);
  llvm::interleave(type.getShape(), os, "x");
  InFlightDiagnostic remark = op->emitRemark();
  remark << "kiln-tile: slow plan in '" << func.getSymName() << "': the "
         << shape << " tile over " << warps << " warps is " << perThread
         << " elements per thread";
  if (hinted)
    remark << " (KILN_NUM_WARPS in the source)";
  else if (hasScan)
    remark << " (kernels with a scan get at most " << kMaxWarps / 2
           << " warps)";
  else
    remark << " (the most warps a program gets without a hint)";
  remark << ": each tile of that shape takes " << perThread
         << " registers per thread while it is live, which limits the "
            "programs per SM and can spill; load the row in chunks of at most "
         << kElementsPerThread * 32 * warps
         << " elements in a loop (an online reduction, as in cross_entropy), "
            "or give each program less";
}

namespace {
struct TileChooseNumWarpsPass
    : kiln::tile::impl::TileChooseNumWarpsBase<TileChooseNumWarpsPass> {
  using Base::Base;
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
      remarkWideTiles(func, TileDialect::getNumWarps(func), /*hinted=*/true);
      return;
    }
    int64_t warps = chooseNumWarps(func, elementsPerThread);
    func->setAttr(TileDialect::kNumWarpsAttrName,
                  IntegerAttr::get(IntegerType::get(&getContext(), 32), warps));
    decided(warps, "chosen from the widest tile and the matmul accumulators");
    remarkWideTiles(func, warps, /*hinted=*/false);
  }
};
} // namespace
