//===- SplitLargeSwitches.cpp - many-case switches as chains of small ones ===//
//
// Region simplification queries a cf.switch once per successor, and each
// query costs time linear in the case count (the op's attribute dictionary
// is rebuilt), so one N-case switch made every canonicalize O(N^2): 39 s for
// 6000 cases. A chain of switches of at most `max-cases` cases, linked
// through their defaults, keeps every pass linear; simt-merge-switch-chains
// makes it one switch again once the MLIR pipeline is done.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTSPLITLARGESWITCHES
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
struct SplitLargeSwitches
    : kiln::simt::impl::SimtSplitLargeSwitchesBase<SplitLargeSwitches> {
  using Base::Base;

  void runOnOperation() override {
    if (maxCases < 1)
      maxCases = 1;
    SmallVector<cf::SwitchOp> large;
    getOperation()->walk([&](cf::SwitchOp op) {
      if (op.getCaseDestinations().size() > maxCases)
        large.push_back(op);
    });
    for (cf::SwitchOp op : large)
      split(op);
  }

  void split(cf::SwitchOp op) {
    struct Case {
      APInt value;
      Block *dest;
      SmallVector<Value> operands;
    };
    SmallVector<Case> cases;
    DenseIntElementsAttr values = *op.getCaseValues();
    for (auto [value, dest, operands] :
         llvm::zip_equal(values.getValues<APInt>(), op.getCaseDestinations(),
                         op.getCaseOperands()))
      cases.push_back({value, dest, llvm::to_vector(operands)});

    Block *defaultDest = op.getDefaultDestination();
    SmallVector<Value> defaultOperands = llvm::to_vector(op.getDefaultOperands());
    Value flag = op.getFlag();
    Location loc = op.getLoc();
    Region *region = op->getBlock()->getParent();
    Block *insertAfter = op->getBlock();

    // Chunks from the first to the last; each chunk's default is the block
    // holding the next chunk, the last one's is the original default.
    size_t chunks = (cases.size() + maxCases - 1) / maxCases;
    SmallVector<Block *> heads(chunks, nullptr);
    heads[0] = op->getBlock();
    for (size_t c = 1; c < chunks; ++c) {
      heads[c] = new Block();
      region->getBlocks().insertAfter(Region::iterator(insertAfter), heads[c]);
      insertAfter = heads[c];
    }
    OpBuilder b(op);
    for (size_t c = 0; c < chunks; ++c) {
      size_t begin = c * maxCases, end = std::min(cases.size(), begin + maxCases);
      SmallVector<APInt> chunkValues;
      SmallVector<Block *> chunkDests;
      SmallVector<ValueRange> chunkOperands;
      for (size_t i = begin; i < end; ++i) {
        chunkValues.push_back(cases[i].value);
        chunkDests.push_back(cases[i].dest);
        chunkOperands.push_back(cases[i].operands);
      }
      bool last = c + 1 == chunks;
      if (c == 0)
        b.setInsertionPoint(op);
      else
        b.setInsertionPointToEnd(heads[c]);
      cf::SwitchOp::create(b, loc, flag, last ? defaultDest : heads[c + 1],
                           last ? ValueRange(defaultOperands) : ValueRange(),
                           chunkValues, chunkDests, chunkOperands);
    }
    op.erase();
  }
};
} // namespace
