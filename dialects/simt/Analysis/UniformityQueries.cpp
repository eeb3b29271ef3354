//===- UniformityQueries.cpp - what governs an op: branches, level, guards ===//
//
// The questions the sync checks and the race search ask the finished
// uniformity analysis about one op: the divergent branches that decide
// whether it runs, the level of control it runs under, and the branch
// conditions (with the value each must have) that hold whenever it runs.
// The fixpoint itself is in Uniformity.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/Uniformity.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace kiln;


SmallVector<const DivergentBranch *>
UniformityAnalysis::getGoverningBranches(Operation *op) const {
  SmallVector<const DivergentBranch *> result;
  Operation *cur = op;
  while (cur && cur != func) {
    Block *block = cur->getBlock();
    // Innermost first while collecting; reversed at the end.
    for (auto it = branches.rbegin(); it != branches.rend(); ++it) {
      const auto &br = *it;
      if (!br->influenced.empty() &&
          br->op->getParentRegion() == block->getParent() &&
          br->influenced.contains(block))
        result.push_back(br.get());
    }
    Operation *parent = cur->getParentOp();
    if (auto *info = branchOf.lookup(parent))
      result.push_back(info);
    cur = parent;
  }
  std::reverse(result.begin(), result.end());
  return result;
}

Uniformity UniformityAnalysis::getControlLevel(Operation *op) const {
  Uniformity level = Uniformity::Cluster;
  for (const DivergentBranch *br : getGoverningBranches(op))
    level = join(level, br->level);
  return level;
}

/// Adds (cond, expected) to `guards`, and what it implies when `cond` is the
/// join of a short-circuit `&&` / `||`: a block argument whose incoming values
/// are the constant !expected on every edge but one. Reaching the join with
/// the value `expected` then means coming in on that one edge, from a block P
/// entered only from a conditional branch of a dominator of the join, with
/// the edge's value equal to `expected`: that value and P's entry condition
/// hold too (`r < k && x / 2p == partner / 2p` gives both conjuncts).
/// The conjuncts of `cond == expected` that the thread tables evaluate: `a
/// && b` folded to `arith.andi` (`if (warp == 0 && tile > 0)` with `tile`
/// loaded) holds each conjunct, so the one computed from thread ids alone
/// still restricts the threads. Dually for a false `a || b`; `!a` (xor with
/// true) flips. Conjuncts the tables cannot evaluate are left out: the
/// counter search would bind their counters and arguments for little.
static void addConjuncts(Value cond, bool expected, ThreadFunctions &tables,
                         SmallVector<std::pair<Value, bool>> &guards, unsigned depth) {
  if (depth > 8 || !cond.getType().isInteger(1))
    return;
  auto visit = [&](Value c, bool e) {
    if (tables.table(c))
      guards.push_back({c, e});
    else
      addConjuncts(c, e, tables, guards, depth + 1);
  };
  if (auto andOp = cond.getDefiningOp<arith::AndIOp>(); andOp && expected) {
    visit(andOp.getLhs(), true);
    visit(andOp.getRhs(), true);
  } else if (auto orOp = cond.getDefiningOp<arith::OrIOp>(); orOp && !expected) {
    visit(orOp.getLhs(), false);
    visit(orOp.getRhs(), false);
  } else if (auto xorOp = cond.getDefiningOp<arith::XOrIOp>();
             xorOp && matchPattern(xorOp.getRhs(), m_One())) {
    visit(xorOp.getLhs(), !expected);
  }
}

static void addGuard(Value cond, bool expected, DominanceInfo &dom,
                     SmallVector<std::pair<Value, bool>> &guards, ThreadFunctions &tables,
                     unsigned depth = 0) {
  guards.push_back({cond, expected});
  if (isa_and_nonnull<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(cond.getDefiningOp()) &&
      !tables.table(cond))
    addConjuncts(cond, expected, tables, guards, 0);
  auto arg = dyn_cast<BlockArgument>(cond);
  if (!arg || depth > 8 || !arg.getType().isInteger(1))
    return;
  Block *join = arg.getOwner();
  Block *live = nullptr;
  Value liveValue;
  for (auto it = join->pred_begin(); it != join->pred_end(); ++it) {
    auto br = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!br)
      return;
    auto operands = br.getSuccessorOperands(it.getSuccessorIndex());
    Value in = operands[arg.getArgNumber()];
    if (!in)
      return;
    APInt c;
    if (matchPattern(in, m_ConstantInt(&c)) && c.getBoolValue() != expected)
      continue;
    if (live)
      return; // two edges can bring `expected`
    live = *it;
    liveValue = in;
  }
  if (!live || live == join)
    return;
  addGuard(liveValue, expected, dom, guards, tables, depth + 1);
  Block *entry = live->getSinglePredecessor();
  auto br = entry ? dyn_cast<cf::CondBranchOp>(entry->getTerminator()) : nullptr;
  if (!br || br.getTrueDest() == br.getFalseDest() || !dom.dominates(entry, join))
    return;
  addGuard(br.getCondition(), br.getTrueDest() == live, dom, guards, tables, depth + 1);
}

SmallVector<std::pair<Value, bool>>
UniformityAnalysis::getGuards(Operation *op) const {
  SmallVector<std::pair<Value, bool>> guards;
  auto &dom = const_cast<DominanceInfo &>(domInfo);
  auto &tf = const_cast<ThreadFunctions &>(tables);
  Operation *cur = op;
  while (cur && cur != func) {
    Block *block = cur->getBlock();
    Region *region = block->getParent();
    for (Block *b = block; b;) {
      // The one edge that enters `b` from outside the loops it heads (its
      // other predecessors are back edges, dominated by `b`): a loop entered
      // from `if (t == 0)` runs on thread 0 only, every iteration.
      Block *pred = nullptr;
      bool single = true;
      for (Block *p : b->getPredecessors()) {
        if (p == b || dom.dominates(b, p))
          continue;
        if (pred && pred != p)
          single = false;
        pred = p;
      }
      if (!single)
        pred = nullptr;
      if (pred && pred != b)
        if (auto br = dyn_cast<cf::CondBranchOp>(pred->getTerminator()))
          if (br.getTrueDest() != br.getFalseDest())
            addGuard(br.getCondition(), br.getTrueDest() == b, dom, guards, tf);
      if (region->hasOneBlock() || b->isEntryBlock())
        break;
      auto *node = dom.getNode(b);
      auto *idom = node ? node->getIDom() : nullptr;
      b = idom ? idom->getBlock() : nullptr;
    }
    Operation *parent = cur->getParentOp();
    if (auto ifOp = dyn_cast_or_null<scf::IfOp>(parent))
      guards.push_back({ifOp.getCondition(),
                        cur->getParentRegion() == &ifOp.getThenRegion()});
    cur = parent;
  }
  return guards;
}
