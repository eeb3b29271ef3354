//===- ContractLikeNvvm.cpp - fma contraction where nvcc's NVVM forms it --===//
#include "compiler/LLVMIR/ContractLikeNvvm.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Constants.h"
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
// How many operands of `block`'s instructions are constant c: selection
// builds one node per constant and block, and negating a node with other
// users is not free.
// (Constants have no use lists: the block is scanned.)
unsigned usesInBlock(const Constant *c, const BasicBlock *block) {
  unsigned n = 0;
  for (const Instruction &inst : *block)
    n += llvm::count(inst.operands(), c);
  return n;
}

// A product by 2.0 is not one to nvcc: `x - y * 2` is y + y then a sub.
bool freeConstant(const Value *op, const Instruction *mul) {
  const auto *c = dyn_cast<ConstantFP>(op);
  return c && !c->getValueAPF().isExactlyValue(2.0) && !c->getValueAPF().isExactlyValue(-2.0) &&
         usesInBlock(c, mul->getParent()) == 1;
}

// A contractable float/double product whose only use is `user` and whose
// sign a constant factor absorbs for free: `y * C` with C used nowhere else
// in the block, or `p * z` with p such a product.
bool negatesFree(const Value *v, const Instruction *user) {
  const auto *mul = dyn_cast<Instruction>(v);
  if (!mul || mul->getOpcode() != Instruction::FMul || !mul->hasAllowContract() ||
      !mul->hasOneUse() || *mul->user_begin() != user ||
      !(mul->getType()->isFloatTy() || mul->getType()->isDoubleTy()))
    return false;
  for (const Value *op : mul->operands())
    if (freeConstant(op, mul) || negatesFree(op, mul))
      return true;
  return false;
}

// Flips the sign of a product negatesFree accepted, in place.
void negateInPlace(Instruction *mul) {
  for (Use &op : mul->operands()) {
    if (freeConstant(op.get(), mul)) {
      auto *c = cast<ConstantFP>(op.get());
      op.set(ConstantFP::get(c->getType(), neg(c->getValueAPF())));
      return;
    }
  }
  for (Use &op : mul->operands())
    if (negatesFree(op.get(), mul)) {
      negateInPlace(cast<Instruction>(op.get()));
      return;
    }
}

// nvcc fuses `x - y * C` into fma(y, -C, x) when negating C is free (C has
// no other use in the block; also through a product of products,
// `x - (y * C) * z`: mul(y, -C) then fma), and keeps mul + sub otherwise;
// upstream LLVM keeps the fsub (and even turns a written `x + y * -C` into
// one). Rewritten as `x + y * -C`, the add rule below fuses it. The two forms
// round the same; only the fusion differs, and with it the result.
bool addNegatedConstantProducts(Function &f) {
  SmallVector<Instruction *> subs;
  for (Instruction &inst : instructions(f))
    if (inst.getOpcode() == Instruction::FSub && inst.hasAllowContract() &&
        negatesFree(inst.getOperand(1), &inst))
      subs.push_back(&inst);
  // Decided before any change: a rewrite makes a new constant, -C.
  for (Instruction *sub : subs) {
    auto *product = cast<Instruction>(sub->getOperand(1));
    negateInPlace(product);
    auto *add = BinaryOperator::Create(Instruction::FAdd, sub->getOperand(0), product,
                                       sub->getName(), sub->getIterator());
    add->copyIRFlags(sub);
    add->setDebugLoc(sub->getDebugLoc());
    sub->replaceAllUsesWith(add);
    sub->eraseFromParent();
  }
  return !subs.empty();
}
} // namespace

PreservedAnalyses kiln::ContractLikeNvvmPass::run(Function &f,
                                                  FunctionAnalysisManager &) {
  bool changed = addNegatedConstantProducts(f);
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
  return products.empty() && !changed ? PreservedAnalyses::all() : PreservedAnalyses::none();
}
