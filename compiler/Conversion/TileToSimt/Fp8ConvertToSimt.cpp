//===- Fp8ConvertToSimt.cpp - fp8 <-> wider float conversions --------------===//
//
// fp8 tile registers hold the i8 bits of their elements (regType). The only
// ops that look at the value are conversions, arith.extf from fp8 and
// arith.truncf to fp8 (the frontend computes fp8 arithmetic in f32), lowered
// here to the sm_89+ cvt instructions two registers at a time, the same
// LLVM intrinsics <cuda_fp8.h> uses:
//   f32 pair   -> cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32    (llvm.nvvm.ff.to.*x2.rn)
//   f16x2      -> cvt.rn.satfinite.{e4m3x2,e5m2x2}.f16x2  (llvm.nvvm.f16x2.to.*x2.rn)
//   fp8 pair   -> cvt.rn.f16x2.{e4m3x2,e5m2x2}             (llvm.nvvm.*x2.to.f16x2.rn)
// bf16 goes through f32 and f64 through f32 (a rounding to f32 first); fp8
// to f32/bf16/f64 widens the exact f16. Round to nearest even, saturating to
// the largest finite value (NaN stays NaN), as __nv_cvt_float_to_fp8(x,
// __NV_SATFINITE, ...). The intrinsics' names make the PTX emitter require
// Feature::Fp8 (sm_89+).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

static StringRef fp8Name(Type fp8) {
  return isa<Float8E4M3FNType>(fp8) ? "e4m3x2" : "e5m2x2";
}

/// `v` (a float scalar) as f32.
static Value toF32(OpBuilder &b, Location loc, Value v) {
  Type f32 = b.getF32Type();
  if (v.getType() == f32)
    return v;
  if (v.getType().getIntOrFloatBitWidth() > 32)
    return arith::TruncFOp::create(b, loc, f32, v);
  return arith::ExtFOp::create(b, loc, f32, v);
}

/// The two bytes of a packed pair: (low, high).
static std::pair<Value, Value> unpackBytes(OpBuilder &b, Location loc,
                                           Value pair) {
  Type i8 = b.getI8Type();
  Value lo = arith::TruncIOp::create(b, loc, i8, pair);
  Value hi = arith::TruncIOp::create(
      b, loc, i8,
      arith::ShRUIOp::create(
          b, loc, pair, arith::ConstantIntOp::create(b, loc, b.getI16Type(), 8)));
  return {lo, hi};
}

Value FuncLowering::fp8FromFloats(OpBuilder &b, Location loc, Type fp8,
                                  Value lo, Value hi) {
  Type i16 = b.getI16Type();
  std::string name = fp8Name(fp8).str();
  if (lo.getType().isF16() && hi.getType().isF16()) {
    auto pairTy = VectorType::get({2}, b.getF16Type());
    Value pair = LLVM::PoisonOp::create(b, loc, pairTy);
    pair = LLVM::InsertElementOp::create(b, loc, pair, lo, i32(b, loc, 0));
    pair = LLVM::InsertElementOp::create(b, loc, pair, hi, i32(b, loc, 1));
    return simt::IntrinsicOp::create(
        b, loc, i16, b.getStringAttr("llvm.nvvm.f16x2.to." + name + ".rn"),
        ValueRange{pair});
  }
  // The first operand goes to the high byte.
  return simt::IntrinsicOp::create(
      b, loc, i16, b.getStringAttr("llvm.nvvm.ff.to." + name + ".rn"),
      ValueRange{toF32(b, loc, hi), toF32(b, loc, lo)});
}

Value FuncLowering::fp8Bits(OpBuilder &b, Location loc, Value v) {
  FloatAttr c;
  if (matchPattern(v, m_Constant(&c)))
    return arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(b.getI8Type(), c.getValue().bitcastToAPInt()));
  if (auto t = v.getDefiningOp<arith::TruncFOp>()) {
    Value x = t.getIn();
    Value zero = arith::ConstantOp::create(b, loc, x.getType(),
                                           b.getZeroAttr(x.getType()));
    if (!x.getType().isF16())
      x = toF32(b, loc, x), zero = toF32(b, loc, zero);
    return unpackBytes(b, loc, fp8FromFloats(b, loc, v.getType(), x, zero)).first;
  }
  emitError(loc) << "an fp8 scalar must be a constant or a converted float";
  failure_ = failure();
  return arith::ConstantIntOp::create(b, loc, b.getI8Type(), 0);
}

Regs FuncLowering::fp8ToFloats(OpBuilder &b, Location loc, Type from,
                               ArrayRef<Value> in, Type to) {
  size_t n = in.size();
  Regs out(n);
  Type f16 = b.getF16Type(), i16 = b.getI16Type();
  for (size_t r = 0; r < n; r += 2) {
    bool odd = r + 1 == n; // a single register pairs with zero
    // fp8 pair -> f16x2 (exact), then to the destination type.
    Value lo = arith::ExtUIOp::create(b, loc, i16, in[r]);
    Value pair = lo;
    if (!odd) {
      Value eight = arith::ConstantIntOp::create(b, loc, i16, 8);
      Value hiByte = arith::ExtUIOp::create(b, loc, i16, in[r + 1]);
      Value hi = arith::ShLIOp::create(b, loc, hiByte, eight);
      pair = arith::OrIOp::create(b, loc, lo, hi);
    }
    Value h2 = simt::IntrinsicOp::create(
        b, loc, VectorType::get({2}, f16),
        b.getStringAttr(("llvm.nvvm." + fp8Name(from) + ".to.f16x2.rn").str()),
        ValueRange{pair});
    for (size_t j = 0; j < (odd ? 1u : 2u); ++j) {
      Value h = LLVM::ExtractElementOp::create(b, loc, h2, i32(b, loc, j));
      if (to.isBF16())
        h = arith::TruncFOp::create(
            b, loc, to, arith::ExtFOp::create(b, loc, b.getF32Type(), h));
      else if (!to.isF16())
        h = arith::ExtFOp::create(b, loc, to, h);
      out[r + j] = h;
    }
  }
  return out;
}

void FuncLowering::lowerFp8Convert(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Value src = op->getOperand(0);
  Type from = getElementTypeOrSelf(src.getType());
  Type to = getElementTypeOrSelf(op->getResult(0).getType());
  const Regs &in = regs[src];
  if (!isa<Float8E4M3FNType, Float8E5M2Type>(to)) {
    regs[op->getResult(0)] = fp8ToFloats(b, loc, from, in, to);
    return;
  }
  size_t n = in.size();
  Regs out(n);
  for (size_t r = 0; r < n; r += 2) {
    bool odd = r + 1 == n; // a single register pairs with zero
    Value lo = in[r];
    Value hi = odd ? arith::ConstantOp::create(b, loc, lo.getType(),
                                               b.getZeroAttr(lo.getType()))
                   : in[r + 1];
    auto [l8, h8] = unpackBytes(b, loc, fp8FromFloats(b, loc, to, lo, hi));
    out[r] = l8;
    if (!odd)
      out[r + 1] = h8;
  }
  regs[op->getResult(0)] = out;
}
