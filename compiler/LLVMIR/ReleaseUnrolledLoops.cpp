//===- ReleaseUnrolledLoops.cpp - let ptxas unroll Kiln-unrolled loops ---===//
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace {
/// The attribute name of a loop ID operand (`!{!"llvm.loop.unroll.disable"}`).
StringRef attrName(const MDOperand &op) {
  if (auto *node = dyn_cast<MDNode>(op.get()))
    if (node->getNumOperands() > 0)
      if (auto *name = dyn_cast<MDString>(node->getOperand(0).get()))
        return name->getString();
  return "";
}

bool hasAttr(MDNode *id, StringRef name) {
  for (const MDOperand &op : drop_begin(id->operands()))
    if (attrName(op) == name)
      return true;
  return false;
}

/// `id` without the marker and unroll.disable; nullptr when nothing is left.
MDNode *released(MDNode *id) {
  SmallVector<Metadata *> ops = {nullptr};
  for (const MDOperand &op : drop_begin(id->operands())) {
    StringRef name = attrName(op);
    if (name != kiln::kPtxasMayUnrollAttr && name != "llvm.loop.unroll.disable")
      ops.push_back(op.get());
  }
  if (ops.size() == 1)
    return nullptr;
  MDNode *result = MDNode::getDistinct(id->getContext(), ops);
  result->replaceOperandWith(0, result);
  return result;
}
} // namespace

MDNode *kiln::unrolledLoopFollowup(LLVMContext &ctx) {
  Metadata *ops[] = {
      MDString::get(ctx, "llvm.loop.unroll.followup_unrolled"),
      MDNode::get(ctx, MDString::get(ctx, "llvm.loop.unroll.disable")),
      MDNode::get(ctx, MDString::get(ctx, kPtxasMayUnrollAttr))};
  return MDNode::get(ctx, ops);
}

void kiln::markPtxasMayUnroll(Loop &loop) {
  addStringMetadataToLoop(&loop, kPtxasMayUnrollAttr);
}

PreservedAnalyses kiln::ReleaseUnrolledLoopsPass::run(Function &f, FunctionAnalysisManager &) {
  DenseMap<MDNode *, MDNode *> replacement;
  bool changed = false;
  for (BasicBlock &bb : f) {
    Instruction *term = bb.getTerminator();
    MDNode *id = term ? term->getMetadata(LLVMContext::MD_loop) : nullptr;
    if (!id || !hasAttr(id, kPtxasMayUnrollAttr))
      continue;
    auto [it, inserted] = replacement.try_emplace(id, nullptr);
    if (inserted)
      it->second = released(id);
    term->setMetadata(LLVMContext::MD_loop, it->second);
    changed = true;
  }
  return changed ? PreservedAnalyses::allInSet<CFGAnalyses>() : PreservedAnalyses::all();
}
