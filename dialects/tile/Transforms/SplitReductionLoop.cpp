//===- SplitReductionLoop.cpp - a reduction loop split across programs ----===//
//
// A kernel whose program loops over a long reduction (col_sum: all rows of
// 64 columns) launches as many programs as it has outputs, which leaves
// most of a 132-SM GPU idle for tall-narrow shapes. This pass lets the
// runtime launch S programs per output program, each running a slice of
// the loop's trips, the last to finish combining the partial tiles in a
// fixed order (as torch's and Triton's split reductions, but
// deterministic for a given S). Passes.td says what matches; the runtime
// chooses S at launch (runtime/lib/split_loop.cpp).
//
// Workspace (runtime-allocated, its counters zeroed once; the kernel
// leaves them zeroed): O i32 counters (O = output programs), padded to 16
// bytes, then O * S slots of `slot bytes`, slot (o, s) holding program
// (o, s)'s partial of each carried tile (or of the epilogue's reduction of
// it by the same op), each padded to 16 bytes. The last program reads up
// to 8 slots at once: one read at a time left ~12 us of latency at S = 32.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SplitLoopAttr.h"
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <algorithm>

namespace kiln::tile {
#define GEN_PASS_DEF_TILESPLITREDUCTIONLOOP
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;
namespace simt = kiln::simt;

namespace {

/// What a carried tile's partials start from: idempotent combiners (max,
/// min) start anywhere; sums and ors from zero, ands from all ones, or the
/// S partials would count the start S times.
enum class Start { Any, Zero, AllOnes };

/// The start a combining op needs, or nullopt when it is not associative
/// and commutative element-wise.
std::optional<Start> combinerStart(Operation *op) {
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MinimumFOp, arith::MinNumFOp,
          arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp, arith::MinUIOp>(op))
    return Start::Any;
  if (isa<arith::AddFOp, arith::AddIOp, arith::OrIOp, arith::XOrIOp>(op))
    return Start::Zero;
  if (isa<arith::AndIOp>(op))
    return Start::AllOnes;
  return std::nullopt;
}

/// Whether `v` is a tile of all zeros (or all ones).
bool isUniformStart(Value v, Start start) {
  if (start == Start::Any)
    return true;
  Attribute value;
  if (auto splat = v.getDefiningOp<SplatOp>())
    v = splat.getValue();
  if (!matchPattern(v, m_Constant(&value)))
    return false;
  if (auto dense = dyn_cast<SplatElementsAttr>(value))
    value = dense.getSplatValue<Attribute>();
  if (auto f = dyn_cast<FloatAttr>(value))
    return start == Start::Zero && f.getValue().isZero();
  if (auto i = dyn_cast<IntegerAttr>(value))
    return start == Start::Zero ? i.getValue().isZero() : i.getValue().isAllOnes();
  return false;
}

bool writesMemory(Operation *op) {
  bool writes = false;
  op->walk([&](Operation *inner) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(inner);
    if (!effects) {
      writes |= !inner->hasTrait<OpTrait::HasRecursiveMemoryEffects>() &&
                !isa<scf::YieldOp, YieldOp>(inner);
      return;
    }
    writes |= effects.hasEffect<MemoryEffects::Write>();
  });
  return writes;
}

/// How a carried tile's partials combine: by its element-wise op, or (an
/// argmax's pair) by a select on a strict comparison of the key tile
/// (`best = where(t > best, t, best)`), every tile of the group selected
/// where the later partial's key wins. Strict: a later slice wins only
/// where it beats the earlier ones, so slot order gives the first maximum,
/// as the loop does, and an empty slice (its start) never wins.
struct Combine {
  Operation *op = nullptr;  // element-wise
  Operation *cmp = nullptr; // select group: the comparison
  size_t key = 0;           // select group: the key tile's index
  bool keyFirst = false;    // the comparison's new value is its lhs
};

bool isStrict(Operation *cmp) {
  if (auto f = dyn_cast<arith::CmpFOp>(cmp))
    return f.getPredicate() == arith::CmpFPredicate::OGT ||
           f.getPredicate() == arith::CmpFPredicate::OLT;
  if (auto i = dyn_cast<arith::CmpIOp>(cmp))
    return llvm::is_contained({arith::CmpIPredicate::sgt, arith::CmpIPredicate::slt,
                               arith::CmpIPredicate::ugt, arith::CmpIPredicate::ult},
                              i.getPredicate());
  return false;
}

/// Carried value k as one of a select group: k's update is `select(c, y,
/// arg_k)` with c a strict comparison of some carried key with a new value
/// (k itself, or another carried value). Empty string on success.
std::string selectGroup(scf::ForOp loop, size_t k, Combine &combine) {
  std::string which = "loop-carried value " + std::to_string(k);
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  auto select = yield.getOperand(k).getDefiningOp<arith::SelectOp>();
  BlockArgument arg = loop.getRegionIterArgs()[k];
  if (!select || select.getFalseValue() != arg || select.getTrueValue() == arg)
    return which + " is not combined with its previous value by one element-wise op";
  Operation *cmp = select.getCondition().getDefiningOp();
  if (!cmp || !isa<arith::CmpFOp, arith::CmpIOp>(cmp) || cmp->getBlock() != loop.getBody())
    return which + " is selected by a condition that is not a comparison in the loop";
  if (!isStrict(cmp))
    return which + " is selected by a comparison that is not strict (> or <)";
  std::optional<size_t> key;
  bool keyFirst = false;
  for (auto [j, other] : llvm::enumerate(loop.getRegionIterArgs()))
    for (unsigned side = 0; side < 2; ++side)
      if (cmp->getOperand(side) == other) {
        key = j;
        keyFirst = side == 1;
      }
  if (!key || cmp->getOperand(0) == cmp->getOperand(1))
    return which + " is selected by a comparison that involves no loop-carried value";
  // The key's select takes the compared value: best = where(t > best, t, best).
  Value newKey = cmp->getOperand(keyFirst ? 0 : 1);
  auto keySelect = yield.getOperand(*key).getDefiningOp<arith::SelectOp>();
  if (!keySelect || keySelect.getCondition() != select.getCondition() ||
      keySelect.getTrueValue() != newKey)
    return which + " is selected by a comparison whose key does not take the compared value";
  // Nothing else sees a carried value: each program would see its prefix.
  BlockArgument keyArg = loop.getRegionIterArgs()[*key];
  for (OpOperand &use : arg.getUses())
    if (use.getOwner() != select && !(arg == keyArg && use.getOwner() == cmp))
      return which + " is used by more than its combining op";
  if (!select->hasOneUse())
    return which + " is used by more than its combining op";
  combine.cmp = cmp;
  combine.key = *key;
  combine.keyFirst = keyFirst;
  return "";
}

/// Why `loop` cannot be split ("" when it can); how each carried tile
/// combines.
std::string splitBlocker(func::FuncOp func, scf::ForOp loop,
                         SmallVectorImpl<Combine> &combiners) {
  for (Operation &op : llvm::make_range(func.getBody().front().begin(), loop->getIterator()))
    if (writesMemory(&op))
      return ("'" + op.getName().getStringRef() +
              "' before the loop writes memory, which every split program would repeat")
          .str();
  if (writesMemory(loop))
    return "the loop writes memory";
  if (!loop.getInductionVar().getType().isSignlessInteger())
    return "the loop counts in 'index'";
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (auto [k, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    std::string which = "loop-carried value " + std::to_string(k);
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type)
      return which + " is not a tile";
    unsigned bits = type.getElementType().getIntOrFloatBitWidth();
    if (bits % 8)
      return which + " has " + std::to_string(bits) + "-bit elements";
    Operation *def = yield.getOperand(k).getDefiningOp();
    if (isa_and_nonnull<arith::SelectOp>(def) && def->getBlock() == loop.getBody()) {
      Combine combine;
      if (std::string why = selectGroup(loop, k, combine); !why.empty())
        return why;
      combiners.push_back(combine);
      continue;
    }
    if (!def || def->getBlock() != loop.getBody())
      return which + " is not combined with its previous value by one element-wise op";
    // A GEMM's k-loop (acc = dot(a, b, acc)) says so.
    if (def->getNumOperands() != 2 || !llvm::is_contained(def->getOperands(), arg))
      return which + " is updated by '" + def->getName().getStringRef().str() +
             "', not combined with its previous value by one element-wise op";
    std::optional<Start> start = combinerStart(def);
    if (!start)
      return which + " is combined by '" + def->getName().getStringRef().str() +
             "', which is not associative and commutative";
    if (!arg.hasOneUse() || def->getOperand(0) == def->getOperand(1))
      return which + " is used by more than its combining op";
    if (!isUniformStart(loop.getInitArgs()[k], *start))
      return which + " does not start from " +
             (*start == Start::Zero ? "zero" : "all ones") +
             ": each split program would count its start once";
    Combine combine;
    combine.op = def;
    combiners.push_back(combine);
  }
  if (combiners.empty())
    return "the loop carries no tiles";
  return "";
}

/// The reduction the epilogue applies to carried tile `result` first, when
/// it is its only use and reduces by the loop's own combining op
/// (col_sum's `sum<0>(acc)` of a sum): each split program may store that
/// reduced tile instead of the whole carried one, since the combine and
/// the reduction then commute. A reduction to a scalar keeps the tile.
ReduceOp reducedFirst(Value result, const Combine &combine) {
  if (!combine.op || !result.hasOneUse())
    return nullptr;
  auto reduce = dyn_cast<ReduceOp>(*result.getUsers().begin());
  if (!reduce || reduce->getBlock() != result.getParentBlock() ||
      !isa<RankedTensorType>(reduce.getResult().getType()))
    return nullptr;
  Block &body = reduce.getCombiner().front();
  if (body.getOperations().size() != 2)
    return nullptr;
  Operation &op = body.front();
  auto yield = dyn_cast<YieldOp>(body.getTerminator());
  if (op.getName() != combine.op->getName() || op.getNumOperands() != 2 || !yield ||
      yield->getNumOperands() != 1 || yield->getOperand(0) != op.getResult(0))
    return nullptr;
  for (Value v : op.getOperands())
    if (!llvm::is_contained(body.getArguments(), v))
      return nullptr;
  if (op.getOperand(0) == op.getOperand(1))
    return nullptr;
  return reduce;
}

/// The partials the last program loads at once: enough to hide the
/// latency of the workspace's reads (one serial load per slot was about
/// 12 us at S = 32 on an H100) within about 64 registers a thread at 4
/// warps.
constexpr int64_t kCombineElementBudget = 8192;
constexpr int64_t kMaxPartialsAtOnce = 8;

struct SplitReductionLoop
    : kiln::tile::impl::TileSplitReductionLoopBase<SplitReductionLoop> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (!simt::isKernel(func) || !TileDialect::isTileFunction(func) ||
        !func.getBody().hasOneBlock() ||
        func->hasAttr(simt::kSplitLoopAttrName))
      return;
    Block &entry = func.getBody().front();
    scf::ForOp loop;
    for (auto f : entry.getOps<scf::ForOp>())
      if (f.getNumRegionIterArgs() && !loop)
        loop = f;
    if (!loop)
      return;
    // One remark per kernel: its contiguous variant makes the same choice.
    bool remarks = !func->hasAttr(simt::SimtDialect::SpecializesAttrHelper::getNameStr());
    SmallVector<Combine> combiners;
    std::string blocker = splitBlocker(func, loop, combiners);
    if (!blocker.empty()) {
      if (remarks)
        loop.emitRemark() << "kiln-tile: missed: the loop of '" << func.getSymName()
                          << "' is not split across programs: " << blocker;
      return;
    }
    split(func, loop, combiners);
    if (remarks)
      loop.emitRemark() << "kiln-tile: the loop of '" << func.getSymName()
                        << "' may be split across programs (the runtime chooses how many)";
  }

  void split(func::FuncOp func, scf::ForOp loop, ArrayRef<Combine> combiners) {
    MLIRContext *ctx = func.getContext();
    Block &entry = func.getBody().front();
    Location loc = loop.getLoc();
    Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);
    auto wsType = simt::PtrType::get(IntegerType::get(ctx, 8), simt::AddressSpace::Global);
    // The trips when the bounds are constants (the runtime splits no finer),
    // 0 when known only at run time.
    int64_t staticTrips = 0;
    APInt lbC, ubC, stepC;
    if (matchPattern(loop.getLowerBound(), m_ConstantInt(&lbC)) &&
        matchPattern(loop.getUpperBound(), m_ConstantInt(&ubC)) &&
        matchPattern(loop.getStep(), m_ConstantInt(&stepC)) && stepC.getSExtValue() > 0)
      staticTrips = std::max<int64_t>(
          0, llvm::divideCeil(ubC.getSExtValue() - lbC.getSExtValue(), stepC.getSExtValue()));
    // Trips not known here may be known at launch: a loop from a constant
    // by a constant step up to a view's extent or an i64 parameter.
    TripBound bound = tripBound(entry, loop, staticTrips);
    // The bytes one trip's tiles read: the runtime's S rule weighs the
    // bytes a program keeps in flight and its work against its slot.
    int64_t tripBytes = 0;
    loop.getBody()->walk([&](Operation *op) {
      if (!isa<LoadOp, GatherOp>(op))
        return;
      if (auto t = dyn_cast<RankedTensorType>(op->getResult(0).getType()))
        tripBytes += t.getNumElements() * t.getElementTypeBitWidth() / 8;
    });
    Value splits = entry.addArgument(i32, func.getLoc());
    Value ws = entry.addArgument(wsType, func.getLoc());
    func.setType(FunctionType::get(ctx, entry.getArgumentTypes(), func.getResultTypes()));

    // Program ids: x = output program * S + s.
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    SmallVector<ProgramIdOp> pids;
    SmallVector<NumProgramsOp> counts;
    func.walk([&](ProgramIdOp p) { pids.push_back(p); });
    func.walk([&](NumProgramsOp n) { counts.push_back(n); });
    Value rawX = ProgramIdOp::create(b, loc, 0);
    Value outX = arith::DivUIOp::create(b, loc, rawX, splits);
    Value s = arith::RemUIOp::create(b, loc, rawX, splits);
    Value rawN = NumProgramsOp::create(b, loc, 0);
    Value outN = arith::DivUIOp::create(b, loc, rawN, splits);
    for (ProgramIdOp p : pids)
      if (p.getAxis() == 0) {
        p.getResult().replaceAllUsesWith(outX);
        p.erase();
      }
    for (NumProgramsOp n : counts)
      if (n.getAxis() == 0) {
        n.getResult().replaceAllUsesWith(outN);
        n.erase();
      }
    // (The builder's point was the first op, maybe a program id just erased.)
    b.setInsertionPointAfter(outN.getDefiningOp());
    // The output program's linear index o and the output programs O.
    Value y = ProgramIdOp::create(b, loc, 1);
    Value z = ProgramIdOp::create(b, loc, 2);
    Value ny = NumProgramsOp::create(b, loc, 1);
    Value nz = NumProgramsOp::create(b, loc, 2);
    Value zy = arith::MulIOp::create(b, loc, z, ny);
    Value yz = arith::AddIOp::create(b, loc, zy, y);
    Value rowStart = arith::MulIOp::create(b, loc, yz, outN);
    Value o = arith::AddIOp::create(b, loc, rowStart, outX);
    Value nxy = arith::MulIOp::create(b, loc, outN, ny);
    Value outputs = arith::MulIOp::create(b, loc, nxy, nz);

    // This program's trips [T * s / S, T * (s + 1) / S), in i64.
    b.setInsertionPoint(loop);
    Type ivType = loop.getInductionVar().getType();
    auto wide = [&](Value v) -> Value {
      if (v.getType() == i64)
        return v;
      return arith::ExtSIOp::create(b, loc, i64, v);
    };
    auto narrow = [&](Value v) -> Value {
      if (ivType == i64)
        return v;
      return arith::TruncIOp::create(b, loc, ivType, v);
    };
    auto c64 = [&](int64_t v) -> Value { return arith::ConstantIntOp::create(b, loc, v, 64); };
    Value lb = wide(loop.getLowerBound()), ub = wide(loop.getUpperBound());
    Value step = wide(loop.getStep());
    Value span = arith::SubIOp::create(b, loc, ub, lb);
    Value stepLess1 = arith::SubIOp::create(b, loc, step, c64(1));
    Value rounded = arith::AddIOp::create(b, loc, span, stepLess1);
    Value tripsIfAny = arith::DivSIOp::create(b, loc, rounded, step);
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, ub, lb);
    Value noTrips = c64(0);
    Value trips = arith::SelectOp::create(b, loc, any, tripsIfAny, noTrips);
    Value s64 = arith::ExtUIOp::create(b, loc, i64, s);
    Value n64 = arith::ExtUIOp::create(b, loc, i64, splits);
    Value sNext = arith::AddIOp::create(b, loc, s64, c64(1));
    Value firstScaled = arith::MulIOp::create(b, loc, trips, s64);
    Value first = arith::DivUIOp::create(b, loc, firstScaled, n64);
    Value endScaled = arith::MulIOp::create(b, loc, trips, sNext);
    Value end = arith::DivUIOp::create(b, loc, endScaled, n64);
    Value firstOffset = arith::MulIOp::create(b, loc, first, step);
    Value newLb = arith::AddIOp::create(b, loc, lb, firstOffset);
    Value endOffset = arith::MulIOp::create(b, loc, end, step);
    Value endIv = arith::AddIOp::create(b, loc, lb, endOffset);
    Value newUb = arith::MinSIOp::create(b, loc, endIv, ub);
    loop.getLowerBoundMutable().assign(narrow(newLb));
    loop.getUpperBoundMutable().assign(narrow(newUb));

    // After the loop: the epilogue (everything up to the return) runs in
    // the last program to arrive only.
    SmallVector<Operation *> epilogue;
    for (Operation &op : llvm::make_range(std::next(loop->getIterator()), entry.end()))
      if (!op.hasTrait<OpTrait::IsTerminator>())
        epilogue.push_back(&op);
    b.setInsertionPointAfter(loop);
    auto c32 = [&](int64_t v) -> Value { return arith::ConstantIntOp::create(b, loc, v, 32); };
    // What a slot holds of each carried tile: the tile, or the epilogue's
    // reduction of it when that reduces by the same op (col_sum's [64]
    // column sums, not its [32, 64] accumulator); each 16-byte aligned.
    SmallVector<ReduceOp> reduces;
    SmallVector<Type> slotTypes;
    SmallVector<int64_t> offsets;
    int64_t slotBytes = 0, slotElements = 0;
    for (auto [k, r] : llvm::enumerate(loop.getResults())) {
      reduces.push_back(reducedFirst(r, combiners[k]));
      slotTypes.push_back(reduces.back() ? reduces.back().getResult().getType() : r.getType());
      auto t = cast<RankedTensorType>(slotTypes.back());
      offsets.push_back(slotBytes);
      slotBytes += llvm::alignTo(t.getNumElements() * t.getElementTypeBitWidth() / 8, 16);
      slotElements += t.getNumElements();
    }
    // Carried tile k as its slot holds it.
    auto slotValue = [&](OpBuilder &b, size_t k) -> Value {
      if (!reduces[k])
        return loop.getResult(k);
      IRMapping map;
      map.map(reduces[k].getSource(), loop.getResult(k));
      return b.clone(*reduces[k], map)->getResult(0);
    };
    Value o64 = arith::ExtUIOp::create(b, loc, i64, o);
    Value outputs64 = arith::ExtUIOp::create(b, loc, i64, outputs);
    Value counterBytes = arith::MulIOp::create(b, loc, outputs64, c64(4));
    Value padded = arith::AddIOp::create(b, loc, counterBytes, c64(15));
    Value slotsStart = arith::AndIOp::create(b, loc, padded, c64(~int64_t(15)));
    auto i32Ptr = simt::PtrType::get(i32, simt::AddressSpace::Global);
    Value counterOffset = arith::MulIOp::create(b, loc, o64, c64(4));
    Value counterBytePtr = simt::PtrAddOp::create(b, loc, wsType, ws, counterOffset);
    Value counter = simt::PtrCastOp::create(b, loc, i32Ptr, counterBytePtr);
    // A view of carried tile k's partial in slot (o, q).
    auto partialView = [&](OpBuilder &b, Value q, size_t k) -> Value {
      auto t = cast<RankedTensorType>(slotTypes[k]);
      Value q64 = arith::ExtUIOp::create(b, loc, i64, q);
      Value oSlots = arith::MulIOp::create(b, loc, o64, n64);
      Value slot = arith::AddIOp::create(b, loc, oSlots, q64);
      Value slotOffset = arith::MulIOp::create(b, loc, slot, c64(slotBytes));
      Value inWs = arith::AddIOp::create(b, loc, slotsStart, slotOffset);
      Value at = arith::AddIOp::create(b, loc, inWs, c64(offsets[k]));
      Value bytePtr = simt::PtrAddOp::create(b, loc, wsType, ws, at);
      auto elemPtr = simt::PtrType::get(t.getElementType(), simt::AddressSpace::Global);
      Value ptr = simt::PtrCastOp::create(b, loc, elemPtr, bytePtr);
      SmallVector<Value> shape, strides;
      int64_t stride = 1;
      for (int64_t d = t.getRank() - 1; d >= 0; --d) {
        shape.push_back(arith::ConstantIntOp::create(b, loc, t.getDimSize(d), 64));
        strides.push_back(arith::ConstantIntOp::create(b, loc, stride, 64));
        stride *= t.getDimSize(d);
      }
      std::reverse(shape.begin(), shape.end());
      std::reverse(strides.begin(), strides.end());
      auto viewType = ViewType::get(b.getContext(), t.getElementType(), t.getRank());
      return MakeViewOp::create(b, loc, viewType, ptr, shape, strides);
    };
    auto origin = [&](OpBuilder &b, size_t k) {
      auto t = cast<RankedTensorType>(slotTypes[k]);
      SmallVector<Value> zeros;
      for (int64_t d = 0; d < t.getRank(); ++d)
        zeros.push_back(arith::ConstantIntOp::create(b, loc, 0, 64));
      return zeros;
    };

    Value one = c32(1);
    Value isSplit = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, splits, one);
    // Split: store the partials, then count this program's arrival. Every
    // thread fences its own stores (device scope) before the barrier, and
    // thread 0's acq_rel add publishes them all to the last program.
    auto arrive = scf::IfOp::create(b, loc, TypeRange{i1Type(ctx)}, isSplit, /*withElse=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(arrive.thenBlock());
      for (size_t k = 0; k < combiners.size(); ++k) {
        Value view = partialView(b, s, k);
        StoreOp::create(b, loc, view, origin(b, k), slotValue(b, k), Value());
      }
      simt::FenceOp::create(b, loc, simt::Scope::Device, simt::MemoryOrder::AcqRel);
      Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
      simt::BarrierReduceOp::create(b, loc, simt::BarrierReduceKind::Or, yes);
      Value tid = simt::ThreadIdOp::create(b, loc, simt::Dim::X);
      Value zero = c32(0);
      Value leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tid, zero);
      auto add = scf::IfOp::create(b, loc, TypeRange{i32}, leader, /*withElse=*/true);
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPointToStart(add.thenBlock());
        Value old = simt::AtomicRMWOp::create(b, loc, i32, simt::AtomicKind::Add, counter, c32(1),
                                              simt::Scope::Device, simt::MemoryOrder::AcqRel);
        scf::YieldOp::create(b, loc, old);
        b.setInsertionPointToStart(add.elseBlock());
        Value none = c32(-1);
        scf::YieldOp::create(b, loc, none);
      }
      Value lastCount = arith::SubIOp::create(b, loc, splits, one);
      Value mine = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, add.getResult(0),
                                         lastCount);
      Value anyLast = simt::BarrierReduceOp::create(b, loc, simt::BarrierReduceKind::Or, mine);
      Value last = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, anyLast, zero);
      // The last program: acquire the others' partials, and reset the
      // counter for the next launch (stream order separates the two).
      auto reset = scf::IfOp::create(b, loc, TypeRange{}, last, /*withElse=*/false);
      {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPoint(reset.thenBlock()->getTerminator());
        simt::FenceOp::create(b, loc, simt::Scope::Device, simt::MemoryOrder::AcqRel);
        auto clear = scf::IfOp::create(b, loc, TypeRange{}, leader, /*withElse=*/false);
        b.setInsertionPoint(clear.thenBlock()->getTerminator());
        Value zeroCount = c32(0);
        simt::StoreOp::create(b, loc, zeroCount, counter, false, IntegerAttr());
      }
      scf::YieldOp::create(b, loc, last);
      b.setInsertionPointToStart(arrive.elseBlock());
      Value whole = arith::ConstantIntOp::create(b, loc, 1, 1);
      scf::YieldOp::create(b, loc, whole);
    }
    // The epilogue, on the partials combined in slot order (deterministic
    // for a given S), or on the loop's results when not split.
    auto run = scf::IfOp::create(b, loc, TypeRange{}, arrive.getResult(0), /*withElse=*/false);
    b.setInsertionPoint(run.thenBlock()->getTerminator());
    SmallVector<Type> types(slotTypes);
    auto combined = scf::IfOp::create(b, loc, types, isSplit, /*withElse=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(combined.thenBlock());
      Value zero = c32(0);
      SmallVector<Value> firsts;
      for (size_t k = 0; k < combiners.size(); ++k) {
        Value view = partialView(b, zero, k);
        firsts.push_back(LoadOp::create(b, loc, types[k], view, origin(b, k), Value(), Value()));
      }
      // Slots q .. q + U - 1 are loaded before any is combined (a slot
      // past S - 1 reads slot S - 1 again and is not combined), so U reads
      // of the workspace are in flight at once.
      int64_t atOnce = std::clamp<int64_t>(kCombineElementBudget / std::max<int64_t>(slotElements, 1),
                                           1, kMaxPartialsAtOnce);
      Value stride = c32(atOnce);
      auto fold = scf::ForOp::create(b, loc, one, splits, stride, firsts);
      b.setInsertionPointToStart(fold.getBody());
      Value lastSlot = arith::SubIOp::create(b, loc, splits, one);
      SmallVector<SmallVector<Value>> loaded;
      SmallVector<Value> valid;
      for (int64_t j = 0; j < atOnce; ++j) {
        Value q = fold.getInductionVar();
        if (j) {
          Value ahead = arith::AddIOp::create(b, loc, q, c32(j));
          valid.push_back(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, ahead, splits));
          q = arith::MinUIOp::create(b, loc, ahead, lastSlot);
        } else {
          valid.push_back(Value());
        }
        SmallVector<Value> theirs;
        for (size_t k = 0; k < combiners.size(); ++k) {
          Value view = partialView(b, q, k);
          theirs.push_back(LoadOp::create(b, loc, types[k], view, origin(b, k), Value(), Value()));
        }
        loaded.push_back(std::move(theirs));
      }
      SmallVector<Value> mine(fold.getRegionIterArgs());
      for (int64_t j = 0; j < atOnce; ++j) {
        ArrayRef<Value> theirs = loaded[j];
        // Each select group's comparison once, on its key: where the later
        // partial's key wins.
        llvm::DenseMap<Operation *, Value> wins;
        for (const Combine &c : combiners) {
          if (!c.cmp || wins.count(c.cmp))
            continue;
          Value later = theirs[c.key], earlier = mine[c.key];
          Value lhs = c.keyFirst ? later : earlier, rhs = c.keyFirst ? earlier : later;
          OperationState state(loc, c.cmp->getName(), ValueRange{lhs, rhs},
                               TypeRange{c.cmp->getResult(0).getType()}, c.cmp->getAttrs());
          wins[c.cmp] = b.create(state)->getResult(0);
        }
        SmallVector<Value> next;
        for (auto [k, c] : llvm::enumerate(combiners)) {
          Value combinedK;
          if (c.cmp) {
            combinedK = arith::SelectOp::create(b, loc, wins[c.cmp], theirs[k], mine[k]);
          } else {
            OperationState state(loc, c.op->getName(), ValueRange{mine[k], theirs[k]},
                                 TypeRange{types[k]}, c.op->getAttrs());
            combinedK = b.create(state)->getResult(0);
          }
          if (valid[j]) {
            auto shape = cast<RankedTensorType>(types[k]).getShape();
            Value all = SplatOp::create(b, loc, RankedTensorType::get(shape, i1Type(ctx)), valid[j]);
            combinedK = arith::SelectOp::create(b, loc, all, combinedK, mine[k]);
          }
          next.push_back(combinedK);
        }
        mine = std::move(next);
      }
      scf::YieldOp::create(b, loc, mine);
      b.setInsertionPointAfter(fold);
      scf::YieldOp::create(b, loc, fold.getResults());
      b.setInsertionPointToStart(combined.elseBlock());
      SmallVector<Value> whole;
      for (size_t k = 0; k < combiners.size(); ++k)
        whole.push_back(slotValue(b, k));
      scf::YieldOp::create(b, loc, whole);
    }
    Operation *runEnd = run.thenBlock()->getTerminator();
    for (Operation *op : epilogue)
      op->moveBefore(runEnd);
    // The epilogue's reductions that the slots hold already.
    for (auto [k, reduce] : llvm::enumerate(reduces))
      if (reduce) {
        reduce.getResult().replaceAllUsesWith(combined.getResult(k));
        reduce.erase();
      }
    for (auto [old, now] : llvm::zip(loop.getResults(), combined.getResults()))
      old.replaceUsesWithIf(now, [&](OpOperand &use) {
        return run->isProperAncestor(use.getOwner()) && !combined->isAncestor(use.getOwner());
      });
    // The count parameter's position; the tile lowering moves it past the flattened views.
    int64_t countParam = cast<BlockArgument>(splits).getArgNumber();
    func->setAttr(simt::kSplitLoopAttrName,
                  DenseI64ArrayAttr::get(ctx, {countParam, slotBytes, staticTrips, tripBytes,
                                               bound.arg, bound.dim, bound.start, bound.step}));
  }

  static Type i1Type(MLIRContext *ctx) { return IntegerType::get(ctx, 1); }

  /// simt.split_loop's bound fields: the argument whose extent bounds the
  /// loop (a view and its dimension, or an i64 parameter and 0; -1: none),
  /// the loop's constant start and step.
  struct TripBound {
    int64_t arg = -1, dim = 0, start = 0, step = 0;
  };
  static TripBound tripBound(Block &entry, scf::ForOp loop, int64_t staticTrips) {
    TripBound bound;
    APInt start, step;
    if (staticTrips || !matchPattern(loop.getLowerBound(), m_ConstantInt(&start)) ||
        !matchPattern(loop.getStep(), m_ConstantInt(&step)) || step.getSExtValue() <= 0 ||
        step.getSExtValue() > UINT32_MAX || start.getSExtValue() < 0 ||
        start.getSExtValue() > UINT32_MAX)
      return bound;
    Value ub = loop.getUpperBound();
    // An i32 loop's bound is the extent truncated.
    if (auto trunc = ub.getDefiningOp<arith::TruncIOp>())
      ub = trunc.getIn();
    int64_t dim = 0;
    if (auto viewDim = ub.getDefiningOp<ViewDimOp>()) {
      ub = viewDim.getView();
      dim = viewDim.getDim();
    } else if (!ub.getType().isInteger(64)) {
      return bound;
    }
    auto arg = dyn_cast<BlockArgument>(ub);
    if (!arg || arg.getOwner() != &entry)
      return bound;
    bound.arg = arg.getArgNumber();
    bound.dim = dim;
    bound.start = start.getSExtValue();
    bound.step = step.getSExtValue();
    return bound;
  }
};

} // namespace
