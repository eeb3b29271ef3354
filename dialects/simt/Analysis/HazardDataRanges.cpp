//===- HazardDataRanges.cpp - data-dependent indices met whatever the data ===//
//
// An index computed from per-thread data is only known to lie in a range
// (`key & 15`, `key % 16`, an unsigned char), so a conflict with it is
// possible, not proven: the data may never pick that element. But when the
// other access's threads touch every element of the range, some thread meets
// it whatever the data is: a block counting sort that reads `count[t]` for
// t < 16 while other warps still run `atomicAdd(&count[key & 15], 1)`, or a
// histogram merged (`s_hist[b]`, b = t over every bin) before its atomics
// are ordered. That is a proven race, with a witness.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

#include <numeric>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

std::optional<Conflict> Impl::coveredRange(const MemoryAccess &w, const MemoryAccess &o,
                                           ArrayRef<LoopMarker> stale) {
  if (!w.widened || w.widenedStep <= 0 || !w.exact || !w.tabulated || w.stride ||
      w.needsBindings || w.collective || !o.exact || !o.tabulated || o.widened ||
      o.needsBindings || o.collective || w.perThread.size() != o.perThread.size())
    return std::nullopt;
  int64_t values = w.widenedBy / w.widenedStep + 1;
  unsigned n = w.perThread.size();
  if (values * int64_t(n) > (int64_t(1) << 20))
    return std::nullopt;
  // w's symbols minus o's: the one difference both see. When o also
  // reads a loop counter that w does not (the merge `s_hist[b * 8 + w]`
  // over every copy w), each value the counter takes in its loop is an
  // iteration o runs: o covers the union over those values.
  // (w's address minus o's outside their thread parts, o's counter term)
  SmallVector<std::pair<int64_t, int64_t>, 8> ds;
  std::string counterNote;
  bool otherSymbols = !o.symbols.empty();
  if (auto diffs = symbolicDifference(w, o, stale)) {
    if (diffs->size() != 1)
      return std::nullopt;
    ds.push_back({diffs->front(), 0});
  } else {
    const AddressSymbol *own = nullptr;
    for (const AddressSymbol &sym : o.symbols)
      if (!sym.isResidue() && isCounterCandidate(sym.value, uniformity) &&
          !isParameter(sym.value) &&
          llvm::none_of(w.symbols, [&](const AddressSymbol &x) { return x.value == sym.value; })) {
        if (own)
          return std::nullopt;
        own = &sym;
      }
    if (!own)
      return std::nullopt;
    MemoryAccess rest = o;
    llvm::erase_if(rest.symbols, [&](const AddressSymbol &x) { return x.value == own->value; });
    auto restDiffs = symbolicDifference(w, rest, stale);
    // Inside its loop's body the counter never holds its exit value.
    auto values = enumerateLoopValues(own->value, uniformity.dominance(), uniformEval(), {}, 64,
                                      /*includeExit=*/false, &loopValueCache);
    if (!restDiffs || restDiffs->size() != 1 || !values || values->empty())
      return std::nullopt;
    for (int64_t x : *values)
      ds.push_back({restDiffs->front() - own->coefficient * x, own->coefficient * x});
    otherSymbols = !rest.symbols.empty();
    counterNote = ", over every iteration of the loop at " + describeLine(o.op);
  }
  // A strided o is taken in its first iteration only (with a constant
  // bound: which threads run it is known); more iterations only add cover.
  std::vector<bool> activeO = o.active.empty() ? std::vector<bool>(n, true) : o.active;
  if (o.stride) {
    auto first = runsIteration(o, 0);
    if (!first)
      return std::nullopt;
    activeO = *first;
  }
  ThreadsByAddress byAddress = sortThreads(o.perThread, activeO);
  if (byAddress.empty())
    return std::nullopt;
  int64_t ownSize = w.size - w.widenedBy;
  // The best conflict thread t1 running w has with o for every value of
  // its data (the worst over the values); the witness pair of its value 0.
  Conflict best = Conflict::None;
  RaceWitness witness;
  for (unsigned t1 = 0; t1 < n && best != Conflict::AcrossWarps; ++t1) {
    if (!w.active.empty() && !w.active[t1])
      continue;
    Conflict forAll = Conflict::AcrossWarps;
    RaceWitness first;
    for (int64_t v = 0; v < values && forAll != Conflict::None; ++v) {
      Conflict here = Conflict::None;
      for (auto [d, boundPart] : ds) {
        int64_t at = w.perThread[t1] + d + v * w.widenedStep;
        auto it = std::lower_bound(byAddress.begin(), byAddress.end(),
                                   std::make_pair(at - o.size + 1, 0u));
        for (; it != byAddress.end() && it->first <= at + ownSize - 1; ++it) {
          if (it->second == t1)
            continue;
          Conflict c =
              (it->second >> 5) != (t1 >> 5) ? Conflict::AcrossWarps : Conflict::SameWarp;
          if (c > here && v == 0) {
            first.firstThread = t1, first.secondThread = it->second;
            first.address = std::max(at, it->first) + o.constant + boundPart;
            first.addressRelative = !w.symbols.empty() || otherSymbols;
          }
          here = std::max(here, c);
        }
      }
      forAll = std::min(forAll, here);
    }
    if (forAll > best) {
      best = forAll;
      witness = first;
    }
  }
  if (best == Conflict::None)
    return std::nullopt;
  witness.iterations = "the per-thread data index at " + describeLine(w.op) +
                       " takes any value of its range" + counterNote;
  lastWitness = witness;
  lastProven = true;
  lastUndecided.clear();
  return best;
}

// The other way round: a data-dependent index that moves the address by
// whole strides of S bytes (`s_Hist[threadPos + bin * 64]`, bin = data &
// 63: per-thread byte counters, the CUDA samples' histogram64) touches, for
// thread t, only bytes congruent to its own base mod S. When no two
// different threads' bases fall in one residue class, they never meet,
// whatever the data: proven apart.
bool Impl::residuesApart(const MemoryAccess &a, const MemoryAccess &b,
                         ArrayRef<LoopMarker> stale) {
  const MemoryAccess &w = a.widened ? a : b;
  int64_t step = w.widenedStep;
  // Without a data index, the uniform symbols' common step (rows of a
  // launch bound's width picked by counters or loaded values,
  // `keys[lo * 128 + t]` with lo from a __constant__ table): each moves
  // the address by whole steps too.
  if (!w.widened) {
    step = 0;
    for (const MemoryAccess *m : {&a, &b})
      for (const AddressSymbol &s : m->symbols)
        step = std::gcd(step, s.isResidue() ? int64_t(0) : std::abs(s.coefficient));
  }
  if (step <= 0 || step > 4096 || a.collective || b.collective ||
      a.perThread.size() != b.perThread.size())
    return false;
  int64_t sizes[2];
  for (auto [i, m] : llvm::enumerate(SmallVector<const MemoryAccess *, 2>{&a, &b})) {
    if (!m->exact || !m->tabulated || m->stride || m->needsBindings ||
        (m->widened && m->widenedStep != step))
      return false;
    sizes[i] = m->size - (m->widened ? m->widenedBy : 0);
    if (sizes[i] <= 0 || sizes[i] > step)
      return false;
  }
  auto mod = [&](int64_t x) { return ((x % step) + step) % step; };
  // A term whose byte coefficient is a multiple of the step moves the
  // address by whole steps whatever its value (a counter zeroing every
  // row, `counters[d * 256 + t]`, against the data's row `digit * 256 +
  // t`): it leaves each thread's residue class as it is, so it is dropped
  // from both sides before they are compared.
  MemoryAccess ra = a, rb = b;
  for (MemoryAccess *m : {&ra, &rb})
    llvm::erase_if(m->symbols, [&](const AddressSymbol &s) {
      return s.coefficient != 0 && mod(s.coefficient) == 0;
    });
  auto diffs = symbolicDifference(ra, rb, stale);
  if (!diffs)
    return false;
  unsigned n = a.perThread.size();
  for (int64_t d : *diffs) {
    // The thread of a touching each residue (-1 none, -2 several).
    std::vector<int64_t> owner(step, -1);
    for (unsigned t = 0; t < n; ++t) {
      if (!a.active.empty() && !a.active[t])
        continue;
      for (int64_t j = 0; j < sizes[0]; ++j) {
        int64_t &o = owner[mod(a.perThread[t] + d + j)];
        o = o == -1 || o == int64_t(t) ? int64_t(t) : -2;
      }
    }
    for (unsigned t = 0; t < n; ++t) {
      if (!b.active.empty() && !b.active[t])
        continue;
      for (int64_t j = 0; j < sizes[1]; ++j) {
        int64_t o = owner[mod(b.perThread[t] + j)];
        if (o != -1 && o != int64_t(t))
          return false;
      }
    }
  }
  return true;
}

void Impl::checkDataIndexedStore(MemoryAccess *access) {
  // A plain store of a per-thread value at an index the data picks within
  // a range (`owner[key & 127] = t`): two threads whose data pick the same
  // element write different values with nothing ordering them. Whether any
  // two do depends on the data, so it is undecided (a warning), unless the
  // threads' ranges never overlap (`s[t * 16 + (key & 15)]`).
  if (!options.sameInstruction || !isa<simt::StoreOp>(access->op))
    return;
  if (options.skipSameInstruction && options.skipSameInstruction(access->op))
    return;
  auto pair = dataIndexedCollision(*access);
  if (!pair || pair->second < 0)
    return;
  auto [first, second] = *pair;
  Hazard h;
  h.first = h.second = access;
  h.sameInstruction = true;
  h.proven = false;
  h.needsBlock = first / 32 != second / 32;
  h.firstThread = first, h.secondThread = second;
  h.undecided = "the index at " + describeLine(access->op) +
                " is per-thread data, so threads " + std::to_string(first) + " and " +
                std::to_string(second) + " store to one element whenever their data agree";
  auto [it, inserted] = foundIndex.try_emplace({access->op, access->op}, found.size());
  if (inserted)
    found.push_back(h);
}

std::optional<std::pair<int64_t, int64_t>>
Impl::dataIndexedCollision(const MemoryAccess &access) {
  auto store = dyn_cast<simt::StoreOp>(access.op);
  if (!store || !access.exact || !access.widened || access.stride || access.collective ||
      access.needsBindings || !access.tabulated || !tables().tabulates())
    return std::nullopt;
  std::pair<int64_t, int64_t> none{-1, -1};
  if (uniformity.getLevel(store.getValue()) < Uniformity::Thread || replicatedWrites(access))
    return none;
  // A guard on data may elect one writer per element (`if (below == 0)
  // cnt[warp][d] = ...` after __match_any_sync, CUB's `if (a != b)
  // run_begin[b] = i` over sorted keys): not decided here.
  for (auto [cond, expected] : guardsOf(access))
    if (!tables().table(cond) && uniformity.getLevel(cond) > Uniformity::Block)
      return none;
  const std::vector<int64_t> *values = tables().table(store.getValue());
  // The first two running threads whose ranges overlap (and, where the
  // values are known, differ).
  int64_t first = -1, second = -1;
  unsigned n = access.perThread.size();
  llvm::DenseMap<int64_t, unsigned> byStart;
  for (unsigned t = 0; t < n && second < 0; ++t) {
    if (!access.active[t])
      continue;
    // Same range start: the common case (every thread indexes one table).
    auto [it, inserted] = byStart.try_emplace(access.perThread[t], t);
    if (!inserted && (!values || (*values)[it->second] != (*values)[t]))
      first = it->second, second = t;
  }
  if (second < 0 && access.widenedStep > 0) {
    // Different starts: thread t touches p_t + k * step (k <= K), elem
    // bytes each, so two meet only if some k difference brings their
    // starts within elem bytes (byte counters `s[t + 64 * bin]` never do).
    int64_t step = access.widenedStep, count = access.widenedBy / step;
    int64_t elem = access.size - access.widenedBy;
    SmallVector<std::pair<int64_t, unsigned>> starts;
    for (auto [start, t] : byStart)
      starts.push_back({start, t});
    llvm::sort(starts);
    auto meet = [&](int64_t d) { // d >= 0: the nearest multiples of step
      for (int64_t m : {d / step, d / step + 1})
        if (m <= count && std::abs(m * step - d) < elem)
          return true;
      return false;
    };
    for (unsigned i = 0; i < starts.size() && second < 0; ++i)
      for (unsigned j = i + 1; j < starts.size() && second < 0; ++j) {
        if (starts[j].first - starts[i].first >= access.size)
          break;
        if (meet(starts[j].first - starts[i].first) &&
            (!values || (*values)[starts[i].second] != (*values)[starts[j].second]))
          first = std::min(starts[i].second, starts[j].second),
          second = std::max(starts[i].second, starts[j].second);
      }
  }
  if (second < 0 && access.widenedStep <= 0 && byStart.size() > 1)
    return std::nullopt; // ranges with holes: not compared across starts
  return std::pair<int64_t, int64_t>{first, second};
}
