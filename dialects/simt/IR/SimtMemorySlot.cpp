//===- SimtMemorySlot.cpp - mem2reg support for simt.alloca ---------------===//
//
// The frontend emits every local variable as a simt.alloca with loads and
// stores (as Clang's CodeGen does); upstream `mem2reg` then turns scalar
// slots into SSA values, which the uniformity analysis needs to see through.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace kiln::simt;

namespace {
/// Only scalars are promoted: aggregates stay in memory for LLVM's SROA.
bool isPromotableType(Type type) {
  return type.isIntOrIndexOrFloat() || isa<PtrType>(type);
}
} // namespace

SmallVector<MemorySlot> AllocaOp::getPromotableSlots() {
  auto elem = cast<PtrType>(getType()).getElementType();
  if (getCount() != 1 || !isPromotableType(elem))
    return {};
  return {MemorySlot{getResult(), elem}};
}

Value AllocaOp::getDefaultValue(const MemorySlot &slot, OpBuilder &builder) {
  return ub::PoisonOp::create(builder, getLoc(), slot.elemType);
}

void AllocaOp::handleBlockArgument(const MemorySlot &, BlockArgument,
                                   OpBuilder &) {}

std::optional<PromotableAllocationOpInterface>
AllocaOp::handlePromotionComplete(const MemorySlot &, Value defaultValue,
                                  OpBuilder &) {
  if (defaultValue && defaultValue.use_empty())
    defaultValue.getDefiningOp()->erase();
  this->erase();
  return std::nullopt;
}

// Loads.
bool LoadOp::loadsFrom(const MemorySlot &slot) { return getPtr() == slot.ptr; }
bool LoadOp::storesTo(const MemorySlot &) { return false; }
Value LoadOp::getStored(const MemorySlot &, OpBuilder &, Value,
                        const DataLayout &) {
  llvm_unreachable("simt.load stores nothing");
}
bool LoadOp::canUsesBeRemoved(const MemorySlot &slot,
                              const SmallPtrSetImpl<OpOperand *> &blockingUses,
                              SmallVectorImpl<OpOperand *> &,
                              const DataLayout &) {
  if (blockingUses.size() != 1)
    return false;
  return (*blockingUses.begin())->get() == slot.ptr && !getVolatile_() &&
         getType() == slot.elemType;
}
DeletionKind LoadOp::removeBlockingUses(const MemorySlot &,
                                        const SmallPtrSetImpl<OpOperand *> &,
                                        OpBuilder &, Value reachingDefinition,
                                        const DataLayout &) {
  getResult().replaceAllUsesWith(reachingDefinition);
  return DeletionKind::Delete;
}

// Stores.
bool StoreOp::loadsFrom(const MemorySlot &) { return false; }
bool StoreOp::storesTo(const MemorySlot &slot) { return getPtr() == slot.ptr; }
Value StoreOp::getStored(const MemorySlot &, OpBuilder &, Value,
                         const DataLayout &) {
  return getValue();
}
bool StoreOp::canUsesBeRemoved(const MemorySlot &slot,
                               const SmallPtrSetImpl<OpOperand *> &blockingUses,
                               SmallVectorImpl<OpOperand *> &,
                               const DataLayout &) {
  if (blockingUses.size() != 1)
    return false;
  // A store *of* the slot's address makes it escape: not promotable.
  OpOperand *use = *blockingUses.begin();
  return use->get() == slot.ptr && use == &getPtrMutable() &&
         getValue() != slot.ptr && !getVolatile_() &&
         getValue().getType() == slot.elemType;
}
DeletionKind StoreOp::removeBlockingUses(const MemorySlot &,
                                         const SmallPtrSetImpl<OpOperand *> &,
                                         OpBuilder &, Value,
                                         const DataLayout &) {
  return DeletionKind::Delete;
}
