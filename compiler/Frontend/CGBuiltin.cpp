//===- CGBuiltin.cpp - calls: device functions and annotated primitives ---===//
//
// Calls of functions declared with __attribute__((annotate("kiln.<op>")))
// (the CUDA prelude and <kiln/simt.hpp>) become simt/arith/math ops or
// libdevice calls; everything else with a body is a func.call.
// Scopes and memory orders must be constants at the call.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

#include "clang/AST/DeclTemplate.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
namespace math = mlir::math;
using mlir::Value;

Value FunctionGen::emitCall(const CallExpr *e) {
  mlir::Location l = loc(e);
  const FunctionDecl *callee = e->getDirectCallee();
  if (!callee)
    return unsupported(e, "indirect calls (function pointers) are not supported "
                          "in Kiln device code");
  if (auto ann = cgm.annotation(callee))
    return emitBuiltin(e, callee, *ann);
  if (unsigned id = callee->getBuiltinID()) {
    llvm::StringRef name = callee->getName();
    if (name == "__builtin_expect" || name == "__builtin_expect_with_probability") {
      Value v = emitScalar(e->getArg(0));
      return v;
    }
    if (name.starts_with("__builtin_popcount") || name.starts_with("__builtin_clz") ||
        name.starts_with("__builtin_ctz")) {
      Value x = emitScalar(e->getArg(0));
      Value r = name.starts_with("__builtin_popcount")
                    ? (Value)math::CtPopOp::create(builder, l, x)
                : name.starts_with("__builtin_clz")
                    ? (Value)math::CountLeadingZerosOp::create(builder, l, x)
                    : (Value)math::CountTrailingZerosOp::create(builder, l, x);
      return convert(r, e->getArg(0)->getType(), e->getType(), l);
    }
    if (name == "__builtin_assume" || name == "__builtin_unreachable" ||
        name == "__builtin_prefetch")
      return nullptr;
    if (name.consume_front("__nvvm_read_ptx_sreg_")) {
      auto dimOf = [&](llvm::StringRef s) {
        return s.ends_with("x") ? simt::Dim::X : s.ends_with("y") ? simt::Dim::Y : simt::Dim::Z;
      };
      if (name.starts_with("tid_"))
        return simt::ThreadIdOp::create(builder, l, dimOf(name));
      if (name.starts_with("ctaid_"))
        return simt::BlockIdOp::create(builder, l, dimOf(name));
      if (name.starts_with("ntid_"))
        return simt::BlockDimOp::create(builder, l, dimOf(name));
      if (name.starts_with("nctaid_"))
        return simt::GridDimOp::create(builder, l, dimOf(name));
      if (name == "laneid")
        return simt::LaneIdOp::create(builder, l);
    }
    (void)id;
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
  mlir::func::FuncOp func = cgm.getFunction(callee, e->getExprLoc());
  if (!func)
    return placeholder(e);
  cgm.noteCall(fd, callee, e->getExprLoc());
  llvm::SmallVector<Value> args;
  unsigned firstArg = 0;
  auto types = func.getArgumentTypes();
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
  for (unsigned i = firstArg; i < e->getNumArgs(); ++i, ++p) {
    const Expr *a = e->getArg(i);
    if (p >= types.size())
      return unsupported(e, "variadic calls are not supported in device code");
    unsigned paramIdx = i - firstArg;
    bool byRef = paramIdx < callee->getNumParams() &&
                 callee->getParamDecl(paramIdx)->getType()->isReferenceType();
    if (byRef)
      args.push_back(coerce(toGeneric(emitLValue(a).addr, l), types[p], l));
    else
      args.push_back(coerce(emitScalar(a), types[p], l));
  }
  auto call = mlir::func::CallOp::create(builder, l, func, args);
  if (func.getNoInline())
    call.setNoInline(true);
  if (call.getNumResults() == 0)
    return nullptr;
  return call.getResult(0);
}

Value FunctionGen::tryIdx3Member(const Expr *e) {
  auto *me = dyn_cast<MemberExpr>(e->IgnoreParens());
  if (!me || me->isArrow())
    return nullptr;
  const Expr *base = me->getBase()->IgnoreParens();
  if (auto *mt = dyn_cast<MaterializeTemporaryExpr>(base))
    base = mt->getSubExpr()->IgnoreParens();
  auto *call = dyn_cast<CallExpr>(base);
  if (!call || !call->getDirectCallee())
    return nullptr;
  auto ann = cgm.annotation(call->getDirectCallee());
  if (!ann || !llvm::StringRef(*ann).starts_with("idx3."))
    return nullptr;
  llvm::StringRef which = llvm::StringRef(*ann).drop_front(5);
  llvm::StringRef field = me->getMemberDecl()->getName();
  simt::Dim d = field == "x" ? simt::Dim::X : field == "y" ? simt::Dim::Y : simt::Dim::Z;
  mlir::Location l = loc(e);
  if (which == "thread_id") return simt::ThreadIdOp::create(builder, l, d);
  if (which == "block_id") return simt::BlockIdOp::create(builder, l, d);
  if (which == "block_dim") return simt::BlockDimOp::create(builder, l, d);
  if (which == "grid_dim") return simt::GridDimOp::create(builder, l, d);
  if (which == "cluster_id") return simt::ClusterIdOp::create(builder, l, d);
  if (which == "cluster_dim") return simt::ClusterDimOp::create(builder, l, d);
  return nullptr;
}

namespace {
/// Maps a libdevice function name to an exact math/arith op, if any.
Value exactMath(mlir::OpBuilder &b, mlir::Location l, llvm::StringRef name,
                llvm::ArrayRef<Value> a, mlir::Type resultTy) {
  llvm::StringRef base = name;
  if (base.ends_with("f") && base != "erf" && base != "erfcinv")
    base = base.drop_back();
  if (name == "fmaf_rn" || name == "fma_rn" || base == "fma")
    return math::FmaOp::create(b, l, a[0], a[1], a[2]);
  if (base == "sqrt" || name == "fsqrt_rn")
    return math::SqrtOp::create(b, l, a[0]);
  if (base == "fabs")
    return math::AbsFOp::create(b, l, a[0]);
  if (base == "floor")
    return math::FloorOp::create(b, l, a[0]);
  if (base == "ceil")
    return math::CeilOp::create(b, l, a[0]);
  if (base == "trunc")
    return math::TruncOp::create(b, l, a[0]);
  if (base == "round")
    return math::RoundOp::create(b, l, a[0]);
  if (base == "rint" || base == "nearbyint")
    return math::RoundEvenOp::create(b, l, a[0]);
  if (base == "fmin")
    return arith::MinNumFOp::create(b, l, a[0], a[1]);
  if (base == "fmax")
    return arith::MaxNumFOp::create(b, l, a[0], a[1]);
  if (base == "copysign")
    return math::CopySignOp::create(b, l, a[0], a[1]);
  if (name == "fdiv_rn")
    return arith::DivFOp::create(b, l, a[0], a[1]);
  if (name == "float_as_int" || name == "int_as_float" || name == "float_as_uint" ||
      name == "uint_as_float" || name == "double_as_longlong" ||
      name == "longlong_as_double")
    return arith::BitcastOp::create(b, l, resultTy, a[0]);
  return nullptr;
}
} // namespace

Value FunctionGen::emitBuiltin(const CallExpr *e, const FunctionDecl *callee,
                               llvm::StringRef annotation) {
  mlir::Location l = loc(e);
  auto i32 = builder.getI32Type();
  QualType rt = e->getType();
  mlir::Type resultTy = rt->isVoidType() ? mlir::Type() : cgm.convertType(rt, e->getExprLoc());
  auto [op, order] = annotation.split(':');
  auto [head, rest] = op.split('.');

  // Arguments (the object of a member call is not among them).
  auto arg = [&](unsigned i) -> const Expr * {
    unsigned off = isa<CXXOperatorCallExpr>(e) && isa<CXXMethodDecl>(callee) ? 1 : 0;
    return i + off < e->getNumArgs() ? e->getArg(i + off) : nullptr;
  };
  auto argFor = [&](char letter) -> const Expr * {
    size_t pos = order.find(letter);
    return pos == llvm::StringRef::npos ? nullptr : arg(pos);
  };
  auto scalarArg = [&](const Expr *a, mlir::Type to) -> Value {
    Value v = emitScalar(a);
    if (!v)
      return intConst(to, 0, l);
    if (v.getType() == to)
      return v;
    if (isa<mlir::IntegerType>(v.getType()) && isa<mlir::IntegerType>(to))
      return convert(v, a->getType(), ctx.UnsignedIntTy, l); // i32 masks/lanes
    return coerce(v, to, l);
  };
  auto maskArg = [&]() -> Value {
    const Expr *m = argFor('m');
    if (!m)
      return intConst(i32, -1, l);
    return scalarArg(m, i32);
  };
  auto result = [&](Value v, QualType from) -> Value {
    if (!resultTy || !v)
      return v;
    return convert(v, from, rt, l);
  };
  auto dimOf = [&](llvm::StringRef s) {
    return s == "x" ? simt::Dim::X : s == "y" ? simt::Dim::Y : simt::Dim::Z;
  };
  auto constArg = [&](const Expr *a, llvm::StringRef what) -> std::optional<int64_t> {
    if (!a)
      return std::nullopt;
    auto v = evalInt(a);
    if (!v)
      cgm.error(a->getExprLoc(), "the " + what + " must be a compile-time constant");
    return v;
  };
  auto dimOp = [&](llvm::StringRef which, simt::Dim d) -> Value {
    if (which == "thread_id") return simt::ThreadIdOp::create(builder, l, d);
    if (which == "block_id") return simt::BlockIdOp::create(builder, l, d);
    if (which == "block_dim") return simt::BlockDimOp::create(builder, l, d);
    if (which == "grid_dim") return simt::GridDimOp::create(builder, l, d);
    if (which == "cluster_id") return simt::ClusterIdOp::create(builder, l, d);
    if (which == "cluster_dim") return simt::ClusterDimOp::create(builder, l, d);
    if (which == "block_id_in_cluster") return simt::BlockIdInClusterOp::create(builder, l, d);
    return nullptr;
  };

  // printf, assert's __assertfail, trap (CGRuntimeCalls.cpp).
  if (op == "printf" || head == "extern" || op == "trap")
    return emitRuntimeCall(e, callee, op);
  // Address-space conversions for inline PTX operands (CGAsm.cpp).
  if (head == "cvta" || head == "isspace")
    return emitAddressSpaceBuiltin(e, op);

  // ---- ids -----------------------------------------------------------------
  if (Value v = rest.size() == 1 ? dimOp(head, dimOf(rest)) : Value())
    return v;
  if (head == "idx3") {
    auto st = cast<mlir::LLVM::LLVMStructType>(resultTy);
    Value agg = undefValue(st, l);
    const char *dims[] = {"x", "y", "z"};
    for (int64_t i = 0; i < 3; ++i)
      agg = mlir::LLVM::InsertValueOp::create(builder, l, agg, dimOp(rest, dimOf(dims[i])),
                                              llvm::ArrayRef<int64_t>{i});
    return agg;
  }
  if (op == "lane_id")
    return result(simt::LaneIdOp::create(builder, l), ctx.UnsignedIntTy);
  if (op == "warp_id")
    return result(simt::WarpIdOp::create(builder, l), ctx.UnsignedIntTy);
  if (op == "block_rank_in_cluster")
    return result(simt::BlockRankInClusterOp::create(builder, l), ctx.UnsignedIntTy);

  // ---- barriers and fences ------------------------------------------------
  if (head == "barrier") {
    if (rest == "block") {
      simt::BarrierOp::create(builder, l, simt::Scope::Block, Value());
    } else if (rest == "cluster") {
      simt::BarrierOp::create(builder, l, simt::Scope::Cluster, Value());
    } else if (rest == "warp") {
      const Expr *m = argFor('m');
      auto mv = m ? evalInt(m) : std::optional<int64_t>(-1);
      Value mask = (mv && (uint32_t)*mv == 0xffffffffu) ? Value() : maskArg();
      simt::BarrierOp::create(builder, l, simt::Scope::Warp, mask);
    } else if (rest == "scope") {
      auto s = constArg(arg(0), "scope of kiln::sync");
      if (!s)
        return nullptr;
      auto scope = (simt::Scope)*s;
      if (scope == simt::Scope::Device || scope == simt::Scope::System) {
        cgm.error(arg(0)->getExprLoc(), "there is no device- or system-wide barrier; "
                                        "kiln::sync takes scope::warp, block or cluster");
        return nullptr;
      }
      simt::BarrierOp::create(builder, l, scope, Value());
    }
    return nullptr;
  }
  if (head == "barrier_reduce") {
    Value p = emitCond(arg(0));
    auto kind = rest == "count" ? simt::BarrierReduceKind::Count
                : rest == "and" ? simt::BarrierReduceKind::And
                                : simt::BarrierReduceKind::Or;
    return result(simt::BarrierReduceOp::create(builder, l, kind, p), ctx.IntTy);
  }
  if (head == "fence") {
    simt::Scope scope = simt::Scope::Device;
    if (rest == "block") scope = simt::Scope::Block;
    else if (rest == "system") scope = simt::Scope::System;
    else if (rest == "scope") {
      auto s = constArg(arg(0), "scope of kiln::fence");
      if (!s)
        return nullptr;
      scope = (simt::Scope)*s;
      if (scope == simt::Scope::Warp) {
        cgm.error(arg(0)->getExprLoc(), "there is no warp-scope fence; use scope::block");
        return nullptr;
      }
    }
    simt::FenceOp::create(builder, l, scope, simt::MemoryOrder::SeqCst);
    return nullptr;
  }
  if (op == "active_mask")
    return result(simt::ActiveMaskOp::create(builder, l), ctx.UnsignedIntTy);

  // ---- warp collectives ---------------------------------------------------
  if (head == "shuffle") {
    auto kind = rest == "idx" ? simt::ShuffleKind::Idx
                : rest == "up" ? simt::ShuffleKind::Up
                : rest == "down" ? simt::ShuffleKind::Down
                                 : simt::ShuffleKind::Xor;
    const Expr *ve = argFor('v');
    Value v = emitScalar(ve);
    mlir::Type vt = v.getType();
    if (!(vt.isIntOrFloat() && (vt.getIntOrFloatBitWidth() == 32 || vt.getIntOrFloatBitWidth() == 64))) {
      cgm.error(ve->getExprLoc(), "a warp shuffle moves 32- or 64-bit values");
      return placeholder(e);
    }
    Value lane = scalarArg(argFor('l'), i32);
    Value mask = maskArg();
    Value width;
    if (const Expr *w = argFor('w')) {
      auto wv = evalInt(w);
      if (!wv || *wv != 32)
        width = scalarArg(w, i32);
    }
    return simt::ShuffleOp::create(builder, l, vt, kind, v, lane, mask, width);
  }
  if (head == "vote") {
    Value p = emitCond(argFor('p'));
    Value mask = maskArg();
    auto kind = rest == "all" ? simt::VoteKind::All
                : rest == "any" ? simt::VoteKind::Any
                : rest == "uni" ? simt::VoteKind::Uni
                                : simt::VoteKind::Ballot;
    mlir::Type t = kind == simt::VoteKind::Ballot ? (mlir::Type)i32 : builder.getI1Type();
    Value v = simt::VoteOp::create(builder, l, t, kind, p, mask);
    return result(v, kind == simt::VoteKind::Ballot ? ctx.UnsignedIntTy : ctx.BoolTy);
  }
  if (head == "match_any" || head == "match_all") {
    Value v = emitScalar(argFor('v'));
    if (isa<mlir::FloatType>(v.getType()))
      v = arith::BitcastOp::create(builder, l,
                                   builder.getIntegerType(v.getType().getIntOrFloatBitWidth()), v);
    Value mask = maskArg();
    if (head == "match_any")
      return result(simt::MatchAnyOp::create(builder, l, v, mask), ctx.UnsignedIntTy);
    auto m = simt::MatchAllOp::create(builder, l, v, mask);
    if (const Expr *pe = argFor('p')) {
      Value pp = emitScalar(pe);
      Value pred = arith::ExtUIOp::create(builder, l, i32, m.getPredicate());
      createStore(builder, l, pred, pp);
    }
    return result(m.getResult(), ctx.UnsignedIntTy);
  }
  if (head == "redux") {
    const Expr *ve = argFor('v');
    Value v = scalarArg(ve, i32);
    bool isUnsigned = ve->getType()->isUnsignedIntegerOrEnumerationType();
    simt::ReduxKind kind = simt::ReduxKind::Add;
    if (rest == "min") kind = isUnsigned ? simt::ReduxKind::UMin : simt::ReduxKind::Min;
    else if (rest == "max") kind = isUnsigned ? simt::ReduxKind::UMax : simt::ReduxKind::Max;
    else if (rest == "and") kind = simt::ReduxKind::And;
    else if (rest == "or") kind = simt::ReduxKind::Or;
    else if (rest == "xor") kind = simt::ReduxKind::Xor;
    return result(simt::ReduxOp::create(builder, l, kind, v, maskArg()), ve->getType());
  }

  // ---- atomics --------------------------------------------------------------
  auto rmwKind = [&](llvm::StringRef k, QualType vt) -> std::optional<simt::AtomicKind> {
    bool u = vt->isUnsignedIntegerOrEnumerationType();
    if (k == "add" || k == "sub") return simt::AtomicKind::Add;
    if (k == "exch") return simt::AtomicKind::Exchange;
    if (k == "min") return u ? simt::AtomicKind::UMin : simt::AtomicKind::Min;
    if (k == "max") return u ? simt::AtomicKind::UMax : simt::AtomicKind::Max;
    if (k == "and") return simt::AtomicKind::And;
    if (k == "or") return simt::AtomicKind::Or;
    if (k == "xor") return simt::AtomicKind::Xor;
    if (k == "inc") return simt::AtomicKind::Inc;
    if (k == "dec") return simt::AtomicKind::Dec;
    return std::nullopt;
  };
  auto emitRMW = [&](llvm::StringRef k, Value ptr, Value v, QualType vt,
                     simt::Scope scope, simt::MemoryOrder ord) -> Value {
    if (k == "sub")
      v = isa<mlir::FloatType>(v.getType())
              ? (Value)arith::NegFOp::create(builder, l, v)
              : (Value)arith::SubIOp::create(builder, l, intConst(v.getType(), 0, l), v);
    auto kind = rmwKind(k, vt);
    auto pt = cast<simt::PtrType>(ptr.getType());
    if (pt.getElementType() != v.getType())
      ptr = simt::PtrCastOp::create(builder, l, pt.withElementType(v.getType()), ptr);
    return simt::AtomicRMWOp::create(builder, l, v.getType(), *kind, ptr, v, scope, ord);
  };
  if (head == "atomic") {
    auto [kindName, scopeName] = rest.split('.');
    simt::Scope scope = scopeName == "block" ? simt::Scope::Block
                        : scopeName == "system" ? simt::Scope::System
                                                : simt::Scope::Device;
    Value ptr = emitScalar(arg(0));
    QualType vt = arg(0)->getType()->getPointeeType();
    mlir::Type et = cgm.convertType(vt, e->getExprLoc());
    if (kindName == "cas") {
      Value cmp = coerce(emitScalar(arg(1)), et, l);
      Value val = coerce(emitScalar(arg(2)), et, l);
      return simt::AtomicCASOp::create(builder, l, ptr, cmp, val, scope,
                                       simt::MemoryOrder::Relaxed);
    }
    Value v = coerce(emitScalar(arg(1)), et, l);
    return emitRMW(kindName, ptr, v, vt, scope, simt::MemoryOrder::Relaxed);
  }
  if (head == "atomic_ref") {
    auto *mc = dyn_cast<CXXMemberCallExpr>(e);
    auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(cast<CXXMethodDecl>(callee)->getParent());
    if (!mc || !spec || spec->getTemplateArgs().size() < 2)
      return unsupported(e);
    QualType vt = spec->getTemplateArgs()[0].getAsType();
    auto scope = (simt::Scope)spec->getTemplateArgs()[1].getAsIntegral().getExtValue();
    if (scope == simt::Scope::Warp) {
      cgm.error(e->getExprLoc(), "atomics have block, cluster, device or system scope, not warp");
      return placeholder(e);
    }
    // The referenced object: look through the atomic_ref's construction
    // when visible, so that its address space (shared, global) is kept.
    const Expr *obj = mc->getImplicitObjectArgument()->IgnoreParenImpCasts();
    const Expr *target = nullptr;
    auto ctorTarget = [](const Expr *x) -> const Expr * {
      x = x->IgnoreImplicit();
      if (auto *fc = dyn_cast<CXXFunctionalCastExpr>(x))
        x = fc->getSubExpr()->IgnoreImplicit();
      if (auto *ce = dyn_cast<CXXConstructExpr>(x))
        if (ce->getNumArgs() == 1 && !ce->getConstructor()->isCopyOrMoveConstructor())
          return ce->getArg(0);
      return nullptr;
    };
    if (auto *mt = dyn_cast<MaterializeTemporaryExpr>(obj)) {
      target = ctorTarget(mt->getSubExpr());
    } else if (auto *dr = dyn_cast<DeclRefExpr>(obj)) {
      if (auto *vd = dyn_cast<VarDecl>(dr->getDecl()); vd && vd->getInit() &&
                                                      !reassigned.contains(vd))
        target = ctorTarget(vd->getInit());
    } else if (obj->isPRValue()) {
      target = ctorTarget(obj);
    }
    Value ptr;
    if (target) {
      ptr = emitLValue(target).addr;
    } else {
      LValue self = emitLValue(mc->getImplicitObjectArgument());
      auto sp = cast<simt::PtrType>(self.addr.getType());
      auto st = cast<mlir::LLVM::LLVMStructType>(sp.getElementType());
      Value field = simt::MemberPtrOp::create(
          builder, l, simt::PtrType::get(&cgm.mctx, st.getBody()[0], sp.getAddressSpace()),
          self.addr, 0);
      ptr = simt::LoadOp::create(builder, l, st.getBody()[0], field, false, false, nullptr);
    }
    mlir::Type et = cgm.convertType(vt, e->getExprLoc());
    auto orderAt = [&](unsigned i) -> simt::MemoryOrder {
      auto v = constArg(arg(i), "memory order");
      return v ? (simt::MemoryOrder)*v : simt::MemoryOrder::SeqCst;
    };
    if (rest == "load") {
      auto ord = orderAt(0);
      if (ord == simt::MemoryOrder::Release || ord == simt::MemoryOrder::AcqRel) {
        cgm.error(arg(0)->getExprLoc(), "an atomic load cannot have release order");
        ord = simt::MemoryOrder::SeqCst;
      }
      return simt::AtomicLoadOp::create(builder, l, et, ptr, scope, ord);
    }
    if (rest == "store") {
      auto ord = orderAt(1);
      if (ord == simt::MemoryOrder::Acquire || ord == simt::MemoryOrder::AcqRel) {
        cgm.error(arg(1)->getExprLoc(), "an atomic store cannot have acquire order");
        ord = simt::MemoryOrder::SeqCst;
      }
      simt::AtomicStoreOp::create(builder, l, coerce(emitScalar(arg(0)), et, l), ptr, scope, ord);
      return nullptr;
    }
    if (rest == "cas") {
      if (!isa<mlir::IntegerType>(et)) {
        cgm.error(e->getExprLoc(), "compare_exchange needs an integer type");
        return placeholder(e);
      }
      LValue expected = emitLValue(arg(0));
      Value desired = coerce(emitScalar(arg(1)), et, l);
      auto ord = orderAt(2);
      Value expVal = load(expected, vt, l);
      Value old = simt::AtomicCASOp::create(builder, l, ptr, expVal, desired, scope, ord);
      Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, old, expVal);
      store(old, expected.addr, vt, l);
      return ok;
    }
    Value v = coerce(emitScalar(arg(0)), et, l);
    return emitRMW(rest, ptr, v, vt, scope, orderAt(1));
  }

  // ---- memory and bit intrinsics --------------------------------------------
  if (op == "ldg") {
    Value p = emitScalar(arg(0));
    auto pt = cast<simt::PtrType>(p.getType());
    if (pt.getAddressSpace() != simt::AddressSpace::Global)
      p = toGeneric(p, l);
    return load(LValue{p, /*invariant=*/true}, rt, l);
  }
  if (head == "bit") {
    Value x = emitScalar(arg(0));
    mlir::Type xt = x.getType();
    if (rest == "popc")
      return result(math::CtPopOp::create(builder, l, x), arg(0)->getType());
    if (rest == "clz")
      return result(math::CountLeadingZerosOp::create(builder, l, x), arg(0)->getType());
    if (rest == "ffs") {
      Value tz = math::CountTrailingZerosOp::create(builder, l, x);
      Value one = arith::AddIOp::create(builder, l, tz, intConst(xt, 1, l));
      Value isZero = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, x, intConst(xt, 0, l));
      return result(arith::SelectOp::create(builder, l, isZero, intConst(xt, 0, l), one),
                    arg(0)->getType());
    }
    if (rest == "brev")
      return mlir::LLVM::BitReverseOp::create(builder, l, xt, x);
    if (rest == "abs")
      return math::AbsIOp::create(builder, l, x);
    if (rest == "umulhi" || rest == "mulhi") {
      Value y = emitScalar(arg(1));
      unsigned w = xt.getIntOrFloatBitWidth();
      auto wide = builder.getIntegerType(2 * w);
      bool s = rest == "mulhi";
      auto ext = [&](Value v) -> Value {
        return s ? (Value)arith::ExtSIOp::create(builder, l, wide, v)
                 : (Value)arith::ExtUIOp::create(builder, l, wide, v);
      };
      Value prod = arith::MulIOp::create(builder, l, ext(x), ext(y));
      Value hi = arith::ShRUIOp::create(builder, l, prod, intConst(wide, w, l));
      return arith::TruncIOp::create(builder, l, xt, hi);
    }
  }
  if (head == "minmax") {
    Value a = convert(emitScalar(arg(0)), arg(0)->getType(), rt, l);
    Value b = convert(emitScalar(arg(1)), arg(1)->getType(), rt, l);
    bool isMin = rest == "min" || rest == "umin";
    if (isa<mlir::FloatType>(a.getType()))
      return isMin ? (Value)arith::MinNumFOp::create(builder, l, a, b)
                   : (Value)arith::MaxNumFOp::create(builder, l, a, b);
    bool u = rt->isUnsignedIntegerOrEnumerationType() || rest.starts_with("u");
    if (isMin)
      return u ? (Value)arith::MinUIOp::create(builder, l, a, b) : (Value)arith::MinSIOp::create(builder, l, a, b);
    return u ? (Value)arith::MaxUIOp::create(builder, l, a, b) : (Value)arith::MaxSIOp::create(builder, l, a, b);
  }

  // ---- math (libdevice) -------------------------------------------------------
  if (head == "libdevice") {
    llvm::SmallVector<Value> args;
    for (unsigned i = 0; i < callee->getNumParams(); ++i) {
      const Expr *a = arg(i);
      QualType pt = callee->getParamDecl(i)->getType();
      args.push_back(convert(emitScalar(a), a->getType(), pt, l));
    }
    if (Value v = exactMath(builder, l, rest, args, resultTy))
      return v;
    std::string name = ("__nv_" + rest).str();
    if (cgm.opts.libdeviceDir.empty()) {
      cgm.error(e->getExprLoc(),
                "'" + callee->getNameAsString() +
                    "' needs libdevice from the CUDA toolkit (" + name +
                    " in libdevice.10.bc), and kilnc found none; install the CUDA "
                    "toolkit or pass --cuda-path=DIR. Without libdevice only functions "
                    "with an exact equivalent work (sqrt, fabs, floor, ceil, trunc, "
                    "round, rint, fma, fmin, fmax, copysign)");
      return placeholder(e);
    }
    llvm::SmallVector<mlir::Type> types;
    for (Value v : args)
      types.push_back(v.getType());
    auto ft = builder.getFunctionType(types, resultTy ? mlir::TypeRange{resultTy} : mlir::TypeRange{});
    mlir::func::FuncOp f = cgm.getExternFunction(name, ft);
    auto call = mlir::func::CallOp::create(builder, l, f, args);
    return call.getNumResults() ? call.getResult(0) : Value();
  }
  return unsupported(e, "unknown Kiln primitive 'kiln." + annotation.str() + "'");
}
