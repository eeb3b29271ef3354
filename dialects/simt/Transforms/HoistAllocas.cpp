//===- HoistAllocas.cpp - inlined allocas back to the entry block ---------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTHOISTALLOCAS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln::simt;

namespace {
struct HoistAllocas : kiln::simt::impl::SimtHoistAllocasBase<HoistAllocas> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    Block &entry = func.getBody().front();
    SmallVector<AllocaOp> moved;
    func.walk([&](AllocaOp alloca) {
      if (alloca->getBlock() != &entry)
        moved.push_back(alloca);
    });
    // In program order, after the entry block's own allocas.
    Operation *insertBefore = &entry.front();
    while (isa<AllocaOp>(insertBefore) && insertBefore != entry.getTerminator())
      insertBefore = insertBefore->getNextNode();
    for (AllocaOp alloca : moved)
      alloca->moveBefore(insertBefore);
  }
};
} // namespace
