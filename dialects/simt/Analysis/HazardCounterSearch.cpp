//===- HazardCounterSearch.cpp - loop counters tried value by value -------===//
//
// Over 800 lines because most of it is one function: Impl::bindingConflict,
// the search that binds loop counters and arguments to values and compares
// the two accesses under each binding, is ~880 lines whose stages (candidate
// counters, residues, skipped loops, side tables, witnesses) share its
// locals. Splitting it is a change of code (those locals become a search
// state object), not a move, and is left until the race-analysis work that
// keeps extending it settles; the parts that stand alone are already their
// own files (HazardBitForms, HazardTermRanges, HazardDataRanges.cpp).
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"

#include <deque>
#include <map>
#include <set>

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace kiln::hazards {

/// An integer argument of the function being checked (`n`, `size`,
/// `log2N`): the counter search tries it at the values of
/// parameterCandidates.
bool isBlockIndex(Value v) { return bool(v.getDefiningOp<simt::BlockIdOp>()); }

bool isParameter(Value v) {
  // The block index is bound like an argument: an address or guard such as
  // `min(row0 + B, rows) - row0` (row0 = blockIdx.x * B) is then tried
  // block by block (parameterCandidates).
  if (isBlockIndex(v))
    return true;
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || !arg.getOwner()->isEntryBlock() ||
      !isa<func::FuncOp>(arg.getOwner()->getParentOp()))
    return false;
  auto type = dyn_cast<IntegerType>(v.getType());
  return type && type.getWidth() > 1 && type.getWidth() <= 64;
}

/// A uniform loop counter (a loop header's argument, or an scf.for
/// induction variable), whose values LoopValues.h may enumerate, or an
/// integer argument of the function (isParameter).
bool isCounterCandidate(Value v, UniformityAnalysis &uniformity) {
  if (isBlockIndex(v))
    return true;
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || uniformity.getLevel(v) > Uniformity::Block)
    return false;
  Block *owner = arg.getOwner();
  if (auto forOp = dyn_cast<scf::ForOp>(owner->getParentOp()))
    return forOp.getInductionVar() == v;
  return !owner->isEntryBlock() || isParameter(v);
}

/// Whether some use of `v` (through integer casts) is a shift amount:
/// `N = 1 << log2N`.
bool usedAsShiftAmount(Value v, unsigned depth) {
  if (depth > 4)
    return false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (isa<arith::ShLIOp, arith::ShRUIOp, arith::ShRSIOp>(user) &&
        use.getOperandNumber() == 1)
      return true;
    if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
            arith::IndexCastUIOp>(user) &&
        usedAsShiftAmount(user->getResult(0), depth + 1))
      return true;
  }
  return false;
}

/// The values a parameter (isParameter) is tried at, as launch shapes are
/// (LaunchShapes.h): powers of two from 1 to twice the threads tabulated (a
/// count, a size, a stride: the host passes powers of two wherever the
/// kernel halves or masks with them, and the threads of a block meet within
/// that range), or the exponents of those for a shift amount (`N = 1 <<
/// log2N`). Each value multiplies the combinations of the search, so the
/// range stays that small.
SmallVector<int64_t> parameterCandidates(Value v, unsigned threads) {
  // The first blocks of the grid (block 0 runs in every launch).
  if (isBlockIndex(v))
    return {0, 1, 2, 3};
  SmallVector<int64_t> out;
  bool exponent = usedAsShiftAmount(v);
  for (int64_t k = 0; (int64_t(1) << k) <= 2 * int64_t(threads) && k <= 15; ++k)
    out.push_back(exponent ? k : int64_t(1) << k);
  return out;
}

bool isPureValueOp(Operation *def) {
  if (def->getNumResults() != 1 || def->getNumRegions())
    return false;
  if (auto call = dyn_cast<func::CallOp>(def))
    return call.getCallee().starts_with("__nv_") &&
           llvm::none_of(call.getOperandTypes(),
                         [](Type t) { return isa<simt::PtrType>(t); });
  // __ballot_sync of a tabulable predicate is tabulable too (ThreadFunctions
  // assembles it warp by warp): `lane < 31 - __clz(mask)`.
  if (auto vote = dyn_cast<simt::VoteOp>(def))
    return vote.getKind() == simt::VoteKind::Ballot;
  return isMemoryEffectFree(def) && !isa<simt::SimtDialect>(def->getDialect());
}

/// Collects the loop counters `v` is computed from, when everything else it
/// reads is tabulable (thread ids, constants, the shape's blockDim).
bool collectCounters(Value v, ThreadFunctions &tables,
                     UniformityAnalysis &uniformity,
                     llvm::SetVector<Value> &counters, unsigned depth, bool blockIndex) {
  if (depth > 24)
    return false;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)) || tables.table(v))
    return true;
  if (isCounterCandidate(v, uniformity) && (blockIndex || !isBlockIndex(v))) {
    counters.insert(v);
    return true;
  }
  Operation *def = v.getDefiningOp();
  // An if/else's merged value (`p = k == 0 ? N - 1 : (r + k) % (N - 1)`,
  // a tournament pairing) is a select on the branch's condition, which the
  // tables evaluate per thread under the counters' bindings.
  if (!def) {
    std::optional<MergeSelect> sel = mergeAsSelect(v);
    return sel &&
           collectCounters(sel->condition, tables, uniformity, counters, depth + 1, blockIndex) &&
           collectCounters(sel->whenTrue, tables, uniformity, counters, depth + 1, blockIndex) &&
           collectCounters(sel->whenFalse, tables, uniformity, counters, depth + 1, blockIndex);
  }
  FloatAttr f;
  if (matchPattern(v, m_Constant(&f)))
    return true;
  if (!isPureValueOp(def))
    return false;
  for (Value operand : def->getOperands())
    if (!collectCounters(operand, tables, uniformity, counters, depth + 1, blockIndex))
      return false;
  return true;
}

/// M when every use of `counter` in the expressions `roots` is `counter %
/// k` or `counter & (k - 1)` with k dividing M (the values evaluated
/// there depend on its residue mod M alone: `i = 2 * t + (phase & 1)`), or
/// 0. `skip` is its loop's own test, which compares the counter itself but
/// only tells the exit value apart.
unsigned residueModulusOfUses(Value counter, ArrayRef<Value> roots, Value skip) {
  unsigned modulus = 1;
  llvm::SmallPtrSet<Operation *, 32> seen;
  SmallVector<Value, 16> work;
  for (Value root : roots) {
    if (root == counter)
      return 0;
    if (root != skip)
      work.push_back(root);
  }
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (seen.size() > 256)
      return 0;
    for (auto [i, operand] : llvm::enumerate(def->getOperands())) {
      if (operand != counter) {
        work.push_back(operand);
        continue;
      }
      APInt k;
      bool constantOther = def->getNumOperands() == 2 &&
                           matchPattern(def->getOperand(1 - i), m_ConstantInt(&k));
      // Masks below 2^31 only: `& INT64_MAX` overflowed k + 1 (and unsigned()
      // of 2^63 would be a modulus of 0).
      if (constantOther && isa<arith::AndIOp>(def) && k.getSExtValue() >= 0 &&
          k.getSExtValue() < (int64_t(1) << 31) - 1 &&
          llvm::isPowerOf2_64(uint64_t(k.getSExtValue()) + 1))
        modulus = std::lcm(modulus, unsigned(k.getSExtValue() + 1));
      else if (constantOther && i == 0 && isa<arith::RemUIOp, arith::RemSIOp>(def) &&
               k.getSExtValue() > 0 && k.getSExtValue() <= 64)
        modulus = std::lcm(modulus, unsigned(k.getSExtValue()));
      else
        return 0;
      if (modulus > 64)
        return 0;
    }
  }
  return modulus;
}

bool bindable(Value v, ThreadFunctions &tables, UniformityAnalysis &uniformity,
              bool blockIndex) {
  llvm::SetVector<Value> counters;
  return collectCounters(v, tables, uniformity, counters, 0, blockIndex) && !counters.empty();
}

} // namespace kiln::hazards

std::string Impl::describeLine(Operation *op) {
  if (auto fl = dyn_cast<FileLineColLoc>(op->getLoc()))
    return "line " + std::to_string(fl.getLine());
  return "this point";
}

std::optional<Conflict> Impl::adopt(const CounterSearchResult &r) {
  if (r.proven)
    lastProven = *r.proven;
  if (r.undecided)
    lastUndecided = *r.undecided;
  if (r.witness)
    lastWitness = *r.witness;
  return r.conflict;
}

unsigned Impl::varianceClass(Value v, ArrayRef<LoopMarker> markers) {
  SmallVector<LoopMarker, 4> in;
  for (const LoopMarker &m : markers)
    if (isVariant(v, m))
      in.push_back(m);
  if (in.empty())
    return 1;
  Block *own = nullptr;
  Operation *ownLoop = nullptr;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    own = arg.getOwner();
    ownLoop = own->getParentOp();
  }
  bool lastOwn = llvm::all_of(in, [&](const LoopMarker &m) {
    return m.lastIteration && m.header == own;
  });
  bool ownLoopOnly = llvm::all_of(in, [&](const LoopMarker &m) {
    return m.header == own || (m.loop && m.loop == ownLoop);
  });
  return (lastOwn ? 2 : 0) | (ownLoopOnly ? 4 : 0);
}

std::optional<Conflict> Impl::memoisedBindingConflict(const MemoryAccess &a,
                                                      const MemoryAccess &b,
                                                      ArrayRef<LoopMarker> stale,
                                                      bool sameExecution) {
  if (!options.memoisePairs || variantLog || argumentsTiedToBlock)
    return adopt(bindingConflict(a, b, stale, sameExecution));
  std::vector<CounterSearchVerdict> &verdicts =
      counterSearchVerdicts[{&a, &b, sameExecution, lastProven}];
  for (const CounterSearchVerdict &v : verdicts) {
    bool same = llvm::all_of(v.looked, [&](const auto &looked) {
      return varianceClass(looked.first, stale) == looked.second;
    });
    if (same)
      return adopt(v.result);
  }
  llvm::MapVector<Value, unsigned> looked;
  variantLog = &looked;
  CounterSearchVerdict v;
  v.result = bindingConflict(a, b, stale, sameExecution);
  variantLog = nullptr;
  v.looked.assign(looked.begin(), looked.end());
  verdicts.push_back(std::move(v));
  return adopt(verdicts.back().result);
}

CounterSearchStatistics &kiln::counterSearchStatistics() {
  static CounterSearchStatistics statistics;
  return statistics;
}

Impl::CounterSearchResult Impl::bindingConflict(const MemoryAccess &a,
                                                const MemoryAccess &b,
                                                ArrayRef<LoopMarker> stale,
                                                bool sameExecution) {
  CounterSearchResult out;
  ++countersSearched;
  counterSearchStatistics().searches.fetch_add(1, std::memory_order_relaxed);
  ThreadFunctions &tf = tables();
  auto variantIn = [&](Value v) {
    SmallVector<LoopMarker> in;
    for (const LoopMarker &m : stale)
      if (isVariant(v, m))
        in.push_back(m);
    if (variantLog && !variantLog->count(v))
      (*variantLog)[v] = varianceClass(v, in);
    return in;
  };
  // Symbols both sides share unchanged cancel; the others are evaluated.
  llvm::SmallDenseMap<Value, int64_t> plain = plainSymbolDifference(a, b);
  auto cancels = [&](const AddressSymbol &s) {
    return !s.isResidue() && plain.lookup(s.value) == 0 &&
           variantIn(s.value).empty();
  };
  // What each side evaluates, and the counters that needs.
  struct Side {
    const MemoryAccess *m;
    SmallVector<std::pair<int64_t, Value>> terms; // coefficient, value
    SmallVector<std::pair<Value, bool>> guards;
    llvm::SetVector<Value> counters;
    /// Stage selectors, decided once the counters are known.
    SmallVector<const AddressSymbol *, 2> residues;
    /// Swapped pointers' stages on a counter the search binds: their
    /// offsets follow from its value.
    SmallVector<const AddressSymbol *, 2> swaps;
  } sides[2] = {{&a, {}, {}, {}, {}, {}}, {&b, {}, {}, {}, {}, {}}};
  for (Side &side : sides) {
    for (const AddressSymbol &sym : side.m->symbols) {
      if (cancels(sym))
        continue;
      if (sym.isResidue()) {
        side.residues.push_back(&sym);
        continue;
      }
      Value expr = sym.expression ? sym.expression : sym.value;
      if (!collectCounters(expr, tf, uniformity, side.counters, 0, /*blockIndex=*/true)) {
        out.undecided = "the addresses at " + describeLine(a.op) + " and " +
                        describeLine(b.op) + " differ by a value not known here";
        return out;
      }
      side.terms.push_back({sym.coefficient, expr});
    }
    for (auto [coef, value] : side.m->threadTerms) {
      if (!collectCounters(value, tf, uniformity, side.counters))
        return out;
      side.terms.push_back({coef, value});
    }
  }
  // Guards read the block index only when an address does (`row0 + t <
  // rows` beside `s[min(row0 + B, rows) - row0]`); otherwise they are
  // assumed to pass, as before, rather than multiply the combinations.
  bool addressesReadBlock = llvm::any_of(sides, [](const Side &side) {
    return llvm::any_of(side.counters, isBlockIndex);
  });
  for (Side &side : sides) {
    // Guards that compare the thread with counters first; a uniform guard
    // (a loop's exit test, `if (s >= 32)`) only when it reads no counter
    // besides those: the exit tests of unrelated loops before the access
    // would multiply the combinations without changing who collides.
    SmallVector<std::pair<Value, bool>> uniformGuards;
    for (auto [cond, expected] : guardsOf(*side.m)) {
      if (tf.table(cond))
        continue;
      if (uniformity.getLevel(cond) <= Uniformity::Block) {
        uniformGuards.push_back({cond, expected});
        continue;
      }
      llvm::SetVector<Value> read;
      bool known = collectCounters(cond, tf, uniformity, read, 0, addressesReadBlock);
      // A guard that cannot be evaluated without the block index (srad's
      // `(blockIdx.x * 512 + t + 1) % i == 0`) is evaluated with it bound
      // to the first blocks' values rather than assumed to pass, with at
      // most one argument nothing else binds (`i < n` in a ballot's
      // predicate; transpose's `x < cols && y + j < rows` has two: blocks
      // times both arguments' values would exceed the search's budget for a
      // guard that decides little).
      if (!known && !addressesReadBlock) {
        llvm::SetVector<Value> withBlock;
        if (collectCounters(cond, tf, uniformity, withBlock, 0, /*blockIndex=*/true) &&
            llvm::count_if(withBlock, [&](Value c) {
              return !isBlockIndex(c) && isParameter(c) &&
                     llvm::none_of(sides, [&](const Side &s) { return s.counters.contains(c); });
            }) <= 1) {
          read = std::move(withBlock);
          known = true;
        }
      }
      // (What a guard that stays unknown read is bound all the same, as
      // before.)
      side.counters.insert(read.begin(), read.end());
      if (known)
        side.guards.push_back({cond, expected});
    }
    // The counters the search will bind: those read, and the outer ones
    // their loops start, step or stop at (`j < i` binds i too).
    llvm::SetVector<Value> bound = side.counters;
    for (unsigned i = 0; i < bound.size() && i < 16; ++i)
      for (Value e : loopInputs(bound[i]))
        (void)collectCounters(e, tf, uniformity, bound);
    for (auto [cond, expected] : uniformGuards) {
      llvm::SetVector<Value> own;
      if (collectCounters(cond, tf, uniformity, own, 0, addressesReadBlock) &&
          llvm::all_of(own, [&](Value c) { return bound.contains(c); }))
        side.guards.push_back({cond, expected});
    }
  }
  // A counter changed only by its own loop's last round (LoopMarker).
  auto inLastIteration = [&](Value c) {
    if (isBlockIndex(c))
      return false;
    auto in = variantIn(c);
    Block *own = cast<BlockArgument>(c).getOwner();
    return !in.empty() && llvm::all_of(in, [&](const LoopMarker &m) {
      return m.lastIteration && m.header == own;
    });
  };
  // A stage selector (`As[cur ^ 1]`, cur = t & 1) whose counter nothing
  // else reads is compared residue by residue, as symbolicDifference does:
  // its counter's values (`t < tiles`, tiles an argument) are not needed.
  // Otherwise it is evaluated with its counter.
  SmallVector<int64_t, 4> residueShifts{0};
  bool residueShifted = false;
  unsigned realisedBases = 0, residueBaseCount = 0;
  std::string residueAssumption;
  {
    llvm::SetVector<Value> residueBases;
    for (Side &side : sides)
      for (const AddressSymbol *sym : side.residues)
        if (!sides[0].counters.contains(sym->value) &&
            !sides[1].counters.contains(sym->value))
          residueBases.insert(sym->value);
    for (Side &side : sides)
      for (const AddressSymbol *sym : side.residues) {
        if (residueBases.contains(sym->value))
          continue;
        // A swapped pointer's selector has no value to evaluate: its
        // stage follows from the counter's value (the residue of a unit
        // step, the place in the orbit of another), once bound.
        if (!sym->expression) {
          if (sym->byIteration && sym->orbit.empty()) {
            out.undecided = "the buffers behind the swapped pointers at " +
                            describeLine(a.op) + " and " + describeLine(b.op) +
                            " depend on a loop counter the addresses also read";
            return out;
          }
          side.counters.insert(sym->value);
          side.swaps.push_back(sym);
          continue;
        }
        Value expr = sym->expression;
        if (!collectCounters(expr, tf, uniformity, side.counters)) {
          out.undecided = "the addresses at " + describeLine(a.op) + " and " +
                          describeLine(b.op) + " differ by a value not known here";
          return out;
        }
        side.terms.push_back({sym->coefficient, expr});
      }
    residueBaseCount = residueBases.size();
    for (Value base : residueBases) {
      unsigned period = 1;
      unsigned keyings = 0; // as in symbolicDifference
      for (Side &side : sides)
        for (const AddressSymbol *sym : side.residues)
          if (sym->value == base) {
            period = std::lcm(period, sym->modulus);
            keyings |= sym->byIteration ? 2 : 1;
          }
      if (period > 64 || keyings == 3)
        return out;
      auto sideValue = [&](const Side &side, unsigned r) {
        int64_t sum = 0;
        for (const AddressSymbol *sym : side.residues)
          if (sym->value == base)
            sum += sym->coefficient * sym->residueValues[r % sym->modulus];
        return sum;
      };
      SmallVector<int64_t, 8> choices;
      bool wentRound = !variantIn(base).empty();
      // The residue pairs the counter's iterations realise (the first
      // access in an earlier one when it went round): from its values when
      // they are known, else from its start and constant step when its
      // loop runs long enough (a pipeline over a tile count the host
      // passes), which the witness then states.
      auto realised = realisedResiduePairs(base, period, wentRound);
      for (unsigned r1 = 0; r1 < period; ++r1)
        for (unsigned r2 = 0; r2 < period; ++r2)
          if ((realised ? realised->pairs.count({r1, r2}) : (wentRound || r1 == r2)) &&
              !llvm::is_contained(choices, sideValue(sides[0], r1) - sideValue(sides[1], r2)))
            choices.push_back(sideValue(sides[0], r1) - sideValue(sides[1], r2));
      if (realised) {
        ++realisedBases;
        if (!realised->assumption.empty())
          residueAssumption += (residueAssumption.empty() ? "" : ", ") + realised->assumption;
      }
      SmallVector<int64_t, 4> next;
      for (int64_t d : residueShifts)
        for (int64_t c : choices)
          if (!llvm::is_contained(next, d + c))
            next.push_back(d + c);
      residueShifts = std::move(next);
      // One difference whatever the residue: every iteration shows it.
      residueShifted = residueShifts.size() > 1;
      if (residueShifts.size() > 16)
        return out;
    }
  }
  // Variables, outer counters first (a counter's loop may start, step or
  // end at an outer one's value).
  SmallVector<CounterVar, 4> vars;
  llvm::DenseMap<std::pair<Value, unsigned>, unsigned> varIndex;
  std::function<bool(Value, unsigned, unsigned)> addVar =
      [&](Value c, unsigned sideMask, unsigned depth) -> bool {
    if (depth > 6)
      return false;
    bool shared = variantIn(c).empty();
    SmallVector<unsigned, 2> sideIds;
    if (shared || sideMask == 3)
      sideIds = shared ? SmallVector<unsigned, 2>{2}
                       : SmallVector<unsigned, 2>{0, 1};
    else
      sideIds = {sideMask == 1 ? 0u : 1u};
    // Outer counters it depends on.
    llvm::SetVector<Value> outer;
    Block *ownHeader = c.getParentBlock(); // an argument's owner
    Value ownTest;
    if (auto br = dyn_cast<cf::CondBranchOp>(ownHeader->getTerminator());
        br && !isParameter(c))
      ownTest = br.getCondition();
    for (Value e : loopInputs(c)) {
      llvm::SetVector<Value> read;
      bool known = collectCounters(e, tf, uniformity, read);
      // A test that reads an argument but not the counter leaves the
      // counter its orbit, as for any unknown bound (below): binding the
      // argument would only enumerate the sibling it compares.
      if (known && e == ownTest && !llvm::is_contained(read, c) &&
          llvm::any_of(read, isParameter))
        continue;
      if (known) {
        outer.insert(read.begin(), read.end());
        continue;
      }
      // A test on unknown values that does not read the counter: its
      // values are an orbit (`stage ^= 1` beside `kt < tiles`).
      if (e != ownTest || llvm::is_contained(read, c))
        return false;
    }
    // Siblings of the same header that the accesses read are stepped
    // together with it (`rd ^= 1; wr ^= 1`): the earlier argument first.
    for (Value sibling : ownHeader->getArguments())
      if (sibling != c && !isParameter(c) && !isParameter(sibling) &&
          cast<BlockArgument>(sibling).getArgNumber() <
              cast<BlockArgument>(c).getArgNumber() &&
          (sides[0].counters.contains(sibling) ||
           sides[1].counters.contains(sibling)))
        outer.insert(sibling);
    outer.remove(c);
    for (unsigned sideId : sideIds) {
      if (varIndex.count({c, sideId}))
        continue;
      unsigned mask = sideId == 2 ? 3 : 1u << sideId;
      for (Value o : outer)
        if (!addVar(o, mask, depth + 1))
          return false;
      CounterVar var{c, sideId, -1, {}};
      for (Value o : outer) {
        for (unsigned s2 : {sideId, 2u})
          if (auto it = varIndex.find({o, s2}); it != varIndex.end())
            var.dependsOn.push_back(it->second);
      }
      varIndex[{c, sideId}] = vars.size();
      vars.push_back(var);
    }
    if (!shared && sideIds.size() == 2) {
      auto changedBy = variantIn(c);
      Block *ownHeader = cast<BlockArgument>(c).getOwner();
      Operation *ownLoop = ownHeader->getParentOp();
      bool onlyOwnLoop = llvm::all_of(changedBy, [&](const LoopMarker &m) {
        return m.header == ownHeader || (m.loop && m.loop == ownLoop);
      });
      if (onlyOwnLoop)
        vars[varIndex[{c, 1}]].distinctFrom = varIndex[{c, 0}];
    }
    return true;
  };
  for (Value c : sides[0].counters)
    if (!addVar(c, sides[1].counters.contains(c) ? 3 : 1, 0))
      return out;
  for (Value c : sides[1].counters)
    if (!sides[0].counters.contains(c) && !addVar(c, 2, 0))
      return out;
  // No counters: the symbols are still evaluable (`blockDim.x / 32` under
  // a shape), one combination.

  // The offset a side's swapped pointers add under the counters' values.
  auto swapShift = [&](const Side &side, ArrayRef<std::pair<Value, int64_t>> bindings)
      -> std::optional<int64_t> {
    int64_t shift = 0;
    for (const AddressSymbol *sym : side.swaps) {
      auto bound = llvm::find_if(bindings, [&](auto &x) { return x.first == sym->value; });
      if (bound == bindings.end())
        return std::nullopt;
      int64_t r;
      if (sym->byIteration) {
        auto at = llvm::find(sym->orbit, bound->second);
        if (at == sym->orbit.end())
          return std::nullopt;
        r = int64_t(at - sym->orbit.begin());
      } else {
        r = bound->second;
      }
      int64_t m = int64_t(sym->modulus);
      shift += sym->coefficient * sym->residueValues[((r % m) + m) % m];
    }
    return shift;
  };
  // Every difference the bound swaps can make (the same iteration on both
  // sides where their counter is shared and unchanged): the byte ranges
  // below are apart only if apart under each.
  SmallVector<int64_t, 4> rangeShifts = residueShifts;
  bool rangeShiftsKnown = true;
  {
    llvm::SetVector<Value> swapBases;
    for (Side &side : sides)
      for (const AddressSymbol *sym : side.swaps)
        swapBases.insert(sym->value);
    for (Value base : swapBases) {
      unsigned period = 1;
      for (Side &side : sides)
        for (const AddressSymbol *sym : side.swaps)
          if (sym->value == base)
            period = std::lcm(period, sym->modulus);
      auto sideValue = [&](const Side &side, unsigned r) {
        int64_t sum = 0;
        for (const AddressSymbol *sym : side.swaps)
          if (sym->value == base)
            sum += sym->coefficient * sym->residueValues[r % sym->modulus];
        return sum;
      };
      bool sameIteration = variantIn(base).empty();
      SmallVector<int64_t, 8> next;
      for (int64_t d : rangeShifts)
        for (unsigned r1 = 0; r1 < period; ++r1)
          for (unsigned r2 = 0; r2 < period; ++r2)
            if ((!sameIteration || r1 == r2) &&
                !llvm::is_contained(next, d + sideValue(sides[0], r1) - sideValue(sides[1], r2)))
              next.push_back(d + sideValue(sides[0], r1) - sideValue(sides[1], r2));
      rangeShifts = std::move(next);
      if (period > 64 || rangeShifts.size() > 64)
        rangeShiftsKnown = false;
    }
  }

  // Whole byte ranges first (HazardTermRanges.cpp), with only the
  // counters both sides read fixed (`As[stage ^ 1]` against `As[stage]`)
  // and the others over their loops: apart for every value of the fixed
  // ones and every stage difference, no combination can collide.
  if (rangeShiftsKnown && rangesApart(a, b, sides[0].terms, sides[1].terms, rangeShifts,
                  [&](Value c) {
                    return sides[0].counters.contains(c) && sides[1].counters.contains(c) &&
                           variantIn(c).empty();
                  })) {
    out.conflict = Conflict::None;
    return out;
  }

  // Enumerate: shared variables in an outer loop, then each side's own.
  std::optional<BlockShape> shape = tf.blockShape();
  if (shape && shape->x == 0)
    shape.reset();
  ThreadFunctions eval = ThreadFunctions::uniformEvaluator(
      uniformity.getFunction(), tf.blockShape());
  DominanceInfo &dom = uniformity.dominance();
  constexpr size_t kMaxEntries = size_t(1) << 18;
  constexpr size_t kMaxCombos = 1u << 14;
  // Values tried per counter: a 64-iteration loop has 65 with its exit
  // value (`for (k = 0; k < 64; ++k)` of a 64-row triangular solve); the
  // combination budget above still bounds the search.
  constexpr unsigned kMaxCounterValues = 256;
  size_t combos = 0;
  bool outOfBudget = false;
  bool overBudget = false, unknownValues = false, boundParameters = false;
  // Set once a pair across warps is found: the witness is final (search()
  // keeps the first one), so the remaining combinations need no tables.
  bool settled = false;
  // Counters read only through residues (`phase & 1`) are tried at two
  // values of each residue (two different iterations can share one) and
  // their last value, instead of every iteration: the tables are the same.
  SmallVector<unsigned, 4> residueOnly(vars.size(), 0);
  {
    SmallVector<Value, 16> roots;
    for (Side &side : sides) {
      for (auto [coef, value] : side.terms)
        roots.push_back(value);
      for (auto [cond, expected] : side.guards)
        roots.push_back(cond);
      // A swap's stage needs the counter's every value (its orbit).
      for (const AddressSymbol *sym : side.swaps)
        roots.push_back(sym->value);
    }
    for (auto [i, var] : llvm::enumerate(vars)) {
      if (isParameter(var.counter) ||
          llvm::any_of(vars, [&](const CounterVar &o) {
            return llvm::is_contained(o.dependsOn, unsigned(i));
          }))
        continue;
      Value ownTest;
      if (auto br = dyn_cast<cf::CondBranchOp>(
              cast<BlockArgument>(var.counter).getOwner()->getTerminator()))
        ownTest = br.getCondition();
      unsigned m = residueModulusOfUses(var.counter, roots, ownTest);
      residueOnly[i] = m > 1 ? m : 0;
      var.residueModulus = residueOnly[i];
    }
  }
  std::vector<int64_t> values(vars.size(), 0);
  // Where each value stands in its loop's sequence of values (-1 where the
  // sequence is not known or repeats a value): a counter whose own loop
  // went round between the accesses holds a later value at the second.
  std::vector<int64_t> positions(vars.size(), -1);
  std::vector<char> fixed(vars.size(), false);
  // All combinations of the variables `which` (in order), given the
  // values already fixed; calls `visit` for each.
  std::function<void(ArrayRef<unsigned>, function_ref<void()>)> each =
      [&](ArrayRef<unsigned> which, function_ref<void()> visit) {
        if (overBudget || unknownValues || settled)
          return;
        if (which.empty()) {
          counterSearchStatistics().combinations.fetch_add(1, std::memory_order_relaxed);
          if (++searchCombinations > kAnalysisBudget)
            outOfBudget = overBudget = true;
          else if (++combos > kMaxCombos)
            overBudget = true;
          else
            visit();
          return;
        }
        const CounterVar &var = vars[which.front()];
        SmallVector<std::pair<Value, int64_t>, 4> outer;
        for (unsigned d : var.dependsOn)
          outer.push_back({vars[d].counter, values[d]});
        // The arguments fixed so far, which the loops an outer counter
        // steps with may start or stop at (`d = n >> 1` beside `offset`).
        for (auto [i, other] : llvm::enumerate(vars))
          if (fixed[i] && isParameter(other.counter) &&
              (other.side == 2 || other.side == var.side) &&
              !llvm::is_contained(var.dependsOn, unsigned(i)))
            outer.push_back({other.counter, values[i]});
        // The exit value too: after the loop the counter holds it; inside,
        // the loop test (a guard of the body) rules it out.
        // The first access ran in its loop's last iteration: one value.
        std::optional<SmallVector<int64_t>> range;
        if (isBlockIndex(var.counter)) {
          // A collision in one of the first blocks is one every launch of
          // that many blocks has: no argument value is assumed.
          range = parameterCandidates(var.counter, tf.numThreads());
        } else if (isParameter(var.counter)) {
          range = parameterCandidates(var.counter, tf.numThreads());
          if (argumentsTiedToBlock) {
            int64_t tied = int64_t(tf.numThreads()) * argumentsTiedToBlock;
            range = SmallVector<int64_t>{usedAsShiftAmount(var.counter)
                                             ? int64_t(llvm::Log2_64(tied))
                                             : tied};
          }
          boundParameters = true;
        } else if (var.side == 0 && inLastIteration(var.counter)) {
          if (auto last = lastIterationValue(var.counter, dom, eval, outer, &loopValueCache))
            range = SmallVector<int64_t>{*last};
        }
        bool sequence = !range;
        if (!range)
          range = enumerateLoopValues(var.counter, dom, eval, outer,
                                      residueOnly[which.front()] ? 4096 : kMaxCounterValues,
                                      /*includeExit=*/true, &loopValueCache);
        sequence = sequence && range;
        // A bound that is a function of the thread (`j <= tid`): every
        // thread's values; the loop test guards the body per thread.
        if (!range && !isParameter(var.counter)) {
          // Only the bounds of the threads that run the side(s) reading it.
          std::vector<bool> runs;
          for (unsigned s = 0; s < 2; ++s)
            if ((var.side == s || var.side == 2) && sides[s].m->active.size() == tf.numThreads()) {
              if (runs.empty())
                runs.assign(tf.numThreads(), false);
              for (unsigned t = 0; t < runs.size(); ++t)
                runs[t] = runs[t] || sides[s].m->active[t];
            } else if (var.side == s || var.side == 2) {
              runs.clear();
              break;
            }
          range = enumerateThreadBoundedLoopValues(
              var.counter, dom, eval, tf, outer,
              residueOnly[which.front()] ? 4096 : kMaxCounterValues, &loopValueCache,
              runs.empty() ? nullptr : &runs);
        }
        if (!range) {
          unknownValues = true;
          return;
        }
        if (unsigned m = residueOnly[which.front()]; m && range->size() > 2 * m + 1) {
          SmallVector<int64_t> representatives;
          SmallVector<unsigned, 8> seen(m, 0);
          for (auto [j, x] : llvm::enumerate(*range))
            if (seen[((x % m) + m) % m]++ < 2 || j + 1 == range->size())
              representatives.push_back(x);
          range = std::move(representatives);
        }
        // Positions only for a sequence in iteration order whose values
        // are all different, of a counter compared across iterations.
        if (sequence && (var.distinctFrom >= 0 ||
                         llvm::any_of(vars, [&](const CounterVar &o) {
                           return o.distinctFrom == int(which.front());
                         }))) {
          SmallVector<int64_t> sorted(range->begin(), range->end());
          llvm::sort(sorted);
          sequence = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
        } else {
          sequence = false;
        }
        fixed[which.front()] = true;
        for (auto [j, x] : llvm::enumerate(*range)) {
          values[which.front()] = x;
          positions[which.front()] = sequence ? int64_t(j) : -1;
          each(which.drop_front(), visit);
        }
        fixed[which.front()] = false;
      };
  SmallVector<unsigned> sharedVars, ownVars[2];
  for (auto [i, var] : llvm::enumerate(vars))
    (var.side == 2 ? sharedVars : ownVars[var.side]).push_back(i);
  struct Entry {
    int64_t address;
    unsigned thread;
    unsigned combo;
  };
  std::vector<Entry> entries[2];
  // Tables over the cache's cap, alive until the combination is searched.
  std::deque<SideTables> uncachedTables;
  std::vector<SmallVector<int64_t, 4>> comboValues[2], comboPositions[2];
  unsigned n = tf.numThreads();
  auto bindingsFor = [&](unsigned sideId) {
    SmallVector<std::pair<Value, int64_t>, 4> out;
    for (auto [i, var] : llvm::enumerate(vars))
      if (var.side == 2 || var.side == sideId)
        out.push_back({var.counter, values[i]});
    return out;
  };
  auto computeSide = [&](const Side &side,
                         ArrayRef<std::pair<Value, int64_t>> bindings) {
    SideTables result;
    std::vector<int64_t> address(n, side.m->constant);
    std::vector<bool> active = side.m->active.empty()
                                   ? std::vector<bool>(n, true)
                                   : side.m->active;
    SmallVector<Value, 8> wanted;
    for (auto [coef, value] : side.terms)
      wanted.push_back(value);
    for (auto [cond, expected] : side.guards)
      wanted.push_back(cond);
    auto tablesBound = tf.tablesWith(wanted, bindings);
    for (auto [i, guard] : llvm::enumerate(side.guards)) {
      const std::vector<int64_t> &table = tablesBound[side.terms.size() + i];
      if (!table.empty())
        for (unsigned t = 0; t < n; ++t)
          if (bool(table[t] & 1) != guard.second)
            active[t] = false;
    }
    // No thread runs the access with these values (the loop test fails
    // at the counter's exit value, `half = 0` after `half /= 2`): the
    // address need not be known (`t / half` is not).
    if (llvm::none_of(active, [](bool x) { return x; }))
      return result;
    if (!side.swaps.empty()) {
      auto shift = swapShift(side, bindings);
      if (!shift) {
        result.unknown = true;
        return result;
      }
      for (int64_t &x : address)
        x += *shift;
    }
    for (auto [i, term] : llvm::enumerate(side.terms)) {
      const std::vector<int64_t> &table = tablesBound[i];
      if (table.empty()) {
        result.unknown = true;
        return result;
      }
      for (unsigned t = 0; t < n; ++t)
        address[t] += term.first * table[t];
    }
    // A flat 2-D index `row * n + col` with n a kernel argument (the
    // halves of a double buffer, `temp[pout * n + thid]`): the row is n
    // elements wide and the column stays inside it, as the kernel's own
    // layout assumes; threads whose column would leave the row are not
    // taken as witnesses (they index past n, which the host never makes
    // them do). docs/synchronisation.md, "Rows of an argument's width".
    std::optional<std::pair<unsigned, int64_t>> rowTerm;
    bool several = false;
    for (auto [i, term] : llvm::enumerate(side.terms)) {
      auto mul = stripIntCasts(term.second).getDefiningOp<arith::MulIOp>();
      if (!mul || uniformity.getLevel(term.second) > Uniformity::Block)
        continue;
      for (Value operand : {mul.getLhs(), mul.getRhs()}) {
        Value p = stripIntCasts(operand);
        if (!isParameter(p) || isBlockIndex(p))
          continue;
        for (auto [v, x] : bindings)
          if (v == p && x > 0) {
            several |= rowTerm.has_value();
            rowTerm = {unsigned(i), x};
          }
      }
    }
    if (rowTerm && !several) {
      auto [i, width] = *rowTerm;
      int64_t coef = side.terms[i].first;
      const std::vector<int64_t> &rows = tablesBound[i];
      // A constant beyond a row is a carve offset, not part of the column.
      if (coef > 0 && std::abs(side.m->constant) < coef * width)
        for (unsigned t = 0; t < n; ++t) {
          int64_t col = address[t] - coef * rows[t];
          if (col < 0 || col + side.m->size > coef * width)
            active[t] = false;
        }
      if (llvm::none_of(active, [](bool x) { return x; }))
        return result;
    }
    for (unsigned t = 0; t < n; ++t)
      if (active[t])
        result.live.push_back({t, address[t]});
    return result;
  };
  // Loops between the two accesses whose body opens with a block barrier
  // (the Blelloch up-sweep between the loads and `temp[n - 1] = 0`): a path
  // from a to b without a barrier skips such a loop, so its entry test
  // fails. Values of the arguments under which it runs are not a witness.
  SmallVector<Block *, 2> skippedLoops;
  {
    Block *from = a.op->getBlock(), *to = b.op->getBlock();
    bool anyParameter =
        llvm::any_of(vars, [](const CounterVar &v) { return isParameter(v.counter); });
    if (anyParameter && from->getParent() == to->getParent() && from != to)
      for (Block &h : *to->getParent()) {
        const LoopShape &shape = loopShape(&h);
        if (!shape.exit || !shape.opensWithBarrier || &h == from)
          continue;
        if (dom.dominates(from, &h) && !dom.dominates(&h, from) &&
            dom.dominates(shape.exit, to))
          skippedLoops.push_back(&h);
      }
  }
  std::map<SmallVector<int64_t, 4>, bool> skippedLoopRuns;
  // Per side: the guards that are uniform (a loop's test, `if (s >= 32)`)
  // are decided once per combination, before any table; the tables then
  // depend only on the counters the address terms and the thread-dependent
  // guards read, so the cache key names only those (the bitonic sort's
  // `pos` reads `stride`, not `size` nor `arrayLength`: one table per
  // stride instead of one per combination).
  Side evalSides[2] = {sides[0], sides[1]};
  SmallVector<Value, 4> uniformConds[2];
  SmallVector<bool, 4> uniformExpected[2];
  llvm::SetVector<Value> readCounters[2];
  for (unsigned sideId : {0u, 1u}) {
    Side &es = evalSides[sideId];
    es.guards.clear();
    for (auto [cond, expected] : sides[sideId].guards) {
      if (uniformity.getLevel(cond) <= Uniformity::Block) {
        uniformConds[sideId].push_back(cond);
        uniformExpected[sideId].push_back(expected);
      } else {
        es.guards.push_back({cond, expected});
      }
    }
    bool known = true;
    for (const AddressSymbol *sym : es.swaps)
      readCounters[sideId].insert(sym->value);
    for (auto [coef, value] : es.terms)
      known &= collectCounters(value, tf, uniformity, readCounters[sideId]);
    for (auto [cond, expected] : es.guards)
      known &= collectCounters(cond, tf, uniformity, readCounters[sideId]);
    // Not everything read is tabulable: key on every binding, as before.
    if (!known)
      for (const CounterVar &var : vars)
        readCounters[sideId].insert(var.counter);
  }
  size_t activeHash[2] = {std::hash<std::vector<bool>>()(sides[0].m->active),
                          std::hash<std::vector<bool>>()(sides[1].m->active)};
  // The tables one side uses under the current values (null when no thread
  // runs it, or its values are not known: unknownValues says which).
  auto tablesFor = [&](unsigned sideId) -> const SideTables * {
    const Side &side = evalSides[sideId];
    auto bindings = bindingsFor(sideId);
    if (!skippedLoops.empty()) {
      // Only the arguments matter (the loops lie between the accesses,
      // outside the counters' loops); one simulation per argument values.
      SmallVector<std::pair<Value, int64_t>, 4> args;
      for (auto &x : bindings)
        if (isParameter(x.first))
          args.push_back(x);
      if (!args.empty()) {
        SmallVector<int64_t, 4> key;
        for (auto [v, x] : args)
          key.push_back(x);
        auto [it, fresh] = skippedLoopRuns.try_emplace(key, false);
        if (fresh)
          it->second = llvm::any_of(skippedLoops, [&](Block *h) {
            return runsAtLeastOnce(h, dom, eval, args);
          });
        if (it->second)
          return nullptr;
      }
    }
    if (!uniformConds[sideId].empty()) {
      auto values = tf.tablesWith(uniformConds[sideId], bindings);
      // A guard that cannot be evaluated is assumed to pass (as the
      // thread-dependent ones are in computeSide).
      for (auto [i, table] : llvm::enumerate(values)) {
        if (table.empty())
          continue;
        if (bool(table.front() & 1) != uniformExpected[sideId][i])
          return nullptr;
      }
    }
    std::string key;
    auto put = [&](const void *p, size_t bytes) {
      key.append(static_cast<const char *>(p), bytes);
    };
    auto putValue = [&](Value v) {
      const void *p = v.getAsOpaquePointer();
      put(&p, sizeof p);
    };
    // The access itself: its address, its constant and the threads that
    // run it. stridedAgainstCounters passes one shifted copy per iteration
    // of its strided loop, all at one stack address, differing only there.
    put(&side.m, sizeof side.m);
    put(&side.m->constant, sizeof side.m->constant);
    put(&activeHash[sideId], sizeof activeHash[sideId]);
    for (auto [coef, value] : side.terms)
      putValue(value), put(&coef, sizeof coef);
    key.push_back('|');
    for (auto [cond, expected] : side.guards)
      putValue(cond), key.push_back(expected ? '1' : '0');
    key.push_back('|');
    for (auto [counter, x] : bindings)
      if (readCounters[sideId].contains(counter))
        putValue(counter), put(&x, sizeof x);
    const SideTables *tables;
    auto it = sideTablesCache.find(key);
    if (it != sideTablesCache.end()) {
      tables = &it->second;
    } else {
      SideTables fresh = computeSide(side, bindings);
      size_t bytes = key.size() + fresh.live.size() * sizeof(fresh.live[0]) + 64;
      if (sideTablesBytes + bytes <= kSideTablesBudget) {
        sideTablesBytes += bytes;
        tables = &(sideTablesCache[key] = std::move(fresh));
      } else {
        // Over the cap: kept for this combination only.
        uncachedTables.push_back(std::move(fresh));
        tables = &uncachedTables.back();
      }
    }
    if (tables->unknown) {
      unknownValues = true;
      return nullptr;
    }
    return tables->live.empty() ? nullptr : tables;
  };
  auto append = [&](unsigned sideId, const SideTables *tables) {
    unsigned combo = comboValues[sideId].size();
    comboValues[sideId].push_back(SmallVector<int64_t, 4>(values.begin(), values.end()));
    comboPositions[sideId].push_back(SmallVector<int64_t, 4>(positions.begin(), positions.end()));
    for (auto [t, address] : tables->live)
      entries[sideId].push_back({address, t, combo});
    if (entries[sideId].size() > kMaxEntries)
      overBudget = true;
  };
  // With counters of each side's own (an access against itself in an
  // earlier iteration), a combination of the shared ones is named by the
  // tables both sides use and the values the distinctFrom tests compare.
  SmallVector<unsigned, 4> comparedVars;
  for (auto [i, var] : llvm::enumerate(vars))
    if (var.distinctFrom >= 0) {
      comparedVars.push_back(i);
      comparedVars.push_back(unsigned(var.distinctFrom));
    }
  std::string comboKey;
  auto fill = [&](unsigned sideId) {
    const SideTables *tables = tablesFor(sideId);
    if (!tables)
      return;
    append(sideId, tables);
    comboKey.push_back(char('0' + sideId));
    comboKey.append(reinterpret_cast<const char *>(&tables), sizeof tables);
    for (unsigned i : comparedVars)
      comboKey.append(reinterpret_cast<const char *>(&values[i]), sizeof values[i]);
  };
  Conflict worst = Conflict::None;
  RaceWitness witness;
  auto search = [&](int64_t shift) {
    auto &as = entries[0], &bs = entries[1];
    for (const Entry &e2 : bs) {
      // a's address plus `shift` (the stage selectors' difference).
      int64_t lo = e2.address - a.size + 1 - shift, hi = e2.address + b.size - 1 - shift;
      auto it = std::lower_bound(as.begin(), as.end(), lo,
                                 [](const Entry &x, int64_t v) { return x.address < v; });
      for (; it != as.end() && it->address <= hi; ++it) {
        if (it->thread == e2.thread && !a.collective && !b.collective)
          continue;
        const auto &va = comboValues[0][it->combo], &vb = comboValues[1][e2.combo];
        const auto &pa = comboPositions[0][it->combo], &pb = comboPositions[1][e2.combo];
        bool allowed = true;
        for (auto [i, var] : llvm::enumerate(vars))
          if (var.distinctFrom >= 0 &&
              (vb[i] == va[var.distinctFrom] ||
               (pb[i] >= 0 && pa[var.distinctFrom] >= 0 && pb[i] < pa[var.distinctFrom])))
            allowed = false;
        if (!allowed)
          continue;
        if (sameExecution && !storedValuesDiffer(a, it->thread, e2.thread))
          continue;
        Conflict c = (it->thread >> 5) != (e2.thread >> 5) ? Conflict::AcrossWarps
                                                           : Conflict::SameWarp;
        if (c > worst || witness.firstThread < 0) {
          worst = std::max(worst, c);
          witness.firstThread = it->thread;
          witness.secondThread = e2.thread;
          witness.address = std::max(it->address + shift, e2.address);
          witness.addressRelative = llvm::any_of(
              a.symbols, [&](const AddressSymbol &s) { return cancels(s); });
          witness.iterations = describeIterations(vars, va, vb);
        }
        if (worst == Conflict::AcrossWarps)
          return;
      }
    }
  };
  // Whether any a-entry (moved by a stage shift) shares a byte with a
  // b-entry of another thread (of any thread, for a collective): without
  // one, search() finds nothing, so the sort and its binary searches are
  // skipped. Linear in the entries: a's addresses are indexed directly when
  // they lie close together (tiles, rows), hashed otherwise. The distinct
  // iterations and stored values search() also asks for are left to it.
  struct Slot {
    unsigned first = ~0u, second = ~0u; // two distinct threads at the byte
  };
  std::vector<Slot> flatSlots;
  llvm::DenseMap<int64_t, Slot> hashedSlots;
  auto mayMeet = [&](const std::vector<Entry> &as, const std::vector<Entry> &bs) -> bool {
    if (as.empty() || bs.empty())
      return false;
    int64_t width = a.size + b.size - 1;
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (const Entry &e : as)
      lo = std::min(lo, e.address), hi = std::max(hi, e.address);
    // Wide accesses or addresses at the ends of the range (DenseMap's
    // reserved keys): the search decides.
    if (width > 64 || lo <= INT64_MIN + (1 << 20) || hi >= INT64_MAX - (1 << 20))
      return true;
    bool anyThread = a.collective || b.collective;
    auto note = [](Slot &slot, unsigned t) {
      if (slot.first == ~0u)
        slot.first = t;
      else if (slot.second == ~0u && slot.first != t)
        slot.second = t;
    };
    auto meets = [&](const Slot &slot, unsigned t) {
      return slot.first != ~0u && (anyThread || slot.first != t || slot.second != ~0u);
    };
    uint64_t span = uint64_t(hi) - uint64_t(lo);
    bool flat = span <= 8 * uint64_t(as.size()) + 1024;
    if (flat) {
      flatSlots.assign(span + 1, Slot());
      for (const Entry &e : as)
        note(flatSlots[e.address - lo], e.thread);
    } else {
      hashedSlots.clear();
      hashedSlots.reserve(as.size());
      for (const Entry &e : as)
        note(hashedSlots[e.address], e.thread);
    }
    for (int64_t shift : residueShifts)
      for (const Entry &e : bs) {
        // a's address plus `shift` within [e.address - a.size + 1,
        // e.address + b.size - 1], as search() asks.
        int64_t from = std::max(e.address - a.size + 1 - shift, lo);
        int64_t to = std::min(e.address + b.size - 1 - shift, hi);
        for (int64_t x = from; x <= to; ++x) {
          if (flat) {
            if (meets(flatSlots[x - lo], e.thread))
              return true;
          } else if (auto it = hashedSlots.find(x);
                     it != hashedSlots.end() && meets(it->second, e.thread)) {
            return true;
          }
        }
      }
    return false;
  };
  // Combinations of the shared counters whose two sides use tables
  // already searched together (other values of counters the addresses do
  // not read): the same search, nothing new to find.
  std::set<std::pair<const SideTables *, const SideTables *>> searched;
  std::set<std::string> searchedCombos;
  bool ownCounters = !ownVars[0].empty() || !ownVars[1].empty();
  // With the counters bound, both addresses as sums of thread bits
  // (HazardBitForms.cpp): a constant bit in which they differ, or one
  // injective form on both sides, shows that no two threads meet under
  // these values, without tabulating them (the partner indices of sorts
  // and scans, `pos` against `pos + stride` for each power of two).
  unsigned formBits = unsigned(llvm::Log2_64_Ceil(std::max(n, 2u)));
  // A term that is no bit form (a product of two thread values, a bank
  // padding `i + (i >> 5)` shifted) is usually none under other values
  // either: after eight misses and no form at all, the pair stops trying.
  // (Some values miss where others do not: `t & (stride - 1)` at the exit
  // value stride = 0.)
  unsigned formMisses = 0;
  bool formSeen = false;
  // A bank-conflict padding `i + (i >> k)` (GPU Gems' CONFLICT_FREE_OFFSET):
  // a strictly increasing function of i, so two padded addresses with the
  // same scale meet exactly when their i do. A side is padded when one of
  // its terms is `c * (x >> k)` and the others with the constant add up to
  // `c * x` (the address builder may have split x into its parts).
  struct Padded {
    BitForm inner;
    int64_t scale, shift;
  };
  auto paddedForm = [&](unsigned sideId) -> std::optional<Padded> {
    const Side &side = evalSides[sideId];
    auto bindings = bindingsFor(sideId);
    std::optional<Padded> found;
    for (auto [j, term] : llvm::enumerate(side.terms)) {
      Operation *def = stripIntCasts(term.second).getDefiningOp();
      APInt k;
      if (!isa_and_nonnull<arith::ShRUIOp, arith::ShRSIOp>(def) ||
          !matchPattern(def->getOperand(1), m_ConstantInt(&k)) || k.getSExtValue() < 1 ||
          k.getSExtValue() > 30)
        continue;
      if (found)
        return std::nullopt; // two shifted terms: not this shape
      auto x = bitForm(def->getOperand(0), bindings, tf);
      if (!x || x->alpha.size() != formBits || !isPure(*x))
        return std::nullopt;
      BitForm rest;
      rest.alpha.assign(formBits, 0);
      auto shift = swapShift(side, bindings);
      if (!shift)
        return std::nullopt;
      rest.beta = side.m->constant + *shift;
      for (auto [i, other] : llvm::enumerate(side.terms)) {
        if (i == j)
          continue;
        auto f = bitForm(other.second, bindings, tf);
        if (!f || f->alpha.size() != formBits)
          return std::nullopt;
        for (unsigned b = 0; b < formBits; ++b)
          rest.alpha[b] += other.first * f->alpha[b];
        rest.beta += other.first * f->beta;
      }
      int64_t c = term.first;
      bool matches = rest.beta == c * x->beta;
      for (unsigned b = 0; b < formBits && matches; ++b)
        matches = rest.alpha[b] == c * x->alpha[b];
      if (!matches)
        return std::nullopt;
      found = Padded{*x, c, k.getSExtValue()};
    }
    return found;
  };
  auto paddedApart = [&](const Padded &pa, const Padded &pb) -> bool {
    // Whole elements of the scale: distinct padded indices never overlap.
    if (pa.scale != pb.scale || pa.shift != pb.shift || a.size != pa.scale ||
        b.size != pb.scale || residueShifts.size() != 1 || residueShifts[0] != 0)
      return false;
    return bitFormsApart(pa.inner, 1, pb.inner, 1, a.collective || b.collective);
  };
  // Decided once per values of the counters the two sides read (the
  // combinations differ mostly in others: a sort's `size` and its length).
  std::map<SmallVector<int64_t, 8>, bool> formVerdicts;
  auto formsApartUncached = [&]() -> bool {
    if (auto pa = paddedForm(0)) {
      auto pb = paddedForm(1);
      if (pb)
        formSeen = true;
      return pb && paddedApart(*pa, *pb);
    }
    BitForm forms[2];
    for (unsigned sideId : {0u, 1u}) {
      const Side &side = evalSides[sideId];
      auto bindings = bindingsFor(sideId);
      BitForm &sum = forms[sideId];
      sum.alpha.assign(formBits, 0);
      auto shift = swapShift(side, bindings);
      if (!shift) {
        ++formMisses;
        return false;
      }
      sum.beta = side.m->constant + *shift;
      for (auto [coef, value] : side.terms) {
        auto term = bitForm(value, bindings, tf);
        if (!term || term->alpha.size() != formBits) {
          ++formMisses;
          return false;
        }
        for (unsigned i = 0; i < formBits; ++i)
          sum.alpha[i] += coef * term->alpha[i];
        sum.beta += coef * term->beta;
      }
    }
    formSeen = true;
    bool sameThreadMeets = a.collective || b.collective;
    for (int64_t shift : residueShifts) {
      BitForm shifted = forms[0];
      shifted.beta += shift;
      if (!bitFormsApart(shifted, a.size, forms[1], b.size, sameThreadMeets))
        return false;
    }
    return true;
  };
  auto formsApart = [&]() -> bool {
    if (!formSeen && formMisses >= 8)
      return false;
    SmallVector<int64_t, 8> key;
    for (unsigned sideId : {0u, 1u}) {
      for (auto [counter, x] : bindingsFor(sideId))
        if (readCounters[sideId].contains(counter))
          key.push_back(x);
      key.push_back(INT64_MIN);
    }
    auto [it, fresh] = formVerdicts.try_emplace(key, false);
    if (fresh)
      it->second = formsApartUncached();
    return it->second;
  };
  each(sharedVars, [&] {
    entries[0].clear(), entries[1].clear();
    comboValues[0].clear(), comboValues[1].clear();
    comboPositions[0].clear(), comboPositions[1].clear();
    uncachedTables.clear();
    if (!ownCounters) {
      if (worst != Conflict::AcrossWarps && formsApart())
        return;
      const SideTables *t0 = tablesFor(0);
      const SideTables *t1 = t0 ? tablesFor(1) : nullptr;
      if (!t0 || !t1 || unknownValues)
        return;
      if (uncachedTables.empty() && !searched.insert({t0, t1}).second)
        return;
      append(0, t0);
      append(1, t1);
    } else {
      comboKey.clear();
      each(ownVars[0], [&] { fill(0); });
      each(ownVars[1], [&] { fill(1); });
      if (uncachedTables.empty() && !overBudget && !unknownValues &&
          !searchedCombos.insert(comboKey).second)
        return;
    }
    if (!overBudget && !unknownValues && worst != Conflict::AcrossWarps &&
        mayMeet(entries[0], entries[1])) {
      llvm::sort(entries[0], [](const Entry &x, const Entry &y) { return x.address < y.address; });
      for (int64_t shift : residueShifts)
        if (worst != Conflict::AcrossWarps)
          search(shift);
      settled = worst == Conflict::AcrossWarps;
    }
  });
  if (outOfBudget) {
    counterSearchStatistics().overBudget.fetch_add(1, std::memory_order_relaxed);
    out.undecided = "the analysis could not decide the accesses at " + describeLine(a.op) +
                    " and " + describeLine(b.op) + " within its budget for this kernel (" +
                    std::to_string(kAnalysisBudget) +
                    " combinations of loop-counter and argument values)";
    return out;
  }
  if (overBudget) {
    out.undecided = "the loops around " + describeLine(a.op) + " and " +
                    describeLine(b.op) + " have too many iterations to check";
    return out;
  }
  if (unknownValues) {
    out.undecided = "the loop counters that the accesses at " +
                    describeLine(a.op) + " and " + describeLine(b.op) +
                    " depend on have values not known here";
    return out;
  }
  if (worst != Conflict::None) {
    out.witness = witness;
    // An argument value the collision needs may be one the host never
    // passes with this block size (`len = 2` for a scan of 2 *
    // blockDim.x elements): a witness, not a proof.
    // The same collision with the arguments tied to the block (n ==
    // blockDim.x or 2 * blockDim.x, the launch of a scan or sort of one or
    // two elements per thread) is proven: that is how such kernels run.
    // Both ties must collide: a kernel written for n == 2 * blockDim.x
    // (the Blelloch scan's two loads per thread) overlaps its own halves at
    // n == blockDim.x without being wrong.
    if (boundParameters && !argumentsTiedToBlock && llvm::isPowerOf2_64(tf.numThreads())) {
      std::optional<Conflict> proven;
      RaceWitness provenWitness;
      // A tied search leaves what it does not decide as it was: the caller's
      // lastProven, then what the previous tie decided.
      bool provenSoFar = lastProven;
      for (int64_t times : {2, 1}) {
        argumentsTiedToBlock = times;
        CounterSearchResult tied = bindingConflict(a, b, stale, sameExecution);
        argumentsTiedToBlock = 0;
        provenSoFar = tied.proven.value_or(provenSoFar);
        if (!tied.conflict || *tied.conflict == Conflict::None || !provenSoFar) {
          proven.reset();
          break;
        }
        if (!proven) {
          proven = *tied.conflict;
          provenWitness = tied.witness.value_or(witness);
        }
      }
      if (proven) {
        out.witness = provenWitness;
        out.witness->iterations += " (the argument tied to the block: " +
                                   std::to_string(2 * tf.numThreads()) + " elements for its " +
                                   std::to_string(tf.numThreads()) +
                                   " threads; it collides at " +
                                   std::to_string(tf.numThreads()) + " too)";
        out.proven = true;
        out.undecided = std::string();
        out.conflict = *proven;
        return out;
      }
      out.proven = true;
      out.undecided = std::string();
    }
    if (boundParameters && !argumentsTiedToBlock) {
      out.proven = false;
      out.undecided = "the accesses at " + describeLine(a.op) + " and " +
                      describeLine(b.op) + " meet for some values of a kernel "
                      "argument (" + witness.iterations + "), which the host may "
                      "never pass";
    }
    // A selector's residues were not tied to the counter's values: the
    // stages may never meet that way.
    if (residueShifted && realisedBases == residueBaseCount && out.proven.value_or(lastProven)) {
      // The stage pairs the counter realises collide: proven, under the
      // assumption on the loop's length where its bound is an argument.
      if (!residueAssumption.empty() && out.witness)
        out.witness->iterations +=
            (out.witness->iterations.empty() ? "" : ", ") + residueAssumption;
    } else if (residueShifted) {
      out.proven = false;
      out.undecided = "the buffer stages at " + describeLine(a.op) + " and " +
                      describeLine(b.op) + " depend on a loop counter whose "
                      "values are not known here";
    }
  }
  out.conflict = worst;
  return out;
}

std::optional<Impl::RealisedResidues> Impl::realisedResiduePairs(Value base, unsigned period,
                                                                 bool wentRound) {
  auto arg = dyn_cast<BlockArgument>(base);
  if (!arg || !isCounterCandidate(base, uniformity) || isParameter(base) || isBlockIndex(base))
    return std::nullopt;
  RealisedResidues out;
  auto residue = [&](int64_t x) {
    return unsigned(((x % int64_t(period)) + int64_t(period)) % int64_t(period));
  };
  // Values in iteration order: the first access at index i, the second at
  // j (i < j when it went round, i == j when not).
  auto addPairs = [&](ArrayRef<int64_t> values) {
    for (unsigned i = 0; i < values.size(); ++i)
      for (unsigned j = wentRound ? i + 1 : i; j < values.size() && (wentRound || j == i); ++j)
        out.pairs.insert({residue(values[i]), residue(values[j])});
  };
  if (auto values = enumerateLoopValues(base, uniformity.dominance(), uniformEval(), {}, 4096,
                                        /*includeExit=*/false, &loopValueCache)) {
    addPairs(*values);
    return out;
  }
  // A bound not known here: the first iterations from a known start by a
  // constant step, the loop assumed to run that many.
  auto shift = counterShift(base, {});
  if (!shift || !shift->entry || period > 16)
    return std::nullopt;
  SmallVector<int64_t, 32> first;
  for (unsigned j = 0; j < 2 * period; ++j)
    first.push_back(*shift->entry + int64_t(j) * shift->step);
  addPairs(first);
  out.assumption = "if the loop at " + describeLine(arg.getOwner()->getTerminator()) +
                   " runs at least " + std::to_string(2 * period) + " iterations";
  return out;
}

SmallVector<Value, 4> Impl::loopInputs(Value counter) {
  SmallVector<Value, 4> inputs;
  if (isParameter(counter))
    return inputs;
  auto arg = cast<BlockArgument>(counter);
  Block *header = arg.getOwner();
  if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp())) {
    inputs = {forOp.getLowerBound(), forOp.getUpperBound(), forOp.getStep()};
    return inputs;
  }
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it)
    if (auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
      if (Value in = branch.getSuccessorOperands(it.getSuccessorIndex())
                         [arg.getArgNumber()];
          in && !uniformity.dominance().dominates(header, *it))
        inputs.push_back(in);
  if (auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator()))
    inputs.push_back(br.getCondition());
  // The back-edge update reads the counter itself (and maybe others).
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it)
    if (auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
      if (Value in = branch.getSuccessorOperands(it.getSuccessorIndex())
                         [arg.getArgNumber()];
          in && uniformity.dominance().dominates(header, *it))
        inputs.push_back(in);
  return inputs;
}

std::string Impl::describeParameter(Value v) {
  if (auto id = v.getDefiningOp<simt::BlockIdOp>())
    return std::string("blockIdx.") + simt::stringifyDim(id.getDim()).str();
  auto arg = cast<BlockArgument>(v);
  Location loc = arg.getLoc();
  if (auto fused = dyn_cast<FusedLoc>(loc); fused && !fused.getLocations().empty())
    loc = fused.getLocations().front();
  if (auto name = dyn_cast<NameLoc>(loc))
    return "the argument " + name.getName().str();
  return "argument " + std::to_string(arg.getArgNumber() + 1);
}

std::string Impl::describeIterations(ArrayRef<CounterVar> vars, ArrayRef<int64_t> va,
                                     ArrayRef<int64_t> vb) {
  std::string out;
  for (auto [i, var] : llvm::enumerate(vars)) {
    if (isParameter(var.counter)) {
      if (!out.empty())
        out += ", ";
      out += "assuming " + describeParameter(var.counter) + " is " +
             std::to_string(var.side == 1 ? vb[i] : va[i]);
      continue;
    }
    Block *header = cast<BlockArgument>(var.counter).getOwner();
    Operation *loopOp = isa<scf::ForOp>(header->getParentOp())
                            ? header->getParentOp()
                            : header->getTerminator();
    std::string what = "the counter of the loop at " + describeLine(loopOp);
    int64_t value = var.side == 1 ? vb[i] : va[i];
    if (!out.empty())
      out += ", ";
    // A value tried for its residue stands for every value of that residue
    // (the first access at phase 3 and the second at 4 show as 1 and 0 mod 2).
    std::string shown = var.residueModulus
                            ? std::to_string(((value % int64_t(var.residueModulus)) +
                                              int64_t(var.residueModulus)) %
                                             int64_t(var.residueModulus)) +
                                  " mod " + std::to_string(var.residueModulus)
                            : std::to_string(value);
    out += what + (var.side == 0   ? " is " + shown + " at the first access"
                   : var.side == 1 ? " is " + shown + " at the second"
                                   : " is " + shown);
  }
  return out;
}
