//===- SimtStackOps.cpp - stack memory sized at run time ------------------===//
#include "dialects/simt/IR/SimtStackOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace kiln::simt;

LogicalResult DynamicAllocaOp::verify() {
  if (cast<PtrType>(getType()).getAddressSpace() != AddressSpace::Local)
    return emitOpError() << "stack memory is in the local space";
  int64_t align = getAlignment();
  if (align <= 0 || (align & (align - 1)) != 0)
    return emitOpError() << "alignment must be a power of two";
  return success();
}

// What Dialect::addOperations does (it is protected): one op, so no list.
void kiln::simt::addSimtStackOps(SimtDialect &dialect) {
  RegisteredOperationName::insert<DynamicAllocaOp>(dialect);
}

#define GET_OP_CLASSES
#include "dialects/simt/IR/SimtStackOps.cpp.inc"
