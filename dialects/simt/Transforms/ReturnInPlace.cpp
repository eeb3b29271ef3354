//===- ReturnInPlace.cpp - return where the source returns ----------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTRETURNINPLACE
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
struct ReturnInPlace : kiln::simt::impl::SimtReturnInPlaceBase<ReturnInPlace> {
  void runOnOperation() override {
    for (Block &block : getOperation().getBody()) {
      // A block that only returns (its arguments or values from elsewhere).
      auto ret = dyn_cast<func::ReturnOp>(&block.front());
      if (!ret || block.isEntryBlock())
        continue;
      for (Operation *user : llvm::make_early_inc_range(block.getUsers())) {
        auto br = dyn_cast<cf::BranchOp>(user);
        if (!br)
          continue;
        IRMapping map;
        map.map(block.getArguments(), br.getDestOperands());
        OpBuilder b(br);
        b.clone(*ret, map);
        br.erase();
      }
    }
  }
};
} // namespace
