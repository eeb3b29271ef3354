//===- PrefetchLoads.cpp - load a read-only loop's tiles iterations early ===//
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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

/// The most iterations ahead a loop is given when the depth is derived:
/// beyond it the prologue's loads dominate short loops.
static constexpr int64_t kMaxDepth = 8;

/// Whether anything in `loop` may write memory; its dots in `dots`.
static bool writes(scf::ForOp loop, SmallVectorImpl<DotOp> &dots) {
  return loop.getBody()
      ->walk([&](Operation *op) {
        if (auto dot = dyn_cast<DotOp>(op))
          dots.push_back(dot);
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

/// Whether `v` is a tile loaded in `loop`'s body, through register-only
/// reshapes, permutations and layout conversions.
static bool loadedIn(Value v, scf::ForOp loop) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<ReshapeOp, PermuteOp, ConvertLayoutOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    return isa<LoadOp>(def) && def->getBlock() == loop.getBody();
  }
  return false;
}

/// Whether `view` is a kernel argument the program is launched with only
/// when it is contiguous (tile-specialize-contiguous): its loads are whole
/// 16-byte vectors, no per-element fallback.
static bool contiguousView(Value view) {
  auto arg = dyn_cast<BlockArgument>(view);
  if (!arg)
    return false;
  auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
  return func && arg.getOwner() == &func.getBody().front() &&
         func.getArgAttr(arg.getArgNumber(), TileDialect::kAssumeContiguousAttrName);
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

/// The same with elements narrower than 32 bits packed (vector loads).
static int64_t packedRegistersOf(RankedTensorType type, int64_t threads) {
  int64_t bits = type.getNumElements() * type.getElementType().getIntOrFloatBitWidth();
  return std::max<int64_t>(1, llvm::divideCeil(bits, 32 * threads));
}

/// `loop`'s induction value `i` steps past `base` (`base + i * step`).
static Value stepsAhead(OpBuilder &b, Location loc, scf::ForOp loop,
                        Value base, int64_t i) {
  Value step = loop.getStep();
  Value n = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(step.getType(), i));
  Value off = arith::MulIOp::create(b, loc, step, n);
  return arith::AddIOp::create(b, loc, base, off);
}

/// `iv < ub` in the loop's signedness.
static Value inRange(OpBuilder &b, Location loc, scf::ForOp loop, Value iv) {
  return arith::CmpIOp::create(b, loc,
                               loop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                                     : arith::CmpIPredicate::slt,
                               iv, loop.getUpperBound());
}

/// The loads of `loop` for induction value `at` (recomputing their
/// offsets), under `iv < ub` when `guard`; zeros otherwise.
static SmallVector<Value> loadAt(OpBuilder &b, Location loc, scf::ForOp loop,
                                 ArrayRef<LoadOp> loads, Value at, bool guard) {
  auto emit = [&](OpBuilder &lb) {
    IRMapping map;
    map.map(loop.getInductionVar(), at);
    SmallVector<Value> vals;
    for (LoadOp load : loads) {
      for (Value o : load->getOperands())
        recompute(lb, o, loop, map);
      vals.push_back(lb.clone(*load, map)->getResult(0));
    }
    return vals;
  };
  if (!guard)
    return emit(b);
  SmallVector<Type> types;
  for (LoadOp load : loads)
    types.push_back(load.getType());
  auto ifOp = scf::IfOp::create(b, loc, types, inRange(b, loc, loop, at),
                                /*withElse=*/true);
  {
    OpBuilder tb = ifOp.getThenBodyBuilder();
    scf::YieldOp::create(tb, loc, emit(tb));
  }
  {
    OpBuilder eb = ifOp.getElseBodyBuilder();
    SmallVector<Value> vals;
    for (Type t : types)
      vals.push_back(arith::ConstantOp::create(
          eb, loc, cast<TypedAttr>(eb.getZeroAttr(t))));
    scf::YieldOp::create(eb, loc, vals);
  }
  return SmallVector<Value>(ifOp.getResults());
}

static void prefetch(scf::ForOp loop, int64_t threads, int64_t fixedDepth,
                     int64_t bytesInFlight, int64_t budget, int64_t perThread) {
  SmallVector<DotOp> dots;
  if (writes(loop, dots))
    return;
  // A loop with dots: not a tensor-core k-loop (a dot of two tiles loaded
  // in the loop, which PipelinedMma.cpp pipelines through shared stages),
  // but one whose dots take a loop-invariant or computed operand (attention:
  // Q K^T, then P V with P from registers), whose loads of K and V otherwise
  // wait a full memory latency before the first dot of every iteration.
  // Its accumulators and operands hold most of a thread's registers: the
  // carried tiles get what twice the accumulators leave (an accumulator,
  // its operands and the values computed from it), and only contiguous
  // views' loads, whose 16-bit elements are packed two to a register with
  // no per-element fallback to hold addresses for.
  if (!dots.empty()) {
    if (llvm::any_of(dots, [&](DotOp d) {
          return loadedIn(d.getA(), loop) && loadedIn(d.getB(), loop);
        }))
      return;
    int64_t acc = 0;
    for (DotOp d : dots)
      acc += registersOf(d.getAcc().getType(), threads);
    budget = std::min(budget, perThread - 2 * acc);
    if (budget <= 0)
      return;
  }
  SmallVector<LoadOp> loads;
  int64_t regs = 0, bytes = 0;
  for (Operation &op : *loop.getBody()) {
    auto load = dyn_cast<LoadOp>(&op);
    // The padding may be a constant made in the body (`(KT)-inf`).
    // The mask is recomputed with the offsets for the later iteration.
    if (!load || !loop.isDefinedOutsideOfLoop(load.getView()) ||
        (load.getPadding() && !recomputable(load.getPadding(), loop)) ||
        (load.getMask() && !recomputable(load.getMask(), loop)))
      continue;
    if (!dots.empty() && !contiguousView(load.getView()))
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
    int64_t r = dots.empty() ? registersOf(load.getType(), threads)
                             : packedRegistersOf(load.getType(), threads);
    if (regs + r > budget)
      continue;
    regs += r;
    bytes += load.getType().getNumElements() *
             ((load.getType().getElementType().getIntOrFloatBitWidth() + 7) / 8);
    loads.push_back(load);
  }
  if (loads.empty())
    return;
  // Iterations ahead: as asked (1 by default, the fastest measured), or for
  // depth 0 enough to keep `bytesInFlight` requested (Little's law: a
  // program streams at bytes in flight / latency; measured slower);
  // either way within the register budget, each in-flight iteration's tiles
  // being held in registers until the iteration that uses them.
  int64_t depth = fixedDepth > 0
                      ? fixedDepth
                      : std::min(kMaxDepth, std::max<int64_t>(
                                                1, llvm::divideCeil(
                                                       bytesInFlight, bytes)));
  // With dots, one iteration's tensor-core work (hundreds of cycles per
  // dot) covers a memory latency: one iteration ahead, unless asked.
  if (!dots.empty() && fixedDepth <= 0)
    depth = 1;
  depth = std::max<int64_t>(1, std::min(depth, budget / regs));
  // A known trip count bounds it: iterations beyond the last are not loaded
  // ahead, and a loop of one iteration or none has nothing to overlap.
  if (std::optional<APInt> trips = loop.getStaticTripCount()) {
    if (trips->ule(1))
      return;
    depth = std::min<int64_t>(depth, trips->getZExtValue() - 1);
  }
  Location loc = loop.getLoc();
  // The first `depth` iterations' tiles, before the loop; the first always
  // (as one iteration ahead always did: masked, so harmless when the loop
  // does not run), the others only for iterations that run.
  OpBuilder pb(loop);
  SmallVector<Value> inits;
  for (int64_t i = 0; i < depth; ++i) {
    Value at = i == 0 ? loop.getLowerBound()
                      : stepsAhead(pb, loc, loop, loop.getLowerBound(), i);
    llvm::append_range(inits, loadAt(pb, loc, loop, loads, at, i > 0));
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
  size_t n = loads.size();
  // Carried: depth groups of `n` tiles, the current iteration's first.
  ValueRange carried = newLoop.getRegionIterArgs().take_back(depth * n);
  // The tiles `depth` iterations on, first in the body, when there is one.
  OpBuilder bb = OpBuilder::atBlockBegin(body);
  Value iv = newLoop.getInductionVar();
  Value ahead = depth == 1
                    ? arith::AddIOp::create(bb, loc, iv, newLoop.getStep())
                    : stepsAhead(bb, loc, newLoop, iv, depth);
  SmallVector<Value> next =
      loadAt(bb, loc, newLoop, loads, ahead, /*guard=*/true);
  // The body computes on the oldest tiles and yields the others one place
  // on, the new ones last.
  Operation *yield = body->getTerminator();
  unsigned firstNew = yield->getNumOperands() - depth * n;
  for (int64_t k = 1; k < depth; ++k)
    for (size_t j = 0; j < n; ++j)
      yield->setOperand(firstNew + (k - 1) * n + j, carried[k * n + j]);
  for (auto [j, load] : llvm::enumerate(loads)) {
    load.getResult().replaceAllUsesWith(carried[j]);
    yield->setOperand(firstNew + (depth - 1) * n + j, next[j]);
    load->erase();
  }
}

namespace {
struct TilePrefetchLoadsPass
    : kiln::tile::impl::TilePrefetchLoadsBase<TilePrefetchLoadsPass> {
  using Base::Base;
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !TileDialect::isTileFunction(func))
      return;
    int64_t threads = TileDialect::getNumWarps(func) * 32;
    // The budget shrinks with the block: 64K registers per block cap a
    // thread at 65536 / threads (255 at 4 or 8 warps, 128 at 16); tiles
    // carried across iterations take at most 3/8 of that, leaving the rest
    // to the body, its accumulators and addresses; never below the 64 that
    // one iteration ahead always had.
    int64_t perThread = std::min<int64_t>(256, 65536 / threads);
    int64_t budget = std::min<int64_t>(
        registerBudget, std::max<int64_t>(64, perThread * 3 / 8));
    SmallVector<scf::ForOp> loops;
    func.walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops)
      prefetch(loop, threads, depth, bytesInFlight, budget, perThread);
  }
};
} // namespace
