//===- TileToSimt.cpp - lower tile programs to per-thread simt code -------===//
//
// A tile value becomes the list of registers its layout gives each thread
// (unrolled SSA values, in the register order of TileLayout.h). The pass
// walks each function in program order, rebuilding scf.for/scf.if with
// flattened tile operands, and erases the tile ops at the end.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/Passes.h"
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include <map>
#include <set>

namespace kiln {
#define GEN_PASS_DEF_CONVERTTILETOSIMT
#include "compiler/Conversion/TileToSimt/Passes.h.inc"
} // namespace kiln

using namespace mlir;
using namespace kiln;
using namespace kiln::tile;
namespace simt = kiln::simt;

using namespace kiln::tile_lowering;

LogicalResult FuncLowering::run() {
  Block &entry = func.getBody().front();
  OpBuilder b(&entry, entry.begin());
  Location loc = func.getLoc();
  laneV = simt::LaneIdOp::create(b, loc);
  warpV = simt::WarpIdOp::create(b, loc);

  // Flatten view arguments: (ptr, shape[R], strides[R]).
  SmallVector<unsigned> viewArgs;
  for (BlockArgument arg : entry.getArguments())
    if (isa<ViewType>(arg.getType()))
      viewArgs.push_back(arg.getArgNumber());
  for (unsigned idx : llvm::reverse(viewArgs)) {
    BlockArgument arg = entry.getArgument(idx);
    auto vt = cast<ViewType>(arg.getType());
    View v;
    auto ptrTy = simt::PtrType::get(vt.getElementType(),
                                    simt::AddressSpace::Global);
    unsigned pos = idx + 1;
    v.ptr = entry.insertArgument(pos++, ptrTy, arg.getLoc());
    for (unsigned k = 0; k < vt.getRank(); ++k)
      v.shape.push_back(entry.insertArgument(pos++, b.getI64Type(), arg.getLoc()));
    for (unsigned k = 0; k < vt.getRank(); ++k)
      v.strides.push_back(entry.insertArgument(pos++, b.getI64Type(), arg.getLoc()));
    views[arg] = v;
  }

  lowerBlock(entry);
  if (failed(failure_))
    return failure();
  // Old loops' block arguments are still used by old body ops: drop every
  // reference first, then erase.
  for (Operation *op : toErase)
    op->dropAllReferences();
  for (Operation *op : llvm::reverse(toErase)) {
    op->dropAllUses();
    op->erase();
  }
  SmallVector<BlockArgument> oldViews;
  for (auto &[v, info] : views)
    if (auto arg = dyn_cast<BlockArgument>(v))
      if (arg.getOwner() == &entry)
        oldViews.push_back(arg);
  llvm::sort(oldViews, [](BlockArgument a, BlockArgument b) {
    return a.getArgNumber() > b.getArgNumber();
  });
  for (BlockArgument arg : oldViews)
    entry.eraseArgument(arg.getArgNumber());
  // Argument attributes no longer line up with the flattened list.
  func->removeAttr(func.getArgAttrsAttrName());
  func.setType(FunctionType::get(func.getContext(), entry.getArgumentTypes(),
                                 func.getResultTypes()));
  return success();
}

void FuncLowering::lowerBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (failed(failure_))
      return;
    lowerOp(&op);
  }
}

static bool touchesTiles(Operation *op) {
  auto isTile = [](Type t) { return isa<RankedTensorType, ViewType>(t); };
  return llvm::any_of(op->getOperandTypes(), isTile) ||
         llvm::any_of(op->getResultTypes(), isTile);
}

void FuncLowering::lowerOp(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return lowerFor(forOp);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return lowerIf(ifOp);
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return lowerWhile(whileOp);
  if (isa<scf::YieldOp, scf::ConditionOp>(op))
    return; // rebuilt by lowerFor / lowerIf / lowerWhile
  if (isa<func::ReturnOp>(op)) {
    if (touchesTiles(op)) {
      op->emitOpError() << "cannot return tiles from a tile function";
      failure_ = failure();
    }
    return;
  }
  if (!isa<TileDialect>(op->getDialect()) && !touchesTiles(op)) {
    for (Region &r : op->getRegions())
      for (Block &blk : r)
        lowerBlock(blk);
    return;
  }
  toErase.push_back(op);
  for (Value v : op->getOperands()) {
    if ((isa<RankedTensorType>(v.getType()) && !regs.count(v)) ||
        (isa<ViewType>(v.getType()) && !views.count(v))) {
      op->emitOpError() << "uses a tile or view that was not lowered (tile "
                           "function arguments other than views are not "
                           "supported)";
      failure_ = failure();
      return;
    }
  }

  if (auto pid = dyn_cast<ProgramIdOp>(op)) {
    Value v = simt::BlockIdOp::create(b, loc, simt::Dim(pid.getAxis()));
    pid.getResult().replaceAllUsesWith(v);
    return;
  }
  if (auto np = dyn_cast<NumProgramsOp>(op)) {
    Value v = simt::GridDimOp::create(b, loc, simt::Dim(np.getAxis()));
    np.getResult().replaceAllUsesWith(v);
    return;
  }
  if (auto mv = dyn_cast<MakeViewOp>(op)) {
    View v;
    v.ptr = mv.getPtr();
    if (cast<simt::PtrType>(v.ptr.getType()).getAddressSpace() !=
        simt::AddressSpace::Global)
      v.ptr = simt::PtrCastOp::create(
          b, loc,
          simt::PtrType::get(mv.getType().getElementType(),
                             simt::AddressSpace::Global),
          v.ptr);
    v.shape.assign(mv.getShape().begin(), mv.getShape().end());
    v.strides.assign(mv.getStrides().begin(), mv.getStrides().end());
    views[mv.getResult()] = v;
    return;
  }
  if (auto vd = dyn_cast<ViewDimOp>(op)) {
    vd.getResult().replaceAllUsesWith(views[vd.getView()].shape[vd.getDim()]);
    return;
  }
  if (auto vs = dyn_cast<ViewStrideOp>(op)) {
    vs.getResult().replaceAllUsesWith(
        views[vs.getView()].strides[vs.getDim()]);
    return;
  }
  if (auto ar = dyn_cast<ArangeOp>(op)) {
    LayoutDesc d = desc(op, ar.getType());
    auto base = bases(b, loc, d);
    Type et = ar.getType().getElementType();
    Regs out;
    for (size_t r = 0; r < d.numRegs(); ++r) {
      Value c = coords(b, loc, d, base, r)[0];
      c = arith::AddIOp::create(b, loc, c, i32(b, loc, ar.getStart()));
      if (et.getIntOrFloatBitWidth() > 32)
        c = arith::ExtSIOp::create(b, loc, et, c);
      else if (et.getIntOrFloatBitWidth() < 32)
        c = arith::TruncIOp::create(b, loc, et, c);
      out.push_back(c);
    }
    regs[ar.getResult()] = out;
    return;
  }
  if (auto sp = dyn_cast<SplatOp>(op)) {
    LayoutDesc d = desc(op, sp.getType());
    regs[sp.getResult()] = Regs(d.numRegs(), sp.getValue());
    return;
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    auto splat = dyn_cast<SplatElementsAttr>(cst.getValue());
    if (!splat) {
      op->emitOpError() << "only splat tile constants are supported";
      failure_ = failure();
      return;
    }
    LayoutDesc d = desc(op, cst.getType());
    Value v = arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
    regs[cst.getResult()] = Regs(d.numRegs(), v);
    return;
  }
  if (auto ld = dyn_cast<LoadOp>(op))
    return lowerLoad(ld);
  if (auto st = dyn_cast<StoreOp>(op))
    return lowerStoreLike(op, st.getView(), st.getOffsets(), st.getValue(),
                          false);
  if (auto at = dyn_cast<AtomicAddOp>(op))
    return lowerStoreLike(op, at.getView(), at.getOffsets(), at.getValue(),
                          true);
  if (auto g = dyn_cast<GatherOp>(op))
    return lowerGather(g);
  if (auto s = dyn_cast<ScatterOp>(op))
    return lowerScatter(s);
  if (auto red = dyn_cast<ReduceOp>(op))
    return lowerReduce(red);
  if (auto scan = dyn_cast<ScanOp>(op))
    return lowerScan(scan);
  if (auto dot = dyn_cast<DotOp>(op))
    return lowerDot(dot);
  if (auto cv = dyn_cast<ConvertLayoutOp>(op))
    return lowerConvert(op, cv.getSource(), cv.getType(), cv.getScratchAttr(),
                        {}, false);
  if (auto rs = dyn_cast<ReshapeOp>(op))
    return lowerConvert(op, rs.getSource(), rs.getType(), SharedAttr(), {},
                        true);
  if (auto pm = dyn_cast<PermuteOp>(op))
    return lowerConvert(op, pm.getSource(), pm.getType(), SharedAttr(),
                        pm.getOrder(), false);
  if (isa<BroadcastOp, ExpandDimsOp>(op))
    return lowerByCoords(op, op->getOperand(0), op->getResult(0).getType());
  if (op->getNumRegions() == 0 &&
      (isa<arith::ArithDialect, math::MathDialect>(op->getDialect())))
    return lowerElementwise(op);
  op->emitOpError() << "cannot be lowered to simt";
  failure_ = failure();
}

void FuncLowering::lowerElementwise(Operation *op) {
  OpBuilder b(op);
  Type resTy = op->getResult(0).getType();
  LayoutDesc d = desc(op, resTy);
  SmallVector<Regs> results(op->getNumResults());
  for (size_t r = 0; r < d.numRegs(); ++r) {
    IRMapping map;
    for (Value v : op->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        map.map(v, regs[v][r]);
    Operation *clone = b.clone(*op, map);
    for (auto [i, res] : llvm::enumerate(clone->getResults())) {
      res.setType(getElementTypeOrSelf(res.getType()));
      results[i].push_back(res);
    }
  }
  for (auto [i, res] : llvm::enumerate(op->getResults()))
    regs[res] = results[i];
}

void FuncLowering::lowerFor(scf::ForOp op) {
  if (lowerPipelinedMma(op))
    return;
  OpBuilder b(op);
  Location loc = op.getLoc();
  // Flatten the carried values: a tile carries all its registers.
  Spans spans; // per old iter arg
  SmallVector<Value> inits = flattenValues(op.getInitArgs(), &spans);
  auto newFor = scf::ForOp::create(b, loc, op.getLowerBound(),
                                   op.getUpperBound(), op.getStep(), inits);
  Block *newBody = newFor.getBody();
  if (!newBody->empty())
    newBody->getTerminator()->erase();
  Block *oldBody = op.getBody();
  op.getInductionVar().replaceAllUsesWith(newFor.getInductionVar());
  bindFlattened(op.getRegionIterArgs(), newFor.getRegionIterArgs(), spans);
  newBody->getOperations().splice(newBody->end(), oldBody->getOperations());
  lowerBlock(*newBody);
  flattenYield(cast<scf::YieldOp>(newBody->getTerminator()));
  bindFlattened(op.getResults(), newFor.getResults(), spans);
  toErase.push_back(op);
}

void FuncLowering::lowerWhile(scf::WhileOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  // A tile carries all its registers, before and after the condition.
  SmallVector<Type> beforeTypes, afterTypes;
  Spans beforeSpans, afterSpans;
  flattenTypes(op, op.getBefore().front().getArgumentTypes(), beforeTypes, beforeSpans);
  flattenTypes(op, op.getResultTypes(), afterTypes, afterSpans);
  SmallVector<Value> inits = flattenValues(op.getInits());
  auto newWhile = scf::WhileOp::create(b, loc, afterTypes, inits);
  auto move = [&](Region &from, Region &to, ArrayRef<Type> types,
                  const Spans &spans) {
    SmallVector<Location> locs(types.size(), loc);
    Block *nb = b.createBlock(&to, {}, types, locs);
    Block &old = from.front();
    bindFlattened(old.getArguments(), nb->getArguments(), spans);
    nb->getOperations().splice(nb->end(), old.getOperations());
    lowerBlock(*nb);
    return nb;
  };
  Block *before = move(op.getBefore(), newWhile.getBefore(), beforeTypes, beforeSpans);
  auto cond = cast<scf::ConditionOp>(before->getTerminator());
  SmallVector<Value> forwarded = flattenValues(cond.getArgs());
  {
    OpBuilder cb(cond);
    scf::ConditionOp::create(cb, cond.getLoc(), cond.getCondition(), forwarded);
    cond.erase();
  }
  Block *after = move(op.getAfter(), newWhile.getAfter(), afterTypes, afterSpans);
  flattenYield(cast<scf::YieldOp>(after->getTerminator()));
  bindFlattened(op.getResults(), newWhile.getResults(), afterSpans);
  toErase.push_back(op);
}

template <typename OldRange>
void FuncLowering::bindFlattened(OldRange olds, ValueRange flat,
                                 const Spans &spans) {
  for (auto [i, old] : llvm::enumerate(olds)) {
    auto [start, len] = spans[i];
    ValueRange slice = flat.slice(start, len);
    if (isa<RankedTensorType>(old.getType()))
      regs[old] = Regs(slice.begin(), slice.end());
    else
      old.replaceAllUsesWith(slice[0]);
  }
}

SmallVector<Value> FuncLowering::flattenValues(ValueRange vals, Spans *spans) {
  SmallVector<Value> flat;
  for (Value v : vals) {
    unsigned start = flat.size();
    if (isa<RankedTensorType>(v.getType()))
      llvm::append_range(flat, regs[v]);
    else
      flat.push_back(v);
    if (spans)
      spans->push_back({start, (unsigned)flat.size() - start});
  }
  return flat;
}

void FuncLowering::flattenTypes(Operation *op, TypeRange types,
                                SmallVector<Type> &flat, Spans &spans) {
  for (Type t : types) {
    unsigned start = flat.size();
    if (auto rt = dyn_cast<RankedTensorType>(t))
      flat.append(desc(op, rt).numRegs(), rt.getElementType());
    else
      flat.push_back(t);
    spans.push_back({start, (unsigned)flat.size() - start});
  }
}

void FuncLowering::flattenYield(scf::YieldOp yield) {
  SmallVector<Value> yielded = flattenValues(yield.getOperands());
  OpBuilder yb(yield);
  scf::YieldOp::create(yb, yield.getLoc(), yielded);
  yield.erase();
}

void FuncLowering::lowerIf(scf::IfOp op) {
  if (!llvm::any_of(op.getResultTypes(),
                    [](Type t) { return isa<RankedTensorType>(t); })) {
    for (Region &r : op->getRegions())
      for (Block &blk : r)
        lowerBlock(blk);
    return;
  }
  OpBuilder b(op);
  Location loc = op.getLoc();
  SmallVector<Type> types;
  Spans spans;
  flattenTypes(op, op.getResultTypes(), types, spans);
  auto newIf = scf::IfOp::create(b, loc, types, op.getCondition(), true);
  for (auto [oldR, newR] : {std::make_pair(&op.getThenRegion(),
                                           &newIf.getThenRegion()),
                            std::make_pair(&op.getElseRegion(),
                                           &newIf.getElseRegion())}) {
    Block *nb = &newR->front();
    if (!nb->empty())
      nb->getTerminator()->erase();
    nb->getOperations().splice(nb->end(), oldR->front().getOperations());
    lowerBlock(*nb);
    flattenYield(cast<scf::YieldOp>(nb->getTerminator()));
  }
  bindFlattened(op.getResults(), newIf.getResults(), spans);
  toErase.push_back(op);
}

/// i64 view indices of register r: offsets + coordinates.
static SmallVector<Value> viewIndices(OpBuilder &b, Location loc,
                                      ValueRange offsets,
                                      ArrayRef<Value> coords) {
  SmallVector<Value> idx;
  for (auto [o, c] : llvm::zip(offsets, coords))
    idx.push_back(arith::AddIOp::create(
        b, loc, o, arith::ExtUIOp::create(b, loc, b.getI64Type(), c)));
  return idx;
}

void FuncLowering::lowerLoad(LoadOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getType());
  const View &v = views[op.getView()];
  Type et = op.getType().getElementType();
  Value pad = op.getPadding() ? op.getPadding() : zeroOf(b, loc, et);
  auto base = bases(b, loc, d);
  auto scalar = [&](OpBuilder &sb, size_t r) {
    auto idx = viewIndices(sb, loc, op.getOffsets(), coords(sb, loc, d, base, r));
    auto [ptr, mask] = address(sb, loc, v, idx);
    return maskedLoad(sb, loc, ptr, mask, pad);
  };
  Regs out(d.numRegs());
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = vectorGroups(d, et, groups);
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      out[r] = scalar(b, r);
    regs[op.getResult()] = out;
    return;
  }
  // One vector load per group when the view is contiguous and the whole
  // vector is inside it; element by element (masked) otherwise.
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  Value usable = vectorUsable(b, loc, v, op.getOffsets(), vec, bytes);
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  size_t last = d.rank() - 1;
  for (const auto &g : groups) {
    auto idx = viewIndices(b, loc, op.getOffsets(), coords(b, loc, d, base, g[0]));
    auto [ptr, mask] = address(b, loc, v, idx);
    Value end = arith::AddIOp::create(b, loc, idx[last], i64(b, loc, vec - 1));
    Value inside = arith::AndIOp::create(
        b, loc, mask,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, end,
                              v.shape[last]));
    Value cond = arith::AndIOp::create(b, loc, usable, inside);
    SmallVector<Type> types(vec, et);
    auto ifOp = scf::IfOp::create(
        b, loc, cond,
        [&](OpBuilder &tb, Location l) {
          Value vp = simt::PtrCastOp::create(tb, l, vecPtrTy, ptr);
          Value vv = simt::LoadOp::create(tb, l, vecTy, vp, false, false,
                                          tb.getI64IntegerAttr(vec * bytes));
          SmallVector<Value> elems;
          for (int64_t j = 0; j < vec; ++j)
            elems.push_back(LLVM::ExtractElementOp::create(
                tb, l, vv, i32(tb, l, j)));
          scf::YieldOp::create(tb, l, elems);
        },
        [&](OpBuilder &eb, Location l) {
          SmallVector<Value> elems;
          for (size_t r : g)
            elems.push_back(scalar(eb, r));
          scf::YieldOp::create(eb, l, elems);
        });
    for (auto [j, r] : llvm::enumerate(g))
      out[r] = ifOp.getResult(j);
  }
  regs[op.getResult()] = out;
}

void FuncLowering::lowerStoreLike(Operation *op, Value viewV,
                                  ValueRange offsets, Value value,
                                  bool atomic) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  LayoutDesc d = desc(op, value.getType());
  const View &v = views[viewV];
  auto base = bases(b, loc, d);
  // Replicated elements are written once (required for atomics).
  Value own = atomic ? owner(b, loc, d) : Value();
  const Regs &vals = regs[value];
  auto scalar = [&](OpBuilder &sb, size_t r) {
    auto idx = viewIndices(sb, loc, offsets, coords(sb, loc, d, base, r));
    auto [ptr, mask] = address(sb, loc, v, idx);
    if (own)
      mask = arith::AndIOp::create(sb, loc, mask, own);
    maskedStore(sb, loc, ptr, mask, vals[r], atomic);
  };
  Type et = cast<RankedTensorType>(value.getType()).getElementType();
  SmallVector<SmallVector<size_t>> groups;
  int64_t vec = atomic ? 1 : vectorGroups(d, et, groups);
  if (vec == 1) {
    for (size_t r = 0; r < d.numRegs(); ++r)
      if (!d.regIsDup(r))
        scalar(b, r);
    return;
  }
  int64_t bytes = et.getIntOrFloatBitWidth() / 8;
  Value usable = vectorUsable(b, loc, v, offsets, vec, bytes);
  auto vecTy = VectorType::get({vec}, et);
  auto vecPtrTy = simt::PtrType::get(vecTy, simt::AddressSpace::Global);
  size_t last = d.rank() - 1;
  for (const auto &g : groups) {
    if (llvm::any_of(g, [&](size_t r) { return d.regIsDup(r); })) {
      for (size_t r : g)
        if (!d.regIsDup(r))
          scalar(b, r);
      continue;
    }
    auto idx = viewIndices(b, loc, offsets, coords(b, loc, d, base, g[0]));
    auto [ptr, mask] = address(b, loc, v, idx);
    Value end = arith::AddIOp::create(b, loc, idx[last], i64(b, loc, vec - 1));
    Value inside = arith::AndIOp::create(
        b, loc, mask,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, end,
                              v.shape[last]));
    Value cond = arith::AndIOp::create(b, loc, usable, inside);
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElse=*/true);
    {
      OpBuilder tb = ifOp.getThenBodyBuilder();
      Value vv = LLVM::PoisonOp::create(tb, loc, vecTy);
      for (auto [j, r] : llvm::enumerate(g))
        vv = LLVM::InsertElementOp::create(tb, loc, vv, vals[r],
                                           i32(tb, loc, j));
      Value vp = simt::PtrCastOp::create(tb, loc, vecPtrTy, ptr);
      simt::StoreOp::create(tb, loc, vv, vp, false,
                            tb.getI64IntegerAttr(vec * bytes));
    }
    {
      OpBuilder eb = ifOp.getElseBodyBuilder();
      for (size_t r : g)
        scalar(eb, r);
    }
  }
}

static Value toI64(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isInteger(64))
    return v;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
}

void FuncLowering::lowerGather(GatherOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getType());
  const View &v = views[op.getView()];
  Type et = op.getType().getElementType();
  Value pad = op.getPadding() ? op.getPadding() : zeroOf(b, loc, et);
  Regs out;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    SmallVector<Value> idx;
    for (Value t : op.getIndices())
      idx.push_back(toI64(b, loc, regs[t][r]));
    auto [ptr, mask] = address(b, loc, v, idx);
    out.push_back(maskedLoad(b, loc, ptr, mask, pad));
  }
  regs[op.getResult()] = out;
}

void FuncLowering::lowerScatter(ScatterOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  LayoutDesc d = desc(op, op.getValue().getType());
  const View &v = views[op.getView()];
  Value own = owner(b, loc, d);
  for (size_t r = 0; r < d.numRegs(); ++r) {
    if (d.regIsDup(r))
      continue;
    SmallVector<Value> idx;
    for (Value t : op.getIndices())
      idx.push_back(toI64(b, loc, regs[t][r]));
    auto [ptr, mask] = address(b, loc, v, idx);
    mask = arith::AndIOp::create(b, loc, mask, own);
    maskedStore(b, loc, ptr, mask, regs[op.getValue()][r], false);
  }
}

/// Broadcast and expand_dims: every result register is a source register
/// with the same coordinates along the dimensions the source has (the
/// layouts agree there by construction).
void FuncLowering::lowerByCoords(Operation *op, Value src, Type dstType) {
  LayoutDesc s = desc(op, src.getType()), d = desc(op, dstType);
  auto dstShape = cast<RankedTensorType>(dstType).getShape();
  bool expand = isa<ExpandDimsOp>(op);
  int64_t axis = expand ? cast<ExpandDimsOp>(op).getAxis() : -1;
  std::map<SmallVector<int64_t>, size_t> index;
  auto srcShape = cast<RankedTensorType>(src.getType()).getShape();
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < s.rank(); ++k)
      key.push_back(srcShape[k] == 1 ? 0 : s.regCoord(r, k));
    index.insert({key, r});
  }
  Regs out;
  const Regs &in = regs[src];
  for (size_t r = 0; r < d.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < d.rank(); ++k) {
      if (k == axis)
        continue;
      int64_t sk = expand && k > axis ? k - 1 : k;
      key.push_back(srcShape[sk] == 1 ? 0 : d.regCoord(r, k));
    }
    auto it = index.find(key);
    if (it == index.end()) {
      op->emitOpError() << "source and result layouts do not line up";
      failure_ = failure();
      return;
    }
    out.push_back(in[it->second]);
  }
  (void)dstShape;
  regs[op->getResult(0)] = out;
}

void FuncLowering::lowerConvert(Operation *op, Value src, Type dstType,
                                SharedAttr swz, ArrayRef<int32_t> perm,
                                bool reshape) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  LayoutDesc s = desc(op, src.getType()), d = desc(op, dstType);
  auto dstT = cast<RankedTensorType>(dstType);
  const Regs &in = regs[src];
  // Register renames: same thread mapping, coordinates match (after the
  // permutation for permute).
  if (!reshape && s.numRegs() == d.numRegs()) {
    bool same = true;
    for (int64_t k = 0; k < d.rank() && same; ++k) {
      int64_t sk = perm.empty() ? k : perm[k];
      const DimMap &x = s.dims[sk], &y = d.dims[k];
      auto sig = [](const DimMap &m) {
        return std::make_tuple(m.laneCount == 1 ? 0 : m.laneStride,
                               m.laneCount, m.laneCount == 1 ? 0 : m.laneScale,
                               m.warpCount == 1 ? 0 : m.warpStride,
                               m.warpCount,
                               m.warpCount == 1 ? 0 : m.warpScale);
      };
      same = sig(x) == sig(y);
    }
    if (same) {
      std::map<SmallVector<int64_t>, size_t> index;
      for (size_t r = 0; r < s.numRegs(); ++r) {
        SmallVector<int64_t> key;
        for (int64_t k = 0; k < d.rank(); ++k)
          key.push_back(s.regCoord(r, perm.empty() ? k : perm[k]));
        index.insert({key, r});
      }
      Regs out;
      for (size_t r = 0; r < d.numRegs() && same; ++r) {
        SmallVector<int64_t> key;
        for (int64_t k = 0; k < d.rank(); ++k)
          key.push_back(d.regCoord(r, k));
        auto it = index.find(key);
        if (it == index.end())
          same = false;
        else
          out.push_back(in[it->second]);
      }
      if (same) {
        regs[op->getResult(0)] = out;
        return;
      }
    }
  }
  auto srcShape = cast<RankedTensorType>(src.getType()).getShape();
  SmallVector<int64_t> bufShape(dstT.getShape());
  if (reshape) {
    // Both sides index the buffer in row-major order of their own shape.
    Type et = dstT.getElementType();
    int64_t n = dstT.getNumElements();
    Value buf = sharedBuffer(b, loc, et, n);
    auto sb = bases(b, loc, s);
    for (size_t r = 0; r < s.numRegs(); ++r) {
      if (s.regIsDup(r))
        continue;
      Value idx = linearIndex(b, loc, coords(b, loc, s, sb, r), srcShape,
                              SharedAttr());
      simt::StoreOp::create(b, loc, toStorage(b, loc, in[r]),
                            smemAt(b, loc, buf, idx), false, IntegerAttr());
    }
    auto db = bases(b, loc, d);
    Regs out;
    for (size_t r = 0; r < d.numRegs(); ++r) {
      Value idx = linearIndex(b, loc, coords(b, loc, d, db, r),
                              dstT.getShape(), SharedAttr());
      Value v = simt::LoadOp::create(b, loc, storageType(et),
                                     smemAt(b, loc, buf, idx), false, false,
                                     IntegerAttr());
      out.push_back(fromStorage(b, loc, v, et));
    }
    regs[op->getResult(0)] = out;
    return;
  }
  auto mapCoords = [&](ArrayRef<Value> c) {
    SmallVector<Value> m(c.size());
    if (perm.empty())
      return SmallVector<Value>(c);
    for (size_t k = 0; k < c.size(); ++k)
      m[k] = c[perm[k]];
    return m;
  };
  // mma operands (16-bit) used only by their dot: store now, read each
  // fragment next to the mma that takes it (fewer live registers).
  auto dotEnc = dyn_cast_if_present<DotOperandAttr>(dstT.getEncoding());
  Value res = op->getResult(0);
  if (perm.empty() && dotEnc && isa<MmaAttr>(dotEnc.getParent()) &&
      (dstT.getElementTypeBitWidth() == 16 || dstT.getElementType().isF32()) &&
      res.hasOneUse() &&
      isa<DotOp>(*res.getUsers().begin()) &&
      (!swz || swz.getMaxPhase() <= 1 || swz.getVec() % 2 == 0)) {
    Value buf = storeToShared(b, loc, s, in, dstT.getElementType(), swz,
                              mapCoords, bufShape, /*identity=*/true);
    lazy[res] = LazyOperand{buf, swz, bufShape};
    regs[res] = Regs(d.numRegs());
    return;
  }
  Regs out = throughShared(b, loc, s, in, d, dstT.getElementType(), swz,
                           mapCoords, bufShape, perm.empty());
  regs[op->getResult(0)] = out;
}

void FuncLowering::lowerReduce(ReduceOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto srcT = op.getSource().getType();
  LayoutDesc s = desc(op, srcT);
  if (failed(failure_))
    return;
  int64_t axis = op.getAxis();
  int64_t sa = s.shape[axis];
  Region &comb = op.getCombiner();
  const Regs &in = regs[op.getSource()];
  Type et = srcT.getElementType();

  // 1. Inside the thread: combine distinct elements with equal non-axis
  //    coordinates.
  std::map<SmallVector<int64_t>, Value> partial;
  std::map<SmallVector<int64_t>, std::set<int64_t>> seen;
  SmallVector<SmallVector<int64_t>> keys;
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < s.rank(); ++k)
      if (k != axis)
        key.push_back(s.regCoord(r, k));
    int64_t a = s.regCoord(r, axis);
    if (!seen[key].insert(a).second)
      continue;
    auto it = partial.find(key);
    if (it == partial.end()) {
      partial[key] = in[r];
      keys.push_back(key);
    } else {
      it->second = combine(b, comb, it->second, in[r]);
    }
  }
  // 2. Across lanes along the axis.
  const DimMap &m = s.dims[axis];
  int64_t lanes = m.laneCount;
  if (m.laneScale > 0)
    lanes = std::min<int64_t>(lanes, std::max<int64_t>(1, sa / m.laneScale));
  Value fullMask = i32(b, loc, -1);
  for (auto &key : keys)
    for (int64_t i = 1; i < lanes; i *= 2) {
      Value &v = partial[key];
      Value other = simt::ShuffleOp::create(
          b, loc, v.getType(), simt::ShuffleKind::Xor, v,
          i32(b, loc, m.laneStride * i), fullMask, Value());
      v = combine(b, comb, v, other);
    }
  // 3. Across warps along the axis, through shared memory. A scalar result
  //    always goes through it, even from one warp: every thread then reads
  //    the same slot, which the uniformity analysis can prove block-uniform
  //    (a shuffle butterfly gives every lane the same value too, but
  //    provably so only for commutative combiners), so the scalar may decide
  //    loops and branches that hold barriers.
  int64_t warps = m.warpCount;
  if (m.warpScale > 0)
    warps = std::min<int64_t>(warps, std::max<int64_t>(1, sa / m.warpScale));
  if (warps > 1 || srcT.getRank() == 1) {
    SmallVector<int64_t> rest;
    for (int64_t k = 0; k < s.rank(); ++k)
      if (k != axis)
        rest.push_back(s.shape[k]);
    int64_t n = warps;
    for (int64_t x : rest)
      n *= x;
    Value buf = sharedBuffer(b, loc, et, n);
    auto base = bases(b, loc, s);
    SmallVector<Value> restBase;
    for (int64_t k = 0; k < s.rank(); ++k)
      if (k != axis)
        restBase.push_back(base[k]);
    Value w = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
    w = arith::AndIOp::create(b, loc, w, i32(b, loc, warps - 1));
    auto slot = [&](const SmallVector<int64_t> &key, Value wi) {
      Value lin = i32(b, loc, 0);
      for (size_t k = 0; k < rest.size(); ++k)
        lin = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, rest[k])),
            arith::AddIOp::create(b, loc, restBase[k], i32(b, loc, key[k])));
      return arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, warps)), wi);
    };
    for (auto &key : keys)
      simt::StoreOp::create(b, loc, toStorage(b, loc, partial[key]),
                            smemAt(b, loc, buf, slot(key, w)), false,
                            IntegerAttr());
    for (auto &key : keys) {
      Value acc;
      for (int64_t i = 0; i < warps; ++i) {
        Value v = fromStorage(
            b, loc,
            simt::LoadOp::create(b, loc, storageType(et),
                                 smemAt(b, loc, buf, slot(key, i32(b, loc, i))),
                                 false, false, IntegerAttr()),
            et);
        acc = acc ? combine(b, comb, acc, v) : v;
      }
      partial[key] = acc;
    }
  }
  // 4. Results in the slice layout's register order.
  if (srcT.getRank() == 1) {
    op.getResult().replaceAllUsesWith(partial.begin()->second);
    return;
  }
  LayoutDesc d = desc(op, op.getType());
  Regs out;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < d.rank(); ++k)
      key.push_back(d.regCoord(r, k));
    auto it = partial.find(key);
    if (it == partial.end()) {
      op.emitOpError() << "result layout is not a slice of the source layout";
      failure_ = failure();
      return;
    }
    out.push_back(it->second);
  }
  regs[op.getResult()] = out;
}

void FuncLowering::lowerScan(ScanOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto srcT = op.getSource().getType();
  LayoutDesc s = desc(op, srcT);
  if (failed(failure_))
    return;
  int64_t axis = op.getAxis();
  const DimMap &m = s.dims[axis];
  int64_t sa = s.shape[axis];
  // Supported: every element along the axis held once (no wrapping).
  int64_t extentPerWarp = m.laneScale * m.laneCount;
  int64_t extent = std::max(extentPerWarp, m.warpScale) *
                   (m.warpCount > 1 ? m.warpCount : 1);
  if (op.getReverse() || m.laneScale == 0 || extent > sa ||
      !s.dupComps.empty()) {
    op.emitOpError() << "scan: only forward scans over a blocked layout "
                        "that covers the axis without replication are "
                        "supported";
    failure_ = failure();
    return;
  }
  Region &comb = op.getCombiner();
  const Regs &in = regs[op.getSource()];
  Type et = srcT.getElementType();
  int64_t spt = m.laneScale;
  // Group registers by non-axis key, then by repetition along the axis.
  std::map<SmallVector<int64_t>, std::map<int64_t, SmallVector<size_t>>> groups;
  for (size_t r = 0; r < s.numRegs(); ++r) {
    SmallVector<int64_t> key;
    for (int64_t k = 0; k < s.rank(); ++k)
      if (k != axis)
        key.push_back(s.regCoord(r, k));
    int64_t off = s.regs[r][axis];
    groups[key][off / extent].push_back(r); // ordered by e inside a rep
  }
  (void)spt;
  Value lane = laneIdx(b, loc, m.laneStride, m.laneCount, laneV);
  Value warp = laneIdx(b, loc, m.warpStride, m.warpCount, warpV);
  Value fullMask = i32(b, loc, -1);
  int64_t warps = m.warpCount;
  SmallVector<int64_t> rest;
  for (int64_t k = 0; k < s.rank(); ++k)
    if (k != axis)
      rest.push_back(s.shape[k]);
  int64_t reps = std::max<int64_t>(1, sa / extent);
  Value buf;
  auto base = bases(b, loc, s);
  if (warps > 1) {
    int64_t n = warps * reps;
    for (int64_t x : rest)
      n *= x;
    buf = sharedBuffer(b, loc, et, n);
  }
  Regs out(s.numRegs());
  // Pending per-key values: inclusive scans in thread, lane prefixes, etc.
  struct Pending {
    SmallVector<size_t> regsIdx;
    SmallVector<Value> vals;
    Value laneEx;          // exclusive lane prefix (valid when lane > 0)
    Value total;           // inclusive over lanes of the warp (last lane)
  };
  std::map<std::pair<SmallVector<int64_t>, int64_t>, Pending> pend;
  for (auto &[key, byRep] : groups)
    for (auto &[rep, rs] : byRep) {
      Pending p;
      p.regsIdx = rs;
      Value acc;
      for (size_t r : rs) {
        acc = acc ? combine(b, comb, acc, in[r]) : in[r];
        p.vals.push_back(acc);
      }
      Value t = acc;
      for (int64_t i = 1; i < m.laneCount; i *= 2) {
        Value y = simt::ShuffleOp::create(b, loc, t.getType(),
                                          simt::ShuffleKind::Up, t,
                                          i32(b, loc, m.laneStride * i),
                                          fullMask, Value());
        Value has = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                          lane, i32(b, loc, i));
        t = arith::SelectOp::create(b, loc, has, combine(b, comb, y, t), t);
      }
      p.total = t;
      if (m.laneCount > 1)
        p.laneEx = simt::ShuffleOp::create(b, loc, t.getType(),
                                           simt::ShuffleKind::Up, t,
                                           i32(b, loc, m.laneStride), fullMask,
                                           Value());
      pend[{key, rep}] = p;
    }
  auto slot = [&](const SmallVector<int64_t> &key, int64_t rep, Value w) {
    Value lin = i32(b, loc, 0);
    size_t j = 0;
    for (int64_t k = 0; k < s.rank(); ++k) {
      if (k == axis)
        continue;
      lin = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, rest[j])),
          arith::AddIOp::create(b, loc, base[k], i32(b, loc, key[j])));
      ++j;
    }
    lin = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, reps)),
        i32(b, loc, rep));
    return arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, warps)), w);
  };
  if (warps > 1) {
    Value last = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                       i32(b, loc, m.laneCount - 1));
    for (auto &[kr, p] : pend) {
      Value at = smemAt(b, loc, buf, slot(kr.first, kr.second, warp));
      auto ifOp = scf::IfOp::create(b, loc, last, false);
      OpBuilder tb = ifOp.getThenBodyBuilder();
      simt::StoreOp::create(tb, loc, toStorage(tb, loc, p.total), at, false,
                            IntegerAttr());
    }
  }
  Value zeroLane = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         lane, i32(b, loc, 0));
  for (auto &[key, byRep] : groups) {
    Value carry; // combination of all earlier repetitions (static validity)
    for (auto &[rep, rs] : byRep) {
      Pending &p = pend[{key, rep}];
      // prefix = carry (+) warps before this one (+) lanes before this one
      Value prefix = carry;
      Value havePrefix = arith::ConstantIntOp::create(b, loc, carry ? 1 : 0, 1);
      Value repTotal;
      if (warps > 1) {
        for (int64_t w = 0; w < warps; ++w) {
          Value v = fromStorage(
              b, loc,
              simt::LoadOp::create(b, loc, storageType(et),
                                   smemAt(b, loc, buf,
                                          slot(key, rep, i32(b, loc, w))),
                                   false, false, IntegerAttr()),
              et);
          repTotal = repTotal ? combine(b, comb, repTotal, v) : v;
          Value before = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, i32(b, loc, w), warp);
          Value merged =
              prefix ? arith::SelectOp::create(b, loc, havePrefix,
                                               combine(b, comb, prefix, v), v)
                           .getResult()
                     : v;
          prefix = prefix ? arith::SelectOp::create(b, loc, before, merged,
                                                    prefix)
                                .getResult()
                          : arith::SelectOp::create(b, loc, before, v, v)
                                .getResult();
          havePrefix = arith::OrIOp::create(b, loc, havePrefix, before);
        }
      } else {
        // one warp along the axis: the last lane's total is the rep total
        repTotal = simt::ShuffleOp::create(
            b, loc, p.total.getType(), simt::ShuffleKind::Idx, p.total,
            i32(b, loc, (m.laneCount - 1) * m.laneStride), fullMask, Value());
        if (m.laneCount == 1)
          repTotal = p.total;
      }
      if (p.laneEx) {
        Value notFirst = arith::XOrIOp::create(
            b, loc, zeroLane, arith::ConstantIntOp::create(b, loc, 1, 1));
        Value merged =
            prefix ? arith::SelectOp::create(b, loc, havePrefix,
                                             combine(b, comb, prefix, p.laneEx),
                                             p.laneEx)
                         .getResult()
                   : p.laneEx;
        prefix = prefix ? arith::SelectOp::create(b, loc, notFirst, merged,
                                                  prefix)
                              .getResult()
                        : p.laneEx;
        havePrefix = arith::OrIOp::create(b, loc, havePrefix, notFirst);
      }
      for (auto [i, r] : llvm::enumerate(p.regsIdx)) {
        Value v = p.vals[i];
        if (prefix)
          v = arith::SelectOp::create(b, loc, havePrefix,
                                      combine(b, comb, prefix, v), v);
        out[r] = v;
      }
      carry = carry ? combine(b, comb, carry, repTotal) : repTotal;
    }
  }
  regs[op.getResult()] = out;
}

/// Two 16-bit values in one i32, the first in the low half (as a
/// vector<2xT> bitcast, which LLVM folds with 32-bit loads of pairs).
static Value pack2(OpBuilder &b, Location loc, Value lo, Value hi) {
  auto vt = VectorType::get({2}, lo.getType());
  Value v = LLVM::PoisonOp::create(b, loc, vt);
  v = LLVM::InsertElementOp::create(
      b, loc, v, lo, arith::ConstantIntOp::create(b, loc, 0, 32));
  v = LLVM::InsertElementOp::create(
      b, loc, v, hi, arith::ConstantIntOp::create(b, loc, 1, 32));
  return LLVM::BitcastOp::create(b, loc, b.getI32Type(), v);
}

void FuncLowering::lowerDot(DotOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto accT = op.getAcc().getType();
  const Regs &a = regs[op.getA()], &bv = regs[op.getB()],
             &c = regs[op.getAcc()];
  Type et = accT.getElementType();
  if (auto mma = dyn_cast_if_present<MmaAttr>(accT.getEncoding())) {
    unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
    int64_t repM = accT.getDimSize(0) / (16 * wm);
    int64_t repN = accT.getDimSize(1) / (8 * wn);
    Type in = op.getA().getType().getElementType();
    // tf32 (f32 inputs): m16n8k8, one element per fragment register.
    bool tf32 = in.isF32();
    int64_t kStep = tf32 ? 8 : 16, perReg = tf32 ? 1 : 2;
    int64_t repK = op.getA().getType().getDimSize(1) / kStep;
    Regs acc(c.begin(), c.end());
    // Fragment registers (pairs of 16-bit values as i32, or one f32 bit
    // pattern): from the operand's registers, or read from the conversion's
    // shared buffer here.
    auto fragments = [&](Value operand, const Regs &rs, size_t first,
                         int count) {
      SmallVector<Value> out;
      auto it = lazy.find(operand);
      if (it == lazy.end()) {
        for (int q = 0; q < count; ++q)
          out.push_back(tf32 ? arith::BitcastOp::create(b, loc, b.getI32Type(),
                                                        rs[first + q])
                                   .getResult()
                             : pack2(b, loc, rs[first + 2 * q], rs[first + 2 * q + 1]));
        return out;
      }
      const LazyOperand &lz = it->second;
      LayoutDesc d = desc(op, operand.getType());
      auto base = bases(b, loc, d);
      Type elem = cast<RankedTensorType>(operand.getType()).getElementType();
      auto pairPtr = simt::PtrType::get(b.getI32Type(), simt::AddressSpace::Shared);
      for (int q = 0; q < count; ++q) {
        size_t r0 = first + perReg * q, r1 = r0 + 1;
        Value i0 = linearIndex(b, loc, coords(b, loc, d, base, r0), lz.shape,
                               lz.swz);
        bool contiguous = !tf32 && d.regs[r1][1] == d.regs[r0][1] + 1 &&
                          d.regs[r1][0] == d.regs[r0][0] &&
                          d.regs[r0][1] % 2 == 0;
        if (tf32 || contiguous) {
          // One 32-bit load: the f32, or both adjacent 16-bit halves.
          Value p = simt::PtrCastOp::create(b, loc, pairPtr,
                                            smemAt(b, loc, lz.buf, i0));
          out.push_back(simt::LoadOp::create(b, loc, b.getI32Type(), p, false,
                                             false, b.getI64IntegerAttr(4)));
          continue;
        }
        Value i1 = linearIndex(b, loc, coords(b, loc, d, base, r1), lz.shape,
                               lz.swz);
        Value lo = simt::LoadOp::create(b, loc, elem, smemAt(b, loc, lz.buf, i0),
                                        false, false, IntegerAttr());
        Value hi = simt::LoadOp::create(b, loc, elem, smemAt(b, loc, lz.buf, i1),
                                        false, false, IntegerAttr());
        out.push_back(pack2(b, loc, lo, hi));
      }
      return out;
    };
    // k outermost: only one k-slice of fragments is live at a time.
    for (int64_t k = 0; k < repK; ++k) {
      SmallVector<SmallVector<Value>> af, bf;
      for (int64_t i = 0; i < repM; ++i)
        af.push_back(fragments(op.getA(), a, (i * repK + k) * 4 * perReg, 4));
      for (int64_t j = 0; j < repN; ++j)
        bf.push_back(fragments(op.getB(), bv, (j * repK + k) * 2 * perReg, 2));
      for (int64_t i = 0; i < repM; ++i)
        for (int64_t j = 0; j < repN; ++j) {
          size_t cb = (i * repN + j) * 4;
          SmallVector<Value> ar(af[i]), br(bf[j]), cr;
          for (int q = 0; q < 4; ++q)
            cr.push_back(acc[cb + q]);
          auto mmaOp = simt::MmaSyncOp::create(
              b, loc, TypeRange{b.getF32Type(), b.getF32Type(), b.getF32Type(),
                                b.getF32Type()},
              TypeAttr::get(tf32 ? Type(b.getTF32Type()) : in), ar, br, cr);
          for (int q = 0; q < 4; ++q)
            acc[cb + q] = mmaOp->getResult(q);
        }
    }
    regs[op.getResult()] = acc;
    return;
  }
  // FMA path: dot_operand layouts of the blocked accumulator hold, for each
  // accumulator row/column offset, the whole K dimension.
  auto blocked = dyn_cast_if_present<BlockedAttr>(accT.getEncoding());
  if (!blocked) {
    op.emitOpError() << "dot needs a #tile.mma or #tile.blocked accumulator";
    failure_ = failure();
    return;
  }
  LayoutDesc d = desc(op, accT);
  int64_t K = op.getA().getType().getDimSize(1);
  auto rows = blockedDimOffsets(blocked.getSizePerThread()[0],
                                blocked.getThreadsPerWarp()[0],
                                blocked.getWarpsPerCTA()[0], accT.getDimSize(0));
  auto cols = blockedDimOffsets(blocked.getSizePerThread()[1],
                                blocked.getThreadsPerWarp()[1],
                                blocked.getWarpsPerCTA()[1], accT.getDimSize(1));
  auto ext = [&](Value v) -> Value {
    if (v.getType() == et)
      return v;
    if (isa<FloatType>(et))
      return isa<FloatType>(v.getType())
                 ? arith::ExtFOp::create(b, loc, et, v).getResult()
                 : arith::SIToFPOp::create(b, loc, et, v).getResult();
    return arith::ExtSIOp::create(b, loc, et, v);
  };
  Regs out;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    size_t ia = llvm::find(rows, d.regs[r][0]) - rows.begin();
    size_t ib = llvm::find(cols, d.regs[r][1]) - cols.begin();
    Value acc = c[r];
    for (int64_t k = 0; k < K; ++k) {
      Value x = ext(a[ia * K + k]), y = ext(bv[ib * K + k]);
      if (isa<FloatType>(et))
        acc = math::FmaOp::create(b, loc, x, y, acc);
      else
        acc = arith::AddIOp::create(b, loc, acc,
                                    arith::MulIOp::create(b, loc, x, y));
    }
    out.push_back(acc);
  }
  regs[op.getResult()] = out;
}

namespace {
struct ConvertTileToSimtPass
    : kiln::impl::ConvertTileToSimtBase<ConvertTileToSimtPass> {
  using ConvertTileToSimtBase::ConvertTileToSimtBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    int counter = 0;
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      bool isTile = func->hasAttr(TileDialect::kNumWarpsAttrName);
      func.walk([&](Operation *op) {
        if (isa<TileDialect>(op->getDialect()))
          isTile = true;
      });
      for (Type t : func.getArgumentTypes())
        if (isa<ViewType>(t))
          isTile = true;
      if (!isTile || func.isExternal())
        continue;
      FuncLowering lowering(func, module, counter, warpgroupMma);
      if (failed(lowering.run()))
        return signalPassFailure();
      int64_t warps = TileDialect::getNumWarps(func);
      func->removeAttr(TileDialect::kNumWarpsAttrName);
      if (simt::isKernel(func)) {
        func->setAttr(simt::SimtDialect::kBlockThreadsAttrName,
                      IntegerAttr::get(IntegerType::get(&getContext(), 32),
                                       warps * 32));
        func->setAttr(simt::SimtDialect::kStaticSharedAttrName,
                      IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                       lowering.sharedBytes));
        // Tile kernels always run with exactly this block size (.maxntid);
        // the pipelined GEMM also asks for two programs per SM.
        if (!func->hasAttr(simt::SimtDialect::kLaunchBoundsAttrName))
          func->setAttr(simt::SimtDialect::kLaunchBoundsAttrName,
                        simt::LaunchBoundsAttr::get(
                            &getContext(), warps * 32,
                            lowering.minProgramsPerSM));
      }
    }
  }
};
} // namespace
