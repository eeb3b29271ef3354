//===- SignBitsAsIntegers.cpp - sign-bit masks stay integer ops -----------===//
#include "compiler/LLVMIR/SignBitsAsIntegers.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {
/// Whether `u` reads `x`'s bits as they are: an integer bitcast, or a store
/// of it (InstCombine folds `store i32 (bitcast f)` into `store float f`).
bool readsBits(User *u, Value *x) {
  if (auto *store = dyn_cast<StoreInst>(u))
    return store->getValueOperand() == x;
  return isa<BitCastInst>(u) && u->getType()->isIntegerTy();
}
} // namespace

PreservedAnalyses kiln::SignBitsAsIntegersPass::run(Function &f, FunctionAnalysisManager &) {
  SmallVector<Instruction *, 8> work;
  for (Instruction &inst : instructions(f)) {
    Value *operand = nullptr;
    if (!(match(&inst, m_FAbs(m_Value(operand))) || match(&inst, m_FNeg(m_Value(operand)))) ||
        inst.getType()->isVectorTy())
      continue;
    auto *cast = dyn_cast<BitCastInst>(operand);
    if ((cast && cast->getSrcTy()->isIntegerTy()) ||
        any_of(inst.users(), [&](User *u) { return readsBits(u, &inst); }))
      work.push_back(&inst);
  }
  for (Instruction *inst : work) {
    IRBuilder<> b(inst);
    Type *floatType = inst->getType();
    auto *intType = b.getIntNTy(floatType->getPrimitiveSizeInBits().getFixedValue());
    bool isAbs = isa<IntrinsicInst>(inst);
    Value *bits = b.CreateBitCast(inst->getOperand(0), intType);
    APInt sign = APInt::getSignMask(intType->getBitWidth());
    Value *result = isAbs ? b.CreateAnd(bits, ConstantInt::get(intType, ~sign))
                          : b.CreateXor(bits, ConstantInt::get(intType, sign));
    Value *asFloat = b.CreateBitCast(result, floatType);
    // From integer bits, every use takes the integer op; otherwise only the
    // uses that read the bits (a comparison keeps abs.f32, as nvcc's does).
    auto *cast = dyn_cast<BitCastInst>(inst->getOperand(0));
    if (cast && cast->getSrcTy()->isIntegerTy()) {
      inst->replaceAllUsesWith(asFloat);
      inst->eraseFromParent();
    } else {
      inst->replaceUsesWithIf(asFloat, [&](Use &use) { return readsBits(use.getUser(), inst); });
    }
  }
  if (work.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
