//===- ElementwiseOpToSimt.cpp - ops each thread computes alone -------------===//
//
// Ops whose every result register depends only on the same register of the
// operands (arith and math ops, cloned once per register), splats and splat
// constants (one value for every register), arange (the coordinate of each
// register) and program ids (the block index).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/TileToSimt/FuncLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace kiln::tile;
using namespace kiln::tile_lowering;
namespace simt = kiln::simt;

void FuncLowering::lowerProgramId(ProgramIdOp pid) {
  OpBuilder b(pid);
  Value v = simt::BlockIdOp::create(b, pid.getLoc(), simt::Dim(pid.getAxis()));
  pid.getResult().replaceAllUsesWith(v);
}

void FuncLowering::lowerNumPrograms(NumProgramsOp np) {
  OpBuilder b(np);
  Value v = simt::GridDimOp::create(b, np.getLoc(), simt::Dim(np.getAxis()));
  np.getResult().replaceAllUsesWith(v);
}

void FuncLowering::lowerArange(ArangeOp ar) {
  OpBuilder b(ar);
  Location loc = ar.getLoc();
  LayoutDesc d = desc(ar, ar.getType());
  auto base = bases(b, loc, d);
  Type et = ar.getType().getElementType();
  Regs out;
  for (size_t r = 0; r < d.numRegs(); ++r) {
    Value c = coords(b, loc, d, base, r)[0];
    c = arith::AddIOp::create(b, loc, c, i32(b, loc, ar.getStart()));
    if (et.getIntOrFloatBitWidth() > 32)
      c = arith::ExtSIOp::create(b, loc, et, c);
    else if (et.getIntOrFloatBitWidth() < 32)
      c = arith::TruncIOp::create(b, loc, et, c);
    out.push_back(c);
  }
  regs[ar.getResult()] = out;
}

void FuncLowering::lowerSplat(SplatOp sp) {
  LayoutDesc d = desc(sp, sp.getType());
  Value v = sp.getValue();
  if (regType(v.getType()) != v.getType()) {
    OpBuilder b(sp);
    v = fp8Bits(b, sp.getLoc(), v);
  }
  regs[sp.getResult()] = Regs(d.numRegs(), v);
}

void FuncLowering::lowerConstant(arith::ConstantOp cst) {
  auto splat = dyn_cast<SplatElementsAttr>(cst.getValue());
  if (!splat) {
    cst->emitOpError() << "only splat tile constants are supported";
    failure_ = failure();
    return;
  }
  OpBuilder b(cst);
  LayoutDesc d = desc(cst, cst.getType());
  auto attr = cast<TypedAttr>(splat.getSplatValue<Attribute>());
  // fp8 registers hold bits.
  if (auto f = dyn_cast<FloatAttr>(attr);
      f && regType(f.getType()) != f.getType())
    attr = b.getIntegerAttr(regType(f.getType()),
                            f.getValue().bitcastToAPInt());
  Value v = arith::ConstantOp::create(b, cst.getLoc(), attr);
  regs[cst.getResult()] = Regs(d.numRegs(), v);
}

/// f32 division, exp and log in tile kernels use the GPU's approximate
/// instructions, as Triton does (docs/contract.md): `div.full.f32` (2 ulp)
/// instead of IEEE `div.rn.f32` (a subroutine per element), `ex2.approx` of
/// x * log2(e) instead of libdevice's exp. A softmax's `e / sum` over bf16
/// rows was instruction-bound on div.rn. `op` is the tile op (f32 elements),
/// `operands` one register of each operand.
static Value approximateF32(OpBuilder &b, Operation *op, ValueRange operands) {
  Location loc = op->getLoc();
  Type f32 = b.getF32Type();
  auto intrinsic = [&](StringRef name, ValueRange args) -> Value {
    return LLVM::CallIntrinsicOp::create(b, loc, f32, b.getStringAttr(name),
                                         args)
        .getResult(0);
  };
  auto scaled = [&](Value x, double factor) -> Value {
    Value c = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(factor));
    return arith::MulFOp::create(b, loc, x, c);
  };
  if (isa<arith::DivFOp>(op))
    return intrinsic("llvm.nvvm.div.full", operands);
  if (isa<math::ExpOp>(op))
    return intrinsic("llvm.nvvm.ex2.approx.f32",
                     scaled(operands[0], llvm::numbers::log2e));
  if (isa<math::Exp2Op>(op))
    return intrinsic("llvm.nvvm.ex2.approx.f32", operands);
  if (isa<math::LogOp>(op))
    return scaled(intrinsic("llvm.nvvm.lg2.approx.f", operands),
                  llvm::numbers::ln2);
  if (isa<math::Log2Op>(op))
    return intrinsic("llvm.nvvm.lg2.approx.f", operands);
  llvm_unreachable("not an approximated op");
}

void FuncLowering::lowerElementwise(Operation *op) {
  auto isFp8 = [](Type t) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(t));
  };
  if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
      (isFp8(op->getOperand(0).getType()) || isFp8(op->getResult(0).getType())))
    return lowerFp8Convert(op);
  // fp8 tiles compute in f32 (the frontend converts them); only selects
  // move their bits.
  if (!isa<arith::SelectOp>(op) &&
      (llvm::any_of(op->getOperandTypes(), isFp8) ||
       llvm::any_of(op->getResultTypes(), isFp8))) {
    op->emitOpError() << "on fp8 tiles is not supported: convert them to "
                         "f16/bf16/f32 first (arith.extf)";
    failure_ = failure();
    return;
  }
  OpBuilder b(op);
  Type resTy = op->getResult(0).getType();
  LayoutDesc d = desc(op, resTy);
  SmallVector<Regs> results(op->getNumResults());
  bool approximate = op->getNumResults() == 1 &&
                     getElementTypeOrSelf(resTy).isF32() &&
                     isa<arith::DivFOp, math::ExpOp, math::Exp2Op, math::LogOp,
                         math::Log2Op>(op);
  for (size_t r = 0; r < d.numRegs(); ++r) {
    IRMapping map;
    for (Value v : op->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        map.map(v, regs[v][r]);
    if (approximate) {
      SmallVector<Value> operands;
      for (Value v : op->getOperands())
        operands.push_back(map.lookupOrDefault(v));
      results[0].push_back(approximateF32(b, op, operands));
      continue;
    }
    Operation *clone = b.clone(*op, map);
    for (auto [i, res] : llvm::enumerate(clone->getResults())) {
      res.setType(regType(getElementTypeOrSelf(res.getType())));
      results[i].push_back(res);
    }
  }
  for (auto [i, res] : llvm::enumerate(op->getResults()))
    regs[res] = results[i];
}
