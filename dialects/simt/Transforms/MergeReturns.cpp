//===- MergeReturns.cpp - one block for every operand-free return ---------===//
//
// The canonicalizer does not merge blocks (merged divergent arms would run
// their warp operations once for the lanes of both arms), so an early
// `if (row >= n) return;` keeps its own return block. The sync analyses judge
// a shuffle after it through the branch to the common return, as
// lane-dependent control flow with a witness, only when the returns are one
// block; apart, the early one is an exit whose split of a warp they can only
// warn about. Return blocks hold no warp operations, so merging them changes
// no lane's behaviour.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTMERGERETURNS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
struct SimtMergeReturns : kiln::simt::impl::SimtMergeReturnsBase<SimtMergeReturns> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    Block *kept = nullptr;
    for (Block &block : llvm::make_early_inc_range(func.getBody())) {
      // The entry block has no predecessors to redirect.
      if (block.isEntryBlock() || block.getNumArguments() || !llvm::hasSingleElement(block))
        continue;
      auto ret = dyn_cast<func::ReturnOp>(block.front());
      if (!ret || ret.getNumOperands())
        continue;
      if (!kept) {
        kept = &block;
        continue;
      }
      block.replaceAllUsesWith(kept);
      block.erase();
    }
  }
};
} // namespace
