//===- ControlFlowOpToSimt.cpp - scf.for/if/while with flat registers -------===//
//
// Structured control flow that carries tiles is rebuilt with one carried
// value per register: scf.for iter_args, scf.if results and both regions of
// scf.while. The bodies move into the new ops and are lowered there. Loops
// of the pipelined tensor-core form are lowered whole (PipelinedMma.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"


using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

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
  // A persistent kernel's loop over tiles: its k-loop finds it by this.
  if (op.getOperation() == persistentTiles)
    persistentTiles = newFor;
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
      flat.append(desc(op, rt).numRegs(), regType(rt.getElementType()));
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
