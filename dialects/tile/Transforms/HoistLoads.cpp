//===- HoistLoads.cpp - issue tile loads early ----------------------------===//
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILEHOISTLOADS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// Moves `op` up its block to just after the last op that defines one of
/// its operands or, unless `op` is itself free of memory effects, has any
/// memory effect (earlier loads keep their place ahead of it). Pure operand definitions (index casts, constants) move first.
static void hoist(Operation *op, unsigned depth = 0) {
  bool pure = isMemoryEffectFree(op);
  if (depth < 4)
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        if (def->getBlock() == op->getBlock() && def->getNumRegions() == 0 &&
            isMemoryEffectFree(def))
          hoist(def, depth + 1);
  Operation *after = nullptr; // move right after this op (null: block start)
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    bool defines = llvm::any_of(op->getOperands(), [&](Value v) {
      return v.getDefiningOp() == prev;
    });
    // Loads keep their order among themselves (the first one written is
    // issued first) and never pass a possible write.
    bool ordered = !pure && !isMemoryEffectFree(prev);
    if (defines || ordered) {
      after = prev;
      break;
    }
  }
  if (after) {
    if (after != op->getPrevNode())
      op->moveAfter(after);
  } else if (op->getPrevNode()) {
    op->moveBefore(&op->getBlock()->front());
  }
}

namespace {
struct TileHoistLoadsPass
    : kiln::tile::impl::TileHoistLoadsBase<TileHoistLoadsPass> {
  void runOnOperation() override {
    SmallVector<LoadOp> loads;
    getOperation().walk([&](LoadOp op) { loads.push_back(op); });
    for (LoadOp load : loads)
      hoist(load);
  }
};
} // namespace
