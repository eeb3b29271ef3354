//===- NaturalAggregateReturns.cpp - returned structs in natural types ----===//
#include "compiler/LLVMIR/NaturalAggregateReturns.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace kiln {
namespace {

class Twins {
public:
  explicit Twins(const DataLayout &dl) : dl(dl) {}

  /// `t` with every struct inside it (itself included) non-packed where that
  /// keeps each element's offset and the struct's size; `t` when nothing
  /// changes.
  Type *natural(Type *t) {
    auto it = cache.find(t);
    if (it != cache.end())
      return it->second;
    Type *result = t;
    if (auto *array = dyn_cast<ArrayType>(t)) {
      Type *elem = natural(array->getElementType());
      if (elem != array->getElementType())
        result = ArrayType::get(elem, array->getNumElements());
    } else if (auto *st = dyn_cast<StructType>(t); st && !st->isOpaque()) {
      SmallVector<Type *> elems;
      for (Type *e : st->elements())
        elems.push_back(natural(e));
      auto *candidate = StructType::get(t->getContext(), elems, /*isPacked=*/false);
      if (sameLayout(st, candidate))
        result = candidate;
      else if (st->isPacked())
        result = StructType::get(t->getContext(), elems, /*isPacked=*/true);
    }
    cache[t] = result;
    return result;
  }

private:
  bool sameLayout(StructType *a, StructType *b) {
    if (dl.getTypeAllocSize(a) != dl.getTypeAllocSize(b))
      return false;
    const StructLayout *la = dl.getStructLayout(a), *lb = dl.getStructLayout(b);
    for (unsigned i = 0, e = a->getNumElements(); i < e; ++i)
      if (la->getElementOffset(i) != lb->getElementOffset(i))
        return false;
    return true;
  }

  const DataLayout &dl;
  DenseMap<Type *, Type *> cache;
};

/// `v` as type `to`, an aggregate of the same elements (maybe packed
/// differently): element by element.
Value *convert(IRBuilder<> &b, Value *v, Type *to) {
  if (v->getType() == to)
    return v;
  Value *out = PoisonValue::get(to);
  unsigned n = isa<StructType>(to) ? cast<StructType>(to)->getNumElements()
                                   : unsigned(cast<ArrayType>(to)->getNumElements());
  for (unsigned i = 0; i < n; ++i) {
    Type *elemTo = isa<StructType>(to) ? cast<StructType>(to)->getElementType(i)
                                       : cast<ArrayType>(to)->getElementType();
    Value *elem = b.CreateExtractValue(v, i);
    Value *converted = convert(b, elem, elemTo);
    out = b.CreateInsertValue(out, converted, i);
  }
  return out;
}

FunctionType *withReturn(FunctionType *ft, Type *ret) {
  return FunctionType::get(ret, ft->params(), ft->isVarArg());
}

} // namespace

PreservedAnalyses NaturalAggregateReturnsPass::run(Module &m, ModuleAnalysisManager &) {
  Twins twins(m.getDataLayout());
  auto naturalReturn = [&](FunctionType *ft) -> Type * {
    Type *ret = ft->getReturnType();
    if (!isa<StructType>(ret) && !isa<ArrayType>(ret))
      return nullptr;
    Type *natural = twins.natural(ret);
    return natural == ret ? nullptr : natural;
  };
  bool changed = false;

  // Call sites first, while each still names its callee's old type.
  SmallVector<CallInst *> calls;
  for (Function &f : m)
    for (Instruction &inst : instructions(f))
      if (auto *call = dyn_cast<CallInst>(&inst))
        if (!call->isInlineAsm() && !(call->getCalledFunction() &&
                                      call->getCalledFunction()->isIntrinsic()) &&
            naturalReturn(call->getFunctionType()))
          calls.push_back(call);
  for (CallInst *call : calls) {
    Type *old = call->getType();
    FunctionType *ft = withReturn(call->getFunctionType(), naturalReturn(call->getFunctionType()));
    SmallVector<Value *> args(call->args());
    SmallVector<OperandBundleDef> bundles;
    call->getOperandBundlesAsDefs(bundles);
    IRBuilder<> b(call);
    CallInst *replacement = b.CreateCall(ft, call->getCalledOperand(), args, bundles);
    replacement->setAttributes(call->getAttributes());
    replacement->setCallingConv(call->getCallingConv());
    replacement->setTailCallKind(call->getTailCallKind());
    replacement->copyMetadata(*call);
    Value *back = convert(b, replacement, old);
    call->replaceAllUsesWith(back);
    replacement->takeName(call);
    call->eraseFromParent();
    changed = true;
  }

  SmallVector<Function *> functions;
  for (Function &f : m)
    if (!f.isIntrinsic() && naturalReturn(f.getFunctionType()))
      functions.push_back(&f);
  for (Function *f : functions) {
    FunctionType *ft = withReturn(f->getFunctionType(), naturalReturn(f->getFunctionType()));
    Function *nf = Function::Create(ft, f->getLinkage(), f->getAddressSpace(), "");
    m.getFunctionList().insert(f->getIterator(), nf);
    nf->copyAttributesFrom(f);
    nf->takeName(f);
    nf->splice(nf->begin(), f);
    for (auto [from, to] : llvm::zip(f->args(), nf->args())) {
      from.replaceAllUsesWith(&to);
      to.takeName(&from);
    }
    SmallVector<ReturnInst *> rets;
    for (BasicBlock &bb : *nf)
      if (auto *ret = dyn_cast<ReturnInst>(bb.getTerminator()))
        rets.push_back(ret);
    for (ReturnInst *ret : rets) {
      IRBuilder<> b(ret);
      Value *v = convert(b, ret->getReturnValue(), ft->getReturnType());
      b.CreateRet(v);
      ret->eraseFromParent();
    }
    // Uses are pointers (opaque): calls (already of the new type) and
    // tables of functions alike.
    f->replaceAllUsesWith(nf);
    f->eraseFromParent();
    changed = true;
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace kiln
