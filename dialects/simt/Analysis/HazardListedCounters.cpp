//===- HazardListedCounters.cpp - listed accesses, counters bound ---------===//
//
// The listing of HazardExecutions.cpp takes every value of a uniform loop
// counter on each side on its own, so two accesses inside one iteration of
// a synchronising loop (`a[i * 8 + k]` against `a[e]` under `if (i > k &&
// j > k)`, an elimination step between __syncwarp()s, e = lane + 32 * n and
// i = e % 64 / 8) meet the other iterations' executions, and a stage
// selector of a loop with a run-time trip count (`buf[g & 1]`, g < gens) is
// not listed at all. Here the counters the two sides read are bound: one
// value for both where both accesses see the same iteration of the
// counter's loop (no stale marker varies it), a value for each side where
// they do not; a counter read only through residues (`g & 1`) takes one
// value per residue. The block-strided loop indices stay listed, so any
// function of them (`%`, `/` by constants) is evaluated exactly.
//
// No collision under any binding proves the pair apart. A collision with
// every guard evaluated, no barrier inside a listed loop and values that
// iterations really take (different ones for a monotone counter whose loop
// went round) is a race, with the values as witness.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/LoadStorePointer.h"
#include "dialects/simt/Analysis/SharedMemoryHazardsImpl.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::hazards;
using Impl = SharedMemoryHazards::Impl;

namespace {
/// Combinations of counter values per pair.
constexpr size_t kMaxCombinations = 4096;

struct BoundCounter {
  Value counter;
  bool readByA = false, readByB = false;
  /// Both sides see one iteration of its loop: one value for both.
  bool joint = false;
  /// Tried once per residue mod this (0: at every value of its loop).
  unsigned modulus = 0;
  /// Its values are those of every value of the outer counter its loop
  /// starts, steps or stops at, which is not bound with it: a combination
  /// may be one no iteration takes, so a collision proves nothing.
  bool overOuter = false;
  SmallVector<int64_t> values;
  SmallVector<std::pair<std::optional<int64_t>, std::optional<int64_t>>> choices;
};


/// Whether `v` may be computed from `counter` (true when too deep to tell).
bool reads(Value v, Value counter, unsigned depth = 0) {
  if (v == counter || depth > 12)
    return true;
  Operation *def = v.getDefiningOp();
  return def &&
         llvm::any_of(def->getOperands(), [&](Value o) { return reads(o, counter, depth + 1); });
}

/// A cf loop counter that starts at a constant and steps by one: its
/// values, and so its residues, depend on no other counter (a
/// counter started at another, `r = s`, would pair residues no iteration
/// takes).
bool countsFromConstant(Value counter) {
  auto arg = dyn_cast<BlockArgument>(counter);
  if (!arg)
    return false;
  Block *header = arg.getOwner();
  for (auto it = header->pred_begin(); it != header->pred_end(); ++it) {
    auto br = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!br)
      return false;
    Value in = br.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    APInt step;
    auto add = in.getDefiningOp<arith::AddIOp>();
    bool stepsByOne = add && add.getLhs() == counter &&
                      matchPattern(add.getRhs(), m_ConstantInt(&step)) && step == 1;
    if (!stepsByOne && !matchPattern(in, m_Constant()))
      return false;
  }
  return true;
}

/// `counter` plus or minus values that do not read it (constants, other
/// counters: `s + r`), through integer casts: its residues follow the
/// counter's.
bool counterPlusOther(Value v, Value counter, unsigned depth = 0) {
  if (v == counter)
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp>(def))
    return counterPlusOther(def->getOperand(0), counter, depth + 1);
  if (!isa<arith::AddIOp, arith::SubIOp>(def))
    return false;
  for (unsigned i = 0; i < 2; ++i)
    if (!reads(def->getOperand(1 - i), counter) && (i == 0 || isa<arith::AddIOp>(def)))
      return counterPlusOther(def->getOperand(i), counter, depth + 1);
  return false;
}

/// M when every use of `counter` in `roots` is a residue `(counter + x) %
/// k` or `(counter + x) & (k - 1)` (x not reading it) with k dividing M
/// (its loop's own test `skip` aside), else 0: a ring's `(s + 2) % 3` and
/// `(s + r) % 3` beside `s % 3`.
unsigned residueModulusOfShiftedUses(Value counter, ArrayRef<Value> roots, Value skip) {
  unsigned modulus = 1;
  llvm::SmallPtrSet<Operation *, 32> seen;
  SmallVector<Value, 16> work;
  for (Value root : roots)
    if (root != skip)
      work.push_back(root);
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (v == counter)
      return 0;
    Operation *def = v.getDefiningOp();
    if (!def || !seen.insert(def).second)
      continue;
    if (seen.size() > 256)
      return 0;
    APInt k;
    bool residue = def->getNumOperands() == 2 &&
                   matchPattern(def->getOperand(1), m_ConstantInt(&k)) &&
                   counterPlusOther(def->getOperand(0), counter);
    if (residue && isa<arith::RemUIOp, arith::RemSIOp>(def) && k.getSExtValue() > 0 &&
        k.getSExtValue() <= 64) {
      modulus = std::lcm(modulus, unsigned(k.getSExtValue()));
    } else if (residue && isa<arith::AndIOp>(def) && k.getSExtValue() >= 0 &&
               k.getSExtValue() < 64 && llvm::isPowerOf2_64(uint64_t(k.getSExtValue()) + 1)) {
      modulus = std::lcm(modulus, unsigned(k.getSExtValue() + 1));
    } else {
      work.append(def->operand_begin(), def->operand_end());
      continue;
    }
    if (modulus > 64)
      return 0;
  }
  return modulus;
}

Value ownTestOf(Value counter) {
  auto arg = dyn_cast<BlockArgument>(counter);
  auto br = arg ? dyn_cast<cf::CondBranchOp>(arg.getOwner()->getTerminator()) : nullptr;
  return br ? br.getCondition() : Value();
}
} // namespace

std::optional<SmallVector<int64_t>> Impl::valuesOverOuterCounter(Value counter) {
  llvm::SetVector<Value> outer;
  for (Value e : loopInputs(counter))
    if (!collectCounters(e, tables(), uniformity, outer))
      return std::nullopt;
  outer.remove(counter);
  if (outer.size() != 1 || isParameter(outer.front()))
    return std::nullopt;
  DominanceInfo &dom = uniformity.dominance();
  auto outerValues = enumerateLoopValues(outer.front(), dom, uniformEval(), {}, 64,
                                         /*includeExit=*/false, &loopValueCache);
  if (!outerValues)
    return std::nullopt;
  SmallVector<int64_t> all;
  for (int64_t w : *outerValues) {
    auto values = enumerateLoopValues(counter, dom, uniformEval(), {{outer.front(), w}}, 256,
                                      /*includeExit=*/false, &loopValueCache);
    if (!values)
      return std::nullopt;
    all.append(values->begin(), values->end());
  }
  llvm::sort(all);
  all.erase(std::unique(all.begin(), all.end()), all.end());
  if (all.size() > 256)
    return std::nullopt;
  return all;
}

std::optional<Conflict> Impl::listedWithCounters(const MemoryAccess &a, const MemoryAccess &b,
                                                 ArrayRef<LoopMarker> stale) {
  if (!tables().tabulates() || !simt::loadStorePointer(a.op) || !simt::loadStorePointer(b.op))
    return std::nullopt;
  llvm::SaveAndRestore<bool> bindMode(listingBindsCounters, true);
  // The counters each side's address and thread-dependent guards read.
  SmallVector<BoundCounter, 4> counters;
  for (const MemoryAccess *m : {&a, &b}) {
    unboundCounters.clear();
    unboundParams.clear();
    const Executions *ex = executions(*m);
    if (!unboundParams.empty() || (!ex && unboundCounters.empty()))
      return std::nullopt;
    for (Value c : unboundCounters) {
      auto it = llvm::find_if(counters, [&](const BoundCounter &x) { return x.counter == c; });
      if (it == counters.end()) {
        counters.push_back({c});
        it = std::prev(counters.end());
      }
      (m == &a ? it->readByA : it->readByB) = true;
    }
  }
  if (counters.size() > 3)
    return std::nullopt;
  DominanceInfo &dom = uniformity.dominance();
  size_t combos = 1;
  for (BoundCounter &c : counters) {
    if (!isa<BlockArgument>(c.counter) || (c.readByA && !inLoopBody(c.counter, a.op)) ||
        (c.readByB && !inLoopBody(c.counter, b.op)))
      return std::nullopt;
    bool variant = llvm::any_of(stale, [&](const LoopMarker &m) { return isVariant(c.counter, m); });
    c.joint = c.readByA && c.readByB && !variant;
    if (auto values = enumerateLoopValues(c.counter, dom, uniformEval(), {}, 256,
                                          /*includeExit=*/false, &loopValueCache);
        values && !values->empty()) {
      c.values = std::move(*values);
    } else if (auto values = valuesOverOuterCounter(c.counter); values && !values->empty()) {
      // A loop nested in one whose counter it starts at (a bitonic sort's
      // `for (j = k >> 1; j > 0; j >>= 1)`): no pair collides at any value
      // it takes under any of the outer counter's.
      c.values = std::move(*values);
      c.overOuter = true;
    } else {
      // A trip count not known here (`g < gens`): a counter the accesses
      // read only through residues is the same to them at every value of
      // a residue, so one value each (large, so `(g - 1) % 2` stays
      // non-negative as it does in the loop) stands for all.
      SmallVector<Value, 8> roots{simt::loadStorePointer(a.op), simt::loadStorePointer(b.op)};
      for (const MemoryAccess *m : {&a, &b})
        for (auto [cond, expected] : guardsOf(*m))
          roots.push_back(cond);
      unsigned modulus = countsFromConstant(c.counter)
                             ? residueModulusOfShiftedUses(c.counter, roots, ownTestOf(c.counter))
                             : 0;
      if (modulus < 2)
        return std::nullopt;
      c.modulus = modulus;
      for (unsigned r = 0; r < modulus; ++r)
        c.values.push_back(int64_t(modulus) * 1024 + r);
    }
    // The (a, b) values tried: one for both, or a pair. Residues of a
    // loop that went round are paired nearest first (r, r + 1 before r, r),
    // so the witness names the iterations that meet soonest.
    if (c.joint) {
      for (int64_t v : c.values)
        c.choices.push_back({v, v});
    } else if (c.readByA && c.readByB) {
      size_t n = c.values.size();
      for (size_t d = 1; d <= n; ++d)
        for (size_t i = 0; i < n; ++i)
          c.choices.push_back({c.values[i], c.values[(i + d) % n]});
    } else {
      for (int64_t v : c.values)
        c.choices.push_back({c.readByA ? std::optional(v) : std::nullopt,
                             c.readByB ? std::optional(v) : std::nullopt});
    }
    combos *= c.choices.size();
    if (combos > kMaxCombinations)
      return std::nullopt;
  }
  Conflict worst = Conflict::None;
  RaceWitness witness;
  for (size_t combo = 0; combo < combos; ++combo) {
    SmallVector<std::pair<Value, int64_t>, 3> bindA, bindB;
    // A counter whose loop went round between the two at one value on
    // both sides: a monotone counter never repeats one, so no witness.
    bool realised = true;
    std::string values;
    size_t rest = combo;
    for (const BoundCounter &c : counters) {
      auto [va, vb] = c.choices[rest % c.choices.size()];
      rest /= c.choices.size();
      auto shown = [&](int64_t v) {
        return c.modulus ? std::to_string(v % c.modulus) + " mod " + std::to_string(c.modulus)
                         : std::to_string(v);
      };
      if (va)
        bindA.push_back({c.counter, *va});
      if (vb)
        bindB.push_back({c.counter, *vb});
      if (!c.joint && va && vb && *va == *vb && !c.modulus)
        realised = false;
      Operation *loop = cast<BlockArgument>(c.counter).getOwner()->getTerminator();
      std::string what = "the counter of the loop at " + describeLine(loop) + " is ";
      what += c.joint  ? shown(*va)
              : va && vb ? shown(*va) + " at the first access and " + shown(*vb) + " at the second"
              : va       ? shown(*va) + " at the first access"
                         : shown(*vb) + " at the second";
      values += (values.empty() ? "" : ", ") + what;
    }
    unboundCounters.clear();
    unboundParams.clear();
    const Executions *ea = executions(a, bindA);
    const Executions *eb = ea ? executions(b, bindB) : nullptr;
    if (!ea || !eb || ea->root != eb->root)
      return std::nullopt;
    RaceWitness w;
    Conflict c = collide(*ea, a.size, *eb, b.size, &a == &b, w);
    if (c == Conflict::None)
      continue;
    // A collision that proves nothing (a guard not evaluated, a barrier in
    // a listed loop, values no two iterations take) leaves the pair open.
    if (!ea->exact || !eb->exact || !realised ||
        llvm::any_of(counters, [](const BoundCounter &x) { return x.overOuter; }))
      return std::nullopt;
    if (c > worst) {
      worst = c;
      std::string loops = ea->loops;
      if (!eb->loops.empty() && eb->loops != ea->loops)
        loops += (loops.empty() ? "" : ", ") + eb->loops;
      w.iterations = (loops.empty() ? "" : "in some iteration of the block-strided loops at " +
                                               loops + (values.empty() ? "" : ", and ")) +
                     values;
      witness = w;
    }
    if (worst == Conflict::AcrossWarps)
      break;
  }
  lastProven = true;
  lastUndecided.clear();
  lastWitness = witness;
  if (worst != Conflict::None)
    pairFirst = witness.firstThread, pairSecond = witness.secondThread;
  return worst;
}
