//===- LoopValues.cpp - the values a uniform loop counter takes -----------===//
#include "compiler/Analysis/LoopValues.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

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
} // namespace

std::optional<SmallVector<int64_t>>
kiln::enumerateLoopValues(Value v, DominanceInfo &dom, unsigned limit,
                          bool includeExit) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Operation *func = arg.getOwner()->getParentOp();
  while (func && !isa<FunctionOpInterface>(func))
    func = func->getParentOp();
  if (!func)
    return std::nullopt;
  ThreadFunctions eval = ThreadFunctions::uniformEvaluator(func, std::nullopt);
  return enumerateLoopValues(v, dom, eval, {}, limit, includeExit);
}

std::optional<SmallVector<int64_t>>
kiln::enumerateLoopValues(Value v, DominanceInfo &dom, ThreadFunctions &eval,
                          ArrayRef<std::pair<Value, int64_t>> bindings,
                          unsigned limit, bool includeExit) {
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
  auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator());
  if (!start || !next || !br || br.getTrueDest() == br.getFalseDest())
    return std::nullopt;
  // The body is the successor that comes back to the header through blocks
  // the header dominates (the exit can come back only around an outer loop).
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
  bool falseStays = reachesHeader(br.getFalseDest());
  if (trueStays == falseStays)
    return std::nullopt;
  int64_t x = *start;
  // A counter the exit test does not read (`p = 1 - p` beside `offset`):
  // its values are the orbit of the update from the start, if it closes.
  if (!at(br.getCondition(), x)) {
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
