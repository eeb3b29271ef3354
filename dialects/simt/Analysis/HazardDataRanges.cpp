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
