//===- AssignLayouts.cpp - choose layout encodings for tile values --------===//
#include "dialects/tile/Transforms/Passes.h"
#include "dialects/tile/IR/TileLayout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Remarks.h"

#include <map>

namespace kiln::tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

BlockedAttr kiln::tile::getDefaultBlocked(MLIRContext *ctx,
                                          ArrayRef<int64_t> shape,
                                          unsigned elementBits,
                                          int64_t numWarps) {
  unsigned rank = shape.size();
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  for (int d = rank - 1; d >= 0; --d)
    order.push_back(d);
  unsigned bytes = std::max(8u, elementBits) / 8;
  spt[rank - 1] = std::min<int64_t>(std::max(1u, 16 / bytes), shape[rank - 1]);
  unsigned lanes = 32;
  for (unsigned d : order) {
    unsigned t = std::min<int64_t>(lanes, std::max<int64_t>(1, shape[d] / spt[d]));
    tpw[d] = t;
    lanes /= t;
  }
  tpw[order[0]] *= lanes; // too few elements: lanes wrap around
  int64_t warps = numWarps;
  for (unsigned d = 0; d < rank; ++d) { // slowest dimension first
    int64_t w = std::min<int64_t>(
        warps, std::max<int64_t>(1, shape[d] / (int64_t(spt[d]) * tpw[d])));
    wpc[d] = w;
    warps /= w;
  }
  wpc[0] *= warps;
  return BlockedAttr::get(ctx, spt, tpw, wpc, order);
}

/// A 2-D layout with the warps along the columns (dimension 1) as far as
/// they go, for tiles reduced along dimension 0: the default puts warps on
/// the rows first, so a column reduction crossed warps through shared
/// memory (warps x columns elements, and a barrier) where this one reduces
/// in registers and shuffles. A warp still covers at least 32 contiguous
/// bytes of a row (whole sectors) with the default's vectors.
static BlockedAttr getColumnWarpsBlocked(MLIRContext *ctx,
                                         ArrayRef<int64_t> shape,
                                         unsigned elementBits,
                                         int64_t numWarps) {
  unsigned bytes = std::max(8u, elementBits) / 8;
  unsigned spt = std::min<int64_t>(std::max(1u, 16 / bytes), shape[1]);
  int64_t chunks = std::max<int64_t>(1, shape[1] / spt); // vectors per row
  int64_t minLanes = std::max<int64_t>(1, 32 / (spt * bytes));
  int64_t wn = numWarps;
  while (wn > 1 && chunks / wn < minLanes)
    wn /= 2;
  unsigned tn = std::min<int64_t>(32, std::max<int64_t>(1, chunks / wn));
  unsigned tm = 32 / tn;
  int64_t wm = numWarps / wn;
  return BlockedAttr::get(ctx, {1, spt}, {tm, tn},
                          {unsigned(wm), unsigned(wn)}, {1, 0});
}

static RankedTensorType withEncoding(Type t, Attribute enc) {
  auto r = cast<RankedTensorType>(t);
  return RankedTensorType::get(r.getShape(), r.getElementType(), enc);
}

static unsigned bitsOf(Type t) {
  return std::max(8u, getElementTypeOrSelf(t).getIntOrFloatBitWidth());
}

namespace {
struct Assigner {
  int64_t numWarps = 4;
  MLIRContext *ctx = nullptr;
  bool warpgroupMma = false;

  /// Loop-carried values to start in a given layout (loop walk index, carried
  /// value index), found by a first assignment (runOnOperation): an
  /// accumulator the body rescales before a dot takes it is carried in the
  /// dot's layout instead of crossing shared memory twice per iteration.
  std::map<std::pair<unsigned, unsigned>, Attribute> preferredCarried;
  /// What the first assignment found, in its terms.
  std::map<std::pair<unsigned, unsigned>, Attribute> foundCarried;
  unsigned loopsSeen = 0;
  /// Carried values given a preferred layout: element-wise users follow
  /// them instead of remaking them (they are no longer free).
  llvm::DenseSet<Value> pinned;
  /// Dots whose result feeds another dot's A operand through element-wise
  /// ops (attention's P = softmax(Q K^T) then P V), and the dots it feeds:
  /// their warps all lie along M, so that each warp owns whole rows and the
  /// first dot's accumulator is the second's A operand in registers.
  llvm::DenseSet<Operation *> chainedDots;

  void collectChainedDots(func::FuncOp func) {
    func.walk([&](DotOp consumer) {
      SmallVector<Value> work{consumer.getA()};
      llvm::DenseSet<Value> seen;
      while (!work.empty()) {
        Value v = work.pop_back_val();
        if (!seen.insert(v).second)
          continue;
        Operation *def = v.getDefiningOp();
        if (!def)
          continue;
        if (auto producer = dyn_cast<DotOp>(def)) {
          chainedDots.insert(producer);
          chainedDots.insert(consumer);
          continue;
        }
        if (def->getNumRegions() == 0 && def->getNumResults() == 1 &&
            isa<arith::ArithDialect, math::MathDialect>(def->getDialect()))
          for (Value operand : def->getOperands())
            if (isa<RankedTensorType>(operand.getType()))
              work.push_back(operand);
      }
    });
  }

  /// Per 2-D shape, the axes along which the function reduces tiles of it
  /// (bit d for axis d).
  llvm::DenseMap<std::pair<int64_t, int64_t>, unsigned> reducedAxes;

  void collectReductions(func::FuncOp func) {
    func.walk([&](ReduceOp reduce) {
      RankedTensorType t = reduce.getSource().getType();
      if (t.getRank() == 2)
        reducedAxes[{t.getDimSize(0), t.getDimSize(1)}] |= 1u << reduce.getAxis();
    });
  }

  /// The blocked layout a new tile takes: getDefaultBlocked, or warps along
  /// the columns where the function reduces tiles of this shape along the
  /// rows and that moves fewer elements across warps. A reduction along axis
  /// a crossing w warps there moves w times the other dimension's size
  /// through shared memory (4x1024 summed along both axes over 8 warps:
  /// warps [4, 2] move 4096 + 8 elements, [1, 8] 32).
  Attribute defaultFor(Type t) {
    auto r = cast<RankedTensorType>(t);
    unsigned bits = bitsOf(r.getElementType());
    BlockedAttr def = getDefaultBlocked(ctx, r.getShape(), bits, numWarps);
    if (r.getRank() != 2)
      return def;
    unsigned axes = reducedAxes.lookup({r.getDimSize(0), r.getDimSize(1)});
    if (!(axes & 1))
      return def;
    auto moved = [&](BlockedAttr l) {
      int64_t n = 0;
      for (unsigned a = 0; a < 2; ++a)
        if ((axes >> a & 1) && l.getWarpsPerCTA()[a] > 1)
          n += l.getWarpsPerCTA()[a] * r.getDimSize(1 - a);
      return n;
    };
    BlockedAttr cols = getColumnWarpsBlocked(ctx, r.getShape(), bits, numWarps);
    return moved(cols) < moved(def) ? cols : def;
  }

  static Attribute encOf(Value v) {
    if (auto r = dyn_cast<RankedTensorType>(v.getType()))
      return r.getEncoding();
    return {};
  }

  /// `v` in layout `enc`, converting right before `user`.
  Value convertTo(Value v, Attribute enc, Operation *user) {
    auto r = cast<RankedTensorType>(v.getType());
    if (r.getEncoding() == enc)
      return v;
    OpBuilder b(user);
    auto type = withEncoding(r, enc);
    if (auto cst = v.getDefiningOp<arith::ConstantOp>())
      if (auto splat = dyn_cast<SplatElementsAttr>(cst.getValue()))
        return arith::ConstantOp::create(
            b, v.getLoc(), type,
            SplatElementsAttr::get(type, splat.getSplatValue<Attribute>()));
    // A dot operand that does not change in the loop (attention's Q) is
    // converted once, before the outermost such loop: its fragments are
    // then read from shared memory next to each mma (DotOpToSimt.cpp).
    if (isa<DotOperandAttr>(enc))
      if (Operation *loop = outermostInvariantLoop(v, user))
        b.setInsertionPoint(loop);
    return ConvertLayoutOp::create(b, v.getLoc(), type, v, SharedAttr());
  }

  /// The outermost loop around `user` that `v` is defined outside of.
  static Operation *outermostInvariantLoop(Value v, Operation *user) {
    Operation *found = nullptr;
    for (Operation *p = user->getParentOp(); p; p = p->getParentOp()) {
      if (!isa<scf::ForOp, scf::WhileOp>(p))
        continue;
      if (p->isAncestor(v.getParentRegion()->getParentOp()) ||
          (v.getDefiningOp() && p->isAncestor(v.getDefiningOp())))
        break;
      found = p;
    }
    return found;
  }

  void setEnc(Value v, Attribute enc) { v.setType(withEncoding(v.getType(), enc)); }

  void convertOperand(Operation *op, unsigned i, Attribute enc) {
    op->setOperand(i, convertTo(op->getOperand(i), enc, op));
  }

  bool isTensor(Value v) { return isa<RankedTensorType>(v.getType()); }

  /// Values made in whatever layout their users want, at no cost: index
  /// arithmetic (recomputed), element-wise ops on broadcasts (remade from
  /// the broadcasts' smaller sources: a per-row flag or index broadcast
  /// over a row), and a loop's carried value that starts as such a value
  /// (an accumulator: the loop rule gives it the layout the body yields,
  /// and remakes the initial value in it).
  bool followsUsers(Value v) const {
    return !pinned.contains(v) &&
           (isCheapToRematerialize(v, /*belowBroadcasts=*/true) ||
            startsFree(v));
  }

  /// A for loop's iteration argument whose initial value is cheap to make
  /// in any layout (a splat constant, `full`'s tile.splat): `acc =
  /// zeros<...>(); for (...) acc = acc + sum<0>(...)`.
  static bool startsFree(Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    auto loop = arg ? dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp())
                    : scf::ForOp();
    if (!loop || arg.getArgNumber() < loop.getNumInductionVars())
      return false;
    return isCheapToRematerialize(
        loop.getInitArgs()[arg.getArgNumber() - loop.getNumInductionVars()]);
  }

  /// Whether a store of `v` in its own layout writes as well as in the
  /// default one (`want`), so needs no conversion through shared memory:
  /// one element per thread (one access either way), or vectors at least as
  /// wide with consecutive lanes along the row (a bf16 row widened to f32, 8
  /// per thread, or a reduction's slice: its replicas do not store).
  bool storesAsWell(Value v, RankedTensorType want) {
    auto have = cast<RankedTensorType>(v.getType());
    if (!isa_and_present<BlockedAttr, SliceAttr>(have.getEncoding()))
      return false;
    FailureOr<LayoutDesc> a = getLayoutDesc(have, numWarps);
    FailureOr<LayoutDesc> b = getLayoutDesc(want, numWarps);
    if (failed(a) || failed(b))
      return false;
    if (a->numRegs() == 1)
      return true;
    SmallVector<SmallVector<size_t>> groups;
    Type elem = have.getElementType();
    const DimMap &m = a->dims.back();
    return vectorGroups(*a, elem, groups) >= vectorGroups(*b, elem, groups) &&
           (m.laneCount == 1 || m.laneStride == 1);
  }

  /// Whether `t`'s layout gives a thread more consecutive elements along
  /// the last dimension than the default's 16-byte vectors.
  bool widerRunsThanDefault(RankedTensorType t) {
    auto have = dyn_cast_if_present<BlockedAttr>(t.getEncoding());
    auto def = dyn_cast<BlockedAttr>(defaultFor(t));
    return have && def && int64_t(have.getOrder()[0]) == t.getRank() - 1 &&
           have.getSizePerThread().back() > def.getSizePerThread().back();
  }

  void visitRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : llvm::make_early_inc_range(block))
        visit(&op);
  }

  void visit(Operation *op);
  void visitDot(DotOp dot);
  Attribute expandedLayout(ExpandDimsOp expand);
  Attribute unitReshapeLayout(ReshapeOp reshape);
};
} // namespace

/// Whether a dot can run as wgmma with warps [numWarps, 1]: accumulated
/// across a loop (the pipelined k-loop) in a shape wgmma takes. B is K-major
/// when it is a transposed tile (`a @ transpose(load(b_nk))`), which fp8
/// needs: its wgmma has no transpose bit. fp8 has no wgmma outside that
/// pipeline (the chained-dot lowering is 16-bit), so its operands must also
/// be the loads the pipeline stages; any other fp8 dot keeps mma.sync's
/// square split. So does tf32 (f32 with allow_tf32), whose B the pipeline
/// transposes in its copy.
static bool suitsWarpgroupMma(DotOp dot, int64_t numWarps) {
  auto a = dot.getA().getType(), c = dot.getAcc().getType();
  auto arg = dyn_cast<BlockArgument>(dot.getAcc());
  bool loopCarried = arg && isa<scf::ForOp>(arg.getOwner()->getParentOp());
  auto permB = dot.getB().getDefiningOp<PermuteOp>();
  bool kMajorB = permB != nullptr;
  if (isa<Float8E4M3FNType, Float8E5M2Type>(a.getElementType()) &&
      !(permB && dot.getA().getDefiningOp<LoadOp>() &&
        permB.getSource().getDefiningOp<LoadOp>()))
    return false;
  // tf32 likewise: only the pipelined k-loop, which transposes a K x N B
  // into K-major rows as it copies it, runs f32 operands on wgmma.
  if (a.getElementType().isF32() &&
      !(dot.getAllowTf32() && !permB && dot.getA().getDefiningOp<LoadOp>() &&
        dot.getB().getDefiningOp<LoadOp>()))
    return false;
  return loopCarried &&
         fitsWarpgroupMma(a.getElementType(), c.getDimSize(0), c.getDimSize(1),
                          a.getDimSize(1), numWarps, kMajorB);
}

void Assigner::visitDot(DotOp dot) {
  auto a = dot.getA().getType(), b = dot.getB().getType();
  auto c = dot.getAcc().getType();
  Type ea = a.getElementType();
  int64_t m = c.getDimSize(0), n = c.getDimSize(1), k = a.getDimSize(1);
  // f16/bf16 on m16n8k16; f32 on m16n8k8 as tf32 when the dot allows it;
  // fp8 (e4m3 and e5m2 in any mix) on m16n8k32.
  bool tf32 = ea.isF32() && dot.getAllowTf32();
  auto isFp8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  bool fp8 = isFp8(ea) && isFp8(b.getElementType());
  bool tensorCores = (((ea.isF16() || ea.isBF16() || tf32) &&
                       b.getElementType() == ea) ||
                      fp8) &&
                     c.getElementType().isF32() && m >= 16 && n >= 8 &&
                     k >= (tf32 ? 8 : fp8 ? 32 : 16);
  Attribute accEnc, aEnc, bEnc;
  if (tensorCores) {
    // Split the warps so that each warp's tile is as square as the
    // m16n8 instruction allows (as Triton's warpsPerTile): every warp
    // loads its a rows and b columns, so a 1 x N split would make each warp
    // hold the whole of b.
    unsigned wm = 1, wn = 1;
    if (warpgroupMma && suitsWarpgroupMma(dot, numWarps))
      wm = numWarps; // wgmma: each warpgroup owns whole 64-row slabs
    else if (chainedDots.contains(dot) && m >= 16 * numWarps)
      wm = numWarps; // whole rows per warp along a chain of dots
    while (wm * wn < numWarps) {
      bool canM = 16 * wm * 2 <= m, canN = 8 * wn * 2 <= n;
      if (!canM && !canN)
        break;
      if (canM && (!canN || m / (16 * wm) >= n / (8 * wn)))
        wm *= 2;
      else
        wn *= 2;
    }
    if (wm * wn != numWarps) { // cannot place every warp: keep to FMA
      tensorCores = false;
    } else {
      auto mma = MmaAttr::get(ctx, 2, {wm, wn});
      accEnc = mma;
      aEnc = DotOperandAttr::get(ctx, 0, mma);
      bEnc = DotOperandAttr::get(ctx, 1, mma);
    }
  }
  if (!tensorCores) {
    accEnc = defaultFor(c);
    aEnc = DotOperandAttr::get(ctx, 0, accEnc);
    bEnc = DotOperandAttr::get(ctx, 1, accEnc);
  }
  convertOperand(dot, 0, aEnc);
  convertOperand(dot, 1, bEnc);
  convertOperand(dot, 2, accEnc);
  setEnc(dot.getResult(), accEnc);
}

/// The layout of expand_dims' result when its source is not already a slice
/// along the axis: one whose slice holds the source's elements in the same
/// registers, so that the expansion moves no data. The result shape's default
/// layout when it qualifies (replicated warps of a short row then lie along
/// the new unit dimension, where a later broadcast spreads them), else the
/// source's own blocked layout with the unit dimension inserted (a bf16 row
/// loaded 8 elements per thread stays so as an f32 row, instead of crossing
/// shared memory into the f32 default of 4 per thread); the default, with a
/// conversion, when neither does.
Attribute Assigner::expandedLayout(ExpandDimsOp expand) {
  unsigned axis = expand.getAxis();
  RankedTensorType srcType = expand.getSource().getType();
  RankedTensorType resultType = expand.getType();
  Attribute fallback = defaultFor(resultType);
  auto keepsRegisters = [&](Attribute parent) {
    auto slice = withEncoding(srcType, SliceAttr::get(ctx, axis, parent));
    return sameRegisters(srcType, cast<RankedTensorType>(slice), numWarps);
  };
  if (keepsRegisters(fallback))
    return fallback;
  auto src = dyn_cast_if_present<BlockedAttr>(encOf(expand.getSource()));
  if (!src)
    return fallback;
  auto insertUnit = [&](ArrayRef<unsigned> values) {
    SmallVector<unsigned> out(values);
    out.insert(out.begin() + axis, 1);
    return out;
  };
  // The new dimension is the slowest: with one element it holds no
  // registers, lanes or warps.
  SmallVector<unsigned> order;
  for (unsigned d : src.getOrder())
    order.push_back(d >= axis ? d + 1 : d);
  order.push_back(axis);
  auto inserted = BlockedAttr::get(ctx, insertUnit(src.getSizePerThread()),
                                   insertUnit(src.getThreadsPerWarp()),
                                   insertUnit(src.getWarpsPerCTA()), order);
  return keepsRegisters(inserted) ? Attribute(inserted) : fallback;
}

/// The layout of a reshape that only drops or adds dimensions of one
/// element (`reshape<4096>(cast<float>(load<1, 4096>(x, r, 0)))`): the
/// source's blocked layout with those dimensions removed or inserted, so
/// that the reshape renames registers (a bf16 row loaded 8 per thread,
/// widened to f32 and reshaped, crossed shared memory into the f32 default
/// of 4 per thread: 32 KiB for a 4096-wide row). Null (the default) when
/// the source is not blocked or spreads lanes or warps along a unit
/// dimension (replicas).
Attribute Assigner::unitReshapeLayout(ReshapeOp reshape) {
  auto src = dyn_cast_if_present<BlockedAttr>(encOf(reshape.getSource()));
  if (!src)
    return {};
  ArrayRef<int64_t> from = reshape.getSource().getType().getShape();
  ArrayRef<int64_t> to = reshape.getType().getShape();
  SmallVector<unsigned> srcDims; // the source's non-unit dimensions, in order
  for (unsigned d = 0; d < from.size(); ++d) {
    if (from[d] != 1) {
      srcDims.push_back(d);
      continue;
    }
    if (src.getThreadsPerWarp()[d] != 1 || src.getWarpsPerCTA()[d] != 1)
      return {};
  }
  unsigned rank = to.size();
  SmallVector<int> srcOf(rank, -1); // result dimension -> source dimension
  size_t next = 0;
  for (unsigned d = 0; d < rank; ++d) {
    if (to[d] == 1)
      continue;
    if (next == srcDims.size() || from[srcDims[next]] != to[d])
      return {};
    srcOf[d] = srcDims[next++];
  }
  if (next != srcDims.size())
    return {};
  SmallVector<unsigned> spt(rank, 1), tpw(rank, 1), wpc(rank, 1), order;
  SmallVector<int> dstOf(from.size(), -1);
  for (unsigned d = 0; d < rank; ++d)
    if (srcOf[d] >= 0) {
      spt[d] = src.getSizePerThread()[srcOf[d]];
      tpw[d] = src.getThreadsPerWarp()[srcOf[d]];
      wpc[d] = src.getWarpsPerCTA()[srcOf[d]];
      dstOf[srcOf[d]] = d;
    }
  // The source's order of its non-unit dimensions, then the unit ones
  // (slowest: they hold no lanes, warps or registers).
  for (unsigned d : src.getOrder())
    if (dstOf[d] >= 0)
      order.push_back(dstOf[d]);
  for (unsigned d = rank; d-- > 0;)
    if (srcOf[d] < 0)
      order.push_back(d);
  auto kept = BlockedAttr::get(ctx, spt, tpw, wpc, order);
  // Only where the default would move data the source holds in longer
  // runs (a widened bf16 row), and the default is not chosen for the
  // function's reductions (warps along the columns): a short replicated row
  // reshaped for a store is a rename into the default already.
  RankedTensorType type = reshape.getType();
  if (defaultFor(type) != getDefaultBlocked(ctx, type.getShape(),
                                            bitsOf(type.getElementType()),
                                            numWarps) ||
      !widerRunsThanDefault(withEncoding(type, kept)))
    return {};
  return kept;
}

void Assigner::visit(Operation *op) {
  // Loops: iteration arguments take the layout of their initial values.
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    unsigned loopIndex = loopsSeen++;
    for (auto [i, init, arg, res] :
         llvm::enumerate(loop.getInitArgs(), loop.getRegionIterArgs(),
                         loop.getResults())) {
      if (!isTensor(init))
        continue;
      auto preferred = preferredCarried.find({loopIndex, i});
      if (preferred != preferredCarried.end() && startsFree(arg)) {
        convertOperand(loop, loop.getNumControlOperands() + i, preferred->second);
        pinned.insert(arg);
      }
      arg.setType(loop.getInitArgs()[i].getType());
      res.setType(loop.getInitArgs()[i].getType());
    }
    visitRegion(loop.getRegion());
    Operation *yield = loop.getBody()->getTerminator();
    // A carried value only converted inside the loop (an accumulator) takes
    // the layout the body produces, and its initial value is converted once.
    for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
      if (!isTensor(arg))
        continue;
      Attribute produced = encOf(yield->getOperand(i));
      if (produced == encOf(arg) ||
          !llvm::all_of(arg.getUsers(),
                        [](Operation *u) { return isa<ConvertLayoutOp>(u); }))
        continue;
      setEnc(arg, produced);
      setEnc(loop.getResult(i), produced);
      convertOperand(loop, loop.getNumControlOperands() + i, produced);
    }
    for (auto [i, res] : llvm::enumerate(loop.getResults()))
      if (isTensor(res))
        convertOperand(yield, i, encOf(res));
    // The carried values the body produces by a dot (an mma accumulator)
    // though they start free in another layout: a second assignment starts
    // them in the dot's.
    for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
      if (isTensor(arg) && startsFree(arg) && !pinned.contains(arg))
        if (auto cvt = yield->getOperand(i).getDefiningOp<ConvertLayoutOp>())
          if (isa<MmaAttr>(encOf(cvt.getSource())))
            foundCarried[{loopIndex, unsigned(i)}] = encOf(cvt.getSource());
    return;
  }
  // while loops: the before region's arguments take the layouts of the
  // initial values, the after region's arguments and the results those of
  // the values the condition forwards; the body's yield converts back.
  if (auto loop = dyn_cast<scf::WhileOp>(op)) {
    for (auto [init, arg] : llvm::zip(loop.getInits(), loop.getBeforeArguments()))
      if (isTensor(init))
        arg.setType(init.getType());
    visitRegion(loop.getBefore());
    scf::ConditionOp cond = loop.getConditionOp();
    for (auto [i, fwd] : llvm::enumerate(cond.getArgs()))
      if (isTensor(fwd)) {
        loop.getAfterArguments()[i].setType(fwd.getType());
        loop.getResult(i).setType(fwd.getType());
      }
    visitRegion(loop.getAfter());
    Operation *yield = loop.getAfter().front().getTerminator();
    for (auto [i, arg] : llvm::enumerate(loop.getBeforeArguments()))
      if (isTensor(arg))
        convertOperand(yield, i, encOf(arg));
    return;
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    visitRegion(ifOp.getThenRegion());
    visitRegion(ifOp.getElseRegion());
    Operation *thenYield = ifOp.thenYield();
    for (auto [i, res] : llvm::enumerate(ifOp.getResults()))
      if (isTensor(res)) {
        res.setType(thenYield->getOperand(i).getType());
        if (!ifOp.getElseRegion().empty())
          convertOperand(ifOp.elseYield(), i, encOf(res));
      }
    return;
  }
  for (Region &region : op->getRegions())
    if (!isa<ReduceOp, ScanOp>(op))
      visitRegion(region);

  if (auto dot = dyn_cast<DotOp>(op))
    return visitDot(dot);

  // Stores write coalesced: in the default layout, unless the value's own
  // writes as well.
  if (isa<StoreOp, AtomicAddOp>(op)) {
    auto store = dyn_cast<StoreOp>(op);
    OpOperand &value = store ? store.getValueMutable()
                             : cast<AtomicAddOp>(op).getValueMutable();
    Value v = value.get();
    RankedTensorType want = withEncoding(v.getType(), defaultFor(v.getType()));
    // An mma accumulator is stored from its fragments (pairs of adjacent
    // elements per thread): converting a 128x128 f32 tile would take 64 KiB
    // of shared memory, more than a kernel may declare statically.
    // Atomics are element by element: any blocked or slice layout serves.
    bool keep = isa_and_nonnull<MmaAttr>(encOf(v)) ||
                (isa<AtomicAddOp>(op)
                     ? isa_and_present<BlockedAttr, SliceAttr>(encOf(v))
                     : storesAsWell(v, want));
    if (!keep)
      convertOperand(op, value.getOperandNumber(), want.getEncoding());
    // A mask follows the value (an index mask is remade in its layout).
    if (store && store.getMask())
      convertOperand(op, store.getMaskMutable()[0].getOperandNumber(),
                     encOf(store.getValue()));
    return;
  }
  // A scatter (its atomic form too) goes element by element: the value
  // keeps its layout and the index tiles, usually rows and columns made by
  // expand_dims and broadcast, follow it (a bf16 gradient widened to f32
  // crossed shared memory into the f32 default before).
  //
  // A scatter-add whose value holds more than 16 bytes contiguously per
  // thread (a bf16 row loaded 8 per thread, widened to f32) takes the
  // default of 16 bytes per thread instead: each atomic instruction then
  // covers whole sectors with consecutive lanes (an sm_90 red.v4.f32 per
  // lane, two lanes per 32-byte sector, half the L2 requests of 32-byte
  // strides), and tile-convert-layouts loads the row in that layout rather
  // than converting it through shared memory.
  if (auto scatter = dyn_cast<ScatterOp>(op)) {
    Attribute enc = encOf(scatter.getValue());
    RankedTensorType valueType = scatter.getValue().getType();
    if (!isa_and_present<BlockedAttr, SliceAttr>(enc) ||
        (scatter.getAtomicAdd() && widerRunsThanDefault(valueType)))
      enc = defaultFor(valueType);
    for (unsigned i = 1; i < op->getNumOperands(); ++i)
      convertOperand(op, i, enc);
    return;
  }
  if (isa<AtomicRMWOp, AtomicCASOp>(op)) {
    // Every tile operand and the old values in the value's default layout.
    Value result = op->getResult(0);
    Attribute enc = defaultFor(result.getType());
    for (unsigned i = 1; i < op->getNumOperands(); ++i)
      if (isTensor(op->getOperand(i)))
        convertOperand(op, i, enc);
    setEnc(result, enc);
    return;
  }
  if (auto gather = dyn_cast<GatherOp>(op)) {
    // The first index whose layout carries data (a loaded index tile);
    // index arithmetic and broadcast rows follow the result instead.
    Attribute enc;
    for (Value index : gather.getIndices())
      if (encOf(index) && !followsUsers(index)) {
        enc = encOf(index);
        break;
      }
    if (!enc)
      enc = defaultFor(gather.getType());
    // The mask and a tile padding follow too (register for register).
    for (unsigned i = 1; i < op->getNumOperands(); ++i)
      if (isTensor(op->getOperand(i)))
        convertOperand(op, i, enc);
    setEnc(gather.getResult(), enc);
    return;
  }
  if (isa<LoadOp, ArangeOp, SplatOp>(op)) {
    Value r = op->getResult(0);
    if (!encOf(r))
      setEnc(r, defaultFor(r.getType()));
    // A mask follows the loaded tile (an index mask is remade in its layout),
    // as does a tile padding.
    if (auto load = dyn_cast<LoadOp>(op)) {
      if (load.getMask())
        convertOperand(op, load.getMaskMutable()[0].getOperandNumber(), encOf(r));
      if (load.getPadding() && isTensor(load.getPadding()))
        convertOperand(op, load.getPaddingMutable()[0].getOperandNumber(),
                       encOf(r));
    }
    return;
  }
  if (auto cst = dyn_cast<arith::ConstantOp>(op)) {
    auto r = dyn_cast<RankedTensorType>(cst.getType());
    auto splat = dyn_cast<SplatElementsAttr>(cst.getValue());
    if (r && splat && !r.getEncoding()) {
      auto type = withEncoding(r, defaultFor(r));
      cst.setValueAttr(SplatElementsAttr::get(type, splat.getSplatValue<Attribute>()));
      cst.getResult().setType(type);
    }
    return;
  }
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    Attribute src = encOf(reduce.getSource());
    if (isTensor(reduce.getResult()))
      setEnc(reduce.getResult(),
             SliceAttr::get(ctx, reduce.getAxis(), src));
    return;
  }
  if (auto scan = dyn_cast<ScanOp>(op)) {
    setEnc(scan.getResult(), encOf(scan.getSource()));
    return;
  }
  // Sorts run their network in the keys' blocked layout (no conversion for
  // a loaded tile); values follow the keys. top-k's results are new shapes.
  if (isa<SortOp, TopKOp>(op)) {
    Attribute enc = encOf(op->getOperand(0));
    if (!isa_and_present<BlockedAttr>(enc)) {
      enc = defaultFor(op->getOperand(0).getType());
      convertOperand(op, 0, enc);
    }
    if (auto sort = dyn_cast<SortOp>(op)) {
      for (unsigned i = 1; i < op->getNumOperands(); ++i)
        convertOperand(op, i, enc);
      for (Value r : op->getResults())
        setEnc(r, enc);
      return;
    }
    for (Value r : op->getResults())
      setEnc(r, defaultFor(r.getType()));
    return;
  }
  // A histogram counts in whatever layout its input has.
  if (auto hist = dyn_cast<HistogramOp>(op)) {
    if (!encOf(hist.getSource()))
      convertOperand(op, 0, defaultFor(hist.getSource().getType()));
    if (hist.getMask())
      convertOperand(op, 1, encOf(op->getOperand(0)));
    setEnc(hist.getResult(), defaultFor(hist.getType()));
    return;
  }
  if (auto expand = dyn_cast<ExpandDimsOp>(op)) {
    auto slice = dyn_cast_if_present<SliceAttr>(encOf(expand.getSource()));
    if (slice && slice.getDim() == (unsigned)expand.getAxis()) {
      setEnc(expand.getResult(), slice.getParent());
      return;
    }
    Attribute enc = expandedLayout(expand);
    convertOperand(op, 0, SliceAttr::get(ctx, expand.getAxis(), enc));
    setEnc(expand.getResult(), enc);
    return;
  }
  if (auto bcast = dyn_cast<BroadcastOp>(op)) {
    // One element is in every thread: any layout, no conversion.
    if (bcast.getSource().getType().getNumElements() == 1) {
      setEnc(bcast.getResult(), defaultFor(bcast.getType()));
      return;
    }
    Attribute enc = encOf(bcast.getSource());
    if (!isa_and_present<BlockedAttr>(enc)) {
      enc = defaultFor(bcast.getType());
      convertOperand(op, 0, enc);
    }
    setEnc(bcast.getResult(), enc);
    return;
  }
  if (auto perm = dyn_cast<PermuteOp>(op)) {
    auto src = dyn_cast_if_present<BlockedAttr>(encOf(perm.getSource()));
    if (!src) {
      src = cast<BlockedAttr>(defaultFor(perm.getSource().getType()));
      convertOperand(op, 0, src);
    }
    // Result dimension i is source dimension order[i]: permute the layout.
    ArrayRef<int32_t> order = perm.getOrder();
    unsigned rank = order.size();
    SmallVector<unsigned> spt(rank), tpw(rank), wpc(rank), ord;
    SmallVector<unsigned> inverse(rank);
    for (unsigned i = 0; i < rank; ++i) {
      spt[i] = src.getSizePerThread()[order[i]];
      tpw[i] = src.getThreadsPerWarp()[order[i]];
      wpc[i] = src.getWarpsPerCTA()[order[i]];
      inverse[order[i]] = i;
    }
    for (unsigned d : src.getOrder())
      ord.push_back(inverse[d]);
    setEnc(perm.getResult(), BlockedAttr::get(ctx, spt, tpw, wpc, ord));
    return;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    Attribute enc = unitReshapeLayout(reshape);
    setEnc(reshape.getResult(), enc ? enc : defaultFor(reshape.getType()));
    return;
  }
  if (isa<ConvertLayoutOp>(op))
    return;

  // Element-wise: the first operand's layout wins, preferring operands that
  // cannot be made in another layout for free (loaded data over index masks
  // and broadcast scalars: `where(arange(0) < n, x, 0)` keeps x's layout and
  // recomputes the mask).
  bool hasTensorResult = llvm::any_of(op->getResults(),
                                      [&](Value r) { return isTensor(r); });
  if (!hasTensorResult)
    return;
  Attribute enc;
  for (Value v : op->getOperands())
    if (isTensor(v) && encOf(v) && !followsUsers(v)) {
      enc = encOf(v);
      break;
    }
  if (!enc)
    for (Value v : op->getOperands())
      if (isTensor(v) && encOf(v) && !v.getDefiningOp<arith::ConstantOp>()) {
        enc = encOf(v);
        break;
      }
  if (!enc)
    for (Value v : op->getOperands())
      if (isTensor(v) && encOf(v)) {
        enc = encOf(v);
        break;
      }
  if (!enc)
    enc = defaultFor(op->getResult(0).getType());
  for (auto [i, v] : llvm::enumerate(op->getOperands()))
    if (isTensor(v))
      convertOperand(op, i, enc);
  for (Value r : op->getResults())
    if (isTensor(r))
      setEnc(r, enc);
}

namespace {
struct TileAssignLayoutsPass
    : kiln::tile::impl::TileAssignLayoutsBase<TileAssignLayoutsPass> {
  using TileAssignLayoutsBase::TileAssignLayoutsBase;
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    auto makeAssigner = [&](func::FuncOp f) {
      Assigner a;
      a.numWarps = TileDialect::getNumWarps(func);
      a.ctx = &getContext();
      a.warpgroupMma = warpgroupMma;
      a.collectReductions(f);
      a.collectChainedDots(f);
      return a;
    };
    // A first assignment on a copy finds the accumulators that the body
    // produces in another layout (a dot's) than they start in; the real one
    // starts them there.
    std::map<std::pair<unsigned, unsigned>, Attribute> preferred;
    {
      auto copy = cast<func::FuncOp>(func->clone());
      Assigner first = makeAssigner(copy);
      assign(first, copy);
      preferred = first.foundCarried;
      copy->erase();
    }
    Assigner assigner = makeAssigner(func);
    assigner.preferredCarried = preferred;
    assign(assigner, func);
    remarkLayouts(func);
  }

  /// kilnc --report's tile decisions: the layout each memory access, matmul
  /// and cross-thread op got (a no-op unless remarks are collected).
  void remarkLayouts(func::FuncOp func) {
    if (!func.getContext()->getRemarkEngine())
      return;
    func.walk([&](Operation *op) {
      Value tile;
      if (isa<LoadOp, GatherOp, DotOp, ReduceOp, ScanOp, SortOp, HistogramOp>(op) &&
          op->getNumResults())
        tile = op->getResult(0);
      else if (auto store = dyn_cast<StoreOp>(op))
        tile = store.getValue();
      auto type = tile ? dyn_cast<RankedTensorType>(tile.getType()) : RankedTensorType();
      if (!type || !type.getEncoding())
        return;
      std::string shape, layout;
      {
        llvm::raw_string_ostream os(shape);
        llvm::interleave(type.getShape(), os, "x");
        os << "x" << type.getElementType();
      }
      {
        llvm::raw_string_ostream os(layout);
        type.getEncoding().print(os);
      }
      remark::analysis(op->getLoc(), remark::RemarkOpts::name("layout")
                                         .category("kiln-tile")
                                         .function(func.getSymName()))
          << (op->getName().getStringRef() + " " + shape + ": " + layout).str()
          << remark::detail::Remark::Arg("op", op->getName().getStringRef())
          << remark::detail::Remark::Arg("shape", shape)
          << remark::detail::Remark::Arg("layout", layout);
    });
  }

  void assign(Assigner &assigner, func::FuncOp func) {
    // Tile arguments (device functions, tests) take the default layout.
    {
      for (BlockArgument arg : func.getArguments())
        if (auto r = dyn_cast<RankedTensorType>(arg.getType()))
          if (!r.getEncoding())
            assigner.setEnc(arg, assigner.defaultFor(r));
      assigner.visitRegion(func.getBody());
      // Returned tiles keep whatever layout they have.
      SmallVector<Type> results;
      if (auto ret = dyn_cast<func::ReturnOp>(func.getBody().back().getTerminator()))
        results.assign(ret.getOperandTypes().begin(), ret.getOperandTypes().end());
      else
        results.assign(func.getResultTypes().begin(), func.getResultTypes().end());
      func.setType(FunctionType::get(&getContext(),
                                     func.getBody().getArgumentTypes(), results));
    }
  }
};
} // namespace
