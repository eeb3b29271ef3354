//===- ReduceOpToSimt.cpp - reductions along one axis -----------------------===//
//
// In three steps: the registers of a thread with equal coordinates off the
// axis, then the lanes along the axis (xor shuffles), then the warps along
// it through a shared buffer (always for a scalar result, so that every
// thread provably holds the same value).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <map>
#include <set>

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

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
      for (size_t k = 0; k < rest.size(); ++k) {
        Value at = arith::AddIOp::create(b, loc, restBase[k], i32(b, loc, key[k]));
        Value scaled = arith::MulIOp::create(b, loc, lin, i32(b, loc, rest[k]));
        lin = arith::AddIOp::create(b, loc, scaled, at);
      }
      return arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, lin, i32(b, loc, warps)), wi);
    };
    for (auto &key : keys) {
      Value addr = smemAt(b, loc, buf, slot(key, w));
      simt::StoreOp::create(b, loc, toStorage(b, loc, partial[key]), addr,
                            false, IntegerAttr());
    }
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
