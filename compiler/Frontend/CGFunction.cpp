//===- CGFunction.cpp - a function's prologue, body and locals ----------===//
//
// What FunctionGen sets up around the statements (CGStmt.cpp): the entry
// block with the parameters spilled to allocas, the body of a constructor,
// destructor or lambda static invoker, and local variable declarations
// (as Clang's CodeGenFunction.cpp and CGDecl.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGVirtual.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "llvm/ADT/SmallPtrSet.h"

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

clang::SourceLocation FunctionGen::beginLoc(const clang::Stmt *s) {
  // Walk down the left operands (as Clang's getBeginLoc does) only until a
  // node already known; every node passed gets the start found.
  llvm::SmallVector<const clang::Stmt *, 8> chain;
  const clang::Stmt *at = s;
  clang::SourceLocation start;
  while (true) {
    if (auto it = beginLocs.find(at); it != beginLocs.end()) {
      start = it->second;
      break;
    }
    const clang::Stmt *next = nullptr;
    if (auto *b = dyn_cast<clang::BinaryOperator>(at))
      next = b->getLHS();
    else if (auto *c = dyn_cast<clang::ImplicitCastExpr>(at))
      next = c->getSubExpr();
    if (!next) {
      start = at->getBeginLoc();
      break;
    }
    chain.push_back(at);
    at = next;
  }
  for (const clang::Stmt *node : chain)
    beginLocs[node] = start;
  return start;
}

/// A kernel parameter nothing may write: `__grid_constant__` (which Sema
/// holds to const), or a const record without mutable members. Either is read
/// in the param space (simt.param_address) instead of from a local copy. A
/// destructor may write a const object, so its type must have a trivial one.
static bool readInPlace(const ParmVarDecl *p) {
  QualType t = p->getType();
  if (t->isReferenceType() || !t.isConstQualified())
    return false;
  if (const CXXRecordDecl *rd = t->getAsCXXRecordDecl())
    return rd->hasTrivialDestructor() && !rd->hasMutableFields();
  return p->hasAttr<CUDAGridConstantAttr>() && !t->isRecordType();
}

FunctionGen::FunctionGen(ModuleGen &cgm, const FunctionDecl *fd,
                         mlir::func::FuncOp func)
    : cgm(cgm), ctx(cgm.ctx), fd(fd), func(func), builder(&cgm.mctx),
      allocaBuilder(&cgm.mctx) {
  isKernel = fd->hasAttr<CUDAGlobalAttr>();
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
    if (isKernel && readInPlace(p) && !arg.getType().isInteger(1)) {
      // Read where the launch put it, as nvcc does: `&p` is the parameter's
      // own (param-space) address, and a large struct is not copied.
      locals[p] = simt::ParamAddressOp::create(
          builder, pl, simt::PtrType::get(&cgm.mctx, arg.getType(), simt::AddressSpace::Param), arg);
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
        // A [[no_unique_address]] empty member (std::tuple's empty elements)
        // has no storage of its own and may share its address with another
        // member: its initializer runs for its effects only, as Clang's
        // CodeGen copies no bytes of an empty class.
        if (!f->isBitField() && f->isZeroSize(ctx)) {
          emitIgnored(init->getInit());
          continue;
        }
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
          emitInto(init->getInit(), field.addr, field.align);
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
  // drop every block the entry does not reach, all at once (code after a
  // `return` can be a loop, whose blocks branch to each other and use the
  // values of the block before it), then terminate the rest.
  llvm::SmallPtrSet<mlir::Block *, 16> reached{entry, returnBlock};
  llvm::SmallVector<mlir::Block *> work{entry};
  while (!work.empty())
    for (mlir::Block *succ : work.pop_back_val()->getSuccessors())
      if (reached.insert(succ).second)
        work.push_back(succ);
  llvm::SmallVector<mlir::Block *> dead;
  for (mlir::Block &b : func.getBody())
    if (!reached.contains(&b)) {
      b.dropAllReferences();
      dead.push_back(&b);
    }
  for (mlir::Block *b : dead) {
    b->dropAllDefinedValueUses();
    b->erase();
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
  uint64_t arrayCount = 0, arrayStride = 0;
  const CXXRecordDecl *arrayElement =
      t->isArrayType() ? destructibleArrayElement(t, arrayCount, arrayStride) : nullptr;
  if (t.isDestructedType() && !t->getAsCXXRecordDecl() && !arrayElement)
    cgm.error(var->getLocation(),
              "a local of this type with a non-trivial destructor is not supported on the "
              "device (kilnc destroys objects and constant arrays of them at scope exit); "
              "declare the objects one by one");
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
  // A thread has at most 512 KiB of local memory (ptxas refuses more); an
  // initializer list of a larger object would be emitted element by element
  // (`acc[2147483647] = {...}` ran kilnc out of memory). Copies of larger
  // structs stay allowed: they are memcpy, and often optimised away.
  constexpr uint64_t kMaxLocalBytes = 512 * 1024;
  if (init && isa<InitListExpr>(init->IgnoreImplicit()) && t->isConstantSizeType()) {
    uint64_t bytes = ctx.getTypeSizeInChars(t).getQuantity();
    if (bytes > kMaxLocalBytes) {
      cgm.error(var->getLocation(),
                "local variable '" + var->getNameAsString() + "' takes " +
                    llvm::Twine(bytes) + " bytes, but a thread has at most " +
                    llvm::Twine(kMaxLocalBytes) +
                    " bytes (512 KiB) of local memory: make it __shared__ or "
                    "give it a buffer in global memory");
      return;
    }
  }
  if (init)
    emitInto(init, slot);
  if (auto *rd = t->getAsCXXRecordDecl(); rd && rd->hasNonTrivialDestructor())
    cleanups.push_back({var, slot, rd->getDestructor(), var->getLocation(),
                        scopeEnds.empty() ? SourceLocation() : scopeEnds.back()});
  if (arrayElement && arrayCount) {
    Cleanup c{var, slot, arrayElement->getDestructor(), var->getLocation(),
              scopeEnds.empty() ? SourceLocation() : scopeEnds.back()};
    c.count = arrayCount;
    c.stride = arrayStride;
    cleanups.push_back(c);
  }
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
