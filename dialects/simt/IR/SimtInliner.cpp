//===- SimtInliner.cpp - simt ops may be inlined --------------------------===//
//
// The sync analyses see one function at a time, so device functions are
// inlined into kernels before them: a barrier in a helper called under a
// divergent branch is then under that branch. Every simt op is legal to
// inline: ids, collectives and memory ops mean the same in the caller (the
// call site's control dependence becomes theirs, which is the point), and
// shared globals are module symbols, not per-function state.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"
#include "dialects/simt/IR/SimtStackOps.h"

#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;

namespace {
struct SimtInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Operation *, bool) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  // Except alloca: inlined into a loop, its memory would pile up until the
  // caller returns (GCC does not inline alloca's callers either).
  bool isLegalToInline(Operation *op, Region *, bool, IRMapping &) const final {
    return !isa<kiln::simt::DynamicAllocaOp>(op);
  }
};
} // namespace

void kiln::simt::addSimtInlinerInterface(SimtDialect &dialect) {
  dialect.addInterfaces<SimtInlinerInterface>();
}
