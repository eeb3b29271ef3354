//===- ReadCSE.cpp - repeated reads within a block, merged in linear time -===//
//
// Upstream CSE merges an op that only reads memory into an identical earlier
// one of the same block when no op in between writes, but it checks that by
// walking the ops in between for every candidate, which is quadratic in a
// long block of repeated reads. Here each block is walked once: a write
// starts a new epoch, and a read merges only with one of the current epoch.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTREADCSE
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
/// Ops equal up to location, as CSE compares them.
struct ReadInfo : DenseMapInfo<Operation *> {
  static unsigned getHashValue(const Operation *op) {
    return OperationEquivalence::computeHash(
        const_cast<Operation *>(op), OperationEquivalence::directHashValue,
        OperationEquivalence::ignoreHashValue,
        OperationEquivalence::IgnoreLocations);
  }
  static bool isEqual(const Operation *lhs, const Operation *rhs) {
    if (lhs == rhs)
      return true;
    if (lhs == getEmptyKey() || lhs == getTombstoneKey() ||
        rhs == getEmptyKey() || rhs == getTombstoneKey())
      return false;
    return OperationEquivalence::isEquivalentTo(
        const_cast<Operation *>(lhs), const_cast<Operation *>(rhs),
        OperationEquivalence::IgnoreLocations);
  }
};

bool onlyReads(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  return effects && op->getNumRegions() == 0 &&
         effects.onlyHasEffect<MemoryEffects::Read>();
}

struct ReadCSE : kiln::simt::impl::SimtReadCSEBase<ReadCSE> {
  void runOnOperation() override {
    getOperation()->walk([](Block *block) {
      // The read of each kind seen last, with the epoch it was seen in.
      DenseMap<Operation *, std::pair<Operation *, unsigned>, ReadInfo> seen;
      // Pure ops merge too, so that reads through identical address
      // computations (`x[1]` spelled twice: two equal ptr_adds) compare
      // equal here; upstream CSE would merge them, but only after this pass.
      DenseSet<Operation *, ReadInfo> pure;
      unsigned epoch = 0;
      for (Operation &op : llvm::make_early_inc_range(*block)) {
        if (isMemoryEffectFree(&op) && op.getNumRegions() == 0) {
          if (op.getNumResults() == 0)
            continue;
          auto [it, inserted] = pure.insert(&op);
          if (!inserted) {
            op.replaceAllUsesWith(*it);
            op.erase();
          }
          continue;
        }
        if (!onlyReads(&op)) {
          ++epoch; // writes, or effects unknown
          continue;
        }
        auto [it, inserted] = seen.try_emplace(&op, &op, epoch);
        if (inserted)
          continue;
        if (it->second.second == epoch) {
          op.replaceAllUsesWith(it->second.first);
          op.erase();
        } else {
          it->second = {&op, epoch};
        }
      }
    });
  }
};
} // namespace
