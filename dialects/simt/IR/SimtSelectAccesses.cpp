//===- SimtSelectAccesses.cpp - accesses through a choice of locals -------===//
//
// A glvalue conditional of two locals (`(c ? i : j) > 0`, `int &r = c ? x :
// y`, and every `std::min(i, n)` / `std::max` of locals once inlined, since
// they return a reference) reaches the simt dialect as an access through
// `arith.select %c, %a, %b` of two allocas (or of their generic views). The selected address escapes
// neither alloca, but mem2reg cannot promote a slot whose address flows into
// a select: both locals stayed in local memory, and every read of them was a
// per-thread load to the sync analyses, so a loop counter passed to std::min
// made its loop "thread-dependent" and the warp collectives in it warnings.
// As LLVM's SROA does, the access is split over the two objects:
//
//   load(select(c, a, b))      -> select(c, load(a), load(b))
//   store(v, select(c, a, b))  -> store(select(c, v, load(a)), a)
//                                 store(select(c, load(b), v), b)
//
// Both objects are this thread's locals, always dereferenceable: reading
// the one not chosen, or writing its own value back, changes nothing any
// other thread or access can see. Nested selects of locals split in turn.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtSelectAccesses.h"
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace kiln::simt;

namespace {
/// Whether `ptr` is a local object of this thread: an alloca, its generic
/// view (a reference: the frontend passes `std::min`'s operands generic), or
/// a select of such objects.
bool isLocalObject(Value ptr, int depth = 0) {
  if (ptr.getDefiningOp<AllocaOp>())
    return true;
  if (auto cast = ptr.getDefiningOp<PtrCastOp>()) {
    auto from = llvm::cast<PtrType>(cast.getSource().getType());
    auto to = llvm::cast<PtrType>(cast.getType());
    return depth < 4 && from.getElementType() == to.getElementType() &&
           isLocalObject(cast.getSource(), depth + 1);
  }
  auto select = ptr.getDefiningOp<arith::SelectOp>();
  return select && depth < 4 && isLocalObject(select.getTrueValue(), depth + 1) &&
         isLocalObject(select.getFalseValue(), depth + 1);
}

/// The select of two local objects that `ptr` is, if it is one.
arith::SelectOp selectOfLocals(Value ptr) {
  auto select = ptr.getDefiningOp<arith::SelectOp>();
  if (!select || !select.getCondition().getType().isInteger(1) || !isLocalObject(select.getTrueValue()) ||
      !isLocalObject(select.getFalseValue()))
    return {};
  return select;
}

struct LoadThroughSelect : OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LoadOp op, PatternRewriter &rewriter) const override {
    arith::SelectOp select = selectOfLocals(op.getPtr());
    if (!select || op.getVolatile_())
      return failure();
    Type type = op.getType();
    Value onTrue = LoadOp::create(rewriter, op.getLoc(), type, select.getTrueValue(), false, false,
                                  op.getAlignmentAttr());
    Value onFalse = LoadOp::create(rewriter, op.getLoc(), type, select.getFalseValue(), false, false,
                                   op.getAlignmentAttr());
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, select.getCondition(), onTrue, onFalse);
    return success();
  }
};

struct StoreThroughSelect : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op, PatternRewriter &rewriter) const override {
    arith::SelectOp select = selectOfLocals(op.getPtr());
    if (!select || op.getVolatile_())
      return failure();
    Location loc = op.getLoc();
    Value value = op.getValue();
    Value cond = select.getCondition();
    Value oldTrue = LoadOp::create(rewriter, loc, value.getType(), select.getTrueValue(), false, false,
                                   op.getAlignmentAttr());
    Value newTrue = arith::SelectOp::create(rewriter, loc, cond, value, oldTrue);
    StoreOp::create(rewriter, loc, newTrue, select.getTrueValue(), false, op.getAlignmentAttr());
    Value oldFalse = LoadOp::create(rewriter, loc, value.getType(), select.getFalseValue(), false, false,
                                    op.getAlignmentAttr());
    Value newFalse = arith::SelectOp::create(rewriter, loc, cond, oldFalse, value);
    StoreOp::create(rewriter, loc, newFalse, select.getFalseValue(), false, op.getAlignmentAttr());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void kiln::simt::populateSelectAccessPatterns(RewritePatternSet &patterns) {
  patterns.add<LoadThroughSelect, StoreThroughSelect>(patterns.getContext());
}
