//===- SimtGroupOps.cpp - grid barrier and cluster shared memory ops -------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace kiln::simt;

LogicalResult GridSyncOp::verify() {
  // A barrier is code that threads run: it lives in a function body.
  if (!(*this)->getParentOfType<func::FuncOp>())
    return emitOpError() << "must be inside a function (a kernel or a device function it calls)";
  return success();
}

namespace {
/// mapa and getctarank take generic or shared addresses of this block.
LogicalResult checkClusterAddress(Operation *op, Type ptrType) {
  auto space = cast<PtrType>(ptrType).getAddressSpace();
  if (space != AddressSpace::Generic && space != AddressSpace::Shared)
    return op->emitOpError() << "takes a shared or generic address, not one in the "
                             << stringifyAddressSpace(space) << " space";
  return success();
}
} // namespace

LogicalResult MapSharedRankOp::verify() {
  // The result is an address in another block's shared memory, which only a
  // generic pointer can hold.
  if (cast<PtrType>(getPtr().getType()).getAddressSpace() != AddressSpace::Generic)
    return emitOpError() << "maps a generic address (the result lies in another block's shared memory)";
  return success();
}
LogicalResult SharedRankOp::verify() { return checkClusterAddress(*this, getPtr().getType()); }

LogicalResult IsSpaceOp::verify() {
  auto space = getSpace();
  if (space != AddressSpace::Shared && space != AddressSpace::Global && space != AddressSpace::Local &&
      space != AddressSpace::Constant && space != AddressSpace::Param)
    return emitOpError() << "asks about shared, global, local, constant or param memory, not "
                         << stringifyAddressSpace(space);
  return success();
}

namespace {
/// The space of the pointer, or of the pointer a generic one was made from,
/// decides the question.
struct FoldKnownSpace : OpRewritePattern<IsSpaceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IsSpaceOp op, PatternRewriter &rewriter) const override {
    Value ptr = op.getPtr();
    while (auto cast = ptr.getDefiningOp<PtrCastOp>())
      ptr = cast.getSource();
    auto space = cast<PtrType>(ptr.getType()).getAddressSpace();
    if (space == AddressSpace::Generic)
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, rewriter.getBoolAttr(space == op.getSpace()));
    return success();
  }
};
} // namespace

void IsSpaceOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<FoldKnownSpace>(context);
}
