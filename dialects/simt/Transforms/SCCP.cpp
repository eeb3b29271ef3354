//===- SCCP.cpp - constant propagation that follows forwarding folds -----===//
//
// Upstream `sccp` simulates an op by folding it with the constants its
// operands hold so far. A fold may answer with a value that is not one of
// the op's operands: `llvm.extractvalue %s[0]` of `%s = llvm.insertvalue %v,
// %undef[0]` answers `%v`. Upstream joins `%v`'s lattice into the result once
// and registers no dependency on it, and the op's own operand (`%s`, whose
// fold fails: overdefined from the start) never changes, so the op is never
// simulated again. With `%v` a loop-carried block argument seen first with
// its entry constant, the extracted value keeps that constant after the back
// edge makes `%v` overdefined, and the rewrite replaces it: Kiln's structs
// are built and taken apart with insertvalue/extractvalue, and a `MinMax`
// accumulator became the constant FLT_MAX on the H200
// (test/Dialect/simt/simt-sccp.mlir). The analysis here subscribes to the
// forwarded value, and undoes every in-place change a fold made with
// speculative constants, whatever the fold returned.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/FoldUtils.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTSCCP
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace mlir::dataflow;

namespace {
using ConstantLattice = Lattice<ConstantValue>;

class ForwardingConstantPropagation : public SparseConstantPropagation {
public:
  using SparseConstantPropagation::SparseConstantPropagation;

  LogicalResult
  visitOperation(Operation *op, ArrayRef<const ConstantLattice *> operands,
                 ArrayRef<ConstantLattice *> results) override {
    // A fold of an op with regions may rewrite them: not a simulation.
    if (op->getNumRegions() != 0) {
      setAllToEntryStates(results);
      return success();
    }
    SmallVector<Attribute> constants;
    constants.reserve(operands.size());
    for (const ConstantLattice *operand : operands) {
      // Wait until every operand has been reached.
      if (operand->getValue().isUninitialized())
        return success();
      constants.push_back(operand->getValue().getConstantValue());
    }

    SmallVector<Value> savedOperands(op->getOperands());
    DictionaryAttr savedAttrs = op->getAttrDictionary();
    SmallVector<OpFoldResult> folded;
    LogicalResult foldStatus = op->fold(constants, folded);
    // The constants are speculative: whatever the folder changed in place
    // (an operand looked through, an attribute), put it back.
    if (!llvm::equal(op->getOperands(), savedOperands))
      op->setOperands(savedOperands);
    if (op->getAttrDictionary() != savedAttrs)
      op->setAttrs(savedAttrs);
    if (failed(foldStatus) || folded.size() != results.size()) {
      setAllToEntryStates(results);
      return success();
    }

    for (auto [lattice, result] : llvm::zip_equal(results, folded)) {
      if (auto attr = dyn_cast<Attribute>(result)) {
        propagateIfChanged(lattice,
                           lattice->join(ConstantValue(attr, op->getDialect())));
        continue;
      }
      Value forwarded = cast<Value>(result);
      // Only an in-place fold answers with the op's own result.
      if (forwarded.getDefiningOp() == op) {
        setToEntryState(lattice);
        continue;
      }
      // The dependency is the fix: when `forwarded` changes (a loop-carried
      // value reaching overdefined), this op is simulated again.
      join(lattice, *getLatticeElementFor(getProgramPointAfter(op), forwarded));
    }
    return success();
  }
};

/// Replaces `value` by a constant when the analysis proved it one.
bool replaceByConstant(DataFlowSolver &solver, OperationFolder &folder,
                       Block *block, Value value) {
  const auto *lattice = solver.lookupState<ConstantLattice>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return false;
  Attribute attr = lattice->getValue().getConstantValue();
  if (!attr)
    return false;
  Value constant = folder.getOrCreateConstant(
      block, lattice->getValue().getConstantDialect(), attr, value.getType());
  if (!constant)
    return false;
  value.replaceAllUsesWith(constant);
  return true;
}

struct SimtSCCP : kiln::simt::impl::SimtSCCPBase<SimtSCCP> {
  void runOnOperation() override {
    Operation *top = getOperation();
    DataFlowSolver solver;
    solver.load<DeadCodeAnalysis>();
    solver.load<ForwardingConstantPropagation>();
    if (failed(solver.initializeAndRun(top)))
      return signalPassFailure();

    OperationFolder folder(top->getContext());
    SmallVector<Block *> blocks;
    for (Region &region : top->getRegions())
      for (Block &block : llvm::reverse(region))
        blocks.push_back(&block);
    while (!blocks.empty()) {
      Block *block = blocks.pop_back_val();
      for (Operation &op : llvm::make_early_inc_range(*block)) {
        bool all = op.getNumResults() != 0;
        for (Value result : op.getResults())
          all &= replaceByConstant(solver, folder, block, result);
        if (all && wouldOpBeTriviallyDead(&op)) {
          op.erase();
          continue;
        }
        for (Region &region : op.getRegions())
          for (Block &inner : llvm::reverse(region))
            blocks.push_back(&inner);
      }
      for (BlockArgument arg : block->getArguments())
        replaceByConstant(solver, folder, block, arg);
    }
  }
};
} // namespace
