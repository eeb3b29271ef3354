//===- HistogramOpToSimt.cpp - counts of integer values -------------------===//
//
// The program's threads zero a shared array of `bins` i32 counters, each
// owned element (replicas masked, as stores do) inside [0, bins) and under
// its mask adds 1 with a shared-memory atomic, then the counts are read back
// in the result's layout. simt-insert-barriers orders the three phases.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

void FuncLowering::lowerHistogram(HistogramOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto srcT = op.getSource().getType();
  LayoutDesc s = desc(op, srcT);
  LayoutDesc d = desc(op, op.getType());
  if (failed(failure_))
    return;
  int64_t bins = op.getType().getDimSize(0);
  Type i32t = b.getI32Type();
  Value buf = sharedBuffer(b, loc, i32t, bins);
  // 1. Zero the counters, each thread a strided share.
  int64_t threads = numWarps * 32;
  Value tid = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpV, i32(b, loc, 32)), laneV);
  Value zero = i32(b, loc, 0);
  for (int64_t i = 0; i < bins; i += threads) {
    Value slot = arith::AddIOp::create(b, loc, tid, i32(b, loc, i));
    if (i + threads <= bins) {
      simt::StoreOp::create(b, loc, zero, smemAt(b, loc, buf, slot), false,
                            IntegerAttr());
      continue;
    }
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, slot,
                                     i32(b, loc, bins));
    auto ifOp = scf::IfOp::create(b, loc, in, false);
    OpBuilder tb = ifOp.getThenBodyBuilder();
    simt::StoreOp::create(tb, loc, zero, smemAt(tb, loc, buf, slot), false,
                          IntegerAttr());
  }
  // 2. Count: every element once (its owner), where counted.
  // Compared signed in at least 32 bits (an i8 cannot hold 128 bins):
  // negative values are outside like too large ones.
  Type et = srcT.getElementType();
  unsigned bits = et.getIntOrFloatBitWidth();
  Type ct = bits > 32 ? et : i32t;
  Value own = owner(b, loc, s);
  Value lo = arith::ConstantOp::create(b, loc, ct, b.getIntegerAttr(ct, 0));
  Value hi = arith::ConstantOp::create(b, loc, ct, b.getIntegerAttr(ct, bins));
  Value one = i32(b, loc, 1);
  const Regs &in = regs[op.getSource()];
  for (size_t r = 0; r < s.numRegs(); ++r) {
    if (s.regIsDup(r))
      continue;
    Value v = in[r];
    if (bits < 32)
      v = arith::ExtSIOp::create(b, loc, i32t, v);
    Value belowHi = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, v, hi);
    Value atLeastLo = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, v, lo);
    Value ok = arith::AndIOp::create(b, loc, atLeastLo, belowHi);
    ok = arith::AndIOp::create(b, loc, ok, own);
    if (op.getMask())
      ok = arith::AndIOp::create(b, loc, ok, regs[op.getMask()][r]);
    auto ifOp = scf::IfOp::create(b, loc, ok, false);
    OpBuilder tb = ifOp.getThenBodyBuilder();
    Value idx = bits > 32 ? (Value)arith::TruncIOp::create(tb, loc, i32t, v) : v;
    simt::AtomicRMWOp::create(tb, loc, i32t, simt::AtomicKind::Add,
                              smemAt(tb, loc, buf, idx), one,
                              simt::Scope::Block, simt::MemoryOrder::Relaxed);
  }
  // 3. Read the counts in the result's layout.
  auto db = bases(b, loc, d);
  Regs out;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    Value slot = coords(b, loc, d, db, r)[0];
    out.push_back(simt::LoadOp::create(b, loc, i32t, smemAt(b, loc, buf, slot),
                                       false, false, IntegerAttr()));
  }
  regs[op.getResult()] = out;
}
