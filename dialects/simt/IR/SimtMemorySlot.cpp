//===- SimtMemorySlot.cpp - mem2reg support for simt.alloca ---------------===//
//
// The frontend emits every local variable as a simt.alloca with loads and
// stores (as Clang's CodeGen does); upstream `mem2reg` then turns scalar
// slots into SSA values, which the uniformity analysis needs to see through.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace kiln::simt;

namespace {
/// Scalars are promoted; aggregates stay in memory for LLVM's SROA, except
/// small arrays of scalars that are only ever loaded and stored whole (what
/// splitting a struct leaves of its padding).
bool isPromotableType(Type type) {
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return array.getNumElements() <= 16 && array.getElementType().isIntOrFloat();
  return type.isIntOrIndexOrFloat() || isa<PtrType>(type);
}
} // namespace

SmallVector<MemorySlot> AllocaOp::getPromotableSlots() {
  auto elem = cast<PtrType>(getType()).getElementType();
  // An unused slot of any type (an inlined empty object) is promoted away.
  if (getResult().use_empty())
    return {MemorySlot{getResult(), elem}};
  if (getCount() != 1 || !isPromotableType(elem))
    return {};
  return {MemorySlot{getResult(), elem}};
}

Value AllocaOp::getDefaultValue(const MemorySlot &slot, OpBuilder &builder) {
  // At the top of the function, not in the alloca's block: an inlined
  // callee's alloca sits at its call site, possibly inside a loop whose header
  // then takes the default (a variable read before any store, `int prev; if
  // (rank == 0) prev = ...;`) as its value on entry.
  OpBuilder::InsertionGuard guard(builder);
  if (Operation *top = (*this)->getParentWithTrait<OpTrait::IsIsolatedFromAbove>())
    if (!top->getRegion(0).empty())
      builder.setInsertionPointToStart(&top->getRegion(0).front());
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

//===----------------------------------------------------------------------===//
// SROA: struct slots split into one slot per field
//===----------------------------------------------------------------------===//
//
// After inlining, device-function objects (cooperative groups, small value
// structs) are allocas accessed through member_ptr, or loaded and stored
// whole when copied or passed by value. Splitting them lets mem2reg turn
// each field into an SSA value, so the analyses see constants and thread ids
// instead of opaque local-memory loads.

namespace {
IntegerAttr fieldIndex(MLIRContext *ctx, unsigned index) {
  return IntegerAttr::get(IntegerType::get(ctx, 32), index);
}

/// Whole-struct accesses are split with llvm.extractvalue/insertvalue, which
/// only take LLVM types (a field holding a simt pointer keeps the struct in
/// memory).
bool splittableWhole(Type elem) {
  auto st = dyn_cast<LLVM::LLVMStructType>(elem);
  return st && LLVM::isCompatibleType(st);
}

/// The fields of a struct slot, in order.
SmallVector<std::pair<unsigned, Type>> structFields(Type elem) {
  SmallVector<std::pair<unsigned, Type>> fields;
  if (auto st = dyn_cast<LLVM::LLVMStructType>(elem))
    for (auto [i, t] : llvm::enumerate(st.getBody()))
      fields.push_back({unsigned(i), t});
  return fields;
}
} // namespace

SmallVector<DestructurableMemorySlot> AllocaOp::getDestructurableSlots() {
  Type elem = cast<PtrType>(getType()).getElementType();
  auto st = dyn_cast<LLVM::LLVMStructType>(elem);
  if (getCount() != 1 || !st || st.getBody().empty())
    return {};
  std::optional<DenseMap<Attribute, Type>> fields = st.getSubelementIndexMap();
  if (!fields)
    return {};
  return {DestructurableMemorySlot{{getResult(), elem}, std::move(*fields)}};
}

DenseMap<Attribute, MemorySlot>
AllocaOp::destructure(const DestructurableMemorySlot &slot,
                      const SmallPtrSetImpl<Attribute> &usedIndices,
                      OpBuilder &builder,
                      SmallVectorImpl<DestructurableAllocationOpInterface> &newAllocators) {
  builder.setInsertionPointAfter(*this);
  auto space = cast<PtrType>(getType()).getAddressSpace();
  // In field order, so the output does not depend on set iteration order.
  SmallVector<unsigned> used;
  for (Attribute a : usedIndices)
    used.push_back(unsigned(cast<IntegerAttr>(a).getInt()));
  llvm::sort(used);
  DenseMap<Attribute, MemorySlot> subslots;
  for (unsigned i : used) {
    Attribute index = fieldIndex(getContext(), i);
    Type field = slot.subelementTypes.lookup(index);
    auto sub = AllocaOp::create(builder, getLoc(), PtrType::get(getContext(), field, space),
                                /*count=*/1, /*alignment=*/nullptr);
    newAllocators.push_back(cast<DestructurableAllocationOpInterface>(sub.getOperation()));
    subslots.try_emplace(index, MemorySlot{sub.getResult(), field});
  }
  return subslots;
}

std::optional<DestructurableAllocationOpInterface>
AllocaOp::handleDestructuringComplete(const DestructurableMemorySlot &, OpBuilder &) {
  this->erase();
  return std::nullopt;
}

// member_ptr: the field's own slot.
bool MemberPtrOp::canRewire(const DestructurableMemorySlot &slot,
                            SmallPtrSetImpl<Attribute> &usedIndices,
                            SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                            const DataLayout &) {
  if (getBase() != slot.ptr)
    return false;
  Attribute index = fieldIndex(getContext(), getIndex());
  auto it = slot.subelementTypes.find(index);
  if (it == slot.subelementTypes.end())
    return false;
  usedIndices.insert(index);
  mustBeSafelyUsed.push_back(MemorySlot{getResult(), it->second});
  return true;
}

DeletionKind MemberPtrOp::rewire(const DestructurableMemorySlot &,
                                 DenseMap<Attribute, MemorySlot> &subslots,
                                 OpBuilder &, const DataLayout &) {
  getResult().replaceAllUsesWith(subslots.at(fieldIndex(getContext(), getIndex())).ptr);
  return DeletionKind::Delete;
}

LogicalResult MemberPtrOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                                                  SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                                                  const DataLayout &) {
  auto st = dyn_cast<LLVM::LLVMStructType>(slot.elemType);
  if (getBase() != slot.ptr || !st || getIndex() >= st.getBody().size())
    return failure();
  mustBeSafelyUsed.push_back(MemorySlot{getResult(), st.getBody()[getIndex()]});
  return success();
}

// Whole-struct loads and stores: one access per field.
bool LoadOp::canRewire(const DestructurableMemorySlot &slot,
                       SmallPtrSetImpl<Attribute> &usedIndices,
                       SmallVectorImpl<MemorySlot> &, const DataLayout &) {
  if (getPtr() != slot.ptr || getType() != slot.elemType || getVolatile_() || !splittableWhole(slot.elemType))
    return false;
  for (auto [i, t] : structFields(slot.elemType))
    usedIndices.insert(fieldIndex(getContext(), i));
  return true;
}

DeletionKind LoadOp::rewire(const DestructurableMemorySlot &slot,
                            DenseMap<Attribute, MemorySlot> &subslots,
                            OpBuilder &builder, const DataLayout &) {
  Value agg = LLVM::UndefOp::create(builder, getLoc(), slot.elemType);
  for (auto [i, t] : structFields(slot.elemType)) {
    Value field = LoadOp::create(builder, getLoc(), t, subslots.at(fieldIndex(getContext(), i)).ptr,
                                 /*volatile_=*/false, /*invariant=*/false, /*alignment=*/nullptr);
    agg = LLVM::InsertValueOp::create(builder, getLoc(), agg, field, ArrayRef<int64_t>{int64_t(i)});
  }
  getResult().replaceAllUsesWith(agg);
  return DeletionKind::Delete;
}

LogicalResult LoadOp::ensureOnlySafeAccesses(const MemorySlot &slot, SmallVectorImpl<MemorySlot> &,
                                             const DataLayout &) {
  return success(getPtr() == slot.ptr && getType() == slot.elemType);
}

bool StoreOp::canRewire(const DestructurableMemorySlot &slot,
                        SmallPtrSetImpl<Attribute> &usedIndices,
                        SmallVectorImpl<MemorySlot> &, const DataLayout &) {
  if (getPtr() != slot.ptr || getValue() == slot.ptr || getValue().getType() != slot.elemType ||
      getVolatile_() || !splittableWhole(slot.elemType))
    return false;
  for (auto [i, t] : structFields(slot.elemType))
    usedIndices.insert(fieldIndex(getContext(), i));
  return true;
}

DeletionKind StoreOp::rewire(const DestructurableMemorySlot &slot,
                             DenseMap<Attribute, MemorySlot> &subslots,
                             OpBuilder &builder, const DataLayout &) {
  for (auto [i, t] : structFields(slot.elemType)) {
    Value field = LLVM::ExtractValueOp::create(builder, getLoc(), getValue(), ArrayRef<int64_t>{int64_t(i)});
    StoreOp::create(builder, getLoc(), field, subslots.at(fieldIndex(getContext(), i)).ptr,
                    /*volatile_=*/false, /*alignment=*/nullptr);
  }
  return DeletionKind::Delete;
}

LogicalResult StoreOp::ensureOnlySafeAccesses(const MemorySlot &slot, SmallVectorImpl<MemorySlot> &,
                                              const DataLayout &) {
  // Storing the slot's own address would let it escape.
  return success(getPtr() == slot.ptr && getValue() != slot.ptr &&
                 getValue().getType() == slot.elemType);
}

//===----------------------------------------------------------------------===//
// Array fields indexed through an element pointer
//===----------------------------------------------------------------------===//
//
// `obj.a[i]` for an array field is member_ptr, a ptr_cast of the array to
// its element type, and ptr_add. An object with such a field (CUB's
// BlockScanRaking holds `T cached_segment[4]` next to `linear_tid`) used to
// stay whole in memory, so its scalar fields stayed local-memory loads, which
// the uniformity analysis must take as thread-dependent. C++ keeps pointer
// arithmetic on an array inside that array, so the element pointer never
// reaches the other fields: the struct is split, and the array becomes its
// own alloca (left in memory unless it is promotable).

namespace {
Type innermostElement(Type t) {
  while (auto array = dyn_cast<LLVM::LLVMArrayType>(t))
    t = array.getElementType();
  return t;
}

/// Every use of `ptr` (transitively through ptr_add) is a load or store
/// through it: the pointer itself never escapes.
bool onlyIndexedAccesses(Value ptr) {
  SmallVector<Value> worklist{ptr};
  while (!worklist.empty()) {
    Value p = worklist.pop_back_val();
    for (OpOperand &use : p.getUses()) {
      Operation *user = use.getOwner();
      if (auto load = dyn_cast<LoadOp>(user)) {
        if (load.getPtr() == p)
          continue;
      } else if (auto store = dyn_cast<StoreOp>(user)) {
        if (store.getPtr() == p && store.getValue() != p)
          continue;
      } else if (auto add = dyn_cast<PtrAddOp>(user)) {
        if (add.getBase() == p) {
          worklist.push_back(add.getResult());
          continue;
        }
      }
      return false;
    }
  }
  return true;
}

/// A bit-field access unit (the frontend's `array<N x i8>` field, read and
/// written whole as an integer of its N bytes, CGBitFieldUnits.h): `to` is
/// that integer. The pointer never leaves the unit, so the struct around it
/// still splits (cuda::pipeline's stage indices next to its shared state's
/// pointer, which the pipeline checks must see as a value).
bool isWholeBitFieldUnit(Type slotType, Type to) {
  auto array = dyn_cast<LLVM::LLVMArrayType>(slotType);
  auto word = dyn_cast<IntegerType>(to);
  return array && word && array.getElementType().isInteger(8) &&
         word.getWidth() == 8 * array.getNumElements();
}

/// Every use of `ptr` is a load or store through it.
bool onlyDirectAccesses(Value ptr) {
  for (OpOperand &use : ptr.getUses()) {
    Operation *user = use.getOwner();
    if (auto load = dyn_cast<LoadOp>(user); load && load.getPtr() == ptr)
      continue;
    if (auto store = dyn_cast<StoreOp>(user); store && store.getPtr() == ptr && store.getValue() != ptr)
      continue;
    return false;
  }
  return true;
}

struct ArrayElementCastAccess
    : SafeMemorySlotAccessOpInterface::ExternalModel<ArrayElementCastAccess, PtrCastOp> {
  LogicalResult ensureOnlySafeAccesses(Operation *op, const MemorySlot &slot,
                                       SmallVectorImpl<MemorySlot> &, const DataLayout &) const {
    auto cast = llvm::cast<PtrCastOp>(op);
    auto from = llvm::cast<PtrType>(cast.getSource().getType());
    auto to = llvm::cast<PtrType>(cast.getResult().getType());
    if (cast.getSource() != slot.ptr || !isa<LLVM::LLVMArrayType>(slot.elemType) ||
        from.getAddressSpace() != to.getAddressSpace())
      return failure();
    if (isWholeBitFieldUnit(slot.elemType, to.getElementType()))
      return success(onlyDirectAccesses(cast.getResult()));
    if (innermostElement(slot.elemType) != to.getElementType())
      return failure();
    return success(onlyIndexedAccesses(cast.getResult()));
  }
};
} // namespace

namespace kiln::simt {
// Called from SimtDialect::initialize().
void addSimtMemorySlotModels(SimtDialect &dialect) {
  PtrCastOp::attachInterface<ArrayElementCastAccess>(*dialect.getContext());
}
} // namespace kiln::simt
