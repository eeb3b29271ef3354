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
// divergent-barrier error already. PTX named barriers (`bar.sync 1, 128`,
// `bar.arrive %r, 128` with an id a loop counter picks) are paired: an
// access before one with id k in its arm is ordered before an access after a
// waiting one with id k in the other. An arm that never waits runs ahead in
// its loops: their later iterations are not ordered after the other arm.
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
/// A PTX named barrier (`bar.sync 1, 128`, `bar.arrive %r, 128`) and
/// nothing else: the value giving its id (a constant, or one computed at run
/// time, e.g. from a loop counter), and whether it waits.
struct NamedBarrier {
  Value id;
  bool waits;
};
std::optional<NamedBarrier> namedBarrier(Operation *op) {
  auto asmOp = dyn_cast<simt::InlineAsmOp>(op);
  if (!asmOp)
    return std::nullopt;
  simt::PtxSummary ptx = asmOp.classify();
  if (!ptx.understood || ptx.unknownMemory || !ptx.memory.empty() ||
      (!ptx.blockBarrier && !ptx.barrierArrive) || ptx.warpBarrier)
    return std::nullopt;
  // An id computed at run time: the asm's one operand (`bar.sync $0, 128`
  // with "r"(id)); the count is a constant then.
  Value id = !ptx.barrierId && asmOp->getNumOperands() == 1 && asmOp->getNumResults() == 0
                 ? asmOp->getOperand(0)
                 : Value();
  if (!ptx.barrierId && !id)
    return std::nullopt;
  return NamedBarrier{id, ptx.blockBarrier};
}

bool mayOrder(Operation *op) {
  if (namedBarrier(op))
    return false; // paired below
  return isa<simt::BarrierOp, simt::BarrierReduceOp, simt::GridSyncOp, simt::InlineAsmOp,
             func::CallOp, func::CallIndirectOp, simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op);
}

/// A loop counter: the header argument's value on entry and its constant
/// step on every back edge (`c = c + step`).
std::optional<std::pair<Value, int64_t>> counterOf(BlockArgument arg, DominanceInfo &dom) {
  Block *h = arg.getOwner();
  Value init;
  std::optional<int64_t> step;
  for (auto it = h->pred_begin(); it != h->pred_end(); ++it) {
    auto br = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!br)
      return std::nullopt;
    Value in = br.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return std::nullopt;
    if (!dom.dominates(h, *it)) { // an entry edge
      if (init && init != in)
        return std::nullopt;
      init = in;
      continue;
    }
    auto add = in.getDefiningOp<arith::AddIOp>();
    APInt c;
    if (!add || add.getLhs() != arg || !matchPattern(add.getRhs(), m_ConstantInt(&c)) ||
        (step && *step != c.getSExtValue()))
      return std::nullopt;
    step = c.getSExtValue();
  }
  if (!init || !step)
    return std::nullopt;
  return std::make_pair(init, *step);
}

/// Whether two barrier ids take the same sequence of values: the same
/// expression of counters that start at the same value and take the same
/// steps (`1 + (c & 1)` in a producer's loop and a consumer's).
bool sameId(Value a, Value b, DominanceInfo &dom, unsigned depth = 0) {
  if (a == b)
    return true;
  APInt ca, cb;
  if (matchPattern(a, m_ConstantInt(&ca)) && matchPattern(b, m_ConstantInt(&cb)))
    return ca == cb;
  if (depth > 8 || a.getType() != b.getType())
    return false;
  auto argA = dyn_cast<BlockArgument>(a), argB = dyn_cast<BlockArgument>(b);
  if (argA && argB) {
    auto ka = counterOf(argA, dom), kb = counterOf(argB, dom);
    return ka && kb && ka->second == kb->second && sameId(ka->first, kb->first, dom, depth + 1);
  }
  Operation *da = a.getDefiningOp(), *db = b.getDefiningOp();
  if (!da || !db || da->getName() != db->getName() || da->getAttrDictionary() != db->getAttrDictionary() ||
      da->getNumOperands() != db->getNumOperands() || da->getNumRegions() || !isPure(da))
    return false;
  for (auto [x, y] : llvm::zip(da->getOperands(), db->getOperands()))
    if (!sameId(x, y, dom, depth + 1))
      return false;
  return true;
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
  llvm::DenseMap<const DivergentBranch *, bool> namedMemo;
  auto hasNamedBarrier = [&](const DivergentBranch *br) {
    auto [it, fresh] = namedMemo.try_emplace(br, false);
    if (fresh)
      for (Block *b : br->influenced)
        for (Operation &op : *b)
          if (namedBarrier(&op))
            it->second = true;
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
      // Its other predecessors may be back edges: a loop opening the arm,
      // taken where the arms hold named barriers (producer and consumer
      // warps, each looping over the chunks). Elsewhere such arms are not
      // compared yet: a uniform branch the uniformity analysis cannot tell
      // from a divergent one (is_shared(dst) in cg::memcpy_async) would
      // pair its exclusive paths.
      bool entered = s->getSinglePredecessor() == br->op->getBlock() ||
                     (hasNamedBarrier(br) && llvm::all_of(s->getPredecessors(), [&](Block *p) {
                        return p == br->op->getBlock() || dom.dominates(s, p);
                      }));
      if (entered && llvm::count(s->getPredecessors(), br->op->getBlock()) == 1 &&
          dom.dominates(s, m->op->getBlock()))
        return int(i);
    }
    return -1;
  };
  // Whether block `b` lies in the loop headed by h: a back edge into h is
  // reachable from it within the blocks h dominates.
  auto inLoop = [&](Block *b, Block *h) {
    SmallVector<Block *> work{b};
    llvm::DenseSet<Block *> seen{b};
    while (!work.empty()) {
      for (Block *succ : work.pop_back_val()->getSuccessors()) {
        if (succ == h)
          return true;
        if (dom.dominates(h, succ) && seen.insert(succ).second)
          work.push_back(succ);
      }
    }
    return false;
  };
  // Named barriers of the arms: `x` before a barrier with id k in its arm
  // (on every path on to the join), `y` after a waiting one with id k in
  // the other: the threads of y's arm wait there for those of x's, so x
  // happens before y (producer/consumer warps).
  auto isBefore = [&](Operation *first, Operation *second) {
    Block *a = first->getBlock(), *b = second->getBlock();
    if (a == b)
      return first->isBeforeInBlock(second);
    // Every path from `first` passes `second` before the next iteration of
    // a loop holding both (`first` may lie in a loop that ends before
    // `second`: a strided copy, then the arrive).
    SmallVector<Block *> work{a};
    llvm::DenseSet<Block *> seen{a};
    while (!work.empty()) {
      Block *blk = work.pop_back_val();
      if (blk->getSuccessors().empty())
        return false;
      for (Block *succ : blk->getSuccessors()) {
        if (succ == b)
          continue;
        if (dom.dominates(succ, a) && inLoop(b, succ))
          return false; // the next iteration of a loop around both
        if (seen.insert(succ).second)
          work.push_back(succ);
      }
    }
    return true;
  };
  auto waitsAfter = [&](Operation *barrier, Operation *access) {
    Block *a = barrier->getBlock(), *b = access->getBlock();
    if (a == b)
      return barrier->isBeforeInBlock(access);
    return dom.dominates(a, b);
  };
  auto armWaits = [&](const DivergentBranch *br, int arm) {
    for (Block *b : br->influenced)
      if (dom.dominates(br->successors[arm], b))
        for (Operation &op : *b)
          if (auto n = namedBarrier(&op); n && n->waits)
            return true;
    return false;
  };
  auto sameBarrier = [&](const NamedBarrier &a, const NamedBarrier &b, Operation *opA, Operation *opB) {
    if (!a.id && !b.id)
      return simt::InlineAsmOp(cast<simt::InlineAsmOp>(opA)).classify().barrierId ==
             cast<simt::InlineAsmOp>(opB).classify().barrierId;
    auto constId = [](const NamedBarrier &n, Operation *op) -> std::optional<int64_t> {
      APInt c;
      if (!n.id)
        return cast<simt::InlineAsmOp>(op).classify().barrierId;
      if (matchPattern(n.id, m_ConstantInt(&c)))
        return c.getSExtValue();
      return std::nullopt;
    };
    auto ca = constId(a, opA), cb = constId(b, opB);
    if (ca && cb)
      return *ca == *cb;
    return a.id && b.id && sameId(a.id, b.id, dom);
  };
  // Whether x's address is the same, or comes back, in every iteration of
  // the loop headed by h: it reads h's counters only through `c & m` or
  // `c % S` (a ring slot), so the slot y reads is refilled later.
  auto periodicIn = [&](Operation *x, Block *h) {
    SmallVector<Value> work;
    llvm::DenseSet<Value> seen;
    for (Value v : x->getOperands())
      if (isa<simt::PtrType>(v.getType()))
        work.push_back(v);
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        if (arg.getOwner() == h)
          return false;
        continue;
      }
      Operation *def = v.getDefiningOp();
      if (isa<arith::AndIOp, arith::RemUIOp, arith::RemSIOp>(def) &&
          matchPattern(def->getOperand(1), m_Constant()))
        continue;
      for (Value o : def->getOperands())
        work.push_back(o);
    }
    return true;
  };
  // An arm that never waits is not held back by the other: where x runs
  // again after its barrier (a loop of the arm holds both) at an address
  // that comes back, its later iterations are not ordered after y, whatever
  // the barrier ids (a producer refilling a ring slot that the consumers may
  // still read). Such a pair is compared as a proven race.
  auto runsAhead = [&](const DivergentBranch *br, const MemoryAccess *x, int ax) {
    if (armWaits(br, ax))
      return false;
    // A loop of x's arm that holds x and one of its named barriers.
    Block *bx = x->op->getBlock();
    for (Block *h : br->influenced) {
      if (!dom.dominates(br->successors[ax], h) || !dom.dominates(h, bx) || !inLoop(bx, h) ||
          !periodicIn(x->op, h))
        continue;
      for (Block *b : br->influenced)
        if (dom.dominates(h, b) && inLoop(b, h))
          for (Operation &op : *b)
            if (namedBarrier(&op))
              return true;
    }
    return false;
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
            if (ny && ny->waits && sameBarrier(*nx, *ny, &opx, &opy) &&
                dom.dominates(br->successors[ay], by) && waitsAfter(&opy, y->op))
              return true;
          }
      }
    return false;
  };
  // Across the iterations of loops in both arms over a ring of slots, each
  // direction needs its own pair of barriers: the slot a producer fills in
  // iteration c was read by the consumers in an earlier one (their release
  // before its wait: EMPTY), and is read by them later (its release before
  // their wait: FULL). Here either barrier may be guarded by the loop's first
  // or last iterations (`if (c >= 2) bar.sync EMPTY`, `if (c + 2 < n)
  // bar.arrive EMPTY`): it only has to come after x, and before y, within
  // one iteration when it runs.
  auto armLoop = [&](const DivergentBranch *br, const MemoryAccess *m, int arm) -> Block * {
    Block *bm = m->op->getBlock(), *found = nullptr;
    for (Block *h : br->influenced)
      if (dom.dominates(br->successors[arm], h) && dom.dominates(h, bm) && inLoop(bm, h) &&
          periodicIn(m->op, h) && (!found || dom.dominates(found, h)))
        found = h;
    return found;
  };
  auto within = [&](Operation *from, Operation *to, Block *h) {
    Block *a = from->getBlock(), *b = to->getBlock();
    if (a == b && from->isBeforeInBlock(to))
      return true;
    SmallVector<Block *> work{a};
    llvm::DenseSet<Block *> seen{a};
    while (!work.empty())
      for (Block *succ : work.pop_back_val()->getSuccessors()) {
        if (succ == h || !dom.dominates(h, succ))
          continue;
        if (succ == b)
          return true;
        if (seen.insert(succ).second)
          work.push_back(succ);
      }
    return false;
  };
  auto orderedAcross = [&](const DivergentBranch *br, const MemoryAccess *x, int ax, Block *hx,
                           const MemoryAccess *y, int ay, Block *hy) {
    for (Block *bx : br->influenced)
      for (Operation &opx : *bx) {
        auto nx = namedBarrier(&opx);
        if (!nx || !dom.dominates(br->successors[ax], bx) || !inLoop(bx, hx) ||
            !within(x->op, &opx, hx))
          continue;
        for (Block *by : br->influenced)
          for (Operation &opy : *by) {
            auto ny = namedBarrier(&opy);
            if (ny && ny->waits && sameBarrier(*nx, *ny, &opx, &opy) &&
                dom.dominates(br->successors[ay], by) && inLoop(by, hy) &&
                within(&opy, y->op, hy) && !within(y->op, &opy, hy))
              return true;
          }
      }
    return false;
  };
  // Whether x is ordered before y and y before x (each direction of the
  // pair that the code can run: for accesses outside such loops, one
  // suffices for both).
  auto ordered = [&](const DivergentBranch *br, const MemoryAccess *x, int ax,
                     const MemoryAccess *y, int ay) -> std::pair<bool, bool> {
    bool forward = orderedBy(br, x, ax, y, ay), backward = orderedBy(br, y, ay, x, ax);
    Block *hx = armLoop(br, x, ax), *hy = armLoop(br, y, ay);
    if (!hx || !hy)
      return {forward || backward, forward || backward};
    return {forward || orderedAcross(br, x, ax, hx, y, ay, hy),
            backward || orderedAcross(br, y, ay, hy, x, ax, hx)};
  };
  // A named barrier whose id is computed at run time and is not paired:
  // nothing proves it orders the arms, nor that it does not (a warning
  // naming it).
  auto unknownId = [&](const DivergentBranch *br) -> Operation * {
    auto armOfBlock = [&](Block *b) {
      return dom.dominates(br->successors[0], b) ? 0 : dom.dominates(br->successors[1], b) ? 1 : -1;
    };
    for (Block *b : br->influenced)
      for (Operation &op : *b)
        if (auto n = namedBarrier(&op); n && n->id && !matchPattern(n->id, m_Constant())) {
          // Paired with one of the other arm (the same sequence of ids):
          // as known as a constant id.
          int arm = armOfBlock(b);
          bool paired = false;
          for (Block *b2 : br->influenced)
            if (arm >= 0 && armOfBlock(b2) == 1 - arm)
              for (Operation &op2 : *b2)
                if (auto n2 = namedBarrier(&op2); n2 && sameBarrier(*n, *n2, &op, &op2))
                  paired = true;
          if (!paired)
            return &op;
        }
    return nullptr;
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
        bool xAhead = runsAhead(br, x, ax), ahead = xAhead || runsAhead(br, y, ay);
        auto [xFirst, yFirst] = ahead ? std::pair(false, false) : ordered(br, x, ax, y, ay);
        if (xFirst && yFirst)
          continue;
        if (!compared.insert({i, j}).second)
          continue;
        // The access that runs ahead is reported, as the later of the two:
        // the producer's refill against the consumers' read; so is the one
        // that nothing orders after the other (a refill before its wait).
        if (xAhead || (xFirst && !yFirst))
          std::swap(x, y);
        State pending;
        pending.push_back(Pending{x, {}, false, nullptr, x->async ? 0 : -1,
                                  ahead ? nullptr : unknownId(br)});
        visitAccess(y, pending);
      }
  }
}
