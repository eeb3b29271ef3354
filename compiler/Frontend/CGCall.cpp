//===- CGCall.cpp - calls of device functions -----------------------------===//
//
// A call of a function with a body becomes a func.call (or, through a
// vtable, a func.call_indirect: CGVirtual.cpp) with its arguments passed as
// the callee's MLIR signature says; annotated primitives go to
// CGBuiltin.cpp, Clang's builtins to CGClangBuiltin.cpp, calls through
// pointers to CGIndirectCall.cpp.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGVarArgs.h"
#include "compiler/Frontend/CGVirtual.h"
#include "compiler/Frontend/HostCallsInDeviceCode.h"

using namespace kiln::frontend;
using namespace clang;
using mlir::Value;

Value FunctionGen::emitCall(const CallExpr *e) {
  mlir::Location l = loc(e);
  const FunctionDecl *callee = e->getDirectCallee();
  if (!callee)
    return emitIndirectCall(e);
  if (auto ann = cgm.annotation(callee))
    return emitBuiltin(e, callee, *ann);
  if (callee->getBuiltinID()) {
    // A library function the prelude defines (placement new) or a Clang
    // builtin (__builtin_sqrtf from libstdc++'s std::sqrt, __builtin_memcpy).
    if (std::optional<Value> v = emitClangBuiltin(e, callee))
      return *v;
    if (!callee->hasBody())
      return unsupported(e, "builtin '" + callee->getName().str() +
                                "' is not supported by the Kiln frontend");
  }

  const CXXMethodDecl *md = dyn_cast<CXXMethodDecl>(callee);
  // Trivial struct assignment.
  if (md && md->isTrivial() &&
      (md->isCopyAssignmentOperator() || md->isMoveAssignmentOperator())) {
    return emitLValue(e).addr;
  }
  // `p->~T()` of a trivial destructor (placement-new code ends objects so):
  // nothing to run but the object expression.
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(e);
      mc && md && isa<CXXDestructorDecl>(md) && md->isTrivial()) {
    emitIgnored(mc->getImplicitObjectArgument());
    return nullptr;
  }
  // Virtual dispatch (CGVirtual.cpp), unless the call names its class
  // (`p->Base::f()`) or Clang knows the object's dynamic type.
  bool dispatch = false;
  if (auto *mc = dyn_cast<CXXMemberCallExpr>(e); mc && md && md->isVirtual()) {
    const auto *me = dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens());
    if (me && me->performsVirtualDispatch(ctx.getLangOpts())) {
      if (const CXXMethodDecl *known =
              md->getDevirtualizedMethod(mc->getImplicitObjectArgument(), false)) {
        md = known;
        callee = known;
      } else {
        dispatch = true;
      }
    }
  }
  mlir::func::FuncOp func;
  mlir::FunctionType calleeType;
  if (dispatch) {
    calleeType = cgm.functionType(md);
  } else {
    // A __host__ function Sema let a __host__ __device__ caller call
    // (HostCallsInDeviceCode.h): the device must not reach it.
    if (isHostOnlyCallee(callee)) {
      simt::TrapOp::create(builder, l);
      // What the call would return: nothing for records and references
      // (their users take a temporary), zero for scalars.
      QualType rt = callee->getReturnType();
      if (rt->isVoidType() || rt->isRecordType() || rt->isReferenceType())
        return Value();
      return zeroValue(cgm.convertType(e->getType(), e->getExprLoc()), l);
    }
    func = cgm.getFunction(callee, e->getExprLoc());
    if (!func)
      return placeholder(e);
    calleeType = func.getFunctionType();
  }
  llvm::SmallVector<Value> args;
  unsigned firstArg = 0;
  auto types = calleeType.getInputs();
  if (md && md->isInstance()) {
    Value self;
    if (auto *mc = dyn_cast<CXXMemberCallExpr>(e)) {
      const Expr *obj = mc->getImplicitObjectArgument();
      if (obj->getType()->isPointerType())
        self = emitScalar(obj);
      else
        self = emitLValue(obj).addr;
    } else if (isa<CXXOperatorCallExpr>(e)) {
      self = emitLValue(e->getArg(0)).addr;
      firstArg = 1;
    } else {
      return unsupported(e);
    }
    args.push_back(coerce(toGeneric(self, l), types[0], l));
  } else if (md && isa<CXXOperatorCallExpr>(e)) {
    firstArg = 1; // static operator(): the object is not passed
  }
  unsigned p = args.size();
  // A C variadic callee: its fixed parameters, then one buffer of the rest
  // (CGRuntimeCalls.cpp).
  unsigned fixedEnd = callee->isVariadic() ? std::min(e->getNumArgs(), firstArg + callee->getNumParams())
                                           : e->getNumArgs();
  for (unsigned i = firstArg; i < fixedEnd; ++i, ++p) {
    const Expr *a = e->getArg(i);
    if (p >= types.size())
      return unsupported(e, "variadic calls are not supported in device code");
    unsigned paramIdx = i - firstArg;
    bool byRef = paramIdx < callee->getNumParams() &&
                 callee->getParamDecl(paramIdx)->getType()->isReferenceType();
    bool indirect = paramIdx < callee->getNumParams() && !callee->hasAttr<CUDAGlobalAttr>() &&
                    cgm.passedIndirectly(callee->getParamDecl(paramIdx)->getType());
    if (byRef)
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), types[p], l));
    else if (indirect)
      args.push_back(coerce(emitIndirectArg(a, l), types[p], l));
    else
      args.push_back(coerce(emitScalar(a), types[p], l));
  }
  if (callee->isVariadic()) {
    if (p >= types.size())
      return unsupported(e, "variadic calls are not supported in device code");
    Value buffer = emitVarArgBuffer(*this, e, fixedEnd, "'" + callee->getNameAsString() + "'");
    if (!buffer)
      return placeholder(e);
    args.push_back(coerce(buffer, types[p], l));
  }
  if (dispatch) {
    Value target = virtualCallee(*this, md, args.front(), calleeType, l, e->getExprLoc());
    if (!target)
      return placeholder(e);
    auto call = mlir::func::CallIndirectOp::create(builder, l, target, args);
    return call.getNumResults() ? call.getResult(0) : Value();
  }
  auto call = mlir::func::CallOp::create(builder, l, func, args);
  if (func.getNoInline())
    call.setNoInline(true);
  if (call.getNumResults() == 0)
    return nullptr;
  return call.getResult(0);
}

Value FunctionGen::emitCallArg(const Expr *a, QualType paramType, mlir::Location l) {
  // Pointers travel generic, as libdevice and the device runtime take them.
  if (paramType->isPointerType()) {
    Value p = toGeneric(emitScalar(a), l);
    return coerce(p, cgm.convertType(paramType, a->getExprLoc()), l);
  }
  return convert(emitScalar(a), a->getType(), paramType, l);
}
