//===- AggregateCopies.cpp - large aggregate copies as memcpy -------------===//
#include "compiler/Target/AggregateCopies.h"

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
} // namespace

bool kiln::copyAggregatesWithMemcpy(Function &f) {
  const DataLayout &layout = f.getParent()->getDataLayout();
  SmallVector<StoreInst *> copies;
  for (BasicBlock &block : f)
    for (Instruction &inst : block) {
      auto *store = dyn_cast<StoreInst>(&inst);
      auto *load = store ? dyn_cast<LoadInst>(store->getValueOperand()) : nullptr;
      if (!load || !load->getType()->isAggregateType() || !load->hasOneUse() ||
          !load->isSimple() || !store->isSimple() ||
          load->getParent() != store->getParent() ||
          layout.getTypeStoreSize(load->getType()).getFixedValue() < kMinMemcpyBytes ||
          !nothingWritesBetween(load, store))
        continue;
      copies.push_back(store);
    }
  for (StoreInst *store : copies) {
    auto *load = cast<LoadInst>(store->getValueOperand());
    IRBuilder<> b(store);
    b.CreateMemCpy(store->getPointerOperand(), store->getAlign(),
                   load->getPointerOperand(), load->getAlign(),
                   layout.getTypeStoreSize(load->getType()).getFixedValue());
    store->eraseFromParent();
    load->eraseFromParent();
  }
  return !copies.empty();
}
