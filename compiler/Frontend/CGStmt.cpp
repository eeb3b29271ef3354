//===- CGStmt.cpp - statements -> cf branches -----------------------------===//
//
// Every local variable is a simt.alloca at the function entry with loads and
// stores (mem2reg promotes them); control flow is cf branches, which keeps
// break/continue/return-anywhere/switch/goto simple and exact.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGVirtual.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

namespace {
/// Variables whose pointer value may be replaced wholesale (plain `=`) or
/// whose address escapes: their pointer-typed storage must be generic.
struct ReassignFinder : RecursiveASTVisitor<ReassignFinder> {
  llvm::DenseSet<const VarDecl *> &out;
  explicit ReassignFinder(llvm::DenseSet<const VarDecl *> &out) : out(out) {}
  static const VarDecl *var(const Expr *e) {
    if (auto *dr = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(dr->getDecl());
    return nullptr;
  }
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b->getOpcode() == BO_Assign)
      if (const VarDecl *v = var(b->getLHS()))
        out.insert(v);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *u) {
    if (u->getOpcode() == UO_AddrOf)
      if (const VarDecl *v = var(u->getSubExpr()))
        out.insert(v);
    return true;
  }
  bool VisitVarDecl(VarDecl *d) {
    if (d->getType()->isReferenceType() && d->getInit())
      if (const VarDecl *v = var(d->getInit()))
        out.insert(v);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *l) {
    for (const LambdaCapture &c : l->captures())
      if (c.capturesVariable() && c.getCaptureKind() == LCK_ByRef)
        if (auto *v = dyn_cast<VarDecl>(c.getCapturedVar()))
          out.insert(v);
    return true;
  }
  bool VisitCallExpr(CallExpr *c) {
    // Passing a pointer variable by reference lets the callee reassign it.
    const FunctionDecl *fd = c->getDirectCallee();
    if (!fd)
      return true;
    unsigned offset = isa<CXXOperatorCallExpr>(c) && isa<CXXMethodDecl>(fd) ? 1 : 0;
    for (unsigned i = offset; i < c->getNumArgs(); ++i) {
      unsigned p = i - offset;
      if (p < fd->getNumParams() && fd->getParamDecl(p)->getType()->isReferenceType())
        if (const VarDecl *v = var(c->getArg(i)))
          out.insert(v);
    }
    return true;
  }
};
} // namespace

FunctionGen::FunctionGen(ModuleGen &cgm, const FunctionDecl *fd,
                         mlir::func::FuncOp func)
    : cgm(cgm), ctx(cgm.ctx), fd(fd), func(func), builder(&cgm.mctx),
      allocaBuilder(&cgm.mctx) {
  isKernel = fd->hasAttr<CUDAGlobalAttr>();
}

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
      if (*n > kMaxUnrollCount) {
        unsigned id = cgm.diags.getCustomDiagID(
            clang::DiagnosticsEngine::Warning,
            "'#pragma unroll %0' is more than Kiln unrolls; unrolling by %1");
        cgm.diags.Report(hint->getValue()->getExprLoc(), id) << *n << kMaxUnrollCount;
        n = kMaxUnrollCount;
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

Value FunctionGen::alloca(mlir::Type t, mlir::Location l, uint64_t align) {
  auto ptrTy = simt::PtrType::get(&cgm.mctx, t, simt::AddressSpace::Local);
  allocaBuilder.setInsertionPointToStart(&func.getBody().front());
  mlir::IntegerAttr alignAttr;
  if (align)
    alignAttr = allocaBuilder.getI64IntegerAttr(align);
  return simt::AllocaOp::create(allocaBuilder, l, ptrTy, /*count=*/1, alignAttr);
}

/// The base-class part of an inheriting constructor (`using Base::Base;`):
/// Sema gives the derived constructor the base constructor's parameters and a
/// CXXInheritedCtorInitExpr standing for "the base constructor, called with
/// them"; they are forwarded as they arrived (values and references alike).
void FunctionGen::emitInheritedConstructorCall(const CXXInheritedCtorInitExpr *e, Value dest,
                                               mlir::Block *entry) {
  mlir::Location l = loc(e->getExprLoc());
  const CXXConstructorDecl *ctor = e->getConstructor();
  mlir::func::FuncOp callee = cgm.getFunction(ctor, e->getExprLoc());
  if (!callee)
    return;
  llvm::SmallVector<Value> args{coerce(toGeneric(dest, l), callee.getArgumentTypes()[0], l)};
  // Argument 0 of this function is `this`; the parameters follow.
  for (unsigned i = 0; i < fd->getNumParams() && i + 1 < callee.getNumArguments(); ++i)
    args.push_back(coerce(entry->getArgument(i + 1), callee.getArgumentTypes()[i + 1], l));
  auto call = mlir::func::CallOp::create(builder, l, callee, args);
  if (callee.getNoInline())
    call.setNoInline(true);
}

void FunctionGen::emitBody() {
  const FunctionDecl *def = fd;
  Stmt *body = def->getBody();
  mlir::Block *entry = func.addEntryBlock();
  allocaBuilder.setInsertionPointToStart(entry);
  setBlock(entry);
  mlir::Location fl = loc(fd->getLocation());
  if (body) {
    ReassignFinder finder(reassigned);
    finder.TraverseStmt(body);
    if (auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
      for (const CXXCtorInitializer *init : ctor->inits())
        finder.TraverseStmt(init->getInit());
  }

  unsigned argIndex = 0;
  if (auto *md = dyn_cast<CXXMethodDecl>(fd); md && md->isInstance())
    thisPtr = entry->getArgument(argIndex++);
  for (const ParmVarDecl *p : fd->parameters()) {
    Value arg = entry->getArgument(argIndex++);
    mlir::Location pl = loc(p->getLocation());
    QualType t = p->getType();
    if (t->isReferenceType()) {
      references[p] = arg;
      continue;
    }
    if (!isKernel && cgm.passedIndirectly(t)) {
      locals[p] = arg; // the caller's temporary is the parameter
      continue;
    }
    if (isKernel && t->isPointerType()) {
      QualType pointee = t->getPointeeType();
      if (pointee.isConstQualified() && t.isRestrictQualified())
        invariantParams.insert(p);
      if (reassigned.contains(p)) {
        invariantParams.erase(p);
        arg = toGeneric(arg, pl);
      }
    }
    mlir::Type storageTy = arg.getType();
    if (storageTy.isInteger(1))
      storageTy = builder.getI8Type();
    Value slot = alloca(storageTy, pl, ctx.getDeclAlign(p).getQuantity());
    locals[p] = slot;
    if (arg.getType().isInteger(1))
      arg = mlir::arith::ExtUIOp::create(builder, pl, builder.getI8Type(), arg);
    createStore(builder, pl, arg, slot);
  }
  paramsSetUpEnd = entry->empty() ? nullptr : &entry->back();
  if (func.getNumResults())
    returnSlot = alloca(func.getResultTypes()[0], fl);
  returnBlock = new mlir::Block();

  // A C2/D2 variant has no construction vtables to store (CGVirtual.cpp):
  // its code must not need the object's dynamic type.
  if (baseVariant)
    if (const Stmt *use = dynamicTypeUse(fd)) {
      cgm.error(use->getBeginLoc(),
                "'" + fd->getQualifiedNameAsString() +
                    "' uses the object's dynamic type (a virtual call, a virtual base, or "
                    "'this' handed on) while it builds or destroys a base subobject of a class "
                    "with virtual bases, which needs construction vtables that kilnc does not "
                    "build; move this code to the most-derived class's constructor, or use "
                    "only the class's own members here");
      cgm.note(fd->getLocation(), "the function, built as a base subobject's, is here");
    }
  if (auto *ctor = dyn_cast<CXXConstructorDecl>(fd)) {
    const CXXRecordDecl *rd = ctor->getParent();
    // A dynamic class's vptr, once the bases are built (CGVirtual.cpp).
    bool vptrPending = rd->isDynamicClass() && !baseVariant;
    auto storeVPtrOnce = [&] {
      if (std::exchange(vptrPending, false))
        storeVPtr(*this, rd, thisPtr, fl, ctor->getLocation());
    };
    for (const CXXCtorInitializer *init : ctor->inits()) {
      mlir::Location il = loc(init->getSourceLocation());
      if (!init->isBaseInitializer())
        storeVPtrOnce();
      if (init->isAnyMemberInitializer()) {
        // Members of anonymous unions and structs are reached through the
        // chain of unnamed fields that holds them.
        LValue field{thisPtr};
        const FieldDecl *f = init->getAnyMember();
        if (const IndirectFieldDecl *indirect = init->getIndirectMember()) {
          for (const NamedDecl *step : indirect->chain())
            field = fieldLValue(field, cast<FieldDecl>(step), il);
        } else {
          field = fieldLValue(field, f, il);
        }
        if (field.bitField)
          storeLValue(emitScalar(init->getInit()), field, f->getType(), il);
        else if (f->getType()->isReferenceType())
          store(toGeneric(emitLValue(init->getInit()).addr, il), field.addr,
                f->getType(), il);
        else
          emitInto(init->getInit(), field.addr);
      } else if (init->isBaseInitializer()) {
        // A virtual base is the most-derived class's to build.
        if (init->isBaseVirtual() && baseVariant)
          continue;
        const CXXRecordDecl *base = init->getBaseClass()->getAsCXXRecordDecl();
        auto *inherited = dyn_cast<CXXInheritedCtorInitExpr>(init->getInit()->IgnoreImplicit());
        Value baseAddr = cgm.baseAddress(builder, thisPtr, rd, base, il);
        if (!baseAddr) { // empty base: run the initializer for effects only
          if (inherited)
            emitInheritedConstructorCall(inherited, thisPtr, entry);
          else
            emitIgnored(init->getInit());
          continue;
        }
        if (inherited)
          emitInheritedConstructorCall(inherited, baseAddr, entry);
        else
          emitInto(init->getInit(), baseAddr);
      } else if (init->isDelegatingInitializer()) {
        // `S() : S(0, 1.0f) {}`: the target constructor builds the whole
        // object (bases, members, vptr) in place; this one's body follows.
        emitInto(init->getInit(), thisPtr);
      } else {
        cgm.error(init->getSourceLocation(), "this constructor initializer is not supported");
      }
    }
    storeVPtrOnce();
  }

  // A destructor of a dynamic class sees its own class's virtual functions.
  if (auto *dtor = dyn_cast<CXXDestructorDecl>(fd);
      dtor && dtor->getParent()->isDynamicClass() && !baseVariant)
    storeVPtr(*this, dtor->getParent(), thisPtr, fl, dtor->getLocation());

  // Sema gives the invoker an empty body; its meaning is CodeGen's.
  if (auto *md = dyn_cast<CXXMethodDecl>(fd); md && md->isLambdaStaticInvoker())
    emitLambdaStaticInvokerBody(md);
  else if (body)
    emitStmt(body);
  branch(returnBlock, fl);
  func.getBody().push_back(returnBlock);
  setBlock(returnBlock);
  // After a destructor's body (and its returns): the members' and the bases'
  // destructors, in reverse order of construction, as C++ runs them.
  if (auto *dtor = dyn_cast<CXXDestructorDecl>(fd))
    destroyMembersAndBases(dtor, fl);
  if (returnSlot) {
    Value v = simt::LoadOp::create(builder, fl, func.getResultTypes()[0],
                                   returnSlot, false, false, nullptr);
    mlir::func::ReturnOp::create(builder, fl, v);
  } else {
    mlir::func::ReturnOp::create(builder, fl);
  }
  // Unreachable blocks (after return/break) may be empty or unterminated:
  // drop those nothing branches to, terminate the rest.
  bool changed = true;
  while (changed) {
    changed = false;
    for (mlir::Block &b : llvm::make_early_inc_range(func.getBody())) {
      if (&b == entry || &b == returnBlock || !b.use_empty())
        continue;
      b.dropAllDefinedValueUses();
      b.erase();
      changed = true;
    }
  }
  for (mlir::Block &b : func.getBody()) {
    if (b.empty() || !b.back().hasTrait<mlir::OpTrait::IsTerminator>()) {
      builder.setInsertionPointToEnd(&b);
      mlir::cf::BranchOp::create(builder, fl, returnBlock);
    }
  }
}

/// The body Clang's AST leaves out of a stateless lambda's static invoker
/// (what `float (*f)(float) = [](float v) { ... };` points at): operator() of
/// a lambda that holds nothing, called with the invoker's arguments, as
/// Clang's CodeGenFunction::EmitLambdaStaticInvokeBody emits it.
void FunctionGen::emitLambdaStaticInvokerBody(const CXXMethodDecl *invoker) {
  mlir::Location l = loc(invoker->getLocation());
  const CXXMethodDecl *callOp = invoker->getParent()->getLambdaCallOperator();
  if (const TemplateArgumentList *targs = invoker->getTemplateSpecializationArgs()) {
    // A generic lambda: the call operator specialised as the invoker is.
    void *pos = nullptr;
    FunctionTemplateDecl *tmpl = callOp->getDescribedFunctionTemplate();
    callOp = tmpl ? dyn_cast_or_null<CXXMethodDecl>(
                        tmpl->findSpecialization(targs->asArray(), pos))
                  : nullptr;
  }
  if (!callOp) {
    cgm.error(invoker->getLocation(),
              "converting this generic lambda to a function pointer is not supported");
    return;
  }
  mlir::func::FuncOp callee = cgm.getFunction(callOp, invoker->getLocation());
  if (!callee)
    return;
  auto thisTy = cast<simt::PtrType>(callee.getFunctionType().getInput(0));
  SmallVector<Value> args{toGeneric(alloca(thisTy.getElementType(), l), l)};
  for (const ParmVarDecl *p : invoker->parameters()) {
    if (p->getType()->isReferenceType()) {
      args.push_back(references[p]);
      continue;
    }
    if (cgm.passedIndirectly(p->getType())) {
      args.push_back(locals[p]);
      continue;
    }
    Value slot = locals[p];
    mlir::Type want = callee.getFunctionType().getInput(args.size());
    Value v = simt::LoadOp::create(builder, l,
                                   cast<simt::PtrType>(slot.getType()).getElementType(),
                                   slot, false, false, nullptr);
    if (want.isInteger(1) && !v.getType().isInteger(1))
      v = mlir::arith::TruncIOp::create(builder, l, want, v);
    args.push_back(v);
  }
  auto call = mlir::func::CallOp::create(builder, l, callee, args);
  if (returnSlot && call.getNumResults())
    createStore(builder, l, call.getResult(0), returnSlot);
}

void FunctionGen::emitLocalVar(const VarDecl *var) {
  mlir::Location l = loc(var->getLocation());
  if (var->hasAttr<CUDASharedAttr>() || var->isStaticLocal() ||
      var->hasExternalStorage()) {
    if (var->hasAttr<CUDASharedAttr>() && var->hasInit() &&
        !isa<CXXConstructExpr>(var->getInit()) &&
        !isa<ImplicitValueInitExpr>(var->getInit()))
      cgm.error(var->getLocation(),
                "__shared__ variables cannot have an initializer (nvcc refuses it too): "
                "assign the value in the kernel, e.g. from one thread, then __syncthreads()");
    if (!var->getType()->isIncompleteArrayType())
      cgm.getGlobal(var);
    return;
  }
  QualType t = var->getType();
  const Expr *init = var->getInit();
  if (t->isReferenceType()) {
    if (!init) {
      cgm.error(var->getLocation(), "reference without initializer");
      return;
    }
    references[var] = emitLValue(init).addr;
    return;
  }
  if (t.isDestructedType() && !t->getAsCXXRecordDecl())
    cgm.error(var->getLocation(),
              "arrays of objects with non-trivial destructors are not supported on the "
              "device (kilnc runs the destructors of single objects at scope exit); "
              "declare the objects one by one, or give the class a trivial destructor");
  uint64_t align = ctx.getDeclAlign(var).getQuantity();
  if (t->isPointerType() && init && !reassigned.contains(var)) {
    // Keep the initializer's address space (shared/global) visible.
    Value v = emitScalar(init);
    Value slot = alloca(v ? v.getType() : cgm.memType(t, var->getLocation()), l, align);
    locals[var] = slot;
    if (v)
      createStore(builder, l, v, slot);
    return;
  }
  mlir::Type mt = cgm.memType(t, var->getLocation());
  Value slot = alloca(mt, l, align);
  locals[var] = slot;
  if (init)
    emitInto(init, slot);
  if (auto *rd = t->getAsCXXRecordDecl(); rd && rd->hasNonTrivialDestructor())
    cleanups.push_back({var, slot, rd->getDestructor(), var->getLocation(),
                        scopeEnds.empty() ? SourceLocation() : scopeEnds.back()});
}

void FunctionGen::emitDecl(const Decl *d) {
  if (auto *var = dyn_cast<VarDecl>(d)) {
    emitLocalVar(var);
    // A structured binding of a tuple-like type (cuda::std::pair, tuple)
    // names hidden reference variables initialised by get<I>(e), after e.
    if (auto *dd = dyn_cast<DecompositionDecl>(var))
      for (const BindingDecl *b : dd->bindings())
        if (const VarDecl *holding = b->getHoldingVar())
          emitLocalVar(holding);
    return;
  }
  if (isa<TypedefNameDecl, RecordDecl, EnumDecl, StaticAssertDecl, UsingDecl,
          UsingDirectiveDecl, FunctionDecl, NamespaceAliasDecl, UsingShadowDecl,
          TypeAliasTemplateDecl, ClassTemplateDecl, FunctionTemplateDecl,
          UsingEnumDecl>(d))
    return;
  cgm.error(d->getLocation(), llvm::Twine("unsupported declaration '") +
                                  d->getDeclKindName() + "'");
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
