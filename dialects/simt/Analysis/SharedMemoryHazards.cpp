//===- SharedMemoryHazards.cpp - races on shared memory -------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "dialects/simt/Analysis/ValueSources.h"
#include "llvm/Support/SaveAndRestore.h"
#include <set>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
/// Whether two mbarrier pointers name the same barrier: the same value, or
/// casts of the address of the same shared variable (the frontend takes
/// `&bar` afresh at each use).
bool sameMbarrier(Value a, Value b) {
  a = stripPtrCasts(a), b = stripPtrCasts(b);
  if (a == b)
    return true;
  auto ga = a.getDefiningOp<simt::AddressOfOp>(), gb = b.getDefiningOp<simt::AddressOfOp>();
  return ga && gb && ga.getGlobal() == gb.getGlobal();
}
} // namespace

StringRef Hazard::kind() const {
  if (first->writes && second->writes)
    return "write-after-write";
  return first->writes ? "read-after-write" : "write-after-read";
}

namespace {
using PendingKey = std::tuple<MemoryAccess *, const Impl::StaleMarkers *, int>;
PendingKey keyOf(const Impl::Pending &p) {
  return PendingKey{p.access, p.stale.get(), p.asyncCommits};
}
} // namespace

bool Impl::joinIndexed(State &into, PendingIndex &index, const State &from,
                       std::vector<unsigned> *touched) {
  bool changed = false;
  for (const Pending &p : from) {
    auto [it, fresh] = index.try_emplace(keyOf(p), into.size());
    if (fresh) {
      if (touched)
        touched->push_back(into.size());
      into.push_back(p);
      changed = true;
      continue;
    }
    Pending *match = &into[it->second];
    bool was = changed;
    changed = false;
    if (match->warpSynced && !p.warpSynced) {
      match->warpSynced = false;
      match->warpBarrier = nullptr;
      changed = true;
    }
    if (match->uncertainBecause && !p.uncertainBecause) { // [inline-asm]
      match->uncertainBecause = nullptr;
      changed = true;
    }
    if (match->arrivedAt && match->arrivedAt != p.arrivedAt) { // [inline-asm]
      match->arrivedAt = nullptr;
      changed = true;
    }
    for (auto field : {&Pending::sinceAccess, &Pending::sinceBackEdge})
      if ((*match).*field && (!(p.*field) || *((*match).*field) != *(p.*field))) {
        (*match).*field = commonGuards((*match).*field, p.*field);
        changed = true;
      }
    if (changed && touched)
      touched->push_back(it->second);
    changed |= was;
  }
  return changed;
}

bool Impl::joinInto(State &into, const State &from) {
  // The entry of `into` with p's key, first in order; entries are only
  // ever appended. Large joins look the key up in an index.
  if (from.size() > 1 && into.size() + from.size() > 32) {
    PendingIndex index;
    for (auto [i, q] : llvm::enumerate(into))
      index.try_emplace(keyOf(q), i);
    return joinIndexed(into, index, from);
  }
  bool changed = false;
  for (const Pending &p : from) {
    auto match = llvm::find_if(into, [&](const Pending &q) { return q.sameKey(p); });
    if (match == into.end()) {
      into.push_back(p);
      changed = true;
    } else {
      if (match->warpSynced && !p.warpSynced) {
        match->warpSynced = false;
        match->warpBarrier = nullptr;
        changed = true;
      }
      if (match->uncertainBecause && !p.uncertainBecause) { // [inline-asm]
        match->uncertainBecause = nullptr;
        changed = true;
      }
      if (match->arrivedAt && match->arrivedAt != p.arrivedAt) { // [inline-asm]
        match->arrivedAt = nullptr;
        changed = true;
      }
      for (auto field : {&Pending::sinceAccess, &Pending::sinceBackEdge})
        if ((*match).*field && (!(p.*field) || *((*match).*field) != *(p.*field))) {
          (*match).*field = commonGuards((*match).*field, p.*field);
          changed = true;
        }
    }
  }
  return changed;
}

Impl::StaleSet Impl::intern(StaleMarkers markers) {
  llvm::sort(markers);
  markers.erase(std::unique(markers.begin(), markers.end()), markers.end());
  if (markers.empty())
    return StaleSet();
  return StaleSet(&*staleSets.insert(std::move(markers)).first);
}

bool Impl::loopCommitsGroups(const LoopMarker &marker) {
  auto [it, fresh] = commitLoops.try_emplace(marker.header ? (void *)marker.header
                                                           : (void *)marker.loop);
  if (!fresh)
    return it->second;
  auto commits = [](Operation *op) {
    if (isa<simt::CpAsyncCommitOp, simt::WgmmaCommitOp>(op))
      return true;
    auto asmOp = dyn_cast<simt::InlineAsmOp>(op);
    return asmOp && asmOp.classify().cpAsyncCommits > 0;
  };
  bool found = false;
  if (marker.loop) {
    marker.loop->walk([&](Operation *op) { found |= commits(op); });
  } else {
    for (Block *b : loopBlocks(marker.header))
      b->walk([&](Operation *op) { found |= commits(op); });
  }
  return commitLoops[marker.header ? (void *)marker.header : (void *)marker.loop] = found;
}

Impl::State Impl::markStale(const State &s, LoopMarker marker) {
  State marked;
  marked.reserve(s.size());
  // Copies in flight round a loop that commits groups count the crossings
  // (LoopMarker::iterations), bounded like their commits: a wait retires
  // them within a few iterations in a pipeline.
  bool counting = loopCommitsGroups(marker);
  if (marker.header)
    markedHeaders.insert(marker.header);
  for (Pending p : s) {
    bool count = counting && p.asyncCommits >= 0;
    auto [it, fresh] = staleWithMemo.try_emplace(
        {p.stale.get(), marker.header, marker.loop, marker.lastIteration, count});
    if (fresh) {
      StaleMarkers markers(p.stale.markers().begin(), p.stale.markers().end());
      auto same = llvm::find_if(markers, [&](const LoopMarker &m) { return m.sameLoop(marker); });
      LoopMarker crossed = marker;
      crossed.iterations = 0;
      if (count) {
        int before = same == markers.end() ? 0 : same->iterations;
        bool known = same == markers.end() || before > 0;
        crossed.iterations = known && before + 1 <= kMaxTrackedGroups ? before + 1 : 0;
      }
      // A count is exact or absent: a crossing replaces it.
      llvm::erase_if(markers, [&](const LoopMarker &m) {
        return m.sameLoop(marker) && (count || m.iterations != 0);
      });
      markers.push_back(crossed);
      it->second = intern(std::move(markers));
    }
    p.stale = it->second;
    // Crossing the back edge changes only the values that vary in its loop.
    if (p.sinceBackEdge) {
      PathGuards kept;
      for (const auto &g : *p.sinceBackEdge)
        if (!isVariant(g.first, marker))
          kept.push_back(g);
      if (kept.empty())
        p.sinceBackEdge = nullptr;
      else if (kept.size() != p.sinceBackEdge->size())
        p.sinceBackEdge = std::make_shared<const PathGuards>(std::move(kept));
    }
    marked.push_back(std::move(p));
  }
  // Marking can make entries equal: keep the first of each key.
  State out;
  joinInto(out, marked);
  return out;
}

bool Impl::inMarkedLoop(Operation *op, const LoopMarker &m) {
  if (m.loop)
    return m.loop->isAncestor(op);
  Region *region = m.header->getParent();
  Block *b = op->getBlock();
  while (b && b->getParent() != region) {
    Operation *parent = b->getParentOp();
    b = parent ? parent->getBlock() : nullptr;
  }
  return b && loopBlocks(m.header).contains(b);
}

Impl::State Impl::dropLeftMarkers(const State &s,
                                  llvm::function_ref<bool(const LoopMarker &)> left,
                                  void *where, void *to) {
  State pruned;
  pruned.reserve(s.size());
  bool changed = false;
  for (Pending p : s) {
    if (!p.stale.empty() && p.asyncCommits < 0) {
      auto [it, fresh] = leftMemo.try_emplace({p.stale.get(), where, to, p.access->op});
      if (fresh) {
        StaleMarkers markers(p.stale.markers().begin(), p.stale.markers().end());
        // Counted and last-iteration markers belong to copies in flight and
        // accesses inside the loop: never dropped.
        llvm::erase_if(markers, [&](const LoopMarker &m) {
          return !m.lastIteration && m.iterations == 0 && left(m) &&
                 !inMarkedLoop(p.access->op, m);
        });
        it->second = markers.size() == p.stale.markers().size() ? p.stale
                                                                 : intern(std::move(markers));
      }
      changed |= !(it->second == p.stale);
      p.stale = it->second;
    }
    pruned.push_back(std::move(p));
  }
  if (!changed)
    return s;
  // Dropping can make entries equal: join them.
  State out;
  joinInto(out, pruned);
  return out;
}

Impl::State Impl::leaveLoops(const State &s, Block *from, Block *to) {
  // Most edges stay in every marked loop: then no entry changes, and the
  // per-entry memo lookups below (2^k entries behind k loops with breaks)
  // are saved.
  bool leavesMarked = llvm::any_of(markedHeaders, [&](Block *header) {
    const llvm::DenseSet<Block *> &body = loopBlocks(header);
    return body.contains(from) && !body.contains(to);
  });
  if (!leavesMarked)
    return s;
  return dropLeftMarkers(
      s,
      [&](const LoopMarker &m) {
        if (m.loop)
          return false;
        const llvm::DenseSet<Block *> &body = loopBlocks(m.header);
        return body.contains(from) && !body.contains(to);
      },
      from, to);
}

Impl::State Impl::leaveLoop(const State &s, Operation *loop) {
  return dropLeftMarkers(
      s, [&](const LoopMarker &m) { return m.loop == loop; }, loop, nullptr);
}

bool Impl::isVariant(Value v, const LoopMarker &m, unsigned depth) {
  if (!isVariantPlace(v, m))
    return false;
  // A pure value computed inside the loop from values that are not
  // (`stage ^ 1` recomputed in every iteration of a row loop) is the same
  // in every iteration.
  Operation *def = v.getDefiningOp();
  // Thread and block coordinates read inside the loop (`threadIdx.x +
  // round * 320` recomputed per round) are the same in every iteration.
  if (isa_and_nonnull<simt::ThreadIdOp, simt::BlockIdOp, simt::BlockDimOp, simt::GridDimOp,
                      simt::LaneIdOp, simt::WarpIdOp>(def))
    return false;
  if (!def || depth > 8 || !isPureValueOp(def) || def->getNumOperands() == 0)
    return true;
  return llvm::any_of(def->getOperands(),
                      [&](Value o) { return isVariant(o, m, depth + 1); });
}

const llvm::DenseSet<Block *> &Impl::loopBlocks(Block *header) {
  auto [it, fresh] = loopBlockSets.try_emplace(header);
  if (!fresh)
    return it->second;
  // The blocks the header dominates that lead back to it without leaving
  // what it dominates: its body (not the code after the loop).
  DominanceInfo &dom = uniformity.dominance();
  llvm::DenseSet<Block *> blocks{header};
  SmallVector<Block *> work;
  for (Block *p : header->getPredecessors())
    if (dom.dominates(header, p) && blocks.insert(p).second)
      work.push_back(p);
  while (!work.empty()) {
    Block *b = work.pop_back_val();
    for (Block *p : b->getPredecessors())
      if (dom.dominates(header, p) && blocks.insert(p).second)
        work.push_back(p);
  }
  return loopBlockSets[header] = std::move(blocks);
}

bool Impl::exitsOnlyAtHeader(Block *header) {
  const llvm::DenseSet<Block *> &body = loopBlocks(header);
  for (Block *b : body)
    if (b != header && llvm::any_of(b->getSuccessors(), [&](Block *s) { return !body.contains(s); }))
      return false;
  return true;
}

bool Impl::isVariantPlace(Value v, const LoopMarker &m) {
  Block *defBlock = v.getParentBlock();
  if (m.loop)
    return m.loop->isAncestor(defBlock->getParentOp());
  Region *region = m.header->getParent();
  Block *b = defBlock;
  while (b && b->getParent() != region) {
    Operation *parent = b->getParentOp();
    b = parent ? parent->getBlock() : nullptr;
  }
  return b && uniformity.dominance().dominates(m.header, b);
}

bool Impl::definedInLoopBody(Value v, const LoopMarker &m) {
  if (m.loop || !isVariantPlace(v, m))
    return isVariantPlace(v, m);
  Region *region = m.header->getParent();
  Block *b = v.getParentBlock();
  while (b && b->getParent() != region) {
    Operation *parent = b->getParentOp();
    b = parent ? parent->getBlock() : nullptr;
  }
  return b && loopBlocks(m.header).contains(b);
}

std::shared_ptr<const Impl::PathGuards>
Impl::commonGuards(const std::shared_ptr<const PathGuards> &a,
                   const std::shared_ptr<const PathGuards> &b) {
  if (!a || !b)
    return nullptr;
  PathGuards both;
  for (const auto &g : *a)
    if (llvm::is_contained(*b, g))
      both.push_back(g);
  if (both.empty())
    return nullptr;
  return std::make_shared<const PathGuards>(std::move(both));
}

void Impl::takeBranch(State &s, Value cond, bool expected) {
  std::pair<Value, bool> g{cond, expected};
  for (Pending &p : s) {
    if (p.asyncCommits >= 0)
      continue;
    // The earliest ones after the access; the latest ones before the next.
    if (p.stale.empty() && (!p.sinceAccess || (p.sinceAccess->size() < kMaxPathGuards &&
                                               !llvm::is_contained(*p.sinceAccess, g)))) {
      PathGuards list = p.sinceAccess ? *p.sinceAccess : PathGuards();
      list.push_back(g);
      p.sinceAccess = std::make_shared<const PathGuards>(std::move(list));
    }
    if (!p.sinceBackEdge || !llvm::is_contained(*p.sinceBackEdge, g)) {
      PathGuards list = p.sinceBackEdge ? *p.sinceBackEdge : PathGuards();
      list.push_back(g);
      if (list.size() > kMaxPathGuards)
        list.erase(list.begin());
      p.sinceBackEdge = std::make_shared<const PathGuards>(std::move(list));
    }
  }
}

MemoryAccess *Impl::withGuards(MemoryAccess *m, const PathGuards &guards) {
  std::vector<std::pair<const void *, bool>> key;
  for (auto [cond, expected] : guards)
    key.push_back({cond.getAsOpaquePointer(), expected});
  auto &copy = guardedCopies[{m, std::move(key)}];
  if (!copy) {
    copy = std::make_unique<MemoryAccess>(*m);
    copy->extraGuards.append(guards.begin(), guards.end());
    tabulate(*copy);
  }
  return copy.get();
}

std::optional<Hazard> Impl::hazardWith(const Pending &p, MemoryAccess *access) {
  if (p.access == access && p.stale.empty())
    return std::nullopt; // the same execution of the same op
  if (options.skipPair && options.skipPair(p.access->op, access->op))
    return std::nullopt;
  pairFirst = pairSecond = -1;
  Conflict c = pendingConflict(*p.access, *access, p.stale);
  if (c == Conflict::None)
    return std::nullopt;
  // Past a warp barrier, the uniform branches on the way may rule the
  // colliding values out (the warp-barrier arm of `if (s > 32)
  // __syncthreads(); else __syncwarp();`): the pair again with them as guards
  // of the accesses (the earlier one's in its iteration, the later one's
  // since their values last changed). Only there: asking every pair twice
  // doubled the time of kernels with many races (wrong/sha256_*).
  if (p.warpSynced && (p.sinceAccess || p.sinceBackEdge) && p.asyncCommits < 0 &&
      !p.access->opaque && !access->opaque) {
    bool proven = lastProven;
    std::string undecided = lastUndecided;
    RaceWitness witness = lastWitness;
    int64_t first = pairFirst, second = pairSecond;
    MemoryAccess *a = p.sinceAccess ? withGuards(p.access, *p.sinceAccess) : p.access;
    MemoryAccess *b = p.sinceBackEdge ? withGuards(access, *p.sinceBackEdge) : access;
    pairFirst = pairSecond = -1;
    Conflict guarded = pendingConflict(*a, *b, p.stale);
    if (guarded == Conflict::None)
      return std::nullopt;
    // The guarded verdict's witness takes the path (the original one may
    // pair values the branches rule out); kept unless only the original is
    // proven at the same level.
    if (guarded < c || (guarded == c && (lastProven || !proven))) {
      c = guarded;
    } else {
      lastProven = proven, lastUndecided = undecided, lastWitness = witness;
      pairFirst = first, pairSecond = second;
    }
  }
  // [inline-asm] A wmma tile decided byte by byte (HazardExecutions.cpp).
  std::optional<std::pair<Conflict, RaceWitness>> tile;
  if ((p.access->opaque || access->opaque) && !p.uncertainBecause && p.asyncCommits < 0)
    tile = tileConflict(*p.access, *access);
  if (tile && tile->first == Conflict::None)
    return std::nullopt;
  if (tile) {
    c = tile->first;
    lastProven = tile->second.firstThread >= 0;
    lastUndecided = lastProven ? std::string() : tile->second.iterations;
    lastWitness = lastProven ? tile->second : RaceWitness();
  }
  int64_t t1 = pairFirst, t2 = pairSecond;
  if (lastWitness.firstThread >= 0)
    t1 = lastWitness.firstThread, t2 = lastWitness.secondThread;
  pairFirst = pairSecond = -1;
  // A block of at most 32 threads (its launch bound) is one warp: the
  // threads of any conflict share it, and a warp barrier orders them (a
  // warp-staged wmma tile loaded after __syncwarp()).
  bool needsBlock = c == Conflict::AcrossWarps && blockThreads() > 32;
  if (!needsBlock && p.warpSynced)
    return std::nullopt;
  Hazard h;
  h.first = p.access;
  h.second = access;
  h.needsBlock = needsBlock;
  h.acrossIterations = !p.stale.empty();
  h.inFlight = p.asyncCommits >= 0;
  h.insufficientWarpBarrier = needsBlock && p.warpSynced ? p.warpBarrier : nullptr;
  h.firstThread = t1, h.secondThread = t2;
  // [inline-asm]
  h.uncertainBecause = tile                ? nullptr
                       : p.access->opaque ? p.access->op
                       : access->opaque   ? access->op
                                          : p.uncertainBecause;
  h.proven = lastProven && !h.uncertainBecause;
  h.undecided = lastUndecided;
  h.witness = lastWitness;
  return h;
}

Conflict Impl::pendingConflict(const MemoryAccess &a, const MemoryAccess &b, StaleSet stale) {
  // Pairs conflict() rejects at once (two reads, two named buffers) need
  // no memo entry: most of what the dataflow asks.
  if (options.memoisePairs || (!a.writes && !b.writes) ||
      (!a.buffer.empty() && !b.buffer.empty() && a.buffer != b.buffer))
    return conflict(a, b, stale);
  auto [it, fresh] = pendingVerdictIndex.try_emplace({&a, &b, stale.get()}, kAskedOnce);
  if (it->second != kAskedOnce) {
    const PairVerdict &v = pendingVerdicts[it->second];
    lastProven = v.proven, lastUndecided = v.undecided, lastWitness = v.witness;
    pairFirst = v.first, pairSecond = v.second;
    return v.conflict;
  }
  size_t combinations = searchCombinations, searches = countersSearched;
  Conflict c = conflict(a, b, stale);
  // Kept from the second ask on: a pair asked once (most of a tile
  // kernel's) costs one map entry and no copy of the outputs.
  if (!fresh && searchCombinations == combinations && countersSearched == searches) {
    it->second = pendingVerdicts.size(); // conflict() adds no entry to the index
    pendingVerdicts.push_back(
        PairVerdict{c, lastProven, lastUndecided, lastWitness, pairFirst, pairSecond});
  }
  return c;
}

void Impl::visitAccess(MemoryAccess *access, State &state) {
  if (stopped)
    return;
  for (const Pending &p : state) {
    std::optional<Hazard> hazard = hazardWith(p, access);
    if (!hazard)
      continue;
    Hazard &h = *hazard;
    auto [it, inserted] =
        foundIndex.try_emplace({p.access->op, access->op}, found.size());
    if (inserted) {
      found.push_back(std::move(h));
      if (options.stopUnlessKnown &&
          !options.stopUnlessKnown->contains({p.access->op, access->op})) {
        stopped = true;
        return;
      }
    } else {
      Hazard &old = found[it->second];
      if (h.proven && !old.proven) {
        old.proven = true;
        old.undecided.clear();
        old.witness = h.witness;
        old.firstThread = h.firstThread, old.secondThread = h.secondThread;
      }
      old.needsBlock |= h.needsBlock;
      old.acrossIterations &= h.acrossIterations;
      old.inFlight |= h.inFlight;
      if (!h.insufficientWarpBarrier)
        old.insufficientWarpBarrier = nullptr;
      if (!h.uncertainBecause) // [inline-asm] one proven path proves it
        old.uncertainBecause = nullptr;
    }
  }
  issue(access, state);
}

void Impl::issue(MemoryAccess *access, State &state) {
  Pending fresh{access, {}, false, nullptr, access->async ? 0 : -1};
  auto it = llvm::find_if(state, [&](const Pending &q) { return q.sameKey(fresh); });
  if (it != state.end())
    *it = fresh;
  else
    state.push_back(fresh);
}

unsigned Impl::blockThreads() {
  if (!blockThreadsMemo)
    blockThreadsMemo = maxBlockThreads(uniformity.getFunction());
  return *blockThreadsMemo;
}

bool Impl::addsUnknownHazardWithout(
    Operation *barrier, const llvm::DenseSet<std::pair<Operation *, Operation *>> &known) {
  auto entry = barrierEntries.find(barrier);
  if (entry == barrierEntries.end())
    return false;
  // A barrier that may open a loop's body changes loopShape, which the
  // analysis reads before it reaches the barrier. (Searched from the
  // barrier back: a block opens with many constants.)
  bool opensBlock = true;
  for (Operation *op = barrier->getPrevNode(); op && opensBlock; op = op->getPrevNode())
    opensBlock = isMemoryEffectFree(op) && !op->getNumRegions();
  if (opensBlock)
    return false;
  // The run without the barrier goes on from the state the barrier met,
  // with the budget and the last verdict's outputs as they were there, and
  // asks the same pairs in the same order up to where it stops: replayed
  // here through the rest of the block, as far as only accesses (and ops
  // the dataflow does nothing with, visitOp) follow.
  const BarrierEntry &e = entry->second;
  llvm::SaveAndRestore<size_t> budget(searchCombinations, e.searchCombinations);
  llvm::SaveAndRestore<bool> proven(lastProven, e.lastProven);
  llvm::SaveAndRestore<std::string> undecided(lastUndecided, e.lastUndecided);
  llvm::SaveAndRestore<RaceWitness> witness(lastWitness, e.lastWitness);
  State state = e.state;
  for (Operation *op = barrier->getNextNode(); op; op = op->getNextNode()) {
    if (op->getNumRegions() ||
        isa<simt::InlineAsmOp, func::CallIndirectOp, simt::BarrierOp, simt::BarrierReduceOp,
            simt::GridSyncOp, simt::MbarrierWaitOp, simt::CpAsyncCommitOp, simt::WgmmaCommitOp,
            simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op))
      return false;
    MemoryAccess *access = getAccess(op);
    if (!access)
      continue;
    for (MemoryAccess *m : {access, alternativeOf.lookup(op)}) {
      if (!m)
        continue;
      for (const Pending &p : state)
        if (hazardWith(p, m) && !known.contains({p.access->op, m->op}))
          return true;
      issue(m, state);
    }
  }
  return false;
}

void Impl::visitOp(Operation *op, State &state) {
  if (op == options.ignoredBarrier)
    return;
  if (options.recordBarrierEntries && isa<simt::BarrierOp>(op))
    barrierEntries.try_emplace(
        op, BarrierEntry{state, searchCombinations, lastProven, lastUndecided, lastWitness});
  if (auto asmOp = dyn_cast<simt::InlineAsmOp>(op)) { // [inline-asm]
    visitInlineAsm(asmOp, state);
    return;
  }
  // A call through a function pointer may run a barrier (the checks do
  // not follow it): what conflicts across it is unproven, like unknown asm.
  if (isa<func::CallIndirectOp>(op)) {
    for (Pending &p : state)
      if (!p.uncertainBecause)
        p.uncertainBecause = op;
    return;
  }
  auto keepInFlight = [&] {
    llvm::erase_if(state, [](const Pending &p) { return p.asyncCommits < 0; });
  };
  if (auto barrier = dyn_cast<simt::BarrierOp>(op)) {
    if (barrier.getScope() == simt::Scope::Warp) {
      for (Pending &p : state)
        if (!p.warpSynced && p.asyncCommits < 0)
          p.warpSynced = true, p.warpBarrier = op;
    } else {
      keepInFlight();
    }
    return;
  }
  // coopgroups: a grid barrier includes the block barrier.
  if (isa<simt::BarrierReduceOp, simt::GridSyncOp>(op)) {
    keepInFlight();
    return;
  }
  // cp.async and wgmma groups: count commits; a wait retires the older
  // groups (of its own kind), whose accesses are then ordinary pending
  // ones.
  bool wgmmaGroups = isa<simt::WgmmaCommitOp, simt::WgmmaWaitOp>(op);
  auto updateAsync = [&](auto update) {
    State updated;
    for (Pending p : state) {
      if (p.asyncCommits >= 0 && p.access->wgmma == wgmmaGroups && !p.access->tma &&
          !p.access->bulk)
        update(p);
      updated.push_back(std::move(p));
    }
    State next;
    joinInto(next, updated);
    state = std::move(next);
  };
  // TMA loads: waiting on the phase of their mbarrier completes them for
  // the waiting thread (every thread that reads the box waits itself), so
  // they leave the pending set without becoming ordinary writes.
  if (auto wait = dyn_cast<simt::MbarrierWaitOp>(op)) {
    llvm::erase_if(state, [&](const Pending &p) {
      return p.access->tma && sameMbarrier(p.access->tmaBarrier, wait.getBarrier());
    });
    return;
  }
  if (isa<simt::CpAsyncCommitOp, simt::WgmmaCommitOp>(op)) {
    updateAsync([](Pending &p) { p.asyncCommits = std::min(p.asyncCommits + 1, kMaxTrackedGroups); });
    return;
  }
  if (isa<simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op)) {
    auto cpWait = dyn_cast<simt::CpAsyncWaitOp>(op);
    int pending = cpWait ? int(cpWait.getPending())
                         : int(cast<simt::WgmmaWaitOp>(op).getPending());
    updateAsync([&](Pending &p) {
      if (p.asyncCommits > pending)
        p.asyncCommits = -1;
    });
    return;
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    State thenState = runRegion(ifOp.getThenRegion(), state);
    State elseState = ifOp.getElseRegion().empty()
                          ? state
                          : runRegion(ifOp.getElseRegion(), state);
    joinInto(thenState, elseState);
    state = std::move(thenState);
    return;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    State entry = state;
    for (unsigned i = 0; i < 32; ++i) {
      State out = markStale(runRegion(forOp.getRegion(), entry), {nullptr, op});
      if (!joinInto(entry, out))
        break;
    }
    state = leaveLoop(entry, op);
    return;
  }
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    State entry = state, afterBefore;
    for (unsigned i = 0; i < 32; ++i) {
      afterBefore = runRegion(whileOp.getBefore(), entry);
      State out = markStale(runRegion(whileOp.getAfter(), afterBefore), {nullptr, op});
      if (!joinInto(entry, out))
        break;
    }
    state = leaveLoop(afterBefore, op);
    return;
  }
  if (op->getNumRegions()) {
    State all = state;
    for (Region &r : op->getRegions())
      joinInto(all, runRegion(r, state));
    state = std::move(all);
    return;
  }
  if (MemoryAccess *access = getAccess(op)) {
    visitAccess(access, state);
    if (MemoryAccess *other = alternativeOf.lookup(op))
      visitAccess(other, state);
  }
}

bool Impl::passesStaleLimit(const State &s) {
  if (s.size() <= SharedMemoryHazards::kMaxStaleSets)
    return false;
  llvm::DenseMap<MemoryAccess *, unsigned> sets;
  for (const Pending &p : s)
    if (++sets[p.access] > SharedMemoryHazards::kMaxStaleSets) {
      overLimit = p.access;
      stopped = true;
      return true;
    }
  return false;
}

Impl::State Impl::runBlock(Block &block, State state) {
  if (stopped || passesStaleLimit(state))
    return state;
  for (Operation &op : block)
    visitOp(&op, state);
  return state;
}

bool Impl::takesChangesOnly(Block &block) {
  auto [it, fresh] = takesChangesOnlyMemo.try_emplace(&block);
  if (fresh)
    it->second = llvm::none_of(block, [](Operation &op) {
      return op.getNumRegions() ||
             isa<simt::InlineAsmOp, simt::CpAsyncCommitOp, simt::WgmmaCommitOp,
                 simt::CpAsyncWaitOp, simt::WgmmaWaitOp>(op);
    });
  return it->second;
}

Impl::State Impl::runRegion(Region &region, const State &in) {
  if (region.empty())
    return in;
  if (region.hasOneBlock())
    return runBlock(region.front(), in);
  DominanceInfo &dom = uniformity.dominance();
  llvm::DenseMap<Block *, State> inStates;
  // What reaches a loop header by its back edges alone.
  llvm::DenseMap<Block *, State> backIn;
  // The keys of both, kept rather than rebuilt at each join.
  llvm::DenseMap<Block *, PendingIndex> inIndex, backIndex;
  // The positions in both of the entries added or changed since the block's
  // last visit. A visit runs the block on those alone where it treats entries
  // one by one (takesChangesOnly): the others went through it before and
  // gave what its successors hold already. Rerunning whole states cost a
  // factor of the rounds of every loop around: behind k nested loops that
  // can each be left by a break, the innermost body ran 2^k times with up to
  // 2^k entries (issue 13: 10 loops, 4.3 s of CPU).
  llvm::DenseMap<Block *, std::vector<unsigned>> inChanged, backChanged;
  auto changes = [](const State &all, std::vector<unsigned> &positions) {
    llvm::sort(positions);
    positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
    State some;
    some.reserve(positions.size());
    for (unsigned i : positions)
      some.push_back(all[i]);
    positions.clear();
    return some;
  };
  // Whether some access of a state passed kMaxStaleSets, counted as entries
  // are appended (a state only grows): passesStaleLimit counts the whole
  // state, once per visit, and is called only when this says it will stop.
  struct Counts {
    size_t upTo = 0;
    llvm::DenseMap<MemoryAccess *, unsigned> perAccess;
    bool over = false;
  };
  llvm::DenseMap<Block *, Counts> inCounts, backCounts;
  auto overLimit = [](const State &all, Counts &c) {
    for (; c.upTo < all.size(); ++c.upTo)
      c.over |= ++c.perAccess[all[c.upTo].access] > SharedMemoryHazards::kMaxStaleSets;
    return c.over;
  };
  // Blocks are visited in reverse post-order, the lowest pending first: a
  // loop's body settles before what follows it is rerun with each of its
  // intermediate states. First come, first served revisited the blocks
  // after nested spin loops (<cuda/barrier>) with every partial state (1171
  // visits of 46 blocks in barrier_completion_functor_normalize). The
  // fixpoint does not depend on the order.
  llvm::DenseMap<Block *, unsigned> rank;
  SmallVector<Block *> byRank;
  {
    SmallVector<Block *> post;
    llvm::SmallPtrSet<Block *, 32> seen;
    SmallVector<std::pair<Block *, unsigned>> stack{{&region.front(), 0}};
    seen.insert(&region.front());
    while (!stack.empty()) {
      auto &[b, next] = stack.back();
      // Successors last to first: the reversed post-order then keeps a
      // branch's first successor ahead of its second, as the queue did
      // (accesses are built, and pairs of the arms met, in that order).
      if (next < b->getNumSuccessors()) {
        Block *succ = b->getSuccessor(b->getNumSuccessors() - 1 - next++);
        if (seen.insert(succ).second)
          stack.push_back({succ, 0});
        continue;
      }
      post.push_back(b);
      stack.pop_back();
    }
    for (Block *b : llvm::reverse(post)) {
      rank[b] = byRank.size();
      byRank.push_back(b);
    }
  }
  std::set<unsigned> worklist;
  inStates[&region.front()] = in;
  for (unsigned i = 0; i < in.size(); ++i)
    inChanged[&region.front()].push_back(i);
  worklist.insert(0);
  State exit;
  while (!worklist.empty() && !stopped) {
    Block *b = byRank[*worklist.begin()];
    worklist.erase(worklist.begin());
    // Past the limit the whole state goes to runBlock, which stops the run
    // naming the same access as before.
    bool some = takesChangesOnly(*b) && !overLimit(inStates[b], inCounts[b]);
    State out = runBlock(*b, some ? changes(inStates[b], inChanged[b]) : inStates[b]);
    if (!some)
      inChanged[b].clear();
    if (b->getNumSuccessors() == 0)
      joinInto(exit, out);
    const LoopShape &loop = loopShape(b);
    State backOut;
    if (loop.runsOnce) {
      bool someBack = some && !overLimit(backIn[b], backCounts[b]);
      backOut = runBlock(*b, someBack ? changes(backIn[b], backChanged[b]) : backIn[b]);
    }
    backChanged[b].clear();
    for (Block *succ : b->getSuccessors()) {
      State edge = dom.dominates(succ, b) ? markStale(out, {succ, nullptr}) : out;
      if (loop.exit == succ) {
        // A loop whose test holds on entry runs once at least: its exit
        // sees only what came round the back edge.
        if (loop.runsOnce)
          edge = backOut;
        if (loop.opensWithBarrier)
          edge = markLastIteration(edge, b);
      }
      edge = leaveLoops(edge, b, succ);
      if (auto br = dyn_cast<cf::CondBranchOp>(b->getTerminator());
          br && br.getTrueDest() != br.getFalseDest() && !dom.dominates(succ, b) &&
          uniformity.getLevel(br.getCondition()) <= Uniformity::Block)
        takeBranch(edge, br.getCondition(), succ == br.getTrueDest());
      bool changed = false;
      if (dom.dominates(succ, b))
        changed |= joinIndexed(backIn[succ], backIndex[succ], edge, &backChanged[succ]);
      auto [it, fresh] = inStates.try_emplace(succ);
      if (joinIndexed(it->second, inIndex[succ], edge, &inChanged[succ]) || fresh || changed)
        worklist.insert(rank.lookup(succ));
    }
  }
  return exit;
}

const Impl::LoopShape &Impl::loopShape(Block *b) {
  auto [it, fresh] = loopShapes.try_emplace(b);
  if (!fresh)
    return it->second;
  LoopShape shape;
  DominanceInfo &dom = uniformity.dominance();
  bool header = llvm::any_of(b->getPredecessors(),
                             [&](Block *p) { return dom.dominates(b, p); });
  if (header && (shape.exit = loopExitOf(b, dom))) {
    shape.runsOnce = runsAtLeastOnce(b, dom, uniformEval());
    auto br = cast<cf::CondBranchOp>(b->getTerminator());
    Block *body = br.getTrueDest() == shape.exit ? br.getFalseDest() : br.getTrueDest();
    for (Operation &op : *body) {
      auto barrier = dyn_cast<simt::BarrierOp>(op);
      if (barrier && &op != options.ignoredBarrier &&
          barrier.getScope() != simt::Scope::Warp) {
        shape.opensWithBarrier = body->getSinglePredecessor() == b;
        break;
      }
      if (!isMemoryEffectFree(&op) || op.getNumRegions())
        break;
    }
  }
  return loopShapes[b] = shape;
}

Impl::State Impl::markLastIteration(const State &s, Block *header) {
  State marked;
  for (Pending p : s) {
    auto [it, fresh] =
        lastIterationMemo.try_emplace({p.stale.get(), header, nullptr, false, false});
    if (fresh) {
      StaleMarkers markers(p.stale.markers().begin(), p.stale.markers().end());
      for (LoopMarker &m : markers)
        if (m.header == header && !m.loop)
          m.lastIteration = true;
      it->second = intern(std::move(markers));
    }
    p.stale = it->second;
    marked.push_back(std::move(p));
  }
  State out;
  joinInto(out, marked);
  return out;
}

std::shared_ptr<SharedAccesses> SharedMemoryHazards::makeSharedAccesses() {
  return std::make_shared<SharedAccesses>();
}

std::shared_ptr<ShapeFreeFacts> SharedMemoryHazards::makeShapeFreeFacts() {
  return std::make_shared<ShapeFreeFacts>();
}

SharedMemoryHazards::SharedMemoryHazards(UniformityAnalysis &uniformity,
                                         Options options)
    : impl(std::make_unique<Impl>(uniformity, options)) {
  if (SharedAccesses *shared = options.shared.get()) {
    if (shared->accessOf.empty()) {
      shared->tables = &impl->tables();
      shared->includeGlobalMemory = options.includeGlobalMemory;
    }
    assert(shared->tables == &impl->tables() &&
           shared->includeGlobalMemory == options.includeGlobalMemory &&
           "accesses shared by analyses with other tables or memories");
  }
  Operation *func = uniformity.getFunction();
  impl->runRegion(func->getRegion(0), {});
  impl->compareBranchArms();
  stopped = impl->stopped;
  overLimit = impl->overLimit ? impl->overLimit->op : nullptr;
  sameInstructionCandidates.assign(impl->sameInstructionCandidates.begin(),
                                   impl->sameInstructionCandidates.end());
  // Program order of the second access, then the first: stable diagnostics.
  // No two hazards share both ops, so the sort keys are distinct.
  llvm::DenseMap<Operation *, unsigned> order;
  unsigned position = 0;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (impl->accessOf.lookup(op))
      order[op] = position;
    ++position;
  });
  std::vector<std::pair<std::pair<unsigned, unsigned>, unsigned>> keys;
  keys.reserve(impl->found.size());
  for (auto [i, h] : llvm::enumerate(impl->found))
    keys.push_back({{order.lookup(h.second->op), order.lookup(h.first->op)},
                    unsigned(i)});
  llvm::sort(keys);
  hazards.reserve(keys.size());
  for (auto &key : keys)
    hazards.push_back(impl->found[key.second]);
}

SharedMemoryHazards::~SharedMemoryHazards() = default;

bool SharedMemoryHazards::addsUnknownHazardWithout(
    Operation *barrier, const llvm::DenseSet<std::pair<Operation *, Operation *>> &known) {
  if (stopped || !impl->options.recordBarrierEntries)
    return false;
  return impl->addsUnknownHazardWithout(barrier, known);
}

std::string SharedMemoryHazards::overLimitReason() const {
  return "the memory access at " + Impl::describeLine(overLimit) +
         " is still pending after more than " + std::to_string(kMaxStaleSets) +
         " different combinations of the loops around it (nested loops that can each be "
         "left early), the race analysis' limit";
}
