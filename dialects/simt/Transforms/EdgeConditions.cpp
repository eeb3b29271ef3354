//===- EdgeConditions.cpp - values a dominating branch decides ------------===//
//
// `t = first ? threadIdx.x : threadIdx.x - 128; if (first) { ... s[t] ... }`
// (a block split into two groups of threads, each with its own named
// barrier): the ternary becomes a diamond whose join takes t as a block
// argument, and inside `if (first)` the analyses see that argument, not
// threadIdx.x, so its addresses are no affine function of the thread. Where a
// branch on `c` decides a use, the argument is the value the c-side edges of
// the diamond pass (if they all pass the same one and it is defined before
// the branch); `select c, a, b` is `a` or `b`, and `c` itself a constant.
// LLVM's GVN/CVP do the same from dominating conditions.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Dominance.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTEDGECONDITIONS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
/// The immediate dominator of `block` in its region (none in a region of one
/// block, which has no dominator tree).
Block *idom(Block *block, DominanceInfo &dom) {
  if (block->getParent()->hasOneBlock())
    return nullptr;
  DominanceInfoNode *node = dom.getNode(block);
  return node && node->getIDom() ? node->getIDom()->getBlock() : nullptr;
}

/// The side of `c` on the way into `block` when one edge of a `cf.cond_br c`
/// dominates it: the edge to one of its two distinct successors, where every
/// other predecessor of that successor is one it dominates (a loop's back
/// edge).
std::optional<bool> enteredBy(Value c, Block *block, DominanceInfo &dom) {
  std::optional<bool> side;
  for (Block *pred : block->getPredecessors()) {
    auto br = dyn_cast_or_null<cf::CondBranchOp>(pred->empty() ? nullptr : &pred->back());
    if (br && br.getCondition() == c && br.getTrueDest() != br.getFalseDest() && !side &&
        !dom.dominates(block, pred)) {
      side = block == br.getTrueDest();
      continue;
    }
    if (!dom.dominates(block, pred))
      return std::nullopt;
  }
  return side;
}

/// The side of `c` every path into `block` took, if an edge of a branch on
/// `c` dominates `block` or a block dominating it.
std::optional<bool> knownAt(Value c, Block *block, DominanceInfo &dom) {
  for (unsigned depth = 0; block && depth < 64; ++depth) {
    if (std::optional<bool> side = enteredBy(c, block, dom))
      return side;
    block = idom(block, dom);
  }
  return std::nullopt;
}

/// The side of `c` on the edge `pred` -> `succ`.
std::optional<bool> knownOnEdge(Value c, Block *pred, Block *succ, DominanceInfo &dom) {
  if (auto br = dyn_cast_or_null<cf::CondBranchOp>(pred->empty() ? nullptr : &pred->back()))
    if (br.getCondition() == c && br.getTrueDest() != br.getFalseDest())
      return succ == br.getTrueDest();
  return knownAt(c, pred, dom);
}

/// The value `arg` has wherever `c` is `side`: the one value every edge
/// into its block that has `c == side` passes (each edge must decide `c`).
Value argumentWhen(BlockArgument arg, Value c, bool side, DominanceInfo &dom) {
  Block *block = arg.getOwner();
  Value found;
  for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
    Block *pred = *it;
    auto branch = dyn_cast_or_null<BranchOpInterface>(pred->empty() ? nullptr : &pred->back());
    std::optional<bool> known = knownOnEdge(c, pred, block, dom);
    if (!branch || !known)
      return {};
    if (*known != side)
      continue;
    Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in || (found && found != in))
      return {};
    found = in;
  }
  return found;
}

struct EdgeConditions : kiln::simt::impl::SimtEdgeConditionsBase<EdgeConditions> {
  using Base::Base;

  void runOnOperation() override {
    if (getOperation().isExternal())
      return;
    DominanceInfo dom(getOperation());
    // Each use that a branch on a select's condition, or on the condition
    // that picked a block argument's edges, decides.
    SmallVector<std::pair<OpOperand *, Value>> replace;
    auto decide = [&](Value v, Value c, llvm::function_ref<Value(bool)> valueWhen) {
      for (OpOperand &use : v.getUses()) {
        Operation *user = use.getOwner();
        std::optional<bool> side = knownAt(c, user->getBlock(), dom);
        // An operand passed on a decided edge of a branch on `c`.
        if (auto br = dyn_cast<cf::CondBranchOp>(user); !side && br && br.getCondition() == c &&
                                                        br.getTrueDest() != br.getFalseDest()) {
          unsigned n = use.getOperandNumber();
          OperandRange trueOps = br.getTrueDestOperands();
          OperandRange falseOps = br.getFalseDestOperands();
          if (!trueOps.empty() && n >= trueOps.getBeginOperandIndex() &&
              n < trueOps.getBeginOperandIndex() + trueOps.size())
            side = true;
          else if (!falseOps.empty() && n >= falseOps.getBeginOperandIndex() &&
                   n < falseOps.getBeginOperandIndex() + falseOps.size())
            side = false;
        }
        if (!side)
          continue;
        Value to = valueWhen(*side);
        if (to && to != v && dom.properlyDominates(to, user))
          replace.push_back({&use, to});
      }
    };
    getOperation()->walk([&](Operation *op) {
      if (auto select = dyn_cast<arith::SelectOp>(op))
        decide(select.getResult(), select.getCondition(),
               [&](bool side) { return side ? select.getTrueValue() : select.getFalseValue(); });
    });
    // Block arguments: the conditions are those of the branches that decide
    // the first incoming edge.
    getOperation()->walk([&](Block *block) {
      if (block->getNumArguments() == 0 || block->hasNoPredecessors())
        return;
      llvm::SmallSetVector<Value, 4> conditions;
      Block *first = *block->pred_begin();
      if (auto br = dyn_cast_or_null<cf::CondBranchOp>(first->empty() ? nullptr : &first->back()))
        conditions.insert(br.getCondition());
      Block *b = first;
      for (unsigned depth = 0; b && depth < 64; ++depth) {
        if (Block *pred = b->getSinglePredecessor())
          if (auto br = dyn_cast_or_null<cf::CondBranchOp>(pred->empty() ? nullptr : &pred->back()))
            conditions.insert(br.getCondition());
        b = idom(b, dom);
      }
      for (BlockArgument arg : block->getArguments())
        for (Value c : conditions)
          decide(arg, c, [&](bool side) { return argumentWhen(arg, c, side, dom); });
    });
    for (auto [use, to] : replace)
      use->set(to);
  }
};
} // namespace
