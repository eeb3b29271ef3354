//===- SimtTensorCoreOps.cpp - tensor core op verifiers -------------------===//
#include "dialects/simt/IR/SimtDialect.h"

using namespace mlir;
using namespace kiln::simt;

LogicalResult MmaSyncOp::verify() {
  Type t = getType();
  if (!t.isF16() && !t.isBF16())
    return emitOpError() << "m16n8k16 takes f16 or bf16 inputs, not " << t;
  if (getA().size() != 4 || getB().size() != 2 || getC().size() != 4)
    return emitOpError() << "m16n8k16 takes 4 a, 2 b and 4 c registers";
  return success();
}
