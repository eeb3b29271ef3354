//===- TestPrintUniformity.cpp - uniformity levels as attributes ----------===//
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTTESTPRINTUNIFORMITY
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln;

namespace {
struct TestPrintUniformity
    : kiln::simt::impl::SimtTestPrintUniformityBase<TestPrintUniformity> {
  void runOnOperation() override {
    getOperation()->walk([&](func::FuncOp func) {
      if (func.isExternal())
        return;
      UniformityAnalysis uniformity(func);
      Builder b(func.getContext());
      auto levels = [&](ValueRange values) {
        SmallVector<Attribute> names;
        for (Value v : values)
          names.push_back(b.getStringAttr(stringifyUniformity(uniformity.getLevel(v))));
        return b.getArrayAttr(names);
      };
      func.walk([&](Operation *op) {
        if (op == func)
          return;
        if (op->getNumResults())
          op->setAttr("uniformity", levels(op->getResults()));
        if (kiln::simt::isCollective(op))
          op->setAttr("control", b.getStringAttr(stringifyUniformity(
                                     uniformity.getControlLevel(op))));
      });
      func.walk([&](Block *block) {
        if (block->getNumArguments() && !block->empty() &&
            block->getParentOp() != func.getOperation())
          block->front().setAttr("arg_uniformity", levels(block->getArguments()));
        else if (block->getNumArguments() && !block->empty() && !block->isEntryBlock())
          block->front().setAttr("arg_uniformity", levels(block->getArguments()));
      });
    });
  }
};
} // namespace
