//===- RouteCastsThroughGeneric.cpp - specific-to-global casts ------------===//
#include "compiler/LLVMIR/RouteCastsThroughGeneric.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
constexpr unsigned kGeneric = 0;

/// Whether a cast from `from` to `to` joins two distinct specific spaces.
bool crossesSpecificSpaces(Type *from, Type *to) {
  unsigned src = from->getPointerAddressSpace();
  unsigned dst = to->getPointerAddressSpace();
  return src != dst && src != kGeneric && dst != kGeneric;
}

/// `value` cast to `type` through the generic space, before `at`.
Value *throughGeneric(Value *value, Type *type, Instruction *at) {
  auto *generic = new AddrSpaceCastInst(
      value, PointerType::get(value->getContext(), kGeneric), "", at->getIterator());
  if (!isa<Constant>(value))
    return new AddrSpaceCastInst(generic, type, "", at->getIterator());
  // The backend's EarlyCSE folds casts of a constant back into one constant
  // cast; the generic address as an integer stays (nvcc's PTX loads from the
  // generic address as a global one too).
  LLVMContext &context = value->getContext();
  auto *bits = new PtrToIntInst(generic, Type::getInt64Ty(context), "", at->getIterator());
  return new IntToPtrInst(bits, type, "", at->getIterator());
}
} // namespace

PreservedAnalyses kiln::RouteCastsThroughGenericPass::run(Function &f,
                                                          FunctionAnalysisManager &) {
  SmallVector<AddrSpaceCastInst *> casts;
  SmallVector<std::pair<Instruction *, unsigned>> constantUses;
  for (BasicBlock &block : f)
    for (Instruction &inst : block) {
      if (auto *cast = dyn_cast<AddrSpaceCastInst>(&inst);
          cast && crossesSpecificSpaces(cast->getSrcTy(), cast->getDestTy()))
        casts.push_back(cast);
      for (unsigned i = 0, e = inst.getNumOperands(); i != e; ++i)
        if (auto *expr = dyn_cast<ConstantExpr>(inst.getOperand(i));
            expr && expr->getOpcode() == Instruction::AddrSpaceCast &&
            crossesSpecificSpaces(expr->getOperand(0)->getType(), expr->getType()))
          constantUses.push_back({&inst, i});
    }
  for (AddrSpaceCastInst *cast : casts) {
    cast->replaceAllUsesWith(throughGeneric(cast->getPointerOperand(), cast->getType(), cast));
    cast->eraseFromParent();
  }
  for (auto [user, index] : constantUses) {
    auto *expr = cast<ConstantExpr>(user->getOperand(index));
    // A phi's operand is computed at the end of its incoming block.
    Instruction *at = user;
    if (auto *phi = dyn_cast<PHINode>(user))
      at = phi->getIncomingBlock(index)->getTerminator();
    user->setOperand(index, throughGeneric(expr->getOperand(0), expr->getType(), at));
  }
  if (casts.empty() && constantUses.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses kept;
  kept.preserveSet<CFGAnalyses>();
  return kept;
}
