//===- CGTileExpr.cpp - tile kernels: expressions -------------------------===//
//
// Expressions of tile kernels: constants, variables (the SSA value last
// assigned), casts, the builtin operators on scalars, and calls, which are
// the <kiln/tile.hpp> primitives (CGTileBuiltin.cpp) or tile assignments.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGTile.h"
#include "dialects/tile/IR/TileDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "llvm/ADT/StringSwitch.h"

#include <functional>

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace math = mlir::math;
namespace ktile = kiln::tile;
using mlir::Value;

Value TileGen::emit(const Expr *e) {
  mlir::Location l = loc(e);
  // Scalar constants (literals, constexpr values, template parameters).
  QualType t = e->getType();
  bool isLocal = false;
  if (auto *d = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    if (auto *v = dyn_cast<VarDecl>(d->getDecl()))
      isLocal = vars.count(v);
  if (!isLocal && !e->isValueDependent() && t->isArithmeticType() &&
      !t->isReferenceType()) {
    Expr::EvalResult r;
    if (e->EvaluateAsRValue(r, ctx) && !r.HasSideEffects) {
      mlir::Type mt = typeOf(t, e->getExprLoc());
      if (r.Val.isInt())
        return arith::ConstantOp::create(
            b, l, b.getIntegerAttr(mt, r.Val.getInt().getSExtValue()));
      if (r.Val.isFloat())
        return arith::ConstantOp::create(
            b, l, b.getFloatAttr(mt, r.Val.getFloat().convertToDouble()));
    }
  }
  if (auto *p = dyn_cast<ParenExpr>(e))
    return emit(p->getSubExpr());
  if (auto *c = dyn_cast<ExprWithCleanups>(e))
    return emit(c->getSubExpr());
  if (auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
    return emit(m->getSubExpr());
  if (auto *bt = dyn_cast<CXXBindTemporaryExpr>(e))
    return emit(bt->getSubExpr());
  if (auto *ce = dyn_cast<ConstantExpr>(e))
    return emit(ce->getSubExpr());
  if (auto *da = dyn_cast<CXXDefaultArgExpr>(e))
    return emit(da->getExpr());
  if (auto *st = dyn_cast<SubstNonTypeTemplateParmExpr>(e))
    return emit(st->getReplacement());
  if (auto *cc = dyn_cast<CXXConstructExpr>(e)) {
    if (cc->getNumArgs() == 1 && cc->getConstructor()->isCopyOrMoveConstructor())
      return emit(cc->getArg(0));
    return fail(e, "only copies of tiles and tensors are supported in tile kernels");
  }
  if (auto *d = dyn_cast<DeclRefExpr>(e)) {
    if (auto *v = dyn_cast<VarDecl>(d->getDecl())) {
      auto it = vars.find(v);
      if (it != vars.end())
        return it->second;
    }
    return fail(e, "'" + d->getDecl()->getNameAsString() +
                       "' cannot be used in a tile kernel here");
  }
  if (auto *ce = dyn_cast<CastExpr>(e)) {
    Value v = emit(ce->getSubExpr());
    if (!v)
      return nullptr;
    switch (ce->getCastKind()) {
    case CK_NoOp:
    case CK_LValueToRValue:
    case CK_ConstructorConversion:
    case CK_UserDefinedConversion:
      return v;
    case CK_IntegralCast:
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_FloatingCast:
    case CK_IntegralToBoolean:
    case CK_FloatingToBoolean:
      return coerce(v, ce->getSubExpr()->getType(), ce->getType(), l,
                    e->getExprLoc());
    default:
      return fail(e, llvm::Twine("cast '") + ce->getCastKindName() +
                         "' is not supported in tile kernels");
    }
  }
  if (auto *bo = dyn_cast<BinaryOperator>(e))
    return emitBinary(bo);
  if (auto *uo = dyn_cast<UnaryOperator>(e))
    return emitUnary(uo);
  if (auto *co = dyn_cast<ConditionalOperator>(e)) {
    Value c = emit(co->getCond());
    Value x = emit(co->getTrueExpr()), y = emit(co->getFalseExpr());
    if (!c || !x || !y)
      return nullptr;
    c = castElems(c, b.getI1Type(), false, false, l);
    x = coerce(x, co->getTrueExpr()->getType(), co->getType(), l, e->getExprLoc());
    y = coerce(y, co->getFalseExpr()->getType(), co->getType(), l, e->getExprLoc());
    // In a lambda applied to tiles, any of the three may be a tile.
    for (Value *v : {&c, &x, &y})
      for (Value o : {c, x, y})
        if (auto tt = dyn_cast<mlir::RankedTensorType>(o.getType());
            tt && !isa<mlir::RankedTensorType>(v->getType()))
          *v = ktile::SplatOp::create(
              b, l, mlir::RankedTensorType::get(tt.getShape(), v->getType()), *v);
    return arith::SelectOp::create(b, l, c, x, y);
  }
  if (auto *call = dyn_cast<CallExpr>(e))
    return emitCall(call);
  return fail(e, llvm::Twine("expression '") + e->getStmtClassName() +
                     "' is not supported in tile kernels");
}

Value TileGen::assignVar(const Expr *lhs, Value v, QualType vt) {
  auto *d = dyn_cast<DeclRefExpr>(lhs->IgnoreParenImpCasts());
  auto *var = d ? dyn_cast<VarDecl>(d->getDecl()) : nullptr;
  if (!var || !vars.count(var))
    return fail(lhs, "tile kernels assign only to local variables");
  Value c = coerce(v, vt, var->getType(), loc(lhs), lhs->getExprLoc());
  vars[var] = c;
  return c;
}

Value TileGen::arithOp(llvm::StringRef op, Value x, Value y, bool isSigned,
                       mlir::Location l) {
  // fp8 tiles compute in f32 and round back (nearest even, satfinite).
  if (isFp8(x.getType())) {
    mlir::Type et = mlir::getElementTypeOrSelf(x.getType());
    Value wy = widenFp8(y, l);
    Value r = arithOp(op, widenFp8(x, l), wy, isSigned, l);
    return r ? castElems(r, et, true, true, l) : r;
  }
  bool f = isa<mlir::FloatType>(mlir::getElementTypeOrSelf(x.getType()));
  if (op == "add")
    return f ? (Value)arith::AddFOp::create(b, l, x, y) : arith::AddIOp::create(b, l, x, y);
  if (op == "sub")
    return f ? (Value)arith::SubFOp::create(b, l, x, y) : arith::SubIOp::create(b, l, x, y);
  if (op == "mul")
    return f ? (Value)arith::MulFOp::create(b, l, x, y) : arith::MulIOp::create(b, l, x, y);
  if (op == "div")
    return f ? (Value)arith::DivFOp::create(b, l, x, y)
               : isSigned ? (Value)arith::DivSIOp::create(b, l, x, y)
                          : arith::DivUIOp::create(b, l, x, y);
  if (op == "rem")
    return f ? (Value)arith::RemFOp::create(b, l, x, y)
               : isSigned ? (Value)arith::RemSIOp::create(b, l, x, y)
                          : arith::RemUIOp::create(b, l, x, y);
  if (op == "and" || op == "land")
    return arith::AndIOp::create(b, l, x, y);
  if (op == "or" || op == "lor")
    return arith::OrIOp::create(b, l, x, y);
  if (op == "xor")
    return arith::XOrIOp::create(b, l, x, y);
  if (op == "shl")
    return arith::ShLIOp::create(b, l, x, y);
  if (op == "shr")
    return isSigned ? (Value)arith::ShRSIOp::create(b, l, x, y)
                    : arith::ShRUIOp::create(b, l, x, y);
  if (op == "maximum")
    return f ? (Value)arith::MaximumFOp::create(b, l, x, y)
               : isSigned ? (Value)arith::MaxSIOp::create(b, l, x, y)
                          : arith::MaxUIOp::create(b, l, x, y);
  if (op == "minimum")
    return f ? (Value)arith::MinimumFOp::create(b, l, x, y)
               : isSigned ? (Value)arith::MinSIOp::create(b, l, x, y)
                          : arith::MinUIOp::create(b, l, x, y);
  return nullptr;
}

Value TileGen::cmpOp(llvm::StringRef op, Value x, Value y, bool isSigned,
                     mlir::Location l) {
  x = widenFp8(x, l);
  y = widenFp8(y, l);
  if (isa<mlir::FloatType>(mlir::getElementTypeOrSelf(x.getType()))) {
    auto p = llvm::StringSwitch<arith::CmpFPredicate>(op)
                 .Case("eq", arith::CmpFPredicate::OEQ)
                 .Case("ne", arith::CmpFPredicate::UNE)
                 .Case("lt", arith::CmpFPredicate::OLT)
                 .Case("le", arith::CmpFPredicate::OLE)
                 .Case("gt", arith::CmpFPredicate::OGT)
                 .Default(arith::CmpFPredicate::OGE);
    return arith::CmpFOp::create(b, l, p, x, y);
  }
  using P = arith::CmpIPredicate;
  auto p = llvm::StringSwitch<P>(op)
               .Case("eq", P::eq)
               .Case("ne", P::ne)
               .Case("lt", isSigned ? P::slt : P::ult)
               .Case("le", isSigned ? P::sle : P::ule)
               .Case("gt", isSigned ? P::sgt : P::ugt)
               .Default(isSigned ? P::sge : P::uge);
  return arith::CmpIOp::create(b, l, p, x, y);
}

Value TileGen::mathOp(llvm::StringRef op, Value x, bool isSigned,
                      mlir::Location l, SourceLocation where) {
  mlir::Type et = mlir::getElementTypeOrSelf(x.getType());
  if (isFp8(et))
    return castElems(mathOp(op, widenFp8(x, l), isSigned, l, where), et, true,
                     true, l);
  if (op == "abs")
    return isa<mlir::FloatType>(et) ? (Value)math::AbsFOp::create(b, l, x)
                                    : math::AbsIOp::create(b, l, x);
  if (!isa<mlir::FloatType>(et)) {
    cgm.error(where, "'" + op + "' needs a floating-point tile; this one "
                     "holds integers (cast it first: cast<float>(t))");
    return x;
  }
  // Half types compute in f32.
  if (et.getIntOrFloatBitWidth() < 32) {
    Value w = castElems(x, b.getF32Type(), true, true, l);
    return castElems(mathOp(op, w, isSigned, l, where), et, true, true, l);
  }
  if (op == "exp") return math::ExpOp::create(b, l, x);
  if (op == "exp2") return math::Exp2Op::create(b, l, x);
  if (op == "log") return math::LogOp::create(b, l, x);
  if (op == "log2") return math::Log2Op::create(b, l, x);
  if (op == "sqrt") return math::SqrtOp::create(b, l, x);
  if (op == "rsqrt") return math::RsqrtOp::create(b, l, x);
  if (op == "tanh") return math::TanhOp::create(b, l, x);
  if (op == "erf") return math::ErfOp::create(b, l, x);
  // sigmoid(x) = 1 / (1 + exp(-x))
  Value one = constant(x.getType(), 1, l);
  Value e = math::ExpOp::create(b, l, arith::NegFOp::create(b, l, x));
  return arith::DivFOp::create(b, l, one, arith::AddFOp::create(b, l, one, e));
}

static llvm::StringRef binaryName(BinaryOperatorKind k) {
  switch (k) {
  case BO_Add: case BO_AddAssign: return "add";
  case BO_Sub: case BO_SubAssign: return "sub";
  case BO_Mul: case BO_MulAssign: return "mul";
  case BO_Div: case BO_DivAssign: return "div";
  case BO_Rem: case BO_RemAssign: return "rem";
  case BO_And: case BO_AndAssign: return "and";
  case BO_Or: case BO_OrAssign: return "or";
  case BO_Xor: case BO_XorAssign: return "xor";
  case BO_Shl: case BO_ShlAssign: return "shl";
  case BO_Shr: case BO_ShrAssign: return "shr";
  case BO_EQ: return "eq";
  case BO_NE: return "ne";
  case BO_LT: return "lt";
  case BO_LE: return "le";
  case BO_GT: return "gt";
  case BO_GE: return "ge";
  case BO_LAnd: return "land";
  case BO_LOr: return "lor";
  default: return "";
  }
}

Value TileGen::emitBinary(const BinaryOperator *e) {
  mlir::Location l = loc(e);
  if (e->getOpcode() == BO_Comma) {
    emit(e->getLHS());
    return emit(e->getRHS());
  }
  if (e->getOpcode() == BO_Assign) {
    Value v = emit(e->getRHS());
    return v ? assignVar(e->getLHS(), v, e->getRHS()->getType()) : nullptr;
  }
  llvm::StringRef name = binaryName(e->getOpcode());
  if (name.empty())
    return fail(e, "operator not supported in tile kernels");
  Value x = emit(e->getLHS()), y = emit(e->getRHS());
  if (!x || !y)
    return nullptr;
  // Builtin operators: both operands were converted by Sema to the
  // computation type (compound assignment: to its computation type).
  QualType ct = e->getLHS()->getType();
  if (auto *ca = dyn_cast<CompoundAssignOperator>(e))
    ct = ca->getComputationLHSType();
  if (e->isLogicalOp()) {
    x = castElems(x, b.getI1Type(), false, false, l);
    y = castElems(y, b.getI1Type(), false, false, l);
  } else {
    x = coerce(x, e->getLHS()->getType(), ct, l, e->getExprLoc());
    // Shifts keep the RHS type in Sema; give it the LHS type.
    y = coerce(y, e->getRHS()->getType(), ct, l, e->getExprLoc());
  }
  // A reduce/scan lambda applied to tiles (op(init, result)) meets scalar
  // operands: splat them.
  auto splatTo = [&](Value v, Value like) -> Value {
    auto tt = dyn_cast<mlir::RankedTensorType>(like.getType());
    if (!tt || isa<mlir::RankedTensorType>(v.getType()))
      return v;
    return ktile::SplatOp::create(
        b, l, mlir::RankedTensorType::get(tt.getShape(), v.getType()), v);
  };
  x = splatTo(x, y);
  y = splatTo(y, x);
  bool sgn = isSignedQT(ct);
  Value r = e->isComparisonOp() ? cmpOp(name, x, y, sgn, l)
                                : arithOp(name, x, y, sgn, l);
  if (e->isCompoundAssignmentOp())
    return assignVar(e->getLHS(), r, ct);
  return r;
}

Value TileGen::emitUnary(const UnaryOperator *e) {
  mlir::Location l = loc(e);
  Value x = emit(e->getSubExpr());
  if (!x)
    return nullptr;
  QualType t = e->getSubExpr()->getType();
  switch (e->getOpcode()) {
  case UO_Plus:
    return x;
  case UO_Minus:
    if (isa<mlir::FloatType>(mlir::getElementTypeOrSelf(x.getType())))
      return arith::NegFOp::create(b, l, x);
    return arith::SubIOp::create(b, l, constant(x.getType(), 0, l), x);
  case UO_Not:
    return arith::XOrIOp::create(b, l, x, constant(x.getType(), -1, l));
  case UO_LNot:
    return arith::XOrIOp::create(
        b, l, castElems(x, b.getI1Type(), false, false, l),
        constant(b.getI1Type(), 1, l));
  case UO_PreInc:
  case UO_PostInc:
  case UO_PreDec:
  case UO_PostDec: {
    bool inc = e->isIncrementOp();
    Value one = constant(x.getType(), 1, l);
    Value r = isa<mlir::FloatType>(x.getType())
                  ? (inc ? (Value)arith::AddFOp::create(b, l, x, one)
                         : arith::SubFOp::create(b, l, x, one))
                  : (inc ? (Value)arith::AddIOp::create(b, l, x, one)
                         : arith::SubIOp::create(b, l, x, one));
    assignVar(e->getSubExpr(), r, t);
    return e->isPrefix() ? r : x;
  }
  default:
    return fail(e, "operator not supported in tile kernels");
  }
}

Value TileGen::emitCall(const CallExpr *e) {
  const FunctionDecl *callee = e->getDirectCallee();
  if (auto *oc = dyn_cast<CXXOperatorCallExpr>(e);
      oc && oc->getOperator() == OO_Equal && callee &&
      !cgm.annotation(callee)) {
    // Copy/move assignment of a tile or tensor.
    Value v = emit(oc->getArg(1));
    return v ? assignVar(oc->getArg(0), v, oc->getArg(1)->getType()) : nullptr;
  }
  if (callee) {
    auto ann = cgm.annotation(callee);
    if (ann && llvm::StringRef(*ann).starts_with("tile."))
      return emitTileOp(e, callee, llvm::StringRef(*ann).drop_front(5));
  }
  if (callee) {
    // CUDA's scalar math: the prelude's "libdevice.<name>" declarations and
    // Clang's math builtins (the C++ library's std::sqrt & co. call them).
    auto ann = cgm.annotation(callee);
    llvm::StringRef name = callee->getName();
    if (ann && llvm::StringRef(*ann).starts_with("libdevice."))
      return emitScalarMath(e, callee, llvm::StringRef(*ann).drop_front(10));
    if (callee->getBuiltinID() && name.consume_front("__builtin_") &&
        isClangMathBuiltin(name))
      return emitScalarMath(e, callee, name);
  }
  if (callee && callee->hasBody())
    return emitHelperCall(e, callee);
  return fail(e, "tile kernels call <kiln/tile.hpp> functions and __device__ "
                 "functions whose body is visible here");
}

Value TileGen::emitScalarMath(const CallExpr *e, const FunctionDecl *callee,
                              llvm::StringRef libdeviceName) {
  std::string spelling = callee->getNameAsString();
  llvm::SmallVector<Value> args;
  for (auto [arg, param] : llvm::zip(e->arguments(), callee->parameters())) {
    QualType pt = param->getType();
    if (!pt->isArithmeticType())
      return fail(arg, "'" + spelling + "' returns through a pointer, which tile "
                       "kernels do not have");
    Value v = emit(arg);
    if (!v)
      return nullptr;
    if (isa<mlir::RankedTensorType>(v.getType()))
      return fail(arg, "'" + spelling + "' is a scalar function; on a tile use "
                       "the element-wise one of <kiln/tile.hpp> (exp(t), "
                       "sqrt(t), max(a, b), ...)");
    v = coerce(v, arg->getType(), pt, loc(arg), arg->getBeginLoc());
    if (!v)
      return nullptr;
    args.push_back(v);
  }
  QualType rt = callee->getReturnType();
  mlir::Type resultTy = rt->isVoidType() ? mlir::Type() : typeOf(rt, e->getExprLoc());
  Value r = emitLibdeviceMath(cgm, b, loc(e), e->getExprLoc(), libdeviceName,
                              args, resultTy, spelling);
  if (!r)
    failedHere = true;
  return r;
}

/// A helper function of a tile kernel, inlined: its parameters bound to the
/// argument values, its body emitted in place, its final `return` the value.
/// Helpers cannot change the caller's variables (no non-const references),
/// so what the caller's loops carry is what their own statements assign.
Value TileGen::emitHelperCall(const CallExpr *e, const FunctionDecl *callee) {
  const FunctionDecl *def = nullptr;
  const Stmt *body = callee->getBody(def);
  if (isa<CXXMethodDecl>(def) && !cast<CXXMethodDecl>(def)->isStatic())
    return fail(e, "tile kernels call free functions and static member "
                   "functions (a member function's object is not a tile value)");
  if (llvm::is_contained(inlined, def))
    return fail(e, "a tile kernel's helper functions cannot be recursive: '" +
                       def->getNameAsString() + "' calls itself");
  if (inlined.size() >= kMaxInlineDepth)
    return fail(e, "helper functions nested more than " +
                       llvm::Twine(kMaxInlineDepth) + " calls deep");
  if (def->isVariadic() || e->getNumArgs() != def->getNumParams())
    return fail(e, "tile kernel helpers take a fixed list of arguments");
  // The body's statements with blocks opened and `if constexpr` resolved,
  // so that `if constexpr (C) return a; else return b;` ends in one return.
  llvm::SmallVector<const Stmt *> stmts;
  std::function<void(const Stmt *)> flatten = [&](const Stmt *s) {
    if (auto *block = dyn_cast<CompoundStmt>(s)) {
      for (const Stmt *c : block->body())
        flatten(c);
      return;
    }
    if (auto *is = dyn_cast<IfStmt>(s); is && is->isConstexpr() && !is->getInit()) {
      if (std::optional<const Stmt *> taken = is->getNondiscardedCase(ctx))
        if (*taken)
          flatten(*taken);
      return;
    }
    stmts.push_back(s);
  };
  flatten(body);
  llvm::SmallVector<Value> args;
  for (auto [arg, param] : llvm::zip(e->arguments(), def->parameters())) {
    QualType pt = param->getType();
    if (pt->isReferenceType() && !pt.getNonReferenceType().isConstQualified())
      return fail(arg, "a tile kernel helper's parameter '" +
                           param->getNameAsString() +
                           "' is a non-const reference: pass the value and "
                           "return the result");
    Value v = emit(arg);
    if (!v)
      return nullptr;
    v = coerce(v, arg->getType(), pt.getNonReferenceType(), loc(arg),
               arg->getBeginLoc());
    if (!v)
      return nullptr;
    args.push_back(v);
  }
  // The helper's statements are not inside the caller's loops.
  auto savedVars = vars;
  auto savedLoops = std::move(loops);
  loops.clear();
  inlined.push_back(def);
  for (auto [param, v] : llvm::zip(def->parameters(), args))
    vars[param] = v;
  Value result;
  for (auto [i, s] : llvm::enumerate(stmts)) {
    auto *r = dyn_cast<ReturnStmt>(s);
    if (!r) {
      emitStmt(s);
      continue;
    }
    if (i + 1 != stmts.size()) {
      fail(s, "a tile kernel helper returns once, at the end of its body");
      break;
    }
    if (const Expr *rv = r->getRetValue()) {
      result = emit(rv);
      if (result)
        result = coerce(result, rv->getType(), def->getReturnType(), loc(rv),
                        rv->getBeginLoc());
    }
  }
  inlined.pop_back();
  loops = std::move(savedLoops);
  vars = std::move(savedVars);
  if (!result && !def->getReturnType()->isVoidType() && !failedHere)
    return fail(e, "'" + def->getNameAsString() +
                       "' must end with 'return value;'");
  return result; // null for a void helper, as for `store`

}
