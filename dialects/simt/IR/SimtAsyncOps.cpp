//===- SimtAsyncOps.cpp - verifiers of the Hopper async-proxy ops ---------===//
//
// What SimtAsyncOps.td's ops accept: the address spaces the instructions
// address (an mbarrier lives in the block's shared memory; a TMA descriptor
// in param, constant or global memory), TMA ranks, register counts. Which
// targets have the ops is the target check's business (PTXEmitter.cpp).
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

using namespace mlir;
using namespace kiln::simt;

namespace {
/// The mbarrier operand must be a shared pointer: the lowering addresses
/// it with the .shared::cta forms (a generic pointer to shared memory
/// needs an explicit simt.ptr_cast first, which says what it assumes).
LogicalResult checkBarrier(Operation *op, Value barrier) {
  if (!cast<PtrType>(barrier.getType()).isShared())
    return op->emitOpError()
           << "takes an mbarrier in shared memory: the barrier pointer must be in the shared space, not "
           << stringifyAddressSpace(cast<PtrType>(barrier.getType()).getAddressSpace());
  return success();
}

/// A tensor map is a kernel's 128-byte by-value parameter (CUDA's
/// `const __grid_constant__ CUtensorMap`), or lives in generic, constant or
/// global memory, never shared or local.
LogicalResult checkDescriptor(Operation *op, Value descriptor) {
  auto ptr = dyn_cast<PtrType>(descriptor.getType());
  if (!ptr) {
    auto arg = dyn_cast<BlockArgument>(descriptor);
    auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()) : func::FuncOp();
    Type t = descriptor.getType();
    if (!func || !isKernel(func) || arg.getOwner() != &func.getBody().front() ||
        !isa<LLVM::LLVMArrayType, LLVM::LLVMStructType>(t) || DataLayout::closest(op).getTypeSize(t) != 128)
      return op->emitOpError() << "takes its tensor map as a pointer or as a kernel's 128-byte by-value parameter "
                                  "(const __grid_constant__ CUtensorMap), not a value of type "
                               << t;
    return success();
  }
  AddressSpace space = ptr.getAddressSpace();
  if (space == AddressSpace::Shared || space == AddressSpace::Local)
    return op->emitOpError() << "reads its tensor map from a __grid_constant__ parameter, constant or global "
                                "memory: the descriptor pointer must be generic, constant or global, not "
                             << stringifyAddressSpace(space);
  return success();
}

LogicalResult checkCoords(Operation *op, ValueRange coords) {
  if (coords.empty() || coords.size() > 5)
    return op->emitOpError() << "addresses a box of a 1- to 5-dimensional tensor, not " << coords.size()
                             << " coordinates";
  return success();
}
} // namespace

LogicalResult MbarrierInitOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierInvalOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierArriveOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierArriveClusterOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierExpectTxOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierArriveExpectTxOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierTryWaitOp::verify() { return checkBarrier(*this, getBarrier()); }
LogicalResult MbarrierWaitOp::verify() { return checkBarrier(*this, getBarrier()); }

LogicalResult TmaLoadOp::verify() {
  if (!cast<PtrType>(getDst().getType()).isShared())
    return emitOpError() << "copies into shared memory: the destination must be in the shared space";
  if (failed(checkDescriptor(*this, getDescriptor())) || failed(checkBarrier(*this, getBarrier())))
    return failure();
  return checkCoords(*this, getCoords());
}

LogicalResult TmaStoreOp::verify() {
  if (!cast<PtrType>(getSrc().getType()).isShared())
    return emitOpError() << "copies from shared memory: the source must be in the shared space";
  if (failed(checkDescriptor(*this, getDescriptor())))
    return failure();
  return checkCoords(*this, getCoords());
}

LogicalResult SetMaxNRegOp::verify() {
  int32_t n = getCount();
  if (n < 24 || n > 256 || n % 8)
    return emitOpError() << "sets a register count that is a multiple of 8 from 24 to 256, not " << n;
  return success();
}

LogicalResult StMatrixOp::verify() {
  size_t n = getFragments().size();
  if (n != 1 && n != 2 && n != 4)
    return emitOpError() << "stores 1, 2 or 4 matrices, not " << n;
  if (!cast<PtrType>(getPtr().getType()).isShared())
    return emitOpError() << "writes shared memory: the pointer must be in the shared space";
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives (beside the ops, not in SimtCollectives.cpp: this file is theirs)
//===----------------------------------------------------------------------===//

Value ElectSyncOp::getCollectiveMask() { return getMask(); }
std::string ElectSyncOp::getCollectiveDescription() { return "warp election (elect.sync)"; }
std::string StMatrixOp::getCollectiveDescription() { return "warp stmatrix"; }
