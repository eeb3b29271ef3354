//===- CGExpr.cpp - expressions -> arith / simt ops -----------------------===//
//
// Scalars are SSA values (bool i1, integers signless with signedness taken
// from the Clang type); aggregates are !llvm.struct / !llvm.array values or
// memory initialised in place. Pointer values keep the most precise address
// space known (global kernel parameters, shared variables); they become
// generic only where they flow into generic storage or calls.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/Attr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

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

Value FunctionGen::toGeneric(Value ptr, mlir::Location l) {
  auto pt = dyn_cast<simt::PtrType>(ptr.getType());
  if (!pt || pt.getAddressSpace() == simt::AddressSpace::Generic)
    return ptr;
  return simt::PtrCastOp::create(
      builder, l, pt.withAddressSpace(simt::AddressSpace::Generic), ptr);
}

/// Converts between types that differ only in representation: pointer
/// spaces/element types, bool i1 <-> i8.
Value FunctionGen::coerce(Value v, mlir::Type to, mlir::Location l) {
  if (!v || v.getType() == to)
    return v;
  auto from = v.getType();
  if (auto fp = dyn_cast<simt::PtrType>(from)) {
    auto tp = dyn_cast<simt::PtrType>(to);
    if (!tp)
      return v;
    if (fp.getAddressSpace() != tp.getAddressSpace() &&
        fp.getAddressSpace() != simt::AddressSpace::Generic &&
        tp.getAddressSpace() != simt::AddressSpace::Generic)
      v = toGeneric(v, l);
    return simt::PtrCastOp::create(builder, l, tp, v);
  }
  if (from.isInteger(1) && isa<mlir::IntegerType>(to))
    return arith::ExtUIOp::create(builder, l, to, v);
  if (to.isInteger(1) && isa<mlir::IntegerType>(from))
    return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, v,
                                 intConst(from, 0, l));
  return v;
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
  if (mlir::IntegerAttr aggregate = aggregateAlignment(t))
    return aggregate;
  uint64_t natural = naturalAlign(t);
  if (!natural || knownAlign <= natural)
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

Value FunctionGen::toBool(Value v, QualType from, mlir::Location l) {
  mlir::Type t = v.getType();
  if (t.isInteger(1))
    return v;
  if (isa<mlir::IntegerType>(t))
    return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, v, intConst(t, 0, l));
  if (isa<mlir::FloatType>(t))
    return arith::CmpFOp::create(builder, l, arith::CmpFPredicate::UNE, v,
                                 zeroValue(t, l));
  if (isa<simt::PtrType>(t)) {
    Value i = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), toGeneric(v, l));
    return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, i,
                                 intConst(builder.getI64Type(), 0, l));
  }
  return v;
}

Value FunctionGen::emitCond(const Expr *e) {
  Value v = emitScalar(e);
  if (!v)
    return intConst(builder.getI1Type(), 0, loc(e));
  return toBool(v, e->getType(), loc(e));
}

/// Scalar conversion between arithmetic/pointer types.
Value FunctionGen::convert(Value v, QualType from, QualType to, mlir::Location l) {
  if (!v)
    return v;
  from = from.getCanonicalType();
  to = to.getCanonicalType();
  if (to->isVoidType())
    return nullptr;
  mlir::Type dt = cgm.convertType(to, SourceLocation());
  if (v.getType() == dt)
    return v;
  if (to->isBooleanType())
    return toBool(v, from, l);
  mlir::Type st = v.getType();
  bool srcSigned = from->isSignedIntegerOrEnumerationType();
  if (isa<mlir::IntegerType>(st) && isa<mlir::IntegerType>(dt)) {
    unsigned sw = st.getIntOrFloatBitWidth(), dw = dt.getIntOrFloatBitWidth();
    if (sw < dw)
      return (srcSigned && sw != 1) ? (Value)arith::ExtSIOp::create(builder, l, dt, v)
                                    : (Value)arith::ExtUIOp::create(builder, l, dt, v);
    return arith::TruncIOp::create(builder, l, dt, v);
  }
  if (isa<mlir::IntegerType>(st) && isa<mlir::FloatType>(dt))
    return (srcSigned && !st.isInteger(1))
               ? (Value)arith::SIToFPOp::create(builder, l, dt, v)
               : (Value)arith::UIToFPOp::create(builder, l, dt, v);
  if (isa<mlir::FloatType>(st) && isa<mlir::IntegerType>(dt))
    return to->isSignedIntegerOrEnumerationType()
               ? (Value)arith::FPToSIOp::create(builder, l, dt, v)
               : (Value)arith::FPToUIOp::create(builder, l, dt, v);
  if (isa<mlir::FloatType>(st) && isa<mlir::FloatType>(dt))
    return st.getIntOrFloatBitWidth() < dt.getIntOrFloatBitWidth()
               ? (Value)arith::ExtFOp::create(builder, l, dt, v)
               : (Value)arith::TruncFOp::create(builder, l, dt, v);
  if (isa<simt::PtrType>(st) && isa<mlir::IntegerType>(dt))
    return simt::PtrToIntOp::create(builder, l, dt, toGeneric(v, l));
  if (isa<mlir::IntegerType>(st) && isa<simt::PtrType>(dt)) {
    Value w = v;
    if (st.getIntOrFloatBitWidth() != 64)
      w = convert(v, from, ctx.LongLongTy, l);
    return simt::IntToPtrOp::create(builder, l, dt, w);
  }
  if (isa<simt::PtrType>(st) && isa<simt::PtrType>(dt)) {
    // Element type follows the destination; the address space is kept.
    auto sp = cast<simt::PtrType>(st), dp = cast<simt::PtrType>(dt);
    if (sp.getElementType() == dp.getElementType())
      return v;
    return simt::PtrCastOp::create(builder, l, dp.withAddressSpace(sp.getAddressSpace()), v);
  }
  return coerce(v, dt, l);
}

Value FunctionGen::toIndex64(Value v, QualType t, mlir::Location l) {
  return convert(v, t, ctx.LongLongTy, l);
}

bool FunctionGen::isSafeToSpeculate(const Expr *e) {
  e = e->IgnoreParens();
  if (auto *ove = dyn_cast<OpaqueValueExpr>(e)) // evaluated already
    return ove->isPRValue() && opaqueValues.count(ove);
  if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr, CharacterLiteral,
          CXXNullPtrLiteralExpr>(e))
    return true;
  if (!e->isValueDependent() && e->isEvaluatable(ctx))
    return true;
  if (auto *dr = dyn_cast<DeclRefExpr>(e)) {
    if (isa<EnumConstantDecl>(dr->getDecl()))
      return true;
    auto *v = dyn_cast<VarDecl>(dr->getDecl());
    return v && locals.count(v);
  }
  if (auto *c = dyn_cast<CastExpr>(e)) {
    switch (c->getCastKind()) {
    case CK_LValueToRValue:
    case CK_IntegralCast:
    case CK_IntegralToFloating:
    case CK_FloatingCast:
    case CK_FloatingToIntegral:
    case CK_IntegralToBoolean:
    case CK_NoOp:
      return isSafeToSpeculate(c->getSubExpr());
    default:
      return false;
    }
  }
  if (auto *u = dyn_cast<UnaryOperator>(e))
    return (u->getOpcode() == UO_Minus || u->getOpcode() == UO_Not ||
            u->getOpcode() == UO_LNot || u->getOpcode() == UO_Plus) &&
           isSafeToSpeculate(u->getSubExpr());
  if (auto *b = dyn_cast<BinaryOperator>(e)) {
    switch (b->getOpcode()) {
    case BO_Add: case BO_Sub: case BO_Mul: case BO_And: case BO_Or:
    case BO_Xor: case BO_LT: case BO_GT: case BO_LE: case BO_GE:
    case BO_EQ: case BO_NE:
      return !b->getType()->isPointerType() && isSafeToSpeculate(b->getLHS()) &&
             isSafeToSpeculate(b->getRHS());
    default:
      return false;
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// LValues
//===----------------------------------------------------------------------===//

static bool refersToInvariant(const Expr *e, FunctionGen &fg) {
  e = e->IgnoreParenCasts();
  if (auto *dr = dyn_cast<DeclRefExpr>(e))
    if (auto *v = dyn_cast<VarDecl>(dr->getDecl()))
      return fg.invariantParams.contains(v);
  if (auto *b = dyn_cast<BinaryOperator>(e))
    if (b->getOpcode() == BO_Add || b->getOpcode() == BO_Sub)
      return (b->getLHS()->getType()->isPointerType() && refersToInvariant(b->getLHS(), fg)) ||
             (b->getRHS()->getType()->isPointerType() && refersToInvariant(b->getRHS(), fg));
  return false;
}

LValue FunctionGen::emitLValue(const Expr *e) {
  mlir::Location l = loc(e);
  auto fallback = [&]() {
    mlir::Type t = cgm.memType(e->getType(), e->getExprLoc());
    if (isa<mlir::NoneType>(t))
      t = builder.getI8Type();
    return LValue{alloca(t, l)};
  };
  if (cgm.failed())
    return fallback();
  switch (e->getStmtClass()) {
  case Stmt::ParenExprClass:
    return emitLValue(cast<ParenExpr>(e)->getSubExpr());
  case Stmt::DeclRefExprClass: {
    const ValueDecl *d = cast<DeclRefExpr>(e)->getDecl();
    if (auto *v = dyn_cast<VarDecl>(d)) {
      if (Value r = references.lookup(v))
        return {r};
      if (Value a = locals.lookup(v))
        return {a};
      if (cast<DeclRefExpr>(e)->refersToEnclosingVariableOrCapture())
        if (auto lv = emitCapture(v, l))
          return *lv;
      if (ModuleGen::isBuiltinVar(v))
        return {zeroValue(cgm.ptrTo(v->getType(), simt::AddressSpace::Generic,
                                    v->getLocation()), l)};
      if (v->getType()->isIncompleteArrayType() && v->hasAttr<CUDASharedAttr>()) {
        auto pt = cgm.ptrTo(v->getType(), simt::AddressSpace::Shared, v->getLocation());
        uint64_t align = std::max<uint64_t>(16, ctx.getDeclAlign(v).getQuantity());
        return {simt::DynamicSharedOp::create(builder, l, pt, align)};
      }
      if (v->hasGlobalStorage()) {
        simt::GlobalOp g = cgm.getGlobal(v);
        auto pt = simt::PtrType::get(&cgm.mctx, g.getType(), g.getSpace());
        return {simt::AddressOfOp::create(builder, l, pt, g.getSymName())};
      }
      if (v->getType()->isReferenceType() && v->isUsableInConstantExpressions(ctx))
        cgm.error(e->getExprLoc(), "reference to a compile-time object");
    }
    if (auto *b = dyn_cast<BindingDecl>(d))
      if (const Expr *be = b->getBinding())
        return emitLValue(be);
    cgm.error(e->getExprLoc(), "unsupported reference to '" + d->getNameAsString() + "'");
    return fallback();
  }
  case Stmt::MemberExprClass: {
    auto *me = cast<MemberExpr>(e);
    const ValueDecl *md = me->getMemberDecl();
    if (auto *v = dyn_cast<VarDecl>(md)) { // static data member
      simt::GlobalOp g = cgm.getGlobal(v);
      auto pt = simt::PtrType::get(&cgm.mctx, g.getType(), g.getSpace());
      return {simt::AddressOfOp::create(builder, l, pt, g.getSymName())};
    }
    auto *f = dyn_cast<FieldDecl>(md);
    if (!f) {
      cgm.error(e->getExprLoc(), "unsupported member reference");
      return fallback();
    }
    LValue base;
    if (me->isArrow()) {
      base.addr = emitScalar(me->getBase());
      base.invariant = refersToInvariant(me->getBase(), *this);
    } else {
      base = emitLValue(me->getBase());
    }
    if (!base.addr)
      return fallback();
    auto bp = cast<simt::PtrType>(base.addr.getType());
    auto st = dyn_cast<mlir::LLVM::LLVMStructType>(bp.getElementType());
    if (!st) {
      cgm.error(e->getExprLoc(), "member access on a non-struct value");
      return fallback();
    }
    if (f->isZeroSize(ctx) && !f->isBitField())
      return fallback();
    if (!f->isBitField() && !f->getParent()->isUnion() &&
        (cgm.fieldIndex(f) >= st.getBody().size() || cgm.failed()))
      return fallback();
    if (cgm.failed())
      return fallback();
    LValue field = fieldLValue(base, f, l);
    if (f->getType()->isReferenceType()) {
      auto fp = cast<simt::PtrType>(field.addr.getType());
      return {simt::LoadOp::create(builder, l, fp.getElementType(), field.addr, false, false, nullptr)};
    }
    if (field.bitField)
      return field;
    // The record's alignment (of the object the base designates), reduced
    // by the field's offset: `.x` of a float2 is 8-aligned, `.y` 4.
    QualType recordTy = me->isArrow() ? me->getBase()->getType()->getPointeeType()
                                      : me->getBase()->getType();
    uint64_t recordAlign = base.align ? base.align : naturalAlign(recordTy);
    uint64_t fieldOffset = ctx.getFieldOffset(f) / ctx.getCharWidth();
    field.align = llvm::MinAlign(recordAlign, fieldOffset);
    return field;
  }
  case Stmt::ArraySubscriptExprClass: {
    auto *as = cast<ArraySubscriptExpr>(e);
    if (as->getBase()->getType()->isVectorType()) {
      cgm.error(e->getExprLoc(), "subscripts of vector values are not supported in Kiln device code");
      return fallback();
    }
    Value base = emitScalar(as->getBase());
    Value idx = toIndex64(emitScalar(as->getIdx()), as->getIdx()->getType(), l);
    if (!base || !idx)
      return fallback();
    Value addr = simt::PtrAddOp::create(builder, l, base.getType(), base, idx,
                                        /*inbounds=*/true);
    return {addr, refersToInvariant(as->getBase(), *this), false, naturalAlign(e->getType())};
  }
  case Stmt::UnaryOperatorClass: {
    auto *u = cast<UnaryOperator>(e);
    if (u->getOpcode() == UO_Deref) {
      Value p = emitScalar(u->getSubExpr());
      if (!p)
        return fallback();
      return {p, refersToInvariant(u->getSubExpr(), *this), false, naturalAlign(e->getType())};
    }
    if (u->getOpcode() == UO_PreInc || u->getOpcode() == UO_PreDec) {
      LValue lv;
      emitIncDec(u, &lv);
      return lv;
    }
    if (u->getOpcode() == UO_Extension)
      return emitLValue(u->getSubExpr());
    break;
  }
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass: {
    auto *b = cast<BinaryOperator>(e);
    if (b->getOpcode() == BO_Comma) {
      emitIgnored(b->getLHS());
      return emitLValue(b->getRHS());
    }
    if (b->isAssignmentOp()) {
      LValue lv;
      emitAssign(b, &lv);
      return lv;
    }
    break;
  }
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::CXXFunctionalCastExprClass: {
    auto *c = cast<CastExpr>(e);
    switch (c->getCastKind()) {
    case CK_NoOp:
    case CK_LValueBitCast:
    case CK_UncheckedDerivedToBase:
    case CK_DerivedToBase: {
      LValue lv = emitLValue(c->getSubExpr());
      if (c->getCastKind() == CK_LValueBitCast) {
        auto pt = cast<simt::PtrType>(lv.addr.getType());
        lv.addr = simt::PtrCastOp::create(
            builder, l,
            cgm.ptrTo(e->getType(), pt.getAddressSpace(), e->getExprLoc()), lv.addr);
      } else if (c->getCastKind() != CK_NoOp) {
        const CXXRecordDecl *cur = c->getSubExpr()->getType()->getAsCXXRecordDecl();
        for (const CXXBaseSpecifier *spec : c->path()) {
          const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl();
          unsigned idx = cgm.baseIndex(cur, base);
          auto pt = cast<simt::PtrType>(lv.addr.getType());
          if (idx == ~0u) {
            lv.addr = simt::PtrCastOp::create(
                builder, l, cgm.ptrTo(spec->getType(), pt.getAddressSpace(), e->getExprLoc()),
                lv.addr);
          } else {
            auto st = cast<mlir::LLVM::LLVMStructType>(pt.getElementType());
            lv.addr = simt::MemberPtrOp::create(
                builder, l,
                simt::PtrType::get(&cgm.mctx, st.getBody()[idx], pt.getAddressSpace()),
                lv.addr, idx);
          }
          cur = base;
        }
      }
      return lv;
    }
    default:
      break;
    }
    break;
  }
  case Stmt::MaterializeTemporaryExprClass: {
    auto *mt = cast<MaterializeTemporaryExpr>(e);
    if (mt->getSubExpr()->isGLValue())
      return emitLValue(mt->getSubExpr());
    Value tmp = alloca(cgm.memType(mt->getType(), e->getExprLoc()), l);
    emitInto(mt->getSubExpr(), tmp);
    return {tmp};
  }
  case Stmt::CompoundLiteralExprClass: {
    auto *cl = cast<CompoundLiteralExpr>(e);
    Value tmp = alloca(cgm.memType(cl->getType(), e->getExprLoc()), l);
    emitInto(cl->getInitializer(), tmp);
    return {tmp};
  }
  case Stmt::ExprWithCleanupsClass:
    return emitLValue(cast<ExprWithCleanups>(e)->getSubExpr());
  case Stmt::OpaqueValueExprClass: {
    auto *ove = cast<OpaqueValueExpr>(e);
    auto it = opaqueLValues.find(ove);
    if (it != opaqueLValues.end())
      return it->second;
    if (ove->getSourceExpr())
      return emitLValue(ove->getSourceExpr());
    break;
  }
  case Stmt::CXXDefaultArgExprClass:
    return emitLValue(cast<CXXDefaultArgExpr>(e)->getExpr());
  case Stmt::CXXDefaultInitExprClass:
    return emitLValue(cast<CXXDefaultInitExpr>(e)->getExpr());
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return emitLValue(cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement());
  case Stmt::PseudoObjectExprClass:
    return emitLValue(cast<PseudoObjectExpr>(e)->getResultExpr());
  case Stmt::ConstantExprClass:
    return emitLValue(cast<ConstantExpr>(e)->getSubExpr());
  case Stmt::CXXThisExprClass:
    break;
  case Stmt::CallExprClass:
  case Stmt::CXXMemberCallExprClass:
  case Stmt::CXXOperatorCallExprClass: {
    auto *call = cast<CallExpr>(e);
    // Trivial copy/move assignment of a struct.
    if (auto *md = dyn_cast_or_null<CXXMethodDecl>(call->getDirectCallee());
        md && md->isTrivial() &&
        (md->isCopyAssignmentOperator() || md->isMoveAssignmentOperator()) &&
        isa<CXXOperatorCallExpr>(call)) {
      LValue dst = emitLValue(call->getArg(0));
      emitInto(call->getArg(1), dst.addr);
      return dst;
    }
    if (e->isGLValue()) { // returns a reference
      Value p = emitCall(call);
      if (p)
        return {p};
      return fallback();
    }
    Value v = emitCall(call);
    Value tmp = alloca(cgm.memType(e->getType(), e->getExprLoc()), l);
    if (v)
      store(v, tmp, e->getType(), l);
    return {tmp};
  }
  case Stmt::ConditionalOperatorClass: {
    // Select between the two addresses; nothing is loaded speculatively.
    auto *co = cast<ConditionalOperator>(e);
    Value c = emitCond(co->getCond());
    mlir::Block *tb = newBlock(), *fb = newBlock(), *join = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, c, tb, mlir::ValueRange{}, fb, mlir::ValueRange{});
    place(tb);
    LValue tl = emitLValue(co->getTrueExpr());
    mlir::Block *tEnd = builder.getInsertionBlock();
    place(fb);
    LValue fl = emitLValue(co->getFalseExpr());
    mlir::Block *fEnd = builder.getInsertionBlock();
    mlir::Type rt = tl.addr.getType();
    if (rt != fl.addr.getType())
      rt = cast<simt::PtrType>(rt).withAddressSpace(simt::AddressSpace::Generic);
    setBlock(tEnd);
    branch(join, l, coerce(tl.addr, rt, l));
    setBlock(fEnd);
    branch(join, l, coerce(fl.addr, rt, l));
    join->addArgument(rt, l);
    place(join);
    return {join->getArgument(0), tl.invariant && fl.invariant};
  }
  case Stmt::StringLiteralClass:
  case Stmt::PredefinedExprClass: {
    const StringLiteral *literal = isa<PredefinedExpr>(e)
                                       ? cast<PredefinedExpr>(e)->getFunctionName()
                                       : cast<StringLiteral>(e);
    if (!literal) {
      cgm.error(e->getExprLoc(), "this predefined name has no value here");
      return fallback();
    }
    simt::GlobalOp g = cgm.getStringGlobal(literal);
    auto pt = simt::PtrType::get(&cgm.mctx, g.getType(), g.getSpace());
    return {simt::AddressOfOp::create(builder, l, pt, g.getSymName())};
  }
  default:
    break;
  }
  if (e->isPRValue()) {
    // A prvalue used where an address is needed: materialise it.
    Value tmp = alloca(cgm.memType(e->getType(), e->getExprLoc()), l);
    emitInto(e, tmp);
    return {tmp};
  }
  unsupported(e);
  return fallback();
}

//===----------------------------------------------------------------------===//
// Aggregates and initialisation in place
//===----------------------------------------------------------------------===//

void FunctionGen::emitInto(const Expr *e, Value dest) {
  if (cgm.failed())
    return;
  mlir::Location l = loc(e);
  QualType t = e->getType();
  auto dp = cast<simt::PtrType>(dest.getType());
  if (!t->isRecordType() && !t->isArrayType()) {
    if (isa<ImplicitValueInitExpr>(e) || isa<CXXScalarValueInitExpr>(e)) {
      createStore(builder, l, zeroValue(dp.getElementType(), l), dest);
      return;
    }
    if (auto *il = dyn_cast<InitListExpr>(e)) {
      if (il->getNumInits() == 0)
        createStore(builder, l, zeroValue(dp.getElementType(), l), dest);
      else
        emitInto(il->getInit(0), dest);
      return;
    }
    if (t->isReferenceType()) {
      store(toGeneric(emitLValue(e).addr, l), dest, t, l);
      return;
    }
    store(emitScalar(e), dest, t, l);
    return;
  }
  switch (e->getStmtClass()) {
  case Stmt::ParenExprClass:
    return emitInto(cast<ParenExpr>(e)->getSubExpr(), dest);
  case Stmt::ExprWithCleanupsClass:
    return emitInto(cast<ExprWithCleanups>(e)->getSubExpr(), dest);
  case Stmt::MaterializeTemporaryExprClass:
    return emitInto(cast<MaterializeTemporaryExpr>(e)->getSubExpr(), dest);
  case Stmt::CXXBindTemporaryExprClass:
    return emitInto(cast<CXXBindTemporaryExpr>(e)->getSubExpr(), dest);
  case Stmt::ConstantExprClass:
    return emitInto(cast<ConstantExpr>(e)->getSubExpr(), dest);
  case Stmt::CXXDefaultArgExprClass:
    return emitInto(cast<CXXDefaultArgExpr>(e)->getExpr(), dest);
  case Stmt::CXXDefaultInitExprClass:
    return emitInto(cast<CXXDefaultInitExpr>(e)->getExpr(), dest);
  case Stmt::CXXFunctionalCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::ImplicitCastExprClass: {
    auto *c = cast<CastExpr>(e);
    if (c->getCastKind() == CK_NoOp || c->getCastKind() == CK_ConstructorConversion ||
        c->getCastKind() == CK_UserDefinedConversion)
      return emitInto(c->getSubExpr(), dest);
    break;
  }
  case Stmt::ImplicitValueInitExprClass:
  case Stmt::CXXScalarValueInitExprClass:
    createStore(builder, l, zeroValue(dp.getElementType(), l), dest);
    return;
  case Stmt::StringLiteralClass: {
    // `char name[16] = "abc"`: the characters, zero-padded to the array.
    auto array = dyn_cast<mlir::LLVM::LLVMArrayType>(dp.getElementType());
    auto unit = array ? dyn_cast<mlir::IntegerType>(array.getElementType()) : nullptr;
    if (!unit) {
      cgm.error(e->getExprLoc(), "a string literal initialises an array of characters");
      return;
    }
    Value chars = mlir::LLVM::ConstantOp::create(
        builder, l, array,
        cgm.stringElements(cast<StringLiteral>(e), unit, array.getNumElements()));
    createStore(builder, l, chars, dest, false, aggregateAlignment(t));
    return;
  }
  case Stmt::InitListExprClass: {
    auto *il = cast<InitListExpr>(e);
    if (il->isTransparent())
      return emitInto(il->getInit(0), dest);
    if (t->isUnionType()) {
      // One member is initialised; the other bytes are zero (as static
      // storage would be), which keeps copies of the union defined.
      createStore(builder, l, zeroValue(dp.getElementType(), l), dest, false,
                  aggregateAlignment(t));
      const FieldDecl *f = il->getInitializedFieldInUnion();
      if (!f || il->getNumInits() == 0 || isa<ImplicitValueInitExpr>(il->getInit(0)))
        return;
      LValue field = fieldLValue(LValue{dest}, f, l);
      if (field.bitField)
        storeLValue(emitScalar(il->getInit(0)), field, f->getType(), l);
      else
        emitInto(il->getInit(0), field.addr);
      return;
    }
    if (il->getType()->isArrayType() && il->getNumInits() == 1 &&
        isa<StringLiteral>(il->getInit(0)->IgnoreParens()))
      return emitInto(il->getInit(0)->IgnoreParens(), dest);
    // Zero everything first when not every element is given explicitly.
    if (auto *at = ctx.getAsConstantArrayType(t)) {
      uint64_t n = at->getSize().getZExtValue();
      if (il->getNumInits() < n || il->hasArrayFiller())
        createStore(builder, l, zeroValue(dp.getElementType(), l), dest);
      auto arr = cast<mlir::LLVM::LLVMArrayType>(dp.getElementType());
      auto ep = simt::PtrType::get(&cgm.mctx, arr.getElementType(), dp.getAddressSpace());
      Value base = simt::PtrCastOp::create(builder, l, ep, dest);
      for (unsigned i = 0; i < il->getNumInits() && i < n; ++i) {
        if (isa<ImplicitValueInitExpr>(il->getInit(i)))
          continue;
        Value p = simt::PtrAddOp::create(builder, l, ep, base,
                                         intConst(builder.getI64Type(), i, l));
        emitInto(il->getInit(i), p);
      }
      return;
    }
    const RecordDecl *rd = t->getAsRecordDecl();
    auto st = cast<mlir::LLVM::LLVMStructType>(dp.getElementType());
    unsigned k = 0;
    if (auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
      for (const CXXBaseSpecifier &b : cxx->bases()) {
        if (k >= il->getNumInits())
          break;
        const Expr *init = il->getInit(k++);
        unsigned idx = cgm.baseIndex(cxx, b.getType()->getAsCXXRecordDecl());
        if (idx == ~0u)
          continue;
        emitInto(init, simt::MemberPtrOp::create(
                           builder, l,
                           simt::PtrType::get(&cgm.mctx, st.getBody()[idx], dp.getAddressSpace()),
                           dest, idx));
      }
    }
    for (const FieldDecl *f : rd->fields()) {
      if (k >= il->getNumInits())
        break;
      const Expr *init = il->getInit(k++);
      if (f->isUnnamedBitField() || (f->isZeroSize(ctx) && !f->isBitField()))
        continue;
      LValue field = fieldLValue(LValue{dest}, f, l);
      if (field.bitField)
        storeLValue(emitScalar(init), field, f->getType(), l);
      else
        emitInto(init, field.addr);
    }
    return;
  }
  case Stmt::CXXConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass: {
    auto *ce = cast<CXXConstructExpr>(e);
    const CXXConstructorDecl *ctor = ce->getConstructor();
    if (ce->requiresZeroInitialization())
      createStore(builder, l, zeroValue(dp.getElementType(), l), dest);
    if (ctor->isTrivial()) {
      if (ctor->isDefaultConstructor())
        return;
      if (ctor->isCopyOrMoveConstructor() && ce->getNumArgs() >= 1) {
        const Expr *src = ce->getArg(0);
        if (src->isGLValue()) {
          LValue lv = emitLValue(src);
          createStore(builder, l, load(lv, src->getType(), l), dest);
        } else {
          emitInto(src, dest);
        }
        return;
      }
    }
    if (auto *at = ctx.getAsConstantArrayType(t)) {
      // `Obj objs[N]` (any rank): the constructor on each element, in order.
      uint64_t count = ctx.getConstantArrayElementCount(at);
      mlir::Type elem = cgm.memType(ctx.getBaseElementType(t), e->getExprLoc());
      auto ep = simt::PtrType::get(&cgm.mctx, elem, dp.getAddressSpace());
      Value base = simt::PtrCastOp::create(builder, l, ep, dest);
      auto i64 = builder.getI64Type();
      mlir::Block *header = newBlock(), *body = newBlock(), *exit = newBlock();
      header->addArgument(i64, l);
      branch(header, l, intConst(i64, 0, l));
      place(header);
      Value i = header->getArgument(0);
      Value more = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ult, i,
                                         intConst(i64, count, l));
      mlir::cf::CondBranchOp::create(builder, l, more, body, mlir::ValueRange{}, exit,
                                     mlir::ValueRange{});
      place(body);
      emitConstructorCall(ce, simt::PtrAddOp::create(builder, l, ep, base, i, true));
      branch(header, l, arith::AddIOp::create(builder, l, i, intConst(i64, 1, l)).getResult());
      place(exit);
      return;
    }
    emitConstructorCall(ce, dest);
    return;
  }
  case Stmt::LambdaExprClass: {
    auto *le = cast<LambdaExpr>(e);
    const CXXRecordDecl *closure = le->getLambdaClass();
    auto st = cast<mlir::LLVM::LLVMStructType>(dp.getElementType());
    auto fieldIt = closure->field_begin();
    for (const Expr *init : le->capture_inits()) {
      const FieldDecl *f = *fieldIt++;
      if (!init)
        continue;
      unsigned idx = cgm.fieldIndex(f);
      Value fp = simt::MemberPtrOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], dp.getAddressSpace()),
          dest, idx);
      if (f->getType()->isReferenceType())
        store(toGeneric(emitLValue(init).addr, l), fp, f->getType(), l);
      else
        emitInto(init, fp);
    }
    return;
  }
  case Stmt::CXXStdInitializerListExprClass: {
    // std::initializer_list<E>{array}: a pointer to the array's first element
    // and its length (or its end: libc++'s layout).
    auto *sil = cast<CXXStdInitializerListExpr>(e);
    const Expr *arr = sil->getSubExpr();
    auto *at = ctx.getAsConstantArrayType(arr->getType());
    const RecordDecl *rd = t->getAsRecordDecl();
    auto fields = rd ? std::vector<const FieldDecl *>(rd->field_begin(), rd->field_end())
                     : std::vector<const FieldDecl *>();
    if (!at || fields.size() != 2 || !fields[0]->getType()->isPointerType()) {
      unsupported(e, "this std::initializer_list has a layout kilnc does not know");
      return;
    }
    LValue a = emitLValue(arr);
    auto st = cast<mlir::LLVM::LLVMStructType>(dp.getElementType());
    auto member = [&](const FieldDecl *f) {
      unsigned idx = cgm.fieldIndex(f);
      return simt::MemberPtrOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], dp.getAddressSpace()), dest, idx);
    };
    Value begin = coerce(toGeneric(a.addr, l), cgm.convertType(fields[0]->getType(), e->getExprLoc()), l);
    store(begin, member(fields[0]), fields[0]->getType(), l);
    uint64_t n = at->getSize().getZExtValue();
    if (fields[1]->getType()->isPointerType()) {
      Value end = simt::PtrAddOp::create(builder, l, begin.getType(), begin,
                                         intConst(builder.getI64Type(), n, l));
      store(end, member(fields[1]), fields[1]->getType(), l);
    } else {
      store(intConst(cgm.convertType(fields[1]->getType(), e->getExprLoc()), n, l), member(fields[1]),
            fields[1]->getType(), l);
    }
    return;
  }
  default:
    break;
  }
  // emitScalar builds aggregates it has no rule for through emitInto: an
  // aggregate neither knows is a diagnostic, not endless recursion.
  if ((t->isRecordType() || t->isArrayType()) && !aggregatesInFlight.insert(e).second) {
    unsupported(e);
    return;
  }
  Value v = emitScalar(e);
  aggregatesInFlight.erase(e);
  if (v)
    store(v, dest, t, l);
}

//===----------------------------------------------------------------------===//
// Scalars
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
      emitInto(e, tmp);
      return;
    }
  }
  (void)emitScalar(e);
}

static arith::CmpIPredicate intPred(BinaryOperatorKind op, bool isSigned) {
  switch (op) {
  case BO_LT: return isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
  case BO_GT: return isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
  case BO_LE: return isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
  case BO_GE: return isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
  case BO_EQ: return arith::CmpIPredicate::eq;
  default: return arith::CmpIPredicate::ne;
  }
}

static arith::CmpFPredicate floatPred(BinaryOperatorKind op) {
  switch (op) {
  case BO_LT: return arith::CmpFPredicate::OLT;
  case BO_GT: return arith::CmpFPredicate::OGT;
  case BO_LE: return arith::CmpFPredicate::OLE;
  case BO_GE: return arith::CmpFPredicate::OGE;
  case BO_EQ: return arith::CmpFPredicate::OEQ;
  default: return arith::CmpFPredicate::UNE;
  }
}

/// `lhs op rhs` on values already converted to `type` (the operation type).
static Value arithmetic(FunctionGen &fg, BinaryOperatorKind op, Value lhs,
                        Value rhs, QualType type, QualType rhsType,
                        mlir::Location l, SourceLocation where) {
  auto &b = fg.builder;
  if (type->isPointerType()) {
    // pointer +/- integer
    Value idx = fg.toIndex64(rhs, rhsType, l);
    if (op == BO_Sub)
      idx = arith::SubIOp::create(b, l, fg.intConst(b.getI64Type(), 0, l), idx);
    return simt::PtrAddOp::create(b, l, lhs.getType(), lhs, idx,
                                  /*inbounds=*/true);
  }
  bool isFloat = isa<mlir::FloatType>(mlir::getElementTypeOrSelf(lhs.getType()));
  bool isSigned = type->isSignedIntegerOrEnumerationType();
  // Vectors (the packed halves of <cuda_fp16.h>) have element-wise + - * /.
  if (isa<mlir::VectorType>(lhs.getType()) &&
      !(op == BO_Add || op == BO_AddAssign || op == BO_Sub || op == BO_SubAssign ||
        op == BO_Mul || op == BO_MulAssign || op == BO_Div || op == BO_DivAssign)) {
    fg.cgm.error(where, "only + - * / apply to vector values in Kiln device code");
    return lhs;
  }
  // Signed overflow is undefined in C++ (operands are promoted to at least
  // int first), as Clang marks with nsw: LLVM needs it to compute the trip
  // counts of grid-stride loops, and so to unroll them as nvcc does.
  auto overflow = arith::IntegerOverflowFlagsAttr::get(
      b.getContext(), isSigned ? arith::IntegerOverflowFlags::nsw
                               : arith::IntegerOverflowFlags::none);
  switch (op) {
  case BO_Add: case BO_AddAssign:
    return isFloat ? (Value)arith::AddFOp::create(b, l, lhs, rhs)
                   : (Value)arith::AddIOp::create(b, l, lhs, rhs, overflow);
  case BO_Sub: case BO_SubAssign:
    return isFloat ? (Value)arith::SubFOp::create(b, l, lhs, rhs)
                   : (Value)arith::SubIOp::create(b, l, lhs, rhs, overflow);
  case BO_Mul: case BO_MulAssign:
    return isFloat ? (Value)arith::MulFOp::create(b, l, lhs, rhs)
                   : (Value)arith::MulIOp::create(b, l, lhs, rhs, overflow);
  case BO_Div: case BO_DivAssign:
    if (isFloat) return arith::DivFOp::create(b, l, lhs, rhs);
    return isSigned ? (Value)arith::DivSIOp::create(b, l, lhs, rhs) : (Value)arith::DivUIOp::create(b, l, lhs, rhs);
  case BO_Rem: case BO_RemAssign:
    if (isFloat) return arith::RemFOp::create(b, l, lhs, rhs);
    return isSigned ? (Value)arith::RemSIOp::create(b, l, lhs, rhs) : (Value)arith::RemUIOp::create(b, l, lhs, rhs);
  case BO_And: case BO_AndAssign:
    return arith::AndIOp::create(b, l, lhs, rhs);
  case BO_Or: case BO_OrAssign:
    return arith::OrIOp::create(b, l, lhs, rhs);
  case BO_Xor: case BO_XorAssign:
    return arith::XOrIOp::create(b, l, lhs, rhs);
  case BO_Shl: case BO_ShlAssign:
  case BO_Shr: case BO_ShrAssign: {
    unsigned lw = lhs.getType().getIntOrFloatBitWidth();
    unsigned rw = rhs.getType().getIntOrFloatBitWidth();
    if (rw < lw)
      rhs = arith::ExtUIOp::create(b, l, lhs.getType(), rhs);
    else if (rw > lw)
      rhs = arith::TruncIOp::create(b, l, lhs.getType(), rhs);
    if (op == BO_Shl || op == BO_ShlAssign)
      return arith::ShLIOp::create(b, l, lhs, rhs);
    return isSigned ? (Value)arith::ShRSIOp::create(b, l, lhs, rhs) : (Value)arith::ShRUIOp::create(b, l, lhs, rhs);
  }
  default:
    fg.cgm.error(where, "unsupported binary operator");
    return lhs;
  }
}

namespace {
/// Operators whose ops exist for any operand values, so that emitting them
/// unfolded gives what folding would (MLIR folds constant operands).
bool isFoldableArithmetic(const Expr *e) {
  if (isa<ParenExpr>(e))
    return true;
  if (auto *b = dyn_cast<BinaryOperator>(e))
    return !b->isAssignmentOp() && !b->isLogicalOp() &&
           b->getOpcode() != BO_Comma && !b->isPtrMemOp();
  if (auto *u = dyn_cast<UnaryOperator>(e))
    return u->getOpcode() == UO_Minus || u->getOpcode() == UO_Plus ||
           u->getOpcode() == UO_Not || u->getOpcode() == UO_LNot;
  if (auto *c = dyn_cast<ImplicitCastExpr>(e))
    switch (c->getCastKind()) {
    case CK_IntegralCast:
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_FloatingCast:
    case CK_IntegralToBoolean:
    case CK_FloatingToBoolean:
    case CK_BooleanToSignedIntegral:
      return true;
    default:
      return false;
    }
  return false;
}
} // namespace

void FunctionGen::markOperandsSkipFolding(const Expr *e) {
  if (!isFoldableArithmetic(e))
    return;
  for (const Stmt *child : e->children())
    if (auto *operand = dyn_cast_or_null<Expr>(child);
        operand && isFoldableArithmetic(operand))
      skipFolding.insert(operand);
}

Value FunctionGen::emitScalar(const Expr *e) {
  mlir::Location l = loc(e);
  QualType t = e->getType();
  if (cgm.failed())
    return placeholder(e);

  // Constant folding (constexpr, template parameters, sizeof, enumerators).
  if (!e->isValueDependent() && e->isPRValue() &&
      (t->isIntegralOrEnumerationType() || t->isRealFloatingType()) &&
      !isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr>(e)) {
    Expr::EvalResult r;
    if (!skipFolding.contains(e) && e->EvaluateAsRValue(r, ctx) &&
        !r.HasSideEffects) {
      mlir::Type mt = cgm.convertType(t, e->getExprLoc());
      if (r.Val.isInt())
        return arith::ConstantOp::create(
            builder, l, builder.getIntegerAttr(mt, r.Val.getInt().extOrTrunc(mt.getIntOrFloatBitWidth())));
      if (r.Val.isFloat())
        return arith::ConstantOp::create(builder, l, builder.getFloatAttr(mt, r.Val.getFloat()));
    }
    // Evaluating `e` evaluated its operands too: arithmetic operands are
    // emitted as ops without a second evaluation each (leaves such as
    // sizeof, constexpr variables and calls are still folded).
    markOperandsSkipFolding(e);
  }

  bool isUpdate = false;
  if (auto *b = dyn_cast<BinaryOperator>(e))
    isUpdate = b->isAssignmentOp() || b->getOpcode() == BO_Comma;
  if (auto *u = dyn_cast<UnaryOperator>(e))
    isUpdate = u->isIncrementDecrementOp();
  if (e->isGLValue() && isUpdate && !t->isRecordType()) {
    if (auto *b = dyn_cast<BinaryOperator>(e); b && b->getOpcode() == BO_Comma) {
      emitIgnored(b->getLHS());
      return emitScalar(b->getRHS());
    }
    if (auto *b = dyn_cast<BinaryOperator>(e))
      return emitAssign(b, nullptr);
    return emitIncDec(cast<UnaryOperator>(e), nullptr);
  }
  if (e->isGLValue()) {
    if (t->isReferenceType())
      return emitLValue(e).addr;
    LValue lv = emitLValue(e);
    if (t->isArrayType() || t->isFunctionType())
      return lv.addr;
    return load(lv, t, l);
  }

  switch (e->getStmtClass()) {
  case Stmt::IntegerLiteralClass: {
    auto *il = cast<IntegerLiteral>(e);
    mlir::Type mt = cgm.convertType(t, e->getExprLoc());
    return arith::ConstantOp::create(builder, l, builder.getIntegerAttr(mt, il->getValue()));
  }
  case Stmt::CharacterLiteralClass:
    return intConst(cgm.convertType(t, e->getExprLoc()),
                    cast<CharacterLiteral>(e)->getValue(), l);
  case Stmt::FloatingLiteralClass:
    return arith::ConstantOp::create(
        builder, l, builder.getFloatAttr(cgm.convertType(t, e->getExprLoc()),
                                         cast<FloatingLiteral>(e)->getValue()));
  case Stmt::CXXBoolLiteralExprClass:
    return intConst(builder.getI1Type(), cast<CXXBoolLiteralExpr>(e)->getValue(), l);
  case Stmt::CXXNullPtrLiteralExprClass:
  case Stmt::GNUNullExprClass:
    return zeroValue(cgm.convertType(t, e->getExprLoc()), l);
  case Stmt::ParenExprClass:
    return emitScalar(cast<ParenExpr>(e)->getSubExpr());
  case Stmt::ConstantExprClass:
    return emitScalar(cast<ConstantExpr>(e)->getSubExpr());
  case Stmt::ExprWithCleanupsClass:
    return emitScalar(cast<ExprWithCleanups>(e)->getSubExpr());
  case Stmt::MaterializeTemporaryExprClass:
    return emitScalar(cast<MaterializeTemporaryExpr>(e)->getSubExpr());
  case Stmt::CXXBindTemporaryExprClass:
    return emitScalar(cast<CXXBindTemporaryExpr>(e)->getSubExpr());
  case Stmt::CXXDefaultArgExprClass:
    return emitScalar(cast<CXXDefaultArgExpr>(e)->getExpr());
  case Stmt::CXXDefaultInitExprClass:
    return emitScalar(cast<CXXDefaultInitExpr>(e)->getExpr());
  case Stmt::OpaqueValueExprClass: {
    auto *ove = cast<OpaqueValueExpr>(e);
    if (Value v = opaqueValues.lookup(ove))
      return v;
    if (ove->getSourceExpr())
      return emitScalar(ove->getSourceExpr());
    return unsupported(e);
  }
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return emitScalar(cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement());
  case Stmt::PseudoObjectExprClass:
    return emitScalar(cast<PseudoObjectExpr>(e)->getResultExpr());
  case Stmt::ImplicitValueInitExprClass:
  case Stmt::CXXScalarValueInitExprClass:
    if (t->isVoidType())
      return nullptr;
    return zeroValue(cgm.convertType(t, e->getExprLoc()), l);
  case Stmt::UnaryExprOrTypeTraitExprClass:
  case Stmt::OffsetOfExprClass: {
    auto v = evalInt(e);
    if (!v)
      return unsupported(e, "this sizeof/alignof needs a runtime value, which is unsupported");
    return intConst(cgm.convertType(t, e->getExprLoc()), *v, l);
  }
  case Stmt::CXXThisExprClass: {
    auto *md = dyn_cast<CXXMethodDecl>(fd);
    if (md && md->getParent()->isLambda() && thisPtr) {
      llvm::DenseMap<const ValueDecl *, FieldDecl *> fields;
      FieldDecl *thisField = nullptr;
      md->getParent()->getCaptureFields(fields, thisField);
      if (thisField) {
        auto sp = cast<simt::PtrType>(thisPtr.getType());
        auto st = cast<mlir::LLVM::LLVMStructType>(sp.getElementType());
        unsigned idx = cgm.fieldIndex(thisField);
        Value fp = simt::MemberPtrOp::create(
            builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], sp.getAddressSpace()),
            thisPtr, idx);
        return simt::LoadOp::create(builder, l, st.getBody()[idx], fp, false, false, nullptr);
      }
    }
    return thisPtr;
  }
  case Stmt::InitListExprClass: {
    auto *il = cast<InitListExpr>(e);
    if (!t->isRecordType() && !t->isArrayType()) {
      if (il->getNumInits() == 0)
        return zeroValue(cgm.convertType(t, e->getExprLoc()), l);
      return convert(emitScalar(il->getInit(0)), il->getInit(0)->getType(), t, l);
    }
    break;
  }
  case Stmt::CallExprClass:
  case Stmt::CXXMemberCallExprClass:
  case Stmt::CXXOperatorCallExprClass:
    return emitCall(cast<CallExpr>(e));
  case Stmt::ImplicitCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXFunctionalCastExprClass:
  case Stmt::CXXReinterpretCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::BuiltinBitCastExprClass: {
    auto *c = cast<CastExpr>(e);
    const Expr *sub = c->getSubExpr();
    switch (c->getCastKind()) {
    case CK_LValueToRValue: {
      if (Value v = tryIdx3Member(sub))
        return v;
      LValue lv = emitLValue(sub);
      return load(lv, sub->getType(), l);
    }
    case CK_NoOp:
    case CK_ConstructorConversion:
    case CK_UserDefinedConversion:
    case CK_AtomicToNonAtomic:
    case CK_NonAtomicToAtomic:
      if (t->isRecordType() && !isa<CallExpr>(sub->IgnoreParens()))
        break; // aggregate path below
      return emitScalar(sub);
    case CK_ToVoid:
      emitIgnored(sub);
      return nullptr;
    case CK_VectorSplat: {
      // (vector)x: every element x (ext_vector_type pairs of the fp16 headers).
      auto vt = cast<mlir::VectorType>(cgm.convertType(t, e->getExprLoc()));
      QualType elem = t->castAs<clang::VectorType>()->getElementType();
      Value x = convert(emitScalar(sub), sub->getType(), elem, l);
      Value v = undefValue(vt, l);
      for (int64_t i = 0; i < vt.getNumElements(); ++i)
        v = mlir::LLVM::InsertElementOp::create(builder, l, v, x,
                                                intConst(builder.getI32Type(), i, l));
      return v;
    }
    case CK_LValueToRValueBitCast: {
      // __builtin_bit_cast / std::bit_cast: the object's bytes read as `t`,
      // at the smaller of the two alignments.
      LValue src = emitLValue(sub);
      auto sp = cast<simt::PtrType>(src.addr.getType());
      Value p = simt::PtrCastOp::create(
          builder, l, cgm.ptrTo(t, sp.getAddressSpace(), e->getExprLoc()), src.addr);
      int64_t align = std::min(ctx.getTypeAlignInChars(sub->getType()).getQuantity(),
                               ctx.getTypeAlignInChars(t).getQuantity());
      Value v = simt::LoadOp::create(builder, l, cgm.memType(t, e->getExprLoc()), p,
                                     src.isVolatile, /*invariant=*/false,
                                     builder.getI64IntegerAttr(align));
      if (t->isBooleanType())
        v = arith::TruncIOp::create(builder, l, builder.getI1Type(), v);
      return v;
    }
    case CK_ArrayToPointerDecay: {
      Value a = emitLValue(sub).addr;
      auto pt = cast<simt::PtrType>(a.getType());
      if (auto arr = dyn_cast<mlir::LLVM::LLVMArrayType>(pt.getElementType()))
        return simt::PtrCastOp::create(
            builder, l, simt::PtrType::get(&cgm.mctx, arr.getElementType(), pt.getAddressSpace()), a);
      return a;
    }
    case CK_IntegralCast:
    case CK_IntegralToBoolean:
    case CK_FloatingToBoolean:
    case CK_PointerToBoolean:
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_FloatingCast:
    case CK_BooleanToSignedIntegral:
    case CK_PointerToIntegral:
    case CK_IntegralToPointer:
    case CK_BitCast:
    case CK_NullToPointer:
    case CK_BaseToDerived:
    case CK_AddressSpaceConversion: {
      Value v = emitScalar(sub);
      if (c->getCastKind() == CK_NullToPointer)
        return zeroValue(cgm.convertType(t, e->getExprLoc()), l);
      if (c->getCastKind() == CK_BooleanToSignedIntegral && v)
        return arith::ExtSIOp::create(builder, l, cgm.convertType(t, e->getExprLoc()), v);
      if (c->getCastKind() == CK_BitCast && v && !isa<simt::PtrType>(v.getType()))
        return arith::BitcastOp::create(builder, l, cgm.convertType(t, e->getExprLoc()), v);
      return convert(v, sub->getType(), t, l);
    }
    case CK_DerivedToBase:
    case CK_UncheckedDerivedToBase: {
      if (t->isPointerType()) {
        // Pointer upcast: go through an lvalue of the pointee.
        Value p = emitScalar(sub);
        const CXXRecordDecl *cur = sub->getType()->getPointeeCXXRecordDecl();
        for (const CXXBaseSpecifier *spec : c->path()) {
          const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl();
          unsigned idx = cgm.baseIndex(cur, base);
          auto pt = cast<simt::PtrType>(p.getType());
          if (idx == ~0u) {
            p = simt::PtrCastOp::create(builder, l,
                                        cgm.ptrTo(spec->getType(), pt.getAddressSpace(), e->getExprLoc()), p);
          } else {
            auto st = cast<mlir::LLVM::LLVMStructType>(pt.getElementType());
            p = simt::MemberPtrOp::create(
                builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], pt.getAddressSpace()), p, idx);
          }
          cur = base;
        }
        return p;
      }
      break;
    }
    case CK_FunctionToPointerDecay:
      return unsupported(e, "function pointers are not supported in Kiln device code");
    default:
      return unsupported(e, std::string("unsupported cast '") + c->getCastKindName() + "'");
    }
    break;
  }
  case Stmt::UnaryOperatorClass: {
    auto *u = cast<UnaryOperator>(e);
    const Expr *sub = u->getSubExpr();
    switch (u->getOpcode()) {
    case UO_AddrOf:
      return emitLValue(sub).addr;
    case UO_Plus:
    case UO_Extension:
      return emitScalar(sub);
    case UO_Minus: {
      Value v = emitScalar(sub);
      if (isa<mlir::FloatType>(mlir::getElementTypeOrSelf(v.getType())))
        return arith::NegFOp::create(builder, l, v);
      return arith::SubIOp::create(builder, l, intConst(v.getType(), 0, l), v);
    }
    case UO_Not: {
      Value v = emitScalar(sub);
      return arith::XOrIOp::create(builder, l, v, intConst(v.getType(), -1, l));
    }
    case UO_LNot: {
      Value v = emitCond(sub);
      return arith::XOrIOp::create(builder, l, v, intConst(v.getType(), 1, l));
    }
    case UO_PreInc:
    case UO_PreDec:
    case UO_PostInc:
    case UO_PostDec:
      return emitIncDec(u, nullptr);
    case UO_Deref:
      break; // glvalue, handled above
    default:
      return unsupported(e);
    }
    break;
  }
  case Stmt::BinaryOperatorClass:
  case Stmt::CompoundAssignOperatorClass: {
    auto *b = cast<BinaryOperator>(e);
    BinaryOperatorKind op = b->getOpcode();
    const Expr *lhsE = b->getLHS(), *rhsE = b->getRHS();
    if (op == BO_Comma) {
      emitIgnored(lhsE);
      return emitScalar(rhsE);
    }
    if (op == BO_LAnd || op == BO_LOr) {
      Value lhs = emitCond(lhsE);
      if (isSafeToSpeculate(rhsE)) {
        Value rhs = emitCond(rhsE);
        return op == BO_LAnd ? (Value)arith::AndIOp::create(builder, l, lhs, rhs)
                             : (Value)arith::OrIOp::create(builder, l, lhs, rhs);
      }
      mlir::Block *rhsB = newBlock();
      mlir::Block *join = newBlock();
      join->addArgument(builder.getI1Type(), l);
      Value shortVal = intConst(builder.getI1Type(), op == BO_LOr, l);
      if (op == BO_LAnd)
        mlir::cf::CondBranchOp::create(builder, l, lhs, rhsB, mlir::ValueRange{}, join,
                                       mlir::ValueRange{shortVal});
      else
        mlir::cf::CondBranchOp::create(builder, l, lhs, join, mlir::ValueRange{shortVal},
                                       rhsB, mlir::ValueRange{});
      place(rhsB);
      Value rhs = emitCond(rhsE);
      branch(join, l, rhs);
      place(join);
      return join->getArgument(0);
    }
    if (b->isAssignmentOp())
      return emitAssign(b, nullptr);
    QualType lt = lhsE->getType(), rt = rhsE->getType();
    if (b->isComparisonOp()) {
      if (lt->isVectorType())
        return unsupported(e, "comparisons of vector values are not supported in Kiln device code");
      Value lhs = emitScalar(lhsE), rhs = emitScalar(rhsE);
      if (!lhs || !rhs)
        return placeholder(e);
      if (isa<simt::PtrType>(lhs.getType()) || isa<simt::PtrType>(rhs.getType())) {
        auto asInt = [&](Value v) -> Value {
          if (isa<simt::PtrType>(v.getType()))
            return simt::PtrToIntOp::create(builder, l, builder.getI64Type(), toGeneric(v, l));
          return v;
        };
        return arith::CmpIOp::create(builder, l, intPred(op, false), asInt(lhs), asInt(rhs));
      }
      if (isa<mlir::FloatType>(lhs.getType()))
        return arith::CmpFOp::create(builder, l, floatPred(op), lhs, rhs);
      if (op == BO_Cmp)
        return unsupported(e, "operator<=> is not supported in device code");
      return arith::CmpIOp::create(builder, l,
                                   intPred(op, lt->isSignedIntegerOrEnumerationType()), lhs, rhs);
    }
    Value lhs = emitScalar(lhsE), rhs = emitScalar(rhsE);
    if (!lhs || !rhs)
      return placeholder(e);
    if (lt->isPointerType() && rt->isPointerType() && op == BO_Sub) {
      Value a = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), toGeneric(lhs, l));
      Value c = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), toGeneric(rhs, l));
      Value diff = arith::SubIOp::create(builder, l, a, c);
      QualType pointee = lt->getPointeeType();
      int64_t size = pointee->isVoidType() ? 1 : ctx.getTypeSizeInChars(pointee).getQuantity();
      Value q = size == 1 ? diff
                          : (Value)arith::DivSIOp::create(builder, l, diff,
                                                          intConst(builder.getI64Type(), size, l));
      return convert(q, ctx.LongLongTy, t, l);
    }
    if (rt->isPointerType() && !lt->isPointerType()) // int + ptr
      return arithmetic(*this, op, rhs, lhs, rt, lt, l, e->getExprLoc());
    if (lt->isPointerType())
      return arithmetic(*this, op, lhs, rhs, lt, rt, l, e->getExprLoc());
    return arithmetic(*this, op, lhs, rhs, t, rt, l, e->getExprLoc());
  }
  case Stmt::ConditionalOperatorClass:
  case Stmt::BinaryConditionalOperatorClass: {
    auto *co = cast<AbstractConditionalOperator>(e);
    // GNU `a ?: b`: `a` once, then `a ? a : b` over its value.
    if (auto *bco = dyn_cast<BinaryConditionalOperator>(co)) {
      const OpaqueValueExpr *ove = bco->getOpaqueValue();
      if (ove->isGLValue())
        opaqueLValues[ove] = emitLValue(bco->getCommon());
      else
        opaqueValues[ove] = emitScalar(bco->getCommon());
    }
    Value c = emitCond(co->getCond());
    const Expr *te = co->getTrueExpr(), *fe = co->getFalseExpr();
    if (t->isVoidType()) {
      mlir::Block *tb = newBlock(), *fb = newBlock(), *join = newBlock();
      mlir::cf::CondBranchOp::create(builder, l, c, tb, mlir::ValueRange{}, fb, mlir::ValueRange{});
      place(tb);
      emitIgnored(te);
      branch(join, l);
      place(fb);
      emitIgnored(fe);
      branch(join, l);
      place(join);
      return nullptr;
    }
    if (isSafeToSpeculate(te) && isSafeToSpeculate(fe)) {
      Value tv = emitScalar(te), fv = emitScalar(fe);
      if (tv.getType() != fv.getType()) {
        tv = toGeneric(tv, l);
        fv = coerce(fv, tv.getType(), l);
      }
      return arith::SelectOp::create(builder, l, c, tv, fv);
    }
    mlir::Block *tb = newBlock(), *fb = newBlock(), *join = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, c, tb, mlir::ValueRange{}, fb, mlir::ValueRange{});
    place(tb);
    Value tv = emitScalar(te);
    mlir::Block *tEnd = builder.getInsertionBlock();
    place(fb);
    Value fv = emitScalar(fe);
    mlir::Block *fEnd = builder.getInsertionBlock();
    if (!tv || !fv)
      return placeholder(e);
    mlir::Type rt = tv.getType();
    if (tv.getType() != fv.getType())
      rt = isa<simt::PtrType>(rt) ? (mlir::Type)cast<simt::PtrType>(rt).withAddressSpace(simt::AddressSpace::Generic)
                                  : cgm.convertType(t, e->getExprLoc());
    setBlock(tEnd);
    branch(join, l, coerce(tv, rt, l));
    setBlock(fEnd);
    branch(join, l, coerce(fv, rt, l));
    join->addArgument(rt, l);
    place(join);
    return join->getArgument(0);
  }
  case Stmt::CXXConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass:
  case Stmt::LambdaExprClass:
  case Stmt::CompoundLiteralExprClass:
    break; // aggregate path below
  case Stmt::CXXThrowExprClass:
    return unsupported(e, "exceptions are not supported in device code");
  case Stmt::CXXNewExprClass:
  case Stmt::CXXDeleteExprClass:
    return unsupported(e, "new/delete are not supported in device code");
  case Stmt::CXXTypeidExprClass:
  case Stmt::CXXDynamicCastExprClass:
    return unsupported(e, "RTTI is not supported in device code");
  default:
    if (t->isRecordType() || t->isArrayType())
      break;
    return unsupported(e);
  }
  // Aggregate prvalue: build it in a temporary and load the whole value.
  if (t->isRecordType() || t->isArrayType()) {
    Value tmp = alloca(cgm.memType(t, e->getExprLoc()), l);
    emitInto(e, tmp);
    return simt::LoadOp::create(builder, l, cast<simt::PtrType>(tmp.getType()).getElementType(),
                                tmp, false, false, nullptr);
  }
  return unsupported(e);
}

void FunctionGen::emitConstructorCall(const CXXConstructExpr *ce, Value dest) {
  mlir::Location l = loc(ce);
  const CXXConstructorDecl *ctor = ce->getConstructor();
  mlir::func::FuncOp callee = cgm.getFunction(ctor, ce->getExprLoc());
  if (!callee)
    return;
  cgm.noteCall(fd, ctor, ce->getExprLoc());
  llvm::SmallVector<Value> args{coerce(toGeneric(dest, l), callee.getArgumentTypes()[0], l)};
  for (unsigned i = 0; i < ce->getNumArgs() && i < ctor->getNumParams(); ++i) {
    const Expr *a = ce->getArg(i);
    mlir::Type pt = callee.getArgumentTypes()[i + 1];
    if (ctor->getParamDecl(i)->getType()->isReferenceType())
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), pt, l));
    else
      args.push_back(coerce(emitScalar(a), pt, l));
  }
  auto call = mlir::func::CallOp::create(builder, l, callee, args);
  if (callee.getNoInline())
    call.setNoInline(true);
}

Value FunctionGen::emitIncDec(const UnaryOperator *u, LValue *out) {
  mlir::Location l = loc(u);
  const Expr *sub = u->getSubExpr();
  LValue lv = emitLValue(sub);
  if (out)
    *out = lv;
  QualType st = sub->getType();
  Value old = load(lv, st, l);
  Value nv;
  bool inc = u->isIncrementOp();
  if (st->isPointerType()) {
    nv = simt::PtrAddOp::create(builder, l, old.getType(), old,
                                intConst(builder.getI64Type(), inc ? 1 : -1, l),
                                /*inbounds=*/true);
  } else if (isa<mlir::FloatType>(old.getType())) {
    Value one = arith::ConstantOp::create(builder, l, builder.getFloatAttr(old.getType(), 1.0));
    nv = inc ? (Value)arith::AddFOp::create(builder, l, old, one)
             : (Value)arith::SubFOp::create(builder, l, old, one);
  } else if (old.getType().isInteger(1)) {
    nv = intConst(old.getType(), 1, l);
  } else {
    Value one = intConst(old.getType(), 1, l);
    // ++ on a signed int (or wider) cannot wrap in a valid program; on
    // narrower types it is done in int and truncated, which may wrap.
    bool noWrap = st->isSignedIntegerOrEnumerationType() &&
                  ctx.getTypeSize(st) >= ctx.getTypeSize(ctx.IntTy);
    auto overflow = arith::IntegerOverflowFlagsAttr::get(
        builder.getContext(), noWrap ? arith::IntegerOverflowFlags::nsw
                                     : arith::IntegerOverflowFlags::none);
    nv = inc ? (Value)arith::AddIOp::create(builder, l, old, one, overflow)
             : (Value)arith::SubIOp::create(builder, l, old, one, overflow);
  }
  nv = storeLValue(nv, lv, st, l);
  return u->isPrefix() ? nv : old;
}

Value FunctionGen::emitAssign(const BinaryOperator *b, LValue *out) {
  mlir::Location l = loc(b);
  BinaryOperatorKind op = b->getOpcode();
  const Expr *lhsE = b->getLHS(), *rhsE = b->getRHS();
  QualType lt = lhsE->getType();
  if (op == BO_Assign) {
    // C++ evaluates the right operand first for assignments.
    if (lt->isRecordType() || lt->isArrayType()) {
      LValue lv = emitLValue(lhsE);
      if (out)
        *out = lv;
      emitInto(rhsE, lv.addr);
      return nullptr;
    }
    Value v = emitScalar(rhsE);
    LValue lv = emitLValue(lhsE);
    if (out)
      *out = lv;
    return storeLValue(v, lv, lt, l);
  }
  auto *ca = cast<CompoundAssignOperator>(b);
  Value rhs = emitScalar(rhsE);
  LValue lv = emitLValue(lhsE);
  if (out)
    *out = lv;
  Value old = load(lv, lt, l);
  if (!rhs || !old)
    return old;
  Value result;
  if (lt->isPointerType()) {
    result = arithmetic(*this, op == BO_SubAssign ? BO_Sub : BO_Add, old, rhs, lt,
                        rhsE->getType(), l, b->getExprLoc());
  } else {
    QualType ct = ca->getComputationLHSType();
    QualType rt = ca->getComputationResultType();
    Value lhsC = convert(old, lt, ct, l);
    bool isShift = op == BO_ShlAssign || op == BO_ShrAssign;
    Value rhsC = isShift ? rhs : convert(rhs, rhsE->getType(), ct, l);
    result = arithmetic(*this, op, lhsC, rhsC, ct, rhsE->getType(), l, b->getExprLoc());
    result = convert(result, rt, lt, l);
  }
  return storeLValue(result, lv, lt, l);
}

std::optional<LValue> FunctionGen::emitCapture(const VarDecl *v, mlir::Location l) {
  auto *md = dyn_cast<CXXMethodDecl>(fd);
  if (!md || !md->getParent()->isLambda() || !thisPtr)
    return std::nullopt;
  llvm::DenseMap<const ValueDecl *, FieldDecl *> fields;
  FieldDecl *thisField = nullptr;
  md->getParent()->getCaptureFields(fields, thisField);
  FieldDecl *f = fields.lookup(v);
  if (!f)
    return std::nullopt;
  auto sp = cast<simt::PtrType>(thisPtr.getType());
  auto st = cast<mlir::LLVM::LLVMStructType>(sp.getElementType());
  unsigned idx = cgm.fieldIndex(f);
  Value fp = simt::MemberPtrOp::create(
      builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], sp.getAddressSpace()),
      thisPtr, idx);
  if (f->getType()->isReferenceType())
    return LValue{simt::LoadOp::create(builder, l, st.getBody()[idx], fp, false, false, nullptr)};
  return LValue{fp};
}
