//===- WideIntDivision.cpp - __int128 division on 64-bit divides ----------===//
#include "compiler/LLVMIR/WideIntDivision.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace {
struct QuotientRemainder {
  Value *quotient;
  Value *remainder;
};

/// The next 32-bit digit of (`partial` * 2^32 + `digit`) / `vn`, for a divisor
/// `vn` with its top bit set (halves `vn1`, `vn0`) and `partial` < `vn`: the
/// estimate `partial / vn1` is at most two too large (Knuth's Theorem B) and is
/// corrected against `vn0`. Returns the digit and the new partial remainder,
/// below `vn`.
QuotientRemainder nextDigit(IRBuilder<> &b, Value *partial, Value *digit, Value *vn, Value *vn1,
                            Value *vn0) {
  Value *halfBase = b.getInt64(1ull << 32);
  Value *q = b.CreateUDiv(partial, vn1);
  Value *qTimesVn1 = b.CreateMul(q, vn1);
  Value *rhat = b.CreateSub(partial, qTimesVn1);
  for (int correction = 0; correction < 2; ++correction) {
    // Too large when q >= 2^32 or q * vn0 > rhat * 2^32 + digit; only while
    // rhat < 2^32, which keeps the right side in 64 bits.
    Value *rhatFits = b.CreateICmpULT(rhat, halfBase);
    Value *qTooWide = b.CreateICmpUGE(q, halfBase);
    Value *low = b.CreateMul(q, vn0);
    Value *rhatHigh = b.CreateShl(rhat, 32);
    Value *rhatAndDigit = b.CreateOr(rhatHigh, digit);
    Value *lowTooBig = b.CreateICmpUGT(low, rhatAndDigit);
    Value *tooBig = b.CreateOr(qTooWide, lowTooBig);
    Value *tooLarge = b.CreateAnd(rhatFits, tooBig);
    Value *decrement = b.CreateZExt(tooLarge, b.getInt64Ty());
    q = b.CreateSub(q, decrement);
    Value *rhatStep = b.CreateSelect(tooLarge, vn1, b.getInt64(0));
    rhat = b.CreateAdd(rhat, rhatStep);
  }
  // Exact modulo 2^64: the true remainder is below vn.
  Value *partialHigh = b.CreateShl(partial, 32);
  Value *dividend = b.CreateOr(partialHigh, digit);
  Value *qTimesVn = b.CreateMul(q, vn);
  Value *rest = b.CreateSub(dividend, qTimesVn);
  return {q, rest};
}

/// (`u1` * 2^64 + `u0`) / `v` for `u1` < `v`: a 64-bit quotient and remainder,
/// two 32-bit digits after shifting `v`'s top bit to bit 63.
QuotientRemainder divideTwoWordsByWord(IRBuilder<> &b, Value *u1, Value *u0, Value *v) {
  Value *shift = b.CreateBinaryIntrinsic(Intrinsic::ctlz, v, b.getFalse());
  Value *vn = b.CreateShl(v, shift);
  Value *vn1 = b.CreateLShr(vn, 32);
  Value *vn0 = b.CreateAnd(vn, 0xffffffffull);
  // u0 >> (64 - shift) in two steps: one shift by 64 would be poison.
  Value *u0Half = b.CreateLShr(u0, 1);
  Value *spillShift = b.CreateSub(b.getInt64(63), shift);
  Value *spill = b.CreateLShr(u0Half, spillShift);
  Value *u1Shifted = b.CreateShl(u1, shift);
  Value *un32 = b.CreateOr(u1Shifted, spill);
  Value *un10 = b.CreateShl(u0, shift);
  Value *un1 = b.CreateLShr(un10, 32);
  Value *un0 = b.CreateAnd(un10, 0xffffffffull);
  QuotientRemainder high = nextDigit(b, un32, un1, vn, vn1, vn0);
  QuotientRemainder low = nextDigit(b, high.remainder, un0, vn, vn1, vn0);
  Value *quotientHigh = b.CreateShl(high.quotient, 32);
  Value *quotient = b.CreateOr(quotientHigh, low.quotient);
  Value *remainder = b.CreateLShr(low.remainder, shift);
  return {quotient, remainder};
}

/// The i128 `high` * 2^64 + `low` of two i64 words.
Value *joinWords(IRBuilder<> &b, Value *high, Value *low) {
  Type *i128 = b.getInt128Ty();
  Value *highWide = b.CreateZExt(high, i128);
  Value *highShifted = b.CreateShl(highWide, 64);
  Value *lowWide = b.CreateZExt(low, i128);
  return b.CreateOr(highShifted, lowWide);
}

/// `n` / `d` (unsigned i128) before `at` for `d` < 2^64 (`dLow`): the
/// quotient's high word is one 64-bit divide, skipped when it is 0; its
/// remainder and `n`'s low word give the low word.
QuotientRemainder divideByWordDivisor(Instruction *at, Value *n, Value *dLow) {
  IRBuilder<> b(at);
  Type *i64 = b.getInt64Ty();
  Value *nLow = b.CreateTrunc(n, i64);
  Value *nHighWide = b.CreateLShr(n, 64);
  Value *nHigh = b.CreateTrunc(nHighWide, i64);
  Value *highNeedsDivide = b.CreateICmpUGE(nHigh, dLow);
  BasicBlock *head = at->getParent();
  Instruction *divideTerm = SplitBlockAndInsertIfThen(highNeedsDivide, at, /*Unreachable=*/false);
  b.SetInsertPoint(divideTerm);
  Value *divided = b.CreateUDiv(nHigh, dLow);
  Value *dividedTimesD = b.CreateMul(divided, dLow);
  Value *dividedRest = b.CreateSub(nHigh, dividedTimesD);
  b.SetInsertPoint(at);
  PHINode *quotientHigh = b.CreatePHI(i64, 2);
  quotientHigh->addIncoming(b.getInt64(0), head);
  quotientHigh->addIncoming(divided, divideTerm->getParent());
  PHINode *carried = b.CreatePHI(i64, 2);
  carried->addIncoming(nHigh, head);
  carried->addIncoming(dividedRest, divideTerm->getParent());
  QuotientRemainder low = divideTwoWordsByWord(b, carried, nLow, dLow);
  Value *quotient = joinWords(b, quotientHigh, low.quotient);
  Value *remainder = b.CreateZExt(low.remainder, b.getInt128Ty());
  return {quotient, remainder};
}

/// `n` / `d` (unsigned i128) for `d` >= 2^64, whose quotient fits a word: the
/// two-word by one-word quotient of n/2 by d's top 64 bits, shifted back, is
/// the quotient or one more than it (Hacker's Delight 9-5); one decrement and
/// one comparison of the remainder make it exact.
QuotientRemainder divideByWideDivisor(IRBuilder<> &b, Value *n, Value *d, Value *dHigh, Value *dLow) {
  Type *i64 = b.getInt64Ty();
  Type *i128 = b.getInt128Ty();
  Value *shift = b.CreateBinaryIntrinsic(Intrinsic::ctlz, dHigh, b.getTrue());
  Value *dHighShifted = b.CreateShl(dHigh, shift);
  Value *dLowHalf = b.CreateLShr(dLow, 1);
  Value *backShift = b.CreateSub(b.getInt64(63), shift);
  Value *dSpill = b.CreateLShr(dLowHalf, backShift);
  Value *dTop = b.CreateOr(dHighShifted, dSpill);
  Value *nHalf = b.CreateLShr(n, 1);
  Value *nHalfLow = b.CreateTrunc(nHalf, i64);
  Value *nHalfHighWide = b.CreateLShr(nHalf, 64);
  Value *nHalfHigh = b.CreateTrunc(nHalfHighWide, i64);
  QuotientRemainder estimate = divideTwoWordsByWord(b, nHalfHigh, nHalfLow, dTop);
  Value *q = b.CreateLShr(estimate.quotient, backShift);
  Value *nonZero = b.CreateICmpNE(q, b.getInt64(0));
  Value *decrement = b.CreateZExt(nonZero, i64);
  q = b.CreateSub(q, decrement);
  Value *qWide = b.CreateZExt(q, i128);
  Value *qTimesD = b.CreateMul(qWide, d);
  Value *remainder = b.CreateSub(n, qTimesD);
  Value *oneShort = b.CreateICmpUGE(remainder, d);
  Value *increment = b.CreateZExt(oneShort, i64);
  q = b.CreateAdd(q, increment);
  Value *reduced = b.CreateSub(remainder, d);
  remainder = b.CreateSelect(oneShort, reduced, remainder);
  Value *quotient = b.CreateZExt(q, i128);
  return {quotient, remainder};
}

/// `n` / `d` and `n` % `d` (unsigned i128) before `at`; only the word-divisor
/// path when `divisorFitsWord`.
QuotientRemainder divideUnsigned(Instruction *at, Value *n, Value *d, bool divisorFitsWord) {
  IRBuilder<> b(at);
  Type *i64 = b.getInt64Ty();
  Value *dLow = b.CreateTrunc(d, i64);
  if (divisorFitsWord)
    return divideByWordDivisor(at, n, dLow);
  Value *dHighWide = b.CreateLShr(d, 64);
  Value *dHigh = b.CreateTrunc(dHighWide, i64);
  Value *fits = b.CreateICmpEQ(dHigh, b.getInt64(0));
  Instruction *wordTerm = nullptr;
  Instruction *wideTerm = nullptr;
  SplitBlockAndInsertIfThenElse(fits, at, &wordTerm, &wideTerm);
  QuotientRemainder word = divideByWordDivisor(wordTerm, n, dLow);
  IRBuilder<> wideBuilder(wideTerm);
  QuotientRemainder wide = divideByWideDivisor(wideBuilder, n, d, dHigh, dLow);
  b.SetInsertPoint(at);
  PHINode *quotient = b.CreatePHI(b.getInt128Ty(), 2);
  quotient->addIncoming(word.quotient, wordTerm->getParent());
  quotient->addIncoming(wide.quotient, wideTerm->getParent());
  PHINode *remainder = b.CreatePHI(b.getInt128Ty(), 2);
  remainder->addIncoming(word.remainder, wordTerm->getParent());
  remainder->addIncoming(wide.remainder, wideTerm->getParent());
  return {quotient, remainder};
}

bool isDivision(Instruction::BinaryOps opcode) {
  return opcode == Instruction::UDiv || opcode == Instruction::SDiv;
}

bool isSigned(Instruction::BinaryOps opcode) {
  return opcode == Instruction::SDiv || opcode == Instruction::SRem;
}

/// 65..128-bit divisions and remainders that instruction selection would
/// expand bit by bit; a constant power of two (negated too, when signed) it
/// divides by with shifts.
bool isWide(const BinaryOperator &op) {
  Instruction::BinaryOps opcode = op.getOpcode();
  if (opcode != Instruction::UDiv && opcode != Instruction::URem && opcode != Instruction::SDiv &&
      opcode != Instruction::SRem)
    return false;
  auto *type = dyn_cast<IntegerType>(op.getType());
  if (!type || type->getBitWidth() <= 64 || type->getBitWidth() > 128)
    return false;
  if (auto *c = dyn_cast<ConstantInt>(op.getOperand(1)))
    return !(c->getValue().isPowerOf2() || (isSigned(opcode) && c->getValue().isNegatedPowerOf2()));
  return true;
}

/// Rewrites `op`, and `partner` (the other of the quotient and remainder of
/// the same operands, after `op` in its block) if there is one.
void expand(BinaryOperator *op, BinaryOperator *partner, const DataLayout &layout) {
  IRBuilder<> b(op);
  Type *i128 = b.getInt128Ty();
  bool isSignedOp = isSigned(op->getOpcode());
  Value *n = op->getOperand(0);
  Value *d = op->getOperand(1);
  if (op->getType() != i128) {
    n = isSignedOp ? b.CreateSExt(n, i128) : b.CreateZExt(n, i128);
    d = isSignedOp ? b.CreateSExt(d, i128) : b.CreateZExt(d, i128);
  }
  bool divisorFitsWord;
  Value *negativeN = nullptr;
  Value *negativeD = nullptr;
  if (isSignedOp) {
    // |d| < 2^64 when d is a sign extension of 64 bits or fewer.
    divisorFitsWord = ComputeNumSignBits(d, layout) > 64;
    Value *zero = ConstantInt::get(i128, 0);
    if (!computeKnownBits(n, layout).isNonNegative()) {
      negativeN = b.CreateICmpSLT(n, zero);
      Value *negated = b.CreateNeg(n);
      n = b.CreateSelect(negativeN, negated, n);
    }
    if (!computeKnownBits(d, layout).isNonNegative()) {
      negativeD = b.CreateICmpSLT(d, zero);
      Value *negated = b.CreateNeg(d);
      d = b.CreateSelect(negativeD, negated, d);
    }
  } else {
    divisorFitsWord = computeKnownBits(d, layout).countMinLeadingZeros() >= 64;
  }
  QuotientRemainder result = divideUnsigned(op, n, d, divisorFitsWord);
  b.SetInsertPoint(op);
  Value *quotient = result.quotient;
  Value *remainder = result.remainder;
  if (isSignedOp) {
    Value *negativeQ = negativeN;
    if (negativeN && negativeD)
      negativeQ = b.CreateXor(negativeN, negativeD);
    else if (negativeD)
      negativeQ = negativeD;
    if (negativeQ) {
      Value *negated = b.CreateNeg(quotient);
      quotient = b.CreateSelect(negativeQ, negated, quotient);
    }
    if (negativeN) {
      Value *negated = b.CreateNeg(remainder);
      remainder = b.CreateSelect(negativeN, negated, remainder);
    }
  }
  for (BinaryOperator *done : {op, partner}) {
    if (!done)
      continue;
    Value *value = isDivision(done->getOpcode()) ? quotient : remainder;
    if (done->getType() != i128)
      value = b.CreateTrunc(value, done->getType());
    done->replaceAllUsesWith(value);
  }
  op->eraseFromParent();
  if (partner)
    partner->eraseFromParent();
}
} // namespace

PreservedAnalyses kiln::WideIntDivisionPass::run(Function &f, FunctionAnalysisManager &) {
  SmallVector<BinaryOperator *> wide;
  for (Instruction &inst : instructions(f))
    if (auto *op = dyn_cast<BinaryOperator>(&inst); op && isWide(*op))
      wide.push_back(op);
  if (wide.empty())
    return PreservedAnalyses::all();
  // A quotient and remainder of the same operands in one block share one
  // expansion, at the first of the two.
  SmallPtrSet<BinaryOperator *, 4> partners;
  SmallVector<std::pair<BinaryOperator *, BinaryOperator *>> work;
  for (auto [i, op] : llvm::enumerate(wide)) {
    if (partners.contains(op))
      continue;
    BinaryOperator *partner = nullptr;
    for (BinaryOperator *later : ArrayRef(wide).drop_front(i + 1))
      if (later->getParent() == op->getParent() && !partners.contains(later) &&
          isSigned(later->getOpcode()) == isSigned(op->getOpcode()) &&
          isDivision(later->getOpcode()) != isDivision(op->getOpcode()) &&
          later->getOperand(0) == op->getOperand(0) && later->getOperand(1) == op->getOperand(1)) {
        partner = later;
        partners.insert(later);
        break;
      }
    work.push_back({op, partner});
  }
  const DataLayout &layout = f.getDataLayout();
  for (auto [op, partner] : work)
    expand(op, partner, layout);
  return PreservedAnalyses::none();
}
