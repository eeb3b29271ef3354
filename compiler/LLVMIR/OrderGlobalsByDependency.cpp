//===- OrderGlobalsByDependency.cpp - globals after what they point to ----===//
#include "compiler/LLVMIR/OrderGlobalsByDependency.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace kiln {
namespace {

/// The global variables `c` refers to, in operand order (NVPTX's printer
/// looks through the same constants: expressions, aggregates, globals).
void collectReferencedGlobals(const Constant *c, SmallVectorImpl<GlobalVariable *> &out,
                              DenseSet<const Constant *> &seen) {
  if (!seen.insert(c).second)
    return;
  if (auto *gv = dyn_cast<GlobalVariable>(c)) {
    out.push_back(const_cast<GlobalVariable *>(gv));
    return;
  }
  if (isa<GlobalValue>(c))
    return;
  for (const Use &op : c->operands())
    if (auto *opc = dyn_cast<Constant>(op.get()))
      collectReferencedGlobals(opc, out, seen);
}

/// Appends `gv` to `order` after the globals it refers to. An explicit stack
/// rather than recursion: a chain of thousands of globals (a linked table)
/// must not overflow kilnc's stack.
void visit(GlobalVariable *root, SmallVectorImpl<GlobalVariable *> &order,
           DenseSet<GlobalVariable *> &placed) {
  struct Frame {
    GlobalVariable *gv;
    SmallVector<GlobalVariable *, 4> deps;
    unsigned next = 0;
  };
  DenseSet<GlobalVariable *> onStack;
  SmallVector<Frame, 8> stack;
  auto push = [&](GlobalVariable *gv) {
    Frame f{gv, {}, 0};
    if (gv->hasInitializer()) {
      DenseSet<const Constant *> seen;
      collectReferencedGlobals(gv->getInitializer(), f.deps, seen);
    }
    onStack.insert(gv);
    stack.push_back(std::move(f));
  };
  push(root);
  while (!stack.empty()) {
    Frame &top = stack.back();
    if (top.next < top.deps.size()) {
      GlobalVariable *dep = top.deps[top.next++];
      // Already placed, or on the stack (a cycle: its order stays).
      if (!placed.contains(dep) && !onStack.contains(dep))
        push(dep);
      continue;
    }
    GlobalVariable *done = top.gv;
    stack.pop_back();
    onStack.erase(done);
    if (placed.insert(done).second)
      order.push_back(done);
  }
}

} // namespace

PreservedAnalyses OrderGlobalsByDependencyPass::run(Module &m, ModuleAnalysisManager &) {
  SmallVector<GlobalVariable *> original;
  for (GlobalVariable &gv : m.globals())
    original.push_back(&gv);
  SmallVector<GlobalVariable *> order;
  DenseSet<GlobalVariable *> placed;
  for (GlobalVariable *gv : original)
    if (!placed.contains(gv))
      visit(gv, order, placed);
  if (order == original)
    return PreservedAnalyses::all();
  for (GlobalVariable *gv : order) {
    m.removeGlobalVariable(gv);
    m.insertGlobalVariable(gv);
  }
  return PreservedAnalyses::all();
}

} // namespace kiln
