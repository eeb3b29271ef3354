//===- CGExprScalar.cpp - scalar prvalues -> arith / simt ops -------------===//
//
// Scalars are SSA values (bool i1, integers signless with signedness taken
// from the Clang type). emitScalar folds constants and loads glvalues; every
// other expression class has its Visit method in ScalarExprEmitter (casts in
// CGExprCast.cpp). Aggregate prvalues are built in a temporary (emitInto) and
// loaded whole.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGConditionalArms.h"
#include "compiler/Frontend/CGExpr.h"
#include "compiler/Frontend/CGVarArgs.h"

#include "clang/AST/RecordLayout.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

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

const Expr *SourceLocScope::current = nullptr;

/// Whether `e` holds a __builtin_LINE()-like expression, which the constant
/// evaluator would take in its own context, not the caller's.
static bool hasSourceLoc(const Stmt *s) {
  if (!s)
    return false;
  if (isa<SourceLocExpr>(s))
    return true;
  for (const Stmt *c : s->children())
    if (hasSourceLoc(c))
      return true;
  return false;
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
  // The end of a full-expression: its value (loaded, if a glvalue), then its
  // temporaries destroyed.
  if (auto *ewc = dyn_cast<ExprWithCleanups>(e)) {
    size_t depth = temporaries.size();
    Value v = emitScalar(ewc->getSubExpr());
    popTemporaries(depth, loc(e->getEndLoc()));
    return v;
  }

  // Constant folding (constexpr, template parameters, sizeof, enumerators).
  if (!e->isValueDependent() && e->isPRValue() &&
      (t->isIntegralOrEnumerationType() || t->isRealFloatingType()) &&
      !isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr>(e)) {
    Expr::EvalResult r;
    if (!skipFolding.contains(e) && !(SourceLocScope::current && hasSourceLoc(e)) && e->EvaluateAsRValue(r, ctx) &&
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
  if (auto *va = dyn_cast<VAArgExpr>(e))
    return emitVAArg(*this, va);
  return ScalarExprEmitter(*this).Visit(e);
}

Value ScalarExprEmitter::VisitStmt(const Stmt *s) {
  auto *e = cast<Expr>(s);
  QualType t = e->getType();
  // Aggregate prvalue: build it in a temporary and load the whole value.
  if (t->isRecordType() || t->isArrayType()) {
    mlir::Location l = fg.loc(e);
    Value tmp = fg.alloca(cgm.memType(t, e->getExprLoc()), l);
    fg.emitInto(e, tmp);
    return simt::LoadOp::create(builder, l, cast<simt::PtrType>(tmp.getType()).getElementType(),
                                tmp, false, false, nullptr);
  }
  return fg.unsupported(e);
}

//===----------------------------------------------------------------------===//
// Literals and constants
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitIntegerLiteral(const IntegerLiteral *e) {
  mlir::Type mt = cgm.convertType(e->getType(), e->getExprLoc());
  return arith::ConstantOp::create(builder, fg.loc(e), builder.getIntegerAttr(mt, e->getValue()));
}

Value ScalarExprEmitter::VisitCharacterLiteral(const CharacterLiteral *e) {
  return fg.intConst(cgm.convertType(e->getType(), e->getExprLoc()), e->getValue(), fg.loc(e));
}

Value ScalarExprEmitter::VisitFloatingLiteral(const FloatingLiteral *e) {
  auto type = cast<mlir::FloatType>(cgm.convertType(e->getType(), e->getExprLoc()));
  llvm::APFloat value = e->getValue();
  // A long double literal (the host's format) becomes the double it is computed as.
  if (&value.getSemantics() != &type.getFloatSemantics()) {
    bool lost;
    value.convert(type.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
  }
  return arith::ConstantOp::create(builder, fg.loc(e), builder.getFloatAttr(type, value));
}

Value ScalarExprEmitter::VisitCXXBoolLiteralExpr(const CXXBoolLiteralExpr *e) {
  return fg.intConst(builder.getI1Type(), e->getValue(), fg.loc(e));
}

Value ScalarExprEmitter::VisitCXXNullPtrLiteralExpr(const CXXNullPtrLiteralExpr *e) {
  return fg.zeroValue(cgm.convertType(e->getType(), e->getExprLoc()), fg.loc(e));
}

Value ScalarExprEmitter::VisitGNUNullExpr(const GNUNullExpr *e) {
  return fg.zeroValue(cgm.convertType(e->getType(), e->getExprLoc()), fg.loc(e));
}

/// `T()` / `T{}` of a scalar (and value-initialised members): zero.
static Value zeroInit(FunctionGen &fg, const Expr *e) {
  if (e->getType()->isVoidType())
    return nullptr;
  if (e->getType()->isMemberDataPointerType())
    return fg.nullMemberPointer(fg.loc(e));
  return fg.zeroValue(fg.cgm.convertType(e->getType(), e->getExprLoc()), fg.loc(e));
}

Value ScalarExprEmitter::VisitImplicitValueInitExpr(const ImplicitValueInitExpr *e) {
  return zeroInit(fg, e);
}

Value ScalarExprEmitter::VisitCXXScalarValueInitExpr(const CXXScalarValueInitExpr *e) {
  return zeroInit(fg, e);
}

/// sizeof/alignof/offsetof: constants unless they need a runtime value.
static Value typeTrait(FunctionGen &fg, const Expr *e) {
  auto v = fg.evalInt(e);
  if (!v)
    return fg.unsupported(e, "this sizeof/alignof needs a runtime value, which is unsupported");
  return fg.intConst(fg.cgm.convertType(e->getType(), e->getExprLoc()), *v, fg.loc(e));
}

Value ScalarExprEmitter::VisitUnaryExprOrTypeTraitExpr(const UnaryExprOrTypeTraitExpr *e) {
  return typeTrait(fg, e);
}

/// offsetof: a constant, or (GNU: `offsetof(S, a[i])` with a run-time `i`,
/// which nvcc accepts) the sum of the components' offsets, each array index
/// scaled by its element size, as Clang's CodeGen computes it.
Value ScalarExprEmitter::VisitOffsetOfExpr(const OffsetOfExpr *e) {
  if (fg.evalInt(e))
    return typeTrait(fg, e);
  mlir::Location l = fg.loc(e);
  QualType rt = e->getType();
  mlir::Type mt = cgm.convertType(rt, e->getExprLoc());
  Value result = fg.intConst(mt, 0, l);
  QualType cur = e->getTypeSourceInfo()->getType();
  for (unsigned i = 0; i < e->getNumComponents(); ++i) {
    const OffsetOfNode &on = e->getComponent(i);
    Value off;
    switch (on.getKind()) {
    case OffsetOfNode::Array: {
      const Expr *ie = e->getIndexExpr(on.getArrayExprIndex());
      Value idx = fg.emitScalar(ie);
      idx = fg.convert(idx, ie->getType(), rt, l);
      cur = ctx.getAsArrayType(cur)->getElementType();
      Value size = fg.intConst(mt, ctx.getTypeSizeInChars(cur).getQuantity(), l);
      off = arith::MulIOp::create(builder, l, idx, size);
      break;
    }
    case OffsetOfNode::Field: {
      const FieldDecl *fd = on.getField();
      const ASTRecordLayout &layout = ctx.getASTRecordLayout(fd->getParent());
      uint64_t bits = layout.getFieldOffset(fd->getFieldIndex());
      off = fg.intConst(mt, (int64_t)ctx.toCharUnitsFromBits(bits).getQuantity(), l);
      cur = fd->getType();
      break;
    }
    case OffsetOfNode::Base: {
      const CXXBaseSpecifier *bs = on.getBase();
      if (bs->isVirtual())
        return fg.unsupported(e, "offsetof through a virtual base");
      const ASTRecordLayout &layout = ctx.getASTRecordLayout(cur->getAsRecordDecl());
      off = fg.intConst(mt, layout.getBaseClassOffset(bs->getType()->getAsCXXRecordDecl()).getQuantity(), l);
      cur = bs->getType();
      break;
    }
    case OffsetOfNode::Identifier:
      return fg.unsupported(e);
    }
    result = arith::AddIOp::create(builder, l, result, off);
  }
  return result;
}

/// `frag.num_elements`: an enumerator named through an object (WMMA's
/// fragments, the toolkit's traits classes). The object is evaluated for its
/// side effects only; a base that is a reference parameter is why the
/// constant folding in emitScalar did not take it.
Value ScalarExprEmitter::VisitMemberExpr(const MemberExpr *e) {
  auto *ec = dyn_cast<EnumConstantDecl>(e->getMemberDecl());
  if (!ec)
    return VisitStmt(e);
  if (e->getBase()->HasSideEffects(ctx))
    fg.emitIgnored(e->getBase());
  mlir::Type mt = cgm.convertType(e->getType(), e->getExprLoc());
  llvm::APSInt v = ec->getInitVal();
  return arith::ConstantOp::create(builder, fg.loc(e),
                                   builder.getIntegerAttr(mt, v.extOrTrunc(mt.getIntOrFloatBitWidth())));
}

//===----------------------------------------------------------------------===//
// Wrappers
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitParenExpr(const ParenExpr *e) {
  return fg.emitScalar(e->getSubExpr());
}

Value ScalarExprEmitter::VisitConstantExpr(const ConstantExpr *e) {
  return fg.emitScalar(e->getSubExpr());
}

// `(int){5}`, a GNU C compound literal nvcc accepts in C++: its initializer.
Value ScalarExprEmitter::VisitCompoundLiteralExpr(const CompoundLiteralExpr *e) {
  return fg.emitScalar(e->getInitializer());
}

Value ScalarExprEmitter::VisitExprWithCleanups(const ExprWithCleanups *e) {
  return fg.emitScalar(e->getSubExpr());
}

Value ScalarExprEmitter::VisitMaterializeTemporaryExpr(const MaterializeTemporaryExpr *e) {
  return fg.emitScalar(e->getSubExpr());
}

// A class prvalue used as a value (a return value, an initialiser through
// `?:`): whoever receives the value owns (and destroys) the object; the
// places that materialise a temporary mark its slot (temporarySlots).
Value ScalarExprEmitter::VisitCXXBindTemporaryExpr(const CXXBindTemporaryExpr *e) {
  return VisitStmt(e);
}

Value ScalarExprEmitter::VisitCXXDefaultArgExpr(const CXXDefaultArgExpr *e) {
  SourceLocScope scope(e);
  return fg.emitScalar(e->getExpr());
}

Value ScalarExprEmitter::VisitCXXDefaultInitExpr(const CXXDefaultInitExpr *e) {
  SourceLocScope scope(e);
  return fg.emitScalar(e->getExpr());
}

Value ScalarExprEmitter::VisitOpaqueValueExpr(const OpaqueValueExpr *e) {
  if (Value v = fg.opaqueValues.lookup(e))
    return v;
  if (e->getSourceExpr())
    return fg.emitScalar(e->getSourceExpr());
  return fg.unsupported(e);
}

Value ScalarExprEmitter::VisitArrayInitIndexExpr(const ArrayInitIndexExpr *e) {
  if (fg.arrayInitIndices.empty())
    return fg.unsupported(e);
  mlir::Location l = fg.loc(e);
  return fg.coerce(fg.arrayInitIndices.back(), cgm.convertType(e->getType(), e->getExprLoc()), l);
}

Value ScalarExprEmitter::VisitStmtExpr(const StmtExpr *e) {
  if (e->getType()->isRecordType() || e->getType()->isArrayType())
    return VisitStmt(e); // built in place by emitInto
  Value v;
  fg.emitStmtExpr(e, [&](const Expr *r) { v = fg.emitScalar(r); });
  return v;
}

// The value at the place the expression stands for: in a default argument
// (or member initialiser), the caller's (SourceLocScope).
Value ScalarExprEmitter::VisitSourceLocExpr(const SourceLocExpr *e) {
  mlir::Location l = fg.loc(e);
  APValue v = e->EvaluateInContext(ctx, SourceLocScope::current);
  if (v.isInt())
    return fg.intConst(cgm.convertType(e->getType(), e->getExprLoc()), v.getInt().getExtValue(), l);
  if (v.isLValue())
    if (auto *base = v.getLValueBase().dyn_cast<const Expr *>())
      if (auto *literal = dyn_cast<StringLiteral>(base)) {
        simt::GlobalOp g = cgm.getStringGlobal(literal);
        auto arrayPtr = simt::PtrType::get(&cgm.mctx, g.getType(), g.getSpace());
        Value a = simt::AddressOfOp::create(builder, l, arrayPtr, g.getSymName());
        mlir::Type elem = g.getType();
        if (auto arr = dyn_cast<mlir::LLVM::LLVMArrayType>(elem))
          elem = arr.getElementType();
        a = simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, elem, g.getSpace()), a);
        return fg.toGeneric(a, l);
      }
  return fg.unsupported(e, "__builtin_source_location() is not supported in Kiln device code; "
                           "use __builtin_FILE(), __builtin_LINE() and __builtin_FUNCTION()");
}

Value ScalarExprEmitter::VisitSubstNonTypeTemplateParmExpr(const SubstNonTypeTemplateParmExpr *e) {
  return fg.emitScalar(e->getReplacement());
}

Value ScalarExprEmitter::VisitPseudoObjectExpr(const PseudoObjectExpr *e) {
  return fg.emitScalar(e->getResultExpr());
}

//===----------------------------------------------------------------------===//
// this, initialiser lists, calls
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitCXXThisExpr(const CXXThisExpr *e) {
  mlir::Location l = fg.loc(e);
  auto *md = dyn_cast<CXXMethodDecl>(fg.fd);
  if (md && md->getParent()->isLambda() && fg.thisPtr) {
    llvm::DenseMap<const ValueDecl *, FieldDecl *> fields;
    FieldDecl *thisField = nullptr;
    md->getParent()->getCaptureFields(fields, thisField);
    if (thisField) {
      auto sp = cast<simt::PtrType>(fg.thisPtr.getType());
      auto st = cast<mlir::LLVM::LLVMStructType>(sp.getElementType());
      unsigned idx = cgm.fieldIndex(thisField);
      Value fp = simt::MemberPtrOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[idx], sp.getAddressSpace()),
          fg.thisPtr, idx);
      // `[*this]` (C++17) captured a copy of the object: `this` is its
      // address in the closure; `[this]` captured the pointer.
      if (!thisField->getType()->isPointerType())
        return fg.toGeneric(fp, l);
      return simt::LoadOp::create(builder, l, st.getBody()[idx], fp, false, false, nullptr);
    }
  }
  return fg.thisPtr;
}

Value ScalarExprEmitter::VisitInitListExpr(const InitListExpr *e) {
  QualType t = e->getType();
  if (!t->isRecordType() && !t->isArrayType()) {
    if (e->getNumInits() == 0)
      return fg.zeroValue(cgm.convertType(t, e->getExprLoc()), fg.loc(e));
    return fg.convert(fg.emitScalar(e->getInit(0)), e->getInit(0)->getType(), t, fg.loc(e));
  }
  return VisitStmt(e);
}

Value ScalarExprEmitter::VisitCallExpr(const CallExpr *e) { return fg.emitCall(e); }

//===----------------------------------------------------------------------===//
// Unary operators
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitUnaryOperator(const UnaryOperator *e) {
  return fg.unsupported(e); // __real, __imag, co_await
}

Value ScalarExprEmitter::VisitUnaryAddrOf(const UnaryOperator *e) {
  if (e->getType()->isMemberPointerType())
    return fg.memberOffset(e);
  return fg.emitLValue(e->getSubExpr()).addr;
}

Value ScalarExprEmitter::VisitUnaryPlus(const UnaryOperator *e) {
  return fg.emitScalar(e->getSubExpr());
}

Value ScalarExprEmitter::VisitUnaryExtension(const UnaryOperator *e) {
  return fg.emitScalar(e->getSubExpr());
}

Value ScalarExprEmitter::VisitUnaryMinus(const UnaryOperator *e) {
  mlir::Location l = fg.loc(e);
  Value v = fg.emitScalar(e->getSubExpr());
  if (isa<mlir::FloatType>(mlir::getElementTypeOrSelf(v.getType())))
    return arith::NegFOp::create(builder, l, v);
  return arith::SubIOp::create(builder, l, fg.intConst(v.getType(), 0, l), v);
}

Value ScalarExprEmitter::VisitUnaryNot(const UnaryOperator *e) {
  mlir::Location l = fg.loc(e);
  Value v = fg.emitScalar(e->getSubExpr());
  return arith::XOrIOp::create(builder, l, v, fg.intConst(v.getType(), -1, l));
}

Value ScalarExprEmitter::VisitUnaryLNot(const UnaryOperator *e) {
  mlir::Location l = fg.loc(e);
  Value v = fg.emitCond(e->getSubExpr());
  return arith::XOrIOp::create(builder, l, v, fg.intConst(v.getType(), 1, l));
}

//===----------------------------------------------------------------------===//
// Binary operators
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitBinComma(const BinaryOperator *e) {
  fg.emitIgnored(e->getLHS());
  return fg.emitScalar(e->getRHS());
}

/// && and ||: the right operand only when needed, unless it is safe (and
/// cheaper) to evaluate it anyway.
Value ScalarExprEmitter::emitLogical(const BinaryOperator *e) {
  mlir::Location l = fg.loc(e);
  BinaryOperatorKind op = e->getOpcode();
  const Expr *lhsE = e->getLHS(), *rhsE = e->getRHS();
  Value lhs = fg.emitCond(lhsE);
  if (fg.isSafeToSpeculate(rhsE)) {
    Value rhs = fg.emitCond(rhsE);
    return op == BO_LAnd ? (Value)arith::AndIOp::create(builder, l, lhs, rhs)
                         : (Value)arith::OrIOp::create(builder, l, lhs, rhs);
  }
  mlir::Block *rhsB = fg.newBlock();
  mlir::Block *join = fg.newBlock();
  join->addArgument(builder.getI1Type(), l);
  Value shortVal = fg.intConst(builder.getI1Type(), op == BO_LOr, l);
  if (op == BO_LAnd)
    mlir::cf::CondBranchOp::create(builder, l, lhs, rhsB, mlir::ValueRange{}, join,
                                   mlir::ValueRange{shortVal});
  else
    mlir::cf::CondBranchOp::create(builder, l, lhs, join, mlir::ValueRange{shortVal},
                                   rhsB, mlir::ValueRange{});
  fg.place(rhsB);
  ++fg.conditionalDepth;
  Value rhs = fg.emitCond(rhsE);
  --fg.conditionalDepth;
  fg.branch(join, l, rhs);
  fg.place(join);
  return join->getArgument(0);
}

Value ScalarExprEmitter::emitComparison(const BinaryOperator *e) {
  mlir::Location l = fg.loc(e);
  BinaryOperatorKind op = e->getOpcode();
  const Expr *lhsE = e->getLHS(), *rhsE = e->getRHS();
  QualType lt = lhsE->getType();
  if (lt->isVectorType())
    return fg.unsupported(e, "comparisons of vector values are not supported in Kiln device code");
  Value lhs = fg.emitScalar(lhsE), rhs = fg.emitScalar(rhsE);
  if (!lhs || !rhs)
    return fg.placeholder(e);
  if (lt->isMemberFunctionPointerType() && (op == BO_EQ || op == BO_NE))
    return fg.compareMemberFunctionPointers(lhs, rhs, op == BO_EQ, l);
  if (isa<simt::PtrType>(lhs.getType()) || isa<simt::PtrType>(rhs.getType())) {
    auto asInt = [&](Value v) -> Value {
      if (isa<simt::PtrType>(v.getType()))
        return simt::PtrToIntOp::create(builder, l, builder.getI64Type(), fg.toGeneric(v, l));
      return v;
    };
    Value r = asInt(rhs);
    return arith::CmpIOp::create(builder, l, intPred(op, false), asInt(lhs), r);
  }
  if (isa<mlir::FloatType>(lhs.getType()))
    return arith::CmpFOp::create(builder, l, floatPred(op), lhs, rhs);
  if (op == BO_Cmp)
    return fg.unsupported(e, "operator<=> is not supported in device code");
  return arith::CmpIOp::create(builder, l,
                               intPred(op, lt->isSignedIntegerOrEnumerationType()), lhs, rhs);
}

/// Arithmetic, bitwise and shift operators (and .* / ->*, which arithmetic
/// refuses).
Value ScalarExprEmitter::VisitBinaryOperator(const BinaryOperator *e) {
  mlir::Location l = fg.loc(e);
  QualType t = e->getType();
  BinaryOperatorKind op = e->getOpcode();
  const Expr *lhsE = e->getLHS(), *rhsE = e->getRHS();
  QualType lt = lhsE->getType(), rt = rhsE->getType();
  Value lhs = fg.emitScalar(lhsE), rhs = fg.emitScalar(rhsE);
  if (!lhs || !rhs)
    return fg.placeholder(e);
  if (lt->isPointerType() && rt->isPointerType() && op == BO_Sub) {
    Value a = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), fg.toGeneric(lhs, l));
    Value c = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), fg.toGeneric(rhs, l));
    Value diff = arith::SubIOp::create(builder, l, a, c);
    QualType pointee = lt->getPointeeType();
    int64_t size = pointee->isVoidType() ? 1 : ctx.getTypeSizeInChars(pointee).getQuantity();
    Value q = size == 1 ? diff
                        : (Value)arith::DivSIOp::create(builder, l, diff,
                                                        fg.intConst(builder.getI64Type(), size, l));
    return fg.convert(q, ctx.LongLongTy, t, l);
  }
  if (rt->isPointerType() && !lt->isPointerType()) // int + ptr
    return arithmetic(fg, op, rhs, lhs, rt, lt, l, e->getExprLoc());
  if (lt->isPointerType())
    return arithmetic(fg, op, lhs, rhs, lt, rt, l, e->getExprLoc());
  return arithmetic(fg, op, lhs, rhs, t, rt, l, e->getExprLoc());
}

//===----------------------------------------------------------------------===//
// Conditional operators
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitAbstractConditionalOperator(const AbstractConditionalOperator *co) {
  mlir::Location l = fg.loc(co);
  QualType t = co->getType();
  // GNU `a ?: b`: `a` once, then `a ? a : b` over its value.
  if (auto *bco = dyn_cast<BinaryConditionalOperator>(co)) {
    const OpaqueValueExpr *ove = bco->getOpaqueValue();
    if (ove->isGLValue())
      fg.opaqueLValues[ove] = fg.emitLValue(bco->getCommon());
    else
      fg.opaqueValues[ove] = fg.emitScalar(bco->getCommon());
  }
  Value c = fg.emitCond(co->getCond());
  const Expr *te = co->getTrueExpr(), *fe = co->getFalseExpr();
  if (t->isVoidType()) {
    mlir::Block *tb = fg.newBlock(), *fb = fg.newBlock(), *join = fg.newBlock();
    mlir::cf::CondBranchOp::create(builder, l, c, tb, mlir::ValueRange{}, fb, mlir::ValueRange{});
    ++fg.conditionalDepth;
    fg.place(tb);
    fg.emitIgnored(te);
    fg.branch(join, l);
    fg.place(fb);
    fg.emitIgnored(fe);
    --fg.conditionalDepth;
    fg.branch(join, l);
    fg.place(join);
    return nullptr;
  }
  if (fg.isSafeToSpeculate(te) && fg.isSafeToSpeculate(fe)) {
    Value tv = fg.emitScalar(te), fv = fg.emitScalar(fe);
    if (tv.getType() != fv.getType()) {
      tv = fg.toGeneric(tv, l);
      fv = fg.coerce(fv, tv.getType(), l);
    }
    return arith::SelectOp::create(builder, l, c, tv, fv);
  }
  Value v = emitConditionalArms(
      fg, c, l, [&] { return fg.emitScalar(te); }, [&] { return fg.emitScalar(fe); },
      [&] { return cgm.convertType(t, co->getExprLoc()); });
  return v ? v : fg.placeholder(co);
}

//===----------------------------------------------------------------------===//
// Unsupported in device code
//===----------------------------------------------------------------------===//

Value ScalarExprEmitter::VisitCXXThrowExpr(const CXXThrowExpr *e) {
  return fg.unsupported(e, "exceptions are not supported in device code");
}

Value ScalarExprEmitter::VisitCXXNewExpr(const CXXNewExpr *e) { return fg.emitNew(e); }

Value ScalarExprEmitter::VisitCXXDeleteExpr(const CXXDeleteExpr *e) {
  fg.emitDelete(e);
  return nullptr;
}

Value ScalarExprEmitter::VisitCXXTypeidExpr(const CXXTypeidExpr *e) {
  return fg.unsupported(e, "RTTI is not supported in device code");
}

Value ScalarExprEmitter::VisitCXXDynamicCastExpr(const CXXDynamicCastExpr *e) {
  return fg.unsupported(e, "RTTI is not supported in device code");
}

//===----------------------------------------------------------------------===//
// Increment, decrement, assignment (through an lvalue)
//===----------------------------------------------------------------------===//

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
      emitInto(rhsE, lv.addr, lv.align);
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
