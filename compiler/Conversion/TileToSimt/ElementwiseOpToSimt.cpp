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
#include "mlir/IR/IRMapping.h"

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
  regs[sp.getResult()] = Regs(d.numRegs(), sp.getValue());
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
  Value v = arith::ConstantOp::create(
      b, cst.getLoc(), cast<TypedAttr>(splat.getSplatValue<Attribute>()));
  regs[cst.getResult()] = Regs(d.numRegs(), v);
}

void FuncLowering::lowerElementwise(Operation *op) {
  OpBuilder b(op);
  Type resTy = op->getResult(0).getType();
  LayoutDesc d = desc(op, resTy);
  SmallVector<Regs> results(op->getNumResults());
  for (size_t r = 0; r < d.numRegs(); ++r) {
    IRMapping map;
    for (Value v : op->getOperands())
      if (isa<RankedTensorType>(v.getType()))
        map.map(v, regs[v][r]);
    Operation *clone = b.clone(*op, map);
    for (auto [i, res] : llvm::enumerate(clone->getResults())) {
      res.setType(getElementTypeOrSelf(res.getType()));
      results[i].push_back(res);
    }
  }
  for (auto [i, res] : llvm::enumerate(op->getResults()))
    regs[res] = results[i];
}
