//===- ValueSources.cpp - walk the values a value is computed from --------===//
#include "dialects/simt/Analysis/ValueSources.h"

#include "dialects/simt/IR/SimtDialect.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace kiln;

void SourceWalk::push(Value v) {
  if (v)
    work.push_back({v, curDepth + 1});
}

bool kiln::incomingValues(BlockArgument arg, SmallVectorImpl<Value> &out) {
  Block *block = arg.getOwner();
  bool known = true;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    Value in = branch ? branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()]
                      : Value();
    if (in)
      out.push_back(in);
    else
      known = false;
  }
  return known;
}

SourceWalkResult
kiln::walkValueSources(Value root, function_ref<SourceVisit(Value, SourceWalk &)> visit,
                       const SourceWalkOptions &options) {
  SourceWalk walk;
  llvm::SmallPtrSet<Value, 16> seen;
  bool opaque = false;
  size_t head = 0; // next item for a breadth-first walk
  if (root)
    walk.work.push_back({root, 0});
  while (head < walk.work.size()) {
    std::pair<Value, unsigned> item;
    if (options.breadthFirst) {
      item = walk.work[head++];
    } else {
      item = walk.work.pop_back_val();
    }
    Value cur = item.first;
    if (!seen.insert(cur).second)
      continue;
    if (seen.size() > options.maxValues)
      return SourceWalkResult::Capped;
    walk.curDepth = item.second;
    switch (visit(cur, walk)) {
    case SourceVisit::Stop:
      return SourceWalkResult::Stopped;
    case SourceVisit::Skip:
      continue;
    case SourceVisit::Follow:
      break;
    }
    if (auto arg = dyn_cast<BlockArgument>(cur)) {
      if (arg.getOwner()->isEntryBlock())
        continue;
      SmallVector<Value, 4> in;
      opaque |= !incomingValues(arg, in);
      for (Value v : in)
        walk.push(v);
      continue;
    }
    for (Value operand : cur.getDefiningOp()->getOperands())
      walk.push(operand);
  }
  return opaque ? SourceWalkResult::Opaque : SourceWalkResult::Complete;
}

Value kiln::stripPtrCasts(Value p) {
  while (auto cast = p.getDefiningOp<simt::PtrCastOp>())
    p = cast.getSource();
  return p;
}
