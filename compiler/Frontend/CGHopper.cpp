//===- CGHopper.cpp - the sm_90 async-proxy primitives ---------------------===//
//
// The `kiln.hopper.<op>` declarations of <kiln/cuda/hopper.hpp>
// (__kiln_mbarrier_*, __kiln_tma_*, __kiln_setmaxnreg_*, ...), each one op of
// SimtAsyncOps.td. CUDA passes barriers and shared buffers as generic
// pointers; they become shared-space pointers here (the header documents
// that they must point into the block's shared memory).
//
// A TMA descriptor argument written `&map`, where `map` is a kernel's
// by-value parameter (`const __grid_constant__ CUtensorMap map`), is the
// parameter itself, not the address of a local copy: the lowering keeps it
// in the param space, which is where the TMA unit can read it.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

std::optional<Value> FunctionGen::emitHopperBuiltin(const CallExpr *e, llvm::StringRef op) {
  mlir::Location l = loc(e);
  auto i32 = builder.getI32Type();
  auto shared = [&](const Expr *a, mlir::Type element) -> Value {
    Value p = toGeneric(emitScalar(a), l);
    return simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, element, simt::AddressSpace::Shared),
                                   p);
  };
  auto barrier = [&](unsigned i) { return shared(e->getArg(i), builder.getI64Type()); };
  auto u32 = [&](unsigned i) {
    return convert(emitScalar(e->getArg(i)), e->getArg(i)->getType(), ctx.UnsignedIntTy, l);
  };
  auto constant = [&](unsigned i, llvm::StringRef what) -> std::optional<int64_t> {
    std::optional<int64_t> v = evalInt(e->getArg(i));
    if (!v)
      cgm.error(e->getArg(i)->getExprLoc(), "the " + what.str() + " must be a compile-time constant");
    return v;
  };
  // The tensor map: a kernel's by-value parameter taken by address, or a pointer.
  auto descriptor = [&](const Expr *a) -> Value {
    const Expr *inner = a->IgnoreParenImpCasts();
    if (auto *addrOf = dyn_cast<UnaryOperator>(inner); addrOf && addrOf->getOpcode() == UO_AddrOf)
      if (auto *ref = dyn_cast<DeclRefExpr>(addrOf->getSubExpr()->IgnoreParens()))
        if (auto *param = dyn_cast<ParmVarDecl>(ref->getDecl());
            param && param->getDeclContext() == fd && simt::isKernel(func) && !param->getType()->isReferenceType() &&
            param->getType()->isRecordType() && ctx.getTypeSize(param->getType()) == 128 * 8)
          return func.getBody().front().getArgument(param->getFunctionScopeIndex());
    return toGeneric(emitScalar(a), l);
  };
  auto coords = [&](unsigned from) {
    llvm::SmallVector<Value, 5> out;
    for (unsigned i = from; i < e->getNumArgs(); ++i)
      out.push_back(convert(emitScalar(e->getArg(i)), e->getArg(i)->getType(), ctx.IntTy, l));
    return out;
  };

  if (op == "mbarrier_init") {
    Value arg1 = u32(1); // before arg 0, as GCC-built kilnc always emitted them
    simt::MbarrierInitOp::create(builder, l, barrier(0), arg1);
    return Value();
  }
  if (op == "mbarrier_inval") {
    simt::MbarrierInvalOp::create(builder, l, barrier(0));
    return Value();
  }
  if (op == "mbarrier_arrive") {
    Value count = e->getNumArgs() > 1 ? u32(1) : Value(); // arg 1 first (see above)
    return Value(simt::MbarrierArriveOp::create(builder, l, barrier(0), count));
  }
  if (op == "mbarrier_arrive_cluster") {
    Value arg1 = u32(1); // before arg 0, as GCC-built kilnc always emitted them
    simt::MbarrierArriveClusterOp::create(builder, l, barrier(0), arg1);
    return Value();
  }
  if (op == "mbarrier_expect_tx") {
    Value arg1 = u32(1); // before arg 0, as GCC-built kilnc always emitted them
    simt::MbarrierExpectTxOp::create(builder, l, barrier(0), arg1);
    return Value();
  }
  if (op == "mbarrier_arrive_expect_tx") {
    Value arg1 = u32(1); // before arg 0, as GCC-built kilnc always emitted them
    simt::MbarrierArriveExpectTxOp::create(builder, l, barrier(0), arg1);
    return Value();
  }
  if (op == "mbarrier_try_wait") {
    Value phase = u32(1); // arg 1 first (see above)
    return Value(simt::MbarrierTryWaitOp::create(builder, l, barrier(0), phase));
  }
  if (op == "mbarrier_wait") {
    Value arg1 = u32(1); // before arg 0, as GCC-built kilnc always emitted them
    simt::MbarrierWaitOp::create(builder, l, barrier(0), arg1);
    return Value();
  }
  if (op == "fence_mbarrier_init") {
    simt::FenceMbarrierInitOp::create(builder, l);
    return Value();
  }
  if (op == "fence_proxy_async") {
    simt::FenceProxyAsyncOp::create(builder, l);
    return Value();
  }
  if (op == "tma_load" || op == "tma_load_multicast") {
    // (dst, map, bar[, mask], c0, ...)
    bool multicast = op == "tma_load_multicast";
    Value dst = shared(e->getArg(0), builder.getI8Type());
    Value map = descriptor(e->getArg(1));
    Value bar = barrier(2);
    Value mask;
    if (multicast)
      mask = convert(emitScalar(e->getArg(3)), e->getArg(3)->getType(), ctx.UnsignedShortTy, l);
    simt::TmaLoadOp::create(builder, l, dst, map, bar, coords(multicast ? 4 : 3), mask);
    return Value();
  }
  if (op == "tma_store") {
    // (map, src, c0, ...)
    Value map = descriptor(e->getArg(0));
    auto at = coords(2);
    simt::TmaStoreOp::create(builder, l, map, shared(e->getArg(1), builder.getI8Type()), at);
    return Value();
  }
  if (op == "tma_store_commit") {
    simt::TmaStoreCommitOp::create(builder, l);
    return Value();
  }
  if (op == "tma_store_wait" || op == "tma_store_wait_read") {
    std::optional<int64_t> pending = constant(0, "number of bulk groups left in flight");
    if (!pending)
      return Value();
    if (*pending < 0) {
      cgm.error(e->getArg(0)->getExprLoc(), "the number of bulk groups left in flight must not be negative");
      return Value();
    }
    auto wait = simt::TmaStoreWaitOp::create(builder, l, static_cast<int32_t>(*pending));
    if (op == "tma_store_wait_read")
      wait.setRead(true);
    return Value();
  }
  if (op == "setmaxnreg_inc" || op == "setmaxnreg_dec") {
    std::optional<int64_t> count = constant(0, "register count");
    if (!count)
      return Value();
    if (*count < 24 || *count > 256 || *count % 8) {
      cgm.error(e->getArg(0)->getExprLoc(),
                "setmaxnreg's register count is a multiple of 8 from 24 to 256, not " + std::to_string(*count));
      return Value();
    }
    simt::SetMaxNRegOp::create(builder, l,
                               op == "setmaxnreg_inc" ? simt::RegisterAction::Inc : simt::RegisterAction::Dec,
                               static_cast<int32_t>(*count));
    return Value();
  }
  if (op == "elect_sync")
    return Value(simt::ElectSyncOp::create(builder, l, builder.getI1Type(), u32(0)));
  if (op == "stmatrix" || op == "stmatrix_trans") {
    // (ptr, r0[, r1[, r2, r3]])
    Value p = shared(e->getArg(0), i32);
    llvm::SmallVector<Value, 4> regs;
    for (unsigned i = 1; i < e->getNumArgs(); ++i)
      regs.push_back(u32(i));
    auto st = simt::StMatrixOp::create(builder, l, p, regs);
    if (op == "stmatrix_trans")
      st.setTrans(true);
    return Value();
  }
  if (op == "cluster_arrive" || op == "cluster_arrive_relaxed") {
    auto arrive = simt::ClusterArriveOp::create(builder, l);
    if (op == "cluster_arrive_relaxed")
      arrive.setRelaxed(true);
    return Value();
  }
  if (op == "cluster_wait") {
    simt::ClusterWaitOp::create(builder, l);
    return Value();
  }
  return std::nullopt;
}
