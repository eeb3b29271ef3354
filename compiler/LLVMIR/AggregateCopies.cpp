//===- AggregateCopies.cpp - large aggregate copies as memcpy -------------===//
#include "compiler/LLVMIR/AggregateCopies.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace {
/// Smaller aggregates stay values: SROA and InstCombine handle them well
/// (a float4-like struct stays in registers either way).
constexpr uint64_t kMinMemcpyBytes = 1024;

/// True if nothing from `load` up to `store` (one block) may write memory.
bool nothingWritesBetween(LoadInst *load, StoreInst *store) {
  for (auto it = std::next(load->getIterator()); &*it != store; ++it)
    if (it->mayWriteToMemory())
      return false;
  return true;
}

/// Where a copied aggregate value comes from: the load that read it and the
/// field path inside the loaded value (empty: the whole value).
struct CopySource {
  LoadInst *load = nullptr;
  SmallVector<unsigned, 4> path;
};

/// `v` as a field of a loaded value: a load, or `extractvalue`s of one.
/// MLIR's SROA turns `S t = *in; *out = t;` of a one-field struct into
/// `store (extractvalue (load in), 0)` into the field's slot and back with
/// `insertvalue`, so the copy is no longer a load feeding a store.
std::optional<CopySource> copySource(Value *v) {
  SmallVector<unsigned, 4> reversed;
  while (auto *extract = dyn_cast<ExtractValueInst>(v)) {
    if (!extract->hasOneUse())
      return std::nullopt;
    for (unsigned index : llvm::reverse(extract->getIndices()))
      reversed.push_back(index);
    v = extract->getAggregateOperand();
  }
  auto *load = dyn_cast<LoadInst>(v);
  if (!load || !load->hasOneUse() || !load->isSimple())
    return std::nullopt;
  CopySource source;
  source.load = load;
  source.path.assign(reversed.rbegin(), reversed.rend());
  return source;
}

/// `v` itself when it fills its whole type, seen through `insertvalue`s of
/// one value into an otherwise undefined struct or array of one element.
Value *wholeValue(Value *v, const DataLayout &layout) {
  while (auto *insert = dyn_cast<InsertValueInst>(v)) {
    Value *into = insert->getAggregateOperand();
    Value *part = insert->getInsertedValueOperand();
    if (!isa<UndefValue>(into) || !insert->hasOneUse() ||
        layout.getTypeStoreSize(part->getType()) !=
            layout.getTypeStoreSize(insert->getType()))
      return v;
    v = part;
  }
  return v;
}

/// The instructions a rewritten copy leaves without users.
void eraseChain(Value *v) {
  while (auto *inst = dyn_cast<Instruction>(v)) {
    if (!inst->use_empty())
      return;
    Value *next = nullptr;
    if (auto *extract = dyn_cast<ExtractValueInst>(inst))
      next = extract->getAggregateOperand();
    else if (auto *insert = dyn_cast<InsertValueInst>(inst))
      next = insert->getInsertedValueOperand();
    inst->eraseFromParent();
    if (!next)
      return;
    v = next;
  }
}
} // namespace

bool kiln::copyAggregatesWithMemcpy(Function &f) {
  const DataLayout &layout = f.getParent()->getDataLayout();
  struct Copy {
    StoreInst *store;
    CopySource source;
  };
  SmallVector<Copy> copies;
  for (BasicBlock &block : f)
    for (Instruction &inst : block) {
      auto *store = dyn_cast<StoreInst>(&inst);
      if (!store || !store->isSimple())
        continue;
      Value *stored = store->getValueOperand();
      if (!stored->getType()->isAggregateType() ||
          layout.getTypeStoreSize(stored->getType()).getFixedValue() <
              kMinMemcpyBytes)
        continue;
      // wholeValue only looks through insertvalues of one use each, so the
      // chain it strips dies with the store.
      auto source = copySource(wholeValue(stored, layout));
      if (!source || source->load->getParent() != store->getParent() ||
          !nothingWritesBetween(source->load, store))
        continue;
      copies.push_back({store, std::move(*source)});
    }
  for (auto &[store, source] : copies) {
    LoadInst *load = source.load;
    IRBuilder<> b(store);
    Value *from = load->getPointerOperand();
    Align fromAlign = load->getAlign();
    if (!source.path.empty()) {
      SmallVector<Value *, 5> indices{b.getInt32(0)};
      for (unsigned index : source.path)
        indices.push_back(b.getInt32(index));
      from = b.CreateInBoundsGEP(load->getType(), from, indices);
      // The field's offset may lower the alignment the load had.
      uint64_t offset =
          layout.getIndexedOffsetInType(load->getType(), indices);
      fromAlign = commonAlignment(fromAlign, offset);
    }
    Value *stored = store->getValueOperand();
    b.CreateMemCpy(store->getPointerOperand(), store->getAlign(), from,
                   fromAlign,
                   layout.getTypeStoreSize(stored->getType()).getFixedValue());
    store->eraseFromParent();
    eraseChain(stored);
  }
  return !copies.empty();
}
