//===- SimtCollectives.cpp - what each collective op synchronises ---------===//
//
// The CollectiveOpInterface of every simt op that threads must reach
// together (inline PTX's is in SimtInlineAsm.cpp, beside its classifier):
// the scope, the lane mask and the name diagnostics give it. The sync
// verifier, the barrier placement and the target check read them from here.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

using namespace mlir;
using namespace kiln::simt;

#include "dialects/simt/IR/SimtInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Barriers
//===----------------------------------------------------------------------===//

Scope BarrierOp::getCollectiveScope() { return getScope(); }
Value BarrierOp::getCollectiveMask() { return getMask(); }
std::string BarrierOp::getCollectiveDescription() {
  return (stringifyScope(getScope()) + " barrier").str();
}

Scope BarrierReduceOp::getCollectiveScope() { return Scope::Block; }
std::string BarrierReduceOp::getCollectiveDescription() {
  return "block barrier (barrier_reduce)";
}

// coopgroups: the grid barrier must be reached by every thread of the grid.
Scope GridSyncOp::getCollectiveScope() { return Scope::Device; }
std::string GridSyncOp::getCollectiveDescription() {
  return "grid barrier (this_grid().sync())";
}

//===----------------------------------------------------------------------===//
// Warp collectives
//===----------------------------------------------------------------------===//

Value ShuffleOp::getCollectiveMask() { return getMask(); }
std::string ShuffleOp::getCollectiveDescription() { return "warp shuffle"; }

Value VoteOp::getCollectiveMask() { return getMask(); }
std::string VoteOp::getCollectiveDescription() { return "warp vote"; }

Value MatchAnyOp::getCollectiveMask() { return getMask(); }
std::string MatchAnyOp::getCollectiveDescription() { return "warp match"; }

Value MatchAllOp::getCollectiveMask() { return getMask(); }
std::string MatchAllOp::getCollectiveDescription() { return "warp match"; }

Value ReduxOp::getCollectiveMask() { return getMask(); }
std::string ReduxOp::getCollectiveDescription() { return "warp reduction"; }

//===----------------------------------------------------------------------===//
// Tensor cores
//===----------------------------------------------------------------------===//

std::string MmaSyncOp::getCollectiveDescription() {
  return "warp mma (mma.sync)";
}
std::string LdMatrixOp::getCollectiveDescription() { return "warp ldmatrix"; }

// Warpgroup collectives: block-uniform control flow is what the uniformity
// analysis can prove for a group of four warps.
Scope WgmmaOp::getCollectiveScope() { return Scope::Block; }
std::string WgmmaOp::getCollectiveDescription() {
  return "warpgroup mma (wgmma)";
}
Scope WgmmaFenceOp::getCollectiveScope() { return Scope::Block; }
std::string WgmmaFenceOp::getCollectiveDescription() {
  return "warpgroup mma (wgmma)";
}
Scope WgmmaCommitOp::getCollectiveScope() { return Scope::Block; }
std::string WgmmaCommitOp::getCollectiveDescription() {
  return "warpgroup mma (wgmma)";
}
Scope WgmmaWaitOp::getCollectiveScope() { return Scope::Block; }
std::string WgmmaWaitOp::getCollectiveDescription() {
  return "warpgroup mma (wgmma)";
}
