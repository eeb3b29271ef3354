//===- ReleaseUnrolledLoops.cpp - let ptxas unroll Kiln-unrolled loops ---===//
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
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

// Of the seven predicate registers, what ptxas needs left for the copies of
// an `if` when it unrolls a loop further.
constexpr unsigned kMaxPredicatesLiveAcross = 3;

/// The conditions (i1 values) live throughout `loop`: defined outside it or
/// an enclosing loop and used inside that loop, so held in a predicate
/// register across every iteration (LICM hoists loop-invariant compares;
/// NVPTX's MachineCSE and MachineLICM hoist them again if sunk).
unsigned predicatesLiveAcross(const Loop &loop) {
  SmallPtrSet<const Value *, 8> live;
  for (const Loop *outer = &loop; outer; outer = outer->getParentLoop())
    for (const BasicBlock *bb : outer->blocks())
      for (const Instruction &inst : *bb)
        for (const Value *op : inst.operands())
          if (auto *def = dyn_cast<Instruction>(op);
              def && def->getType()->isIntegerTy(1) && !outer->contains(def))
            live.insert(def);
  return live.size();
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
    // ptxas unrolls a loop with an `if` in its body further and if-converts
    // the copies, one predicate each. With most predicate registers held by
    // conditions live across the loop, it reuses the few left copy after
    // copy, and each copy's loads wait for the previous copy's fma
    // (cg_grid_sync_jacobi's `if (j != row) off += a[j] * x[j]` under five
    // live conditions, x4 by Kiln then x4 by ptxas: one load pair in flight,
    // 0.61x nvcc; nvcc's x4 copies there are big enough that ptxas leaves
    // them). Such loops keep their nounroll; ELL's `if (col < 0) continue;`
    // with none live is unrolled well, as nvcc's.
    Loop *loop = loops.getLoopFor(&bb);
    bool release = !(loop && loop->getLoopLatch() == &bb && branchesInsideBody(*loop) &&
                     predicatesLiveAcross(*loop) > kMaxPredicatesLiveAcross);
    auto [it, inserted] = replacement[release].try_emplace(id, nullptr);
    if (inserted)
      it->second = released(id, release);
    term->setMetadata(LLVMContext::MD_loop, it->second);
    changed = true;
  }
  return changed ? PreservedAnalyses::allInSet<CFGAnalyses>() : PreservedAnalyses::all();
}
