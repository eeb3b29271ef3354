//===- CGExpr.cpp - what every kind of expression shares ------------------===//
//
// Expressions become arith / simt ops; the work is split as Clang's CodeGen
// splits it (see CGExpr.h). This file holds what all of them use: constants
// and placeholders, loads and stores with their alignment, bit-field
// windows, and expressions evaluated only for their effects.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Value FunctionGen::intConst(mlir::Type t, int64_t v, mlir::Location l) {
  return arith::ConstantOp::create(builder, l, builder.getIntegerAttr(t, v));
}

Value FunctionGen::undefValue(mlir::Type t, mlir::Location l) {
  return mlir::LLVM::UndefOp::create(builder, l, t);
}

Value FunctionGen::zeroValue(mlir::Type t, mlir::Location l) {
  if (isa<mlir::IntegerType>(t))
    return intConst(t, 0, l);
  if (auto ft = dyn_cast<mlir::FloatType>(t))
    return arith::ConstantOp::create(builder, l, builder.getFloatAttr(ft, 0.0));
  if (auto pt = dyn_cast<simt::PtrType>(t))
    return simt::IntToPtrOp::create(builder, l, pt, intConst(builder.getI64Type(), 0, l));
  return mlir::LLVM::ZeroOp::create(builder, l, t);
}

Value FunctionGen::placeholder(const Expr *e) {
  if (e->getType()->isRecordType() && cgm.failed())
    return nullptr;
  mlir::Type t = e->getType()->isVoidType()
                     ? mlir::Type()
                     : cgm.convertType(e->getType(), e->getExprLoc());
  if (!t || isa<mlir::NoneType>(t))
    return nullptr;
  return undefValue(t, loc(e));
}

Value FunctionGen::unsupported(const Stmt *s, llvm::StringRef what) {
  std::string msg = what.empty()
                        ? std::string("unsupported construct '") +
                              s->getStmtClassName() + "' in Kiln device code"
                        : what.str();
  cgm.error(s->getBeginLoc(), msg);
  if (auto *e = dyn_cast<Expr>(s))
    return placeholder(e);
  return nullptr;
}

std::optional<int64_t> FunctionGen::evalInt(const Expr *e) {
  Expr::EvalResult r;
  if (e->isValueDependent() || !e->EvaluateAsInt(r, ctx))
    return std::nullopt;
  return r.Val.getInt().getExtValue();
}

Value FunctionGen::load(LValue lv, QualType t, mlir::Location l) {
  auto pt = cast<simt::PtrType>(lv.addr.getType());
  if (const BitFieldAccess *bf = lv.bitField) {
    Value window = simt::LoadOp::create(builder, l, pt.getElementType(), lv.addr,
                                        lv.isVolatile || t.isVolatileQualified(),
                                        /*invariant=*/false,
                                        builder.getI64IntegerAttr(bf->windowAlign));
    return extractBitField(window, *bf, t, l);
  }
  bool invariant = lv.invariant && (pt.getAddressSpace() == simt::AddressSpace::Global ||
                                    pt.getAddressSpace() == simt::AddressSpace::Generic);
  Value v = simt::LoadOp::create(builder, l, pt.getElementType(), lv.addr,
                                 lv.isVolatile || t.isVolatileQualified(),
                                 invariant, accessAlignment(t, lv.align));
  if (t->isBooleanType() && v.getType().isInteger(8))
    v = arith::TruncIOp::create(builder, l, builder.getI1Type(), v);
  return v;
}

void FunctionGen::store(Value v, Value ptr, QualType t, mlir::Location l,
                        uint64_t knownAlign) {
  if (!v)
    return;
  auto pt = cast<simt::PtrType>(ptr.getType());
  if (pt.getAddressSpace() == simt::AddressSpace::Constant) {
    cgm.error(SourceLocation(), "store to constant memory");
    return;
  }
  v = coerce(v, pt.getElementType(), l);
  if (v.getType() != pt.getElementType()) {
    // A pointer variable typed by its first initialiser's space.
    ptr = simt::PtrCastOp::create(
        builder, l, simt::PtrType::get(&cgm.mctx, v.getType(), pt.getAddressSpace()), ptr);
  }
  createStore(builder, l, v, ptr, t.isVolatileQualified(), accessAlignment(t, knownAlign));
}

mlir::IntegerAttr FunctionGen::accessAlignment(QualType t, uint64_t knownAlign) {
  // A member of a packed record (`#pragma pack(1)`, `__attribute__((packed))`)
  // may sit below its type's alignment: the access says so, and the backend
  // splits it into narrower ones (as nvcc does) instead of a misaligned one.
  if (mlir::IntegerAttr aggregate = aggregateAlignment(t)) {
    if (knownAlign && knownAlign < (uint64_t)aggregate.getInt())
      return builder.getI64IntegerAttr(knownAlign);
    return aggregate;
  }
  uint64_t natural = naturalAlign(t);
  if (!natural || knownAlign == natural || !knownAlign)
    return nullptr;
  return builder.getI64IntegerAttr(knownAlign);
}

uint64_t FunctionGen::naturalAlign(QualType t) {
  if (t.isNull() || t->isIncompleteType() || t->isFunctionType() || t->isDependentType())
    return 0;
  return ctx.getTypeAlignInChars(t).getQuantity();
}

//===----------------------------------------------------------------------===//
// Bit-fields and union members
//===----------------------------------------------------------------------===//

/// The field's value from its window: shifted down, sign- or zero-extended
/// from its width, converted to the field's type.
Value FunctionGen::extractBitField(Value window, const BitFieldAccess &bf,
                                   QualType t, mlir::Location l) {
  auto wt = cast<mlir::IntegerType>(window.getType());
  unsigned n = wt.getWidth();
  auto shift = [&](auto op, Value v, unsigned by) -> Value {
    return by ? (Value)decltype(op)::create(builder, l, v, intConst(wt, by, l)) : v;
  };
  Value v;
  if (bf.isSigned) {
    v = shift(arith::ShLIOp(), window, n - bf.bitOffset - bf.width);
    v = shift(arith::ShRSIOp(), v, n - bf.width);
  } else {
    v = shift(arith::ShRUIOp(), window, bf.bitOffset);
    if (bf.width < n)
      v = arith::AndIOp::create(
          builder, l, v,
          arith::ConstantOp::create(builder, l,
                                    builder.getIntegerAttr(wt, llvm::APInt::getLowBitsSet(n, bf.width))));
  }
  mlir::Type rt = cgm.convertType(t, SourceLocation());
  if (rt.isInteger(1))
    return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, v, intConst(wt, 0, l));
  unsigned rw = rt.getIntOrFloatBitWidth();
  if (rw < n)
    return arith::TruncIOp::create(builder, l, rt, v);
  if (rw > n)
    return bf.isSigned ? (Value)arith::ExtSIOp::create(builder, l, rt, v)
                       : (Value)arith::ExtUIOp::create(builder, l, rt, v);
  return v;
}

Value FunctionGen::storeLValue(Value v, LValue lv, QualType t, mlir::Location l) {
  const BitFieldAccess *bf = lv.bitField;
  if (!bf) {
    store(v, lv.addr, t, l, lv.align);
    return v;
  }
  if (!v)
    return v;
  auto pt = cast<simt::PtrType>(lv.addr.getType());
  auto wt = cast<mlir::IntegerType>(pt.getElementType());
  unsigned n = wt.getWidth();
  bool isVolatile = lv.isVolatile || t.isVolatileQualified();
  auto align = builder.getI64IntegerAttr(bf->windowAlign);
  unsigned vw = v.getType().getIntOrFloatBitWidth();
  Value x = vw < n ? (Value)arith::ExtUIOp::create(builder, l, wt, v)
            : vw > n ? (Value)arith::TruncIOp::create(builder, l, wt, v)
                     : v;
  llvm::APInt mask = llvm::APInt::getBitsSet(n, bf->bitOffset, bf->bitOffset + bf->width);
  if (bf->bitOffset)
    x = arith::ShLIOp::create(builder, l, x, intConst(wt, bf->bitOffset, l));
  Value window;
  if (bf->width == n) {
    window = x;
  } else {
    x = arith::AndIOp::create(builder, l, x,
                              arith::ConstantOp::create(builder, l, builder.getIntegerAttr(wt, mask)));
    Value old = simt::LoadOp::create(builder, l, wt, lv.addr, isVolatile, false, align);
    Value kept = arith::AndIOp::create(
        builder, l, old, arith::ConstantOp::create(builder, l, builder.getIntegerAttr(wt, ~mask)));
    window = arith::OrIOp::create(builder, l, kept, x);
  }
  createStore(builder, l, window, lv.addr, isVolatile, align);
  return extractBitField(window, *bf, t, l);
}

LValue FunctionGen::fieldLValue(LValue base, const FieldDecl *f, mlir::Location l) {
  auto bp = cast<simt::PtrType>(base.addr.getType());
  simt::AddressSpace space = bp.getAddressSpace();
  LValue out = base;
  out.bitField = nullptr;
  if (f->isBitField()) {
    const BitFieldAccess &bf = cgm.bitFieldAccess(f);
    Value p = base.addr;
    if (bf.storageIndex != ~0u) {
      auto st = cast<mlir::LLVM::LLVMStructType>(bp.getElementType());
      p = simt::MemberPtrOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[bf.storageIndex], space), p,
          bf.storageIndex);
    }
    auto bytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), space);
    p = simt::PtrCastOp::create(builder, l, bytes, p);
    if (bf.byteOffset)
      p = simt::PtrAddOp::create(builder, l, bytes, p,
                                 intConst(builder.getI64Type(), bf.byteOffset, l), true);
    p = simt::PtrCastOp::create(
        builder, l, simt::PtrType::get(&cgm.mctx, builder.getIntegerType(bf.windowBits), space), p);
    out.addr = p;
    out.bitField = &bf;
    return out;
  }
  if (f->getParent()->isUnion()) {
    // Every member of a union starts at its address.
    out.addr = simt::PtrCastOp::create(builder, l, cgm.ptrTo(f->getType(), space, f->getLocation()),
                                       base.addr);
    return out;
  }
  auto st = cast<mlir::LLVM::LLVMStructType>(bp.getElementType());
  unsigned idx = cgm.fieldIndex(f);
  out.addr = simt::MemberPtrOp::create(
      builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], space), base.addr, idx);
  return out;
}

// Structs are packed !llvm.structs (explicit padding keeps the host layout),
// whose LLVM alignment is 1: without the C++ alignment on each access, LLVM
// copies them byte by byte.
mlir::IntegerAttr FunctionGen::aggregateAlignment(QualType t) {
  if (!t->isRecordType() && !t->isArrayType())
    return nullptr;
  return builder.getI64IntegerAttr(
      cgm.ctx.getTypeAlignInChars(t).getQuantity());
}

//===----------------------------------------------------------------------===//
// Expressions evaluated for their effects
//===----------------------------------------------------------------------===//

void FunctionGen::emitIgnored(const Expr *e) {
  if (e->isGLValue() && !isa<CallExpr>(e) && !isa<BinaryOperator>(e) &&
      !isa<UnaryOperator>(e)) {
    (void)emitLValue(e);
    return;
  }
  if (e->getType()->isRecordType() && !isa<CallExpr>(e->IgnoreParens())) {
    if (e->isPRValue()) {
      Value tmp = alloca(cgm.memType(e->getType(), e->getExprLoc()), loc(e));
      temporarySlots.insert(tmp);
      emitInto(e, tmp);
      return;
    }
  }
  (void)emitScalar(e);
}
