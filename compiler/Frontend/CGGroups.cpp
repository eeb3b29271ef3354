//===- CGGroups.cpp - cooperative-groups primitives -----------------------===//
//
// The annotated declarations of <cooperative_groups.h> that are not plain
// barriers or warp collectives: the grid barrier of a cooperative launch, the
// grid workspace (is_valid), and cluster shared-memory addressing.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/CodeGen.h"

using namespace kiln::frontend;
using namespace clang;
namespace simt = kiln::simt;
using mlir::Value;

std::optional<Value> FunctionGen::emitGroupBuiltin(const CallExpr *e, llvm::StringRef op) {
  mlir::Location l = loc(e);
  if (op == "grid_sync") {
    simt::GridSyncOp::create(builder, l);
    return Value();
  }
  if (op == "grid_workspace")
    return Value(simt::GridWorkspaceOp::create(builder, l));
  if (op == "map_shared_rank" || op == "shared_rank") {
    // Generic addresses in and out, as CUDA's void* API has them.
    Value ptr = toGeneric(emitScalar(e->getArg(0)), l);
    if (op == "shared_rank")
      return Value(simt::SharedRankOp::create(builder, l, ptr));
    Value rank = convert(emitScalar(e->getArg(1)), e->getArg(1)->getType(), ctx.UnsignedIntTy, l);
    return Value(simt::MapSharedRankOp::create(builder, l, ptr, rank));
  }
  if (op == "is_space.shared" || op == "is_space.global" || op == "static_space.shared" ||
      op == "static_space.global") {
    auto space = op.ends_with("shared") ? simt::AddressSpace::Shared : simt::AddressSpace::Global;
    Value ptr = toGeneric(emitScalar(e->getArg(0)), l);
    auto isSpace = simt::IsSpaceOp::create(builder, l, space, ptr);
    // Whether the compiler knows the space: true only where it folds
    // (the lowering answers false), never a run-time isspacep.
    if (op.starts_with("static_space"))
      isSpace->setAttr("kiln.static_space", builder.getUnitAttr());
    return Value(isSpace);
  }
  if (op == "cp_async16") {
    // memcpy_async's 16-byte chunks: generic addresses the header has
    // checked to be shared (destination) and global (source).
    auto i8 = builder.getI8Type();
    Value dst = toGeneric(emitScalar(e->getArg(0)), l);
    Value src = toGeneric(emitScalar(e->getArg(1)), l);
    dst = simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, i8, simt::AddressSpace::Shared), dst);
    src = simt::PtrCastOp::create(builder, l, simt::PtrType::get(&cgm.mctx, i8, simt::AddressSpace::Global), src);
    simt::CpAsyncOp::create(builder, l, dst, src, intConst(builder.getI32Type(), 16, l));
    return Value();
  }
  if (op == "cp_async_commit") {
    simt::CpAsyncCommitOp::create(builder, l);
    return Value();
  }
  if (op == "cp_async_wait") {
    std::optional<int64_t> pending = evalInt(e->getArg(0));
    if (!pending || *pending < 0) {
      cgm.error(e->getArg(0)->getExprLoc(), "the number of copy stages left in flight must be a non-negative constant");
      return Value();
    }
    simt::CpAsyncWaitOp::create(builder, l, static_cast<int32_t>(*pending));
    return Value();
  }
  return std::nullopt;
}
