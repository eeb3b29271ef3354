//===- TestPrintInlinePtx.cpp - what InlinePtx.h reads, as attributes -----===//
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTTESTPRINTINLINEPTX
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;

namespace {
struct TestPrintInlinePtx
    : kiln::simt::impl::SimtTestPrintInlinePtxBase<TestPrintInlinePtx> {
  void runOnOperation() override {
    Builder b(&getContext());
    getOperation()->walk([&](kiln::simt::InlineAsmOp op) {
      op->setAttr("ptx", b.getStringAttr(kiln::simt::describeInlinePtx(
                             op.classify())));
    });
  }
};
} // namespace
