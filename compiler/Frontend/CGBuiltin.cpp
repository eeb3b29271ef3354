//===- CGBuiltin.cpp - calls of annotated primitives ----------------------===//
//
// Calls of functions declared with __attribute__((annotate("kiln.<op>")))
// (the CUDA prelude and <kiln/simt.hpp>) become simt/arith/math ops, NVVM
// intrinsics or libdevice calls, dispatched on the families of
// Builtins.def; Clang's own builtins are CGClangBuiltin.cpp's; everything
// else with a body is a func.call (CGCall.cpp). Scopes and memory orders must be
// constants at the call.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"
#include "compiler/Frontend/CGLocalAtomics.h"

#include "clang/AST/DeclTemplate.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
namespace arith = mlir::arith;
namespace math = mlir::math;
using mlir::Value;

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
enum class Primitive {
#define KILN_PRIMITIVE(Kind, Head) Kind,
#include "compiler/Frontend/Builtins.def"
};

std::optional<Primitive> primitiveOf(llvm::StringRef head) {
  static const llvm::StringMap<Primitive> table = [] {
    llvm::StringMap<Primitive> t;
#define KILN_PRIMITIVE(Kind, Head) t[Head] = Primitive::Kind;
#include "compiler/Frontend/Builtins.def"
    return t;
  }();
  auto it = table.find(head);
  if (it == table.end())
    return std::nullopt;
  return it->second;
}

enum class FpOp {
#define KILN_FP_OP(Kind, Name, Arity) Kind,
#include "compiler/Frontend/Builtins.def"
};

struct FpOpInfo {
  FpOp op;
  unsigned arity;
};

std::optional<FpOpInfo> fpOpOf(llvm::StringRef name) {
  static const llvm::StringMap<FpOpInfo> table = [] {
    llvm::StringMap<FpOpInfo> t;
#define KILN_FP_OP(Kind, Name, Arity) t[Name] = FpOpInfo{FpOp::Kind, Arity};
#include "compiler/Frontend/Builtins.def"
    return t;
  }();
  auto it = table.find(name);
  if (it == table.end())
    return std::nullopt;
  return it->second;
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

  auto unknown = [&] {
    return unsupported(e, "unknown Kiln primitive 'kiln." + annotation.str() + "'");
  };
  std::optional<Primitive> kind = primitiveOf(head);
  if (!kind)
    return unknown();
  switch (*kind) {
  case Primitive::Printf:
    return emitPrintf(e);
  case Primitive::ThreadIdDim:
  case Primitive::BlockIdDim:
  case Primitive::BlockDimDim:
  case Primitive::GridDimDim:
  case Primitive::ClusterIdDim:
  case Primitive::ClusterDimDim:
  case Primitive::BlockIdInClusterDim:
    if (rest.size() != 1)
      return unknown();
    return dimOp(head, dimOf(rest));
  case Primitive::GridSync:
  case Primitive::GridWorkspace:
  case Primitive::MapSharedRank:
  case Primitive::SharedRank:
  case Primitive::GroupIsSpace:
  case Primitive::StaticSpace:
  case Primitive::CpAsync16:
  case Primitive::CpAsyncCommit:
  case Primitive::CpAsyncWait:
    // Cooperative groups' grid and cluster primitives (CGGroups.cpp).
    if (std::optional<Value> v = emitGroupBuiltin(e, op))
      return *v;
    return unknown();
  case Primitive::Hopper:
    if (std::optional<Value> v = emitHopperBuiltin(e, rest))
      return *v;
    return unknown();
  case Primitive::Idx3: {
    auto st = cast<mlir::LLVM::LLVMStructType>(resultTy);
    Value agg = undefValue(st, l);
    const char *dims[] = {"x", "y", "z"};
    for (int64_t i = 0; i < 3; ++i)
      agg = mlir::LLVM::InsertValueOp::create(builder, l, agg, dimOp(rest, dimOf(dims[i])),
                                              llvm::ArrayRef<int64_t>{i});
    return agg;
  }
  case Primitive::LaneId:
    return result(simt::LaneIdOp::create(builder, l), ctx.UnsignedIntTy);
  case Primitive::WarpId:
    return result(simt::WarpIdOp::create(builder, l), ctx.UnsignedIntTy);
  case Primitive::BlockRankInCluster:
    return result(simt::BlockRankInClusterOp::create(builder, l), ctx.UnsignedIntTy);
  case Primitive::Barrier: {
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
  case Primitive::BarrierReduce: {
    Value p = emitCond(arg(0));
    auto kind = rest == "count" ? simt::BarrierReduceKind::Count
                : rest == "and" ? simt::BarrierReduceKind::And
                                : simt::BarrierReduceKind::Or;
    return result(simt::BarrierReduceOp::create(builder, l, kind, p), ctx.IntTy);
  }
  case Primitive::Fence: {
    simt::Scope scope = simt::Scope::Device;
    if (rest == "block") scope = simt::Scope::Block;
    else if (rest == "cluster") scope = simt::Scope::Cluster;
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
  case Primitive::ActiveMask:
    return result(simt::ActiveMaskOp::create(builder, l), ctx.UnsignedIntTy);
  case Primitive::Shuffle: {
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
  case Primitive::Vote: {
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
  case Primitive::MatchAny:
  case Primitive::MatchAll: {
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
  case Primitive::Redux: {
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
  case Primitive::Atomic:
  case Primitive::AtomicRef: {
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
    if (isLocalScalarAtomic(ptr, v.getType()))
      return emitLocalAtomicRMW(builder, l, *kind, ptr, v);
    return simt::AtomicRMWOp::create(builder, l, v.getType(), *kind, ptr, v, scope, ord);
  };
  if (*kind == Primitive::Atomic) {
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
      if (isLocalScalarAtomic(ptr, et) && isa<mlir::IntegerType>(et))
        return emitLocalAtomicCAS(builder, l, ptr, cmp, val);
      return simt::AtomicCASOp::create(builder, l, ptr, cmp, val, scope,
                                       simt::MemoryOrder::Relaxed);
    }
    Value v = coerce(emitScalar(arg(1)), et, l);
    return emitRMW(kindName, ptr, v, vt, scope, simt::MemoryOrder::Relaxed);
  }

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
      if (isLocalScalarAtomic(ptr, et))
        return simt::LoadOp::create(builder, l, et, ptr, false, false, nullptr);
      return simt::AtomicLoadOp::create(builder, l, et, ptr, scope, ord);
    }
    if (rest == "store") {
      auto ord = orderAt(1);
      if (ord == simt::MemoryOrder::Acquire || ord == simt::MemoryOrder::AcqRel) {
        cgm.error(arg(1)->getExprLoc(), "an atomic store cannot have acquire order");
        ord = simt::MemoryOrder::SeqCst;
      }
      Value v = coerce(emitScalar(arg(0)), et, l);
      if (isLocalScalarAtomic(ptr, et))
        createStore(builder, l, v, ptr);
      else
        simt::AtomicStoreOp::create(builder, l, v, ptr, scope, ord);
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
      // One PTX cas carries both paths' ordering: the stronger of the
      // success and failure orders, release + acquire being acq_rel
      // (libcu++'s __stronger_order_cuda, which nvcc's cuda::atomic_ref uses).
      if (e->getNumArgs() > 3) {
        auto failure = orderAt(3);
        auto hi = std::max(ord, failure), lo = std::min(ord, failure);
        ord = hi != simt::MemoryOrder::Release ? hi
              : lo == simt::MemoryOrder::Acquire ? simt::MemoryOrder::AcqRel
                                                 : simt::MemoryOrder::Release;
      }
      Value expVal = load(expected, vt, l);
      Value old = isLocalScalarAtomic(ptr, et)
                      ? emitLocalAtomicCAS(builder, l, ptr, expVal, desired)
                      : (Value)simt::AtomicCASOp::create(builder, l, ptr, expVal, desired, scope, ord);
      Value ok = arith::CmpIOp::create(builder, l, arith::CmpIPredicate::eq, old, expVal);
      store(old, expected.addr, vt, l);
      return ok;
    }
    Value v = coerce(emitScalar(arg(0)), et, l);
    return emitRMW(rest, ptr, v, vt, scope, orderAt(1));
  }
  case Primitive::Ldg: {
    Value p = emitScalar(arg(0));
    auto pt = cast<simt::PtrType>(p.getType());
    if (pt.getAddressSpace() != simt::AddressSpace::Global)
      p = toGeneric(p, l);
    return load(LValue{p, /*invariant=*/true}, rt, l);
  }
  case Primitive::Bit: {
    Value x = emitScalar(arg(0));
    mlir::Type xt = x.getType();
    if (rest == "popc")
      return result(math::CtPopOp::create(builder, l, x), arg(0)->getType());
    if (rest == "clz")
      return result(math::CountLeadingZerosOp::create(builder, l, x), arg(0)->getType());
    if (rest == "ffs")
      return result(findFirstSet(x, l), arg(0)->getType());
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
      Value wideY = ext(y);
      Value prod = arith::MulIOp::create(builder, l, ext(x), wideY);
      Value hi = arith::ShRUIOp::create(builder, l, prod, intConst(wide, w, l));
      return arith::TruncIOp::create(builder, l, xt, hi);
    }
      break;
  }
  case Primitive::MinMax: {
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

  // ---- floating point: packed halves and target intrinsics -------------------
  // "fp.<op>" is one arith/math op on scalars or vectors (f16x2, bf16x2) of
  // the parameter types; "intrinsic.<name>" calls the pure LLVM intrinsic
  // llvm.<name> (<cuda_fp16.h>, <cuda_bf16.h>: rounding modes, saturation,
  // the approximate exp2/log2/rcp/rsqrt/sqrt/tanh).
  case Primitive::Fp:
  case Primitive::FpIntrinsic: {
    llvm::SmallVector<Value> args;
    for (unsigned i = 0; i < callee->getNumParams(); ++i) {
      const Expr *a = arg(i);
      QualType pt = callee->getParamDecl(i)->getType();
      args.push_back(convert(emitScalar(a), a->getType(), pt, l));
    }
    if (*kind == Primitive::FpIntrinsic) {
      if (!resultTy)
        return unsupported(e, "'kiln.intrinsic' primitives return a value");
      // "intrinsic.ptx.<opcode>" is one PTX instruction, anything else llvm.<name>.
      std::string name = rest.starts_with("ptx.") ? rest.str() : ("llvm." + rest).str();
      return simt::IntrinsicOp::create(builder, l, resultTy, name, args);
    }
    std::optional<FpOpInfo> fp = fpOpOf(rest);
    if (!fp)
      return unsupported(e, "unknown Kiln primitive 'kiln." + annotation.str() + "'");
    if (args.size() != fp->arity) {
      cgm.error(e->getExprLoc(), "'kiln." + op.str() + "' takes " +
                                     std::to_string(fp->arity) + " arguments");
      return placeholder(e);
    }
    switch (fp->op) {
    case FpOp::Fma: return math::FmaOp::create(builder, l, args[0], args[1], args[2]);
    case FpOp::Abs: return math::AbsFOp::create(builder, l, args[0]);
    case FpOp::Floor: return math::FloorOp::create(builder, l, args[0]);
    case FpOp::Ceil: return math::CeilOp::create(builder, l, args[0]);
    case FpOp::Trunc: return math::TruncOp::create(builder, l, args[0]);
    case FpOp::Rint: return math::RoundEvenOp::create(builder, l, args[0]);
    case FpOp::Min: return arith::MinNumFOp::create(builder, l, args[0], args[1]);
    case FpOp::Max: return arith::MaxNumFOp::create(builder, l, args[0], args[1]);
    case FpOp::Minimum: return arith::MinimumFOp::create(builder, l, args[0], args[1]);
    case FpOp::Maximum: return arith::MaximumFOp::create(builder, l, args[0], args[1]);
    }
    llvm_unreachable("every fp op is handled");
  }
  case Primitive::Libdevice: {
    llvm::SmallVector<Value> args;
    for (unsigned i = 0; i < callee->getNumParams(); ++i)
      args.push_back(emitCallArg(arg(i), callee->getParamDecl(i)->getType(), l));
    return emitLibdeviceCall(e, rest, args, resultTy, callee->getNameAsString());
  }
  case Primitive::LoadCache:
  case Primitive::StoreCache: {
    bool isLoad = *kind == Primitive::LoadCache;
    Value p = emitScalar(arg(0));
    auto pt = cast<simt::PtrType>(p.getType());
    if (pt.getAddressSpace() != simt::AddressSpace::Global)
      p = toGeneric(p, l);
    if (isLoad) {
      auto cache = simt::symbolizeLoadCache(rest);
      return simt::LoadOp::create(builder, l, cast<simt::PtrType>(p.getType()).getElementType(),
                                  p, false, false, nullptr,
                                  simt::LoadCacheAttr::get(&cgm.mctx, *cache));
    }
    auto cache = simt::symbolizeStoreCache(rest);
    mlir::Type et = cast<simt::PtrType>(p.getType()).getElementType();
    Value v = coerce(emitScalar(arg(1)), et, l);
    simt::StoreOp::create(builder, l, v, p, false, nullptr,
                          simt::StoreCacheAttr::get(&cgm.mctx, *cache));
    return nullptr;
  }
  case Primitive::Memcpy:
  case Primitive::Memset: {
    // memcpy/memset return their destination.
    Value dst = toGeneric(emitScalar(arg(0)), l);
    Value len = convert(emitScalar(arg(2)), arg(2)->getType(), ctx.getSizeType(), l);
    if (*kind == Primitive::Memcpy) {
      Value src = toGeneric(emitScalar(arg(1)), l);
      simt::MemcpyOp::create(builder, l, dst, src, len, /*overlapping=*/false);
    } else {
      Value byte = arith::TruncIOp::create(builder, l, builder.getI8Type(),
                                           convert(emitScalar(arg(1)), arg(1)->getType(), ctx.IntTy, l));
      simt::MemsetOp::create(builder, l, dst, byte, len);
    }
    return coerce(dst, resultTy, l);
  }
  case Primitive::IsSpace: {
    // isspacep.<space> on the generic address. As simt.is_space it folds
    // once inlining shows where the pointer came from (a __shared__
    // variable), before the sync checks run: libcu++'s barriers branch on
    // __isShared/__isClusterShared(&bar) between their mbarrier code and a
    // generic atomics fallback, and the checks should see only the path
    // taken. A CTA's shared memory is also shared::cluster memory.
    Value p = toGeneric(emitScalar(arg(0)), l);
    std::optional<simt::AddressSpace> known =
        rest == "shared" || rest == "shared.cluster" ? std::optional(simt::AddressSpace::Shared)
        : rest == "global"                           ? std::optional(simt::AddressSpace::Global)
        : rest == "local"                            ? std::optional(simt::AddressSpace::Local)
        : rest == "constant"                         ? std::optional(simt::AddressSpace::Constant)
        : rest == "param"                            ? std::optional(simt::AddressSpace::Param)
                                                     : std::nullopt;
    Value inSpace;
    if (known) {
      inSpace = simt::IsSpaceOp::create(builder, l, *known, p);
      if (rest != "shared.cluster")
        return result(inSpace, ctx.BoolTy);
    }
    Value addr = simt::PtrToIntOp::create(builder, l, builder.getI64Type(), p);
    Value llvmPtr = mlir::LLVM::IntToPtrOp::create(
        builder, l, mlir::LLVM::LLVMPointerType::get(&cgm.mctx), addr);
    std::string space = rest == "constant" ? "const" : rest.str();
    auto call = mlir::LLVM::CallIntrinsicOp::create(
        builder, l, builder.getI1Type(), builder.getStringAttr("llvm.nvvm.isspacep." + space),
        mlir::ValueRange{llvmPtr});
    Value answer = call.getResult(0);
    if (inSpace)
      answer = arith::OrIOp::create(builder, l, inSpace, answer);
    return result(answer, ctx.BoolTy);
  }
  case Primitive::Cvta: {
    // cvta.to.<space>: the address within the space; cvta.<space>: back.
    auto [dir, spaceName] = rest.split('.');
    auto space = spaceName == "global" ? simt::AddressSpace::Global
                 : spaceName == "shared" ? simt::AddressSpace::Shared
                 : spaceName == "constant" ? simt::AddressSpace::Constant
                 : spaceName == "param"    ? simt::AddressSpace::Param
                                           : simt::AddressSpace::Local;
    auto i8 = builder.getI8Type();
    auto generic = simt::PtrType::get(&cgm.mctx, i8, simt::AddressSpace::Generic);
    auto specific = simt::PtrType::get(&cgm.mctx, i8, space);
    if (dir == "to") {
      Value p = coerce(toGeneric(emitScalar(arg(0)), l), generic, l);
      Value sp = simt::PtrCastOp::create(builder, l, specific, p);
      return simt::PtrToIntOp::create(builder, l, resultTy, sp);
    }
    Value bits = convert(emitScalar(arg(0)), arg(0)->getType(), ctx.getSizeType(), l);
    Value sp = simt::IntToPtrOp::create(builder, l, specific, bits);
    return coerce(simt::PtrCastOp::create(builder, l, generic, sp), resultTy, l);
  }
  case Primitive::Intrinsic: {
    // "intr.<llvm intrinsic>[:order]": digits pick call arguments, F/T add a
    // constant false/true (an immediate flag).
    llvm::SmallVector<Value> callArgs;
    for (unsigned i = 0; i < callee->getNumParams(); ++i)
      callArgs.push_back(emitCallArg(arg(i), callee->getParamDecl(i)->getType(), l));
    llvm::SmallVector<Value> args;
    if (order.empty()) {
      args = callArgs;
    } else {
      for (char c : order) {
        if (c == 'F' || c == 'T')
          args.push_back(intConst(builder.getI1Type(), c == 'T', l));
        else
          args.push_back(callArgs[c - '0']);
      }
    }
    if (!resultTy) {
      mlir::LLVM::CallIntrinsicOp::create(builder, l, builder.getStringAttr(rest), args);
      return Value();
    }
    return mlir::LLVM::CallIntrinsicOp::create(builder, l, resultTy, builder.getStringAttr(rest), args)
        .getResult(0);
  }
  case Primitive::ExternCall: {
    // A function of the CUDA device runtime (malloc, free) that the driver
    // links when it loads the PTX.
    llvm::SmallVector<Value> args;
    llvm::SmallVector<mlir::Type> types;
    for (unsigned i = 0; i < callee->getNumParams(); ++i) {
      args.push_back(emitCallArg(arg(i), callee->getParamDecl(i)->getType(), l));
      types.push_back(args.back().getType());
    }
    auto ft = builder.getFunctionType(types, resultTy ? mlir::TypeRange{resultTy} : mlir::TypeRange{});
    auto call = mlir::func::CallOp::create(builder, l, cgm.getExternFunction(rest, ft), args);
    return call.getNumResults() ? call.getResult(0) : Value();
  }
  case Primitive::Clock32:
  case Primitive::Clock64: {
    auto width = *kind == Primitive::Clock32 ? builder.getI32Type() : builder.getI64Type();
    Value t = simt::ClockOp::create(builder, l, width);
    return result(t, *kind == Primitive::Clock32 ? ctx.IntTy : ctx.LongLongTy);
  }
  case Primitive::Nanosleep:
    simt::NanosleepOp::create(builder, l, scalarArg(arg(0), i32));
    return nullptr;
  case Primitive::Trap:
    simt::TrapOp::create(builder, l);
    return nullptr;
  case Primitive::Breakpoint:
    simt::BreakpointOp::create(builder, l);
    return nullptr;
  }
  return unsupported(e, "unknown Kiln primitive 'kiln." + annotation.str() + "'");
}
