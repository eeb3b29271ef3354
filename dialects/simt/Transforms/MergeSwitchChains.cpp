//===- MergeSwitchChains.cpp - one llvm.switch per chain of them ----------===//
//
// simt-split-large-switches cut many-case switches into chains linked
// through their defaults (the canonicalizer is quadratic in the cases of one
// switch); after the last canonicalize, each chain becomes one switch again,
// since LLVM lowers one switch to one jump table but never joins a chain.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTMERGESWITCHCHAINS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
/// The switch that continues `head`'s chain: alone in `head`'s default
/// block, on the same value, with no branch weights and no other way in.
LLVM::SwitchOp nextLink(LLVM::SwitchOp head) {
  Block *next = head.getDefaultDestination();
  if (next == head->getBlock() || next->getNumArguments() != 0 ||
      !next->getSinglePredecessor() ||
      !llvm::hasSingleElement(*next))
    return nullptr;
  auto link = dyn_cast<LLVM::SwitchOp>(next->front());
  if (!link || link.getValue() != head.getValue() || head.getBranchWeights() ||
      link.getBranchWeights())
    return nullptr;
  return link;
}

struct MergeSwitchChains
    : kiln::simt::impl::SimtMergeSwitchChainsBase<MergeSwitchChains> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<LLVM::SwitchOp> heads;
    getOperation()->walk([&](LLVM::SwitchOp op) {
      // A head is a switch that is not itself the next link of another.
      Block *block = op->getBlock();
      Block *pred = block->getSinglePredecessor();
      auto prev = pred ? dyn_cast<LLVM::SwitchOp>(pred->getTerminator())
                       : LLVM::SwitchOp();
      if (!(prev && nextLink(prev) == op) && nextLink(op))
        heads.push_back(op);
    });
    for (LLVM::SwitchOp head : heads)
      while (head)
        head = merge(head);
  }

  static size_t numCases(LLVM::SwitchOp op) {
    return op.getCaseDestinations().size();
  }

  /// Joins links into `head` while the switch stays within max-cases;
  /// returns the first link left out (the head of the rest), or null.
  LLVM::SwitchOp merge(LLVM::SwitchOp head) {
    SmallVector<APInt> values;
    SmallVector<Block *> dests;
    SmallVector<SmallVector<Value>> operands;
    llvm::SmallDenseSet<APInt> seen;
    SmallVector<LLVM::SwitchOp> links;
    size_t total = 0;
    LLVM::SwitchOp rest;
    for (LLVM::SwitchOp link = head; link; link = nextLink(link)) {
      if (!links.empty() && total + numCases(link) > maxCases) {
        rest = link;
        break;
      }
      total += numCases(link);
      links.push_back(link);
      if (!link.getCaseValues())
        continue;
      for (auto [value, dest, args] :
           llvm::zip_equal(link.getCaseValues()->getValues<APInt>(),
                           link.getCaseDestinations(), link.getCaseOperands())) {
        // An earlier link decided this value already.
        if (!seen.insert(value).second)
          continue;
        values.push_back(value);
        dests.push_back(dest);
        operands.push_back(llvm::to_vector(args));
      }
    }
    LLVM::SwitchOp last = links.back();
    if (links.size() == 1)
      return rest;
    SmallVector<ValueRange> operandRanges(operands.begin(), operands.end());
    OpBuilder b(head);
    LLVM::SwitchOp::create(b, head.getLoc(), head.getValue(),
                           last.getDefaultDestination(),
                           last.getDefaultOperands(), values, dests,
                           operandRanges);
    head.erase();
    // The links' blocks are now unreachable; each held only its switch.
    for (LLVM::SwitchOp link : llvm::drop_begin(links)) {
      Block *block = link->getBlock();
      link.erase();
      block->erase();
    }
    return rest;
  }
};
} // namespace
