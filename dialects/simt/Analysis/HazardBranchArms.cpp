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
// Only arms free of anything else that may order threads (block barriers,
// other inline PTX, calls) are compared: a block barrier inside one arm is a
// divergent-barrier error already. PTX named barriers with constant ids
// (`bar.sync 1, 128`) are paired: an access before one with id k in its arm
// is ordered before an access after a waiting one with id k in the other.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "llvm/ADT/MapVector.h"
#include <array>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
/// A PTX named barrier with a constant id (`bar.sync 1, 128`, `bar.arrive
/// 2, 128`) and nothing else: its id, and whether it waits.
std::optional<std::pair<int64_t, bool>> namedBarrier(Operation *op) {
  auto asmOp = dyn_cast<simt::InlineAsmOp>(op);
  if (!asmOp)
    return std::nullopt;
  simt::PtxSummary ptx = asmOp.classify();
  if (!ptx.understood || ptx.unknownMemory || !ptx.memory.empty() || !ptx.barrierId ||
      (!ptx.blockBarrier && !ptx.barrierArrive) || ptx.warpBarrier)
    return std::nullopt;
  return std::make_pair(*ptx.barrierId, ptx.blockBarrier);
}

bool mayOrder(Operation *op) {
  if (namedBarrier(op))
    return false; // paired below
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
  // Named barriers of the arms: `x` before a barrier with id k in its arm
  // (on every path on to the join), `y` after a waiting one with id k in
  // the other: the threads of y's arm wait there for those of x's, so x
  // happens before y (producer/consumer warps).
  PostDominanceInfo postDom(uniformity.getFunction());
  auto isBefore = [&](Operation *first, Operation *second) {
    Block *a = first->getBlock(), *b = second->getBlock();
    if (a == b)
      return first->isBeforeInBlock(second);
    return dom.dominates(a, b) && postDom.postDominates(b, a);
  };
  auto waitsAfter = [&](Operation *barrier, Operation *access) {
    Block *a = barrier->getBlock(), *b = access->getBlock();
    if (a == b)
      return barrier->isBeforeInBlock(access);
    return dom.dominates(a, b);
  };
  auto orderedBy = [&](const DivergentBranch *br, const MemoryAccess *x, int ax,
                       const MemoryAccess *y, int ay) {
    for (Block *bx : br->influenced)
      for (Operation &opx : *bx) {
        auto nx = namedBarrier(&opx);
        if (!nx || !dom.dominates(br->successors[ax], bx) || !isBefore(x->op, &opx))
          continue;
        for (Block *by : br->influenced)
          for (Operation &opy : *by) {
            auto ny = namedBarrier(&opy);
            if (ny && ny->first == nx->first && ny->second &&
                dom.dominates(br->successors[ay], by) && waitsAfter(&opy, y->op))
              return true;
          }
      }
    return false;
  };
  // Each access under the arms it lies in (before their join): only
  // accesses of the two arms of one branch are paired, not all pairs.
  llvm::MapVector<const DivergentBranch *, std::array<SmallVector<unsigned, 8>, 2>> arms;
  for (auto [i, m] : llvm::enumerate(all))
    for (const DivergentBranch *br : uniformity.getGoverningBranches(m->op)) {
      if (br->level < Uniformity::Warp || br->successors.size() != 2 || !br->join ||
          !isa<cf::CondBranchOp>(br->op) || br->successors[0] == br->successors[1])
        continue;
      int arm = armOf(br, m);
      if (arm >= 0)
        arms[br][arm].push_back(unsigned(i));
    }
  llvm::DenseSet<std::pair<unsigned, unsigned>> compared;
  for (auto &[br, sides] : arms) {
    if (sides[0].empty() || sides[1].empty() || !barrierFree(br))
      continue;
    for (unsigned i0 : sides[0])
      for (unsigned i1 : sides[1]) {
        if (stopped)
          return;
        unsigned i = std::min(i0, i1), j = std::max(i0, i1);
        MemoryAccess *x = all[i], *y = all[j];
        if ((!x->writes && !y->writes) || (x->atomic && y->atomic))
          continue;
        if (!x->buffer.empty() && !y->buffer.empty() && x->buffer != y->buffer)
          continue;
        int ax = i == i0 ? 0 : 1, ay = 1 - ax;
        if (orderedBy(br, x, ax, y, ay) || orderedBy(br, y, ay, x, ax))
          continue;
        if (!compared.insert({i, j}).second)
          continue;
        State pending;
        pending.push_back(Pending{x, {}, false, nullptr, x->async ? 0 : -1});
        visitAccess(y, pending);
      }
  }
}
