//===- ScanOpToSimt.cpp - inclusive scans along one axis --------------------===//
//
// Scans over a blocked layout that covers the axis once: the registers of a
// thread in order, the lanes with shuffle-up, then the warps through a shared
// buffer of per-warp totals; repetitions along the axis carry the total of
// the ones before. A reverse scan is the mirror image: registers from the
// last, shuffle-down, the warps and repetitions after this one; the combiner
// keeps its operands in index order (the later element on the right), so it
// need not be commutative.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

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
  if (m.laneScale == 0 || extent > sa || !s.dupComps.empty()) {
    op.emitOpError() << "scan: only scans over a blocked layout "
                        "that covers the axis without replication are "
                        "supported";
    failure_ = failure();
    return;
  }
  Region &combRegion = op.getCombiner();
  bool rev = op.getReverse();
  // `acc` holds the elements before `next` in scan order (after it in index
  // order for a reverse scan).
  auto combine = [&](OpBuilder &cb, Region &, Value acc, Value next) {
    return rev ? this->combine(cb, combRegion, next, acc)
               : this->combine(cb, combRegion, acc, next);
  };
  Region &comb = combRegion;
  auto shuffleKind = rev ? simt::ShuffleKind::Down : simt::ShuffleKind::Up;
  // This lane's position counted in scan order.
  auto scanLane = [&](OpBuilder &lb, Value l) -> Value {
    return rev ? arith::SubIOp::create(lb, loc, i32(lb, loc, m.laneCount - 1), l)
                     .getResult()
               : l;
  };
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
  if (rev)
    for (auto &[key, byRep] : groups)
      for (auto &[rep, rs] : byRep)
        std::reverse(rs.begin(), rs.end());
  (void)spt;
  Value lane = scanLane(b, laneIdx(b, loc, m.laneStride, m.laneCount, laneV));
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
                                          shuffleKind, t,
                                          i32(b, loc, m.laneStride * i),
                                          fullMask, Value());
        Value has = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                          lane, i32(b, loc, i));
        t = arith::SelectOp::create(b, loc, has, combine(b, comb, y, t), t);
      }
      p.total = t;
      if (m.laneCount > 1)
        p.laneEx = simt::ShuffleOp::create(b, loc, t.getType(),
                                           shuffleKind, t,
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
      Value at = arith::AddIOp::create(b, loc, base[k], i32(b, loc, key[j]));
      Value scaled = arith::MulIOp::create(b, loc, lin, i32(b, loc, rest[j]));
      lin = arith::AddIOp::create(b, loc, scaled, at);
      ++j;
    }
    Value repC = i32(b, loc, rep);
    Value scaled = arith::MulIOp::create(b, loc, lin, i32(b, loc, reps));
    lin = arith::AddIOp::create(b, loc, scaled, repC);
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
    SmallVector<int64_t> repOrder;
    for (auto &[rep, rs] : byRep)
      repOrder.push_back(rep);
    if (rev)
      std::reverse(repOrder.begin(), repOrder.end());
    for (int64_t rep : repOrder) {
      Pending &p = pend[{key, rep}];
      // prefix = carry (+) warps before this one (+) lanes before this one
      Value prefix = carry;
      Value havePrefix = arith::ConstantIntOp::create(b, loc, carry ? 1 : 0, 1);
      Value repTotal;
      if (warps > 1) {
        for (int64_t wi = 0; wi < warps; ++wi) {
          int64_t w = rev ? warps - 1 - wi : wi;
          Value v = fromStorage(
              b, loc,
              simt::LoadOp::create(b, loc, storageType(et),
                                   smemAt(b, loc, buf,
                                          slot(key, rep, i32(b, loc, w))),
                                   false, false, IntegerAttr()),
              et);
          repTotal = repTotal ? combine(b, comb, repTotal, v) : v;
          Value before = arith::CmpIOp::create(
              b, loc,
              rev ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::ult,
              i32(b, loc, w), warp);
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
            i32(b, loc, rev ? 0 : (m.laneCount - 1) * m.laneStride), fullMask,
            Value());
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
