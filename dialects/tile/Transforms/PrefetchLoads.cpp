//===- PrefetchLoads.cpp - load a read-only loop's next tiles early -------===//
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILEPREFETCHLOADS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// Registers per thread the prefetched tiles of one loop may hold (they are
/// live across the whole body, beside what it computes).
static constexpr int64_t kPrefetchRegisterBudget = 64;

/// Whether anything in `loop` may write memory or is a dot.
static bool writesOrDots(scf::ForOp loop) {
  return loop.getBody()
      ->walk([](Operation *op) {
        if (isa<DotOp>(op))
          return WalkResult::interrupt();
        if (auto iface = dyn_cast<MemoryEffectOpInterface>(op)) {
          if (iface.hasEffect<MemoryEffects::Write>() ||
              iface.hasEffect<MemoryEffects::Free>())
            return WalkResult::interrupt();
          return WalkResult::advance();
        }
        if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
            isMemoryEffectFree(op))
          return WalkResult::advance();
        return WalkResult::interrupt(); // unknown effects (calls)
      })
      .wasInterrupted();
}

/// Whether `v` can be recomputed for another induction value: defined
/// outside the loop, the induction variable, or a pure op of the body on
/// such values.
static bool recomputable(Value v, scf::ForOp loop, unsigned depth = 0) {
  if (loop.isDefinedOutsideOfLoop(v) || v == loop.getInductionVar())
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8 || def->getBlock() != loop.getBody() ||
      def->getNumRegions() || !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value o) {
    return recomputable(o, loop, depth + 1);
  });
}

/// `v` recomputed at `b` with the mapping's induction value.
static Value recompute(OpBuilder &b, Value v, scf::ForOp loop, IRMapping &map) {
  if (Value m = map.lookupOrNull(v))
    return m;
  if (loop.isDefinedOutsideOfLoop(v))
    return v;
  Operation *def = v.getDefiningOp();
  for (Value o : def->getOperands())
    recompute(b, o, loop, map);
  Operation *clone = b.clone(*def, map);
  return clone->getResult(cast<OpResult>(v).getResultNumber());
}

/// Registers per thread of a tile of `type` over `threads` threads.
static int64_t registersOf(RankedTensorType type, int64_t threads) {
  int64_t perThread = std::max<int64_t>(
      1, (type.getNumElements() + threads - 1) / threads);
  unsigned bits = type.getElementType().getIntOrFloatBitWidth();
  return perThread * ((std::max(32u, bits) + 31) / 32);
}

static void prefetch(scf::ForOp loop, int64_t threads) {
  if (writesOrDots(loop))
    return;
  SmallVector<LoadOp> loads;
  int64_t regs = 0;
  for (Operation &op : *loop.getBody()) {
    auto load = dyn_cast<LoadOp>(&op);
    // The padding may be a constant made in the body (`(KT)-inf`).
    if (!load || !loop.isDefinedOutsideOfLoop(load.getView()) ||
        (load.getPadding() && !recomputable(load.getPadding(), loop)))
      continue;
    // Loop-invariant loads are hoisted (or not) elsewhere: only those that
    // move with the induction variable.
    if (llvm::all_of(load.getOffsets(), [&](Value o) {
          return loop.isDefinedOutsideOfLoop(o);
        }))
      continue;
    if (!llvm::all_of(load.getOffsets(),
                      [&](Value o) { return recomputable(o, loop); }))
      continue;
    int64_t r = registersOf(load.getType(), threads);
    if (regs + r > kPrefetchRegisterBudget)
      continue;
    regs += r;
    loads.push_back(load);
  }
  if (loads.empty())
    return;
  Location loc = loop.getLoc();
  // The first iteration's tiles, before the loop.
  OpBuilder pb(loop);
  IRMapping first;
  first.map(loop.getInductionVar(), loop.getLowerBound());
  SmallVector<Value> inits;
  for (LoadOp load : loads) {
    for (Value o : load->getOperands())
      recompute(pb, o, loop, first);
    inits.push_back(pb.clone(*load, first)->getResult(0));
  }
  IRRewriter rewriter(loop.getContext());
  auto grown = loop.replaceWithAdditionalYields(
      rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
        return SmallVector<Value>(inits); // replaced below
      });
  if (failed(grown))
    return;
  auto newLoop = cast<scf::ForOp>(grown->getOperation());
  Block *body = newLoop.getBody();
  ValueRange carried =
      newLoop.getRegionIterArgs().take_back(loads.size());
  // The next iteration's tiles, first in the body, when there is one.
  OpBuilder bb = OpBuilder::atBlockBegin(body);
  Value iv = newLoop.getInductionVar();
  Value next = arith::AddIOp::create(bb, loc, iv, newLoop.getStep());
  Value more = arith::CmpIOp::create(
      bb, loc,
      newLoop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                               : arith::CmpIPredicate::slt,
      next, newLoop.getUpperBound());
  SmallVector<Type> types;
  for (LoadOp load : loads)
    types.push_back(load.getType());
  auto ifOp = scf::IfOp::create(bb, loc, types, more, /*withElse=*/true);
  {
    OpBuilder tb = ifOp.getThenBodyBuilder();
    IRMapping map;
    map.map(iv, next);
    SmallVector<Value> vals;
    for (LoadOp load : loads) {
      for (Value o : load->getOperands())
        recompute(tb, o, newLoop, map);
      vals.push_back(tb.clone(*load, map)->getResult(0));
    }
    scf::YieldOp::create(tb, loc, vals);
  }
  {
    OpBuilder eb = ifOp.getElseBodyBuilder();
    SmallVector<Value> vals;
    for (Type t : types)
      vals.push_back(arith::ConstantOp::create(
          eb, loc, cast<TypedAttr>(eb.getZeroAttr(t))));
    scf::YieldOp::create(eb, loc, vals);
  }
  // The body computes on the carried tiles and yields the next ones.
  Operation *yield = body->getTerminator();
  unsigned firstNew = yield->getNumOperands() - loads.size();
  for (auto [i, load] : llvm::enumerate(loads)) {
    load.getResult().replaceAllUsesWith(carried[i]);
    yield->setOperand(firstNew + i, ifOp.getResult(i));
    load->erase();
  }
}

namespace {
struct TilePrefetchLoadsPass
    : kiln::tile::impl::TilePrefetchLoadsBase<TilePrefetchLoadsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !TileDialect::isTileFunction(func))
      return;
    int64_t threads = TileDialect::getNumWarps(func) * 32;
    SmallVector<scf::ForOp> loops;
    func.walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      prefetch(loop, threads);
  }
};
} // namespace
