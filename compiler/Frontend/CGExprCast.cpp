//===- CGExprCast.cpp - conversions and casts -----------------------------===//
//
// Conversions between scalar representations (convert: the C++ arithmetic
// and pointer conversions; coerce: types that differ only in representation)
// and the scalar cast kinds. Pointer values keep the most precise address
// space known (global kernel parameters, shared variables); they become
// generic only where they flow into generic storage or calls.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGConditionalArms.h"
#include "compiler/Frontend/CGExpr.h"
#include "compiler/Frontend/CGVirtual.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

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

Value FunctionGen::baseStep(Value p, const CXXRecordDecl *cur, const CXXBaseSpecifier *step,
                            mlir::Location l, SourceLocation where) {
  const CXXRecordDecl *base = step->getType()->getAsCXXRecordDecl();
  if (step->isVirtual())
    return virtualBaseAddress(*this, p, cur, base, l);
  if (Value b = cgm.baseAddress(builder, p, cur, base, l))
    return b;
  // An empty base: the same address.
  return simt::PtrCastOp::create(
      builder, l,
      cgm.ptrTo(step->getType(), cast<simt::PtrType>(p.getType()).getAddressSpace(), where), p);
}

Value FunctionGen::derivedFromBase(Value p, const CastExpr *c, const CXXRecordDecl *derived,
                                   bool nullable, mlir::Location l) {
  if (!p)
    return p;
  auto pt = cast<simt::PtrType>(p.getType());
  // The path runs from the derived class to the base the operand points to;
  // each step adds that base's offset in its class (Sema refuses virtual
  // bases in a static_cast, so every offset is a constant).
  int64_t offset = 0;
  const CXXRecordDecl *cur = derived->getDefinition();
  for (const CXXBaseSpecifier *spec : c->path()) {
    const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl()->getDefinition();
    offset += ctx.getASTRecordLayout(cur).getBaseClassOffset(base).getQuantity();
    cur = base;
  }
  simt::PtrType result =
      cgm.ptrTo(ctx.getCanonicalTagType(derived), pt.getAddressSpace(), c->getExprLoc());
  if (offset == 0)
    return simt::PtrCastOp::create(builder, l, result, p);
  auto bytes = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), pt.getAddressSpace());
  Value b = simt::PtrCastOp::create(builder, l, bytes, p);
  b = simt::PtrAddOp::create(builder, l, bytes, b, intConst(builder.getI64Type(), -offset, l),
                             /*inbounds=*/false);
  Value moved = simt::PtrCastOp::create(builder, l, result, b);
  if (!nullable)
    return moved;
  Value null = zeroValue(result, l);
  return arith::SelectOp::create(builder, l, toBool(p, QualType(), l), moved, null);
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
  if (isa<mlir::FloatType>(st) && isa<mlir::IntegerType>(dt)) {
    bool dstSigned = to->isSignedIntegerOrEnumerationType();
    // nvcc converts to a char or short through a 32-bit integer
    // (cvt.rzi.s32/u32.f32, then the low bits), so an out-of-range value
    // wraps: `(short)(1.0f * 32768)` is -32768, (unsigned char)70000.f is
    // 112. A direct fptosi to i16 became cvt.rzi.s16.f32, which saturates.
    if (dt.getIntOrFloatBitWidth() < 32) {
      mlir::Type i32 = builder.getI32Type();
      Value wide = dstSigned ? (Value)arith::FPToSIOp::create(builder, l, i32, v)
                             : (Value)arith::FPToUIOp::create(builder, l, i32, v);
      return arith::TruncIOp::create(builder, l, dt, wide);
    }
    return dstSigned ? (Value)arith::FPToSIOp::create(builder, l, dt, v)
                     : (Value)arith::FPToUIOp::create(builder, l, dt, v);
  }
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

//===----------------------------------------------------------------------===//
// Casts of scalar prvalues
//===----------------------------------------------------------------------===//

/// The value of a glvalue conditional `c ? a : b`, read in the arm that is
/// taken (nested conditionals in turn), instead of a load through the chosen
/// address. The same object is read once either way; but a chosen address
/// made its locals unpromotable (their address flowed into a phi), so a
/// kernel argument read as `n ? n : x[t]` stayed a per-thread load, and a
/// loop bounded by it was "thread-dependent" to the sync analyses
/// (fuzz/generate.py, seed 534175162).
static Value loadChosenArm(FunctionGen &fg, const Expr *e, mlir::Location l) {
  auto *co = dyn_cast<ConditionalOperator>(e->IgnoreParens());
  if (!co) {
    LValue lv = fg.emitLValue(e);
    return fg.load(lv, e->getType(), l);
  }
  Value c = fg.emitCond(co->getCond());
  Value v = emitConditionalArms(
      fg, c, l, [&] { return loadChosenArm(fg, co->getTrueExpr(), l); },
      [&] { return loadChosenArm(fg, co->getFalseExpr(), l); },
      [&] { return fg.cgm.convertType(co->getType(), co->getExprLoc()); });
  return v ? v : fg.placeholder(co);
}

Value ScalarExprEmitter::VisitCastExpr(const CastExpr *c) {
  mlir::Location l = fg.loc(c);
  QualType t = c->getType();
  const Expr *sub = c->getSubExpr();
  switch (c->getCastKind()) {
  case CK_LValueToRValue: {
    if (Value v = fg.tryIdx3Member(sub))
      return v;
    if (isa<ConditionalOperator>(sub->IgnoreParens()) && !t->isRecordType())
      return loadChosenArm(fg, sub, l);
    LValue lv = fg.emitLValue(sub);
    return fg.load(lv, sub->getType(), l);
  }
  case CK_NoOp:
  case CK_ConstructorConversion:
  case CK_UserDefinedConversion:
  case CK_AtomicToNonAtomic:
  case CK_NonAtomicToAtomic:
    if (t->isRecordType() && !isa<CallExpr>(sub->IgnoreParens()))
      return VisitStmt(c); // built in a temporary
    return fg.emitScalar(sub);
  case CK_ToVoid:
    fg.emitIgnored(sub);
    return nullptr;
  case CK_VectorSplat: {
    // (vector)x: every element x (ext_vector_type pairs of the fp16 headers).
    auto vt = cast<mlir::VectorType>(cgm.convertType(t, c->getExprLoc()));
    QualType elem = t->castAs<clang::VectorType>()->getElementType();
    Value x = fg.convert(fg.emitScalar(sub), sub->getType(), elem, l);
    Value v = fg.undefValue(vt, l);
    for (int64_t i = 0; i < vt.getNumElements(); ++i)
      v = mlir::LLVM::InsertElementOp::create(builder, l, v, x,
                                              fg.intConst(builder.getI32Type(), i, l));
    return v;
  }
  case CK_LValueToRValueBitCast: {
    // __builtin_bit_cast / std::bit_cast: the object's bytes read as `t`,
    // at the smaller of the two alignments.
    LValue src = fg.emitLValue(sub);
    auto sp = cast<simt::PtrType>(src.addr.getType());
    Value p = simt::PtrCastOp::create(
        builder, l, cgm.ptrTo(t, sp.getAddressSpace(), c->getExprLoc()), src.addr);
    int64_t align = std::min(ctx.getTypeAlignInChars(sub->getType()).getQuantity(),
                             ctx.getTypeAlignInChars(t).getQuantity());
    Value v = simt::LoadOp::create(builder, l, cgm.memType(t, c->getExprLoc()), p,
                                   src.isVolatile, /*invariant=*/false,
                                   builder.getI64IntegerAttr(align));
    if (t->isBooleanType())
      v = arith::TruncIOp::create(builder, l, builder.getI1Type(), v);
    return v;
  }
  case CK_ArrayToPointerDecay: {
    Value a = fg.emitLValue(sub).addr;
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
  case CK_AddressSpaceConversion: {
    Value v = fg.emitScalar(sub);
    if (c->getCastKind() == CK_NullToPointer)
      return fg.zeroValue(cgm.convertType(t, c->getExprLoc()), l);
    if (c->getCastKind() == CK_BooleanToSignedIntegral && v)
      return arith::ExtSIOp::create(builder, l, cgm.convertType(t, c->getExprLoc()), v);
    if (c->getCastKind() == CK_BitCast && v && !isa<simt::PtrType>(v.getType()))
      return arith::BitcastOp::create(builder, l, cgm.convertType(t, c->getExprLoc()), v);
    return fg.convert(v, sub->getType(), t, l);
  }
  case CK_BaseToDerived:
    return fg.derivedFromBase(fg.emitScalar(sub), c, t->getPointeeCXXRecordDecl(),
                              /*nullable=*/true, l);
  case CK_DerivedToBase:
  case CK_UncheckedDerivedToBase: {
    if (!t->isPointerType())
      return VisitStmt(c); // an object: built in a temporary
    // Pointer upcast: go through an lvalue of the pointee.
    Value p = fg.emitScalar(sub);
    if (!p)
      return p;
    Value original = p;
    int64_t offset = 0;
    bool isVirtual = false;
    const CXXRecordDecl *cur = sub->getType()->getPointeeCXXRecordDecl();
    for (const CXXBaseSpecifier *spec : c->path()) {
      const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl();
      if (spec->isVirtual())
        isVirtual = true;
      else
        offset += ctx.getASTRecordLayout(cur->getDefinition())
                      .getBaseClassOffset(base->getDefinition())
                      .getQuantity();
      cur = base;
    }
    // A base at a non-zero offset (the second of several bases) or a virtual
    // base: a null pointer stays null, as C++ requires (`this` is never null;
    // an unchecked cast, as `p->member` of a base's member, dereferences it).
    bool nullable = c->getCastKind() != CK_UncheckedDerivedToBase &&
                    !isa<CXXThisExpr>(sub->IgnoreParenImpCasts());
    auto walk = [&](Value from) {
      const CXXRecordDecl *at = sub->getType()->getPointeeCXXRecordDecl();
      for (const CXXBaseSpecifier *spec : c->path()) {
        from = fg.baseStep(from, at, spec, l, c->getExprLoc());
        at = spec->getType()->getAsCXXRecordDecl();
      }
      return from;
    };
    if (isVirtual && nullable) {
      // The vbase offset is read through the object: not from a null one.
      mlir::Type resultType = cgm.ptrTo(t->getPointeeType(),
                                        cast<simt::PtrType>(p.getType()).getAddressSpace(),
                                        c->getExprLoc());
      Value slot = fg.alloca(resultType, l);
      createStore(builder, l, fg.zeroValue(resultType, l), slot);
      mlir::Block *convert = fg.newBlock(), *done = fg.newBlock();
      mlir::cf::CondBranchOp::create(builder, l, fg.toBool(original, QualType(), l), convert,
                                     mlir::ValueRange{}, done, mlir::ValueRange{});
      fg.setBlock(convert);
      createStore(builder, l, fg.coerce(walk(p), resultType, l), slot);
      fg.branch(done, l);
      fg.place(done);
      return simt::LoadOp::create(builder, l, resultType, slot, false, false, nullptr);
    }
    p = walk(p);
    if (offset && nullable) {
      Value null = fg.zeroValue(p.getType(), l);
      p = arith::SelectOp::create(builder, l, fg.toBool(original, QualType(), l), p, null);
    }
    return p;
  }
  case CK_FunctionToPointerDecay:
    return fg.emitLValue(sub).addr;
  case CK_NullToMemberPointer:
    return fg.nullMemberPointer(t, l);
  case CK_BaseToDerivedMemberPointer:
  case CK_DerivedToBaseMemberPointer:
    return fg.convertMemberPointer(fg.emitScalar(sub), c, l);
  case CK_MemberPointerToBoolean: {
    Value v = fg.emitScalar(sub);
    if (!v)
      return v;
    if (sub->getType()->isMemberFunctionPointerType()) {
      Value one = fg.intConst(builder.getI1Type(), 1, l);
      return arith::XOrIOp::create(builder, l, fg.memberFunctionPointerIsNull(v, l), one);
    }
    return arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ne, v, fg.nullMemberPointer(l));
  }
  default:
    return fg.unsupported(c, std::string("unsupported cast '") + c->getCastKindName() + "'");
  }
}
