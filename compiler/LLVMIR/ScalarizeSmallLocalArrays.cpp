//===- ScalarizeSmallLocalArrays.cpp - small local arrays as registers ----===//
#include "compiler/LLVMIR/ScalarizeSmallLocalArrays.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace {
constexpr unsigned kMaxElements = 8;
/// Larger arrays of 4-byte scalars, up to kMaxWideElements, when their few
/// run-time-indexed accesses are outside loops (see the header): at most
/// kMaxWideDynamic of them, and at most kMaxWideSelects elements chosen among
/// in all.
constexpr unsigned kMaxWideElements = 64;
constexpr unsigned kMaxWideDynamic = 4;
constexpr unsigned kMaxWideSelects = 128;

/// An element index: `constant + variable * scale` (variable may be null).
struct Index {
  int64_t constant = 0;
  Value *variable = nullptr;
  int64_t scale = 0;
};

struct Access {
  Instruction *inst; // a load or store of one element
  Index index;
};

/// `type` without the one-member structs around it: `struct Count { int n; }`
/// is its int, cuda::std::array<float, 4> its float[4].
Type *unwrap(Type *type) {
  while (auto *wrapper = dyn_cast<StructType>(type)) {
    if (wrapper->getNumElements() != 1)
      break;
    type = wrapper->getElementType(0);
  }
  return type;
}

/// The scalar element type and count of `alloca` if it is an array (or a
/// struct wrapping one, as cuda::std::array) of at most 8 scalars of 4 or 8
/// bytes, or of at most kMaxWideElements scalars of 4 bytes. A scalar may be
/// wrapped in one-member structs (an array of `struct Accum { int n; }`):
/// their accesses are the scalar's, at the same offsets.
std::pair<Type *, unsigned> smallArray(AllocaInst &alloca, const DataLayout &dl) {
  if (alloca.isArrayAllocation())
    return {nullptr, 0};
  auto *array = dyn_cast<ArrayType>(unwrap(alloca.getAllocatedType()));
  if (!array || array->getNumElements() < 2 || array->getNumElements() > kMaxWideElements)
    return {nullptr, 0};
  Type *element = unwrap(array->getElementType());
  if (dl.getTypeAllocSize(element) != dl.getTypeAllocSize(array->getElementType()))
    return {nullptr, 0};
  uint64_t size = dl.getTypeAllocSize(element);
  if (!(element->isIntegerTy() || element->isFloatingPointTy() || element->isPointerTy()) ||
      (size != 4 && size != 8) || dl.getTypeSizeInBits(element) != size * 8)
    return {nullptr, 0};
  if (array->getNumElements() > kMaxElements && size != 4)
    return {nullptr, 0};
  return {element, unsigned(array->getNumElements())};
}

/// Whether an element of type `element` may be accessed as `accessed`: the
/// same type, or a scalar of its width (`cuda::std::bit_cast<uint32_t>(v[k])`
/// on a float array loads an i32), which SROA then promotes with a bitcast.
bool sameBits(Type *accessed, Type *element, const DataLayout &dl) {
  if (accessed == element)
    return true;
  bool scalar = accessed->isIntegerTy() || accessed->isFloatingPointTy();
  bool elementScalar = element->isIntegerTy() || element->isFloatingPointTy();
  return scalar && elementScalar && dl.getTypeSizeInBits(accessed) == dl.getTypeSizeInBits(element);
}

/// Every load and store of `alloca`'s elements, or false if anything else
/// uses its address (a call, a memcpy, an escape, a pointer select...).
bool collect(AllocaInst &alloca, Type *element, unsigned count, const DataLayout &dl,
             SmallVectorImpl<Access> &accesses, SmallVectorImpl<Instruction *> &addresses,
             SmallVectorImpl<Instruction *> &markers) {
  int64_t size = int64_t(dl.getTypeAllocSize(element));
  struct Item {
    Value *pointer;
    int64_t offset;
    Value *variable;
    int64_t scale; // bytes per unit of variable
  };
  SmallVector<Item> work{{&alloca, 0, nullptr, 0}};
  bool dynamic = false;
  while (!work.empty()) {
    Item item = work.pop_back_val();
    for (User *user : item.pointer->users()) {
      auto *inst = cast<Instruction>(user);
      if (auto *gep = dyn_cast<GetElementPtrInst>(inst)) {
        unsigned bits = dl.getIndexTypeSizeInBits(gep->getType());
        SmallMapVector<Value *, APInt, 4> variables;
        APInt constant(bits, 0);
        if (!gep->collectOffset(dl, bits, variables, constant) || variables.size() > 1 ||
            (item.variable && !variables.empty()))
          return false;
        Item next{gep, item.offset + constant.getSExtValue(), item.variable, item.scale};
        if (!variables.empty()) {
          next.variable = variables.front().first;
          next.scale = variables.front().second.getSExtValue();
        }
        addresses.push_back(gep);
        work.push_back(next);
      } else if (isa<AddrSpaceCastInst>(inst) || isa<BitCastInst>(inst)) {
        addresses.push_back(inst);
        work.push_back({inst, item.offset, item.variable, item.scale});
      } else if (auto *intrinsic = dyn_cast<IntrinsicInst>(inst); intrinsic && intrinsic->isLifetimeStartOrEnd()) {
        markers.push_back(inst);
      } else if (isa<LoadInst>(inst) || isa<StoreInst>(inst)) {
        bool isLoad = isa<LoadInst>(inst);
        if (isLoad ? !cast<LoadInst>(inst)->isSimple() : !cast<StoreInst>(inst)->isSimple())
          return false;
        if (!isLoad && cast<StoreInst>(inst)->getPointerOperand() != item.pointer)
          return false; // the address itself is stored: it escapes
        Type *accessed = isLoad ? inst->getType() : cast<StoreInst>(inst)->getValueOperand()->getType();
        if (!sameBits(accessed, element, dl) || item.offset % size != 0 ||
            (item.variable && item.scale % size != 0))
          return false;
        Index index{item.offset / size, item.variable, item.variable ? item.scale / size : 0};
        if (!index.variable && (index.constant < 0 || index.constant >= int64_t(count)))
          return false;
        dynamic |= index.variable != nullptr;
        accesses.push_back({inst, index});
      } else {
        return false;
      }
    }
  }
  return dynamic;
}

void scalarize(AllocaInst &alloca, Type *element, unsigned count, ArrayRef<Access> accesses) {
  IRBuilder<> entry(&alloca);
  SmallVector<AllocaInst *, kMaxWideElements> elements;
  for (unsigned k = 0; k < count; ++k)
    elements.push_back(entry.CreateAlloca(element, nullptr, alloca.getName() + ".e" + Twine(k)));
  for (const Access &access : accesses) {
    IRBuilder<> b(access.inst);
    auto *load = dyn_cast<LoadInst>(access.inst);
    auto *store = dyn_cast<StoreInst>(access.inst);
    if (!access.index.variable) {
      AllocaInst *target = elements[access.index.constant];
      if (load)
        load->replaceAllUsesWith(b.CreateLoad(load->getType(), target, load->getName()));
      else
        b.CreateStore(store->getValueOperand(), target);
      continue;
    }
    Value *variable = b.CreateSExtOrTrunc(access.index.variable, b.getInt64Ty());
    Value *index = b.CreateAdd(b.CreateMul(variable, b.getInt64(access.index.scale)),
                               b.getInt64(access.index.constant));
    if (load) {
      Type *type = load->getType();
      Value *value = b.CreateLoad(type, elements[count - 1]);
      // One instruction per statement: argument order is unspecified in C++, and the IR
      // must not depend on the host compiler (GCC's order: the load, then the compare).
      for (unsigned k = count - 1; k-- > 0;) {
        Value *element = b.CreateLoad(type, elements[k]);
        value = b.CreateSelect(b.CreateICmpEQ(index, b.getInt64(k)), element, value);
      }
      load->replaceAllUsesWith(value);
    } else {
      Type *type = store->getValueOperand()->getType();
      for (unsigned k = 0; k < count; ++k) {
        Value *old = b.CreateLoad(type, elements[k]);
        b.CreateStore(b.CreateSelect(b.CreateICmpEQ(index, b.getInt64(k)),
                                     store->getValueOperand(), old),
                      elements[k]);
      }
    }
  }
}
/// Whether a wide array's run-time-indexed accesses are few and outside loops.
bool fewDynamicOutsideLoops(ArrayRef<Access> accesses, unsigned count, LoopInfo &loops) {
  unsigned dynamic = 0;
  for (const Access &access : accesses) {
    if (!access.index.variable)
      continue;
    if (loops.getLoopFor(access.inst->getParent()))
      return false;
    ++dynamic;
  }
  return dynamic <= kMaxWideDynamic && dynamic * count <= kMaxWideSelects;
}
} // namespace

PreservedAnalyses kiln::ScalarizeSmallLocalArraysPass::run(Function &f,
                                                           FunctionAnalysisManager &am) {
  const DataLayout &dl = f.getDataLayout();
  SmallVector<AllocaInst *> candidates;
  for (Instruction &inst : f.getEntryBlock())
    if (auto *alloca = dyn_cast<AllocaInst>(&inst))
      candidates.push_back(alloca);
  bool changed = false;
  for (AllocaInst *alloca : candidates) {
    auto [element, count] = smallArray(*alloca, dl);
    if (!element)
      continue;
    SmallVector<Access> accesses;
    SmallVector<Instruction *> addresses, markers;
    if (!collect(*alloca, element, count, dl, accesses, addresses, markers))
      continue;
    if (count > kMaxElements &&
        !fewDynamicOutsideLoops(accesses, count, am.getResult<LoopAnalysis>(f)))
      continue;
    scalarize(*alloca, element, count, accesses);
    for (const Access &access : accesses)
      access.inst->eraseFromParent();
    for (Instruction *marker : markers)
      marker->eraseFromParent();
    // Addresses were collected outermost first: erase the innermost first.
    for (Instruction *address : llvm::reverse(addresses))
      if (address->use_empty())
        address->eraseFromParent();
    if (alloca->use_empty())
      alloca->eraseFromParent();
    changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
