//===- CGExprLValue.cpp - l-values -> addresses -----------------------------===//
//
// The address an lvalue designates and what is known about it: invariant
// (through a `const T *__restrict__` kernel parameter), volatile, alignment,
// a bit-field's window.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGConditionalArms.h"
#include "compiler/Frontend/CGExpr.h"

#include "clang/AST/Attr.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

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
    // A function designator: its address (decayed to a pointer, bound to a
    // reference, or called through one).
    if (auto *f = dyn_cast<FunctionDecl>(d))
      return {functionAddress(f, e->getExprLoc())};
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
    if (b->getOpcode() == BO_PtrMemD || b->getOpcode() == BO_PtrMemI)
      return memberLValue(b);
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
  case Stmt::CXXReinterpretCastExprClass: // reinterpret_cast<T &>(x): CK_LValueBitCast
  case Stmt::CXXFunctionalCastExprClass: {
    auto *c = cast<CastExpr>(e);
    switch (c->getCastKind()) {
    case CK_BaseToDerived: {
      LValue lv = emitLValue(c->getSubExpr());
      lv.addr = derivedFromBase(lv.addr, c, e->getType()->getAsCXXRecordDecl(),
                                /*nullable=*/false, l);
      lv.align = 0;
      return lv;
    }
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
          lv.addr = baseStep(lv.addr, cur, spec, l, e->getExprLoc());
          cur = spec->getType()->getAsCXXRecordDecl();
          if (spec->isVirtual())
            lv.align = 0; // the virtual base's own alignment, not the path's
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
    // A temporary a local reference binds lives as long as the reference
    // (CGCleanup.cpp): its destructor joins the scope's cleanups.
    // The first CXXBindTemporaryExpr emitInto meets (under no-op and
    // constructor-conversion casts) is this temporary's.
    auto *extendedBy = dyn_cast_or_null<VarDecl>(mt->getExtendingDecl());
    auto saved = std::make_pair(extendingVar, extendingSlot);
    if (extendedBy && extendedBy->hasLocalStorage())
      extendingVar = extendedBy, extendingSlot = tmp;
    temporarySlots.insert(tmp);
    emitInto(mt->getSubExpr(), tmp);
    std::tie(extendingVar, extendingSlot) = saved;
    return {tmp};
  }
  case Stmt::CompoundLiteralExprClass: {
    auto *cl = cast<CompoundLiteralExpr>(e);
    Value tmp = alloca(cgm.memType(cl->getType(), e->getExprLoc()), l);
    emitInto(cl->getInitializer(), tmp);
    return {tmp};
  }
  case Stmt::ExprWithCleanupsClass: {
    // The end of a full-expression: its temporaries are destroyed.
    size_t depth = temporaries.size();
    LValue lv = emitLValue(cast<ExprWithCleanups>(e)->getSubExpr());
    popTemporaries(depth, loc(e->getEndLoc()));
    return lv;
  }
  case Stmt::OpaqueValueExprClass: {
    auto *ove = cast<OpaqueValueExpr>(e);
    auto it = opaqueLValues.find(ove);
    if (it != opaqueLValues.end())
      return it->second;
    if (ove->getSourceExpr())
      return emitLValue(ove->getSourceExpr());
    break;
  }
  case Stmt::CXXDefaultArgExprClass: {
    SourceLocScope scope(e);
    return emitLValue(cast<CXXDefaultArgExpr>(e)->getExpr());
  }
  case Stmt::CXXDefaultInitExprClass: {
    SourceLocScope scope(e);
    return emitLValue(cast<CXXDefaultInitExpr>(e)->getExpr());
  }
  case Stmt::SubstNonTypeTemplateParmExprClass:
    return emitLValue(cast<SubstNonTypeTemplateParmExpr>(e)->getReplacement());
  case Stmt::PseudoObjectExprClass:
    return emitLValue(cast<PseudoObjectExpr>(e)->getResultExpr());
  case Stmt::ConstantExprClass:
    return emitLValue(cast<ConstantExpr>(e)->getSubExpr());
  case Stmt::CXXThisExprClass:
    break;
  case Stmt::CXXTypeidExprClass: // `const std::type_info &t = typeid(x)`
    unsupported(e, "RTTI is not supported in device code");
    return fallback();
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
      emitInto(call->getArg(1), dst.addr, dst.align);
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
    bool invariant = true;
    auto arm = [&](const Expr *x) {
      LValue lv = emitLValue(x);
      invariant &= lv.invariant;
      return lv.addr;
    };
    Value addr = emitConditionalArms(
        *this, c, l, [&] { return arm(co->getTrueExpr()); }, [&] { return arm(co->getFalseExpr()); },
        [&]() -> mlir::Type { llvm_unreachable("glvalue arms are pointers"); });
    return {addr, invariant};
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
    temporarySlots.insert(tmp);
    emitInto(e, tmp);
    return {tmp};
  }
  unsupported(e);
  return fallback();
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
