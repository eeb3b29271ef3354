//===- AlignAggregateParams.cpp - aggregates passed in aligned .param -----===//
#include "compiler/LLVMIR/AlignAggregateParams.h"

#include "llvm/IR/Attributes.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace kiln {
namespace {

/// The alignment of an aggregate's .param slot: the largest power of two
/// up to 16 that divides its size (a float4: 16, a float2: 8, three
/// floats: 4), never below its ABI alignment.
MaybeAlign slotAlign(Type *type, const DataLayout &dl) {
  if (!type->isAggregateType())
    return std::nullopt;
  uint64_t size = dl.getTypeAllocSize(type).getFixedValue();
  if (size == 0)
    return std::nullopt;
  uint64_t align = std::min<uint64_t>(16, uint64_t(1) << countr_zero(size));
  return std::max(Align(align), dl.getABITypeAlign(type));
}

/// Adds `alignstack` to the aggregate arguments and result of a function
/// or call site that carry none.
template <typename T>
bool alignAggregates(T &target, FunctionType *type, LLVMContext &ctx, const DataLayout &dl) {
  bool changed = false;
  for (unsigned i = 0, e = type->getNumParams(); i < e; ++i) {
    if (target.getAttributes().getParamStackAlignment(i) ||
        target.getAttributes().hasParamAttr(i, Attribute::ByVal))
      continue;
    if (MaybeAlign a = slotAlign(type->getParamType(i), dl)) {
      target.addParamAttr(i, Attribute::getWithStackAlignment(ctx, *a));
      changed = true;
    }
  }
  if (!target.getAttributes().getRetStackAlignment())
    if (MaybeAlign a = slotAlign(type->getReturnType(), dl)) {
      target.addRetAttr(Attribute::getWithStackAlignment(ctx, *a));
      changed = true;
    }
  return changed;
}

} // namespace

PreservedAnalyses AlignAggregateParamsPass::run(Module &m, ModuleAnalysisManager &) {
  const DataLayout &dl = m.getDataLayout();
  LLVMContext &ctx = m.getContext();
  bool changed = false;
  for (Function &f : m) {
    if (f.isIntrinsic())
      continue;
    // Kernel parameters follow the host's layout (SimtToNVVM sets them).
    if (f.getCallingConv() != CallingConv::PTX_Kernel)
      changed |= alignAggregates(f, f.getFunctionType(), ctx, dl);
    for (Instruction &inst : instructions(f))
      if (auto *call = dyn_cast<CallBase>(&inst))
        if (!isa<InlineAsm>(call->getCalledOperand()) &&
            !(call->getCalledFunction() && call->getCalledFunction()->isIntrinsic()))
          changed |= alignAggregates(*call, call->getFunctionType(), ctx, dl);
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace kiln
