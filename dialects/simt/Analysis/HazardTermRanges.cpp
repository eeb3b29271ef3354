//===- HazardTermRanges.cpp - address ranges before the counter search ----===//
//
// The counter search (HazardCounterSearch.cpp) tabulates both accesses under
// every combination of the loop counters they read, which is most of the
// sync passes' time on unrolled tile loops. Many pairs never come near each
// other whatever the counters are: a double buffer's read of `As[stage][ty +
// 8 * i][k]` (i < 4, k < 32) and the prefetch into `As[stage ^ 1][r][tx]`
// lie in different stages. Each side's whole byte range (every thread that
// may run it, every value of each counter) is a sum of the ranges of its
// terms; when the two ranges are apart under every stage difference, the
// pair needs no enumeration.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

std::optional<std::pair<int64_t, int64_t>>
Impl::termRange(Value v, const MemoryAccess &m,
                ArrayRef<std::pair<Value, int64_t>> bindings) {
  TermRangeKey key{v.getAsOpaquePointer(), m.op, {}, m.active};
  for (auto [c, x] : bindings)
    std::get<2>(key).push_back({c.getAsOpaquePointer(), x});
  auto [it, inserted] = termRangeCache.try_emplace(std::move(key));
  if (inserted)
    it->second = computeTermRange(v, m, bindings);
  return it->second;
}

std::optional<std::pair<int64_t, int64_t>>
Impl::computeTermRange(Value v, const MemoryAccess &m,
                       ArrayRef<std::pair<Value, int64_t>> bindings) {
  ThreadFunctions &tf = tables();
  llvm::SetVector<Value> counters;
  if (!collectCounters(v, tf, uniformity, counters))
    return std::nullopt;
  // At most one counter left free, tried over its whole loop (its exit
  // value too: a superset of what the search tries).
  SmallVector<std::pair<Value, int64_t>, 4> with(bindings.begin(), bindings.end());
  Value free;
  for (Value c : counters) {
    if (llvm::any_of(bindings, [&](auto &b) { return b.first == c; }))
      continue;
    if (free)
      return std::nullopt;
    free = c;
  }
  SmallVector<int64_t> values{0};
  if (free) {
    if (isParameter(free)) {
      values = parameterCandidates(free, tf.numThreads());
    } else {
      // Inside the loop's body the counter never holds its exit value.
      auto loop = enumerateLoopValues(free, uniformity.dominance(), uniformEval(), bindings,
                                      4096, /*includeExit=*/!inLoopBody(free, m.op),
                                      &loopValueCache);
      if (!loop || loop->empty() || loop->size() > 256)
        return std::nullopt;
      values = std::move(*loop);
    }
    with.push_back({free, 0});
  }
  int64_t lo = INT64_MAX, hi = INT64_MIN;
  for (int64_t x : values) {
    if (free)
      with.back().second = x;
    auto table = std::move(tf.tablesWith({v}, with).front());
    if (table.empty())
      return std::nullopt;
    for (unsigned t = 0; t < table.size(); ++t)
      if (m.active.empty() || t >= m.active.size() || m.active[t])
        lo = std::min(lo, table[t]), hi = std::max(hi, table[t]);
  }
  if (lo > hi)
    return std::nullopt;
  return std::pair(lo, hi);
}

std::optional<std::pair<int64_t, int64_t>>
Impl::termsRange(const MemoryAccess &m, ArrayRef<std::pair<int64_t, Value>> terms,
                 ArrayRef<std::pair<Value, int64_t>> bindings) {
  int64_t lo = m.constant, hi = m.constant;
  for (auto [coef, value] : terms) {
    auto r = termRange(value, m, bindings);
    if (!r)
      return std::nullopt;
    int64_t x = coef * r->first, y = coef * r->second;
    lo += std::min(x, y), hi += std::max(x, y);
  }
  return std::pair(lo, hi + m.size - 1);
}

bool Impl::inLoopBody(Value counter, Operation *op) {
  auto arg = dyn_cast<BlockArgument>(counter);
  if (!arg)
    return false;
  if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
    return forOp.getInductionVar() == arg && forOp->isAncestor(op);
  auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
  if (!br)
    return false;
  // The true side is the body when it leads back round (a back edge of the
  // header comes from a block it dominates) and dominates the access.
  DominanceInfo &dom = uniformity.dominance();
  return br.getTrueDest() != arg.getOwner() &&
         dom.dominates(br.getTrueDest(), op->getBlock()) &&
         llvm::any_of(arg.getOwner()->getPredecessors(),
                      [&](Block *p) { return dom.dominates(br.getTrueDest(), p); });
}

bool Impl::rangesApart(const MemoryAccess &a, const MemoryAccess &b,
                       ArrayRef<std::pair<int64_t, Value>> termsA,
                       ArrayRef<std::pair<int64_t, Value>> termsB,
                       ArrayRef<int64_t> shifts, function_ref<bool(Value)> fixed) {
  ThreadFunctions &tf = tables();
  llvm::SetVector<Value> all;
  for (auto terms : {termsA, termsB})
    for (auto [coef, value] : terms)
      if (!collectCounters(value, tf, uniformity, all))
        return false;
  // The fixed counters' values, each over its loop (independent loops
  // only: a counter bounded by another is left free instead).
  SmallVector<std::pair<Value, SmallVector<int64_t>>, 2> bound;
  size_t combos = 1;
  for (Value c : all) {
    if (!fixed(c) || isParameter(c))
      continue;
    auto values = enumerateLoopValues(c, uniformity.dominance(), uniformEval(), {}, 64,
                                      /*includeExit=*/true, &loopValueCache);
    if (!values || values->empty() || (combos *= values->size()) > 64)
      return false;
    bound.push_back({c, std::move(*values)});
  }
  SmallVector<std::pair<Value, int64_t>, 2> bindings;
  std::function<bool(unsigned)> apart = [&](unsigned i) -> bool {
    if (i == bound.size()) {
      auto ra = termsRange(a, termsA, bindings);
      auto rb = ra ? termsRange(b, termsB, bindings) : std::nullopt;
      return rb && llvm::all_of(shifts, [&](int64_t shift) {
               return ra->second + shift < rb->first || rb->second < ra->first + shift;
             });
    }
    for (int64_t x : bound[i].second) {
      bindings.push_back({bound[i].first, x});
      bool ok = apart(i + 1);
      bindings.pop_back();
      if (!ok)
        return false;
    }
    return true;
  };
  return apart(0);
}
