//===- CGTailCall.cpp - self tail calls as loops --------------------------===//
//
// A function that calls itself only in tail position needs no call frame:
// `return f(args);`, also as an arm of `?:` (`return n == 0 ? m :
// gcd(n, m % n);`, libcu++'s cuda::std::gcd), is the same as assigning the new
// arguments to the parameters and starting the body again, so it becomes a
// loop (as nvcc's optimiser makes it). The arguments are all evaluated before
// any parameter changes. Only free functions whose parameters are all values
// qualify (a reference parameter cannot be re-bound; a member function's
// `this` may differ); any other recursion stays an ordinary call, which PTX
// makes on the per-thread stack (test/Frontend/recursion.cu).
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

namespace {
const Expr *stripNoOps(const Expr *e) {
  while (true) {
    e = e->IgnoreParens();
    auto *c = dyn_cast<ImplicitCastExpr>(e);
    if (!c || c->getCastKind() != CK_NoOp)
      return e;
    e = c->getSubExpr();
  }
}
} // namespace

bool FunctionGen::isSelfTailCall(const Expr *e) {
  e = stripNoOps(e);
  if (auto *co = dyn_cast<ConditionalOperator>(e))
    return isSelfTailCall(co->getTrueExpr()) || isSelfTailCall(co->getFalseExpr());
  auto *call = dyn_cast<CallExpr>(e);
  if (!call || isa<CXXMemberCallExpr>(call) || isa<CXXOperatorCallExpr>(call))
    return false;
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee || callee->getCanonicalDecl() != fd->getCanonicalDecl() || isKernel ||
      isa<CXXMethodDecl>(fd) || fd->isVariadic() || call->getNumArgs() != fd->getNumParams())
    return false;
  for (const ParmVarDecl *p : fd->parameters())
    if (p->getType()->isReferenceType() || !locals.count(p) ||
        cgm.passedIndirectly(p->getType()))
      return false;
  return stripNoOps(call)->getType().getCanonicalType().getUnqualifiedType() ==
         fd->getReturnType().getCanonicalType().getUnqualifiedType();
}

bool FunctionGen::emitTailReturn(const Expr *rv) {
  if (!isSelfTailCall(rv))
    return false;
  mlir::Location l = loc(rv->getExprLoc());
  const Expr *e = stripNoOps(rv);
  if (auto *co = dyn_cast<ConditionalOperator>(e)) {
    Value c = emitCond(co->getCond());
    if (!c)
      return true;
    mlir::Block *thenB = newBlock(), *elseB = newBlock();
    mlir::cf::CondBranchOp::create(builder, l, c, thenB, mlir::ValueRange{}, elseB,
                                   mlir::ValueRange{});
    for (auto [arm, block] : {std::pair{co->getTrueExpr(), thenB}, {co->getFalseExpr(), elseB}}) {
      place(block);
      if (!emitTailReturn(arm)) {
        if (returnSlot) {
          if (Value v = emitScalar(arm))
            createStore(builder, l, coerce(v, func.getResultTypes()[0], l), returnSlot);
        } else {
          emitIgnored(arm);
        }
        branch(returnBlock, l);
      }
    }
    return true;
  }
  auto *call = cast<CallExpr>(e);
  llvm::SmallVector<Value> args;
  for (unsigned i = 0; i < call->getNumArgs(); ++i) {
    Value v = emitScalar(call->getArg(i));
    if (!v)
      return true;
    args.push_back(v);
  }
  // The body starts after the parameters are stored: split the entry block
  // there the first time (allocas stay in the entry block, ahead of it).
  if (!tailCallTarget) {
    mlir::Block *entry = &func.getBody().front();
    mlir::Block::iterator at = entry->begin();
    if (paramsSetUpEnd)
      at = std::next(paramsSetUpEnd->getIterator());
    else
      while (at != entry->end() && isa<simt::AllocaOp>(*at))
        ++at;
    mlir::Block *current = builder.getInsertionBlock();
    bool continuingInEntry = current == entry;
    tailCallTarget = entry->splitBlock(at);
    builder.setInsertionPointToEnd(entry);
    mlir::cf::BranchOp::create(builder, l, tailCallTarget);
    builder.setInsertionPointToEnd(continuingInEntry ? tailCallTarget : current);
  }
  for (auto [p, v] : llvm::zip(fd->parameters(), args)) {
    Value slot = locals.lookup(p);
    QualType t = p->getType();
    Value stored = convert(v, call->getArg(p->getFunctionScopeIndex())->getType(), t, l);
    if (stored.getType().isInteger(1))
      stored = mlir::arith::ExtUIOp::create(builder, l, builder.getI8Type(), stored);
    stored = coerce(stored, cast<simt::PtrType>(slot.getType()).getElementType(), l);
    createStore(builder, l, stored, slot);
  }
  branch(tailCallTarget, l);
  return true;
}
