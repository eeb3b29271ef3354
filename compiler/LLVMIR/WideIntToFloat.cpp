//===- WideIntToFloat.cpp - __int128 to float/double on 64-bit ops --------===//
#include "compiler/LLVMIR/WideIntToFloat.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace {
/// `x` (an unsigned integer of 65..128 bits, zero-extended to i128) as `dst`,
/// rounded to nearest even.
Value *unsignedToFloat(IRBuilder<> &b, Value *x, Type *dst) {
  Type *i64 = b.getInt64Ty();
  Value *lo = b.CreateTrunc(x, i64);
  Value *hi = b.CreateTrunc(b.CreateLShr(x, 64), i64);
  // hi != 0: the 64 bits below the leading one of hi form `top`; the bits of
  // lo shifted out below it only matter as a sticky bit, which bit 0 of top
  // carries (the rounding position is bit 11 or higher for float and double).
  Value *lead = b.CreateBinaryIntrinsic(Intrinsic::ctlz, hi, b.getTrue());
  Value *leadIsZero = b.CreateICmpEQ(lead, b.getInt64(0));
  Value *shiftedHi = b.CreateShl(hi, lead);
  // lo >> (64 - lead) with lead == 0 would be poison: select it away.
  Value *fromLo = b.CreateLShr(lo, b.CreateSub(b.getInt64(64), lead));
  Value *top = b.CreateSelect(leadIsZero, hi, b.CreateOr(shiftedHi, fromLo));
  Value *rest = b.CreateShl(lo, lead);
  Value *sticky = b.CreateZExt(b.CreateICmpNE(rest, b.getInt64(0)), i64);
  Value *rounded = b.CreateUIToFP(b.CreateOr(top, sticky), dst);
  // Scale by 2^(64 - lead) (1..64): exact, or infinity when rounding carried
  // a float past its range, as IEEE rounding does.
  Value *scale = b.CreateSub(b.getInt64(64), lead);
  Value *power;
  if (dst->isDoubleTy()) {
    power = b.CreateBitCast(b.CreateShl(b.CreateAdd(scale, b.getInt64(1023)), 52), dst);
  } else {
    Value *scale32 = b.CreateTrunc(scale, b.getInt32Ty());
    power = b.CreateBitCast(b.CreateShl(b.CreateAdd(scale32, b.getInt32(127)), 23), dst);
  }
  Value *wide = b.CreateFMul(rounded, power);
  Value *small = b.CreateUIToFP(lo, dst);
  return b.CreateSelect(b.CreateICmpEQ(hi, b.getInt64(0)), small, wide);
}
} // namespace

bool kiln::expandWideIntToFloat(Function &f) {
  SmallVector<CastInst *> casts;
  for (BasicBlock &block : f)
    for (Instruction &inst : block) {
      auto *cast = dyn_cast<CastInst>(&inst);
      if (!cast || (!isa<SIToFPInst>(cast) && !isa<UIToFPInst>(cast)))
        continue;
      auto *from = dyn_cast<IntegerType>(cast->getSrcTy());
      Type *to = cast->getDestTy();
      if (!from || from->getBitWidth() <= 64 || from->getBitWidth() > 128 ||
          !(to->isFloatTy() || to->isDoubleTy()))
        continue;
      casts.push_back(cast);
    }
  for (CastInst *cast : casts) {
    IRBuilder<> b(cast);
    Type *i128 = b.getInt128Ty();
    Value *x = cast->getOperand(0);
    Type *dst = cast->getDestTy();
    Value *result;
    if (isa<SIToFPInst>(cast)) {
      Value *wide = b.CreateSExt(x, i128);
      Value *negative = b.CreateICmpSLT(wide, ConstantInt::get(i128, 0));
      // |INT128_MIN| is 2^127, right as an unsigned value.
      Value *magnitude = b.CreateSelect(negative, b.CreateNeg(wide), wide);
      Value *value = unsignedToFloat(b, magnitude, dst);
      result = b.CreateSelect(negative, b.CreateFNeg(value), value);
    } else {
      result = unsignedToFloat(b, b.CreateZExt(x, i128), dst);
    }
    cast->replaceAllUsesWith(result);
    cast->eraseFromParent();
  }
  return !casts.empty();
}
