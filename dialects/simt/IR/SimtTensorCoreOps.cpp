//===- SimtTensorCoreOps.cpp - tensor core op verifiers -------------------===//
#include "dialects/simt/IR/SimtDialect.h"

using namespace mlir;
using namespace kiln::simt;

LogicalResult MmaSyncOp::verify() {
  Type t = getType();
  if (!t.isF16() && !t.isBF16() && !t.isTF32())
    return emitOpError() << "takes f16 or bf16 (m16n8k16) or tf32 (m16n8k8) inputs, not " << t;
  if (getA().size() != 4 || getB().size() != 2 || getC().size() != 4)
    return emitOpError() << (t.isTF32() ? "m16n8k8" : "m16n8k16")
                         << " takes 4 a, 2 b and 4 c registers";
  return success();
}

LogicalResult LdMatrixOp::verify() {
  int32_t n = getNum();
  if (n != 1 && n != 2 && n != 4)
    return emitOpError() << "loads 1, 2 or 4 matrices, not " << n;
  if (int64_t(getFragments().size()) != n)
    return emitOpError() << "with num = " << n << " has " << n
                         << " results, not " << getFragments().size();
  if (!cast<PtrType>(getPtr().getType()).isShared())
    return emitOpError() << "reads shared memory: the pointer must be in the shared space";
  return success();
}

LogicalResult CpAsyncOp::verify() {
  if (!cast<PtrType>(getDst().getType()).isShared())
    return emitOpError() << "copies into shared memory: the destination must be in the shared space";
  auto space = cast<PtrType>(getSrc().getType()).getAddressSpace();
  if (space != AddressSpace::Global && space != AddressSpace::Generic)
    return emitOpError() << "copies from global memory: the source must be a global or generic pointer";
  return success();
}
