//===- ConvertLayouts.cpp - simplify conversions, choose their scratch ----===//
#include "dialects/tile/IR/TileLayout.h"
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILECONVERTLAYOUTS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// A swizzled scratch layout: 16-byte vectors along the contiguous
/// dimension, XOR phases spreading consecutive rows over the 32 banks.
static SharedAttr chooseScratch(RankedTensorType type) {
  MLIRContext *ctx = type.getContext();
  unsigned rank = type.getRank();
  SmallVector<unsigned> order;
  for (int d = rank - 1; d >= 0; --d)
    order.push_back(d);
  unsigned bytes = std::max(8u, type.getElementTypeBitWidth()) / 8;
  int64_t inner = type.getDimSize(rank - 1);
  unsigned vec = std::min<int64_t>(16 / bytes, inner);
  if (rank < 2 || inner <= vec)
    return SharedAttr::get(ctx, vec, 1, 1, order);
  int64_t rowBytes = inner * bytes;
  unsigned perPhase = std::max<int64_t>(1, 128 / rowBytes);
  unsigned maxPhase = std::min<int64_t>(8, inner / vec);
  return SharedAttr::get(ctx, vec, perPhase, maxPhase, order);
}

namespace {
struct TileConvertLayoutsPass
    : kiln::tile::impl::TileConvertLayoutsBase<TileConvertLayoutsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return signalPassFailure();
    int64_t numWarps = TileDialect::getNumWarps(func);
    func.walk([&](ConvertLayoutOp op) {
      if (op.getScratchAttr())
        return;
      if (sameRegisters(op.getSource().getType(), op.getType(), numWarps))
        return;
      op.setScratchAttr(chooseScratch(op.getType()));
    });
  }
};
} // namespace
