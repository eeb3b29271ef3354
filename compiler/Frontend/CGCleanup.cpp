//===- CGCleanup.cpp - destructors at scope exit --------------------------===//
//
// A local object whose class has a non-trivial destructor (an RAII guard, a
// small owning buffer) is destroyed at every exit of its scope, in reverse
// order of declaration: the end of its block or statement, and a break,
// continue, return or goto that leaves it (CGStmt.cpp keeps the list of live
// ones and calls emitCleanups where a jump leaves scopes). A returned local
// that is the named return value (NRVO) is the return value: not destroyed.
// An object declared in a loop's condition is destroyed at the end of every
// iteration and when the condition fails.
//
// A temporary with such a destructor (`Guard(lock).value()`, a by-value
// argument) is destroyed where its full-expression ends (ExprWithCleanups),
// in reverse order of construction, as nvcc does; one made on an arm of `?:`,
// `&&` or `||` gets an i8 flag set where it is constructed and is destroyed
// only when the flag is set (Clang's conditional cleanups). A temporary a
// reference binds (`const Guard &g = Guard(l);`) lives as long as the
// reference: it joins the scope's cleanups.
//
// A destructor's body is followed by the destructors of its members and
// bases (Clang's AST leaves those implicit), and a dynamic class's
// destructor first points the object at its own vtable. An array of such
// objects (a local or a member, of any constant shape) is destroyed element
// by element, last first.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/HostCallsInDeviceCode.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

void FunctionGen::emitDestructorCall(const CXXDestructorDecl *dtor, Value addr,
                                     mlir::Location l, SourceLocation where, bool baseVariant) {
  if (isHostOnlyCallee(dtor)) { // HostCallsInDeviceCode.h
    simt::TrapOp::create(builder, l);
    return;
  }
  mlir::func::FuncOp callee = cgm.getFunction(dtor, where, baseVariant);
  if (!callee)
    return;
  Value self = coerce(toGeneric(addr, l), callee.getArgumentTypes()[0], l);
  auto call = mlir::func::CallOp::create(builder, l, callee, mlir::ValueRange{self});
  if (callee.getNoInline())
    call.setNoInline(true);
}

const CXXRecordDecl *FunctionGen::destructibleArrayElement(QualType t, uint64_t &count, uint64_t &stride) {
  count = 1;
  while (const ConstantArrayType *at = ctx.getAsConstantArrayType(t)) {
    count *= at->getSize().getZExtValue();
    t = at->getElementType();
  }
  const CXXRecordDecl *rd = t->getAsCXXRecordDecl();
  if (!rd || !rd->hasNonTrivialDestructor())
    return nullptr;
  stride = ctx.getTypeSizeInChars(t).getQuantity();
  return rd;
}

void FunctionGen::emitArrayDestructorCalls(const CXXDestructorDecl *dtor, Value addr, uint64_t count,
                                           uint64_t stride, mlir::Location l, SourceLocation where) {
  auto space = mlir::cast<simt::PtrType>(addr.getType()).getAddressSpace();
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(), space);
  Value base = simt::PtrCastOp::create(builder, l, bytePtr, addr);
  auto i64 = builder.getI64Type();
  auto element = [&](Value index) {
    Value offset = mlir::arith::MulIOp::create(builder, l, index, intConst(i64, stride, l));
    return (Value)simt::PtrAddOp::create(builder, l, bytePtr, base, offset, true);
  };
  // A few elements: one call each; more: a loop counting down.
  if (count <= 8) {
    for (uint64_t i = count; i-- > 0;)
      emitDestructorCall(dtor, element(intConst(i64, i, l)), l, where);
    return;
  }
  Value counter = alloca(i64, l);
  createStore(builder, l, intConst(i64, count, l), counter);
  mlir::Block *header = newBlock(), *body = newBlock(), *done = newBlock();
  branch(header, l);
  place(header);
  Value left = simt::LoadOp::create(builder, l, i64, counter, false, false, nullptr);
  Value more = mlir::arith::CmpIOp::create(builder, l, mlir::arith::CmpIPredicate::ne, left, intConst(i64, 0, l));
  mlir::cf::CondBranchOp::create(builder, l, more, body, mlir::ValueRange{}, done, mlir::ValueRange{});
  setBlock(body);
  Value index = mlir::arith::SubIOp::create(builder, l, left, intConst(i64, 1, l));
  createStore(builder, l, index, counter);
  emitDestructorCall(dtor, element(index), l, where);
  branch(header, l);
  place(done);
}

void FunctionGen::runCleanup(const Cleanup &c, mlir::Location l) {
  if (c.count != 1) {
    emitArrayDestructorCalls(c.dtor, c.addr, c.count, c.stride, l, c.where);
    return;
  }
  if (!c.flag) {
    emitDestructorCall(c.dtor, c.addr, l, c.where);
    return;
  }
  // A conditional temporary: destroyed when it was made; the flag is
  // cleared for the next evaluation of the expression (in a loop).
  auto i8 = builder.getI8Type();
  Value made = simt::LoadOp::create(builder, l, i8, c.flag, false, false, nullptr);
  Value isSet = mlir::arith::CmpIOp::create(builder, l, mlir::arith::CmpIPredicate::ne, made,
                                            intConst(i8, 0, l));
  mlir::Block *destroy = newBlock(), *done = newBlock();
  mlir::cf::CondBranchOp::create(builder, l, isSet, destroy, mlir::ValueRange{}, done,
                                 mlir::ValueRange{});
  setBlock(destroy);
  emitDestructorCall(c.dtor, c.addr, l, c.where);
  createStore(builder, l, intConst(i8, 0, l), c.flag);
  branch(done, l);
  place(done);
}

void FunctionGen::emitCleanups(size_t depth, mlir::Location l, const VarDecl *kept) {
  if (terminated() || cgm.failed())
    return;
  for (size_t i = cleanups.size(); i-- > depth;) {
    const Cleanup &c = cleanups[i];
    if (kept && c.var == kept && !c.temporary)
      continue;
    runCleanup(c, l);
  }
}

void FunctionGen::pushTemporary(const CXXDestructorDecl *dtor, Value addr, SourceLocation where,
                                const VarDecl *extendedBy) {
  if (!dtor || cgm.failed())
    return;
  Cleanup c{extendedBy, addr, dtor, where, SourceLocation(), Value(), true};
  if (conditionalDepth) {
    // The flag is false at the function's start and after every cleanup
    // that tests it; set here, where the temporary is made.
    auto i8 = builder.getI8Type();
    mlir::Location l = loc(where);
    c.flag = alloca(i8, l);
    mlir::OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfterValue(c.flag);
    createStore(builder, l, intConst(i8, 0, l), c.flag);
  }
  if (c.flag)
    createStore(builder, loc(where), intConst(builder.getI8Type(), 1, loc(where)), c.flag);
  if (extendedBy) {
    c.where = extendedBy->getLocation();
    c.scopeEnd = scopeEnds.empty() ? SourceLocation() : scopeEnds.back();
    cleanups.push_back(c);
  } else {
    temporaries.push_back(c);
  }
}

void FunctionGen::popTemporaries(size_t depth, mlir::Location l) {
  if (temporaries.size() <= depth)
    return;
  if (!terminated() && !cgm.failed())
    for (size_t i = temporaries.size(); i-- > depth;)
      runCleanup(temporaries[i], l);
  temporaries.resize(depth);
}

size_t FunctionGen::cleanupsLiveAt(const LabelStmt *label) {
  // Cleanups are a stack of nested scopes: those live at the label are a
  // prefix, the ones whose declaration precedes the label in a scope that
  // encloses it. (C++ forbids a jump into the scope of such an object past
  // its declaration, so a prefix is all a goto can keep.)
  const SourceManager &sm = ctx.getSourceManager();
  SourceLocation at = sm.getExpansionLoc(label->getBeginLoc());
  size_t live = 0;
  for (const Cleanup &c : cleanups) {
    SourceLocation from = sm.getExpansionLoc(c.where);
    SourceLocation to = c.scopeEnd.isValid() ? sm.getExpansionLoc(c.scopeEnd) : SourceLocation();
    bool inside = sm.isBeforeInTranslationUnit(from, at) &&
                  (to.isInvalid() || sm.isBeforeInTranslationUnit(at, to));
    if (!inside)
      break;
    ++live;
  }
  return live;
}

void FunctionGen::popCleanups(size_t depth, mlir::Location l) {
  if (cleanups.size() <= depth)
    return;
  emitCleanups(depth, l);
  cleanups.resize(depth);
}

void FunctionGen::destroyMembersAndBases(const CXXDestructorDecl *dtor, mlir::Location l) {
  const CXXRecordDecl *rd = dtor->getParent();
  if (rd->isUnion())
    return; // a union's destructor destroys no member
  llvm::SmallVector<const FieldDecl *> fields(rd->fields());
  for (const FieldDecl *f : llvm::reverse(fields)) {
    QualType t = f->getType();
    if (!t.isDestructedType())
      continue;
    const CXXRecordDecl *frd = t->getAsCXXRecordDecl();
    if (!frd) {
      uint64_t count = 0, stride = 0;
      if (const CXXRecordDecl *erd = destructibleArrayElement(t, count, stride))
        emitArrayDestructorCalls(erd->getDestructor(), fieldLValue(LValue{thisPtr}, f, l).addr, count,
                                 stride, l, f->getLocation());
      else
        cgm.error(f->getLocation(), "a member of this type with a non-trivial destructor is not "
                                    "supported on the device; hold the objects one by one");
      continue;
    }
    emitDestructorCall(frd->getDestructor(), fieldLValue(LValue{thisPtr}, f, l).addr, l,
                       f->getLocation());
  }
  llvm::SmallVector<const CXXBaseSpecifier *> bases;
  for (const CXXBaseSpecifier &b : rd->bases())
    bases.push_back(&b);
  // The non-virtual bases through their base-object variants (D2), then, in
  // the complete-object destructor, the virtual bases, last built first.
  auto destroyBase = [&](const CXXRecordDecl *base) {
    if (!base || !base->hasNonTrivialDestructor())
      return;
    Value addr = cgm.baseAddress(builder, thisPtr, rd, base, l);
    if (!addr) // an empty base
      addr = thisPtr;
    emitDestructorCall(base->getDestructor(), addr, l, dtor->getLocation(), /*baseVariant=*/true);
  };
  for (const CXXBaseSpecifier *b : llvm::reverse(bases))
    if (!b->isVirtual())
      destroyBase(b->getType()->getAsCXXRecordDecl());
  if (!baseVariant) {
    llvm::SmallVector<const CXXBaseSpecifier *> vbases;
    for (const CXXBaseSpecifier &b : rd->vbases())
      vbases.push_back(&b);
    for (const CXXBaseSpecifier *b : llvm::reverse(vbases))
      destroyBase(b->getType()->getAsCXXRecordDecl());
  }
}
