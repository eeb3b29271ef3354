//===- CGExprAgg.cpp - aggregates, initialised in place ---------------------===//
//
// Aggregates (!llvm.struct / !llvm.array) are built in the memory they
// initialise: initialiser lists, constructors, lambdas, string literals.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGExpr.h"
#include "compiler/Frontend/HostCallsInDeviceCode.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
using mlir::Value;

void FunctionGen::emitInto(const Expr *e, Value dest, uint64_t destAlign) {
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
        emitInto(il->getInit(0), dest, destAlign);
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
    return emitInto(cast<ParenExpr>(e)->getSubExpr(), dest, destAlign);
  case Stmt::ExprWithCleanupsClass: {
    // The end of a full-expression: its temporaries are destroyed.
    size_t depth = temporaries.size();
    emitInto(cast<ExprWithCleanups>(e)->getSubExpr(), dest, destAlign);
    popTemporaries(depth, loc(e->getEndLoc()));
    return;
  }
  case Stmt::MaterializeTemporaryExprClass:
    return emitInto(cast<MaterializeTemporaryExpr>(e)->getSubExpr(), dest, destAlign);
  case Stmt::CXXBindTemporaryExprClass: {
    // Destroyed where its full-expression ends when `dest` is a temporary;
    // Clang keeps the node where the object initialises a variable, a
    // member or a return value directly (C++17's guaranteed elision), whose
    // owner destroys it.
    auto *bind = cast<CXXBindTemporaryExpr>(e);
    const VarDecl *extendedBy = dest == extendingSlot ? extendingVar : nullptr;
    emitInto(bind->getSubExpr(), dest, destAlign);
    if (temporarySlots.contains(dest))
      pushTemporary(bind->getTemporary()->getDestructor(), dest, bind->getExprLoc(), extendedBy);
    return;
  }
  case Stmt::ConstantExprClass:
    return emitInto(cast<ConstantExpr>(e)->getSubExpr(), dest, destAlign);
  case Stmt::CompoundLiteralExprClass: // `(float2){x, y}` (GNU C, as nvcc accepts)
    return emitInto(cast<CompoundLiteralExpr>(e)->getInitializer(), dest, destAlign);
  case Stmt::StmtExprClass:
    return emitStmtExpr(cast<StmtExpr>(e), [&](const Expr *r) { emitInto(r, dest, destAlign); });
  case Stmt::CXXDefaultArgExprClass: {
    SourceLocScope scope(e);
    return emitInto(cast<CXXDefaultArgExpr>(e)->getExpr(), dest, destAlign);
  }
  case Stmt::CXXDefaultInitExprClass: {
    SourceLocScope scope(e);
    return emitInto(cast<CXXDefaultInitExpr>(e)->getExpr(), dest, destAlign);
  }
  case Stmt::CXXFunctionalCastExprClass:
  case Stmt::CStyleCastExprClass:
  case Stmt::CXXStaticCastExprClass:
  case Stmt::CXXConstCastExprClass:
  case Stmt::ImplicitCastExprClass: {
    auto *c = cast<CastExpr>(e);
    if (c->getCastKind() == CK_NoOp || c->getCastKind() == CK_ConstructorConversion ||
        c->getCastKind() == CK_UserDefinedConversion)
      return emitInto(c->getSubExpr(), dest, destAlign);
    break;
  }
  case Stmt::ImplicitValueInitExprClass:
  case Stmt::CXXScalarValueInitExprClass:
    store(zeroValue(dp.getElementType(), l), dest, t, l, destAlign);
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
    createStore(builder, l, chars, dest, false, accessAlignment(t, destAlign));
    return;
  }
  case Stmt::InitListExprClass: {
    auto *il = cast<InitListExpr>(e);
    if (il->isTransparent())
      return emitInto(il->getInit(0), dest, destAlign);
    if (t->isUnionType()) {
      // One member is initialised; the other bytes are zero (as static
      // storage would be), which keeps copies of the union defined.
      createStore(builder, l, zeroValue(dp.getElementType(), l), dest, false,
                  accessAlignment(t, destAlign));
      const FieldDecl *f = il->getInitializedFieldInUnion();
      if (!f || il->getNumInits() == 0 || isa<ImplicitValueInitExpr>(il->getInit(0)))
        return;
      LValue field = fieldLValue(LValue{dest, false, false, destAlign}, f, l);
      if (field.bitField)
        storeLValue(emitScalar(il->getInit(0)), field, f->getType(), l);
      else
        emitInto(il->getInit(0), field.addr, field.align);
      return;
    }
    if (il->getType()->isArrayType() && il->getNumInits() == 1 &&
        isa<StringLiteral>(il->getInit(0)->IgnoreParens()))
      return emitInto(il->getInit(0)->IgnoreParens(), dest, destAlign);
    // Zero everything first when not every element is given explicitly.
    if (auto *at = ctx.getAsConstantArrayType(t)) {
      uint64_t n = at->getSize().getZExtValue();
      if (il->getNumInits() < n || il->hasArrayFiller())
        store(zeroValue(dp.getElementType(), l), dest, t, l, destAlign);
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
    unsigned k = 0;
    if (auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
      for (const CXXBaseSpecifier &b : cxx->bases()) {
        if (k >= il->getNumInits())
          break;
        const Expr *init = il->getInit(k++);
        if (Value baseAddr =
                cgm.baseAddress(builder, dest, cxx, b.getType()->getAsCXXRecordDecl(), l))
          emitInto(init, baseAddr);
      }
    }
    for (const FieldDecl *f : rd->fields()) {
      if (k >= il->getNumInits())
        break;
      const Expr *init = il->getInit(k++);
      if (f->isUnnamedBitField() || (f->isZeroSize(ctx) && !f->isBitField()))
        continue;
      LValue field = fieldLValue(LValue{dest, false, false, destAlign}, f, l);
      if (field.bitField)
        storeLValue(emitScalar(init), field, f->getType(), l);
      else
        emitInto(init, field.addr, field.align);
    }
    return;
  }
  case Stmt::CXXConstructExprClass:
  case Stmt::CXXTemporaryObjectExprClass: {
    auto *ce = cast<CXXConstructExpr>(e);
    const CXXConstructorDecl *ctor = ce->getConstructor();
    if (ce->requiresZeroInitialization())
      store(zeroValue(dp.getElementType(), l), dest, t, l, destAlign);
    if (ctor->isTrivial()) {
      if (ctor->isDefaultConstructor())
        return;
      if (ctor->isCopyOrMoveConstructor() && ce->getNumArgs() >= 1) {
        const Expr *src = ce->getArg(0);
        if (src->isGLValue()) {
          // With the record's alignment, as the load has it: a packed
          // !llvm.struct's own is 1, and LLVM stored it byte by byte.
          LValue lv = emitLValue(src);
          store(load(lv, src->getType(), l), dest, t, l, destAlign);
        } else {
          emitInto(src, dest, destAlign);
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
  case Stmt::ArrayInitLoopExprClass: {
    // An array copied element by element: a lambda's by-copy capture, a
    // structured binding by value, a defaulted copy of a class with an array
    // member. The source array (the common expression) is evaluated once;
    // the element initialiser runs for each index in order.
    auto *ail = cast<ArrayInitLoopExpr>(e);
    const OpaqueValueExpr *common = ail->getCommonExpr();
    if (common->isGLValue())
      opaqueLValues[common] = emitLValue(common->getSourceExpr());
    else
      opaqueValues[common] = emitScalar(common->getSourceExpr());
    uint64_t count = ail->getArraySize().getZExtValue();
    auto arr = cast<mlir::LLVM::LLVMArrayType>(dp.getElementType());
    auto ep = simt::PtrType::get(&cgm.mctx, arr.getElementType(), dp.getAddressSpace());
    Value base = simt::PtrCastOp::create(builder, l, ep, dest);
    auto i64 = builder.getI64Type();
    mlir::Block *header = newBlock(), *body = newBlock(), *exit = newBlock();
    header->addArgument(i64, l);
    Value zero = intConst(i64, 0, l);
    branch(header, l, zero);
    place(header);
    Value i = header->getArgument(0);
    Value limit = intConst(i64, count, l);
    Value more = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::ult, i, limit);
    mlir::cf::CondBranchOp::create(builder, l, more, body, mlir::ValueRange{}, exit,
                                   mlir::ValueRange{});
    place(body);
    arrayInitIndices.push_back(i);
    Value elem = simt::PtrAddOp::create(builder, l, ep, base, i, true);
    emitInto(ail->getSubExpr(), elem);
    arrayInitIndices.pop_back();
    Value one = intConst(i64, 1, l);
    Value next = arith::AddIOp::create(builder, l, i, one);
    branch(header, l, next);
    place(exit);
    opaqueLValues.erase(common);
    opaqueValues.erase(common);
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
      Value sizeField = member(fields[1]);
      store(intConst(cgm.convertType(fields[1]->getType(), e->getExprLoc()), n, l), sizeField,
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
    store(v, dest, t, l, destAlign);
}

Value FunctionGen::emitIndirectArg(const Expr *a, mlir::Location l) {
  Value tmp = alloca(cgm.memType(a->getType(), a->getExprLoc()), l, naturalAlign(a->getType()));
  temporarySlots.insert(tmp);
  emitInto(a, tmp);
  return toGeneric(tmp, l);
}

void FunctionGen::emitConstructorCall(const CXXConstructExpr *ce, Value dest) {
  mlir::Location l = loc(ce);
  const CXXConstructorDecl *ctor = ce->getConstructor();
  // A base subobject is built by the base-object variant (C2); a delegating
  // constructor calls the variant it is itself.
  auto kind = ce->getConstructionKind();
  bool base = kind == CXXConstructionKind::NonVirtualBase ||
              kind == CXXConstructionKind::VirtualBase ||
              (kind == CXXConstructionKind::Delegating && baseVariant);
  if (isHostOnlyCallee(ctor)) { // HostCallsInDeviceCode.h
    simt::TrapOp::create(builder, l);
    return;
  }
  mlir::func::FuncOp callee = cgm.getFunction(ctor, ce->getExprLoc(), base);
  if (!callee)
    return;
  llvm::SmallVector<Value> args{coerce(toGeneric(dest, l), callee.getArgumentTypes()[0], l)};
  for (unsigned i = 0; i < ce->getNumArgs() && i < ctor->getNumParams(); ++i) {
    const Expr *a = ce->getArg(i);
    mlir::Type pt = callee.getArgumentTypes()[i + 1];
    QualType paramType = ctor->getParamDecl(i)->getType();
    if (paramType->isReferenceType())
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), pt, l));
    else if (cgm.passedIndirectly(paramType))
      args.push_back(coerce(emitIndirectArg(a, l), pt, l));
    else
      args.push_back(coerce(emitScalar(a), pt, l));
  }
  auto call = mlir::func::CallOp::create(builder, l, callee, args);
  if (callee.getNoInline())
    call.setNoInline(true);
}
