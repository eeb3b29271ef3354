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
  // w's symbols minus o's: the one difference both see.
  auto diffs = symbolicDifference(w, o, stale);
  if (!diffs || diffs->size() != 1)
    return std::nullopt;
  int64_t d = diffs->front();
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
      int64_t at = w.perThread[t1] + d + v * w.widenedStep;
      auto it = std::lower_bound(byAddress.begin(), byAddress.end(),
                                 std::make_pair(at - o.size + 1, 0u));
      Conflict here = Conflict::None;
      for (; it != byAddress.end() && it->first <= at + ownSize - 1; ++it) {
        if (it->second == t1)
          continue;
        Conflict c = (it->second >> 5) != (t1 >> 5) ? Conflict::AcrossWarps : Conflict::SameWarp;
        if (c > here && v == 0) {
          first.firstThread = t1, first.secondThread = it->second;
          first.address = std::max(at, it->first) + o.constant;
          first.addressRelative = !w.symbols.empty() || !o.symbols.empty();
        }
        here = std::max(here, c);
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
                       " takes any value of its range";
  lastWitness = witness;
  lastProven = true;
  lastUndecided.clear();
  return best;
}
