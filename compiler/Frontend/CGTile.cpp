//===- CGTile.cpp - tile kernels (<kiln/tile.hpp>) -> tile dialect --------===//
//
// A tile kernel (KILN_TILE_KERNEL: __global__ + annotate("kiln.tile_kernel"))
// is emitted in SSA form, not through simt.alloca: tiles are values
// (`tensor<D...xT>`), `tensor<T, R>` parameters are `!tile.view<T, R>`, and
// every local variable is the SSA value last assigned to it. Counted `for`
// loops become scf.for (the variables the body assigns are carried as
// iter_args) and `if` becomes scf.if with results, which is the structured
// control flow convert-tile-to-simt rebuilds per thread. Calls of
// "kiln.tile.<op>" declarations become tile/arith/math ops; the lambda of
// `reduce` becomes the combiner region.
//
// Not supported inside tile kernels (diagnosed): while/do loops, break,
// continue, early return, calls of other functions, pointers and memory.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "dialects/tile/IR/TileDialect.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace math = mlir::math;
namespace scf = mlir::scf;
namespace ktile = kiln::tile;
using mlir::Value;

namespace {

/// `kiln::tile::<name><...>` specialisation, or null.
const ClassTemplateSpecializationDecl *tileLibRecord(QualType t,
                                                     llvm::StringRef name) {
  t = t.getNonReferenceType().getCanonicalType();
  auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      t->getAsCXXRecordDecl());
  if (!spec || spec->getName() != name)
    return nullptr;
  auto *ns = dyn_cast<NamespaceDecl>(spec->getDeclContext());
  if (!ns || ns->getName() != "tile")
    return nullptr;
  auto *outer = dyn_cast<NamespaceDecl>(ns->getDeclContext());
  if (!outer || outer->getName() != "kiln")
    return nullptr;
  return spec;
}

/// The element type (clang) of a tile, tensor view or scalar type.
QualType elemQT(QualType t) {
  t = t.getNonReferenceType().getCanonicalType();
  if (auto *s = tileLibRecord(t, "tile"))
    return s->getTemplateArgs()[0].getAsType().getCanonicalType();
  if (auto *s = tileLibRecord(t, "tensor"))
    return s->getTemplateArgs()[0].getAsType().getCanonicalType();
  return t.getUnqualifiedType();
}

bool isSignedQT(QualType t) {
  t = elemQT(t);
  return t->isSignedIntegerOrEnumerationType();
}

class TileGen {
public:
  TileGen(ModuleGen &cgm, const FunctionDecl *fd, mlir::func::FuncOp func)
      : cgm(cgm), ctx(cgm.ctx), fd(fd), func(func), b(&cgm.mctx) {}

  void run();

private:
  ModuleGen &cgm;
  ASTContext &ctx;
  const FunctionDecl *fd;
  mlir::func::FuncOp func;
  mlir::OpBuilder b;
  llvm::DenseMap<const VarDecl *, Value> vars;
  bool failedHere = false;

  mlir::Location loc(const Stmt *s) { return cgm.loc(s->getBeginLoc()); }
  Value fail(const Stmt *s, const llvm::Twine &msg) {
    cgm.error(s->getBeginLoc(), msg);
    failedHere = true;
    return nullptr;
  }

  // Types.
  mlir::Type elemType(QualType t, SourceLocation w) {
    return cgm.convertType(elemQT(t), w);
  }

public:
  static mlir::Type typeOf(ModuleGen &cgm, QualType t, SourceLocation w) {
    t = t.getNonReferenceType().getCanonicalType();
    if (auto *s = tileLibRecord(t, "tile")) {
      llvm::SmallVector<int64_t> shape;
      for (const TemplateArgument &a : s->getTemplateArgs()[1].pack_elements())
        shape.push_back(a.getAsIntegral().getExtValue());
      return mlir::RankedTensorType::get(
          shape, cgm.convertType(elemQT(t), w));
    }
    if (auto *s = tileLibRecord(t, "tensor"))
      return ktile::ViewType::get(
          &cgm.mctx, cgm.memType(elemQT(t).getUnqualifiedType(), w),
          (unsigned)s->getTemplateArgs()[1].getAsIntegral().getExtValue());
    if (t->isArithmeticType())
      return cgm.convertType(t, w);
    cgm.error(w, "type '" + t.getAsString() +
                     "' is not supported in tile kernels (tiles, tensors and "
                     "arithmetic scalars are)");
    return mlir::IntegerType::get(&cgm.mctx, 32);
  }

private:
  mlir::Type typeOf(QualType t, SourceLocation w) { return typeOf(cgm, t, w); }

  // Constants.
  Value constant(mlir::Type t, double v, mlir::Location l) {
    mlir::Type et = mlir::getElementTypeOrSelf(t);
    mlir::TypedAttr a;
    if (isa<mlir::FloatType>(et))
      a = b.getFloatAttr(et, v);
    else
      a = b.getIntegerAttr(et, (int64_t)v);
    if (auto rt = dyn_cast<mlir::RankedTensorType>(t))
      return arith::ConstantOp::create(b, l, mlir::DenseElementsAttr::get(rt, a));
    return arith::ConstantOp::create(b, l, a);
  }

  /// Converts the elements of `v` (scalar or tile) to `to`.
  Value castElems(Value v, mlir::Type to, bool srcSigned, bool dstSigned,
                  mlir::Location l) {
    mlir::Type from = mlir::getElementTypeOrSelf(v.getType());
    if (from == to)
      return v;
    mlir::Type rt = to;
    if (auto tt = dyn_cast<mlir::RankedTensorType>(v.getType()))
      rt = mlir::RankedTensorType::get(tt.getShape(), to);
    bool fi = isa<mlir::FloatType>(from), ti = isa<mlir::FloatType>(to);
    if (to.isInteger(1)) {
      Value z = constant(v.getType(), 0, l);
      if (fi)
        return arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, v, z);
      return arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, v, z);
    }
    if (from.isInteger(1))
      srcSigned = false;
    if (fi && ti)
      return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
                 ? (Value)arith::ExtFOp::create(b, l, rt, v)
                 : (Value)arith::TruncFOp::create(b, l, rt, v);
    if (!fi && ti)
      return srcSigned ? (Value)arith::SIToFPOp::create(b, l, rt, v)
                       : (Value)arith::UIToFPOp::create(b, l, rt, v);
    if (fi && !ti)
      return dstSigned ? (Value)arith::FPToSIOp::create(b, l, rt, v)
                       : (Value)arith::FPToUIOp::create(b, l, rt, v);
    unsigned fw = from.getIntOrFloatBitWidth(), tw = to.getIntOrFloatBitWidth();
    if (fw < tw)
      return srcSigned ? (Value)arith::ExtSIOp::create(b, l, rt, v)
                       : (Value)arith::ExtUIOp::create(b, l, rt, v);
    return arith::TruncIOp::create(b, l, rt, v);
  }

  /// `v` (of clang type `vt`) as a tile of type `to` (NumPy broadcasting).
  Value toTile(Value v, QualType vt, mlir::RankedTensorType to, bool dstSigned,
               mlir::Location l) {
    v = castElems(v, to.getElementType(), isSignedQT(vt), dstSigned, l);
    auto tt = dyn_cast<mlir::RankedTensorType>(v.getType());
    if (!tt)
      return ktile::SplatOp::create(b, l, to, v);
    while (tt.getRank() < to.getRank()) {
      llvm::SmallVector<int64_t> shape(tt.getShape());
      shape.insert(shape.begin(), 1);
      auto nt = mlir::RankedTensorType::get(shape, tt.getElementType());
      v = ktile::ExpandDimsOp::create(b, l, nt, v, b.getI32IntegerAttr(0));
      tt = nt;
    }
    if (tt.getShape() != to.getShape())
      v = ktile::BroadcastOp::create(b, l, to, v);
    return v;
  }

  /// `v` converted to the type of `to` (scalar or tile).
  Value coerce(Value v, QualType from, QualType to, mlir::Location l,
               SourceLocation w) {
    mlir::Type t = typeOf(to, w);
    if (auto rt = dyn_cast<mlir::RankedTensorType>(t))
      return toTile(v, from, rt, isSignedQT(to), l);
    if (isa<ktile::ViewType>(t))
      return v;
    return castElems(v, t, isSignedQT(from), isSignedQT(to), l);
  }

  // Statements.
  void emitStmt(const Stmt *s);
  void emitFor(const ForStmt *s);
  void emitWhile(const Stmt *s, const Expr *cond, const Stmt *body, bool bodyFirst);
  Value emitScalarCond(const Expr *cond, const char *what, const char *hint);
  void emitIf(const IfStmt *s);
  /// Variables declared outside `s` that `s` assigns, in a stable order.
  llvm::SmallVector<const VarDecl *> assignedIn(const Stmt *s);

  // Expressions.
  Value emit(const Expr *e);
  Value emitBinary(const BinaryOperator *e);
  Value emitUnary(const UnaryOperator *e);
  Value emitCall(const CallExpr *e);
  Value emitTileOp(const CallExpr *e, const FunctionDecl *callee,
                   llvm::StringRef op);
  Value assignVar(const Expr *lhs, Value v, QualType vt);
  Value arithOp(llvm::StringRef op, Value x, Value y, bool isSigned,
                mlir::Location l);
  Value cmpOp(llvm::StringRef op, Value x, Value y, bool isSigned,
              mlir::Location l);
  Value mathOp(llvm::StringRef op, Value x, bool isSigned, mlir::Location l,
               SourceLocation where);
  Value emitReduce(const CallExpr *e, Value src, int axis, mlir::Type resTy,
                   llvm::function_ref<Value(mlir::OpBuilder &, mlir::Location,
                                            Value, Value)>
                       combine,
                   bool scan = false);
  Value emitLambdaBody(const LambdaExpr *lambda, Value x, Value y,
                       mlir::Location l);
  std::optional<int64_t> evalInt(const Expr *e) {
    Expr::EvalResult r;
    if (e->isValueDependent() || !e->EvaluateAsInt(r, ctx))
      return std::nullopt;
    return r.Val.getInt().getExtValue();
  }
  int64_t templateInt(const FunctionDecl *callee, unsigned i) {
    const TemplateArgumentList *args = callee->getTemplateSpecializationArgs();
    return args->get(i).getAsIntegral().getExtValue();
  }
};

} // namespace

// --- hooks called from CGModule / CGTypes -----------------------------------

bool kiln::frontend::isTileKernel(const FunctionDecl *fd) {
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "kiln.tile_kernel")
        return true;
  return false;
}

mlir::FunctionType kiln::frontend::tileFunctionType(ModuleGen &cgm,
                                                    const FunctionDecl *fd) {
  llvm::SmallVector<mlir::Type> inputs;
  for (const ParmVarDecl *p : fd->parameters())
    inputs.push_back(TileGen::typeOf(cgm, p->getType(), p->getLocation()));
  if (!fd->getReturnType()->isVoidType())
    cgm.error(fd->getLocation(), "a tile kernel returns void");
  return mlir::FunctionType::get(&cgm.mctx, inputs, {});
}

void kiln::frontend::emitTileKernel(ModuleGen &cgm, const FunctionDecl *fd,
                                    mlir::func::FuncOp func) {
  // Dialects may load on demand: load what tile kernels are emitted into.
  cgm.mctx.getOrLoadDialect<ktile::TileDialect>();
  cgm.mctx.getOrLoadDialect<scf::SCFDialect>();
  cgm.mctx.getOrLoadDialect<arith::ArithDialect>();
  cgm.mctx.getOrLoadDialect<math::MathDialect>();
  mlir::OpBuilder b(&cgm.mctx);
  func->setAttr(kiln::simt::SimtDialect::kKernelAttrName, b.getUnitAttr());
  int64_t warps = ktile::TileDialect::kDefaultNumWarps;
  for (const FunctionDecl *r : fd->redecls())
    for (const auto *a : r->specific_attrs<AnnotateAttr>())
      if (a->getAnnotation() == "kiln.tile_num_warps") {
        Expr::EvalResult res;
        if (a->args_size() != 1 ||
            !(*a->args_begin())->EvaluateAsInt(res, cgm.ctx)) {
          cgm.error(a->getLocation(), "KILN_NUM_WARPS needs a constant");
          continue;
        }
        warps = res.Val.getInt().getExtValue();
        if (warps < 1 || warps > 32 || (warps & (warps - 1))) {
          cgm.error(a->getLocation(),
                    "KILN_NUM_WARPS must be a power of two from 1 to 32");
          warps = ktile::TileDialect::kDefaultNumWarps;
        }
      }
  func->setAttr(ktile::TileDialect::kNumWarpsAttrName, b.getI32IntegerAttr(warps));
  std::string sig;
  llvm::raw_string_ostream os(sig);
  os << fd->getName() << "(";
  bool first = true;
  for (const ParmVarDecl *p : fd->parameters()) {
    os << (first ? "" : ", ")
       << p->getType().getAsString(cgm.ctx.getPrintingPolicy());
    first = false;
  }
  os << ")";
  func->setAttr(kiln::simt::SimtDialect::kSignatureAttrName, b.getStringAttr(sig));
  TileGen(cgm, fd, func).run();
}

// --- statements ---------------------------------------------------------------

void TileGen::run() {
  mlir::Block *entry = func.addEntryBlock();
  b.setInsertionPointToEnd(entry);
  for (auto [i, p] : llvm::enumerate(fd->parameters()))
    vars[p] = entry->getArgument(i);
  const Stmt *body = fd->getBody();
  if (auto *cs = dyn_cast<CompoundStmt>(body)) {
    for (auto [i, s] : llvm::enumerate(cs->body())) {
      if (auto *r = dyn_cast<ReturnStmt>(s)) {
        if (i + 1 != cs->size() || r->getRetValue())
          fail(s, "tile kernels support only a final 'return;'");
        continue;
      }
      emitStmt(s);
    }
  } else {
    emitStmt(body);
  }
  mlir::func::ReturnOp::create(b, cgm.loc(fd->getEndLoc()));
}

void TileGen::emitStmt(const Stmt *s) {
  if (!s || isa<NullStmt>(s))
    return;
  if (auto *cs = dyn_cast<CompoundStmt>(s)) {
    for (const Stmt *c : cs->body())
      emitStmt(c);
    return;
  }
  if (auto *ds = dyn_cast<DeclStmt>(s)) {
    for (const Decl *d : ds->decls()) {
      auto *v = dyn_cast<VarDecl>(d);
      if (!v) {
        if (isa<TypedefNameDecl, UsingDecl, UsingDirectiveDecl, StaticAssertDecl>(d))
          continue;
        fail(s, "unsupported declaration in a tile kernel");
        continue;
      }
      if (v->getType()->isReferenceType() || v->isStaticLocal()) {
        fail(s, "tile kernels support only local variables by value");
        continue;
      }
      mlir::Location l = loc(s);
      if (const Expr *init = v->getInit()) {
        Value x = emit(init);
        if (!x)
          continue;
        vars[v] = coerce(x, init->getType(), v->getType(), l, v->getLocation());
      } else {
        mlir::Type t = typeOf(v->getType(), v->getLocation());
        if (isa<ktile::ViewType>(t)) {
          fail(s, "a tensor variable needs an initialiser");
          continue;
        }
        vars[v] = constant(t, 0, l);
      }
    }
    return;
  }
  if (auto *f = dyn_cast<ForStmt>(s))
    return emitFor(f);
  if (auto *w = dyn_cast<WhileStmt>(s)) {
    if (w->getConditionVariable()) {
      fail(s, "a while condition that declares a variable is not supported in tile kernels");
      return;
    }
    return emitWhile(s, w->getCond(), w->getBody(), /*bodyFirst=*/false);
  }
  if (auto *d = dyn_cast<DoStmt>(s))
    return emitWhile(s, d->getCond(), d->getBody(), /*bodyFirst=*/true);
  if (auto *i = dyn_cast<IfStmt>(s))
    return emitIf(i);
  if (auto *e = dyn_cast<Expr>(s)) {
    emit(e);
    return;
  }
  if (isa<ReturnStmt>(s)) {
    fail(s, "tile kernels support only a final 'return;'");
    return;
  }
  fail(s, llvm::Twine("'") + s->getStmtClassName() +
              "' is not supported in tile kernels (counted for loops, while "
              "and do-while loops without break/continue, if, declarations "
              "and expressions are)");
}

llvm::SmallVector<const VarDecl *> TileGen::assignedIn(const Stmt *s) {
  struct Visitor : RecursiveASTVisitor<Visitor> {
    llvm::SmallVector<const VarDecl *> out;
    llvm::DenseSet<const VarDecl *> seen;
    void target(const Expr *e) {
      e = e->IgnoreParenImpCasts();
      if (auto *d = dyn_cast<DeclRefExpr>(e))
        if (auto *v = dyn_cast<VarDecl>(d->getDecl()))
          if (seen.insert(v).second)
            out.push_back(v);
    }
    bool VisitBinaryOperator(BinaryOperator *o) {
      if (o->isAssignmentOp())
        target(o->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *o) {
      if (o->isIncrementDecrementOp())
        target(o->getSubExpr());
      return true;
    }
    bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *o) {
      if (o->isAssignmentOp() && o->getNumArgs() >= 1)
        target(o->getArg(0));
      return true;
    }
  } visitor;
  visitor.TraverseStmt(const_cast<Stmt *>(s));
  llvm::SmallVector<const VarDecl *> out;
  for (const VarDecl *v : visitor.out)
    if (vars.count(v))
      out.push_back(v);
  return out;
}

void TileGen::emitFor(const ForStmt *s) {
  mlir::Location l = loc(s);
  // for (T iv = lb; iv < ub; iv += step | ++iv | iv++)
  auto *init = dyn_cast_or_null<DeclStmt>(s->getInit());
  const VarDecl *iv = init && init->isSingleDecl()
                          ? dyn_cast<VarDecl>(init->getSingleDecl())
                          : nullptr;
  auto isIV = [&](const Expr *e) {
    auto *d = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    return d && d->getDecl() == iv;
  };
  auto *cond = dyn_cast_or_null<BinaryOperator>(s->getCond());
  const Expr *stepE = nullptr;
  int64_t stepC = 0;
  if (auto *u = dyn_cast_or_null<UnaryOperator>(s->getInc());
      u && u->isIncrementOp() && isIV(u->getSubExpr()))
    stepC = 1;
  else if (auto *c = dyn_cast_or_null<CompoundAssignOperator>(s->getInc());
           c && c->getOpcode() == BO_AddAssign && isIV(c->getLHS()))
    stepE = c->getRHS();
  if (!iv || !iv->getInit() || !iv->getType()->isIntegerType() || !cond ||
      (cond->getOpcode() != BO_LT && cond->getOpcode() != BO_LE) ||
      !isIV(cond->getLHS()) || (!stepE && !stepC)) {
    fail(s, "tile kernels support counted loops 'for (int64_t i = lb; i < ub; "
            "i += step)' (or ++i / i++)");
    return;
  }
  QualType ivQT = iv->getType().getCanonicalType().getUnqualifiedType();
  mlir::Type ivT = typeOf(ivQT, iv->getLocation());
  Value lb = emit(iv->getInit());
  Value ub = emit(cond->getRHS());
  Value step = stepE ? emit(stepE) : constant(ivT, stepC, l);
  if (!lb || !ub || !step)
    return;
  lb = castElems(lb, ivT, isSignedQT(iv->getInit()->getType()), true, l);
  ub = castElems(ub, ivT, isSignedQT(cond->getRHS()->getType()), true, l);
  if (stepE)
    step = castElems(step, ivT, isSignedQT(stepE->getType()), true, l);
  if (cond->getOpcode() == BO_LE)
    ub = arith::AddIOp::create(b, l, ub, constant(ivT, 1, l));
  llvm::SmallVector<const VarDecl *> carried = assignedIn(s->getBody());
  llvm::SmallVector<Value> inits;
  for (const VarDecl *v : carried)
    inits.push_back(vars[v]);
  auto forOp = scf::ForOp::create(b, l, lb, ub, step, inits, nullptr,
                                  ivQT->isUnsignedIntegerType());
  mlir::Block *body = forOp.getBody();
  if (!body->empty())
    body->back().erase();
  mlir::OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(body);
  vars[iv] = forOp.getInductionVar();
  for (auto [i, v] : llvm::enumerate(carried))
    vars[v] = forOp.getRegionIterArgs()[i];
  emitStmt(s->getBody());
  llvm::SmallVector<Value> yielded;
  for (const VarDecl *v : carried)
    yielded.push_back(vars[v]);
  scf::YieldOp::create(b, l, yielded);
  vars.erase(iv);
  for (auto [i, v] : llvm::enumerate(carried))
    vars[v] = forOp.getResult(i);
}

/// A scalar loop or branch condition as i1; tiles are rejected with `hint`.
Value TileGen::emitScalarCond(const Expr *cond, const char *what,
                              const char *hint) {
  Value c = emit(cond);
  if (!c)
    return {};
  if (isa<mlir::RankedTensorType>(c.getType())) {
    fail(cond, llvm::Twine("the condition of ") + what + " is a scalar (" +
                   hint + ")");
    return {};
  }
  return castElems(c, b.getI1Type(), isSignedQT(cond->getType()), false, loc(cond));
}

/// while (cond) body, or do body while (cond) (bodyFirst): an scf.while
/// carrying every variable the statement assigns. The before region
/// evaluates the condition (after the body, for do-while); the after region
/// runs the body (nothing, for do-while).
void TileGen::emitWhile(const Stmt *s, const Expr *cond, const Stmt *body,
                        bool bodyFirst) {
  mlir::Location l = loc(s);
  llvm::SmallVector<const VarDecl *> carried = assignedIn(s);
  llvm::SmallVector<Value> inits;
  llvm::SmallVector<mlir::Type> types;
  llvm::SmallVector<mlir::Location> locs;
  for (const VarDecl *v : carried) {
    inits.push_back(vars[v]);
    types.push_back(vars[v].getType());
    locs.push_back(l);
  }
  auto loop = scf::WhileOp::create(b, l, types, inits);
  auto current = [&] {
    llvm::SmallVector<Value> out;
    for (const VarDecl *v : carried)
      out.push_back(vars[v]);
    return out;
  };
  auto bind = [&](mlir::Block *blk) {
    for (auto [i, v] : llvm::enumerate(carried))
      vars[v] = blk->getArgument(i);
  };
  {
    mlir::OpBuilder::InsertionGuard guard(b);
    mlir::Block *before = b.createBlock(&loop.getBefore(), {}, types, locs);
    bind(before);
    if (bodyFirst)
      emitStmt(body);
    Value c = emitScalarCond(cond, bodyFirst ? "a do-while loop" : "a while loop",
                             "reduce the tile first, e.g. max<0>(t) > x");
    if (!c)
      c = constant(b.getI1Type(), 0, l);
    scf::ConditionOp::create(b, l, c, current());
    mlir::Block *after = b.createBlock(&loop.getAfter(), {}, types, locs);
    bind(after);
    if (!bodyFirst)
      emitStmt(body);
    scf::YieldOp::create(b, l, current());
  }
  for (auto [i, v] : llvm::enumerate(carried))
    vars[v] = loop.getResult(i);
}

void TileGen::emitIf(const IfStmt *s) {
  mlir::Location l = loc(s);
  if (s->getInit() || s->getConditionVariable() || s->isConsteval()) {
    fail(s, "if with an initialiser is not supported in tile kernels");
    return;
  }
  if (s->isConstexpr()) {
    auto c = evalInt(s->getCond());
    emitStmt(c && *c ? s->getThen() : s->getElse());
    return;
  }
  Value c = emitScalarCond(s->getCond(), "an if", "use where() for tiles");
  if (!c)
    return;
  llvm::SmallVector<const VarDecl *> carried = assignedIn(s);
  llvm::SmallVector<mlir::Type> types;
  for (const VarDecl *v : carried)
    types.push_back(vars[v].getType());
  auto ifOp = scf::IfOp::create(b, l, types, c, /*withElse=*/true);
  auto saved = vars;
  auto fill = [&](mlir::Block *blk, const Stmt *branch) {
    if (!blk->empty())
      blk->back().erase();
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(blk);
    vars = saved;
    emitStmt(branch);
    llvm::SmallVector<Value> yielded;
    for (const VarDecl *v : carried)
      yielded.push_back(vars[v]);
    scf::YieldOp::create(b, l, yielded);
  };
  fill(ifOp.thenBlock(), s->getThen());
  fill(ifOp.elseBlock(), s->getElse());
  vars = saved;
  for (auto [i, v] : llvm::enumerate(carried))
    vars[v] = ifOp.getResult(i);
}

// --- expressions ---------------------------------------------------------------

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
  return fail(e, "tile kernels call only <kiln/tile.hpp> functions (helper "
                 "functions are not supported yet)");
}

Value TileGen::emitLambdaBody(const LambdaExpr *lambda, Value x, Value y,
                              mlir::Location l) {
  const CXXMethodDecl *call = lambda->getCallOperator();
  if (call->getNumParams() != 2 || lambda->capture_size() != 0) {
    fail(lambda, "a reduce lambda takes two values and captures nothing");
    return nullptr;
  }
  auto saved = vars;
  vars[call->getParamDecl(0)] = x;
  vars[call->getParamDecl(1)] = y;
  Value result;
  auto *body = dyn_cast<CompoundStmt>(call->getBody());
  for (const Stmt *s : body->body()) {
    if (auto *r = dyn_cast<ReturnStmt>(s)) {
      if (!r->getRetValue()) {
        fail(s, "a reduce lambda returns a value");
        break;
      }
      result = emit(r->getRetValue());
      if (result) {
        QualType rt = call->getReturnType();
        mlir::Type et = cgm.convertType(rt, r->getBeginLoc());
        result = castElems(result, et, isSignedQT(r->getRetValue()->getType()),
                           isSignedQT(rt), l);
      }
      break;
    }
    if (isa<ForStmt, IfStmt, WhileStmt, DoStmt>(s)) {
      fail(s, "a reduce lambda is straight-line code ending in one return");
      break;
    }
    emitStmt(s);
  }
  vars = saved;
  if (!result && !failedHere)
    fail(lambda, "a reduce lambda must end with 'return value;'");
  return result;
}

Value TileGen::emitReduce(
    const CallExpr *e, Value src, int axis, mlir::Type resTy,
    llvm::function_ref<Value(mlir::OpBuilder &, mlir::Location, Value, Value)>
        combine,
    bool scan) {
  mlir::Location l = loc(e);
  mlir::Type et = cast<mlir::RankedTensorType>(src.getType()).getElementType();
  mlir::Operation *op;
  mlir::Region *region;
  if (scan) {
    auto s = ktile::ScanOp::create(b, l, resTy, src, b.getI32IntegerAttr(axis),
                                   mlir::UnitAttr());
    op = s;
    region = &s.getCombiner();
  } else {
    auto r = ktile::ReduceOp::create(b, l, resTy, src, b.getI32IntegerAttr(axis));
    op = r;
    region = &r.getCombiner();
  }
  mlir::OpBuilder::InsertionGuard guard(b);
  mlir::Block *blk = b.createBlock(region);
  Value x = blk->addArgument(et, l), y = blk->addArgument(et, l);
  Value c = combine(b, l, x, y);
  if (!c) {
    c = x;
  }
  ktile::YieldOp::create(b, l, c);
  return op->getResult(0);
}

Value TileGen::emitTileOp(const CallExpr *e, const FunctionDecl *callee,
                          llvm::StringRef op) {
  mlir::Location l = loc(e);
  SourceLocation w = e->getExprLoc();
  QualType retQT = e->getType();
  mlir::Type resTy = retQT->isVoidType() ? mlir::Type() : typeOf(retQT, w);
  auto resTile = dyn_cast_or_null<mlir::RankedTensorType>(resTy);
  bool resSigned = isSignedQT(retQT);
  // Arguments (the object of a member call first).
  llvm::SmallVector<const Expr *> args;
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(e))
    args.push_back(mc->getImplicitObjectArgument());
  for (const Expr *a : e->arguments())
    args.push_back(a);
  auto arg = [&](unsigned i) { return emit(args[i]); };
  auto argQT = [&](unsigned i) { return args[i]->getType(); };
  auto i64 = [&](unsigned i) -> Value {
    Value v = arg(i);
    return v ? castElems(v, b.getI64Type(), isSignedQT(argQT(i)), true, l) : v;
  };
  auto axisArg = [&](unsigned i) -> int64_t {
    auto v = evalInt(args[i]);
    if (!v || *v < 0 || *v > 2) {
      fail(args[i], "the axis must be a constant 0, 1 or 2");
      return 0;
    }
    return *v;
  };

  if (op == "program_id" || op == "num_programs") {
    int64_t a = axisArg(0);
    Value v = op == "program_id"
                  ? (Value)ktile::ProgramIdOp::create(b, l, b.getI32Type(),
                                                      b.getI32IntegerAttr(a))
                  : ktile::NumProgramsOp::create(b, l, b.getI32Type(),
                                                 b.getI32IntegerAttr(a));
    return arith::ExtUIOp::create(b, l, b.getI64Type(), v);
  }
  if (op == "view_dim" || op == "view_stride") {
    Value view = arg(0);
    auto d = evalInt(args[1]);
    if (!view)
      return nullptr;
    auto vt = cast<ktile::ViewType>(view.getType());
    if (!d || *d < 0 || *d >= (int64_t)vt.getRank())
      return fail(args[1], "the dimension must be a constant below the rank");
    auto attr = b.getI32IntegerAttr(*d);
    if (op == "view_dim")
      return ktile::ViewDimOp::create(b, l, b.getI64Type(), view, attr);
    return ktile::ViewStrideOp::create(b, l, b.getI64Type(), view, attr);
  }
  if (op == "zeros")
    return constant(resTy, 0, l);
  if (op == "full") {
    Value v = arg(0);
    return v ? toTile(v, argQT(0), resTile, resSigned, l) : v;
  }
  if (op == "arange") {
    auto it = mlir::RankedTensorType::get(
        resTile.getShape(),
        isa<mlir::FloatType>(resTile.getElementType()) ? b.getI32Type()
                                                       : resTile.getElementType());
    std::optional<int64_t> start = evalInt(args[0]);
    Value r = ktile::ArangeOp::create(b, l, it, b.getI64IntegerAttr(start.value_or(0)));
    if (!start) {
      Value s = arg(0);
      if (!s)
        return nullptr;
      r = arith::AddIOp::create(b, l, r, toTile(s, argQT(0), it, true, l));
    }
    return castElems(r, resTile.getElementType(), true, resSigned, l);
  }
  if (op == "load" || op == "load_pad") {
    Value view = arg(0);
    if (!view)
      return nullptr;
    unsigned first = op == "load" ? 1 : 2;
    Value pad;
    if (op == "load_pad") {
      pad = arg(1);
      if (!pad)
        return nullptr;
      pad = castElems(pad, resTile.getElementType(), isSignedQT(argQT(1)),
                      resSigned, l);
    }
    llvm::SmallVector<Value> offs;
    for (unsigned i = first; i < args.size(); ++i)
      offs.push_back(i64(i));
    if (llvm::is_contained(offs, Value()))
      return nullptr;
    return ktile::LoadOp::create(b, l, resTile, view, offs, pad);
  }
  if (op == "store" || op == "atomic_add") {
    Value view = arg(0), v = arg(1);
    if (!view || !v)
      return nullptr;
    auto vt = cast<ktile::ViewType>(view.getType());
    v = castElems(v, vt.getElementType(), isSignedQT(argQT(1)),
                  isSignedQT(argQT(0)), l);
    llvm::SmallVector<Value> offs;
    for (unsigned i = 2; i < args.size(); ++i)
      offs.push_back(i64(i));
    if (llvm::is_contained(offs, Value()))
      return nullptr;
    if (op == "store")
      ktile::StoreOp::create(b, l, view, offs, v);
    else
      ktile::AtomicAddOp::create(b, l, view, offs, v);
    return nullptr;
  }
  if (op == "gather" || op == "scatter") {
    bool g = op == "gather";
    Value view = arg(0);
    Value v = g ? Value() : arg(1);
    if (!view || (!g && !v))
      return nullptr;
    auto shapeTy = g ? resTile : cast<mlir::RankedTensorType>(v.getType());
    llvm::SmallVector<Value> idx;
    for (unsigned i = g ? 1 : 2; i < args.size(); ++i) {
      Value x = arg(i);
      if (!x)
        return nullptr;
      if (!isa<mlir::IntegerType>(mlir::getElementTypeOrSelf(x.getType())))
        return fail(args[i], "gather/scatter indices are integer tiles");
      auto it = mlir::RankedTensorType::get(
          shapeTy.getShape(), mlir::getElementTypeOrSelf(x.getType()));
      idx.push_back(toTile(x, argQT(i), it, true, l));
    }
    if (g)
      return ktile::GatherOp::create(b, l, resTile, view, idx, Value());
    auto vt = cast<ktile::ViewType>(view.getType());
    v = castElems(v, vt.getElementType(), isSignedQT(argQT(1)),
                  isSignedQT(argQT(0)), l);
    ktile::ScatterOp::create(b, l, view, idx, v);
    return nullptr;
  }
  static const llvm::StringSet<> binary = {
      "add", "sub", "mul", "div", "rem", "and", "or", "xor",
      "shl", "shr", "maximum", "minimum"};
  static const llvm::StringSet<> compare = {"eq", "ne", "lt", "le",
                                            "gt", "ge", "land", "lor"};
  if (binary.contains(op)) {
    Value x = arg(0), y = arg(1);
    if (!x || !y)
      return nullptr;
    x = toTile(x, argQT(0), resTile, resSigned, l);
    y = toTile(y, argQT(1), resTile, resSigned, l);
    return arithOp(op, x, y, resSigned, l);
  }
  if (op.size() > 1 && op[0] == 'i' && binary.contains(op.drop_front())) {
    // tile op= operand
    Value x = arg(0), y = arg(1);
    if (!x || !y)
      return nullptr;
    auto tt = cast<mlir::RankedTensorType>(x.getType());
    bool sgn = isSignedQT(argQT(0));
    y = toTile(y, argQT(1), tt, sgn, l);
    return assignVar(args[0], arithOp(op.drop_front(), x, y, sgn, l), argQT(0));
  }
  if (compare.contains(op)) {
    Value x = arg(0), y = arg(1);
    if (!x || !y)
      return nullptr;
    // The operands meet in the wider element type.
    QualType ex = elemQT(argQT(0)), ey = elemQT(argQT(1));
    bool tx = isa<mlir::RankedTensorType>(x.getType());
    bool ty = isa<mlir::RankedTensorType>(y.getType());
    QualType ct = ex;
    if (op == "land" || op == "lor")
      ct = ctx.BoolTy;
    else if (!tx && ty)
      ct = ey;
    else if (tx && ty && ex != ey)
      ct = ctx.getTypeSize(ey) > ctx.getTypeSize(ex) ||
                   (ey->isFloatingType() && !ex->isFloatingType())
               ? ey
               : ex;
    mlir::Type cet = cgm.convertType(ct, w);
    auto ctTy = mlir::RankedTensorType::get(resTile.getShape(), cet);
    bool sgn = ct->isSignedIntegerType();
    x = toTile(x, argQT(0), ctTy, sgn, l);
    y = toTile(y, argQT(1), ctTy, sgn, l);
    if (op == "land" || op == "lor")
      return arithOp(op, x, y, false, l);
    return cmpOp(op, x, y, sgn, l);
  }
  if (op == "neg" || op == "bnot" || op == "not") {
    Value x = arg(0);
    if (!x)
      return nullptr;
    if (op == "not")
      return arith::XOrIOp::create(b, l, castElems(x, b.getI1Type(), false, false, l),
                                   constant(resTy, 1, l));
    if (op == "bnot")
      return arith::XOrIOp::create(b, l, x, constant(resTy, -1, l));
    if (isa<mlir::FloatType>(resTile.getElementType()))
      return arith::NegFOp::create(b, l, x);
    return arith::SubIOp::create(b, l, constant(resTy, 0, l), x);
  }
  if (op == "where") {
    Value c = arg(0), x = arg(1), y = arg(2);
    if (!c || !x || !y)
      return nullptr;
    c = toTile(c, argQT(0),
               mlir::RankedTensorType::get(resTile.getShape(), b.getI1Type()),
               false, l);
    x = toTile(x, argQT(1), resTile, resSigned, l);
    y = toTile(y, argQT(2), resTile, resSigned, l);
    return arith::SelectOp::create(b, l, c, x, y);
  }
  if (op == "cast") {
    Value x = arg(0);
    return x ? castElems(x, resTile.getElementType(), isSignedQT(argQT(0)),
                         resSigned, l)
             : x;
  }
  static const llvm::StringSet<> unary = {"exp", "exp2", "log", "log2",
                                          "sqrt", "rsqrt", "abs", "tanh",
                                          "erf", "sigmoid"};
  if (unary.contains(op)) {
    Value x = arg(0);
    return x ? mathOp(op, x, resSigned, l, w) : x;
  }
  if (op == "fma") {
    Value x = arg(0), y = arg(1), z = arg(2);
    if (!x || !y || !z)
      return nullptr;
    x = toTile(x, argQT(0), resTile, resSigned, l);
    y = toTile(y, argQT(1), resTile, resSigned, l);
    z = toTile(z, argQT(2), resTile, resSigned, l);
    if (isa<mlir::FloatType>(resTile.getElementType()))
      return math::FmaOp::create(b, l, x, y, z);
    return arith::AddIOp::create(b, l, arith::MulIOp::create(b, l, x, y), z);
  }
  if (op == "broadcast_to") {
    Value x = arg(0);
    return x ? toTile(x, argQT(0), resTile, resSigned, l) : x;
  }
  if (op == "reshape") {
    Value x = arg(0);
    return x ? (Value)ktile::ReshapeOp::create(b, l, resTile, x) : x;
  }
  if (op == "permute" || op == "transpose") {
    Value x = arg(0);
    if (!x)
      return nullptr;
    llvm::SmallVector<int32_t> order;
    if (op == "transpose")
      order = {1, 0};
    else
      for (const TemplateArgument &a :
           callee->getTemplateSpecializationArgs()->get(0).pack_elements())
        order.push_back(a.getAsIntegral().getExtValue());
    return ktile::PermuteOp::create(b, l, resTile, x,
                                    b.getDenseI32ArrayAttr(order));
  }
  if (op == "expand_dims") {
    Value x = arg(0);
    return x ? (Value)ktile::ExpandDimsOp::create(
                   b, l, resTile, x,
                   b.getI32IntegerAttr(templateInt(callee, 0)))
             : x;
  }
  if (op == "sum" || op == "max" || op == "min" || op == "cumsum") {
    Value x = arg(0);
    if (!x)
      return nullptr;
    bool sgn = isSignedQT(argQT(0));
    llvm::StringRef comb = op == "sum" || op == "cumsum" ? "add"
                           : op == "max"                 ? "maximum"
                                                         : "minimum";
    return emitReduce(
        e, x, templateInt(callee, 0), resTy,
        [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
          return arithOp(comb, p, q, sgn, cl);
        },
        op == "cumsum");
  }
  if (op == "argmax") {
    Value x = arg(0);
    if (!x)
      return nullptr;
    int axis = templateInt(callee, 0);
    bool sgn = isSignedQT(argQT(0));
    auto xt = cast<mlir::RankedTensorType>(x.getType());
    // max along the axis, then the smallest index holding it.
    mlir::Type mTy = xt.getRank() == 1 ? xt.getElementType()
                                       : (mlir::Type)mlir::RankedTensorType::get(
                                             resTile.getShape(), xt.getElementType());
    Value m = emitReduce(e, x, axis, mTy,
                         [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
                           return arithOp("maximum", p, q, sgn, cl);
                         });
    if (auto mt = dyn_cast<mlir::RankedTensorType>(m.getType())) {
      llvm::SmallVector<int64_t> s(mt.getShape());
      s.insert(s.begin() + axis, 1);
      m = ktile::ExpandDimsOp::create(
          b, l, mlir::RankedTensorType::get(s, mt.getElementType()), m,
          b.getI32IntegerAttr(axis));
      m = ktile::BroadcastOp::create(b, l, xt, m);
    } else {
      m = ktile::SplatOp::create(b, l, xt, m);
    }
    Value eq = cmpOp("eq", x, m, sgn, l);
    // The index along `axis` at every element.
    int64_t n = xt.getShape()[axis];
    Value idx = ktile::ArangeOp::create(
        b, l, mlir::RankedTensorType::get({n}, b.getI32Type()),
        b.getI64IntegerAttr(0));
    auto idxTy = mlir::RankedTensorType::get(xt.getShape(), b.getI32Type());
    if (xt.getRank() > 1) {
      llvm::SmallVector<int64_t> s(xt.getRank(), 1);
      s[axis] = n;
      idx = ktile::ReshapeOp::create(
          b, l, mlir::RankedTensorType::get(s, b.getI32Type()), idx);
      if (s != llvm::SmallVector<int64_t>(xt.getShape()))
        idx = ktile::BroadcastOp::create(b, l, idxTy, idx);
    }
    Value big = constant(idxTy, INT32_MAX, l);
    Value sel = arith::SelectOp::create(b, l, eq, idx, big);
    return emitReduce(e, sel, axis, resTy,
                      [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
                        return arithOp("minimum", p, q, true, cl);
                      });
  }
  if (op == "reduce") {
    Value x = arg(0), init = arg(1);
    if (!x || !init)
      return nullptr;
    const Expr *fe = args[2]->IgnoreImplicit();
    if (auto *cc = dyn_cast<CXXConstructExpr>(fe); cc && cc->getNumArgs() == 1)
      fe = cc->getArg(0)->IgnoreImplicit();
    auto *lambda = dyn_cast<LambdaExpr>(fe);
    if (!lambda)
      return fail(args[2], "reduce takes a lambda written at the call");
    Value r = emitReduce(e, x, templateInt(callee, 0), resTy,
                         [&](mlir::OpBuilder &, mlir::Location cl, Value p, Value q) {
                           return emitLambdaBody(lambda, p, q, cl);
                         });
    // op(init, result), element-wise.
    init = coerce(init, argQT(1), retQT, l, w);
    return emitLambdaBody(lambda, init, r, l);
  }
  if (op == "mma" || op == "dot") {
    Value x = arg(0), y = arg(1);
    if (!x || !y)
      return nullptr;
    Value acc = op == "mma" ? arg(2) : constant(resTy, 0, l);
    if (!acc)
      return nullptr;
    // Optional last argument: kiln::tile::precision (a constant).
    mlir::UnitAttr tf32;
    unsigned precisionArg = op == "mma" ? 3 : 2;
    if (args.size() > precisionArg) {
      auto p = evalInt(args[precisionArg]);
      if (!p)
        return fail(args[precisionArg],
                    "the precision of '" + op.str() +
                        "' must be a constant (kiln::tile::precision::ieee or ::tf32)");
      if (*p == 1)
        tf32 = b.getUnitAttr();
    }
    return ktile::DotOp::create(b, l, resTile, x, y, acc, tf32);
  }
  return fail(e, "unknown tile primitive 'kiln.tile." + op + "'");
}
