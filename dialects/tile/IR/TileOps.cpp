//===- TileOps.cpp - tile op verifiers and folders ------------------------===//
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace kiln::tile;

mlir::Type kiln::tile::maskTypeFor(mlir::Type t) {
  auto r = cast<RankedTensorType>(t);
  return RankedTensorType::get(r.getShape(),
                               IntegerType::get(t.getContext(), 1),
                               r.getEncoding());
}

#define GET_OP_CLASSES
#include "dialects/tile/IR/TileOps.cpp.inc"

static RankedTensorType tensorTy(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// Every tile operand and result is a static power-of-two shape.
static LogicalResult verifyTiles(Operation *op) {
  for (Type t : op->getOperandTypes())
    if (failed(verifyTileType(op, t)))
      return failure();
  for (Type t : op->getResultTypes())
    if (failed(verifyTileType(op, t)))
      return failure();
  return success();
}

LogicalResult MakeViewOp::verify() {
  auto view = getType();
  auto ptr = cast<kiln::simt::PtrType>(getPtr().getType());
  if (ptr.getElementType() != view.getElementType())
    return emitOpError() << "pointer to " << ptr.getElementType()
                         << " cannot make a view of " << view.getElementType();
  if (ptr.getAddressSpace() != kiln::simt::AddressSpace::Global &&
      ptr.getAddressSpace() != kiln::simt::AddressSpace::Generic)
    return emitOpError() << "a view is of global memory";
  if (getShape().size() != view.getRank() ||
      getStrides().size() != view.getRank())
    return emitOpError() << "needs " << view.getRank()
                         << " extents and strides";
  return success();
}

static LogicalResult verifyDimIndex(Operation *op, ViewType view, int32_t dim) {
  if (dim < 0 || dim >= (int32_t)view.getRank())
    return op->emitOpError() << "dimension " << dim
                             << " is out of range for a rank-"
                             << view.getRank() << " view";
  return success();
}
LogicalResult ViewDimOp::verify() {
  return verifyDimIndex(*this, getView().getType(), getDim());
}
LogicalResult ViewStrideOp::verify() {
  return verifyDimIndex(*this, getView().getType(), getDim());
}

LogicalResult ArangeOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  if (getType().getRank() != 1)
    return emitOpError() << "arange makes a 1-D tile";
  return success();
}

LogicalResult SplatOp::verify() { return verifyTiles(*this); }

OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  if (auto c = dyn_cast_if_present<TypedAttr>(adaptor.getValue()))
    if (isa<IntegerAttr, FloatAttr>(c))
      return SplatElementsAttr::get(getType(), c);
  return {};
}

/// Shared by load/store/atomic_add: offsets match the view, and the tile has
/// the view's rank and element type.
static LogicalResult verifyBlockAccess(Operation *op, ViewType view,
                                       size_t numOffsets, Type tile) {
  if (failed(verifyTiles(op)))
    return failure();
  auto t = cast<RankedTensorType>(tile);
  if (numOffsets != view.getRank())
    return op->emitOpError() << "needs " << view.getRank() << " offsets, got "
                             << numOffsets;
  if ((unsigned)t.getRank() != view.getRank())
    return op->emitOpError() << "tile rank " << t.getRank()
                             << " differs from the view rank "
                             << view.getRank();
  if (t.getElementType() != view.getElementType())
    return op->emitOpError() << "tile element type " << t.getElementType()
                             << " differs from the view's "
                             << view.getElementType();
  return success();
}

/// A scalar padding has the result's element type; a tile padding is of the
/// result's type, layout included (element i stands in for element i).
static LogicalResult verifyPadding(Operation *op, Value padding,
                                   RankedTensorType result) {
  if (!padding)
    return success();
  if (isa<RankedTensorType>(padding.getType())) {
    if (padding.getType() != result)
      return op->emitOpError() << "a tile padding must be of the result type "
                               << result;
    return success();
  }
  if (padding.getType() != result.getElementType())
    return op->emitOpError() << "padding must be of the element type "
                             << result.getElementType();
  return success();
}

LogicalResult LoadOp::verify() {
  if (failed(verifyBlockAccess(*this, getView().getType(),
                               getOffsets().size(), getType())))
    return failure();
  return verifyPadding(*this, getPadding(), getType());
}
LogicalResult StoreOp::verify() {
  return verifyBlockAccess(*this, getView().getType(), getOffsets().size(),
                           getValue().getType());
}
LogicalResult AtomicAddOp::verify() {
  if (failed(verifyBlockAccess(*this, getView().getType(),
                               getOffsets().size(), getValue().getType())))
    return failure();
  Type e = getValue().getType().getElementType();
  if (!e.isF32() && !e.isF64() && !e.isF16() && !e.isBF16() &&
      !e.isInteger(32) && !e.isInteger(64))
    return emitOpError() << "atomic_add acts on f16, bf16, f32, f64, i32 or "
                            "i64, not "
                         << e;
  return success();
}

static LogicalResult verifyIndexed(Operation *op, ViewType view,
                                   ValueRange indices, Type tile) {
  if (failed(verifyTiles(op)))
    return failure();
  auto t = cast<RankedTensorType>(tile);
  if (indices.size() != view.getRank())
    return op->emitOpError() << "needs one index tile per view dimension ("
                             << view.getRank() << "), got " << indices.size();
  for (Value idx : indices)
    if (tensorTy(idx).getShape() != t.getShape())
      return op->emitOpError() << "index tiles must have the value's shape";
  if (t.getElementType() != view.getElementType())
    return op->emitOpError() << "tile element type " << t.getElementType()
                             << " differs from the view's "
                             << view.getElementType();
  return success();
}

LogicalResult GatherOp::verify() {
  if (failed(verifyIndexed(*this, getView().getType(), getIndices(),
                           getType())))
    return failure();
  return verifyPadding(*this, getPadding(), getType());
}
LogicalResult ScatterOp::verify() {
  return verifyIndexed(*this, getView().getType(), getIndices(),
                       getValue().getType());
}

/// Shared by atomic_rmw/atomic_cas: offsets (a block) or index tiles (a
/// scatter), never both; element types the hardware has atomics for.
static LogicalResult verifyAtomic(Operation *op, ViewType view,
                                  ValueRange offsets, ValueRange indices,
                                  RankedTensorType value,
                                  kiln::simt::Scope scope) {
  if (op->getResult(0).getType() != value)
    return op->emitOpError() << "the old values have the values' type";
  if (offsets.empty() == indices.empty())
    return op->emitOpError() << "takes either offsets or index tiles ('at')";
  if (failed(offsets.empty()
                 ? verifyIndexed(op, view, indices, value)
                 : verifyBlockAccess(op, view, offsets.size(), value)))
    return failure();
  if (scope == kiln::simt::Scope::Warp)
    return op->emitOpError() << "scope is block, cluster, device or system";
  unsigned bits = value.getElementType().getIntOrFloatBitWidth();
  if (bits != 32 && bits != 64)
    return op->emitOpError() << "acts on 32- or 64-bit elements, not "
                             << value.getElementType();
  return success();
}

LogicalResult AtomicRMWOp::verify() {
  if (failed(verifyAtomic(*this, getView().getType(), getOffsets(),
                          getIndices(), getValue().getType(), getScope())))
    return failure();
  using kiln::simt::AtomicKind;
  Type e = getValue().getType().getElementType();
  switch (getKind()) {
  case AtomicKind::Add:
  case AtomicKind::Exchange:
    return success();
  case AtomicKind::Max:
  case AtomicKind::Min:
    return success(); // floats: the integer atomics on the bits
  case AtomicKind::UMax:
  case AtomicKind::UMin:
  case AtomicKind::And:
  case AtomicKind::Or:
  case AtomicKind::Xor:
    if (isa<IntegerType>(e))
      return success();
    return emitOpError() << "'" << kiln::simt::stringifyAtomicKind(getKind())
                         << "' needs integer elements, not " << e;
  default:
    return emitOpError() << "'" << kiln::simt::stringifyAtomicKind(getKind())
                         << "' is not a tile atomic";
  }
}

LogicalResult AtomicCASOp::verify() {
  return verifyAtomic(*this, getView().getType(), getOffsets(), getIndices(),
                      getValue().getType(), getScope());
}

static LogicalResult verifySameElements(Operation *op, RankedTensorType a,
                                        RankedTensorType b) {
  if (a.getElementType() != b.getElementType())
    return op->emitOpError() << "element types differ: " << a.getElementType()
                             << " and " << b.getElementType();
  return success();
}

LogicalResult BroadcastOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType(), dst = getType();
  if (failed(verifySameElements(*this, src, dst)))
    return failure();
  if (src.getRank() != dst.getRank())
    return emitOpError() << "broadcast keeps the rank; use expand_dims first";
  for (auto [s, d] : llvm::zip(src.getShape(), dst.getShape()))
    if (s != d && s != 1)
      return emitOpError() << "cannot broadcast " << src << " to " << dst;
  return success();
}
OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSource()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

LogicalResult ReshapeOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType(), dst = getType();
  if (failed(verifySameElements(*this, src, dst)))
    return failure();
  if (src.getNumElements() != dst.getNumElements())
    return emitOpError() << "reshape keeps the number of elements";
  return success();
}
OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto prev = getSource().getDefiningOp<ReshapeOp>()) {
    getSourceMutable().assign(prev.getSource());
    return getResult();
  }
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSource()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

LogicalResult PermuteOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType(), dst = getType();
  if (failed(verifySameElements(*this, src, dst)))
    return failure();
  ArrayRef<int32_t> order = getOrder();
  if ((int64_t)order.size() != src.getRank() || dst.getRank() != src.getRank())
    return emitOpError() << "order needs one entry per dimension";
  SmallVector<bool> seen(order.size(), false);
  for (int32_t d : order) {
    if (d < 0 || d >= (int32_t)order.size() || seen[d])
      return emitOpError() << "order must be a permutation";
    seen[d] = true;
  }
  for (size_t i = 0; i < order.size(); ++i)
    if (dst.getDimSize(i) != src.getDimSize(order[i]))
      return emitOpError() << "result dimension " << i << " must be source "
                           << "dimension " << order[i];
  return success();
}
OpFoldResult PermuteOp::fold(FoldAdaptor) {
  for (auto [i, d] : llvm::enumerate(getOrder()))
    if ((int32_t)i != d)
      return {};
  if (getSource().getType() == getType())
    return getSource();
  return {};
}

LogicalResult ExpandDimsOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType(), dst = getType();
  if (failed(verifySameElements(*this, src, dst)))
    return failure();
  int32_t axis = getAxis();
  if (axis < 0 || axis > src.getRank())
    return emitOpError() << "axis " << axis << " is out of range";
  SmallVector<int64_t> shape(src.getShape());
  shape.insert(shape.begin() + axis, 1);
  if (ArrayRef<int64_t>(shape) != dst.getShape())
    return emitOpError() << "result shape must be the source shape with a 1 "
                            "at axis "
                         << axis;
  return success();
}

LogicalResult ConvertLayoutOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  if (getSource().getType().getShape() != getType().getShape() ||
      getSource().getType().getElementType() != getType().getElementType())
    return emitOpError() << "changes only the layout, not the shape or "
                            "element type";
  return success();
}
OpFoldResult ConvertLayoutOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSource()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

namespace {
/// convert(convert(x)) -> convert(x); convert(splat(v)) -> splat(v);
/// convert(broadcast(x)) -> broadcast(x) for a one-element x.
struct FoldConvertChains : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Operation *def = op.getSource().getDefiningOp();
    if (auto prev = dyn_cast_if_present<ConvertLayoutOp>(def)) {
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(),
                                                   prev.getSource(),
                                                   op.getScratchAttr());
      return success();
    }
    if (auto splat = dyn_cast_if_present<SplatOp>(def)) {
      rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getValue());
      return success();
    }
    if (auto bcast = dyn_cast_if_present<BroadcastOp>(def);
        bcast && isOneElementBroadcast(bcast) &&
        isa<BlockedAttr, SliceAttr>(op.getType().getEncoding())) {
      rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(),
                                               bcast.getSource());
      return success();
    }
    if (auto arange = dyn_cast_if_present<ArangeOp>(def)) {
      rewriter.replaceOpWithNewOp<ArangeOp>(op, op.getType(),
                                            arange.getStartAttr());
      return success();
    }
    return failure();
  }
};

/// convert(f(x...)) -> f(convert(x)...) when f is an expand_dims or a
/// broadcast, or its result is cheap to recompute (an index mask, or
/// element-wise on broadcasts, whose sources are converted instead): the
/// recomputation replaces a round trip through shared memory. The conversions it creates fold further up to
/// the arange/splat leaves.
struct RematerializeCheap : OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertLayoutOp op,
                                PatternRewriter &rewriter) const override {
    Value src = op.getSource();
    Operation *def = src.getDefiningOp();
    if (!def)
      return failure();
    Attribute enc = op.getType().getEncoding();
    auto convert = [&](Value v, Attribute e) -> Value {
      auto t = cast<RankedTensorType>(v.getType());
      return ConvertLayoutOp::create(
          rewriter, op.getLoc(),
          RankedTensorType::get(t.getShape(), t.getElementType(), e), v,
          SharedAttr());
    };
    // Expanding and broadcasting recompute nothing: converting their source
    // moves at most as many elements, whatever computed it (a bias row
    // loaded, then broadcast to the accumulator's 128 x 128 mma layout,
    // is 512 bytes through shared memory instead of 64 KiB).
    // Into a slice too (a 2-D mask expanded for a 3-D load is converted to
    // a slice of the load's layout): slices of slices are layouts as well.
    bool sliceable = isa<BlockedAttr, MmaAttr, SliceAttr>(enc);
    if (auto expand = dyn_cast<ExpandDimsOp>(def)) {
      if (!sliceable)
        return failure();
      Value s = convert(expand.getSource(),
                        SliceAttr::get(getContext(), expand.getAxis(), enc));
      rewriter.replaceOpWithNewOp<ExpandDimsOp>(op, op.getType(), s,
                                                expand.getAxisAttr());
      return success();
    }
    if (auto bcast = dyn_cast<BroadcastOp>(def)) {
      if (!sliceable)
        return failure();
      Value s = convert(bcast.getSource(), enc);
      rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(), s);
      return success();
    }
    if (isa<ConvertLayoutOp, SplatOp, ArangeOp, arith::ConstantOp>(def) ||
        !isCheapToRematerialize(src, /*belowBroadcasts=*/true))
      return failure();
    if (def->getNumResults() != 1 || def->getNumRegions() != 0)
      return failure();
    IRMapping map;
    for (Value v : def->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        map.map(v, convert(v, enc));
    Operation *clone = rewriter.clone(*def, map);
    auto rt = cast<RankedTensorType>(clone->getResult(0).getType());
    clone->getResult(0).setType(
        RankedTensorType::get(rt.getShape(), rt.getElementType(), enc));
    rewriter.replaceOp(op, clone->getResults());
    return success();
  }
};
} // namespace

bool kiln::tile::isCheapToRematerialize(Value v, bool belowBroadcasts) {
  SmallVector<Value> work{v};
  // Distinct tiles: a 2-D mask shares its aranges between its terms (a
  // causal mask `k <= q & k < len` is 13 of them, 19 counted per use).
  // Only element-wise computations count against the limit: the splats,
  // constants and layout conversions around them cost nothing to remake
  // (a counter-based RNG's hash, 13 integer ops on an arange with a splat
  // constant and its conversion per op, was 35 tiles and so crossed shared
  // memory to meet the data it masks).
  llvm::SmallDenseSet<Value, 16> visited;
  int64_t computed = 0;
  while (!work.empty()) {
    Value cur = work.pop_back_val();
    if (!isa<RankedTensorType>(cur.getType()) || !visited.insert(cur).second)
      continue;
    if (visited.size() > 128)
      return false;
    Operation *def = cur.getDefiningOp();
    if (!def)
      return false;
    if (isa<ArangeOp, SplatOp>(def))
      continue;
    if (auto cst = dyn_cast<arith::ConstantOp>(def)) {
      if (!isa<SplatElementsAttr>(cst.getValue()))
        return false;
      continue;
    }
    if (auto expand = dyn_cast<ExpandDimsOp>(def)) {
      work.push_back(expand.getSource());
      continue;
    }
    if (auto bcast = dyn_cast<BroadcastOp>(def)) {
      if (!belowBroadcasts)
        work.push_back(bcast.getSource());
      continue;
    }
    if (auto cvt = dyn_cast<ConvertLayoutOp>(def)) {
      work.push_back(cvt.getSource());
      continue;
    }
    if (!isa<arith::ArithDialect>(def->getDialect()) ||
        def->getNumResults() != 1 || def->getNumRegions() != 0 ||
        !isPure(def) || ++computed > 32)
      return false;
    for (Value o : def->getOperands())
      work.push_back(o);
  }
  return true;
}

bool kiln::tile::isOneElementBroadcast(Value v) {
  auto bcast = v.getDefiningOp<BroadcastOp>();
  return bcast && bcast.getSource().getType().getNumElements() == 1;
}

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.add<FoldConvertChains, RematerializeCheap>(context);
}

/// The combiner takes two scalars of the element type and yields one.
static LogicalResult verifyCombiner(Operation *op, Region &region, Type elem) {
  Block &body = region.front();
  if (body.getNumArguments() != 2 || body.getArgument(0).getType() != elem ||
      body.getArgument(1).getType() != elem)
    return op->emitOpError() << "combiner takes two " << elem << " arguments";
  auto yield = dyn_cast<YieldOp>(body.getTerminator());
  if (!yield)
    return op->emitOpError() << "combiner must end in tile.yield";
  if (yield.getValue().getType() != elem)
    return op->emitOpError() << "combiner must yield " << elem;
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType();
  int32_t axis = getAxis();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError() << "axis " << axis << " is out of range for rank "
                         << src.getRank();
  if (src.getRank() == 1) {
    if (getType() != src.getElementType())
      return emitOpError() << "reducing a 1-D tile gives a "
                           << src.getElementType();
    return success();
  }
  auto dst = dyn_cast<RankedTensorType>(getType());
  SmallVector<int64_t> shape(src.getShape());
  shape.erase(shape.begin() + axis);
  if (!dst || dst.getShape() != ArrayRef<int64_t>(shape) ||
      dst.getElementType() != src.getElementType())
    return emitOpError() << "result must be the source without axis " << axis;
  return success();
}
LogicalResult ReduceOp::verifyRegions() {
  return verifyCombiner(*this, getCombiner(),
                        getSource().getType().getElementType());
}

LogicalResult ScanOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType();
  int32_t axis = getAxis();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError() << "axis " << axis << " is out of range for rank "
                         << src.getRank();
  if (src.getShape() != getType().getShape() ||
      src.getElementType() != getType().getElementType())
    return emitOpError() << "result must have the source's shape and type";
  return success();
}
LogicalResult ScanOp::verifyRegions() {
  return verifyCombiner(*this, getCombiner(),
                        getSource().getType().getElementType());
}

LogicalResult DotOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto a = getA().getType(), b = getB().getType(), c = getAcc().getType();
  if (a.getRank() != 2 || b.getRank() != 2 || c.getRank() != 2)
    return emitOpError() << "dot takes 2-D tiles";
  if (a.getDimSize(1) != b.getDimSize(0))
    return emitOpError() << "a is " << a.getDimSize(0) << "x" << a.getDimSize(1)
                         << " but b has " << b.getDimSize(0) << " rows";
  if (c.getDimSize(0) != a.getDimSize(0) || c.getDimSize(1) != b.getDimSize(1))
    return emitOpError() << "acc must be " << a.getDimSize(0) << "x"
                         << b.getDimSize(1);
  auto isFp8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  bool fp8 = isFp8(a.getElementType()) && isFp8(b.getElementType());
  // e4m3 and e5m2 mix (the tensor cores take any pair); others do not.
  if (a.getElementType() != b.getElementType() && !fp8)
    return emitOpError() << "a and b element types differ";
  if (fp8 && !c.getElementType().isF32())
    return emitOpError() << "fp8 operands accumulate in f32, not "
                         << c.getElementType();
  if (c.getShape() != getType().getShape() ||
      c.getElementType() != getType().getElementType())
    return emitOpError() << "result must have the accumulator's type";
  return success();
}

/// Sort and top-k keys: integers or 16..64-bit floats (fp8 and i1 have no
/// order the network compares).
static LogicalResult verifySortKeys(Operation *op, RankedTensorType t,
                                    int32_t axis) {
  if (axis < 0 || axis >= t.getRank())
    return op->emitOpError() << "axis " << axis << " is out of range for rank "
                             << t.getRank();
  Type e = t.getElementType();
  bool ok = (e.isInteger() && e.getIntOrFloatBitWidth() >= 8) || e.isF16() ||
            e.isBF16() || e.isF32() || e.isF64();
  if (!ok)
    return op->emitOpError() << "cannot order keys of type " << e
                             << " (integers of 8..64 bits, f16, bf16, f32, "
                                "f64)";
  return success();
}

LogicalResult SortOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto keys = getKeys().getType();
  if (failed(verifySortKeys(*this, keys, getAxis())))
    return failure();
  if (getValues().size() != getSortedValues().size())
    return emitOpError() << "has " << getValues().size() << " values but "
                         << getSortedValues().size() << " sorted values";
  for (auto [i, v] : llvm::enumerate(getValues())) {
    auto vt = cast<RankedTensorType>(v.getType());
    if (vt.getShape() != keys.getShape())
      return emitOpError() << "values #" << i << " must have the keys' shape";
    if (isa<Float8E4M3FNType, Float8E5M2Type>(vt.getElementType()))
      return emitOpError() << "values #" << i << " are fp8 (convert them)";
    if (getSortedValues()[i].getType() != vt)
      return emitOpError() << "sorted values #" << i
                           << " must have the values' type";
  }
  return success();
}

LogicalResult TopKOp::verify() {
  auto src = getSource().getType();
  int32_t axis = getAxis();
  if (failed(verifySortKeys(*this, src, axis)))
    return failure();
  // Before the shapes: a k that is no power of two makes the results' shape
  // invalid too, and this says why.
  int64_t k = getK();
  if (k < 1 || k > src.getDimSize(axis) || (k & (k - 1)))
    return emitOpError() << "k = " << k
                         << " must be a power of two no larger than the axis ("
                         << src.getDimSize(axis) << ")";
  if (failed(verifyTiles(*this)))
    return failure();
  SmallVector<int64_t> shape(src.getShape());
  shape[axis] = k;
  auto vals = getValues().getType(), idx = getIndices().getType();
  if (vals.getShape() != ArrayRef<int64_t>(shape) ||
      vals.getElementType() != src.getElementType())
    return emitOpError() << "values must be the source with axis " << axis
                         << " of length " << k;
  if (idx.getShape() != ArrayRef<int64_t>(shape) ||
      !idx.getElementType().isInteger(32))
    return emitOpError() << "indices must be i32 of the values' shape";
  return success();
}

LogicalResult HistogramOp::verify() {
  if (failed(verifyTiles(*this)))
    return failure();
  auto src = getSource().getType();
  if (src.getElementType().isInteger(1))
    return emitOpError() << "counts integer values (i8..i64), not i1";
  if (getMask()) {
    auto m = cast<RankedTensorType>(getMask().getType());
    if (m.getShape() != src.getShape() || !m.getElementType().isInteger(1))
      return emitOpError() << "mask must be i1 of the source's shape";
  }
  auto r = getType();
  if (r.getRank() != 1 || !r.getElementType().isInteger(32))
    return emitOpError() << "result must be a 1-D i32 tile (one count per bin)";
  return success();
}
