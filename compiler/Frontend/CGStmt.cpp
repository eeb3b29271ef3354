//===- CGStmt.cpp - statements -> cf branches -----------------------------===//
//
// Every local variable is a simt.alloca at the function entry with loads and
// stores (mem2reg promotes them); control flow is cf branches, which keeps
// break/continue/return-anywhere/switch/goto simple and exact.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/Attr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

mlir::Block *FunctionGen::newBlock() {
  auto *b = new mlir::Block();
  func.getBody().push_back(b);
  return b;
}

bool FunctionGen::terminated() {
  mlir::Block *b = builder.getInsertionBlock();
  return !b->empty() && b->back().hasTrait<mlir::OpTrait::IsTerminator>();
}

void FunctionGen::branch(mlir::Block *dest, mlir::Location l,
                         mlir::ValueRange args) {
  if (!terminated())
    mlir::cf::BranchOp::create(builder, l, dest, args);
}

void FunctionGen::startDeadBlock() { setBlock(newBlock()); }

// The back edge carries the hint as the attribute llvm.br has for it
// (`loop_annotation`); the cf-to-LLVM lowering forwards it, and the LLVM IR
// translation makes it the latch's !llvm.loop metadata.
void FunctionGen::backEdge(mlir::Block *dest, mlir::Location l,
                           mlir::Attribute hint) {
  if (terminated())
    return;
  auto br = mlir::cf::BranchOp::create(builder, l, dest, mlir::ValueRange{});
  if (hint)
    br->setAttr("loop_annotation", hint);
}

// nvcc's meaning: `#pragma unroll` unrolls a loop of constant trip count
// completely, `#pragma unroll N` by N, `#pragma unroll 1` not at all.
namespace {
/// The largest `#pragma unroll N` honoured (PTXEmitter caps LLVM's full
/// unrolling of `#pragma unroll` at the same count of iterations).
constexpr int64_t kMaxUnrollCount = 4096;
/// The deepest loop nest compiled. LLVM's loop passes grow with the cube of
/// the depth (400 nested loops: 8 s in the backend, 1000: minutes); nvcc's
/// own tests stop far below this.
constexpr size_t kMaxLoopDepth = 256;
/// The largest `#pragma unroll N` honoured for a loop that can leave early
/// (a `break`, `return` or `goto` in its body). LLVM keeps an exit in every
/// copy, and ScalarEvolution's guard queries walk the chain of copies: the
/// time is cubic in N (a loop of nqueens_bitmask_recursive.cu: 256 copies
/// 0.2 s, 1024 3.2 s, 2048 25 s, 4096 over 60 s; nvcc 0.25 s at 4096).
constexpr int64_t kMaxEarlyExitUnrollCount = 256;

/// Whether `s` (a loop body) can leave the loop other than by its condition:
/// a `return` or `goto` anywhere, a `break` not inside an inner loop or switch.
bool leavesEarly(const Stmt *s, bool inBreakable = false) {
  if (!s)
    return false;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt>(s))
    return true;
  if (isa<BreakStmt>(s))
    return !inBreakable;
  bool inner = inBreakable ||
               isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(s);
  for (const Stmt *c : s->children())
    if (leavesEarly(c, inner))
      return true;
  return false;
}

const Stmt *loopBody(const Stmt *s) {
  if (auto *f = dyn_cast<ForStmt>(s))
    return f->getBody();
  if (auto *w = dyn_cast<WhileStmt>(s))
    return w->getBody();
  if (auto *d = dyn_cast<DoStmt>(s))
    return d->getBody();
  if (auto *r = dyn_cast<CXXForRangeStmt>(s))
    return r->getBody();
  return nullptr;
}
} // namespace

mlir::Attribute FunctionGen::loopHint(const AttributedStmt *s) {
  mlir::MLIRContext *mctx = &cgm.mctx;
  mlir::LLVM::LoopUnrollAttr unroll;
  for (const Attr *a : s->getAttrs()) {
    auto *hint = dyn_cast<LoopHintAttr>(a);
    if (!hint)
      continue;
    mlir::BoolAttr yes = mlir::BoolAttr::get(mctx, true);
    switch (hint->getOption()) {
    case LoopHintAttr::Unroll:
      if (hint->getState() == LoopHintAttr::Disable)
        unroll = mlir::LLVM::LoopUnrollAttr::get(mctx, yes, {}, {}, {}, {}, {}, {});
      else
        unroll = mlir::LLVM::LoopUnrollAttr::get(mctx, {}, {}, {}, yes, {}, {}, {});
      break;
    case LoopHintAttr::UnrollCount: {
      std::optional<int64_t> n = hint->getValue() ? evalInt(hint->getValue()) : std::nullopt;
      if (!n || *n < 1)
        continue;  // nvcc ignores such a pragma (with a warning Clang gave already)
      // LLVM honours any count: #pragma unroll 1000000 over a loop of a
      // million iterations made a million copies and never finished.
      bool early = leavesEarly(loopBody(s->getSubStmt()));
      int64_t cap = early ? kMaxEarlyExitUnrollCount : kMaxUnrollCount;
      if (*n > cap) {
        auto warning = clang::DiagnosticsEngine::Warning;
        unsigned id =
            early ? cgm.diags.getCustomDiagID(
                        warning, "'#pragma unroll %0' is more than Kiln unrolls a loop that can "
                                 "leave early (break, return or goto); unrolling by %1")
                  : cgm.diags.getCustomDiagID(
                        warning, "'#pragma unroll %0' is more than Kiln unrolls; unrolling by %1");
        cgm.diags.Report(hint->getValue()->getExprLoc(), id) << *n << cap;
        n = cap;
      }
      if (*n == 1)
        unroll = mlir::LLVM::LoopUnrollAttr::get(mctx, yes, {}, {}, {}, {}, {}, {});
      else
        unroll = mlir::LLVM::LoopUnrollAttr::get(
            mctx, {}, mlir::IntegerAttr::get(mlir::IntegerType::get(mctx, 32), *n), {}, {}, {}, {}, {});
      break;
    }
    default:
      break;  // vectorize/interleave hints mean nothing on a GPU
    }
  }
  if (!unroll)
    return nullptr;
  return mlir::LLVM::LoopAnnotationAttr::get(mctx, {}, {}, {}, unroll, {}, {}, {}, {}, {}, {}, {}, {}, {},
                                             {}, {});
}


void FunctionGen::emitStmtExpr(const StmtExpr *e,
                               llvm::function_ref<void(const Expr *)> result) {
  const CompoundStmt *cs = e->getSubStmt();
  size_t depth = cleanups.size();
  scopeEnds.push_back(cs->getRBracLoc());
  const Stmt *last = cs->body_empty() ? nullptr : cs->body_back();
  for (const Stmt *c : cs->body()) {
    if (c != last) {
      emitStmt(c);
      continue;
    }
    while (auto *as = dyn_cast<AttributedStmt>(c))
      c = as->getSubStmt();
    if (isa<LabelStmt>(c)) {
      unsupported(c, "a label on the last statement of a statement expression is not "
                     "supported in Kiln device code; put the label before it");
      continue;
    }
    auto *v = dyn_cast<Expr>(c);
    if (v && !e->getType()->isVoidType())
      result(v);
    else
      emitStmt(c);
  }
  popCleanups(depth, loc(cs->getRBracLoc()));
  scopeEnds.pop_back();
}

void FunctionGen::emitStmt(const Stmt *s) {
  // After the first error nothing more is emitted: the module is dropped,
  // and placeholder values must not reach code that trusts them.
  if (!s || cgm.failed())
    return;
  mlir::Location l = loc(s);
  if (auto *e = dyn_cast<Expr>(s)) {
    emitIgnored(e);
    return;
  }
  if (isa<WhileStmt, DoStmt, ForStmt, CXXForRangeStmt>(s) && jumps.size() >= kMaxLoopDepth) {
    cgm.error(s->getBeginLoc(), "loops nested more than " + llvm::Twine(kMaxLoopDepth) +
                                    " deep: Kiln compiles at most " +
                                    llvm::Twine(kMaxLoopDepth) + " nested loops");
    return;
  }
  // A statement's own declarations (an if's or for's init, a condition
  // variable) are destroyed where the statement ends.
  struct ScopeEnd {
    FunctionGen &fg;
    size_t depth;
    mlir::Location l;
    bool active;
    ~ScopeEnd() {
      if (!active)
        return;
      fg.popCleanups(depth, l);
      fg.scopeEnds.pop_back();
    }
  } scopeEnd{*this, cleanups.size(), loc(s->getEndLoc()),
             isa<IfStmt, ForStmt, WhileStmt, CXXForRangeStmt, SwitchStmt, CompoundStmt>(s)};
  if (scopeEnd.active)
    scopeEnds.push_back(s->getEndLoc());
  switch (s->getStmtClass()) {
  case Stmt::CompoundStmtClass: {
    for (const Stmt *c : cast<CompoundStmt>(s)->body())
      emitStmt(c);
    scopeEnd.l = loc(cast<CompoundStmt>(s)->getRBracLoc());
    return;
  }
  case Stmt::NullStmtClass:
    return;
  case Stmt::DeclStmtClass:
    for (const Decl *d : cast<DeclStmt>(s)->decls())
      emitDecl(d);
    return;
  case Stmt::AttributedStmtClass: {
    auto *as = cast<AttributedStmt>(s);
    // [syncengine] A statement opted out of the sync checks.
    if (ModuleGen::optsOutOfSyncChecks(as->getAttrs()))
      cgm.exemptFromSyncChecks(as->getSubStmt()->getSourceRange());
    pendingLoopHint = loopHint(as);
    emitStmt(as->getSubStmt());
    pendingLoopHint = nullptr;
    return;
  }
  case Stmt::IfStmtClass: {
    auto *is = cast<IfStmt>(s);
    if (is->getInit())
      emitStmt(is->getInit());
    if (is->getConditionVariable())
      emitLocalVar(is->getConditionVariable());
    if (is->isConstexpr() || is->isConsteval()) {
      bool taken = true;
      if (is->isConstexpr()) {
        auto v = evalInt(is->getCond());
        taken = v && *v;
      } else {
        taken = !is->isNegatedConsteval() ? false : true;
      }
      emitStmt(taken ? is->getThen() : is->getElse());
      return;
    }
    Value c = emitCond(is->getCond());
    mlir::Block *thenB = newBlock(), *elseB = is->getElse() ? newBlock() : nullptr;
    mlir::Block *join = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, c, thenB, mlir::ValueRange{},
                                   elseB ? elseB : join, mlir::ValueRange{});
    setBlock(thenB);
    emitStmt(is->getThen());
    branch(join, l);
    if (elseB) {
      setBlock(elseB);
      emitStmt(is->getElse());
      branch(join, l);
    }
    place(join);
    return;
  }
  case Stmt::WhileStmtClass: {
    auto *ws = cast<WhileStmt>(s);
    mlir::Attribute hint = takeLoopHint();
    mlir::Block *condB = newBlock(), *bodyB = newBlock(), *exitB = newBlock();
    branch(condB, l);
    setBlock(condB);
    // An object declared in the condition is made for every iteration and
    // destroyed at its end (continue too); a failed test or a break leaves
    // through exitB, where the statement's end destroys it.
    size_t condDepth = cleanups.size();
    if (ws->getConditionVariable())
      emitLocalVar(ws->getConditionVariable());
    bool perIteration = cleanups.size() > condDepth;
    mlir::Block *latchB = perIteration ? newBlock() : condB;
    Value c = emitCond(ws->getCond());
    mlir::cf::CondBranchOp::create(builder, l, c, bodyB, mlir::ValueRange{},
                                   exitB, mlir::ValueRange{});
    setBlock(bodyB);
    jumps.push_back({exitB, latchB, cleanups.size()});
    emitStmt(ws->getBody());
    jumps.pop_back();
    if (perIteration) {
      branch(latchB, l);
      place(latchB);
      emitCleanups(condDepth, l);
    }
    backEdge(condB, l, hint);
    place(exitB);
    return;
  }
  case Stmt::DoStmtClass: {
    auto *ds = cast<DoStmt>(s);
    mlir::Attribute hint = takeLoopHint();
    mlir::Block *bodyB = newBlock(), *condB = newBlock(), *exitB = newBlock();
    branch(bodyB, l);
    setBlock(bodyB);
    jumps.push_back({exitB, condB, cleanups.size()});
    emitStmt(ds->getBody());
    jumps.pop_back();
    branch(condB, l);
    setBlock(condB);
    Value c = emitCond(ds->getCond());
    auto latch = mlir::cf::CondBranchOp::create(builder, l, c, bodyB, mlir::ValueRange{},
                                                exitB, mlir::ValueRange{});
    if (hint)
      latch->setAttr("loop_annotation", hint);
    place(exitB);
    return;
  }
  case Stmt::ForStmtClass: {
    auto *fs = cast<ForStmt>(s);
    mlir::Attribute hint = takeLoopHint();
    if (fs->getInit())
      emitStmt(fs->getInit());
    mlir::Block *condB = newBlock(), *bodyB = newBlock(), *incB = newBlock(),
                *exitB = newBlock();
    branch(condB, l);
    setBlock(condB);
    // A condition's object lives through the body and the increment
    // (`for (i; T x = c; inc)` is `{ i; while (T x = c) { body; inc; } }`).
    size_t condDepth = cleanups.size();
    if (fs->getConditionVariable())
      emitLocalVar(fs->getConditionVariable());
    if (fs->getCond()) {
      Value c = emitCond(fs->getCond());
      mlir::cf::CondBranchOp::create(builder, l, c, bodyB, mlir::ValueRange{},
                                     exitB, mlir::ValueRange{});
    } else {
      branch(bodyB, l);
    }
    setBlock(bodyB);
    jumps.push_back({exitB, incB, cleanups.size()});
    emitStmt(fs->getBody());
    jumps.pop_back();
    branch(incB, l);
    place(incB);
    if (fs->getInc())
      emitIgnored(fs->getInc());
    emitCleanups(condDepth, l);
    backEdge(condB, l, hint);
    place(exitB);
    return;
  }
  case Stmt::CXXForRangeStmtClass: {
    auto *fr = cast<CXXForRangeStmt>(s);
    mlir::Attribute hint = takeLoopHint();
    if (fr->getInit())
      emitStmt(fr->getInit());
    emitStmt(fr->getRangeStmt());
    emitStmt(fr->getBeginStmt());
    emitStmt(fr->getEndStmt());
    mlir::Block *condB = newBlock(), *bodyB = newBlock(), *incB = newBlock(),
                *exitB = newBlock();
    branch(condB, l);
    setBlock(condB);
    Value c = emitCond(fr->getCond());
    mlir::cf::CondBranchOp::create(builder, l, c, bodyB, mlir::ValueRange{},
                                   exitB, mlir::ValueRange{});
    setBlock(bodyB);
    emitStmt(fr->getLoopVarStmt());
    jumps.push_back({exitB, incB, cleanups.size()});
    emitStmt(fr->getBody());
    jumps.pop_back();
    branch(incB, l);
    place(incB);
    emitIgnored(fr->getInc());
    backEdge(condB, l, hint);
    place(exitB);
    return;
  }
  case Stmt::BreakStmtClass:
  case Stmt::ContinueStmtClass: {
    bool isBreak = isa<BreakStmt>(s);
    mlir::Block *target = nullptr;
    size_t depth = 0;
    for (auto it = jumps.rbegin(); it != jumps.rend() && !target; ++it) {
      target = isBreak ? it->breakTo : it->continueTo;
      depth = it->cleanupDepth;
    }
    if (!target) {
      cgm.error(s->getBeginLoc(), "break/continue outside a loop or switch");
      return;
    }
    emitCleanups(depth, l);
    branch(target, l);
    startDeadBlock();
    return;
  }
  case Stmt::ReturnStmtClass: {
    auto *rs = cast<ReturnStmt>(s);
    // (A self tail call jumps back to the start: only without locals to destroy.)
    if (rs->getRetValue() && cleanups.empty() && !isa<ExprWithCleanups>(rs->getRetValue()) &&
        emitTailReturn(rs->getRetValue())) {
      startDeadBlock();
      return;
    }
    // A returned local the return value is made of in place (NRVO): its
    // bytes are the return value and it is not destroyed.
    const VarDecl *nrvo = rs->getNRVOCandidate();
    if (nrvo && !(nrvo->isNRVOVariable() && locals.count(nrvo) &&
                  llvm::any_of(cleanups, [&](const Cleanup &c) { return c.var == nrvo; })))
      nrvo = nullptr;
    if (const Expr *rv = rs->getRetValue()) {
      if (nrvo && returnSlot) {
        createStore(builder, l,
                    coerce(load(LValue{locals.lookup(nrvo)}, nrvo->getType(), l),
                           func.getResultTypes()[0], l),
                    returnSlot);
      } else if (fd->getReturnType()->isReferenceType()) {
        Value a = toGeneric(emitLValue(rv).addr, l);
        createStore(builder, l, coerce(a, func.getResultTypes()[0], l),
                              returnSlot);
      } else if (returnSlot && fd->getReturnType()->isRecordType() &&
                 cast<simt::PtrType>(returnSlot.getType()).getElementType() ==
                     cgm.memType(fd->getReturnType(), rv->getExprLoc())) {
        // A returned object is built in the return slot, as Clang's return
        // value slot: with a temporary per `return`, LLVM merged the copies
        // out of them into one load through a phi of their addresses, which
        // kept every temporary in local memory (a parser's
        // `return cuda::std::nullopt;` paths).
        emitInto(rv, returnSlot);
      } else if (returnSlot) {
        Value v = emitScalar(rv);
        if (v)
          createStore(builder, l,
                                coerce(v, func.getResultTypes()[0], l), returnSlot);
      } else {
        emitIgnored(rv);
      }
    }
    emitCleanups(0, l, nrvo);
    branch(returnBlock, l);
    startDeadBlock();
    return;
  }
  case Stmt::SwitchStmtClass: {
    auto *ss = cast<SwitchStmt>(s);
    if (ss->getInit())
      emitStmt(ss->getInit());
    if (ss->getConditionVariable())
      emitLocalVar(ss->getConditionVariable());
    Value c = emitScalar(ss->getCond());
    SwitchState state;
    mlir::Block *exitB = newBlock();
    mlir::Block *defaultB = exitB;
    llvm::SmallVector<llvm::APInt> values;
    llvm::SmallVector<mlir::Block *> dests;
    struct Range {
      llvm::APInt lo, hi;
      mlir::Block *dest;
    };
    llvm::SmallVector<Range> ranges; // GNU `case lo ... hi:`
    for (const SwitchCase *sc = ss->getSwitchCaseList(); sc;
         sc = sc->getNextSwitchCase()) {
      mlir::Block *b = newBlock();
      state.blocks[sc] = b;
      if (isa<DefaultStmt>(sc)) {
        defaultB = b;
        continue;
      }
      auto *cs = cast<CaseStmt>(sc);
      unsigned width = c.getType().getIntOrFloatBitWidth();
      if (cs->getRHS()) {
        auto lo = evalInt(cs->getLHS()), hi = evalInt(cs->getRHS());
        if (lo && hi && *lo <= *hi) // an empty range never matches
          ranges.push_back({llvm::APInt(width, *lo, true), llvm::APInt(width, *hi, true), b});
        continue;
      }
      auto v = evalInt(cs->getLHS());
      if (!v)
        continue;
      values.push_back(llvm::APInt(width, *v, /*isSigned=*/true));
      dests.push_back(b);
    }
    // Cases were collected in reverse source order.
    std::reverse(values.begin(), values.end());
    std::reverse(dests.begin(), dests.end());
    std::reverse(ranges.begin(), ranges.end());
    llvm::SmallVector<mlir::ValueRange> operands(dests.size(), mlir::ValueRange{});
    // Ranges are tested where the switch finds no single value: c - lo <= hi - lo
    // (unsigned), for each range in order, then the default.
    mlir::Block *rangeTests = ranges.empty() ? nullptr : newBlock();
    mlir::cf::SwitchOp::create(builder, l, c, rangeTests ? rangeTests : defaultB,
                               mlir::ValueRange{}, values, dests, operands);
    if (rangeTests) {
      setBlock(rangeTests);
      for (const Range &r : ranges) {
        mlir::Type t = c.getType();
        Value offset = mlir::arith::SubIOp::create(
            builder, l, c, mlir::arith::ConstantOp::create(builder, l, builder.getIntegerAttr(t, r.lo)));
        Value inRange = mlir::arith::CmpIOp::create(
            builder, l, mlir::arith::CmpIPredicate::ule, offset,
            mlir::arith::ConstantOp::create(builder, l, builder.getIntegerAttr(t, r.hi - r.lo)));
        mlir::Block *next = newBlock();
        mlir::cf::CondBranchOp::create(builder, l, inRange, r.dest, mlir::ValueRange{}, next,
                                       mlir::ValueRange{});
        setBlock(next);
      }
      branch(defaultB, l);
    }
    startDeadBlock();
    switches.push_back(&state);
    jumps.push_back({exitB, nullptr, cleanups.size()});
    emitStmt(ss->getBody());
    jumps.pop_back();
    switches.pop_back();
    branch(exitB, l);
    place(exitB);
    return;
  }
  case Stmt::CaseStmtClass:
  case Stmt::DefaultStmtClass: {
    auto *sc = cast<SwitchCase>(s);
    mlir::Block *b = nullptr;
    for (auto it = switches.rbegin(); it != switches.rend() && !b; ++it)
      b = (*it)->blocks.lookup(sc);
    if (!b) {
      cgm.error(s->getBeginLoc(), "case label outside a switch");
      return;
    }
    branch(b, l); // fallthrough
    place(b);
    emitStmt(sc->getSubStmt());
    return;
  }
  case Stmt::LabelStmtClass: {
    auto *ls = cast<LabelStmt>(s);
    mlir::Block *&b = labels[ls->getDecl()];
    if (!b)
      b = newBlock();
    branch(b, l);
    place(b);
    emitStmt(ls->getSubStmt());
    return;
  }
  case Stmt::GotoStmtClass: {
    // Leaving scopes destroys what they declared, as break and return do.
    const LabelDecl *label = cast<GotoStmt>(s)->getLabel();
    if (const LabelStmt *target = label->getStmt())
      emitCleanups(cleanupsLiveAt(target), l);
    mlir::Block *&b = labels[label];
    if (!b)
      b = newBlock();
    branch(b, l);
    startDeadBlock();
    return;
  }
  case Stmt::GCCAsmStmtClass:
    emitAsm(cast<GCCAsmStmt>(s));
    return;
  default:
    unsupported(s);
    return;
  }
}
