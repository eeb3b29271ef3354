//===- ConvertLayouts.cpp - simplify conversions, choose their scratch ----===//
#include "dialects/tile/IR/SharedBankConflicts.h"
#include "dialects/tile/IR/TileLayout.h"
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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
/// convert(load) -> load in the converted layout when every use of the load
/// is a conversion to one slice of a blocked layout: a row of weights, or a
/// column of per-row statistics, expanded and broadcast against a tile of
/// several rows. Each thread then reads the elements it needs (replicas read
/// the same addresses: L1 hits, one transaction per warp) instead of a round
/// trip through shared memory with a barrier, as Triton loads through
/// pointers made in the user's layout. Element casts between them (a bf16
/// weight widened to f32) are made in the slice too. The new load takes the
/// old one's place (hoisted early), so it is kept to at most
/// kMaxSliceLoadRegs elements per thread: a replicated row of 8192 would
/// hold hundreds of registers from there to its use. The same for a
/// conversion to a blocked layout of 16-byte vectors along the contiguous
/// dimension (a loaded row re-laid for a scatter-add): the load stays
/// coalesced and nothing crosses shared memory.
struct LoadInSliceLayout : OpRewritePattern<ConvertLayoutOp> {
  static constexpr size_t kMaxSliceLoadRegs = 32;
  int64_t numWarps;
  LoadInSliceLayout(MLIRContext *ctx, int64_t numWarps)
      : OpRewritePattern(ctx), numWarps(numWarps) {}

  /// Single-operand element casts (extf, truncf, sitofp, ...).
  static bool isCast(Operation *op) {
    return op && isa<arith::ArithDialect>(op->getDialect()) &&
           op->getNumOperands() == 1 && op->getNumResults() == 1 &&
           op->getNumRegions() == 0 && isPure(op) &&
           isa<RankedTensorType>(op->getOperand(0).getType());
  }

  /// A blocked layout whose threads run along the last dimension with
  /// 16 bytes each (the whole row when it is shorter).
  static bool isVectorRows(RankedTensorType t) {
    auto blocked = dyn_cast<BlockedAttr>(t.getEncoding());
    if (!blocked || int64_t(blocked.getOrder()[0]) != t.getRank() - 1)
      return false;
    int64_t bytes = std::max(8u, t.getElementTypeBitWidth()) / 8;
    int64_t run = blocked.getSizePerThread().back() * bytes;
    return run >= std::min<int64_t>(16, t.getShape().back() * bytes);
  }

  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    // A slice of a blocked layout, or a blocked layout made for 16-byte
    // vectors of the converted type along the contiguous dimension (so the
    // load stays coalesced and vectorised): a bf16 row loaded 8 per thread
    // that a scatter-add wants as f32 4 per thread.
    Attribute target = op.getType().getEncoding();
    auto slice = dyn_cast<SliceAttr>(target);
    if (slice ? !isa<BlockedAttr>(slice.getParent()) : !isVectorRows(op.getType()))
      return failure();
    // The casts from the load to the conversion, each used once.
    SmallVector<Operation *> casts;
    Value v = op.getSource();
    while (isCast(v.getDefiningOp()) && v.hasOneUse()) {
      casts.push_back(v.getDefiningOp());
      v = casts.back()->getOperand(0);
    }
    auto load = v.getDefiningOp<LoadOp>();
    // A mask moves with the load: remade in the new layout, not converted.
    // So does a tile padding (Triton's tile-valued `other`).
    Value tilePad = load ? load.getPadding() : Value();
    if (tilePad && !isa<RankedTensorType>(tilePad.getType()))
      tilePad = Value();
    if (!load || (load.getMask() && !isCheapToRematerialize(load.getMask())) ||
        (tilePad && !isCheapToRematerialize(tilePad)))
      return failure();
    if (casts.empty()) {
      for (Operation *user : load->getUsers()) {
        auto other = dyn_cast<ConvertLayoutOp>(user);
        if (!other || other.getType() != op.getType())
          return failure();
      }
    } else if (!load->hasOneUse()) {
      return failure();
    }
    auto inSlice = [&](Type t) {
      auto r = cast<RankedTensorType>(t);
      return RankedTensorType::get(r.getShape(), r.getElementType(), target);
    };
    FailureOr<LayoutDesc> d = getLayoutDesc(inSlice(load.getType()), numWarps);
    if (failed(d) || (slice && d->numRegs() > kMaxSliceLoadRegs))
      return failure();
    rewriter.setInsertionPoint(load);
    // A masked load's mask goes with it (an index mask is remade there).
    Value mask = load.getMask();
    if (mask)
      mask = ConvertLayoutOp::create(rewriter, load.getLoc(),
                                     inSlice(mask.getType()), mask, SharedAttr());
    if (tilePad)
      tilePad = ConvertLayoutOp::create(rewriter, load.getLoc(),
                                        inSlice(tilePad.getType()), tilePad,
                                        SharedAttr());
    auto moved = cast<LoadOp>(rewriter.clone(*load));
    moved.getResult().setType(inSlice(load.getType()));
    if (mask)
      moved.getMaskMutable().assign(mask);
    if (tilePad)
      moved.getPaddingMutable().assign(tilePad);
    Value cur = moved.getResult();
    rewriter.setInsertionPoint(op);
    for (Operation *c : llvm::reverse(casts)) {
      IRMapping map;
      map.map(c->getOperand(0), cur);
      Operation *clone = rewriter.clone(*c, map);
      clone->getResult(0).setType(inSlice(c->getResult(0).getType()));
      cur = clone->getResult(0);
    }
    if (!casts.empty()) {
      rewriter.replaceOp(op, cur);
      for (Operation *c : casts) // nearest the conversion first
        rewriter.eraseOp(c);
      rewriter.eraseOp(load);
      return success();
    }
    for (Operation *user : llvm::make_early_inc_range(load->getUsers()))
      rewriter.replaceOp(user, cur);
    rewriter.eraseOp(load);
    return success();
  }
};

struct TileConvertLayoutsPass
    : kiln::tile::impl::TileConvertLayoutsBase<TileConvertLayoutsPass> {
  using TileConvertLayoutsBase::TileConvertLayoutsBase;
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    int64_t numWarps = TileDialect::getNumWarps(func);
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    patterns.add<LoadInSliceLayout>(&getContext(), numWarps);
    // No block merging: merged divergent arms that end alike would run their
    // warp operations once for the lanes of both (see Pipelines.cpp's
    // canonicalizer).
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Normal);
    if (failed(applyPatternsGreedily(func, std::move(patterns), config)))
      return signalPassFailure();
    func.walk([&](ConvertLayoutOp op) {
      if (op.getScratchAttr())
        return;
      if (sameRegisters(op.getSource().getType(), op.getType(), numWarps))
        return;
      SharedAttr rowVectors = chooseScratch(op.getType());
      // mma operands are read next to their dot (DotOpToSimt.cpp), in a
      // pattern the model does not see: they keep the row-vector swizzle.
      auto operand = dyn_cast_if_present<DotOperandAttr>(op.getType().getEncoding());
      if (!bankConflictModel || (operand && isa<MmaAttr>(operand.getParent()))) {
        op.setScratchAttr(rowVectors);
        return;
      }
      op.setScratchAttr(chooseConversionScratch(
          op.getSource().getType(), op.getType(), numWarps, rowVectors));
    });
  }
};
} // namespace
