//===- DotOpToSimt.cpp - matrix products ------------------------------------===//
//
// A dot with a #tile.mma accumulator becomes simt.mma_sync (m16n8k16, or
// m16n8k8 for tf32), k outermost, with the operand fragments packed from
// registers or read from the conversion's shared buffer right before use;
// a #tile.blocked accumulator gets one FMA per element and k. On sm_90a,
// when the B operand's conversion stored it for wgmma, the dot is wgmma with
// A from registers instead (WarpgroupDot.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"
#include "compiler/Conversion/TileToSimt/LoweringRemarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

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
    remarkLowering(loc, func, "tensor-core",
                   "dot " + std::to_string(accT.getDimSize(0)) + "x" +
                       std::to_string(accT.getDimSize(1)) + "x" +
                       std::to_string(op.getA().getType().getDimSize(1)) + ": mma.sync m16n8k" +
                       std::to_string(kStep) + (tf32 ? " (tf32)" : "") + " on " +
                       std::to_string(wm) + "x" + std::to_string(wn) + " warps, " +
                       std::to_string(repM * repN * repK) + " mma per warp",
                   {{"path", "mma.sync"}});
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
        Value i0 = regIndex(b, loc, d, base, r0, lz.shape, lz.swz);
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
        Value i1 = regIndex(b, loc, d, base, r1, lz.shape, lz.swz);
        Value lo = simt::LoadOp::create(b, loc, elem, smemAt(b, loc, lz.buf, i0),
                                        false, false, IntegerAttr());
        Value hi = simt::LoadOp::create(b, loc, elem, smemAt(b, loc, lz.buf, i1),
                                        false, false, IntegerAttr());
        out.push_back(pack2(b, loc, lo, hi));
      }
      return out;
    };
    // sm_90a: B was stored for wgmma by its conversion (WarpgroupDot.cpp);
    // A's fragments are the same registers as for mma.sync.
    // A stored for wgmma by its conversion needs B there too: a B that is
    // not (registers renamed into the operand layout) is stored here.
    if (warpgroupA.count(op.getA()) && !warpgroupB.count(op.getB())) {
      if (lazy.count(op.getB())) {
        op.emitOpError() << "wgmma A operand in shared memory with an mma.sync B operand";
        failure_ = failure();
        return;
      }
      storeWarpgroupB(b, loc, desc(op, op.getB().getType()), bv, op.getB());
    }
    if (warpgroupB.count(op.getB())) {
      lowerWarpgroupDot(op, [&](int64_t i, int64_t k) {
        return fragments(op.getA(), a, (i * repK + k) * 4 * perReg, 4);
      });
      return;
    }
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
  remarkLowering(loc, func, "tensor-core",
                 "dot " + std::to_string(accT.getDimSize(0)) + "x" +
                     std::to_string(accT.getDimSize(1)) + "x" + std::to_string(K) +
                     ": FMA per element (no tensor cores: the accumulator is #tile.blocked)",
                 {{"path", "fma"}});
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
