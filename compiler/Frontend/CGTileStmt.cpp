//===- CGTileStmt.cpp - tile kernels: statements --------------------------===//
//
// The body of a tile kernel: declarations bind SSA values to variables;
// counted for loops, while and do-while loops and if statements become
// scf.for, scf.while and scf.if carrying the variables they assign.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGTile.h"
#include "dialects/tile/IR/TileDialect.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace scf = mlir::scf;
namespace ktile = kiln::tile;
using mlir::Value;

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

std::pair<bool, bool> TileGen::jumpsIn(const Stmt *s) {
  if (!s)
    return {false, false};
  if (isa<BreakStmt>(s))
    return {true, false};
  if (isa<ContinueStmt>(s))
    return {false, true};
  // Jumps inside these belong to them.
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt, LambdaExpr>(s))
    return {false, false};
  std::pair<bool, bool> out{false, false};
  for (const Stmt *c : s->children()) {
    auto [b, k] = jumpsIn(c);
    out.first |= b;
    out.second |= k;
  }
  return out;
}

const VarDecl *TileGen::flagVar(const char *name) {
  auto *dc = const_cast<FunctionDecl *>(fd);
  VarDecl *v = VarDecl::Create(ctx, dc, fd->getLocation(), fd->getLocation(),
                               &ctx.Idents.get(name), ctx.BoolTy, nullptr,
                               SC_None);
  v->setImplicit();
  return v;
}

bool TileGen::enterLoop(const Stmt *body) {
  auto [hasBreak, hasContinue] = jumpsIn(body);
  LoopFlags f;
  if (hasBreak)
    f.brk = flagVar("__kiln_break");
  if (hasContinue)
    f.cont = flagVar("__kiln_continue");
  loops.push_back(f);
  return hasBreak || hasContinue;
}

llvm::SmallVector<const VarDecl *> TileGen::carriedBy(const Stmt *s) {
  llvm::SmallVector<const VarDecl *> out = assignedIn(s);
  if (loops.empty())
    return out;
  auto [hasBreak, hasContinue] = jumpsIn(s);
  const LoopFlags &f = loops.back();
  if (hasBreak && f.brk && vars.count(f.brk))
    out.push_back(f.brk);
  if (hasContinue && f.cont && vars.count(f.cont))
    out.push_back(f.cont);
  return out;
}

Value TileGen::notJumped(mlir::Location l) {
  const LoopFlags &f = loops.back();
  Value jumped = constant(b.getI1Type(), 0, l);
  for (const VarDecl *v : {f.brk, f.cont})
    if (v && vars.count(v))
      jumped = arith::OrIOp::create(b, l, jumped, vars[v]);
  return arith::XOrIOp::create(b, l, jumped, constant(b.getI1Type(), 1, l));
}

void TileGen::emitStmts(llvm::ArrayRef<const Stmt *> list) {
  for (size_t i = 0; i < list.size(); ++i) {
    emitStmt(list[i]);
    if (loops.empty() || i + 1 == list.size())
      continue;
    auto [hasBreak, hasContinue] = jumpsIn(list[i]);
    if (!hasBreak && !hasContinue)
      continue;
    // The rest of the list runs only if nothing jumped: an scf.if carrying
    // what the rest assigns (flags included).
    llvm::ArrayRef<const Stmt *> rest = list.drop_front(i + 1);
    mlir::Location l = loc(rest.front());
    llvm::SmallVector<const VarDecl *> carried;
    llvm::DenseSet<const VarDecl *> seen;
    for (const Stmt *r : rest)
      for (const VarDecl *v : carriedBy(r))
        if (seen.insert(v).second)
          carried.push_back(v);
    llvm::SmallVector<mlir::Type> types;
    for (const VarDecl *v : carried)
      types.push_back(vars[v].getType());
    auto ifOp = scf::IfOp::create(b, l, types, notJumped(l), /*withElse=*/true);
    auto saved = vars;
    {
      mlir::OpBuilder::InsertionGuard guard(b);
      mlir::Block *then = ifOp.thenBlock();
      if (!then->empty())
        then->back().erase();
      b.setInsertionPointToEnd(then);
      emitStmts(rest);
      llvm::SmallVector<Value> yielded;
      for (const VarDecl *v : carried)
        yielded.push_back(vars[v]);
      scf::YieldOp::create(b, l, yielded);
      mlir::Block *els = ifOp.elseBlock();
      if (!els->empty())
        els->back().erase();
      b.setInsertionPointToEnd(els);
      yielded.clear();
      for (const VarDecl *v : carried)
        yielded.push_back(saved[v]);
      scf::YieldOp::create(b, l, yielded);
    }
    vars = saved;
    for (auto [k, v] : llvm::enumerate(carried))
      vars[v] = ifOp.getResult(k);
    return;
  }
}

void TileGen::emitStmt(const Stmt *s) {
  if (!s || isa<NullStmt>(s))
    return;
  if (auto *cs = dyn_cast<CompoundStmt>(s)) {
    llvm::SmallVector<const Stmt *> list(cs->body().begin(), cs->body().end());
    emitStmts(list);
    return;
  }
  if (isa<BreakStmt, ContinueStmt>(s)) {
    const VarDecl *flag = nullptr;
    if (!loops.empty())
      flag = isa<BreakStmt>(s) ? loops.back().brk : loops.back().cont;
    if (!flag) {
      fail(s, "break and continue in tile kernels leave for, while and do "
              "loops only");
      return;
    }
    vars[flag] = constant(b.getI1Type(), 1, loc(s));
    return;
  }
  if (auto *ds = dyn_cast<DeclStmt>(s))
    return emitDecl(ds);
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
    fail(s, inlined.empty()
                ? "tile kernels support only a final 'return;'"
                : "a tile kernel helper returns once, at the end of its body");
    return;
  }
  fail(s, llvm::Twine("'") + s->getStmtClassName() +
              "' is not supported in tile kernels (counted for loops, while "
              "and do-while loops, break, continue, if, declarations and "
              "expressions are)");
}

void TileGen::emitDecl(const DeclStmt *ds) {
  const Stmt *s = ds;
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
    if (const LambdaExpr *lambda = v->getInit() ? lambdaOf(v->getInit()) : nullptr) {
      lambdas[v] = lambda; // inlined where reduce/scan name it
      continue;
    }
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
  enterLoop(s->getBody());
  struct Pop {
    llvm::SmallVector<LoopFlags> &loops;
    ~Pop() { loops.pop_back(); }
  } pop{loops};
  if (loops.back().brk)
    return emitForWithBreak(s, iv, lb, ub, step, ivQT->isUnsignedIntegerType());
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
  if (const VarDecl *c = loops.back().cont)
    vars[c] = constant(b.getI1Type(), 0, l);
  emitStmt(s->getBody());
  llvm::SmallVector<Value> yielded;
  for (const VarDecl *v : carried)
    yielded.push_back(vars[v]);
  scf::YieldOp::create(b, l, yielded);
  vars.erase(iv);
  for (auto [i, v] : llvm::enumerate(carried))
    vars[v] = forOp.getResult(i);
}

/// A counted loop with a break: scf.while carrying the induction variable,
/// what the body assigns and the break flag; it runs while `iv < ub` and
/// nothing broke.
void TileGen::emitForWithBreak(const ForStmt *s, const VarDecl *iv, Value lb,
                               Value ub, Value step, bool isUnsigned) {
  mlir::Location l = loc(s);
  const LoopFlags &f = loops.back();
  vars[iv] = lb;
  vars[f.brk] = constant(b.getI1Type(), 0, l);
  llvm::SmallVector<const VarDecl *> carried{iv};
  for (const VarDecl *v : assignedIn(s->getBody()))
    if (v != iv)
      carried.push_back(v);
  carried.push_back(f.brk);
  emitCarriedWhile(
      l, carried,
      [&] {
        Value inRange = arith::CmpIOp::create(
            b, l, isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt,
            vars[iv], ub);
        return Value(arith::AndIOp::create(b, l, inRange, notJumped(l)));
      },
      [&] {
        if (f.cont)
          vars[f.cont] = constant(b.getI1Type(), 0, l);
        emitStmt(s->getBody());
        vars[iv] = arith::AddIOp::create(b, l, vars[iv], step);
      });
  vars.erase(iv);
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
  enterLoop(body);
  struct Pop {
    llvm::SmallVector<LoopFlags> &loops;
    ~Pop() { loops.pop_back(); }
  } pop{loops};
  const LoopFlags f = loops.back();
  if (f.brk) {
    vars[f.brk] = constant(b.getI1Type(), 0, l);
    carried.push_back(f.brk);
  }
  emitCarriedWhile(
      l, carried,
      [&] {
        if (bodyFirst) {
          if (f.cont)
            vars[f.cont] = constant(b.getI1Type(), 0, l);
          emitStmt(body);
        }
        Value c = emitScalarCond(cond, bodyFirst ? "a do-while loop" : "a while loop",
                                 "reduce the tile first, e.g. max<0>(t) > x");
        if (!c)
          c = constant(b.getI1Type(), 0, l);
        // After a break the loop ends (the condition is still evaluated: it
        // is pure); a do-while's continue goes to the condition.
        if (f.brk)
          c = arith::AndIOp::create(
              b, l, c,
              arith::XOrIOp::create(b, l, vars[f.brk], constant(b.getI1Type(), 1, l)));
        return c;
      },
      [&] {
        if (!bodyFirst) {
          if (f.cont)
            vars[f.cont] = constant(b.getI1Type(), 0, l);
          emitStmt(body);
        }
      });
}

/// An scf.while carrying `carried`: each variable's current value goes in,
/// its final value comes out. `condition` emits the before region's i1 and
/// `body` the after region; in both, `vars` maps the carried variables to the
/// region's arguments.
void TileGen::emitCarriedWhile(mlir::Location l, llvm::ArrayRef<const VarDecl *> carried,
                               llvm::function_ref<Value()> condition,
                               llvm::function_ref<void()> body) {
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
    bind(b.createBlock(&loop.getBefore(), {}, types, locs));
    Value c = condition();
    scf::ConditionOp::create(b, l, c, current());
    bind(b.createBlock(&loop.getAfter(), {}, types, locs));
    body();
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
  llvm::SmallVector<const VarDecl *> carried = carriedBy(s);
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
