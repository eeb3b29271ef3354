//===- SwitchToIndependentIfs.cpp - small switches as nvcc's ifs ----------===//
#include "compiler/LLVMIR/SwitchToIndependentIfs.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/CFG.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {
/// Beyond these, a switch is the user's (or a real multi-way choice), and
/// the blocks too big for ptxas to predicate.
constexpr unsigned kMaxCases = 4;
constexpr unsigned kMaxCaseInstructions = 24;

/// A case block the rewrite can keep as the body of an if: entered only from
/// the switch, no phis, falling through to the default, small.
bool isIndependentCase(BasicBlock *block, BasicBlock *from, BasicBlock *join) {
  if (block == join || block->getSinglePredecessor() != from ||
      isa<PHINode>(block->front()) || block->size() > kMaxCaseInstructions)
    return false;
  auto *br = dyn_cast<BranchInst>(block->getTerminator());
  return br && br->isUnconditional() && br->getSuccessor(0) == join;
}

/// SimplifyCFG sinks what the cases share into one block after them (the
/// halo store, with the address a phi of the cases'): copies it back into
/// each case, so that each falls through to the default again. Only a small
/// block that the cases alone reach, used nowhere else, and ends in the
/// default.
bool unsinkSharedTail(SwitchInst *sw) {
  BasicBlock *join = sw->getDefaultDest();
  SmallVector<BasicBlock *, kMaxCases> bodies;
  for (auto c : sw->cases())
    bodies.push_back(c.getCaseSuccessor());
  auto *firstBr = dyn_cast<BranchInst>(bodies.front()->getTerminator());
  if (!firstBr || !firstBr->isUnconditional())
    return false;
  BasicBlock *tail = firstBr->getSuccessor(0);
  auto *tailBr = dyn_cast<BranchInst>(tail->getTerminator());
  if (tail == join || !tailBr || !tailBr->isUnconditional() ||
      tailBr->getSuccessor(0) != join || tail->size() > kMaxCaseInstructions)
    return false;
  SmallPtrSet<BasicBlock *, kMaxCases> bodySet(bodies.begin(), bodies.end());
  if (bodySet.size() != bodies.size() || pred_size(tail) != bodies.size())
    return false;
  for (BasicBlock *pred : predecessors(tail))
    if (!bodySet.contains(pred) ||
        pred->getTerminator()->getNumSuccessors() != 1)
      return false;
  for (Instruction &inst : *tail)
    for (User *user : inst.users())
      if (cast<Instruction>(user)->getParent() != tail)
        return false;
  for (BasicBlock *body : bodies) {
    ValueToValueMapTy map;
    for (PHINode &phi : tail->phis())
      map[&phi] = phi.getIncomingValueForBlock(body);
    Instruction *oldBr = body->getTerminator();
    for (Instruction &inst : *tail) {
      if (isa<PHINode>(inst))
        continue;
      Instruction *copy = inst.clone();
      copy->insertBefore(oldBr->getIterator());
      // Module-level metadata (the !dbg's subprogram) stays shared: mapped
      // without RF_NoModuleLevelChanges, -lineinfo's locations got a copy of
      // the subprogram and its compile unit, which the verifier rejects.
      RemapInstruction(copy, map, RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
      map[&inst] = copy;
    }
    oldBr->eraseFromParent(); // the copied branch to `join` replaces it
  }
  tail->eraseFromParent();
  return true;
}

bool rewrite(SwitchInst *sw) {
  BasicBlock *from = sw->getParent();
  BasicBlock *join = sw->getDefaultDest();
  unsigned numCases = sw->getNumCases();
  if (numCases == 0 || numCases > kMaxCases || isa<PHINode>(join->front()) ||
      join == from)
    return false;
  // Harmless on its own when the rewrite below then declines.
  bool unsunk = unsinkSharedTail(sw);
  SmallVector<std::pair<ConstantInt *, BasicBlock *>, kMaxCases> cases;
  for (auto c : sw->cases()) {
    if (!isIndependentCase(c.getCaseSuccessor(), from, join) ||
        llvm::any_of(cases, [&](auto &seen) {
          return seen.second == c.getCaseSuccessor();
        }))
      return unsunk;
    cases.push_back({c.getCaseValue(), c.getCaseSuccessor()});
  }
  // In ascending order, as the ifs of a source usually test their values.
  llvm::sort(cases, [](auto &a, auto &b) {
    return a.first->getValue().slt(b.first->getValue());
  });
  Value *value = sw->getCondition();
  LLVMContext &ctx = from->getContext();
  Function *f = from->getParent();
  BasicBlock *test = from;
  for (auto [i, entry] : llvm::enumerate(cases)) {
    auto [caseValue, body] = entry;
    BasicBlock *next =
        i + 1 == cases.size()
            ? join
            : BasicBlock::Create(ctx, from->getName() + ".if", f, join);
    IRBuilder<> b(test);
    if (test == from)
      b.SetInsertPoint(sw);
    Value *equal = b.CreateICmpEQ(value, caseValue);
    b.CreateCondBr(equal, body, next);
    // Laid out as written: test, body, next test, ... (block placement
    // keeps the fall-through into each body, as nvcc's PTX has it).
    body->moveAfter(test);
    if (next != join)
      next->moveAfter(body);
    // The body falls through to the next test (it already reaches the join
    // when it is the last).
    body->getTerminator()->setSuccessor(0, next);
    test = next;
  }
  sw->eraseFromParent();
  return true;
}
} // namespace

PreservedAnalyses kiln::SwitchToIndependentIfsPass::run(Function &f,
                                                        FunctionAnalysisManager &) {
  SmallVector<SwitchInst *> switches;
  for (BasicBlock &block : f)
    if (auto *sw = dyn_cast<SwitchInst>(block.getTerminator()))
      switches.push_back(sw);
  bool changed = false;
  for (SwitchInst *sw : switches)
    changed |= rewrite(sw);
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
