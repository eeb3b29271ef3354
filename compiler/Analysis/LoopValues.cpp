//===- LoopValues.cpp - the values a uniform loop counter takes -----------===//
#include "compiler/Analysis/LoopValues.h"

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
std::optional<int64_t> constantOf(Value v) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.getSExtValue();
  return std::nullopt;
}

/// Evaluates `expr` with `iv` = x, for arithmetic on iv and constants.
std::optional<int64_t> evaluate(Value expr, Value iv, int64_t x,
                                unsigned depth = 0) {
  if (expr == iv)
    return x;
  if (auto c = constantOf(expr))
    return c;
  Operation *def = expr.getDefiningOp();
  if (!def || depth > 8 || def->getNumOperands() != 2)
    return std::nullopt;
  auto a = evaluate(def->getOperand(0), iv, x, depth + 1);
  auto b = a ? evaluate(def->getOperand(1), iv, x, depth + 1) : std::nullopt;
  if (!b)
    return std::nullopt;
  if (isa<arith::AddIOp>(def)) return *a + *b;
  if (isa<arith::SubIOp>(def)) return *a - *b;
  if (isa<arith::MulIOp>(def)) return *a * *b;
  if (isa<arith::ShRSIOp>(def) && *b >= 0 && *b < 63) return *a >> *b;
  if (isa<arith::ShRUIOp>(def) && *a >= 0 && *b >= 0 && *b < 63) return *a >> *b;
  if (isa<arith::ShLIOp>(def) && *b >= 0 && *b < 32) return *a << *b;
  if (isa<arith::DivSIOp>(def) && *b != 0) return *a / *b;
  if (isa<arith::DivUIOp>(def) && *a >= 0 && *b > 0) return *a / *b;
  return std::nullopt;
}

/// Whether the loop goes on with iv = x, given the test `cond` and the
/// successor it takes into the body when true.
std::optional<bool> staysIn(Value cond, Value iv, int64_t x, bool trueStays) {
  auto cmp = cond.getDefiningOp<arith::CmpIOp>();
  if (!cmp)
    return std::nullopt;
  auto lhs = evaluate(cmp.getLhs(), iv, x), rhs = evaluate(cmp.getRhs(), iv, x);
  if (!lhs || !rhs)
    return std::nullopt;
  unsigned width = cmp.getLhs().getType().getIntOrFloatBitWidth();
  bool holds = arith::applyCmpPredicate(cmp.getPredicate(),
                                        APInt(width, *lhs, true),
                                        APInt(width, *rhs, true));
  return holds == trueStays;
}
} // namespace

std::optional<SmallVector<int64_t>>
kiln::enumerateLoopValues(Value v, DominanceInfo &dom, unsigned limit,
                          bool includeExit) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return std::nullopt;
  Block *header = arg.getOwner();
  SmallVector<int64_t> values;
  if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp())) {
    if (forOp.getInductionVar() != v)
      return std::nullopt;
    auto lb = constantOf(forOp.getLowerBound()), ub = constantOf(forOp.getUpperBound()),
         step = constantOf(forOp.getStep());
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
      auto c = constantOf(in);
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
  while (true) {
    auto stays = staysIn(br.getCondition(), v, x, trueStays);
    if (!stays)
      return std::nullopt;
    if ((*stays || includeExit) && !llvm::is_contained(values, x)) {
      if (values.size() == limit)
        return std::nullopt;
      values.push_back(x);
    }
    if (!*stays)
      return values;
    auto n = evaluate(next, v, x);
    if (!n || *n == x)
      return std::nullopt;
    x = *n;
  }
}
