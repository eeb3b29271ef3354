//===- PersistentTiles.cpp - a GEMM kernel looping over its launch grid ----===//
//
// A warp-specialised tile GEMM (PipelinedMma.cpp) is a persistent kernel
// under `persistent` (kilnc -ftile-persistent): the runtime launches one
// program per SM (the bundle's `persistent` entry) and passes the grid the
// caller asked for in three i32 parameters; each program loops over the
// programs of that grid it owns (tile = blockIdx.x + i * gridDim.x), in
// grouped order (as Triton's: runs of kGroupRows tile rows are walked
// column by column, so a wave of SMs shares A's rows and B's columns in
// L2). The k-loop's producer warpgroup then fills the next tile's stages
// while the consumers run this tile's epilogue, its mbarrier ring's stages
// and phases numbered on across tiles (lowerPipelinedMma).
//
// Done on the tile IR before the walk: the k-loop, the ops before it that
// depend on the program ids (pure arithmetic: the tile's offsets), and the
// epilogue move into an scf.for over this program's tiles; tile.program_id
// becomes the tile's coordinates and tile.num_programs the grid parameters.
// What does not depend on the program (view extents, the zero accumulator)
// stays before the loop, so the k-loop's bounds are the same for every tile.
//
// Stream-K (-ftile-stream-k, on with the persistent schedule): with T tiles
// over P programs, the last wave of one tile per program leaves
// ceil(T/P) * P - T programs idle (M = 1024 LLM shapes of 128x256 tiles:
// 344 tiles on 132 SMs run 3 waves for 2.6 waves of work). Cost model, in
// the kernel (T, P and the k-steps per tile S are known only at launch):
// when the last wave leaves more than a fifth of the programs idle, the
// first (floor(T/P) - 1) * P tiles stay one per unit (data-parallel
// waves) and the k-steps of the rest, (T - D) * S, are dealt out evenly,
// one contiguous run per program (CUTLASS's data-parallel + stream-K
// hybrid), as long as each run is at least 8 k-steps (two rings' worth).
// A run cut inside a tile gives it a later part (the first unit of the
// next program's run: `contributes`) and a first part (the last unit of
// this program's run: `fixes`). A contributing unit stores its f32 partial
// sums to its program's workspace slot, each thread its own registers and
// then its own flag (st.release.gpu); the fixing unit's threads wait for
// each contributor's flag (ld.acquire.gpu), add its partial sums in
// program order (deterministic) and reset the flag for the next launch,
// then run the epilogue, which contributors skip. Contributors wait for
// nothing and every program's run is its last units, so no program waits
// for one that waits; all programs are resident (one per SM).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

namespace {
/// Tile rows per group of the grouped order (Triton's GROUP_M default).
constexpr int64_t kGroupRows = 8;
/// Stream-K only when every program's run is at least this many k-steps
/// (two 4-stage rings' worth): shorter runs spend more on filling the ring
/// and the fix-up than the idle programs would cost.
constexpr int64_t kMinStreamKSteps = 8;
} // namespace

void FuncLowering::makePersistent() {
  if (!simt::isKernel(func) || !func.getBody().hasOneBlock())
    return;
  Block &entry = func.getBody().front();
  scf::ForOp kloop;
  for (auto f : entry.getOps<scf::ForOp>())
    if (persistentBlocker(f).empty()) {
      kloop = f;
      break;
    }
  if (!kloop)
    return;
  // The ops before the k-loop that depend on the program ids move into the
  // tile loop; the producer thread recomputes the offsets from them, so
  // they must be pure arithmetic.
  llvm::SmallPtrSet<Operation *, 16> dependent;
  auto usesDependent = [&](Operation *o) {
    bool uses = false;
    o->walk([&](Operation *inner) {
      for (Value v : inner->getOperands())
        if (Operation *d = v.getDefiningOp(); d && dependent.contains(d))
          uses = true;
    });
    return uses;
  };
  SmallVector<Operation *> moved;
  for (Operation &o : llvm::make_range(entry.begin(), kloop->getIterator())) {
    bool pid = isa<ProgramIdOp, NumProgramsOp>(o);
    if (!pid && !usesDependent(&o))
      continue;
    if (!pid && (o.getNumRegions() || !isMemoryEffectFree(&o))) {
      kloop->emitRemark() << "kiln-tile: not persistent: '" << o.getName()
                          << "' before the k-loop depends on the program id";
      return;
    }
    dependent.insert(&o);
    moved.push_back(&o);
  }
  for (Value bound : {kloop.getLowerBound(), kloop.getUpperBound()})
    if (Operation *d = bound.getDefiningOp(); d && dependent.contains(d)) {
      kloop->emitRemark() << "kiln-tile: not persistent: the k-loop's bounds "
                             "depend on the program id";
      return;
    }

  OpBuilder b(kloop);
  Location loc = kloop.getLoc();
  Type i32t = b.getI32Type();
  for (Value v : {kloop.getStep()})
    if (Operation *d = v.getDefiningOp(); d && dependent.contains(d)) {
      kloop->emitRemark() << "kiln-tile: not persistent: the k-loop's step "
                             "depends on the program id";
      return;
    }
  for (int axis = 0; axis < 3; ++axis)
    gridArgs.push_back(entry.addArgument(i32t, func.getLoc()));
  if (streamK)
    workspaceArg = entry.addArgument(
        simt::PtrType::get(i32t, simt::AddressSpace::Global), func.getLoc());
  // No call below takes two arguments that each create ops: C++ leaves the order of a call's
  // arguments unspecified (GCC evaluates these right to left, Clang left to right), and the IR
  // must not depend on the compiler Kiln was built with. The order kept is the one GCC gave.
  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto sub = [&](Value x, Value y) { return arith::SubIOp::create(b, loc, x, y).getResult(); };
  auto mul = [&](Value x, Value y) { return arith::MulIOp::create(b, loc, x, y).getResult(); };
  auto div = [&](Value x, Value y) { return arith::DivUIOp::create(b, loc, x, y).getResult(); };
  auto rem = [&](Value x, Value y) { return arith::RemUIOp::create(b, loc, x, y).getResult(); };
  auto umin = [&](Value x, Value y) { return arith::MinUIOp::create(b, loc, x, y).getResult(); };
  auto umax = [&](Value x, Value y) { return arith::MaxUIOp::create(b, loc, x, y).getResult(); };
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y).getResult();
  };
  auto select = [&](Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y).getResult();
  };
  using P = arith::CmpIPredicate;
  Value gx = gridArgs[0], gy = gridArgs[1], gz = gridArgs[2];
  Value bid = simt::BlockIdOp::create(b, loc, simt::Dim::X);
  Value nb = simt::GridDimOp::create(b, loc, simt::Dim::X);
  Value gxy = arith::MulIOp::create(b, loc, gx, gy);
  Value total = arith::MulIOp::create(b, loc, gxy, gz);
  // Tiles of the data-parallel waves (all of them without stream-K), and
  // the k-steps dealt out after them.
  Value dpTiles = total, skSteps, steps;
  if (streamK) {
    // k-steps per tile: ceil((ub - lb) / step), at least 0 (the k-loop's
    // trip count, which lowerPipelinedMma computes the same way).
    Value zero64 = i64(b, loc, 0);
    Value span = arith::MaxSIOp::create(b, loc, sub(kloop.getUpperBound(), kloop.getLowerBound()),
                                        zero64);
    Value kstep = kloop.getStep();
    steps = arith::TruncIOp::create(
        b, loc, i32t,
        arith::DivUIOp::create(b, loc, add(span, sub(kstep, i64(b, loc, 1))), kstep));
    Value waves = div(add(total, sub(nb, c32(1))), nb);
    Value idle = sub(mul(waves, nb), total);
    Value full = div(total, nb);
    Value noFull = c32(0);
    Value fullLess1 = sub(full, c32(1));
    Value dp = mul(select(cmp(P::ugt, full, c32(0)), fullLess1, noFull), nb);
    Value sk = mul(sub(total, dp), steps);
    Value minSteps = c32(kMinStreamKSteps);
    Value enoughSteps = cmp(P::uge, div(sk, nb), minSteps);
    Value underfilled = cmp(P::ugt, mul(idle, c32(5)), nb);
    Value use = arith::AndIOp::create(b, loc, underfilled, enoughSteps);
    Value wsAddr = simt::PtrToIntOp::create(b, loc, b.getI64Type(), workspaceArg);
    use = arith::AndIOp::create(b, loc, use, cmp(P::ne, wsAddr, i64(b, loc, 0)));
    dpTiles = select(use, dp, total);
    skSteps = select(use, sk, c32(0));
  }
  // Data-parallel tiles bid, bid + nb, ... below dpTiles:
  // ceil((dpTiles - bid) / nb).
  Value noneLeft = c32(0);
  Value tilesLeft = sub(dpTiles, bid);
  Value left = select(cmp(P::ult, bid, dpTiles), tilesLeft, noneLeft);
  Value dpCount = div(add(left, sub(nb, c32(1))), nb);
  Value count = dpCount;
  // Stream-K: each program's run of k-steps [first(bid), first(bid + 1)),
  // runs of `per` steps, the first `extra` one longer; its units are the
  // tiles the run touches.
  Value per, extra, runBegin, runEnd, firstSk;
  if (streamK) {
    per = div(skSteps, nb), extra = rem(skSteps, nb);
    auto first = [&](Value p) {
      Value longBefore = umin(p, extra);
      return add(mul(p, per), longBefore);
    };
    runBegin = first(bid), runEnd = first(add(bid, c32(1)));
    Value steps1 = umax(steps, c32(1));
    firstSk = div(runBegin, steps1);
    Value noSk = c32(0);
    Value skTiles = sub(div(add(runEnd, sub(steps1, c32(1))), steps1), firstSk);
    Value skCount = select(cmp(P::ugt, runEnd, runBegin), skTiles, noSk);
    count = add(dpCount, skCount);
  }
  Value one = c32(1);
  auto tiles = scf::ForOp::create(b, loc, c32(0), count, one);
  Block *body = tiles.getBody();
  b.setInsertionPointToStart(body);
  Value iv = tiles.getInductionVar();
  Value tile = add(bid, mul(iv, nb));
  if (streamK) {
    // Unit iv: a data-parallel tile, or the run's (iv - dpCount)-th tile.
    Value isSk = cmp(P::uge, iv, dpCount);
    Value skTile = add(firstSk, sub(iv, dpCount));
    Value tileBegin = mul(skTile, steps);
    Value atTileStart = c32(0);
    Value intoTile = sub(runBegin, tileBegin);
    Value kBegin = select(cmp(P::ugt, runBegin, tileBegin), intoTile, atTileStart);
    Value kEnd = umin(sub(runEnd, tileBegin), steps);
    unit.kBegin = select(isSk, kBegin, c32(0));
    unit.kEnd = select(isSk, kEnd, steps);
    Value dpRing = mul(iv, steps);
    Value intoRun = sub(add(tileBegin, kBegin), runBegin);
    unit.ringBase = select(isSk, add(mul(dpCount, steps), intoRun), dpRing);
    tile = select(isSk, add(dpTiles, skTile), tile);
    unit.contributes = arith::AndIOp::create(b, loc, isSk, cmp(P::ugt, kBegin, c32(0)));
    Value endsEarly = cmp(P::ult, kEnd, steps);
    Value startsTile = cmp(P::eq, kBegin, c32(0));
    unit.fixes = arith::AndIOp::create(
        b, loc, isSk, arith::AndIOp::create(b, loc, startsTile, endsEarly));
    // The program whose run holds the tile's last step: runs of per + 1
    // steps up to extra * (per + 1), of per after.
    Value one = c32(1);
    Value last = sub(add(tileBegin, steps), one);
    Value longRuns = mul(extra, add(per, c32(1)));
    Value per1 = umax(per, c32(1));
    Value inShortRuns = add(extra, div(sub(last, longRuns), per1));
    Value inLongRuns = div(last, add(per, c32(1)));
    unit.lastContributor = select(cmp(P::ult, last, longRuns), inLongRuns, inShortRuns);
  }
  // Grouped order within each z: kGroupRows rows of tiles at a time, down
  // the group's rows first, then along the columns.
  Value z = arith::DivUIOp::create(b, loc, tile, gxy);
  Value r = arith::RemUIOp::create(b, loc, tile, gxy);
  Value inGroup = arith::MulIOp::create(b, loc, gy, c32(kGroupRows));
  Value groupRows = c32(kGroupRows);
  Value firstRow = arith::MulIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, r, inGroup), groupRows);
  Value maxRows = c32(kGroupRows);
  Value rows = arith::MinUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, gx, firstRow), maxRows);
  Value within = arith::RemUIOp::create(b, loc, r, inGroup);
  Value pid[3] = {
      arith::AddIOp::create(b, loc, firstRow, arith::RemUIOp::create(b, loc, within, rows)),
      arith::DivUIOp::create(b, loc, within, rows), z};
  Operation *yield = body->getTerminator();
  for (Operation *o : moved)
    o->moveBefore(yield);
  SmallVector<Operation *> rest;
  for (Operation &o : llvm::make_range(kloop->getIterator(), entry.end()))
    if (!isa<func::ReturnOp>(o) && &o != tiles.getOperation())
      rest.push_back(&o);
  for (Operation *o : rest)
    o->moveBefore(yield);
  // Stream-K: a contributing unit leaves its sums in the workspace
  // (lowerPipelinedMma) and skips the epilogue.
  if (streamK && rest.size() > 1) {
    b.setInsertionPoint(yield);
    Value whole = arith::XOrIOp::create(b, loc, unit.contributes,
                                        arith::ConstantIntOp::create(b, loc, 1, 1));
    auto epilogue = scf::IfOp::create(b, loc, whole, /*withElseRegion=*/false);
    Operation *thenYield = epilogue.thenBlock()->getTerminator();
    for (Operation *o : llvm::drop_begin(rest))
      o->moveBefore(thenYield);
  }
  SmallVector<Operation *> ids;
  func.walk([&](Operation *o) {
    if (isa<ProgramIdOp, NumProgramsOp>(o))
      ids.push_back(o);
  });
  for (Operation *o : ids) {
    if (auto p = dyn_cast<ProgramIdOp>(o))
      p.getResult().replaceAllUsesWith(pid[p.getAxis()]);
    else {
      auto n = cast<NumProgramsOp>(o);
      n.getResult().replaceAllUsesWith(gridArgs[n.getAxis()]);
    }
    o->erase();
  }
  persistentTiles = tiles;
}

Regs FuncLowering::streamKFixup(OpBuilder &b, Location loc, Value tid,
                                ArrayRef<Value> acc) {
  const int64_t threads = numWarps * 32, n = acc.size();
  // Program q's slot: a flag per consumer thread, then register r of
  // thread t at word threads + r * threads + t (coalesced per register).
  workspaceWords = (1 + n) * threads;
  auto c32 = [&](int64_t v) { return i32(b, loc, v); };
  auto add32 = [&](Value x, Value y) { return arith::AddIOp::create(b, loc, x, y).getResult(); };
  auto fptr = simt::PtrType::get(b.getF32Type(), simt::AddressSpace::Global);
  // One op-creating argument per call, as in makePersistent: the order must not depend on the
  // compiler.
  auto word = [&](Value q, Value w) -> Value {
    Value inSlot = arith::ExtUIOp::create(b, loc, b.getI64Type(), w);
    Value slotWords = i64(b, loc, workspaceWords);
    Value slot =
        arith::MulIOp::create(b, loc, arith::ExtUIOp::create(b, loc, b.getI64Type(), q), slotWords);
    Value off = arith::AddIOp::create(b, loc, slot, inSlot);
    return simt::PtrAddOp::create(b, loc, workspaceArg.getType(), workspaceArg, off);
  };
  // This thread's register 0 in program q's slot; register r is r * threads on.
  auto sums = [&](Value q) -> Value {
    return simt::PtrCastOp::create(b, loc, fptr, word(q, add32(tid, c32(threads))));
  };
  auto partial = [&](Value data, int64_t r) -> Value {
    return simt::PtrAddOp::create(b, loc, fptr, data, c32(r * threads));
  };
  Value bid = simt::BlockIdOp::create(b, loc, simt::Dim::X);
  // A split tile's later part: its sums, then its flags (release: each
  // thread's own stores before its flag).
  auto contribute = scf::IfOp::create(b, loc, unit.contributes, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(contribute.thenBlock()->getTerminator());
    Value mine = sums(bid);
    for (int64_t r = 0; r < n; ++r)
      simt::StoreOp::create(b, loc, acc[r], partial(mine, r), false, IntegerAttr());
    Value myFlag = word(bid, tid);
    simt::AtomicStoreOp::create(b, loc, c32(1), myFlag, simt::Scope::Device,
                                simt::MemoryOrder::Release);
  }
  // A split tile's first part: each contributor's sums once its flag is
  // set (acquire: this thread then reads what that program's same thread
  // stored), in program order, the flag cleared for the next launch.
  SmallVector<Type> types;
  for (Value v : acc)
    types.push_back(v.getType());
  auto fix = scf::IfOp::create(b, loc, types, unit.fixes, /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(fix.thenBlock());
    Value step = c32(1);
    Value end = add32(unit.lastContributor, c32(1));
    auto loop = scf::ForOp::create(b, loc, add32(bid, c32(1)), end, step, acc);
    b.setInsertionPointToStart(loop.getBody());
    Value q = loop.getInductionVar();
    Value flag = word(q, tid);
    auto spin = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
    {
      OpBuilder::InsertionGuard inner(b);
      b.createBlock(&spin.getBefore());
      Value seen = simt::AtomicLoadOp::create(b, loc, b.getI32Type(), flag, simt::Scope::Device,
                                              simt::MemoryOrder::Acquire);
      scf::ConditionOp::create(
          b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, seen, c32(0)),
          ValueRange{});
      // A short back-off; it also keeps the loop: simt.atomic_load only
      // reads, so a loop of nothing else would be erased as dead.
      b.createBlock(&spin.getAfter());
      simt::NanosleepOp::create(b, loc, c32(32));
      scf::YieldOp::create(b, loc);
    }
    SmallVector<Value> added;
    Value theirs = sums(q);
    for (int64_t r = 0; r < n; ++r) {
      Value other = simt::LoadOp::create(b, loc, b.getF32Type(), partial(theirs, r), false, false,
                                         IntegerAttr());
      added.push_back(arith::AddFOp::create(b, loc, loop.getRegionIterArgs()[r], other));
    }
    simt::StoreOp::create(b, loc, c32(0), flag, false, IntegerAttr());
    scf::YieldOp::create(b, loc, added);
    b.setInsertionPointToEnd(fix.thenBlock());
    scf::YieldOp::create(b, loc, loop.getResults());
    b.setInsertionPointToStart(fix.elseBlock());
    scf::YieldOp::create(b, loc, acc);
  }
  return Regs(fix.getResults().begin(), fix.getResults().end());
}
