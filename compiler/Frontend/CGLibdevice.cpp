//===- CGLibdevice.cpp - calls of libdevice's math functions --------------===//
//
// A libdevice function (__nv_<name>) becomes its exactly equivalent
// arith/math op where Builtins.def's KILN_EXACT_MATH rows name one (so
// those work without libdevice), else a call of the extern __nv_ function
// that PTXEmitter links from libdevice.10.bc. Used by the prelude's
// `libdevice.<name>` primitives (CGBuiltin.cpp) and Clang's math builtins
// (CGClangBuiltin.cpp).
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "llvm/ADT/StringMap.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace kiln::frontend;
using namespace clang;
namespace arith = mlir::arith;
namespace math = mlir::math;
using mlir::Value;

namespace {
enum class ExactMath { Sqrt, AbsF, Floor, Ceil, Trunc, Round, RoundEven, Fma, MinNum, MaxNum, CopySign, Div, Bitcast };

/// The exact math/arith op for a libdevice function, if it has one.
Value exactMath(mlir::OpBuilder &b, mlir::Location l, llvm::StringRef name,
                llvm::ArrayRef<Value> a, mlir::Type resultTy) {
  static const llvm::StringMap<ExactMath> table = [] {
    llvm::StringMap<ExactMath> t;
#define KILN_EXACT_MATH(Name, Op) t[Name] = ExactMath::Op;
#include "compiler/Frontend/Builtins.def"
    return t;
  }();
  auto it = table.find(name);
  if (it == table.end())
    return nullptr;
  switch (it->second) {
  case ExactMath::Sqrt: return math::SqrtOp::create(b, l, a[0]);
  case ExactMath::AbsF: return math::AbsFOp::create(b, l, a[0]);
  case ExactMath::Floor: return math::FloorOp::create(b, l, a[0]);
  case ExactMath::Ceil: return math::CeilOp::create(b, l, a[0]);
  case ExactMath::Trunc: return math::TruncOp::create(b, l, a[0]);
  case ExactMath::Round: return math::RoundOp::create(b, l, a[0]);
  case ExactMath::RoundEven: return math::RoundEvenOp::create(b, l, a[0]);
  case ExactMath::Fma: return math::FmaOp::create(b, l, a[0], a[1], a[2]);
  case ExactMath::MinNum: return arith::MinNumFOp::create(b, l, a[0], a[1]);
  case ExactMath::MaxNum: return arith::MaxNumFOp::create(b, l, a[0], a[1]);
  case ExactMath::CopySign: return math::CopySignOp::create(b, l, a[0], a[1]);
  case ExactMath::Div: return arith::DivFOp::create(b, l, a[0], a[1]);
  case ExactMath::Bitcast: return arith::BitcastOp::create(b, l, resultTy, a[0]);
  }
  return nullptr;
}
} // namespace

// nvcc's (libdevice's) formula, width - clz(x & -x), which is 0 for x == 0 without a
// select: it keeps NVPTX's costly cttz expansion out of the IR, so a guarded
// `if (first < 0) first = __ffsll(m)` stays cheap enough to speculate into a selp
// where cttz (costed 10) left a branch around it that ptxas would not hoist loads over.
Value FunctionGen::findFirstSet(Value x, mlir::Location l) {
  mlir::Type xt = x.getType();
  unsigned width = xt.getIntOrFloatBitWidth();
  Value negated = arith::SubIOp::create(builder, l, intConst(xt, 0, l), x);
  Value lowest = arith::AndIOp::create(builder, l, x, negated);
  Value lz = math::CountLeadingZerosOp::create(builder, l, lowest);
  return arith::SubIOp::create(builder, l, intConst(xt, width, l), lz);
}

Value kiln::frontend::emitLibdeviceMath(ModuleGen &cgm, mlir::OpBuilder &b,
                                        mlir::Location l, SourceLocation where,
                                        llvm::StringRef name,
                                        llvm::ArrayRef<Value> args,
                                        mlir::Type resultTy,
                                        llvm::StringRef spelling) {
  if (Value v = exactMath(b, l, name, args, resultTy))
    return v;
  std::string fn = ("__nv_" + name).str();
  if (cgm.opts.libdeviceDir.empty()) {
    cgm.error(where,
              "'" + spelling.str() + "' needs libdevice from the CUDA toolkit (" + fn +
                  " in libdevice.10.bc), and kilnc found none; install the CUDA "
                  "toolkit or pass --cuda-path=DIR. Without libdevice only functions "
                  "with an exact equivalent work (sqrt, fabs, floor, ceil, trunc, "
                  "round, rint, fma, fmin, fmax, copysign)");
    return nullptr;
  }
  llvm::SmallVector<mlir::Type> types;
  for (Value v : args)
    types.push_back(v.getType());
  auto ft = b.getFunctionType(types, resultTy ? mlir::TypeRange{resultTy} : mlir::TypeRange{});
  mlir::func::FuncOp f = cgm.getExternFunction(fn, ft);
  auto call = mlir::func::CallOp::create(b, l, f, args);
  return call.getNumResults() ? call.getResult(0) : Value();
}

Value FunctionGen::emitLibdeviceCall(const CallExpr *e, llvm::StringRef name,
                                     llvm::ArrayRef<Value> args, mlir::Type resultTy,
                                     llvm::StringRef spelling) {
  Value v = emitLibdeviceMath(cgm, builder, loc(e), e->getExprLoc(), name, args,
                              resultTy, spelling);
  // Null with a result type only after the missing-libdevice diagnostic: keep
  // emitting the caller's expression with a placeholder value.
  if (!v && resultTy)
    return placeholder(e);
  return v;
}
