//===- CGCleanup.cpp - destructors at scope exit --------------------------===//
//
// A local object whose class has a non-trivial destructor (an RAII guard, a
// small owning buffer) is destroyed at every exit of its scope, in reverse
// order of declaration: the end of its block or statement, and a break,
// continue or return that leaves it (CGStmt.cpp keeps the list of live ones
// and calls emitCleanups where a jump leaves scopes). A returned local that
// is the named return value (NRVO) is the return value: not destroyed.
// A destructor's body is followed by the destructors of its members and
// bases (Clang's AST leaves those implicit), and a dynamic class's
// destructor first points the object at its own vtable. What kilnc does not
// destroy is refused where it is declared: arrays of such objects; a
// temporary's destructor (at the end of its full-expression) does not run
// yet, which a warning says where the temporary is made.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CGCleanup.h"

#include "llvm/ADT/STLExtras.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

void FunctionGen::emitDestructorCall(const CXXDestructorDecl *dtor, Value addr,
                                     mlir::Location l, SourceLocation where) {
  mlir::func::FuncOp callee = cgm.getFunction(dtor, where);
  if (!callee)
    return;
  cgm.noteCall(fd, dtor, where);
  Value self = coerce(toGeneric(addr, l), callee.getArgumentTypes()[0], l);
  auto call = mlir::func::CallOp::create(builder, l, callee, mlir::ValueRange{self});
  if (callee.getNoInline())
    call.setNoInline(true);
}

void FunctionGen::emitCleanups(size_t depth, mlir::Location l, const VarDecl *kept) {
  if (terminated() || cgm.failed())
    return;
  for (size_t i = cleanups.size(); i-- > depth;) {
    const Cleanup &c = cleanups[i];
    if (c.var == kept)
      continue;
    const CXXRecordDecl *rd = c.var->getType()->getAsCXXRecordDecl();
    emitDestructorCall(rd->getDestructor(), c.addr, l, c.var->getLocation());
  }
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
      cgm.error(f->getLocation(), "arrays of objects with non-trivial destructors are not "
                                  "supported on the device as members; hold the objects one by "
                                  "one, or give their class a trivial destructor");
      continue;
    }
    emitDestructorCall(frd->getDestructor(), fieldLValue(LValue{thisPtr}, f, l).addr, l,
                       f->getLocation());
  }
  llvm::SmallVector<const CXXBaseSpecifier *> bases;
  for (const CXXBaseSpecifier &b : rd->bases())
    bases.push_back(&b);
  for (const CXXBaseSpecifier *b : llvm::reverse(bases)) {
    const CXXRecordDecl *base = b->getType()->getAsCXXRecordDecl();
    if (!base || !base->hasNonTrivialDestructor())
      continue;
    Value addr = thisPtr;
    unsigned idx = cgm.baseIndex(rd, base);
    if (idx != ~0u) {
      auto st = cast<simt::PtrType>(thisPtr.getType());
      auto structTy = cast<mlir::LLVM::LLVMStructType>(st.getElementType());
      auto basePtr = simt::PtrType::get(&cgm.mctx, structTy.getBody()[idx], st.getAddressSpace());
      addr = simt::MemberPtrOp::create(builder, l, basePtr, thisPtr, idx);
    }
    emitDestructorCall(base->getDestructor(), addr, l, dtor->getLocation());
  }
}

void kiln::frontend::warnTemporaryNotDestroyed(ModuleGen &cgm, const CXXBindTemporaryExpr *e) {
  const CXXDestructorDecl *dtor = e->getTemporary()->getDestructor();
  unsigned id = cgm.diags.getCustomDiagID(
      DiagnosticsEngine::Warning,
      "the destructor of this temporary of type '%0' does not run: kilnc destroys named local "
      "objects at scope exit, not temporaries yet; bind the value to a local variable");
  cgm.diags.Report(e->getExprLoc(), id)
      << (dtor ? dtor->getParent()->getNameAsString() : e->getType().getAsString());
}
