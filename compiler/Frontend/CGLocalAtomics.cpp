//===- CGLocalAtomics.cpp - atomics on a thread's own local variable ------===//
#include "compiler/Frontend/CGLocalAtomics.h"
#include "compiler/Frontend/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace kiln::frontend;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

bool kiln::frontend::isLocalScalarAtomic(Value ptr, mlir::Type value) {
  auto pt = llvm::dyn_cast<simt::PtrType>(ptr.getType());
  return pt && pt.getAddressSpace() == simt::AddressSpace::Local && value.isIntOrFloat();
}

Value kiln::frontend::emitLocalAtomicRMW(mlir::OpBuilder &b, mlir::Location l,
                                         simt::AtomicKind kind, Value ptr, Value v) {
  mlir::Type t = v.getType();
  Value old = simt::LoadOp::create(b, l, t, ptr, false, false, nullptr);
  bool isFloat = llvm::isa<mlir::FloatType>(t);
  Value next;
  switch (kind) {
  case simt::AtomicKind::Add:
    next = isFloat ? (Value)arith::AddFOp::create(b, l, old, v)
                   : (Value)arith::AddIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::Exchange:
    next = v;
    break;
  case simt::AtomicKind::Min:
    next = arith::MinSIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::Max:
    next = arith::MaxSIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::UMin:
    next = arith::MinUIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::UMax:
    next = arith::MaxUIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::And:
    next = arith::AndIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::Or:
    next = arith::OrIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::Xor:
    next = arith::XOrIOp::create(b, l, old, v);
    break;
  case simt::AtomicKind::Inc: {
    // ((old >= v) ? 0 : old + 1), unsigned.
    Value one = arith::ConstantOp::create(b, l, b.getIntegerAttr(t, 1));
    Value zero = arith::ConstantOp::create(b, l, b.getIntegerAttr(t, 0));
    Value wraps = arith::CmpIOp::create(b, l, arith::CmpIPredicate::uge, old, v);
    Value up = arith::AddIOp::create(b, l, old, one);
    next = arith::SelectOp::create(b, l, wraps, zero, up);
    break;
  }
  case simt::AtomicKind::Dec: {
    // (((old == 0) | (old > v)) ? v : old - 1), unsigned.
    Value one = arith::ConstantOp::create(b, l, b.getIntegerAttr(t, 1));
    Value zero = arith::ConstantOp::create(b, l, b.getIntegerAttr(t, 0));
    Value isZero = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, old, zero);
    Value above = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ugt, old, v);
    Value wraps = arith::OrIOp::create(b, l, isZero, above);
    Value down = arith::SubIOp::create(b, l, old, one);
    next = arith::SelectOp::create(b, l, wraps, v, down);
    break;
  }
  }
  createStore(b, l, next, ptr);
  return old;
}

Value kiln::frontend::emitLocalAtomicCAS(mlir::OpBuilder &b, mlir::Location l, Value ptr,
                                         Value cmp, Value val) {
  Value old = simt::LoadOp::create(b, l, val.getType(), ptr, false, false, nullptr);
  Value same = arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, old, cmp);
  Value next = arith::SelectOp::create(b, l, same, val, old);
  createStore(b, l, next, ptr);
  return old;
}
