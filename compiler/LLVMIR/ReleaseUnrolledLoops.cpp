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

/// `id` without the marker and (when `release`) unroll.disable; nullptr when
/// nothing is left.
MDNode *released(MDNode *id, bool release) {
  SmallVector<Metadata *> ops = {nullptr};
  for (const MDOperand &op : drop_begin(id->operands())) {
    StringRef name = attrName(op);
    if (name != kiln::kPtxasMayUnrollAttr && (!release || name != "llvm.loop.unroll.disable"))
      ops.push_back(op.get());
  }
  if (ops.size() == 1)
    return nullptr;
  MDNode *result = MDNode::getDistinct(id->getContext(), ops);
  result->replaceOperandWith(0, result);
  return result;
}

/// Whether a block of `loop` other than its latch ends in a conditional
/// branch or a switch: a body with an `if` in each unrolled copy.
bool branchesInsideBody(const Loop &loop) {
  const BasicBlock *latch = loop.getLoopLatch();
  for (const BasicBlock *bb : loop.blocks()) {
    if (bb == latch)
      continue;
    const Instruction *term = bb->getTerminator();
    if (isa<SwitchInst>(term) || (isa<BranchInst>(term) && cast<BranchInst>(term)->isConditional()))
      return true;
  }
  return false;
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

PreservedAnalyses kiln::ReleaseUnrolledLoopsPass::run(Function &f, FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  // The replacement of each loop ID, kept and released.
  DenseMap<MDNode *, MDNode *> replacement[2];
  bool changed = false;
  for (BasicBlock &bb : f) {
    Instruction *term = bb.getTerminator();
    MDNode *id = term ? term->getMetadata(LLVMContext::MD_loop) : nullptr;
    if (!id || !hasAttr(id, kPtxasMayUnrollAttr))
      continue;
    // ptxas unrolls a loop with an `if` in its body further when the body is
    // small, then if-converts every copy under one reused predicate register:
    // each copy's loads wait for the previous copy's fma (cg_grid_sync_jacobi's
    // `if (j != row) off += a[j] * x[j]`, x4 by Kiln then x4 by ptxas: one
    // load pair in flight, 0.61x nvcc). nvcc's copies of such loops are big
    // enough that ptxas leaves them at x4; Kiln's keep their nounroll.
    Loop *loop = loops.getLoopFor(&bb);
    bool release = !(loop && loop->getLoopLatch() == &bb && branchesInsideBody(*loop));
    auto [it, inserted] = replacement[release].try_emplace(id, nullptr);
    if (inserted)
      it->second = released(id, release);
    term->setMetadata(LLVMContext::MD_loop, it->second);
    changed = true;
  }
  return changed ? PreservedAnalyses::allInSet<CFGAnalyses>() : PreservedAnalyses::all();
}
