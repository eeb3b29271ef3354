//===- DotOpToSimt.cpp - matrix products ------------------------------------===//
//
// A dot with a #tile.mma accumulator becomes simt.mma_sync (m16n8k16,
// m16n8k8 for tf32, m16n8k32 for fp8 in any mix of e4m3/e5m2), k outermost, with the operand fragments packed from
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

/// Four fp8 bytes in one i32, the first in the lowest byte.
static Value pack4(OpBuilder &b, Location loc, ArrayRef<Value> bytes) {
  auto vt = VectorType::get({4}, bytes[0].getType());
  Value v = LLVM::PoisonOp::create(b, loc, vt);
  for (int j = 0; j < 4; ++j)
    v = LLVM::InsertElementOp::create(
        b, loc, v, bytes[j], arith::ConstantIntOp::create(b, loc, j, 32));
  return LLVM::BitcastOp::create(b, loc, b.getI32Type(), v);
}

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

void FuncLowering::lowerDot(DotOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto accT = op.getAcc().getType();
  const Regs &a0 = regs[op.getA()], &b0 = regs[op.getB()],
             &c = regs[op.getAcc()];
  Type et = accT.getElementType();
  if (auto mma = dyn_cast_if_present<MmaAttr>(accT.getEncoding())) {
    unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
    int64_t repM = accT.getDimSize(0) / (16 * wm);
    int64_t repN = accT.getDimSize(1) / (8 * wn);
    Type in = op.getA().getType().getElementType();
    Type inB = op.getB().getType().getElementType();
    // tf32 (f32 inputs): m16n8k8, one element per fragment register; fp8:
    // m16n8k32, four.
    bool tf32 = in.isF32(), fp8 = isFp8(in);
    int64_t perReg = tf32 ? 1 : fp8 ? 4 : 2, kStep = 8 * perReg;
    int64_t repK = op.getA().getType().getDimSize(1) / kStep;
    remarkLowering(loc, func, "tensor-core",
                   "dot " + std::to_string(accT.getDimSize(0)) + "x" +
                       std::to_string(accT.getDimSize(1)) + "x" +
                       std::to_string(op.getA().getType().getDimSize(1)) + ": mma.sync m16n8k" +
                       std::to_string(kStep) + (tf32 ? " (tf32)" : fp8 ? " (fp8)" : "") + " on " +
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
        for (int q = 0; q < count; ++q) {
          size_t r0 = first + perReg * q;
          out.push_back(tf32 ? arith::BitcastOp::create(b, loc, b.getI32Type(),
                                                        rs[r0])
                                   .getResult()
                        : fp8 ? pack4(b, loc, ArrayRef<Value>(rs).slice(r0, 4))
                              : pack2(b, loc, rs[r0], rs[r0 + 1]));
        }
        return out;
      }
      const LazyOperand &lz = it->second;
      LayoutDesc d = desc(op, operand.getType());
      auto base = bases(b, loc, d);
      Type elem = regType(cast<RankedTensorType>(operand.getType()).getElementType());
      auto pairPtr = simt::PtrType::get(b.getI32Type(), simt::AddressSpace::Shared);
      for (int q = 0; q < count; ++q) {
        size_t r0 = first + perReg * q;
        Value i0 = regIndex(b, loc, d, base, r0, lz.shape, lz.swz);
        // The register's elements adjacent along the row (k for A, n for
        // a B stored transposed), the first aligned: one 32-bit load.
        bool contiguous = perReg > 1 && d.regs[r0][1] % perReg == 0;
        for (int64_t e = 1; e < perReg; ++e)
          contiguous &= d.regs[r0 + e][1] == d.regs[r0][1] + e &&
                        d.regs[r0 + e][0] == d.regs[r0][0];
        if (tf32 || contiguous) {
          // One 32-bit load: the f32, or the adjacent 16-bit or 8-bit values.
          Value p = simt::PtrCastOp::create(b, loc, pairPtr,
                                            smemAt(b, loc, lz.buf, i0));
          out.push_back(simt::LoadOp::create(b, loc, b.getI32Type(), p, false,
                                             false, b.getI64IntegerAttr(4)));
          continue;
        }
        SmallVector<Value> vals;
        for (int64_t e = 0; e < perReg; ++e) {
          Value ie = e ? regIndex(b, loc, d, base, r0 + e, lz.shape, lz.swz) : i0;
          vals.push_back(simt::LoadOp::create(b, loc, elem,
                                              smemAt(b, loc, lz.buf, ie), false,
                                              false, IntegerAttr()));
        }
        out.push_back(fp8 ? pack4(b, loc, vals) : pack2(b, loc, vals[0], vals[1]));
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
      storeWarpgroupB(b, loc, desc(op, op.getB().getType()), b0, op.getB());
    }
    if (warpgroupB.count(op.getB())) {
      lowerWarpgroupDot(op, [&](int64_t i, int64_t k) {
        return fragments(op.getA(), a0, (i * repK + k) * 4 * perReg, 4);
      });
      return;
    }
    // k outermost: only one k-slice of fragments is live at a time.
    for (int64_t k = 0; k < repK; ++k) {
      SmallVector<SmallVector<Value>> af, bf;
      for (int64_t i = 0; i < repM; ++i)
        af.push_back(fragments(op.getA(), a0, (i * repK + k) * 4 * perReg, 4));
      for (int64_t j = 0; j < repN; ++j)
        bf.push_back(fragments(op.getB(), b0, (j * repK + k) * 2 * perReg, 2));
      for (int64_t i = 0; i < repM; ++i)
        for (int64_t j = 0; j < repN; ++j) {
          size_t cb = (i * repN + j) * 4;
          SmallVector<Value> ar(af[i]), br(bf[j]), cr;
          for (int q = 0; q < 4; ++q)
            cr.push_back(acc[cb + q]);
          auto mmaOp = simt::MmaSyncOp::create(
              b, loc, TypeRange{b.getF32Type(), b.getF32Type(), b.getF32Type(),
                                b.getF32Type()},
              TypeAttr::get(tf32 ? Type(b.getTF32Type()) : in), ar, br, cr,
              inB != in ? TypeAttr::get(inB) : TypeAttr());
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
  // fp8 operands (their i8 bits) widen to f32 once, exactly.
  Regs a32, b32;
  auto widened = [&](Value operand, const Regs &rs, Regs &out) -> const Regs & {
    Type e = cast<RankedTensorType>(operand.getType()).getElementType();
    if (!isFp8(e))
      return rs;
    out = fp8ToFloats(b, loc, e, rs, b.getF32Type());
    return out;
  };
  const Regs &a = widened(op.getA(), a0, a32), &bv = widened(op.getB(), b0, b32);
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
