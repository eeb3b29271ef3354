//===- WidenNarrowDivisions.cpp - 32-bit udiv/urem as nvcc ----------------===//
#include "compiler/LLVMIR/WidenNarrowDivisions.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

namespace {
constexpr unsigned kWideBits = 32;

/// `v` (narrower than i32) as an i32 with the same unsigned value, rebuilt
/// from the i32 values it was truncated from where that is exact: a `trunc`
/// gives back its source (masked unless `nuw`), and/or/xor (and add/mul/shl that do not wrap)
/// of such values are rebuilt in 32 bits. Anything else is zero-extended.
Value *widen(Value *v, IRBuilder<> &b, unsigned depth = 0) {
  Type *wide = b.getIntNTy(kWideBits);
  if (auto *c = dyn_cast<ConstantInt>(v))
    return ConstantInt::get(wide, c->getValue().zext(kWideBits));
  // A truncation of an i32 is its source masked (the mask is dropped where
  // it is known to be 0 already); a zero extension would be narrowed again
  // by InstCombine (udiv (zext a), (zext b) -> zext (udiv a, b)).
  if (auto *t = dyn_cast<TruncInst>(v); t && t->getSrcTy() == wide) {
    if (t->hasNoUnsignedWrap())
      return t->getOperand(0);
    return b.CreateAnd(t->getOperand(0),
                       APInt::getLowBitsSet(kWideBits, t->getDestTy()->getIntegerBitWidth()));
  }
  auto *op = dyn_cast<BinaryOperator>(v);
  if (op && depth < 4) {
    Instruction::BinaryOps opcode = op->getOpcode();
    bool exact = opcode == Instruction::And || opcode == Instruction::Or ||
                 opcode == Instruction::Xor ||
                 ((opcode == Instruction::Add || opcode == Instruction::Mul ||
                   opcode == Instruction::Shl) &&
                  op->hasNoUnsignedWrap());
    if (exact) {
      Value *lhs = widen(op->getOperand(0), b, depth + 1);
      Value *rhs = widen(op->getOperand(1), b, depth + 1);
      auto *result = cast<BinaryOperator>(b.CreateBinOp(opcode, lhs, rhs, op->getName() + ".wide"));
      if (opcode == Instruction::Or)
        cast<PossiblyDisjointInst>(result)->setIsDisjoint(cast<PossiblyDisjointInst>(op)->isDisjoint());
      if (opcode != Instruction::And && opcode != Instruction::Or && opcode != Instruction::Xor)
        result->setHasNoUnsignedWrap(true);
      return result;
    }
  }
  return b.CreateZExt(v, wide);
}
} // namespace

PreservedAnalyses kiln::WidenNarrowDivisionsPass::run(Function &f, FunctionAnalysisManager &) {
  SmallVector<BinaryOperator *> narrow;
  for (Instruction &inst : instructions(f))
    if (auto *op = dyn_cast<BinaryOperator>(&inst))
      if ((op->getOpcode() == Instruction::UDiv || op->getOpcode() == Instruction::URem) &&
          op->getType()->isIntegerTy() && op->getType()->getIntegerBitWidth() < kWideBits)
        narrow.push_back(op);
  for (BinaryOperator *op : narrow) {
    IRBuilder<> b(op);
    Value *lhs = widen(op->getOperand(0), b);
    Value *rhs = widen(op->getOperand(1), b);
    Value *wide = b.CreateBinOp(op->getOpcode(), lhs, rhs, op->getName() + ".wide");
    // Users that only zero-extend it again take the 32-bit value directly.
    for (Use &use : make_early_inc_range(op->uses()))
      if (auto *ext = dyn_cast<ZExtInst>(use.getUser()); ext && ext->getDestTy() == wide->getType()) {
        ext->replaceAllUsesWith(wide);
        ext->eraseFromParent();
      }
    if (!op->use_empty())
      op->replaceAllUsesWith(b.CreateTrunc(wide, op->getType(), op->getName() + ".narrow",
                                           /*IsNUW=*/true));
    op->eraseFromParent();
  }
  if (narrow.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses pa;
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
