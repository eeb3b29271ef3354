//===- DistinctSuccessors.cpp - one block per repeated successor ----------===//
//
// LLVM IR phis identify incoming values by predecessor, so a terminator that
// reaches one block twice with arguments needs a forwarding block per extra
// edge. MLIR's translation adds them itself, but in the iteration order of a
// map keyed by block addresses: the output changed between runs. Adding them
// here, in successor order, leaves the translation nothing to do.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTDISTINCTSUCCESSORS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
/// Redirects the second and later edges of `terminator` to an argument-taking
/// block through new blocks placed, in successor order, after its own block.
void makeSuccessorsDistinct(Operation *terminator) {
  unsigned count = terminator->getNumSuccessors();
  if (count < 2)
    return;
  llvm::SmallPtrSet<Block *, 4> seen;
  Block *insertAfter = terminator->getBlock();
  OpBuilder builder(terminator->getContext());
  for (unsigned i = 0; i < count; ++i) {
    Block *successor = terminator->getSuccessor(i);
    if (seen.insert(successor).second || successor->getNumArguments() == 0)
      continue;
    Block *forward = builder.createBlock(
        insertAfter->getParent(), std::next(insertAfter->getIterator()),
        successor->getArgumentTypes(),
        SmallVector<Location>(successor->getNumArguments(),
                              terminator->getLoc()));
    LLVM::BrOp::create(builder, terminator->getLoc(), forward->getArguments(),
                       successor);
    terminator->setSuccessor(forward, i);
    insertAfter = forward;
  }
}

struct DistinctSuccessors
    : kiln::simt::impl::SimtDistinctSuccessorsBase<DistinctSuccessors> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> terminators;
    getOperation()->walk([&](Block *block) {
      if (!block->empty() && block->back().getNumSuccessors() > 1)
        terminators.push_back(&block->back());
    });
    for (Operation *terminator : terminators)
      makeSuccessorsDistinct(terminator);
  }
};
} // namespace
