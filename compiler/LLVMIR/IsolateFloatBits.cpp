//===- IsolateFloatBits.cpp - float bits narrowed as integers -------------===//
#include "compiler/LLVMIR/IsolateFloatBits.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
/// Whether `v` reaches a store's value through narrowing and vector
/// (re)assembly: the narrow stores ptxas mis-types. Conversions to a narrower
/// register (cvt.u32.u64 of an f64 register) are compiled as integer
/// operations and need no mov.
bool reachesStore(Value *v, unsigned depth = 0) {
  for (User *user : v->users()) {
    if (auto *store = dyn_cast<StoreInst>(user); store && store->getValueOperand() == v)
      return true;
    if (depth < 4 && (isa<TruncInst>(user) || isa<ExtractElementInst>(user) ||
                      isa<ShuffleVectorInst>(user) || isa<InsertElementInst>(user)) &&
        reachesStore(user, depth + 1))
      return true;
  }
  return false;
}

/// Whether `user` narrows the bits it reads into a narrower store.
bool narrows(User *user) {
  return (isa<TruncInst>(user) || isa<ExtractElementInst>(user) ||
          isa<ShuffleVectorInst>(user)) &&
         reachesStore(user);
}

/// `bits` (an integer of 16, 32 or 64 bits) through an opaque register move.
Value *opaqueMove(IRBuilder<> &b, Value *bits) {
  unsigned width = bits->getType()->getIntegerBitWidth();
  const char *constraint = width == 16 ? "=h,h" : width == 32 ? "=r,r" : "=l,l";
  std::string text = "mov.b" + std::to_string(width) + " $0, $1;";
  auto *type = FunctionType::get(bits->getType(), {bits->getType()}, false);
  // Not sideeffect: the move is pure, LLVM may still CSE or sink it.
  InlineAsm *move = InlineAsm::get(type, text, constraint, /*hasSideEffects=*/false);
  return b.CreateCall(move, {bits});
}
} // namespace

PreservedAnalyses kiln::IsolateFloatBitsPass::run(Function &f,
                                                  FunctionAnalysisManager &) {
  SmallVector<BitCastInst *> casts;
  for (BasicBlock &block : f)
    for (Instruction &inst : block) {
      auto *cast = dyn_cast<BitCastInst>(&inst);
      if (!cast || !cast->getSrcTy()->isFPOrFPVectorTy() ||
          !cast->getDestTy()->isIntOrIntVectorTy())
        continue;
      unsigned width = cast->getSrcTy()->getPrimitiveSizeInBits().getFixedValue();
      if ((width == 16 || width == 32 || width == 64) &&
          llvm::any_of(cast->users(), narrows))
        casts.push_back(cast);
    }
  // A floating-point store aligned below its size: the backend splits it into
  // narrow stores of the float register itself (o->scaled in a packed struct).
  SmallVector<StoreInst *> splitStores;
  const DataLayout &dl = f.getDataLayout();
  for (BasicBlock &block : f)
    for (Instruction &inst : block)
      if (auto *store = dyn_cast<StoreInst>(&inst)) {
        Type *type = store->getValueOperand()->getType();
        if (type->isFloatingPointTy() && store->getAlign().value() < dl.getTypeStoreSize(type))
          splitStores.push_back(store);
      }
  for (StoreInst *store : splitStores) {
    IRBuilder<> b(store);
    Value *value = store->getValueOperand();
    unsigned width = value->getType()->getPrimitiveSizeInBits().getFixedValue();
    if (width != 16 && width != 32 && width != 64)
      continue;
    store->setOperand(0, opaqueMove(b, b.CreateBitCast(value, b.getIntNTy(width))));
  }
  for (BitCastInst *cast : casts) {
    IRBuilder<> b(cast->getNextNode());
    unsigned width = cast->getSrcTy()->getPrimitiveSizeInBits().getFixedValue();
    Type *bitsType = b.getIntNTy(width);
    Value *bits = cast->getDestTy() == bitsType
                      ? static_cast<Value *>(cast)
                      : b.CreateBitCast(cast->getOperand(0), bitsType);
    Value *moved = opaqueMove(b, bits);
    Value *result = b.CreateBitCast(moved, cast->getDestTy());
    cast->replaceUsesWithIf(result, [](Use &use) { return narrows(use.getUser()); });
  }
  return casts.empty() && splitStores.empty() ? PreservedAnalyses::all()
                                             : PreservedAnalyses::none();
}
