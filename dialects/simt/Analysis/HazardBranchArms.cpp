//===- HazardBranchArms.cpp - races between the arms of a branch -----------===//
//
// The dataflow compares an access with the accesses pending on the paths
// that reach it. The two arms of a thread-dependent branch are no such path
// (each thread takes one), yet different threads run them at the same time:
// `if (t < 128) part[t] = v; else x = part[t - 128];` races with no barrier
// between the store and the read. Each access of one arm is compared here
// with each of the other arm, as if pending; the arms' guards (the branch
// condition) keep only the threads that take them.
//
// Only arms free of anything that may order threads (block or named
// barriers, inline PTX, calls) are compared: a barrier inside one arm is a
// divergent-barrier error already, and named barriers that pair the arms'
// groups are not modelled (docs/synchronisation.md).
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
bool mayOrder(Operation *op) {
  return isa<simt::BarrierOp, simt::BarrierReduceOp, simt::GridSyncOp, simt::InlineAsmOp,
             func::CallOp, func::CallIndirectOp, simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op);
}
} // namespace

void Impl::compareBranchArms() {
  // Barrier insertion skips it, as it skips same-instruction races: no
  // barrier it could place orders the arms.
  if (stopped || !options.sameInstruction)
    return;
  DominanceInfo &dom = uniformity.dominance();
  Region *body = &uniformity.getFunction()->getRegion(0);
  std::vector<MemoryAccess *> all;
  for (const auto &m : accesses)
    if (m && m->op->getBlock()->getParent() == body)
      all.push_back(m.get());
  llvm::DenseMap<const DivergentBranch *, bool> armsFree;
  auto barrierFree = [&](const DivergentBranch *br) {
    auto [it, fresh] = armsFree.try_emplace(br, true);
    if (fresh)
      for (Block *b : br->influenced)
        for (Operation &op : *b)
          if (mayOrder(&op) || op.getNumRegions())
            it->second = false;
    return it->second;
  };
  // The arm of `br` that `m` lies in (0 or 1), if only one reaches it and
  // it lies before the arms join (code after the join, or after a loop's
  // exit, is run by every thread that reaches it).
  auto armOf = [&](const DivergentBranch *br, const MemoryAccess *m) -> int {
    if (!br->influenced.contains(m->op->getBlock()))
      return -1;
    for (unsigned i : {0u, 1u}) {
      Block *s = br->successors[i];
      if (s->getSinglePredecessor() == br->op->getBlock() &&
          dom.dominates(s, m->op->getBlock()))
        return int(i);
    }
    return -1;
  };
  for (unsigned i = 0; i < all.size() && !stopped; ++i) {
    auto outer = uniformity.getGoverningBranches(all[i]->op);
    for (unsigned j = i + 1; j < all.size() && !stopped; ++j) {
      MemoryAccess *x = all[i], *y = all[j];
      if ((!x->writes && !y->writes) || (x->atomic && y->atomic))
        continue;
      if (!x->buffer.empty() && !y->buffer.empty() && x->buffer != y->buffer)
        continue;
      for (const DivergentBranch *br : outer) {
        if (br->level < Uniformity::Warp || br->successors.size() != 2 || !br->join ||
            !isa<cf::CondBranchOp>(br->op) || br->successors[0] == br->successors[1])
          continue;
        int ax = armOf(br, x), ay = armOf(br, y);
        if (ax < 0 || ay < 0 || ax == ay || !barrierFree(br))
          continue;
        State pending;
        pending.push_back(Pending{x, {}, false, nullptr, x->async ? 0 : -1});
        visitAccess(y, pending);
        break;
      }
    }
  }
}
