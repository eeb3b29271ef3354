//===- ContractLikeNvvm.cpp - fma contraction where nvcc's NVVM forms it --===//
#include "compiler/LLVMIR/ContractLikeNvvm.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
// NVVM's limit (NVPTX's own add combine has the same): past four fadds the
// product stays live anyway and each fma holds one more register.
constexpr unsigned kMaxFusedUsers = 4;

bool fusesLikeNvvm(const Instruction &mul) {
  unsigned users = 0;
  for (const User *user : mul.users()) {
    const auto *inst = dyn_cast<Instruction>(user);
    if (!inst || inst->getOpcode() != Instruction::FAdd ||
        !inst->hasAllowContract() || ++users > kMaxFusedUsers)
      return false;
  }
  return true;
}

// An fadd/fsub (or an fneg on the way to one) that selection would fuse
// the product into.
bool couldFuse(const User *user) {
  const auto *inst = dyn_cast<Instruction>(user);
  if (!inst || !inst->hasAllowContract())
    return false;
  unsigned op = inst->getOpcode();
  return op == Instruction::FAdd || op == Instruction::FSub ||
         op == Instruction::FNeg;
}
} // namespace

PreservedAnalyses kiln::ContractLikeNvvmPass::run(Function &f,
                                                  FunctionAnalysisManager &) {
  SmallVector<Instruction *> products;
  for (Instruction &inst : instructions(f))
    if (inst.getOpcode() == Instruction::FMul && inst.hasAllowContract() &&
        !fusesLikeNvvm(inst) && llvm::any_of(inst.users(), couldFuse))
      products.push_back(&inst);
  for (Instruction *mul : products) {
    IRBuilder<> b(mul->getNextNode());
    Value *fenced = b.CreateArithmeticFence(mul, mul->getType(),
                                            mul->getName() + ".unfused");
    mul->replaceUsesWithIf(fenced, [](Use &use) { return couldFuse(use.getUser()); });
  }
  return products.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}
