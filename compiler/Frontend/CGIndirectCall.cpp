//===- CGIndirectCall.cpp - function pointers and calls through them ------===//
//
// A function's address is `func.constant @f`, cast (unrealized) to the
// generic byte pointer every C++ function pointer or reference is in memory;
// a call through one casts it back and is a `func.call_indirect`. The two
// casts fold, and the canonicalizer turns `call_indirect` of a
// `func.constant` into a direct call, so a pointer whose target is known
// after inlining (libcu++'s atomics pass their local-memory fallback as a
// function reference; a functor-like `apply(f, x)`) ends as an ordinary,
// inlined call. What stays indirect becomes PTX's `call (...), %rd, (...),
// prototype`; docs/synchronisation.md says how the checks treat it.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "mlir/IR/BuiltinOps.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

Value FunctionGen::functionAddress(const FunctionDecl *f, SourceLocation at, bool asMember) {
  mlir::Location l = loc(at);
  auto bytePtr = simt::PtrType::get(&cgm.mctx, builder.getI8Type(),
                                    simt::AddressSpace::Generic);
  if (auto *md = dyn_cast<CXXMethodDecl>(f); md && md->isInstance() && !asMember) {
    cgm.error(at, "the address of a non-static member function is taken as '&" +
                      md->getQualifiedNameAsString() + "' (a pointer to member function)");
    return zeroValue(bytePtr, l);
  }
  if (f->hasAttr<CUDAGlobalAttr>()) {
    cgm.error(at, "the address of a __global__ function cannot be used in device "
                  "code (dynamic parallelism is not supported)");
    return zeroValue(bytePtr, l);
  }
  if (cgm.annotation(f) || (f->getBuiltinID() && !f->hasBody())) {
    cgm.error(at, "the address of '" + f->getQualifiedNameAsString() +
                      "' cannot be taken: kilnc lowers this CUDA primitive in place "
                      "and it has no function body; wrap it in a __device__ function "
                      "and take that one's address");
    return zeroValue(bytePtr, l);
  }
  mlir::func::FuncOp func = cgm.getFunction(f, at);
  if (!func)
    return zeroValue(bytePtr, l);
  Value fn = mlir::func::ConstantOp::create(builder, l, func.getFunctionType(),
                                            func.getSymName());
  return mlir::UnrealizedConversionCastOp::create(builder, l, bytePtr, fn).getResult(0);
}

Value FunctionGen::emitIndirectCall(const CallExpr *e) {
  mlir::Location l = loc(e);
  const Expr *calleeExpr = e->getCallee();
  QualType ct = calleeExpr->getType();
  // `p->~T()` where T is a scalar (std::destroy_at<int>, a container's
  // destroy loop instantiated for float): a pseudo-destructor call, which
  // only evaluates its object expression, as Clang's CodeGen does.
  if (auto *pd = dyn_cast<CXXPseudoDestructorExpr>(calleeExpr->IgnoreParens())) {
    emitIgnored(pd->getBase());
    return nullptr;
  }
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(e);
      mc && isa<BinaryOperator>(calleeExpr->IgnoreParens()) &&
      cast<BinaryOperator>(calleeExpr->IgnoreParens())->isPtrMemOp())
    return emitMemberFunctionPointerCall(mc);
  if (ct->isMemberFunctionPointerType() || isa<CXXMemberCallExpr>(e) ||
      ct->isSpecificPlaceholderType(BuiltinType::BoundMember))
    return unsupported(e, "this call of a member function is not supported in Kiln device "
                          "code");
  if (const auto *pt = ct->getAs<PointerType>())
    ct = pt->getPointeeType();
  else if (const auto *rt = ct->getAs<ReferenceType>())
    ct = rt->getPointeeType();
  const auto *proto = ct->getAs<FunctionProtoType>();
  if (!proto)
    return unsupported(e, "this call's callee is not a function pointer kilnc can call");
  if (proto->isVariadic())
    return unsupported(e, "variadic calls through function pointers are not supported in "
                          "device code");

  llvm::SmallVector<mlir::Type> inputs, results;
  for (QualType p : proto->getParamTypes())
    inputs.push_back(cgm.passedIndirectly(p)
                         ? mlir::Type(cgm.ptrTo(p, simt::AddressSpace::Generic, e->getExprLoc()))
                         : cgm.convertType(p, e->getExprLoc()));
  QualType ret = proto->getReturnType();
  if (!ret->isVoidType())
    results.push_back(cgm.convertType(ret, e->getExprLoc()));
  auto type = mlir::FunctionType::get(&cgm.mctx, inputs, results);

  // The callee first, as C++17 sequences it before the arguments.
  Value target = calleeExpr->isGLValue() ? emitLValue(calleeExpr).addr : emitScalar(calleeExpr);
  if (!target || cgm.failed())
    return placeholder(e);
  target = toGeneric(target, l);
  llvm::SmallVector<Value> args;
  for (unsigned i = 0; i < e->getNumArgs(); ++i) {
    const Expr *a = e->getArg(i);
    QualType pt = proto->getParamType(i);
    if (pt->isReferenceType())
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), inputs[i], l));
    else if (cgm.passedIndirectly(pt))
      args.push_back(coerce(emitIndirectArg(a, l), inputs[i], l));
    else
      args.push_back(coerce(emitScalar(a), inputs[i], l));
  }
  Value fn = mlir::UnrealizedConversionCastOp::create(builder, l, type, target).getResult(0);
  auto call = mlir::func::CallIndirectOp::create(builder, l, fn, args);
  if (call.getNumResults() == 0)
    return nullptr;
  return call.getResult(0);
}
