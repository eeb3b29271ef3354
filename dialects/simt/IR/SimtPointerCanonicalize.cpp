//===- SimtPointerCanonicalize.cpp - accesses bypass generic casts --------===//
//
// The frontend turns a pointer generic where it flows into a call (the
// `this` of a method, a reference parameter). Once the callee is inlined,
// field addresses, element addresses, loads and stores go back to the
// specific pointer, with the cast moved outwards to the uses that still need
// a generic value:
//
//   load(ptr_cast<generic>(p))          -> load(p)
//   store(v, ptr_cast<generic>(p))      -> store(v, p)
//     (a cache operator, for global memory only, dropped when p is not global)
//   member_ptr(ptr_cast<generic>(p), i) -> ptr_cast<generic>(member_ptr(p, i))
//   ptr_add(ptr_cast<generic>(p), n)    -> ptr_cast<generic>(ptr_add(p, n))
//
// (with p first cast to the element type of the generic pointer, in its own
// space, when the generic cast also changed the element type).
//
// The same memory is accessed either way; the specific space gives PTX's
// ld.shared/ld.local, and lets sroa and mem2reg promote inlined objects.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SimtSelectAccesses.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace kiln::simt;

namespace {
/// For `ptr = ptr_cast<T, generic>(p : ptr<U, S>)` with S specific: the same
/// address as a `ptr<T, S>` (p itself, or an element-type cast of it placed
/// next to the generic cast); null otherwise.
Value specificView(Value ptr, PatternRewriter &rewriter) {
  auto cast = ptr.getDefiningOp<PtrCastOp>();
  if (!cast)
    return {};
  auto from = llvm::cast<PtrType>(cast.getSource().getType());
  auto to = llvm::cast<PtrType>(cast.getType());
  if (to.getAddressSpace() != AddressSpace::Generic || from.getAddressSpace() == AddressSpace::Generic)
    return {};
  if (from.getElementType() == to.getElementType())
    return cast.getSource();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(cast);
  return PtrCastOp::create(rewriter, cast.getLoc(), to.withAddressSpace(from.getAddressSpace()),
                           cast.getSource());
}

AddressSpace spaceOf(Value ptr) { return llvm::cast<PtrType>(ptr.getType()).getAddressSpace(); }

/// The space `ptr` is a generic view of, if any (no IR is created).
std::optional<AddressSpace> viewedSpace(Value ptr) {
  auto cast = ptr.getDefiningOp<PtrCastOp>();
  if (!cast || spaceOf(cast.getResult()) != AddressSpace::Generic ||
      spaceOf(cast.getSource()) == AddressSpace::Generic)
    return std::nullopt;
  return spaceOf(cast.getSource());
}

struct LoadThroughCast : OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LoadOp op, PatternRewriter &rewriter) const override {
    std::optional<AddressSpace> space = viewedSpace(op.getPtr());
    // ld.global.nc needs a global (or generic) pointer.
    if (!space || (op.getInvariant() && *space != AddressSpace::Global))
      return failure();
    Value source = specificView(op.getPtr(), rewriter);
    rewriter.modifyOpInPlace(op, [&] {
      op.getPtrMutable().assign(source);
      // A cache operator (__ldcs on a __shared__ or local element) is a
      // hint for global memory: dropped, as the select patterns drop it.
      if (*space != AddressSpace::Global)
        op.removeCacheAttr();
    });
    return success();
  }
};

struct StoreThroughCast : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op, PatternRewriter &rewriter) const override {
    std::optional<AddressSpace> space = viewedSpace(op.getPtr());
    if (!space || *space == AddressSpace::Constant || *space == AddressSpace::Param)
      return failure();
    Value source = specificView(op.getPtr(), rewriter);
    rewriter.modifyOpInPlace(op, [&] {
      op.getPtrMutable().assign(source);
      if (*space != AddressSpace::Global)
        op.removeCacheAttr();
    });
    return success();
  }
};

struct MemberPtrThroughCast : OpRewritePattern<MemberPtrOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MemberPtrOp op, PatternRewriter &rewriter) const override {
    if (!viewedSpace(op.getBase()))
      return failure();
    Value source = specificView(op.getBase(), rewriter);
    auto space = llvm::cast<PtrType>(source.getType()).getAddressSpace();
    auto resultTy = llvm::cast<PtrType>(op.getType());
    Value field = MemberPtrOp::create(rewriter, op.getLoc(), resultTy.withAddressSpace(space), source,
                                      op.getIndexAttr());
    rewriter.replaceOpWithNewOp<PtrCastOp>(op, resultTy, field);
    return success();
  }
};

struct PtrAddThroughCast : OpRewritePattern<PtrAddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PtrAddOp op, PatternRewriter &rewriter) const override {
    if (!viewedSpace(op.getBase()))
      return failure();
    Value source = specificView(op.getBase(), rewriter);
    Value element = PtrAddOp::create(rewriter, op.getLoc(), source.getType(), source, op.getOffset(),
                                     op.getInbounds());
    rewriter.replaceOpWithNewOp<PtrCastOp>(op, op.getType(), element);
    return success();
  }
};
} // namespace

void LoadOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<LoadThroughCast>(context);
  populateSelectAccessPatterns(results);
}
void StoreOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<StoreThroughCast>(context);
  populateSelectAccessPatterns(results);
}
void MemberPtrOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<MemberPtrThroughCast>(context);
}
void PtrAddOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<PtrAddThroughCast>(context);
}
