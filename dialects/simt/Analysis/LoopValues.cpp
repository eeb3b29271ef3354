//===- LoopValues.cpp - the values a uniform loop counter takes -----------===//
#include "dialects/simt/Analysis/LoopValues.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace kiln;

Value kiln::stripIntCasts(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
             arith::IndexCastUIOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

namespace {
/// A block-uniform value under `bindings` (loop counters fixed), if the
/// evaluator can compute it.
std::optional<int64_t> evaluate(ThreadFunctions &eval, Value expr,
                                ArrayRef<std::pair<Value, int64_t>> bindings) {
  APInt c;
  if (matchPattern(expr, m_ConstantInt(&c)))
    return c.getSExtValue();
  auto table = eval.tableWith(expr, bindings);
  if (!table || table->empty())
    return std::nullopt;
  return table->front();
}
/// True if `expr` is computed from `v` (within a few steps).
bool readsValue(Value expr, Value v) {
  llvm::SmallPtrSet<Value, 16> seen;
  SmallVector<Value> work{expr};
  while (!work.empty()) {
    Value cur = work.pop_back_val();
    if (cur == v)
      return true;
    if (!seen.insert(cur).second || seen.size() > 64)
      continue;
    if (Operation *def = cur.getDefiningOp())
      if (!def->getNumRegions())
        work.append(def->operand_begin(), def->operand_end());
  }
  return false;
}

/// The header's conditional branch and whether its true side stays in the
/// loop (the body comes back to the header through blocks it dominates).
std::optional<std::pair<cf::CondBranchOp, bool>> loopTest(Block *header,
                                                          DominanceInfo &dom) {
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  if (!br || br.getTrueDest() == br.getFalseDest())
    return std::nullopt;
  auto reachesHeader = [&](Block *start) {
    SmallVector<Block *> work{start};
    llvm::SmallPtrSet<Block *, 16> seen;
    while (!work.empty()) {
      Block *b = work.pop_back_val();
      if (b == header || !dom.dominates(header, b) || !seen.insert(b).second)
        continue;
      for (Block *s : b->getSuccessors()) {
        if (s == header)
          return true;
        work.push_back(s);
      }
    }
    return false;
  };
  bool trueStays = reachesHeader(br.getTrueDest());
  if (trueStays == reachesHeader(br.getFalseDest()))
    return std::nullopt;
  return std::make_pair(br, trueStays);
}

/// The argument tuples of a cf loop's header, iteration by iteration, all
/// its counters stepped together: `for (d = N >> 1; d > 0; d >>= 1)` beside
/// `offset *= 2` gives (256, 1), (128, 2), ..., and the exit tuple (0, 512).
/// An argument whose start is unknown stays unbound (a failure only when the
/// test or a bound argument's update reads it). An entry value that is
/// another loop's header argument read after that loop's only exit is its
/// exit value (the down-sweep's `offset` starts where the up-sweep's ended).
struct HeaderRun {
  SmallVector<SmallVector<std::optional<int64_t>, 4>> iterations;
  SmallVector<std::optional<int64_t>, 4> exit;
  /// The test could not be evaluated: `iterations` is the closed orbit of
  /// the counters it does not read (`rd ^= 1; wr ^= 1` beside `kt < tiles`),
  /// in some iteration of which the loop ends.
  bool orbit = false;
};
std::optional<HeaderRun>
simulateHeader(Block *header, DominanceInfo &dom, ThreadFunctions &eval,
               ArrayRef<std::pair<Value, int64_t>> bindings, unsigned limit,
               unsigned depth, unsigned stopAfter = 0);
thread_local LoopValueCache *activeCache = nullptr; // set during one query

std::optional<int64_t> exitValueOf(Value in, Block *user, DominanceInfo &dom,
                                   ThreadFunctions &eval,
                                   ArrayRef<std::pair<Value, int64_t>> bindings,
                                   unsigned limit, unsigned depth) {
  auto arg = dyn_cast<BlockArgument>(stripIntCasts(in));
  if (!arg || depth > 3 || arg.getOwner()->isEntryBlock() ||
      stripIntCasts(in) != in)
    return std::nullopt;
  Block *other = arg.getOwner();
  auto test = loopTest(other, dom);
  if (!test)
    return std::nullopt;
  Block *exitBlock = test->second ? test->first.getFalseDest() : test->first.getTrueDest();
  // The only way out: the header's exit edge, whose block has no other
  // predecessor and dominates the use.
  if (!exitBlock->getSinglePredecessor() || !dom.dominates(exitBlock, user) ||
      dom.dominates(other, exitBlock) == false)
    return std::nullopt;
  for (Block &b : other->getParent()->getBlocks())
    if (&b != other && dom.dominates(other, &b))
      for (Block *s : b.getSuccessors())
        if (!dom.dominates(other, s) && s != exitBlock)
          return std::nullopt; // a break
  auto run = simulateHeader(other, dom, eval, bindings, limit, depth + 1);
  if (!run || run->orbit)
    return std::nullopt;
  return run->exit[arg.getArgNumber()];
}

std::optional<HeaderRun>
simulateHeaderUncached(Block *header, DominanceInfo &dom, ThreadFunctions &eval,
                       ArrayRef<std::pair<Value, int64_t>> bindings, unsigned limit,
                       unsigned depth, unsigned stopAfter);
} // namespace

struct kiln::LoopValueCache::Storage {
  std::map<std::tuple<Block *, std::vector<std::pair<void *, int64_t>>, unsigned, unsigned>,
           std::optional<HeaderRun>>
      runs;
};
kiln::LoopValueCache::LoopValueCache() : storage(std::make_unique<Storage>()) {}
kiln::LoopValueCache::~LoopValueCache() = default;

namespace {
std::optional<HeaderRun>
simulateHeader(Block *header, DominanceInfo &dom, ThreadFunctions &eval,
               ArrayRef<std::pair<Value, int64_t>> bindings, unsigned limit,
               unsigned depth, unsigned stopAfter) {
  if (!activeCache)
    return simulateHeaderUncached(header, dom, eval, bindings, limit, depth, stopAfter);
  // The header's own arguments are simulated, not read from the bindings
  // (simulateHeaderUncached drops them): they are no part of the key, so the
  // search's combinations of those counters share one run.
  std::vector<std::pair<void *, int64_t>> key;
  for (auto [v, x] : bindings)
    if (!(isa<BlockArgument>(v) && cast<BlockArgument>(v).getOwner() == header))
      key.push_back({v.getAsOpaquePointer(), x});
  llvm::sort(key);
  auto &runs = activeCache->storage->runs;
  auto k = std::make_tuple(header, std::move(key), limit, stopAfter);
  auto it = runs.find(k);
  if (it != runs.end())
    return it->second;
  auto run = simulateHeaderUncached(header, dom, eval, bindings, limit, depth, stopAfter);
  runs.emplace(std::move(k), run);
  return run;
}

std::optional<HeaderRun>
simulateHeaderUncached(Block *header, DominanceInfo &dom, ThreadFunctions &eval,
                       ArrayRef<std::pair<Value, int64_t>> bindings, unsigned limit,
                       unsigned depth, unsigned stopAfter) {
  auto test = loopTest(header, dom);
  if (!test || header->isEntryBlock())
    return std::nullopt;
  // The header's own arguments are simulated, not taken from the bindings.
  SmallVector<std::pair<Value, int64_t>, 4> outerOnly;
  for (auto b : bindings)
    if (!(isa<BlockArgument>(b.first) &&
          cast<BlockArgument>(b.first).getOwner() == header))
      outerOnly.push_back(b);
  bindings = outerOnly;
  unsigned n = header->getNumArguments();
  SmallVector<std::optional<int64_t>, 4> state(n);
  SmallVector<Value, 4> next(n);
  SmallVector<bool, 4> seenEntry(n, false);
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    auto operands = branch.getSuccessorOperands(it.getSuccessorIndex());
    bool back = dom.dominates(header, *it);
    for (unsigned i = 0; i < n; ++i) {
      Value in = operands[i];
      if (!in)
        return std::nullopt;
      if (back) {
        if (next[i] && next[i] != in)
          return std::nullopt;
        next[i] = in;
        continue;
      }
      std::optional<int64_t> c = evaluate(eval, in, bindings);
      if (!c)
        c = exitValueOf(in, *it, dom, eval, bindings, limit, depth);
      // Entries that disagree (or one unknown) leave the argument unbound.
      if (!seenEntry[i])
        state[i] = c, seenEntry[i] = true;
      else if (state[i] != c)
        state[i] = std::nullopt;
    }
  }
  if (llvm::any_of(next, [](Value v) { return !v; }))
    return std::nullopt;
  HeaderRun run;
  auto with = [&] {
    SmallVector<std::pair<Value, int64_t>, 8> w(bindings.begin(), bindings.end());
    for (unsigned i = 0; i < n; ++i)
      if (state[i])
        w.push_back({header->getArgument(i), *state[i]});
    return w;
  };
  for (unsigned steps = 0; steps <= 4 * limit; ++steps) {
    auto w = with();
    std::optional<int64_t> holds;
    if (!run.orbit) {
      holds = evaluate(eval, test->first.getCondition(), w);
      if (!holds) {
        if (steps != 0 || stopAfter)
          return std::nullopt;
        // Orbit mode: the counters the test reads are unknown; the others
        // cycle through a closed orbit (or this fails).
        run.orbit = true;
        for (unsigned i = 0; i < n; ++i)
          if (readsValue(test->first.getCondition(), header->getArgument(i)))
            state[i] = std::nullopt;
        w = with();
      }
    }
    if (run.orbit) {
      if (llvm::is_contained(run.iterations, state))
        return run;
    } else if (bool(*holds & 1) != test->second) {
      run.exit = state;
      return run;
    }
    if (run.iterations.size() == limit)
      return std::nullopt;
    run.iterations.push_back(state);
    if (stopAfter && run.iterations.size() == stopAfter)
      return run;
    // An update that reads an unknown value leaves its counter unbound (a
    // failure only if the test or another update reads it).
    SmallVector<std::optional<int64_t>, 4> following(n);
    for (unsigned i = 0; i < n; ++i)
      if (state[i])
        following[i] = evaluate(eval, next[i], w);
    if (following == state && !run.orbit)
      return std::nullopt; // no progress: the loop never ends
    state = std::move(following);
  }
  return std::nullopt;
}
} // namespace

std::optional<SmallVector<int64_t>> kiln::enumerateThreadBoundedLoopValues(
    Value v, DominanceInfo &dom, ThreadFunctions &eval, ThreadFunctions &threads,
    ArrayRef<std::pair<Value, int64_t>> bindings, unsigned limit,
    LoopValueCache *cache, const std::vector<bool> *active) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || isa<scf::ForOp>(arg.getOwner()->getParentOp()))
    return std::nullopt;
  Block *header = arg.getOwner();
  auto test = loopTest(header, dom);
  auto cmp = test ? test->first.getCondition().getDefiningOp<arith::CmpIOp>()
                  : nullptr;
  if (!cmp)
    return std::nullopt;
  // The bound: the operand that is not the counter (through casts).
  Value bound;
  if (stripIntCasts(cmp.getLhs()) == v)
    bound = cmp.getRhs();
  else if (stripIntCasts(cmp.getRhs()) == v)
    bound = cmp.getLhs();
  if (!bound || readsValue(bound, v))
    return std::nullopt;
  auto table = threads.tableWith(bound, bindings);
  if (!table || table->empty())
    return std::nullopt;
  SmallVector<int64_t> bounds;
  for (unsigned t = 0; t < table->size(); ++t)
    if (!active || active->size() != table->size() || (*active)[t])
      bounds.push_back((*table)[t]);
  llvm::sort(bounds);
  bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
  if (bounds.size() > 64)
    return std::nullopt;
  SmallVector<int64_t> values;
  SmallVector<std::pair<Value, int64_t>, 8> with(bindings.begin(), bindings.end());
  with.push_back({bound, 0});
  for (int64_t b : bounds) {
    with.back().second = b;
    auto some = enumerateLoopValues(v, dom, eval, with, limit, /*includeExit=*/true, cache);
    if (!some)
      return std::nullopt;
    for (int64_t x : *some)
      if (!llvm::is_contained(values, x))
        values.push_back(x);
    if (values.size() > limit)
      return std::nullopt;
  }
  return values;
}

std::optional<SmallVector<int64_t>>
kiln::enumerateLoopValues(Value v, DominanceInfo &dom, unsigned limit,
                          bool includeExit, LoopValueCache *cache) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Operation *func = arg.getOwner()->getParentOp();
  while (func && !isa<FunctionOpInterface>(func))
    func = func->getParentOp();
  if (!func)
    return std::nullopt;
  ThreadFunctions eval = ThreadFunctions::uniformEvaluator(func, std::nullopt);
  return enumerateLoopValues(v, dom, eval, {}, limit, includeExit, cache);
}

std::optional<SmallVector<int64_t>>
kiln::enumerateLoopValues(Value v, DominanceInfo &dom, ThreadFunctions &eval,
                          ArrayRef<std::pair<Value, int64_t>> bindings,
                          unsigned limit, bool includeExit, LoopValueCache *cache) {
  LoopValueCache *saved = activeCache;
  if (cache)
    activeCache = cache;
  auto restore = llvm::make_scope_exit([&] { activeCache = saved; });
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Block *header = arg.getOwner();
  SmallVector<int64_t> values;
  SmallVector<std::pair<Value, int64_t>, 4> with(bindings.begin(), bindings.end());
  with.push_back({v, 0});
  auto at = [&](Value expr, int64_t x) {
    with.back().second = x;
    return evaluate(eval, expr, with);
  };
  auto outer = [&](Value expr) { return evaluate(eval, expr, bindings); };
  if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp())) {
    if (forOp.getInductionVar() != v)
      return std::nullopt;
    auto lb = outer(forOp.getLowerBound()), ub = outer(forOp.getUpperBound()),
         step = outer(forOp.getStep());
    if (!lb || !ub || !step || *step <= 0)
      return std::nullopt;
    for (int64_t x = *lb; x < *ub; x += *step)
      if (values.size() == limit)
        return std::nullopt;
      else
        values.push_back(x);
    return values;
  }
  if (header->isEntryBlock())
    return std::nullopt;
  // Counters stepped together with their siblings (a test that reads
  // another argument of the header, an entry that is another loop's exit).
  if (auto run = simulateHeader(header, dom, eval, bindings, limit, 0)) {
    unsigned i = arg.getArgNumber();
    bool known = true;
    // Siblings already fixed by the caller (an outer variable of the search
    // that the test reads) select the tuples that agree: d = 1 with offset
    // = 256, not with every offset.
    auto agrees = [&](ArrayRef<std::optional<int64_t>> tuple) {
      for (auto [value, x] : bindings)
        if (auto b = dyn_cast<BlockArgument>(value);
            b && b.getOwner() == header && b != arg &&
            tuple[b.getArgNumber()] && *tuple[b.getArgNumber()] != x)
          return false;
      return true;
    };
    for (auto &tuple : run->iterations) {
      if (!agrees(tuple))
        continue;
      if (!tuple[i]) {
        known = false;
        break;
      }
      if (!llvm::is_contained(values, *tuple[i]))
        values.push_back(*tuple[i]);
    }
    if (known && includeExit && !run->orbit && agrees(run->exit)) {
      if (!run->exit[i])
        known = false;
      else if (!llvm::is_contained(values, *run->exit[i]))
        values.push_back(*run->exit[i]);
    }
    if (known && values.size() <= limit)
      return values;
    values.clear();
  }
  // One constant entry value, one update on the back edges, and the header's
  // own conditional branch deciding whether the body runs.
  std::optional<int64_t> start;
  Value next;
  for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return std::nullopt;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return std::nullopt;
    if (dom.dominates(header, *it)) {
      if (next && next != in)
        return std::nullopt;
      next = in;
    } else {
      auto c = outer(in);
      if (!c || (start && *start != *c))
        return std::nullopt;
      start = c;
    }
  }
  auto test = loopTest(header, dom);
  if (!start || !next || !test)
    return std::nullopt;
  auto [br, trueStays] = *test;
  int64_t x = *start;
  // A counter the exit test does not read (`p = 1 - p` beside `offset`):
  // its values are the orbit of the update from the start, if it closes.
  if (!at(br.getCondition(), x)) {
    // A test that reads the counter but cannot be evaluated (`off <
    // blockDim.x` without a shape): the values are unknown, not an orbit.
    if (readsValue(br.getCondition(), v))
      return std::nullopt;
    while (!llvm::is_contained(values, x)) {
      if (values.size() == limit)
        return std::nullopt;
      values.push_back(x);
      auto n = at(next, x);
      if (!n)
        return std::nullopt;
      x = *n;
    }
    return values;
  }
  llvm::SmallVector<int64_t, 16> visited;
  while (true) {
    // A value seen before: the sequence cycles (the test reads other
    // counters, fixed here), so every value it takes is known.
    if (llvm::is_contained(visited, x))
      return values;
    if (visited.size() > 4 * limit)
      return std::nullopt;
    visited.push_back(x);
    auto holds = at(br.getCondition(), x);
    if (!holds)
      return std::nullopt;
    bool stays = bool(*holds & 1) == trueStays;
    if ((stays || includeExit) && !llvm::is_contained(values, x)) {
      if (values.size() == limit)
        return std::nullopt;
      values.push_back(x);
    }
    if (!stays)
      return values;
    auto n = at(next, x);
    if (!n || *n == x)
      return std::nullopt;
    x = *n;
  }
}

bool kiln::runsAtLeastOnce(Block *header, DominanceInfo &dom, ThreadFunctions &eval) {
  return runsAtLeastOnce(header, dom, eval, {});
}

bool kiln::runsAtLeastOnce(Block *header, DominanceInfo &dom, ThreadFunctions &eval,
                           ArrayRef<std::pair<Value, int64_t>> bindings) {
  auto run = simulateHeader(header, dom, eval, bindings, 64, 0, /*stopAfter=*/1);
  return run && !run->orbit && !run->iterations.empty();
}

std::optional<int64_t>
kiln::lastIterationValue(Value v, DominanceInfo &dom, ThreadFunctions &eval,
                         ArrayRef<std::pair<Value, int64_t>> bindings,
                         LoopValueCache *cache) {
  LoopValueCache *saved = activeCache;
  if (cache)
    activeCache = cache;
  auto restore = llvm::make_scope_exit([&] { activeCache = saved; });
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || isa<scf::ForOp>(arg.getOwner()->getParentOp()))
    return std::nullopt;
  auto run = simulateHeader(arg.getOwner(), dom, eval, bindings, 64, 0);
  if (!run || run->orbit || run->iterations.empty())
    return std::nullopt;
  return run->iterations.back()[arg.getArgNumber()];
}

Block *kiln::loopExitOf(Block *header, DominanceInfo &dom) {
  auto test = loopTest(header, dom);
  if (!test)
    return nullptr;
  return test->second ? test->first.getFalseDest() : test->first.getTrueDest();
}
