//===- HazardConflicts.cpp - can two accesses meet ------------------------===//
//
// Whether two accesses can touch the same element: symbolically, by rows and
// columns, exactly over the tabulated threads, and for block-strided loops.
// Over 800 lines (~980) while the race-analysis work edits it; the next split
// is a pure move of the strided-loop tests (stridedAgainstCounters,
// strideBound, disjointLoopRanges, stridedConflict, stridePastOther,
// fetchAddSlot) into a HazardStridedConflicts.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

/// The top of a hull open above (addressHull: a rising strided index with
/// no constant bound); far from overflow when constants are added to it.
static constexpr int64_t kOpenHull = INT64_MAX / 4;

/// A guard of `m` that reads its block-strided loop's index through
/// something no table holds (`if (i > k && j > k)`, i = e / 16 of a
/// strided e): comparing iteration by iteration takes it as passing, so a
/// collision found that way is no proof; the listing, which binds the
/// index, evaluates it (HazardListedCounters.cpp).
/// Whether `cond` is computed from `v` through pure ops (a short walk).
static bool readsValue(Value cond, Value v) {
  SmallVector<Value, 8> work{cond};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (x == v)
      return true;
    Operation *def = x.getDefiningOp();
    if (def && isPureValueOp(def) && seen.insert(def).second && seen.size() < 64)
      work.append(def->operand_begin(), def->operand_end());
  }
  return false;
}

static bool guardReadsStridedIndex(Impl &impl, const MemoryAccess &m) {
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  if (!arg)
    return false;
  // The loop's own test is the bound runsIteration applies.
  auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
  Value ownTest = br ? br.getCondition() : Value();
  for (auto [cond, expected] : impl.guardsOf(m)) {
    if (cond == ownTest || impl.tables().table(cond))
      continue;
    SmallVector<Value, 8> work{cond};
    llvm::SmallPtrSet<Operation *, 16> seen;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (v == m.strideInduction)
        return true;
      Operation *def = v.getDefiningOp();
      if (def && isPureValueOp(def) && seen.insert(def).second && seen.size() < 64)
        work.append(def->operand_begin(), def->operand_end());
    }
  }
  return false;
}

/// The threads of `live` (those whose loop test lets them run iteration k of
/// m's block-strided loop) that also pass m's guards on the loop index
/// itself, evaluated with the index at its iteration-k value in each thread
/// (`if (x > 0) ... prev[x - 1]`). Only for comparing addresses: a guard
/// may hold in later iterations only (`if (x >= 256)`), so whether the loop
/// has ended is still decided by `live` alone. Before, such guards were
/// taken as passing, and in seam carving's row DP (`prev = row[(y - 1) &
/// 1]`, `cur = row[y & 1]`) thread 0's `prev[-1]`, the other row's last
/// element, met thread W-1's `cur[W - 1]`: a false proven race.
static std::vector<bool> passingIndexGuards(Impl &impl, const MemoryAccess &m, int64_t k,
                                            std::vector<bool> live,
                                            ArrayRef<std::pair<Value, int64_t>> bindings = {}) {
  if (!m.strideInduction || (k != 0 && !m.strideRest))
    return live;
  std::optional<std::vector<int64_t>> start;
  if (const auto *table = impl.tables().table(m.strideStart))
    start = *table;
  else if (!bindings.empty())
    start = impl.tables().tableWith(m.strideStart, bindings);
  if (!start || start->size() != live.size())
    return live;
  int64_t step = k ? m.strideFactor * *m.strideRest : 0;
  std::vector<int64_t> index(live.size());
  for (unsigned t = 0; t < live.size(); ++t)
    index[t] = (*start)[t] + k * step;
  for (auto [cond, expected] : impl.guardsOf(m)) {
    if (!readsValue(cond, m.strideInduction) || impl.tables().table(cond))
      continue;
    auto holds = impl.tables().tableWithPerThread(cond, m.strideInduction, index, bindings);
    if (!holds || holds->size() != live.size())
      continue;
    for (unsigned t = 0; t < live.size(); ++t)
      if (bool((*holds)[t]) != expected)
        live[t] = false;
  }
  return live;
}

llvm::SmallDenseMap<Value, int64_t>
kiln::hazards::plainSymbolDifference(const MemoryAccess &a, const MemoryAccess &b) {
  llvm::SmallDenseMap<Value, int64_t> plain;
  for (const auto &s : a.symbols)
    if (!s.isResidue())
      plain[s.value] += s.coefficient;
  for (const auto &s : b.symbols)
    if (!s.isResidue())
      plain[s.value] -= s.coefficient;
  return plain;
}

std::optional<Impl::CounterShift> Impl::counterShift(Value v, ArrayRef<LoopMarker> stale) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || !isCounterCandidate(v, uniformity))
    return std::nullopt;
  Block *header = arg.getOwner();
  auto br = dyn_cast_or_null<cf::CondBranchOp>(header->getTerminator());
  if (!br || header->isEntryBlock())
    return std::nullopt;
  DominanceInfo &dom = uniformity.dominance();
  CounterShift shift;
  shift.header = header;
  std::optional<int64_t> step, entry;
  bool entryKnown = true;
  for (auto it = header->pred_begin(); it != header->pred_end(); ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return std::nullopt;
    if (dom.dominates(header, *it)) {
      // The back edge: v + C.
      auto add = stripIntCasts(in).getDefiningOp<arith::AddIOp>();
      APInt c;
      if (!add)
        return std::nullopt;
      Value other;
      if (stripIntCasts(add.getLhs()) == v && matchPattern(add.getRhs(), m_ConstantInt(&c)))
        other = add.getRhs();
      else if (stripIntCasts(add.getRhs()) == v && matchPattern(add.getLhs(), m_ConstantInt(&c)))
        other = add.getLhs();
      if (!other || (step && *step != c.getSExtValue()))
        return std::nullopt;
      step = c.getSExtValue();
    } else {
      auto table = uniformEval().tableWith(in, {});
      if (!table || table->empty() || (entry && *entry != (*table)[0]))
        entryKnown = false;
      else
        entry = (*table)[0];
    }
  }
  if (!step || *step == 0)
    return std::nullopt;
  shift.step = *step;
  if (entryKnown)
    shift.entry = entry;
  for (const LoopMarker &m : stale) {
    if (!isVariant(v, m) || !definedInLoopBody(v, m))
      continue;
    if (!m.loop && m.header == header && !shift.own)
      shift.own = &m;
    else
      shift.onlyOwn = false;
  }
  return shift;
}

std::optional<int64_t> Impl::pinnedCounter(Value v, const MemoryAccess &a, const MemoryAccess &b,
                                           ArrayRef<LoopMarker> stale) {
  auto shift = counterShift(v, stale);
  if (!shift || !shift->own || !shift->onlyOwn || shift->own->iterations <= 0 ||
      shift->own->lastIteration)
    return std::nullopt;
  const llvm::DenseSet<Block *> &body = loopBlocks(shift->header);
  if (!inLoopBody(v, a.op) || inLoopBody(v, b.op) || b.op->getBlock() == shift->header ||
      !exitsOnlyAtHeader(shift->header))
    return std::nullopt;
  (void)body;
  auto values = enumerateLoopValues(v, uniformity.dominance(), uniformEval(), {}, 64,
                                    /*includeExit=*/false, &loopValueCache);
  int64_t d = shift->own->iterations;
  if (!values || int64_t(values->size()) < d)
    return std::nullopt;
  return (*values)[values->size() - d];
}

std::optional<llvm::SmallVector<int64_t, 4>>
Impl::symbolicDifference(const MemoryAccess &a, const MemoryAccess &b,
                         ArrayRef<LoopMarker> stale) {
  llvm::SmallVector<int64_t, 4> diffs{a.constant - b.constant};
  auto variant = [&](Value v) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
  };
  llvm::SmallDenseMap<Value, int64_t> plain = plainSymbolDifference(a, b);
  for (auto [v, coef] : plain) {
    if (coef == 0 && !variant(v))
      continue;
    // A copy in flight from a loop that b runs after: its counter is known
    // from the crossings (only a's side reads it).
    if (auto pinned = pinnedCounter(v, a, b, stale);
        pinned && llvm::none_of(b.symbols, [&](const AddressSymbol &s) { return s.value == v; })) {
      diffs[0] += coef * *pinned;
      continue;
    }
    return std::nullopt;
  }
  if (!residueDifferences(a, b, stale, diffs))
    return std::nullopt;
  return diffs;
}

bool Impl::residueDifferences(const MemoryAccess &a, const MemoryAccess &b,
                              ArrayRef<LoopMarker> stale, llvm::SmallVector<int64_t, 4> &diffs) {
  auto variant = [&](Value v) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
  };
  auto addChoices = [&](ArrayRef<int64_t> choices) {
    llvm::SmallVector<int64_t, 4> next;
    for (int64_t d : diffs)
      for (int64_t c : choices)
        if (!llvm::is_contained(next, d + c))
          next.push_back(d + c);
    diffs = std::move(next);
  };
  // Residue symbols by base: in one iteration both accesses see the same
  // residue; once the base changed (a loop went round), any two.
  llvm::SetVector<Value> bases;
  for (const auto *m : {&a, &b})
    for (const auto &s : m->symbols)
      if (s.isResidue())
        bases.insert(s.value);
  for (Value base : bases) {
    unsigned period = 1;
    unsigned keyings = 0; // 1: by the base's value, 2: by its iteration
    for (const auto *m : {&a, &b})
      for (const auto &s : m->symbols)
        if (s.isResidue() && s.value == base) {
          period = std::lcm(period, s.modulus);
          keyings |= s.byIteration ? 2 : 1;
        }
    // `buf[len & 1]` beside a pointer swapped as len doubles: the residues
    // count different things.
    if (keyings == 3)
      return false;
    if (period > 64)
      return false;
    auto sideValue = [&](const MemoryAccess &m, unsigned r) {
      int64_t sum = 0;
      for (const auto &s : m.symbols)
        if (s.isResidue() && s.value == base)
          sum += s.coefficient * s.residueValues[r % s.modulus];
      return sum;
    };
    llvm::SmallVector<int64_t, 8> choices;
    auto add = [&](int64_t c) {
      if (!llvm::is_contained(choices, c))
        choices.push_back(c);
    };
    auto residue = [&](int64_t x) { return unsigned(((x % period) + period) % period); };
    // A copy in flight counts the iterations of its loop since it was
    // issued (LoopMarker::iterations): the counter it saw is the current
    // one less that many steps, and an access issued before the loop meets
    // b in the iteration that count names (the first, when it never went
    // round).
    std::optional<CounterShift> shift =
        keyings == 1 ? counterShift(base, stale) : std::nullopt;
    bool aBefore = shift && !uniformity.dominance().dominates(&shift->header->front(), a.op) &&
                   inLoopBody(base, b.op);
    if (shift && aBefore && shift->entry && shift->onlyOwn &&
        (!shift->own || shift->own->iterations > 0)) {
      int64_t d = shift->own ? shift->own->iterations : 0;
      unsigned r = residue(*shift->entry + d * shift->step);
      add(sideValue(a, r) - sideValue(b, r));
    } else if (shift && shift->own && shift->onlyOwn && shift->own->iterations > 0) {
      int64_t back = shift->own->iterations * shift->step;
      for (unsigned r = 0; r < period; ++r)
        add(sideValue(a, residue(int64_t(r) - back)) - sideValue(b, r));
    } else if (variant(base)) {
      for (unsigned r1 = 0; r1 < period; ++r1)
        for (unsigned r2 = 0; r2 < period; ++r2)
          add(sideValue(a, r1) - sideValue(b, r2));
    } else {
      for (unsigned r = 0; r < period; ++r)
        add(sideValue(a, r) - sideValue(b, r));
    }
    addChoices(choices);
    if (diffs.size() > 64)
      return false;
  }
  return true;
}

bool Impl::stageHullsApart(const MemoryAccess &a, const MemoryAccess &b,
                           ArrayRef<LoopMarker> stale) {
  if (a.buffer.empty() || a.buffer != b.buffer ||
      (llvm::none_of(a.symbols, [](const AddressSymbol &s) { return s.isResidue(); }) &&
       llvm::none_of(b.symbols, [](const AddressSymbol &s) { return s.isResidue(); })))
    return false;
  auto ha = addressHull(a, /*skipResidues=*/true);
  auto hb = ha ? addressHull(b, /*skipResidues=*/true) : std::nullopt;
  llvm::SmallVector<int64_t, 4> diffs{0};
  if (!hb || !residueDifferences(a, b, stale, diffs))
    return false;
  return llvm::all_of(diffs, [&](int64_t d) {
    return ha->second + d < hb->first || hb->second < ha->first + d;
  });
}

std::optional<Conflict> Impl::rowsApart(const MemoryAccess &a, const MemoryAccess &b) {
  if ((!a.rowIndex && !b.rowIndex) || a.buffer.empty() || a.buffer != b.buffer ||
      a.collective || b.collective || !tables().tabulates())
    return std::nullopt;
  const int64_t rowBytes = a.rowIndex ? a.rowBytes : b.rowBytes;
  // The row of each thread's access: its row index's table, or, for an
  // exact address whose row index was folded into one offset (`s[warp][0]`
  // is `s + warp * 256`), the row its bytes lie in.
  auto rowsOf = [&](const MemoryAccess &m) -> std::optional<std::vector<int64_t>> {
    if (m.rowIndex) {
      if (m.rowBytes != rowBytes)
        return std::nullopt;
      const std::vector<int64_t> *r = tables().table(m.rowIndex);
      if (!r)
        return std::nullopt;
      return *r; // a copy: table() may rehash the cache
    }
    if (!m.exact || !m.tabulated || m.needsBindings || m.stride || m.widened ||
        !m.symbols.empty() || !m.groupMember.empty() || rowBytes <= 0)
      return std::nullopt;
    std::vector<int64_t> rows(m.perThread.size());
    for (unsigned t = 0; t < rows.size(); ++t) {
      int64_t byte = m.perThread[t] + m.constant;
      if (byte < 0 || byte % rowBytes + m.size > rowBytes)
        return std::nullopt;
      rows[t] = byte / rowBytes;
    }
    return rows;
  };
  std::optional<std::vector<int64_t>> ra = rowsOf(a);
  if (!ra)
    return std::nullopt;
  std::optional<std::vector<int64_t>> rb = rowsOf(b);
  if (!rb || rb->size() != ra->size())
    return std::nullopt;
  const std::vector<int64_t> &rowA = *ra, &rowB = *rb;
  // The warp of each row's threads: a row two warps share decides.
  llvm::DenseMap<int64_t, int64_t> warpOfRow;
  Conflict worst = Conflict::None;
  // Who runs each side: its tabulated guards (an inexact address is not
  // tabulated, but `if (lane == 0)` around it still holds).
  auto activeOf = [&](const MemoryAccess &m) {
    if (!m.active.empty() || m.tabulated)
      return m.active;
    std::vector<bool> active(rowA.size(), true);
    for (auto [cond, expected] : guardsOf(m))
      if (const std::vector<int64_t> *table = tables().table(cond); table && table->size() == active.size())
        for (unsigned t = 0; t < active.size(); ++t)
          if (bool((*table)[t]) != expected)
            active[t] = false;
    return active;
  };
  const std::vector<bool> activeA = activeOf(a), activeB = activeOf(b);
  auto runs = [&](const MemoryAccess &m, unsigned t) {
    const std::vector<bool> &active = &m == &a ? activeA : activeB;
    return active.empty() || active[t];
  };
  for (unsigned t = 0; t < rowA.size(); ++t) {
    for (auto [row, side] : {std::pair(rowA[t], runs(a, t)), std::pair(rowB[t], runs(b, t))}) {
      if (!side)
        continue;
      auto [it, fresh] = warpOfRow.try_emplace(row, int64_t(t >> 5));
      if (!fresh && it->second != int64_t(t >> 5))
        return std::nullopt;
    }
  }
  // Within a warp: do two different threads share a row?
  struct Users {
    unsigned a = 0, b = 0;
    int64_t aThread = -1, bThread = -1;
  };
  llvm::DenseMap<int64_t, Users> users;
  for (unsigned t = 0; t < rowA.size(); ++t) {
    if (runs(a, t))
      users[rowA[t]].a++, users[rowA[t]].aThread = t;
    if (runs(b, t))
      users[rowB[t]].b++, users[rowB[t]].bThread = t;
  }
  for (auto &[row, u] : users)
    if (u.a && u.b && !(u.a == 1 && u.b == 1 && u.aThread == u.bThread))
      worst = Conflict::SameWarp;
  return worst;
}

std::optional<std::pair<int64_t, int64_t>> Impl::symbolRange(Value v, const MemoryAccess &m) {
  if (auto table = uniformEval().tableWith(v, {}); table && !table->empty())
    return std::pair((*table)[0], (*table)[0]);
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner()->isEntryBlock() || !isCounterCandidate(v, uniformity) ||
      isParameter(v))
    return std::nullopt;
  Block *header = arg.getOwner();
  DominanceInfo &dom = uniformity.dominance();
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  // Inside the loop's body the counter never holds its exit value.
  bool inBody = br && br.getTrueDest() != header &&
                dom.dominates(br.getTrueDest(), m.op->getBlock()) &&
                llvm::any_of(header->getPredecessors(),
                             [&](Block *p) { return dom.dominates(br.getTrueDest(), p); });
  if (auto values = enumerateLoopValues(v, dom, uniformEval(), {}, 4096,
                                        /*includeExit=*/!inBody, &loopValueCache);
      values && !values->empty())
    return std::pair(*llvm::min_element(*values), *llvm::max_element(*values));
  // `i < min(C, x)` stepping up by a positive constant from a known start.
  if (!inBody)
    return std::nullopt;
  auto cmp = br.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!cmp || stripIntCasts(cmp.getLhs()) != v ||
      (cmp.getPredicate() != arith::CmpIPredicate::slt &&
       cmp.getPredicate() != arith::CmpIPredicate::ult))
    return std::nullopt;
  Operation *minOp = stripIntCasts(cmp.getRhs()).getDefiningOp();
  if (!isa_and_nonnull<arith::MinSIOp, arith::MinUIOp>(minOp))
    return std::nullopt;
  std::optional<int64_t> limit;
  for (Value operand : minOp->getOperands())
    if (auto t = uniformEval().tableWith(operand, {}); t && !t->empty())
      limit = limit ? std::min(*limit, (*t)[0]) : (*t)[0];
  std::optional<int64_t> start;
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return std::nullopt;
    if (dom.dominates(header, *it)) {
      // The update: the counter plus a positive constant.
      auto add = in.getDefiningOp<arith::AddIOp>();
      APInt step;
      Value other = !add ? Value() : add.getLhs() == v ? add.getRhs()
                                   : add.getRhs() == v ? add.getLhs() : Value();
      if (!other || !matchPattern(other, m_ConstantInt(&step)) || step.getSExtValue() <= 0)
        return std::nullopt;
      continue;
    }
    auto t = uniformEval().tableWith(in, {});
    if (!t || t->empty() || (start && *start != (*t)[0]))
      return std::nullopt;
    start = (*t)[0];
  }
  if (!limit || !start || *start < 0 || *limit <= *start)
    return std::nullopt;
  return std::pair(*start, *limit - 1);
}

std::optional<Conflict> Impl::warpSlicesApart(const MemoryAccess &a, const MemoryAccess &b) {
  if (a.buffer.empty() || a.buffer != b.buffer || a.collective || b.collective ||
      !tables().tabulates() || a.perThread.size() != b.perThread.size())
    return std::nullopt;
  // Per warp, the hull of the bytes a side may touch.
  auto slices = [&](const MemoryAccess &m)
      -> std::optional<llvm::SmallDenseMap<int64_t, std::pair<int64_t, int64_t>>> {
    // A guard on a counter (needsBindings with every thread term tabulated
    // alone) only makes `active` a superset of the threads that run it.
    if (!m.exact || !m.tabulated || m.stride || m.widened || !m.groupMember.empty() ||
        llvm::any_of(m.threadTerms, [&](auto &term) { return !tables().table(term.second); }))
      return std::nullopt;
    int64_t lo = m.constant, hi = m.constant;
    for (const AddressSymbol &sym : m.symbols) {
      if (sym.isResidue())
        return std::nullopt;
      auto r = symbolRange(sym.value, m);
      if (!r)
        return std::nullopt;
      int64_t x = sym.coefficient * r->first, y = sym.coefficient * r->second;
      lo += std::min(x, y), hi += std::max(x, y);
    }
    llvm::SmallDenseMap<int64_t, std::pair<int64_t, int64_t>> out;
    for (unsigned t = 0; t < m.perThread.size(); ++t) {
      if (!m.active.empty() && !m.active[t])
        continue;
      auto [it, fresh] = out.try_emplace(int64_t(t >> 5), std::pair(INT64_MAX, INT64_MIN));
      it->second.first = std::min(it->second.first, m.perThread[t] + lo);
      it->second.second = std::max(it->second.second, m.perThread[t] + hi + m.size - 1);
    }
    return out;
  };
  auto sa = slices(a);
  auto sb = sa ? slices(b) : std::nullopt;
  if (!sb)
    return std::nullopt;
  for (auto &[wa, ra] : *sa)
    for (auto &[wb, rb] : *sb)
      if (wa != wb && !(ra.second < rb.first || rb.second < ra.first))
        return std::nullopt;
  return Conflict::SameWarp;
}

bool Impl::columnsApart(const MemoryAccess &a, const MemoryAccess &b) {
  if (!a.rowIndex || !b.rowIndex || a.rowBytes != b.rowBytes || a.rowBytes <= 0 ||
      a.buffer.empty() || a.buffer != b.buffer || a.collective || b.collective ||
      a.stride || b.stride || a.widened || b.widened || !a.tabulated || !b.tabulated ||
      !a.groupMember.empty() || !b.groupMember.empty())
    return false;
  // The row is the one symbol of each address, uniform in the block; the
  // rest (thread part and constant) is the column's byte offset.
  auto column = [&](const MemoryAccess &m) -> bool {
    if (uniformity.getLevel(m.rowIndex) > Uniformity::Block || m.symbols.size() != 1)
      return false;
    const AddressSymbol &sym = m.symbols.front();
    return !sym.isResidue() && stripIntCasts(sym.value) == m.rowIndex &&
           sym.coefficient == m.rowBytes;
  };
  if (!column(a) || !column(b))
    return false;
  unsigned n = a.perThread.size();
  if (b.perThread.size() != n)
    return false;
  auto runs = [](const MemoryAccess &m, unsigned t) { return m.active.empty() || m.active[t]; };
  // Columns by byte: which thread of each side touches it (-2: several).
  llvm::DenseMap<int64_t, int64_t> ownerA;
  for (unsigned t = 0; t < n; ++t) {
    if (!runs(a, t))
      continue;
    int64_t col = a.perThread[t] + a.constant;
    if (col < 0 || col + a.size > a.rowBytes)
      return false; // not inside one row: the decomposition fails
    for (int64_t byte = col; byte < col + a.size; ++byte) {
      auto [it, fresh] = ownerA.try_emplace(byte, int64_t(t));
      if (!fresh && it->second != int64_t(t))
        it->second = -2;
    }
  }
  for (unsigned t = 0; t < n; ++t) {
    if (!runs(b, t))
      continue;
    int64_t col = b.perThread[t] + b.constant;
    if (col < 0 || col + b.size > b.rowBytes)
      return false;
    for (int64_t byte = col; byte < col + b.size; ++byte) {
      auto it = ownerA.find(byte);
      if (it != ownerA.end() && it->second != int64_t(t))
        return false;
    }
  }
  return true;
}

bool Impl::symbolicRowsApart(const MemoryAccess &a, const MemoryAccess &b) {
  if (a.buffer.empty() || a.buffer != b.buffer || a.groupMember != b.groupMember ||
      a.collective || b.collective || a.opaque || b.opaque || a.tma || b.tma || a.wgmma ||
      b.wgmma || a.widened || b.widened || !tables().tabulates())
    return false;
  unsigned n = tables().numThreads();
  struct Side {
    Value unit;
    int64_t elem = 0, step = 0; // step 0: not a constant
    std::vector<int64_t> row, start;
    std::vector<bool> runs;
  };
  auto side = [&](const MemoryAccess &m) -> std::optional<Side> {
    // A rising index (so at least its start, never below 0).
    if (!m.stride || m.strideCoef <= 0 || m.strideFactor <= 0 ||
        (m.strideRest && *m.strideRest <= 0) || m.constant != 0 || m.size > m.strideCoef)
      return std::nullopt;
    Value bound = strideBound(m);
    if (!bound)
      return std::nullopt;
    Side s;
    s.unit = stripIntCasts(bound);
    // A length the shape or a constant fixes: the other rules compare it.
    if (auto known = uniformEval().tableWith(s.unit, {}); known && !known->empty())
      return std::nullopt;
    s.elem = m.strideCoef;
    s.step = m.strideRest ? m.strideFactor * *m.strideRest : 0;
    s.row.assign(n, 0);
    s.start.assign(n, 0);
    // `R * U` with R a table of the thread: R rows of U elements each
    // (`coef` bytes per unit of the product).
    auto addRows = [&](Value product, int64_t coef) {
      auto mul = stripIntCasts(product).getDefiningOp<arith::MulIOp>();
      if (!mul || coef % s.elem)
        return false;
      Value rowValue;
      for (unsigned i = 0; i < 2; ++i)
        if (stripIntCasts(mul->getOperand(i)) == s.unit)
          rowValue = mul->getOperand(1 - i);
      const std::vector<int64_t> *rows = rowValue ? tables().table(rowValue) : nullptr;
      if (!rows || rows->size() != n)
        return false;
      for (unsigned t = 0; t < n; ++t)
        s.row[t] += coef / s.elem * (*rows)[t];
      return true;
    };
    if (m.privateRow && !addRows(m.privateRow, m.privateRowBytes))
      return std::nullopt;
    for (const AddressSymbol &sym : m.symbols) {
      if (sym.isResidue() || stripIntCasts(sym.value) != s.unit || sym.coefficient % s.elem)
        return std::nullopt;
      for (int64_t &r : s.row)
        r += sym.coefficient / s.elem;
    }
    // The loop's start: the thread terms (the induction adds no others).
    for (auto [coef, value] : m.threadTerms) {
      const std::vector<int64_t> *table = tables().table(value);
      if (!table) {
        if (!addRows(value, coef))
          return std::nullopt;
        continue;
      }
      if (table->size() != n)
        return std::nullopt;
      for (unsigned t = 0; t < n; ++t)
        s.start[t] += coef * (*table)[t];
    }
    s.runs.assign(n, true);
    for (auto [cond, expected] : guardsOf(m))
      if (const auto *table = tables().table(cond))
        for (unsigned t = 0; t < n; ++t)
          if (bool((*table)[t]) != expected)
            s.runs[t] = false;
    // The thread terms are the loop's start and nothing else: the index
    // itself is the column, in [0, U).
    const std::vector<int64_t> *starts = m.strideStart ? tables().table(m.strideStart) : nullptr;
    if (!starts || starts->size() != n)
      return std::nullopt;
    for (unsigned t = 0; t < n; ++t) {
      if (!s.runs[t])
        continue;
      if ((*starts)[t] < 0 || s.start[t] != s.elem * (*starts)[t])
        return std::nullopt;
      s.start[t] = (*starts)[t];
    }
    return s;
  };
  auto sa = side(a);
  if (!sa)
    return false;
  auto sb = side(b);
  if (!sb || sa->unit != sb->unit || sa->elem != sb->elem)
    return false;
  // In one row, indices meet only with equal residues modulo a common
  // constant step; without one, any two threads of a row may meet.
  int64_t step = sa->step == sb->step ? sa->step : 0;
  // For each row of b: the threads by residue (-2: several threads).
  llvm::DenseMap<std::pair<int64_t, int64_t>, int64_t> owners;
  for (unsigned t = 0; t < n; ++t) {
    if (!sb->runs[t])
      continue;
    auto key = std::make_pair(sb->row[t], step ? sb->start[t] % step : 0);
    auto [it, fresh] = owners.try_emplace(key, int64_t(t));
    if (!fresh && it->second != int64_t(t))
      it->second = -2;
  }
  for (unsigned t = 0; t < n; ++t) {
    if (!sa->runs[t])
      continue;
    auto it = owners.find({sa->row[t], step ? sa->start[t] % step : 0});
    if (it != owners.end() && it->second != int64_t(t))
      return false;
  }
  return true;
}

bool Impl::uniformRowsApart(const MemoryAccess &a, const MemoryAccess &b,
                            ArrayRef<LoopMarker> stale) {
  if (!a.rowIndex || !b.rowIndex || a.rowBytes <= 0 || a.rowBytes != b.rowBytes ||
      a.buffer.empty() || a.buffer != b.buffer || a.groupMember != b.groupMember ||
      a.collective || b.collective || a.opaque || b.opaque || a.tma || b.tma ||
      a.wgmma || b.wgmma || a.size > a.rowBytes || b.size > b.rowBytes)
    return false;
  // Each side's row alone: the symbol that is its row index (or the
  // constant it is), in bytes; the rest of the address stays in the row.
  auto rowOnly = [&](const MemoryAccess &m) -> std::optional<MemoryAccess> {
    MemoryAccess r;
    r.op = m.op;
    r.buffer = m.buffer;
    APInt k;
    if (matchPattern(m.rowIndex, m_ConstantInt(&k))) {
      r.constant = k.getSExtValue() * m.rowBytes;
      return r;
    }
    if (uniformity.getLevel(m.rowIndex) > Uniformity::Block)
      return std::nullopt;
    for (const AddressSymbol &sym : m.symbols)
      if (stripIntCasts(sym.expression) == m.rowIndex) {
        if (sym.coefficient != m.rowBytes || sym.byIteration || !r.symbols.empty())
          return std::nullopt;
        r.symbols.push_back(sym);
      }
    if (r.symbols.empty())
      return std::nullopt;
    return r;
  };
  // One row index is the other flipped (`dp[cur ^ 1]` against `dp[cur]`,
  // cur toggled by `cur ^= 1` after each barrier): x ^ k != x for k != 0,
  // and c - x != x for odd c, while x holds one value for both accesses.
  auto flipped = [&](Value f, Value x) {
    auto def = f.getDefiningOp();
    APInt k;
    if (!def || def->getNumOperands() != 2 || uniformity.getLevel(x) > Uniformity::Block ||
        llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(x, m); }))
      return false;
    if (isa<arith::XOrIOp>(def))
      for (unsigned i = 0; i < 2; ++i)
        if (stripIntCasts(def->getOperand(i)) == x &&
            matchPattern(def->getOperand(1 - i), m_ConstantInt(&k)) && !k.isZero())
          return true;
    return isa<arith::SubIOp>(def) && stripIntCasts(def->getOperand(1)) == x &&
           matchPattern(def->getOperand(0), m_ConstantInt(&k)) && k[0];
  };
  if (flipped(a.rowIndex, b.rowIndex) || flipped(b.rowIndex, a.rowIndex))
    return true;
  auto ra = rowOnly(a);
  if (!ra)
    return false;
  auto rb = rowOnly(b);
  if (!rb)
    return false;
  auto diffs = symbolicDifference(*ra, *rb, stale);
  return diffs && llvm::none_of(*diffs, [](int64_t d) { return d == 0; });
}

bool Impl::privateRowsApart(const MemoryAccess &a, const MemoryAccess &b) {
  const MemoryAccess &p = a.privateRow ? a : b;
  if (!p.privateRow || a.buffer.empty() || a.buffer != b.buffer ||
      a.groupMember != b.groupMember || a.collective || b.collective || a.opaque ||
      b.opaque || a.tma || b.tma || a.wgmma || b.wgmma || !tables().tabulates())
    return false;
  const int64_t rowBytes = p.privateRowBytes;
  unsigned n = tables().numThreads();
  // Each side's column per thread (bytes from the start of its row), or
  // nothing when a part of it is not known for every thread.
  auto columns = [&](const MemoryAccess &m) -> std::optional<std::vector<int64_t>> {
    if (m.privateRow && m.privateRowBytes != rowBytes)
      return std::nullopt;
    if (!m.privateRow && (!m.exact || !m.tabulated || m.needsBindings || m.stride ||
                          m.widened))
      return std::nullopt;
    std::vector<int64_t> col(n, m.constant);
    if (m.privateRow) {
      for (auto [coef, value] : m.threadTerms) {
        const std::vector<int64_t> *table = tables().table(value);
        if (!table || table->size() != n)
          return std::nullopt;
        for (unsigned t = 0; t < n; ++t)
          col[t] += coef * (*table)[t];
      }
    } else {
      if (m.perThread.size() != n)
        return std::nullopt;
      for (unsigned t = 0; t < n; ++t)
        col[t] += m.perThread[t];
    }
    // A uniform symbol moves the column unless it moves it by whole rows.
    for (const AddressSymbol &sym : m.symbols) {
      if (!sym.isResidue() && sym.coefficient % rowBytes == 0)
        continue;
      auto value = uniformEval().tableWith(sym.expression, {});
      if (!value || value->empty())
        return std::nullopt;
      for (int64_t &c : col)
        c += sym.coefficient * value->front();
    }
    // The address splits into whole rows and a column (a constant `sp - 1`
    // moves the row).
    for (int64_t &c : col)
      c = ((c % rowBytes) + rowBytes) % rowBytes;
    return col;
  };
  auto colA = columns(a);
  if (!colA)
    return false;
  auto colB = columns(b);
  if (!colB)
    return false;
  auto runs = [](const MemoryAccess &m, unsigned t) {
    return m.active.empty() || m.active[t];
  };
  // Bytes of a row by the thread that touches them (-2: several).
  llvm::DenseMap<int64_t, int64_t> owner;
  for (auto [m, col] : {std::pair(&a, &*colA), std::pair(&b, &*colB)})
    for (unsigned t = 0; t < n; ++t) {
      if (!runs(*m, t))
        continue;
      int64_t c = (*col)[t];
      if (c + m->size > rowBytes)
        return false; // not inside one row: the decomposition fails
      for (int64_t byte = c; byte < c + m->size; ++byte) {
        auto [it, fresh] = owner.try_emplace(byte, int64_t(t));
        if (!fresh && it->second != int64_t(t))
          return false;
      }
    }
  return true;
}

std::optional<std::pair<int64_t, int64_t>> Impl::addressHull(const MemoryAccess &m,
                                                              bool skipResidues) {
  if (!m.exact || !m.tabulated || m.collective)
    return std::nullopt;
  int64_t lo = INT64_MAX, hi = INT64_MIN;
  if (m.stride) {
    // A block-strided loop's index i runs from the thread's start up to a
    // constant bound (or the extent of the array dimension it indexes): the
    // address moves by strideCoef bytes per unit of i over [start, limit).
    // Two carves filled by `for (i = tx; i < 4096; ...)` and `for (i = tx;
    // i < 2048; ...)` never meet.
    std::optional<int64_t> limit;
    APInt c;
    if (Value bound = strideBound(m); bound && matchPattern(bound, m_ConstantInt(&c)))
      limit = c.getSExtValue();
    if (m.strideExtent)
      limit = limit ? std::min(*limit, *m.strideExtent) : *m.strideExtent;
    const std::vector<int64_t> *starts =
        m.strideStart ? tables().table(m.strideStart) : nullptr;
    // With a bound that is not a constant (a size loaded or passed in),
    // the index still only rises from the thread's start when the step is
    // positive: the hull is open above (a block-wide copy into `s + 1024`
    // of a run-time length against the warps' copies below it).
    bool rising = m.strideFactor > 0 && (!m.strideRest || *m.strideRest > 0);
    if ((!limit && !rising) || m.strideCoef <= 0 || m.widened || !starts ||
        starts->size() != m.perThread.size())
      return std::nullopt;
    for (unsigned t = 0; t < m.perThread.size(); ++t)
      if ((m.active.empty() || m.active[t]) && (!limit || (*starts)[t] < *limit)) {
        lo = std::min(lo, m.perThread[t]);
        hi = std::max(hi, limit ? m.perThread[t] + m.strideCoef * (*limit - 1 - (*starts)[t])
                                : kOpenHull);
      }
  } else {
    for (unsigned t = 0; t < m.perThread.size(); ++t)
      if (m.active.empty() || m.active[t])
        lo = std::min(lo, m.perThread[t]), hi = std::max(hi, m.perThread[t]);
  }
  if (lo > hi)
    return std::nullopt;
  lo += m.constant, hi += m.constant;
  for (const AddressSymbol &sym : m.symbols) {
    if (sym.isResidue() && skipResidues)
      continue;
    if (sym.isResidue())
      return std::nullopt;
    int64_t vlo, vhi;
    if (auto table = uniformEval().tableWith(sym.value, {}); table && !table->empty()) {
      vlo = vhi = (*table)[0];
    } else if (isCounterCandidate(sym.value, uniformity) && !isParameter(sym.value)) {
      // Inside the loop's body the counter never holds its exit value.
      bool inBody = false;
      if (auto arg = dyn_cast<BlockArgument>(sym.value)) {
        if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
          inBody = forOp.getInductionVar() == arg;
        else if (auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()))
          // The true side is the body: it leads back round (a back
          // edge of the header comes from a block it dominates).
          inBody = br.getTrueDest() != arg.getOwner() &&
                   uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock()) &&
                   llvm::any_of(arg.getOwner()->getPredecessors(), [&](Block *p) {
                     return uniformity.dominance().dominates(br.getTrueDest(), p);
                   });
      }
      auto values = enumerateLoopValues(sym.value, uniformity.dominance(), uniformEval(), {},
                                        4096, /*includeExit=*/!inBody, &loopValueCache);
      if (!values || values->empty())
        return std::nullopt;
      vlo = *llvm::min_element(*values), vhi = *llvm::max_element(*values);
    } else {
      return std::nullopt;
    }
    int64_t x = sym.coefficient * vlo, y = sym.coefficient * vhi;
    lo += std::min(x, y), hi += std::max(x, y);
  }
  if (hi >= kOpenHull / 2)
    return std::pair(lo, kOpenHull);
  return std::pair(lo, hi + m.size - 1);
}

/// A volatile store (a ready flag set for a spinning thread).
static bool volatileStore(Operation *op) {
  auto store = dyn_cast<simt::StoreOp>(op);
  return store && store.getVolatile_();
}

/// An atomic or a volatile store against a spin-wait's volatile read, or an
/// atomic against a lock's volatile release store: both morally strong in
/// PTX's memory model, so no data race (`while (*(volatile int *)&serving !=
/// ticket);` against the holder's atomicAdd, a ready flag's volatile store). Other volatile accesses stay compared (a count read without
/// the barrier after the atomics is still missing it).
static bool strongPair(const MemoryAccess &a, const MemoryAccess &b) {
  return (a.atomic && b.spinRead) || (b.atomic && a.spinRead) ||
         (a.spinRead && a.reads && volatileStore(b.op)) ||
         (b.spinRead && b.reads && volatileStore(a.op));
}

Conflict Impl::conflict(const MemoryAccess &a, const MemoryAccess &b,
                        ArrayRef<LoopMarker> stale, bool sameExecution) {
  // What exactConflict rules out first needs no memo.
  if ((!a.writes && !b.writes) || (a.atomic && b.atomic) || strongPair(a, b) ||
      (!a.buffer.empty() && !b.buffer.empty() && a.buffer != b.buffer) ||
      (!a.groupMember.empty() && !b.groupMember.empty() && a.groupMember != b.groupMember) ||
      mutuallyExclusive(a, b) || (stale.empty() && flagHandoff(a, b))) {
    lastProven = true;
    lastUndecided.clear();
    lastWitness = RaceWitness();
    return Conflict::None;
  }
  if (!options.memoisePairs) {
    pairFirst = pairSecond = -1;
    return computeConflict(a, b, stale, sameExecution);
  }
  PairKey key{&a, &b, sameExecution, {stale.begin(), stale.end()}};
  auto it = pairVerdicts.find(key);
  if (it == pairVerdicts.end()) {
    pairFirst = pairSecond = -1;
    Conflict c = computeConflict(a, b, stale, sameExecution);
    it = pairVerdicts
             .emplace(std::move(key),
                      PairVerdict{c, lastProven, lastUndecided, lastWitness, pairFirst, pairSecond})
             .first;
  }
  const PairVerdict &v = it->second;
  lastProven = v.proven, lastUndecided = v.undecided, lastWitness = v.witness;
  pairFirst = v.first, pairSecond = v.second;
  return v.conflict;
}

std::optional<std::pair<Block *, int64_t>> Impl::firstIterationValue(Value v, Operation *op) {
  auto arg = dyn_cast<BlockArgument>(stripIntCasts(v));
  if (!arg || arg.getOwner()->isEntryBlock() || !v.getType().isIntOrIndex())
    return std::nullopt;
  Block *header = arg.getOwner();
  auto br = dyn_cast_or_null<cf::CondBranchOp>(header->getTerminator());
  if (!br)
    return std::nullopt;
  const llvm::DenseSet<Block *> &body = loopBlocks(header);
  bool inTrue = br.getTrueDest() != header && body.contains(br.getTrueDest());
  bool inFalse = br.getFalseDest() != header && body.contains(br.getFalseDest());
  if (inTrue == inFalse)
    return std::nullopt;
  // The access runs in every iteration: its block is the body's first or
  // follows it by unconditional branches inside the body.
  Block *blk = inTrue ? br.getTrueDest() : br.getFalseDest();
  for (unsigned i = 0; blk != op->getBlock() && i < 8; ++i) {
    auto next = dyn_cast<cf::BranchOp>(blk->getTerminator());
    if (!next || next.getDest() == header || !body.contains(next.getDest()))
      return std::nullopt;
    blk = next.getDest();
  }
  if (blk != op->getBlock())
    return std::nullopt;
  // Every edge into the loop brings the same constant.
  std::optional<int64_t> entry;
  for (auto it = header->pred_begin(); it != header->pred_end(); ++it) {
    if (body.contains(*it))
      continue;
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    APInt c;
    if (!in || !matchPattern(in, m_ConstantInt(&c)) || (entry && *entry != c.getSExtValue()))
      return std::nullopt;
    entry = c.getSExtValue();
  }
  if (!entry)
    return std::nullopt;
  return std::make_pair(header, *entry);
}

std::optional<Conflict> Impl::firstIterationConflict(const MemoryAccess &a, const MemoryAccess &b,
                                                     ArrayRef<LoopMarker> stale) {
  for (const MemoryAccess *m : {&a, &b})
    if (!m->exact || m->widened || m->stride || !m->tabulated || m->needsBindings ||
        m->collective || m->async || m->opaque || !m->extraGuards.empty() || m->privateRow)
      return std::nullopt;
  MemoryAccess fa = a, fb = b;
  std::string loops;
  // Binds the counters of `m`'s loops that `other` is outside of, or in the
  // same iteration of (no marker of that loop on the pair). The earlier
  // access is bound only with the later one in the same loop: its first
  // iteration need not be the one whose access is still pending.
  auto bind = [&](MemoryAccess &m, const MemoryAccess &other, bool later) {
    for (auto it = m.symbols.begin(); it != m.symbols.end();) {
      auto first = it->isResidue() ? std::nullopt : firstIterationValue(it->value, m.op);
      bool otherInside = first && loopBlocks(first->first).contains(other.op->getBlock());
      bool sameIteration = first && llvm::none_of(stale, [&](const LoopMarker &mk) {
                             return mk.header == first->first;
                           });
      if (!first || (otherInside && !sameIteration) || (!later && !otherInside)) {
        ++it;
        continue;
      }
      m.constant += it->coefficient * first->second;
      std::string line = describeLine(first->first->getTerminator());
      if (loops.find(line) == std::string::npos)
        loops += (loops.empty() ? "" : " and ") + line;
      it = m.symbols.erase(it);
    }
  };
  bind(fb, a, /*later=*/true);
  bind(fa, b, /*later=*/false);
  if (loops.empty())
    return std::nullopt;
  auto diffs = symbolicDifference(fa, fb, stale);
  if (!diffs)
    return std::nullopt;
  bool proven = lastProven;
  std::string why = lastUndecided;
  RaceWitness witness = lastWitness;
  int64_t first = pairFirst, second = pairSecond;
  Conflict c = tabulatedConflict(fa, fb, *diffs);
  if (c == Conflict::None || lastWitness.firstThread < 0) {
    lastProven = proven, lastUndecided = why, lastWitness = witness;
    pairFirst = first, pairSecond = second;
    return std::nullopt;
  }
  lastProven = true;
  lastUndecided.clear();
  lastWitness.iterations = "the loop at " + loops + " is in its first iteration";
  return c;
}

int64_t Impl::soleThread(const MemoryAccess &m) {
  auto [it, fresh] = soleThreads.try_emplace(&m, -1);
  if (!fresh || !tables().tabulates())
    return it->second;
  unsigned n = tables().numThreads();
  std::vector<bool> runs(n, true);
  for (auto [cond, expected] : guardsOf(m))
    if (const auto *table = tables().table(cond))
      for (unsigned t = 0; t < n; ++t)
        if (bool((*table)[t]) != expected)
          runs[t] = false;
  int64_t only = -1;
  for (unsigned t = 0; t < n; ++t)
    if (runs[t]) {
      if (only >= 0)
        return soleThreads[&m] = -1;
      only = t;
    }
  return soleThreads[&m] = only;
}

/// The shared buffer a load's or store's pointer points into (an
/// `addressof` symbol, or "" for the dynamic buffer) and its byte offset
/// there: a constant plus values times element sizes. Nothing for any other
/// pointer arithmetic.
struct ChainOffset {
  std::string buffer;
  int64_t constant = 0;
  SmallVector<std::pair<Value, int64_t>, 2> terms; // value, bytes per unit
};
static std::optional<ChainOffset> chainOffset(Operation *op) {
  Value ptr = simt::loadStorePointer(op);
  if (!ptr)
    return std::nullopt;
  ChainOffset out;
  for (Value cur = ptr;;) {
    Operation *def = cur.getDefiningOp();
    if (auto add = dyn_cast_or_null<simt::PtrAddOp>(def)) {
      int64_t elem =
          sizeAndAlign(cast<simt::PtrType>(add.getBase().getType()).getElementType()).first;
      if (!elem || out.terms.size() >= 4)
        return std::nullopt;
      APInt c;
      if (matchPattern(add.getOffset(), m_ConstantInt(&c)))
        out.constant += c.getSExtValue() * elem;
      else
        out.terms.push_back({add.getOffset(), elem});
      cur = add.getBase();
    } else if (auto castOp = dyn_cast_or_null<simt::PtrCastOp>(def)) {
      cur = castOp.getSource();
    } else if (auto addr = dyn_cast_or_null<simt::AddressOfOp>(def)) {
      out.buffer = addr.getGlobal().str();
      return cast<simt::PtrType>(ptr.getType()).isShared() ? std::optional(out) : std::nullopt;
    } else if (isa_and_nonnull<simt::DynamicSharedOp>(def)) {
      return out;
    } else {
      return std::nullopt;
    }
  }
}

/// Not proven either way, where an address or guard reads a block-strided
/// loop's index through something no affine form holds (a tile reversed
/// within its valid part: `stage[valid - 1 - rank]`, valid = min(size,
/// count - (i - rank))): both accesses in one iteration of that loop, its
/// first iteration, with the index at each thread's start, may show a pair.
/// Everything the addresses and guards read is tabulated so, with the
/// integer arguments tied to the block (2x, then 1x the threads; both must
/// collide, as the counter search requires) and block 0 of a one-block
/// grid; a value that is not tabulable then (data, another loop's counter)
/// decides nothing. Only ever upgrades "cannot prove" to a witness.
static std::optional<Conflict> stridedFirstTripConflict(Impl &impl, const MemoryAccess &a,
                                                        const MemoryAccess &b,
                                                        ArrayRef<LoopMarker> stale) {
  ThreadFunctions &tf = impl.tables();
  if (&a == &b || !stale.empty() || !tf.tabulates() || !tf.blockShape())
    return std::nullopt;
  for (const MemoryAccess *m : {&a, &b})
    if (m->atomic || m->async || m->collective || m->opaque || !m->extraGuards.empty())
      return std::nullopt;
  auto ca = chainOffset(a.op), cb = chainOffset(b.op);
  if (!ca || !cb || ca->buffer != cb->buffer)
    return std::nullopt;
  // What must be tabulated: offsets and guards of both sides.
  SmallVector<Value, 16> roots;
  for (const ChainOffset *c : {&*ca, &*cb})
    for (auto [v, bytes] : c->terms)
      roots.push_back(v);
  SmallVector<std::pair<Value, bool>> guards[2] = {impl.guardsOf(a), impl.guardsOf(b)};
  for (auto &side : guards)
    for (auto [cond, expected] : side)
      roots.push_back(cond);
  // The strided index (exactly one), the arguments, block indices and grid
  // sizes they read.
  DominanceInfo &dom = impl.uniformity.dominance();
  llvm::SetVector<Value> inductions, parameters;
  {
    SmallVector<Value, 32> work(roots.begin(), roots.end());
    llvm::DenseSet<Value> seen;
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!seen.insert(v).second || tf.table(v))
        continue;
      if (seen.size() > 512)
        return std::nullopt;
      if (isParameter(v) || v.getDefiningOp<simt::GridDimOp>()) {
        parameters.insert(v);
        continue;
      }
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        if (arg.getOwner()->isEntryBlock())
          continue;
        if (auto iv = matchStridedInduction(v, dom, tf.blockShape())) {
          inductions.insert(v);
          work.push_back(iv->start);
        } else if (auto sel = mergeAsSelect(v)) {
          work.append({sel->condition, sel->whenTrue, sel->whenFalse});
        }
        continue;
      }
      Operation *def = v.getDefiningOp();
      if (def && isPureValueOp(def))
        work.append(def->operand_begin(), def->operand_end());
    }
  }
  if (inductions.size() != 1)
    return std::nullopt;
  Value index = inductions.front();
  auto arg = cast<BlockArgument>(index);
  Block *header = arg.getOwner();
  const llvm::DenseSet<Block *> &body = impl.loopBlocks(header);
  if (!body.contains(a.op->getBlock()) || !body.contains(b.op->getBlock()))
    return std::nullopt;
  // The loop's own test lets a thread into its first iteration.
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  if (!br || (body.contains(br.getTrueDest()) == body.contains(br.getFalseDest())))
    return std::nullopt;
  for (auto &side : guards)
    side.push_back({br.getCondition(), body.contains(br.getTrueDest())});
  auto iv = matchStridedInduction(index, dom, tf.blockShape());
  unsigned threads = tf.numThreads();
  if (!iv || !llvm::isPowerOf2_64(threads))
    return std::nullopt;
  std::string tie;
  std::optional<std::tuple<Conflict, int64_t, int64_t, int64_t>> found;
  for (int64_t times : {2, 1}) {
    SmallVector<std::pair<Value, int64_t>, 8> bind;
    for (Value p : parameters) {
      if (isBlockIndex(p)) {
        bind.push_back({p, 0});
      } else if (p.getDefiningOp<simt::GridDimOp>()) {
        bind.push_back({p, 1});
      } else {
        bind.push_back({p, int64_t(threads) * times});
        if (times == 2)
          tie += (tie.empty() ? "" : ", ") + std::string("argument ") +
                 std::to_string(cast<BlockArgument>(p).getArgNumber() + 1) + " is " +
                 std::to_string(2 * threads);
      }
    }
    auto start = tf.tableWith(iv->start, bind);
    if (!start || start->size() != threads)
      return std::nullopt;
    auto evaluate = [&](Value v) { return tf.tableWithPerThread(v, index, *start, bind); };
    std::vector<int64_t> addr[2];
    std::vector<bool> runs[2];
    const ChainOffset *chains[2] = {&*ca, &*cb};
    for (unsigned s = 0; s < 2; ++s) {
      addr[s].assign(threads, chains[s]->constant);
      for (auto [v, bytes] : chains[s]->terms) {
        auto t = evaluate(v);
        if (!t || t->size() != threads)
          return std::nullopt;
        for (unsigned i = 0; i < threads; ++i)
          addr[s][i] += (*t)[i] * bytes;
      }
      runs[s].assign(threads, true);
      for (auto [cond, expected] : guards[s]) {
        auto t = evaluate(cond);
        if (!t || t->size() != threads)
          return std::nullopt;
        for (unsigned i = 0; i < threads; ++i)
          if (bool((*t)[i]) != expected)
            runs[s][i] = false;
      }
    }
    // A pair of different threads whose byte ranges overlap, across warps
    // if there is one.
    std::optional<std::tuple<Conflict, int64_t, int64_t, int64_t>> pair;
    std::map<int64_t, SmallVector<unsigned, 2>> byAddress;
    for (unsigned t = 0; t < threads; ++t)
      if (runs[1][t])
        byAddress[addr[1][t]].push_back(t);
    for (unsigned t1 = 0; t1 < threads && !(pair && std::get<0>(*pair) == Conflict::AcrossWarps);
         ++t1) {
      if (!runs[0][t1])
        continue;
      int64_t lo = addr[0][t1] - b.size + 1, hi = addr[0][t1] + a.size - 1;
      for (auto it = byAddress.lower_bound(lo); it != byAddress.end() && it->first <= hi; ++it)
        for (unsigned t2 : it->second) {
          if (t2 == t1)
            continue;
          Conflict c = (t1 >> 5) != (t2 >> 5) ? Conflict::AcrossWarps : Conflict::SameWarp;
          if (!pair || c > std::get<0>(*pair))
            pair = std::make_tuple(c, int64_t(t1), int64_t(t2), std::max(addr[0][t1], it->first));
        }
    }
    if (!pair)
      return std::nullopt;
    if (!found)
      found = pair;
  }
  auto [c, t1, t2, address] = *found;
  impl.lastProven = true;
  impl.lastUndecided.clear();
  impl.lastWitness = RaceWitness();
  impl.lastWitness.firstThread = t1;
  impl.lastWitness.secondThread = t2;
  impl.lastWitness.address = address;
  impl.lastWitness.iterations =
      "the block-strided loop at " + impl.describeLine(header->getTerminator()) +
      " is in its first iteration";
  if (!tie.empty())
    impl.lastWitness.iterations += ", assuming " + tie + " (the argument tied to the block: " +
                                   std::to_string(2 * tf.numThreads()) + " for its " +
                                   std::to_string(tf.numThreads()) +
                                   " threads; it collides at " +
                                   std::to_string(tf.numThreads()) + " too)";
  if (llvm::any_of(parameters, [](Value p) { return bool(p.getDefiningOp<simt::GridDimOp>()); }))
    impl.lastWitness.iterations += ", in a grid of one block";
  impl.pairFirst = t1, impl.pairSecond = t2;
  return c;
}

Conflict Impl::computeConflict(const MemoryAccess &a, const MemoryAccess &b,
                               ArrayRef<LoopMarker> stale, bool sameExecution) {
  // One thread runs both accesses (thread 0's serial loop over a table,
  // whatever indices it reads): program order, not a race. An async copy
  // or a warp-collective access involves more than its own thread.
  if (!a.async && !b.async && !a.collective && !b.collective && !a.opaque && !b.opaque)
    if (int64_t only = soleThread(a); only >= 0 && only == soleThread(b)) {
      lastProven = true;
      lastUndecided.clear();
      lastWitness = RaceWitness();
      return Conflict::None;
    }
  // Before the counter search, which would try every value of the sizes.
  if (carvedRowsApart(a, b, stale)) {
    lastProven = true;
    lastUndecided.clear();
    lastWitness = RaceWitness();
    return Conflict::None;
  }
  Conflict c = exactConflict(a, b, stale, sameExecution);
  // Not proven either way: accesses whose whole ranges of bytes do not
  // overlap never meet (a carved array read at every j < blockDim.x
  // against the next array).
  // An access' hull, within the struct member it stays in (a binary search
  // over `t.cum[mid]` against the stores into `t.slot2sym[slot]`; an index
  // widened to its type's range, `&s.offsets[s.bucket[i]]` with an unsigned
  // char bucket, past the end of the member). A hull outside its member
  // (code indexing one member array into the next) keeps the hull.
  auto hull = [&](const MemoryAccess &m) -> std::optional<std::pair<int64_t, int64_t>> {
    auto h = addressHull(m);
    if (!h || !m.envelope || m.envelopePeriod)
      return h ? h : m.envelopePeriod ? std::nullopt : m.envelope;
    int64_t lo = std::max(h->first, m.envelope->first);
    int64_t hi = std::min(h->second, m.envelope->second);
    return lo <= hi ? std::pair(lo, hi) : *h;
  };
  // Not proven either way: an access whose guards no thread passes (the
  // byte-wise fallback of a copy whose alignment test always holds) meets
  // nothing.
  auto runByNoThread = [](const MemoryAccess &m) {
    return m.tabulated && !m.active.empty() && llvm::none_of(m.active, [](bool x) { return x; });
  };
  if (c != Conflict::None && !lastProven && (runByNoThread(a) || runByNoThread(b)))
    return Conflict::None;
  // (A widened access' proven conflict is only possible: its range decides.)
  // Two members of the elements of one array of structs, whatever elements.
  if (c != Conflict::None && (!lastProven || a.widened || b.widened) && a.buffer == b.buffer &&
      a.envelope && b.envelope && a.envelopePeriod && a.envelopePeriod == b.envelopePeriod &&
      (a.envelope->second < b.envelope->first || b.envelope->second < a.envelope->first))
    return Conflict::None;
  if (c != Conflict::None && (!lastProven || a.widened || b.widened) && a.buffer == b.buffer &&
      !a.buffer.empty())
    if (auto ha = hull(a))
      if (auto hb = hull(b); hb && (ha->second < hb->first || hb->second < ha->first))
        return Conflict::None;
  // Not proven either way: each side's bytes outside its stage (a residue
  // of a loop counter: `tile[k & 1]`, `stage[(i + 2) % 3]`) lie in one
  // range, and the stages the two sides can be in at once move those ranges
  // apart (a block-strided chunk loop filling the next stage against the
  // reads of this one).
  if (c != Conflict::None && !lastProven && stageHullsApart(a, b, stale))
    return Conflict::None;
  // Not proven either way: rows of one array that only one warp's threads
  // share (`rowbuf[warp][i]`, whatever i is) leave at most a conflict
  // inside a warp, which a warp barrier orders.
  if (c != Conflict::None && !lastProven && columnsApart(a, b))
    return Conflict::None;
  // Not proven either way: rows of a run-time length, each side's index
  // bounded by it.
  if (c != Conflict::None && !lastProven && symbolicRowsApart(a, b))
    return Conflict::None;
  // Not proven either way: rows of a run-time width owned by threads or
  // warps, whatever the columns in them are (a bin of per-thread data).
  if (c != Conflict::None && !lastProven)
    if (auto rows = runtimeRowsApart(a, b); rows && *rows < c) {
      if (*rows == Conflict::None)
        return Conflict::None;
      c = *rows;
      lastUndecided = "only threads of one warp share the row of run-time width that the "
                      "accesses at " + describeLine(a.op) + " and " + describeLine(b.op) +
                      " index, and " + lastUndecided;
    }
  // Not proven either way: each warp keeps to its own slice of the buffer,
  // whatever the unknown values are within their ranges.
  if (c == Conflict::AcrossWarps && !lastProven)
    if (auto slices = warpSlicesApart(a, b)) {
      c = *slices;
      lastUndecided = "only threads of one warp touch the slice of the buffer that the "
                      "accesses at " + describeLine(a.op) + " and " + describeLine(b.op) +
                      " index, and " + lastUndecided;
    }
  if (c != Conflict::None && !lastProven) {
    if (auto rows = rowsApart(a, b); rows && *rows < c) {
      if (*rows == Conflict::None)
        return Conflict::None;
      c = *rows;
      lastUndecided = "only threads of one warp share the array row that the accesses at " +
                      describeLine(a.op) + " and " + describeLine(b.op) + " index, and " +
                      lastUndecided;
    }
  }
  // Not proven either way: both sides listed execution by execution
  // (bounded block-strided loops under the shape) decide it.
  if (c != Conflict::None && !lastProven) {
    std::string why = lastUndecided;
    if (auto listed = enumeratedConflict(a, b, stale)) {
      if (*listed == Conflict::None)
        return Conflict::None;
      return *listed;
    }
    lastProven = false;
    lastUndecided = why;
  }
  // Not proven either way, for a counter whose values are not known: its
  // loop's first iteration may show a pair.
  if (c != Conflict::None && !lastProven)
    if (auto first = firstIterationConflict(a, b, stale))
      return *first;
  // Not proven either way, for a block-strided index read through
  // something no affine form holds: its loop's first iteration may show a
  // pair.
  if (c != Conflict::None && !lastProven)
    if (auto first = stridedFirstTripConflict(*this, a, b, stale))
      return *first;
  if (c != Conflict::None && lastProven && (a.widened || b.widened)) {
    // The widened range covers every byte it may touch, so the warp
    // level of the conflict stands; only the conflict itself is possible.
    const MemoryAccess &w = a.widened ? a : b;
    if (residuesApart(a, b, stale))
      return Conflict::None;
    if (auto covered = coveredRange(w, a.widened ? b : a, stale)) {
      // The witness names the widened access' thread first.
      if (!a.widened)
        std::swap(lastWitness.firstThread, lastWitness.secondThread);
      return *covered;
    }
    lastProven = false;
    lastUndecided = "the index at " + describeLine(w.op) +
                    " depends on per-thread data and is only known to lie in "
                    "a range";
  }
  return c;
}

Conflict Impl::exactConflict(const MemoryAccess &a, const MemoryAccess &b,
                             ArrayRef<LoopMarker> stale, bool sameExecution) {
  lastProven = true;
  lastUndecided.clear();
  lastWitness = RaceWitness();
  if ((!a.writes && !b.writes) || (a.atomic && b.atomic) || strongPair(a, b))
    return Conflict::None;
  if (!a.buffer.empty() && !b.buffer.empty() && a.buffer != b.buffer)
    return Conflict::None;
  if (!a.groupMember.empty() && !b.groupMember.empty() && a.groupMember != b.groupMember)
    return Conflict::None;
  // A wgmma reads its operand tiles whole: any write into them meets it.
  if ((a.wgmma && !a.exact && b.writes) || (b.wgmma && !b.exact && a.writes))
    return Conflict::AcrossWarps;
  // One store whose index is injective in its block-strided loop, met
  // only in that loop's earlier iterations: never the same element.
  if (&a == &b && a.injectiveHeader &&
      llvm::all_of(stale, [&](const LoopMarker &m) { return m.header == a.injectiveHeader; }))
    return Conflict::None;
  // One store at a slot claimed with a fetch-and-add (`q[atomicAdd(&tail,
  // 1)] = v` in a loop): every execution of the atomic returns a value
  // the counter never held before (it only grows; resetting it without a
  // barrier would be a race on the counter, reported there), so two
  // executions of the store never share a slot.
  if (&a == &b && !a.exact && fetchAddSlot(a))
    return Conflict::None;
  if (privateRowsApart(a, b))
    return Conflict::None;
  if (uniformRowsApart(a, b, stale))
    return Conflict::None;
  // Two plain stores at positions the data decides, in one barrier
  // interval: the stores of one scatter (`s[rank[i]] = key[i]` over a
  // thread's items, a merge's `s[posA] = keyA; s[posB] = keyB`). That the
  // positions are distinct is a fact about the data that no barrier
  // changes, the same one the threads of a single scatter store rely on
  // (never reported either): taken as given. A slot at a uniform position
  // the data decides (`head_pos[num_runs] = end`, after the scan's total)
  // is one more store of it; two exact ones are compared as usual. Reads
  // of the buffer in the interval are still compared with both. A slot the
  // data picks within a known range (an unsigned char or masked index,
  // MemoryAccess::widenedByData) is such a position too: knowing its range
  // must not make the pair worse than not knowing it (CUB's sort-based
  // BlockHistogram: `run_begin[b] = i; run_end[a] = i` under `if (a != b)`
  // over sorted bins, `run_begin[items[0]] = 0` by thread 0), unless the
  // store alone already lets two threads write different values to one
  // element (`owner[key & 127] = t`: checkDataIndexedStore warns there).
  auto plainStore = [](const MemoryAccess &m) {
    return m.writes && !m.reads && !m.atomic && !m.async && !m.collective && !m.opaque &&
           isa<simt::StoreOp>(m.op);
  };
  auto scatterSlot = [&](const MemoryAccess &m) {
    if (!m.dataIndexed || !plainStore(m))
      return false;
    if (!m.widened)
      return true;
    auto pair = dataIndexedCollision(m);
    return pair && pair->second < 0;
  };
  if ((!a.exact || !b.exact || a.widened || b.widened) && a.buffer == b.buffer &&
      !a.buffer.empty() && a.buffer != "<global memory>" && scatterSlot(a) && scatterSlot(b))
    return Conflict::None;
  if (!a.exact || !b.exact) {
    const MemoryAccess &vague = !a.exact ? a : b;
    return undecided(vague.inexactReason.empty()
                         ? "the address at " + describeLine(vague.op) +
                               " is not understood"
                         : vague.inexactReason);
  }
  // A data index or uniform symbols moving by whole steps keep each thread
  // in its residue class, whatever the data and the symbols' values are
  // (`sbox[j * 64 + t]` against `sbox[i * 64 + t]`, 64 threads): decided
  // here, before the counter search gives up on values it cannot list.
  if ((a.widened || b.widened || !a.symbols.empty() || !b.symbols.empty()) &&
      residuesApart(a, b, stale))
    return Conflict::None;
  auto diffs = symbolicDifference(a, b, stale);
  if (!diffs)
    if (auto c = wideStepConflict(a, b, stale, sameExecution))
      return *c;
  // One side walks a block-strided loop with a constant stride and bound
  // (`for (b = lane; b < 64; b += 32)`), the other does not: each
  // iteration the threads can run is tried.
  if (diffs && (!a.stride || !b.stride) && a.tabulated && b.tabulated) {
    const MemoryAccess &m = a.stride ? a : b;
    if (m.strideRest && runsIteration(m, 0)) {
      int64_t step = m.strideCoef * m.strideFactor * *m.strideRest;
      Conflict worst = Conflict::None;
      RaceWitness witness;
      for (int64_t k = 0; k <= 64; ++k) {
        auto live = runsIteration(m, k);
        if (llvm::none_of(*live, [](bool x) { return x; })) {
          lastWitness = witness;
          return worst;
        }
        SmallVector<int64_t, 8> shifted;
        for (int64_t d : *diffs)
          shifted.push_back(&m == &a ? d + k * step : d - k * step);
        auto guarded = passingIndexGuards(*this, m, k, *live);
        Conflict c = &m == &a ? tabulatedConflict(a, b, shifted, &guarded)
                              : tabulatedConflict(a, b, shifted, nullptr, &guarded);
        if (c != Conflict::None && guardReadsStridedIndex(*this, m)) {
          // Listed with the index bound, the guard decides (or nothing does).
          if (auto listed = listedWithCounters(a, b, stale))
            return *listed;
          break;
        }
        if (c > worst) {
          worst = c;
          witness = lastWitness;
          witness.iterations = "the block-strided loop at " + describeLine(m.op) +
                               " is in iteration " + std::to_string(k);
        }
        if (worst == Conflict::AcrossWarps)
          break;
      }
      if (worst == Conflict::AcrossWarps) {
        lastWitness = witness;
        return worst;
      }
    }
  }
  if (diffs && (a.stride || b.stride)) {
    Conflict c = stridedConflict(a, b, *diffs);
    // Both in one strided loop, the first access in an earlier iteration
    // of it: the same iteration index is not such a pair (the barriers in
    // the body order that one, `carry[c]` read and written by the lanes of
    // one warp around a __syncwarp()); iterations k >= 1 apart are, below.
    bool acrossOwnIterations = false;
    // (One store meeting itself is checked only here: not skipped.)
    if (&a != &b && a.stride && b.stride && a.strideInduction == b.strideInduction)
      if (auto arg = dyn_cast<BlockArgument>(a.strideInduction))
        acrossOwnIterations = llvm::any_of(stale, [&](const LoopMarker &m) {
          return m.header == arg.getOwner() ||
                 (m.loop && m.loop == arg.getOwner()->getParentOp());
        });
    // The first iteration of the strided loops (their start addresses)
    // already shows two threads colliding: a witness.
    if (c != Conflict::None && a.tabulated && b.tabulated) {
      // Only the threads whose loop test lets them in run the first
      // iteration (`for (i = t / 2; i < 8; i += 64)`: threads 0..15).
      std::optional<std::vector<bool>> firstA, firstB;
      if (a.stride)
        if ((firstA = runsIteration(a, 0)))
          firstA = passingIndexGuards(*this, a, 0, *firstA);
      if (b.stride) {
        firstB = &a == &b ? firstA : runsIteration(b, 0);
        if (firstB && &a != &b)
          firstB = passingIndexGuards(*this, b, 0, *firstB);
      }
      Conflict first = acrossOwnIterations
                           ? Conflict::None
                           : tabulatedConflict(a, b, *diffs, firstA ? &*firstA : nullptr,
                                               firstB ? &*firstB : nullptr);
      if (first != Conflict::None) {
        lastWitness.iterations = "the block-strided loops are in their first iteration";
        // One store colliding with itself: no warp barrier orders that.
        return &a == &b ? Conflict::AcrossWarps : first;
      }
      // Only one side strided, by blockDim.x (times a factor) from t: its
      // later iterations lie beyond the other side's addresses (thread 0's
      // `s[0]` against `for (i = t; i < n; i += blockDim.x) s[i]`).
      if (stridePastOther(a, b, *diffs))
        return Conflict::None;
      // One blockDim-strided loop from threadIdx.x whose index stays in
      // [0, E) (a constant exit test `i < E`, or the array extent it
      // indexes): each side covers first + coef * [0, E). Two rows of one
      // table filled together (`Te[0][i]`, `Te[1][i]`, i < 256) never meet.
      if (a.stride && b.stride && a.strideInduction == b.strideInduction &&
          a.strideCoef == b.strideCoef && a.strideCoef > 0 && a.strideFactor == 1 &&
          b.strideFactor == 1 && !a.widened && !b.widened &&
          a.perThread.size() == b.perThread.size() && !a.perThread.empty()) {
        auto tid = stripIntCasts(a.strideStart).getDefiningOp<simt::ThreadIdOp>();
        std::optional<int64_t> limit;
        APInt c;
        if (Value bound = strideBound(a); bound && matchPattern(bound, m_ConstantInt(&c)))
          limit = c.getSExtValue();
        for (const MemoryAccess *m : {&a, &b})
          if (m->strideExtent)
            limit = limit ? std::min(*limit, *m->strideExtent) : *m->strideExtent;
        bool linear = tid && tid.getDim() == simt::Dim::X && limit && *limit > 0;
        for (unsigned t = 0; linear && t < a.perThread.size(); ++t)
          linear = a.perThread[t] == a.perThread[0] + a.strideCoef * int64_t(t) &&
                   b.perThread[t] == b.perThread[0] + b.strideCoef * int64_t(t);
        if (linear) {
          int64_t span = a.strideCoef * (*limit - 1);
          int64_t bLo = b.perThread[0], bHi = b.perThread[0] + span + b.size - 1;
          if (llvm::all_of(*diffs, [&](int64_t d) {
                int64_t aLo = a.perThread[0] + d, aHi = aLo + span + a.size - 1;
                return aHi < bLo || aLo > bHi;
              }))
            return Conflict::None;
        }
      }
      // A constant stride narrower than the threads: iterations m1 and m2
      // of the loop(s) collide (`j = t; j += 64` with 256 threads). Also
      // for two accesses of one pass through one loop: other threads may
      // be in other iterations (no barrier in the body orders them).
      const MemoryAccess &s1 = a.stride ? a : b;
      auto sameFreeLoop = [&] {
        auto arg = dyn_cast<BlockArgument>(a.strideInduction);
        return arg && a.strideInduction == b.strideInduction &&
               !loopBodySynchronises(arg.getOwner(), uniformity.dominance());
      };
      if (s1.strideRest && a.stride && b.stride && (!stale.empty() || sameFreeLoop())) {
        int64_t step = s1.strideCoef * s1.strideFactor * *s1.strideRest;
        // With both loop tests known (`b < BINS`), every iteration
        // distance a thread can run is tried, and none colliding proves
        // the pair apart; otherwise the first four.
        // A start or bound that reads a uniform counter: the threads that
        // run an iteration under some value of it (a pair found so is not
        // proven: its threads may need different values).
        bool approximate = false;
        // Who runs each side's first iteration (its loop test and the
        // guards on its index, `if (x > 0) prev[x - 1]`): the side that
        // is not ahead is there.
        bool approximateA = false, approximateB = false;
        auto firstA = runsIterationForSomeCounter(a, 0, approximateA),
             firstB = runsIterationForSomeCounter(b, 0, approximateB);
        bool exhaustive = a.strideRest && b.strideRest && firstA && firstB;
        // (As the short-circuit test it replaces set it.)
        approximate = a.strideRest && b.strideRest && (approximateA || (firstA && approximateB));
        // A union over a counter's values keeps every thread it may let in.
        if (firstA && !approximateA)
          firstA = passingIndexGuards(*this, a, 0, *firstA);
        if (firstB && !approximateB)
          firstB = passingIndexGuards(*this, b, 0, *firstB);
        // The first-iteration addresses of the threads that run each side:
        // once k strides carry every a-address past every b-address (ahead)
        // and every b-address past every a-address (behind), no larger
        // distance collides either, however many iterations the loop has
        // (`j = warp; j < 512; j += 4`: 128 iterations, starts 0..3).
        int64_t minA = INT64_MAX, maxA = INT64_MIN, minB = INT64_MAX, maxB = INT64_MIN;
        for (unsigned t = 0; t < a.perThread.size(); ++t)
          if (a.active[t])
            minA = std::min(minA, a.perThread[t]), maxA = std::max(maxA, a.perThread[t]);
        for (unsigned t = 0; t < b.perThread.size(); ++t)
          if (b.active[t])
            minB = std::min(minB, b.perThread[t]), maxB = std::max(maxB, b.perThread[t]);
        std::function<bool(int64_t)> rightOf = [&](int64_t d) { return minA + d > maxB + b.size - 1; };
        std::function<bool(int64_t)> leftOf = [&](int64_t d) { return maxA + d < minB - a.size + 1; };
        for (int64_t k = 1; k <= (exhaustive ? 64 : 4); ++k) {
          // a k iterations ahead of b, then b ahead of a; only threads
          // whose loop test lets them run that far take part.
          SmallVector<int64_t, 8> ahead, behind;
          for (int64_t d : *diffs)
            ahead.push_back(d + k * step), behind.push_back(d - k * step);
          auto liveA = runsIterationForSomeCounter(a, k, approximate),
               liveB = runsIterationForSomeCounter(b, k, approximate);
          if (exhaustive && llvm::none_of(*liveA, [](bool x) { return x; }) &&
              llvm::none_of(*liveB, [](bool x) { return x; }))
            return Conflict::None; // no thread runs k iterations
          // The loop's end is the test's (above); who meets whom, also the
          // guards on the index.
          std::optional<std::vector<bool>> inA = liveA, inB = liveB;
          if (inA && !approximate)
            inA = passingIndexGuards(*this, a, k, *inA);
          if (inB && !approximate)
            inB = passingIndexGuards(*this, b, k, *inB);
          Conflict later = tabulatedConflict(a, b, ahead, inA ? &*inA : nullptr,
                                             firstB ? &*firstB : nullptr);
          if (later == Conflict::None)
            later = tabulatedConflict(a, b, behind, firstA ? &*firstA : nullptr,
                                      inB ? &*inB : nullptr);
          // One difference (no stage the counter picks differently on the
          // two sides): the threads that collide under one value of the
          // counter are a witness.
          if (later != Conflict::None && approximate && diffs->size() == 1) {
            auto ca = stridedLoopCounter(a), cb = stridedLoopCounter(b);
            auto counter = ca ? ca : cb;
            if (counter && (!ca || !cb || ca->first == cb->first)) {
              later = Conflict::None;
              for (int64_t x : counter->second) {
                std::pair<Value, int64_t> bind{counter->first, x};
                auto la = runsIteration(a, k, ca ? ArrayRef(bind) : ArrayRef<std::pair<Value, int64_t>>());
                auto lb = runsIteration(b, k, cb ? ArrayRef(bind) : ArrayRef<std::pair<Value, int64_t>>());
                if (!la || !lb) {
                  later = Conflict::AcrossWarps; // not decided: stays undecided below
                  break;
                }
                Conflict at = tabulatedConflict(a, b, ahead, &*la);
                if (at == Conflict::None)
                  at = tabulatedConflict(a, b, behind, nullptr, &*lb);
                if (at != Conflict::None) {
                  lastWitness.iterations = "their block-strided loop iterations are " +
                                           std::to_string(k) + " apart, when the counter of the loop at " +
                                           describeLine(counter->first.getParentBlock()->getTerminator()) +
                                           " is " + std::to_string(x);
                  return at;
                }
              }
              if (later == Conflict::None)
                continue;
            }
          }
          if (later != Conflict::None && approximate)
            return undecided("the block-strided loop at " + describeLine(a.op) + " and " +
                             describeLine(b.op) +
                             " may run these iterations only under different values of the "
                             "loop counter its start or bound reads");
          if (later != Conflict::None) {
            lastWitness.iterations = "their block-strided loop iterations are " +
                                     std::to_string(k) + " apart";
            return later;
          }
          // In one loop that needs no loop test: the bound only takes
          // threads out (`for (p = warp; p < num_pages; p += 4)`, num_pages
          // loaded).
          if ((exhaustive || (!approximate && a.strideInduction == b.strideInduction)) &&
              minA <= maxA && minB <= maxB && step != 0 &&
              llvm::all_of(ahead, step > 0 ? rightOf : leftOf) &&
              llvm::all_of(behind, step > 0 ? leftOf : rightOf))
            return Conflict::None;
        }
      }
    }
    if (c != Conflict::None)
      return undecided("the block-strided loop indices at " +
                       describeLine(a.op) + " and " + describeLine(b.op) +
                       " are not known to be the same thread's");
    return c;
  }
  if (!diffs && disjointLoopRanges(a, b, stale))
    return Conflict::None;
  if (auto c = stridedAgainstCounters(a, b, stale))
    return *c;
  if (a.stride || b.stride)
    return undecided("the block-strided loop index at " +
                     describeLine((a.stride ? a : b).op) +
                     " is not compared with the other address");
  if (diffs && a.tabulated && b.tabulated) {
    Conflict c = tabulatedConflict(a, b, *diffs, nullptr, nullptr, sameExecution);
    if (c == Conflict::None || (!a.needsBindings && !b.needsBindings))
      return c;
    // The guards that compare the thread with a loop counter decide.
  }
  if (tables().tabulates()) {
    if (auto c = memoisedBindingConflict(a, b, stale, sameExecution))
      return *c;
    if (diffs && a.tabulated && b.tabulated) {
      // The counters' values are not known: the guards on them are
      // assumed to pass, as guards on data are.
      Conflict c = tabulatedConflict(a, b, *diffs, nullptr, nullptr, sameExecution);
      if (c != Conflict::None)
        return undecided(lastUndecided.empty()
                             ? "the loop counters its guards compare with "
                               "the thread have unknown values"
                             : lastUndecided);
      return c;
    }
    return undecided(lastUndecided.empty()
                         ? "the addresses at " + describeLine(a.op) + " and " +
                               describeLine(b.op) +
                               " differ by a value not known here"
                         : lastUndecided);
  }
  if (!diffs)
    return undecided("the addresses at " + describeLine(a.op) + " and " +
                     describeLine(b.op) + " differ by a value not known here");
  // 2-D/3-D blocks: identical thread terms that use every thread dimension
  // the kernel uses are the same thread's slot (in-bounds indexing makes
  // them injective); anything else may collide across warps (the block
  // shapes of LaunchShapes.h decide).
  bool sameThreadPart = a.threadTerms == b.threadTerms && !a.threadTerms.empty();
  bool variantTerms = llvm::any_of(a.threadTerms, [&](auto term) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(term.second, m); });
  });
  if (sameThreadPart && !variantTerms && !a.collective && !b.collective &&
      coversAllDims(a) &&
      llvm::all_of(*diffs, [&](int64_t d) { return d == 0 && a.size == b.size; }))
    return Conflict::None;
  if (a.threadTerms.empty() && b.threadTerms.empty() &&
      llvm::all_of(*diffs, [&](int64_t d) { return d >= b.size || -d >= a.size; }))
    return Conflict::None;
  return undecided("the thread indices are compared without a block shape");
}

std::optional<Conflict> Impl::stridedAgainstCounters(const MemoryAccess &a, const MemoryAccess &b,
                                                     ArrayRef<LoopMarker> stale) {
  if (bool(a.stride) == bool(b.stride) || !tables().tabulates())
    return std::nullopt;
  const MemoryAccess &m = a.stride ? a : b;
  const MemoryAccess &other = a.stride ? b : a;
  if (!m.tabulated || !other.exact)
    return std::nullopt;
  // The comparison, with the values `bind` gives (an argument the loop
  // test reads, below).
  auto search =
      [&](ArrayRef<std::pair<Value, int64_t>> bind) -> std::optional<Conflict> {
    if (!runsIteration(m, 0, bind))
      return std::nullopt;
    // A stride known only at run time (`i += blockDim.x`): the first
    // iteration alone (the start, which runsIteration knows) can still show a
    // witness; no collision there decides nothing.
    bool firstOnly = !m.strideRest;
    int64_t step =
        firstOnly ? 0 : m.strideCoef * m.strideFactor * *m.strideRest;
    Conflict worst = Conflict::None;
    RaceWitness witness;
    bool proven = true;
    std::string why;
    for (int64_t k = 0; k <= (firstOnly ? 0 : 64); ++k) {
      auto live = runsIteration(m, k, bind);
      if (!live)
        return std::nullopt;
      if (llvm::none_of(*live, [](bool x) { return x; })) {
        lastProven = proven;
        lastUndecided = why;
        lastWitness = witness;
        return worst;
      }
      MemoryAccess shifted = m;
      shifted.stride = Value();
      shifted.strideCoef = 0;
      shifted.strideRest.reset();
      shifted.strideInduction = shifted.strideStart = Value();
      shifted.strideExtent.reset();
      shifted.constant += k * step;
      shifted.active = passingIndexGuards(*this, m, k, *live, bind);
      lastProven = true;
      lastUndecided.clear();
      auto c = adopt(&m == &a ? bindingConflict(shifted, other, stale, false)
                              : bindingConflict(other, shifted, stale, false));
      if (!c)
        return std::nullopt;
      if (*c != Conflict::None && guardReadsStridedIndex(*this, m)) {
        // Listed with the index bound, the guard decides (or nothing does).
        if (auto listed = listedWithCounters(a, b, stale))
          return listed;
        return undecided("a guard of the access at " + describeLine(m.op) +
                         " reads its block-strided loop index");
      }
      if (*c > worst) {
        worst = *c;
        witness = lastWitness;
        std::string at = "the block-strided loop at " + describeLine(m.op) +
                         " is in iteration " + std::to_string(k);
        witness.iterations =
            witness.iterations.empty() ? at : witness.iterations + ", " + at;
        proven = lastProven;
        why = lastUndecided;
      }
      if (worst == Conflict::AcrossWarps)
        break;
    }
    if (worst == Conflict::None || (firstOnly && !proven))
      return std::nullopt; // more than 64 iterations: not all were tried
    lastProven = proven;
    lastUndecided = why;
    lastWitness = witness;
    return worst;
  };
  if (runsIteration(m, 0))
    return search({});
  // The loop test compares the index with a kernel argument (`for (b = t;
  // b < nbins; b += blockDim.x)`): which threads run an iteration is not
  // known. The argument tied to the block (n == 2 * blockDim.x, then n ==
  // blockDim.x, as the counter search ties it) gives them; a proven
  // collision at both is a proven race (a merge reading `rows[t * nbins +
  // b]` while the rows' owners still clear them).
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  auto br = arg ? dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()) : nullptr;
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  Value bound = cmp && stripIntCasts(cmp.getLhs()) == arg ? stripIntCasts(cmp.getRhs()) : Value();
  unsigned threads = tables().numThreads();
  if (!bound || !isParameter(bound) || argumentsTiedToBlock || !llvm::isPowerOf2_64(threads))
    return std::nullopt;
  bool keptProven = lastProven;
  std::string keptUndecided = lastUndecided;
  RaceWitness keptWitness = lastWitness;
  std::optional<Conflict> both;
  RaceWitness bothWitness;
  for (int64_t times : {2, 1}) {
    argumentsTiedToBlock = times;
    auto c = search({{bound, int64_t(threads) * times}});
    argumentsTiedToBlock = 0;
    if (!c || *c == Conflict::None || !lastProven) {
      lastProven = keptProven;
      lastUndecided = keptUndecided;
      lastWitness = keptWitness;
      return std::nullopt;
    }
    if (!both)
      both = c, bothWitness = lastWitness;
  }
  bothWitness.iterations += " (the loop bound's argument tied to the block: " +
                            std::to_string(2 * threads) + " for its " + std::to_string(threads) +
                            " threads; it collides at " + std::to_string(threads) + " too)";
  lastWitness = bothWitness;
  lastProven = true;
  lastUndecided.clear();
  return both;
}

Value Impl::strideBound(const MemoryAccess &m) {
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  if (!arg)
    return Value();
  if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
    return forOp.getInductionVar() == arg ? forOp.getUpperBound() : Value();
  auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!cmp || stripIntCasts(cmp.getLhs()) != arg ||
      (cmp.getPredicate() != arith::CmpIPredicate::slt &&
       cmp.getPredicate() != arith::CmpIPredicate::ult) ||
      !uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock()) ||
      br.getTrueDest()->getSinglePredecessor() != arg.getOwner() ||
      uniformity.getLevel(cmp.getRhs()) > Uniformity::Block)
    return Value();
  return cmp.getRhs();
}

bool Impl::disjointLoopRanges(const MemoryAccess &a, const MemoryAccess &b,
                              ArrayRef<LoopMarker> stale) {
  if (!a.stride || !b.stride || a.strideInduction != b.strideInduction ||
      a.strideCoef != b.strideCoef || a.strideCoef <= 0 ||
      std::max(a.size, b.size) > a.strideCoef || a.constant != b.constant ||
      a.threadTerms != b.threadTerms || a.widened || b.widened)
    return false;
  Value bound = strideBound(a);
  if (!bound || stripIntCasts(bound) != stripIntCasts(strideBound(b)))
    return false;
  // The start is non-negative: a constant, or a thread index.
  Value start = stripIntCasts(a.strideStart);
  APInt c;
  bool nonNegative = (matchPattern(start, m_ConstantInt(&c)) && !c.isNegative()) ||
                     start.getDefiningOp<simt::ThreadIdOp>();
  if (!nonNegative)
    return false;
  // U and the symbols are the same in both executions (no loop around
  // both changed them).
  auto variant = [&](Value v) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
  };
  if (variant(bound) || llvm::any_of(a.symbols, [&](auto &s) { return variant(s.value); }) ||
      llvm::any_of(b.symbols, [&](auto &s) { return variant(s.value); }))
    return false;
  // The symbols differ by exactly m*U.
  llvm::SmallDenseMap<Value, int64_t> plain;
  for (const auto &sym : a.symbols) {
    if (sym.isResidue())
      return false;
    plain[stripIntCasts(sym.value)] += sym.coefficient;
  }
  for (const auto &sym : b.symbols) {
    if (sym.isResidue())
      return false;
    plain[stripIntCasts(sym.value)] -= sym.coefficient;
  }
  for (auto [v, coef] : plain) {
    if (coef == 0)
      continue;
    if (v != stripIntCasts(bound) || std::abs(coef) != a.strideCoef)
      return false;
  }
  return llvm::any_of(plain, [](auto &kv) { return kv.second != 0; });
}

bool Impl::storedValuesDiffer(const MemoryAccess &a, unsigned t1, unsigned t2) {
  auto store = dyn_cast<simt::StoreOp>(a.op);
  if (!store)
    return true;
  const auto *table = tables().table(store.getValue());
  return !table || (*table)[t1] != (*table)[t2];
}

Conflict Impl::stridedConflict(const MemoryAccess &a, const MemoryAccess &b,
                               ArrayRef<int64_t> diffs) {
  if (!a.stride || !b.stride || !a.tabulated || !b.tabulated ||
      !equivalentValues(a.stride, b.stride) ||
      a.strideCoef != b.strideCoef || a.strideFactor != b.strideFactor ||
      a.strideRest != b.strideRest)
    return Conflict::AcrossWarps;
  int64_t unit = a.strideCoef * a.strideFactor;
  if (std::max(a.size, b.size) > std::abs(unit))
    return Conflict::AcrossWarps;
  unsigned n = a.perThread.size();
  for (unsigned t = 0; t < n; ++t)
    if (a.perThread[t] != a.perThread[0] + unit * int64_t(t) ||
        b.perThread[t] != b.perThread[0] + unit * int64_t(t))
      return Conflict::AcrossWarps;
  // Both addresses are `start + unit * j` with j = t + (a multiple of the
  // stride): j names one (thread, iteration) when the threads stay below
  // the stride. At equal j they lie e bytes apart; at j_a - j_b = q, e +
  // unit * q apart. Bytes meet only for q with -a.size < e + unit * q <
  // b.size: none, or q = 0 alone (the same thread's iteration), leaves no
  // pair of threads (`s[2p]` against `s[2p + 1]`, p block-strided).
  for (int64_t d : diffs) {
    int64_t e = a.perThread[0] + d - b.perThread[0];
    int64_t q0 = -e / unit;
    for (int64_t q = q0 - 3; q <= q0 + 3; ++q) {
      int64_t gap = e + unit * q;
      if (q != 0 && gap > -a.size && gap < b.size)
        return Conflict::AcrossWarps;
    }
  }
  if (a.strideRest) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (unsigned t = 0; t < n; ++t)
      if (a.active[t] || b.active[t])
        lo = std::min<int64_t>(lo, t), hi = std::max<int64_t>(hi, t);
    if (hi >= lo && hi - lo >= *a.strideRest)
      return Conflict::AcrossWarps;
  }
  return Conflict::None;
}

bool Impl::loopTestIsNotConstant(const MemoryAccess &m) {
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  auto br = arg ? dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()) : nullptr;
  auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
  return cmp && stripIntCasts(cmp.getLhs()) == arg && !matchPattern(cmp.getRhs(), m_Constant()) &&
         (cmp.getPredicate() == arith::CmpIPredicate::slt ||
          cmp.getPredicate() == arith::CmpIPredicate::ult) &&
         uniformity.dominance().dominates(br.getTrueDest(), m.op->getBlock());
}

std::optional<std::vector<bool>> Impl::runsIteration(const MemoryAccess &m, int64_t k,
                                                     ArrayRef<std::pair<Value, int64_t>> bindings) {
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  // The first iteration does not depend on the stride (`b += blockDim.x`).
  if (!arg || (!m.strideRest && k != 0) || m.active.empty())
    return std::nullopt;
  std::optional<std::vector<int64_t>> boundStart;
  const std::vector<int64_t> *start = tables().table(m.strideStart);
  if (!start && !bindings.empty() && (boundStart = tables().tableWith(m.strideStart, bindings)))
    start = &*boundStart;
  if (!start || start->size() != m.active.size())
    return std::nullopt;
  int64_t bound = 0;
  arith::CmpIPredicate pred;
  bool stayOnTrue = true;
  // A loop bound that is not a constant (`i < C`): the array dimension
  // the index walks bounds it instead (strideExtent), if there is one.
  auto byExtent = [&]() -> bool {
    if (!m.strideExtent)
      return false;
    bound = *m.strideExtent, pred = arith::CmpIPredicate::slt;
    return true;
  };
  if (auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp())) {
    APInt c;
    if (forOp.getInductionVar() != arg)
      return std::nullopt;
    if (matchPattern(forOp.getUpperBound(), m_ConstantInt(&c)))
      bound = c.getSExtValue(), pred = arith::CmpIPredicate::slt;
    else if (!byExtent())
      return std::nullopt;
  } else if (loopTestIsNotConstant(m) && byExtent()) {
    // The loop runs while `i < C` and the access sits in its body.
  } else {
    auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator());
    auto cmp = br ? br.getCondition().getDefiningOp<arith::CmpIOp>() : nullptr;
    if (!cmp || stripIntCasts(cmp.getLhs()) != arg)
      return std::nullopt;
    APInt c;
    if (matchPattern(cmp.getRhs(), m_ConstantInt(&c))) {
      bound = c.getSExtValue();
    } else {
      // A bound the shape fixes (`i < blockDim.x * 4 + 31`).
      if (uniformity.getLevel(cmp.getRhs()) > Uniformity::Block)
        return std::nullopt;
      auto value = uniformEval().tableWith(cmp.getRhs(), bindings);
      if (!value || value->empty())
        return std::nullopt;
      bound = value->front();
    }
    pred = cmp.getPredicate();
    Block *body = br.getTrueDest();
    stayOnTrue = uniformity.dominance().dominates(body, m.op->getBlock());
    if (!stayOnTrue &&
        !uniformity.dominance().dominates(br.getFalseDest(), m.op->getBlock()))
      return std::nullopt;
  }
  int64_t step = k ? m.strideFactor * *m.strideRest : 0;
  std::vector<bool> live = m.active;
  for (unsigned t = 0; t < live.size(); ++t) {
    int64_t x = (*start)[t] + k * step;
    bool holds;
    switch (pred) {
    case arith::CmpIPredicate::slt: holds = x < bound; break;
    case arith::CmpIPredicate::sle: holds = x <= bound; break;
    case arith::CmpIPredicate::ult: holds = uint64_t(x) < uint64_t(bound); break;
    case arith::CmpIPredicate::ule: holds = uint64_t(x) <= uint64_t(bound); break;
    case arith::CmpIPredicate::ne: holds = x != bound; break;
    default: return std::nullopt;
    }
    if (holds != stayOnTrue)
      live[t] = false;
  }
  return live;
}

std::optional<std::pair<Value, SmallVector<int64_t>>>
Impl::stridedLoopCounter(const MemoryAccess &m) {
  auto arg = dyn_cast_or_null<BlockArgument>(m.strideInduction);
  if (!arg)
    return std::nullopt;
  // The uniform loop counters the start and the loop test read.
  SmallVector<Value, 2> roots{m.strideStart};
  if (auto br = dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()))
    if (auto cmp = br.getCondition().getDefiningOp<arith::CmpIOp>())
      roots.push_back(cmp.getRhs());
  llvm::SetVector<Value> counters;
  SmallVector<std::pair<Value, unsigned>, 16> work;
  for (Value r : roots)
    work.push_back({r, 0});
  while (!work.empty()) {
    auto [v, depth] = work.pop_back_val();
    if (v == m.strideInduction || depth > 8)
      return std::nullopt;
    if (isa<BlockArgument>(v)) {
      if (isParameter(v) || !isCounterCandidate(v, uniformity) || isBlockIndex(v))
        return std::nullopt;
      counters.insert(v);
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!isMemoryEffectFree(def) || def->getNumRegions())
      return std::nullopt;
    for (Value o : def->getOperands())
      work.push_back({o, depth + 1});
  }
  if (counters.size() != 1)
    return std::nullopt;
  auto values = enumerateLoopValues(counters.front(), uniformity.dominance(), uniformEval(), {}, 64,
                                    /*includeExit=*/false, &loopValueCache);
  if (!values || values->empty())
    return std::nullopt;
  return std::make_pair(counters.front(), *values);
}

std::optional<std::vector<bool>>
Impl::runsIterationForSomeCounter(const MemoryAccess &m, int64_t k, bool &approximate) {
  if (auto live = runsIteration(m, k))
    return live;
  auto counter = m.active.empty() ? std::nullopt : stridedLoopCounter(m);
  if (!counter)
    return std::nullopt;
  std::vector<bool> live(m.active.size(), false);
  for (int64_t x : counter->second) {
    auto under = runsIteration(m, k, {{counter->first, x}});
    if (!under)
      return std::nullopt;
    for (unsigned t = 0; t < live.size(); ++t)
      live[t] = live[t] || (*under)[t];
  }
  approximate = true;
  return live;
}

bool Impl::coversAllDims(const MemoryAccess &a) {
  unsigned used = 0, kernel = 0;
  uniformity.getFunction()->walk([&](simt::ThreadIdOp op) {
    kernel |= 1u << unsigned(op.getDim());
  });
  llvm::SmallVector<Value> worklist;
  llvm::DenseSet<Value> seen;
  for (auto &term : a.threadTerms)
    worklist.push_back(term.second);
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto tid = v.getDefiningOp<simt::ThreadIdOp>())
      used |= 1u << unsigned(tid.getDim());
    else if (v.getDefiningOp<simt::LaneIdOp>() || v.getDefiningOp<simt::WarpIdOp>())
      used |= 0;
    else if (Operation *def = v.getDefiningOp())
      for (Value operand : def->getOperands())
        worklist.push_back(operand);
  }
  return (used & kernel) == kernel;
}

Conflict Impl::tabulatedConflict(const MemoryAccess &a, const MemoryAccess &b,
                                 ArrayRef<int64_t> diffs,
                                 const std::vector<bool> *activeA,
                                 const std::vector<bool> *activeB,
                                 bool sameExecution) {
  // Shared accesses keep the verdict for the next analysis of the function
  // (the next barrier insertion round asks most pairs again).
  SharedAccesses::TabulatedVerdict *kept = nullptr;
  if (options.shared && !activeA && !activeB && diffs.size() == 1 && store->owns(a) &&
      store->owns(b)) {
    auto [it, fresh] = store->tabulatedVerdicts.try_emplace({&a, &b, diffs.front(), unsigned(sameExecution)});
    if (fresh)
      it->second = searchTables(a, b, diffs, nullptr, nullptr, sameExecution);
    kept = &it->second;
  }
  SharedAccesses::TabulatedVerdict v =
      kept ? *kept : searchTables(a, b, diffs, activeA, activeB, sameExecution);
  if (v.collided) {
    pairFirst = v.first, pairSecond = v.second;
    lastWitness.firstThread = v.first, lastWitness.secondThread = v.second;
    lastWitness.address = v.address;
    lastWitness.addressRelative = v.relative;
  }
  return v.conflict;
}

SharedAccesses::TabulatedVerdict Impl::searchTables(const MemoryAccess &a, const MemoryAccess &b,
                                                    ArrayRef<int64_t> diffs,
                                                    const std::vector<bool> *activeA,
                                                    const std::vector<bool> *activeB,
                                                    bool sameExecution) {
  SharedAccesses::TabulatedVerdict v;
  v.conflict = Conflict::None;
  const std::vector<bool> &actB = activeB ? *activeB : b.active;
  ThreadsByAddress ownA, ownB;
  if (activeA)
    ownA = sortThreads(a.perThread, *activeA);
  const ThreadsByAddress &sortedA = activeA ? ownA : sortedThreads(a);
  if (sortedA.empty())
    return v;
  if (activeB)
    ownB = sortThreads(b.perThread, *activeB);
  const ThreadsByAddress &sortedB = activeB ? ownB : sortedThreads(b);
  if (sortedB.empty())
    return v;
  // The address range b's running threads touch: a difference that puts
  // every a(t1) outside it has no colliding pair.
  int64_t minB = sortedB.front().first, maxB = sortedB.back().first;
  int64_t minA = sortedA.front().first, maxA = sortedA.back().first;
  bool sameThreadCounts = a.collective || b.collective;
  for (int64_t d : diffs) {
    if (minA + d > maxB + b.size - 1 || maxA + d < minB - a.size + 1)
      continue;
    // The search below visits b's threads in order (its witness is the
    // first pair across warps, else the last within one); run it only where
    // some pair collides at all.
    if (!mayOverlap(sortedA, sortedB, d, a.size, b.size, sameThreadCounts))
      continue;
    for (unsigned t2 = 0; t2 < b.perThread.size(); ++t2) {
      if (!actB[t2])
        continue;
      // a(t1) + d overlaps [b(t2), b(t2) + size_b)
      int64_t lo = b.perThread[t2] - a.size + 1 - d;
      int64_t hi = b.perThread[t2] + b.size - 1 - d;
      auto it = std::lower_bound(sortedA.begin(), sortedA.end(),
                                 std::make_pair(lo, 0u));
      for (; it != sortedA.end() && it->first <= hi; ++it) {
        if (it->second == t2 && !a.collective && !b.collective)
          continue;
        if (sameExecution && !storedValuesDiffer(a, it->second, t2))
          continue;
        v.collided = true;
        v.first = it->second, v.second = t2;
        v.address = std::max(it->first + d + b.constant, b.perThread[t2] + b.constant);
        v.relative = !a.symbols.empty() || !b.symbols.empty();
        if ((it->second >> 5) != (t2 >> 5)) {
          v.conflict = Conflict::AcrossWarps;
          return v;
        }
        v.conflict = Conflict::SameWarp;
      }
    }
  }
  return v;
}

bool Impl::mayOverlap(const ThreadsByAddress &sortedA, const ThreadsByAddress &sortedB,
                      int64_t d, int64_t sizeA, int64_t sizeB, bool sameThreadCounts) {
  // a(t1) + d overlaps [b(t2), b(t2) + sizeB) when a(t1) lies in
  // [b(t2) - sizeA + 1 - d, b(t2) + sizeB - 1 - d]: a window that only moves
  // up as b(t2) does.
  size_t lo = 0;
  for (auto [addrB, t2] : sortedB) {
    int64_t low = addrB - sizeA + 1 - d, high = addrB + sizeB - 1 - d;
    while (lo < sortedA.size() && sortedA[lo].first < low)
      ++lo;
    for (size_t i = lo; i < sortedA.size() && sortedA[i].first <= high; ++i)
      if (sameThreadCounts || sortedA[i].second != t2)
        return true;
  }
  return false;
}

Impl::ThreadsByAddress Impl::sortThreads(const std::vector<int64_t> &perThread,
                                         const std::vector<bool> &active) {
  ThreadsByAddress sorted;
  for (unsigned t = 0; t < perThread.size(); ++t)
    if (active[t])
      sorted.push_back({perThread[t], t});
  llvm::sort(sorted);
  return sorted;
}

const Impl::ThreadsByAddress &Impl::sortedThreads(const MemoryAccess &a) {
  // A copy of an access (a check's variant of it) lives no longer than
  // this analysis: its threads stay with it.
  std::unique_ptr<ThreadsByAddress> &slot =
      !options.shared || store->owns(a) ? sortedCache[&a] : ownSortedCache[&a];
  if (!slot)
    slot = std::make_unique<ThreadsByAddress>(
        sortThreads(a.perThread, a.active));
  return *slot;
}

bool Impl::stridePastOther(const MemoryAccess &a, const MemoryAccess &b,
                           ArrayRef<int64_t> diffs) {
  if (bool(a.stride) == bool(b.stride))
    return false;
  const MemoryAccess &m = a.stride ? a : b, &o = a.stride ? b : a;
  if (m.strideRest || m.strideCoef <= 0 || m.strideFactor <= 0 || o.widened ||
      !m.tabulated || !o.tabulated || m.needsBindings || o.needsBindings ||
      m.collective || o.collective || m.perThread.size() != o.perThread.size())
    return false;
  // m's thread part is strideCoef * t (the loop starts at the thread
  // index): iteration k >= 1 of thread t1 is at m0 + coef * (t1 + factor *
  // B * k) with B = blockDim.x > t1, t2, so at least m0 + coef * factor *
  // (t2 + 1); the other side's thread t2 must stay below that.
  unsigned n = m.perThread.size();
  int64_t m0 = m.perThread[0];
  for (unsigned t = 0; t < n; ++t)
    if ((m.active.empty() || m.active[t]) && m.perThread[t] != m0 + m.strideCoef * int64_t(t))
      return false;
  int64_t step = m.strideCoef * m.strideFactor;
  for (int64_t d : diffs)
    for (unsigned t = 0; t < n; ++t) {
      if (!o.active.empty() && !o.active[t])
        continue;
      // Both relative to b: a's address is a(t) + d.
      int64_t lowest = &m == &a ? m0 + d + step * (int64_t(t) + 1)
                                : m0 + step * (int64_t(t) + 1);
      int64_t top = &m == &a ? o.perThread[t] + o.size - 1
                             : o.perThread[t] + d + o.size - 1;
      if (lowest <= top)
        return false;
    }
  return true;
}

bool Impl::fetchAddSlot(const MemoryAccess &m) {
  auto store = dyn_cast<simt::StoreOp>(m.op);
  if (!store)
    return false;
  // The pointer: ptr_adds of uniform offsets and one index, the slot
  // (through integer casts, times a positive constant).
  Value slot;
  for (Value ptr = store.getPtr(); Operation *def = ptr.getDefiningOp();) {
    if (auto add = dyn_cast<simt::PtrAddOp>(def)) {
      if (uniformity.getLevel(add.getOffset()) > Uniformity::Block) {
        if (slot)
          return false;
        slot = add.getOffset();
      }
      ptr = add.getBase();
    } else if (auto castOp = dyn_cast<simt::PtrCastOp>(def)) {
      ptr = castOp.getSource();
    } else {
      break;
    }
  }
  for (unsigned depth = 0; slot && depth < 8; ++depth) {
    Operation *def = slot.getDefiningOp();
    if (!def)
      return false;
    if (auto rmw = dyn_cast<simt::AtomicRMWOp>(def)) {
      APInt k;
      return (rmw.getKind() == simt::AtomicKind::Add ||
              rmw.getKind() == simt::AtomicKind::Inc) &&
             matchPattern(rmw.getValue(), m_ConstantInt(&k)) && k.isStrictlyPositive();
    }
    if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp, arith::IndexCastUIOp>(def)) {
      slot = def->getOperand(0);
      continue;
    }
    APInt k;
    if (isa<arith::MulIOp>(def) && matchPattern(def->getOperand(1), m_ConstantInt(&k)) &&
        k.isStrictlyPositive()) {
      slot = def->getOperand(0);
      continue;
    }
    return false;
  }
  return false;
}

std::optional<Conflict> Impl::wideStepConflict(const MemoryAccess &a, const MemoryAccess &b,
                                               ArrayRef<LoopMarker> stale, bool sameExecution) {
  if (stale.empty())
    return std::nullopt;
  for (const MemoryAccess *m : {&a, &b})
    if (!m->exact || !m->tabulated || m->stride || m->widened ||
        m->collective || m->perThread.empty())
      return std::nullopt;
  auto variant = [&](Value v) {
    return llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(v, m); });
  };
  for (const MemoryAccess *m : {&a, &b})
    for (const auto &term : m->threadTerms)
      if (variant(term.second))
        return std::nullopt;
  // Every symbol cancels; exactly one of them may differ between the two
  // executions, with the same coefficient on both sides.
  Value step;
  int64_t coef = 0;
  for (const MemoryAccess *m : {&a, &b})
    for (const auto &sym : m->symbols) {
      if (sym.isResidue())
        return std::nullopt;
      if (!variant(sym.value))
        continue;
      if (step && step != sym.value)
        return std::nullopt;
      step = sym.value;
    }
  if (!step || !step.getType().isIntOrIndex())
    return std::nullopt;
  for (auto [v, c] : plainSymbolDifference(a, b))
    if (c != 0)
      return std::nullopt;
  for (const auto &sym : a.symbols)
    if (sym.value == step)
      coef += sym.coefficient;
  if (coef == 0)
    return std::nullopt;
  auto range = [](const MemoryAccess &m) -> std::optional<std::pair<int64_t, int64_t>> {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (unsigned t = 0; t < m.perThread.size(); ++t)
      if (m.active.empty() || m.active[t])
        lo = std::min(lo, m.perThread[t]), hi = std::max(hi, m.perThread[t]);
    if (lo > hi)
      return std::nullopt;
    return std::pair(lo + m.constant, hi + m.constant);
  };
  auto ra = range(a), rb = range(b);
  if (!ra || !rb)
    return Conflict::None; // one side runs on no thread
  // Bytes [A, A + sa) and [B + K d, B + K d + sb) overlap only for K d in
  // [A - B - sb + 1, A - B + sa - 1].
  int64_t lo = ra->first - rb->second - b.size + 1;
  int64_t hi = ra->second - rb->first + a.size - 1;
  int64_t k = std::abs(coef);
  if (k <= hi || k <= -lo)
    return std::nullopt;
  // Guards on counters (`if (i < m)`, i = (t + 320 tb) / n) are left out of
  // the tables, which then over-approximate the threads: a collision they
  // show is for the counter search to confirm.
  SmallVector<int64_t, 1> same{a.constant - b.constant};
  Conflict c = tabulatedConflict(a, b, same, nullptr, nullptr, sameExecution);
  if (c != Conflict::None && (a.needsBindings || b.needsBindings))
    return std::nullopt;
  return c;
}


