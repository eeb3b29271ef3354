//===- VerifySync.cpp - the synchronisation contract, checked -------------===//
#include "dialects/simt/Transforms/SyncChecker.h"
#include "dialects/simt/Transforms/Passes.h"
#include "dialects/simt/Transforms/SyncPreconditions.h"

#include "llvm/ADT/ScopeExit.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTVERIFYSYNC
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

namespace kiln::simt {

std::string hex(uint32_t bits) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format_hex(bits, 10);
  return s;
}

/// What the messages call collective `op` ("warp shuffle").
std::string describeCollective(Operation *op) {
  return cast<CollectiveOpInterface>(op).getCollectiveDescription();
}

/// True if `v` is computed from a block argument of a non-entry block or a
/// result of a region op: values whose divergence may come from a merge.
bool readsMergedValue(Value v) {
  llvm::SmallPtrSet<Value, 16> seen;
  SmallVector<Value> worklist{v};
  while (!worklist.empty()) {
    Value cur = worklist.pop_back_val();
    if (!cur || !seen.insert(cur).second || seen.size() > 64)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(cur)) {
      if (!arg.getOwner()->isEntryBlock() || !isa<func::FuncOp>(arg.getOwner()->getParentOp()))
        return true;
      continue;
    }
    Operation *def = cur.getDefiningOp();
    if (def->getNumRegions())
      return true;
    worklist.append(def->operand_begin(), def->operand_end());
  }
  return false;
}

} // namespace kiln::simt

namespace {

struct VerifySync : kiln::simt::impl::SimtVerifySyncBase<VerifySync> {
  using SimtVerifySyncBase::SimtVerifySyncBase;

  void runOnOperation() override {
    if (mode == "off")
      return;
    if (mode != "warn" && mode != "on" && mode != "strict") {
      getOperation()->emitError() << "simt-verify-sync: unknown mode '" << mode
                                  << "' (off, warn, on or strict)";
      return signalPassFailure();
    }
    // Unprepared input (no mem2reg) gives false findings: refuse it first.
    bool prepared = true;
    if (requirePromoted)
      getOperation().walk([&](func::FuncOp func) {
        if (!func.isExternal() && !func->hasAttr(SimtDialect::NoSyncCheckAttrHelper::getNameStr()))
          prepared &= checkSyncPreconditions(func, getArgument());
      });
    if (!prepared)
      return signalPassFailure();
    CounterSearchStatistics &stats = counterSearchStatistics();
    uint64_t searches = stats.searches, combinations = stats.combinations,
             overBudget = stats.overBudget, injectivityValues = stats.injectivityValues;
    auto report = llvm::make_scope_exit([&] {
      numCounterSearches += stats.searches - searches;
      numCounterCombinations += stats.combinations - combinations;
      numSearchesOverBudget += stats.overBudget - overBudget;
      if (reportWork)
        getOperation()->emitRemark()
            << "simt-verify-sync: " << stats.searches - searches << " counter searches, "
            << stats.combinations - combinations << " combinations, "
            << stats.overBudget - overBudget << " over budget, "
            << stats.injectivityValues - injectivityValues
            << " index values tried for injectivity";
    });
    SyncChecker checker(mode, checkRaces, suppressWarnings);
    auto analysesOf = [&](func::FuncOp func) -> SyncAnalyses & {
      return getAnalysisManager().nest(func).getAnalysis<SyncAnalyses>();
    };
    if (!checker.run(getOperation(), analysesOf))
      signalPassFailure();
  }
};

} // namespace

bool SyncChecker::run(Operation *root,
                      llvm::function_ref<SyncAnalyses &(func::FuncOp)> analysesOf) {
  this->root = root;
  collectIndirectCollectives();
  root->walk([&](func::FuncOp func) {
    if (func.isExternal() || func->hasAttr(SimtDialect::NoSyncCheckAttrHelper::getNameStr()))
      return;
    SyncAnalyses &analyses = analysesOf(func);
    UniformityAnalysis &uniformity = analyses.uniformity;
    func.walk([&](Operation *op) {
      if (isCollective(op) && !isSyncExempt(op))
        checkCollective(op, uniformity);
      else if (isa<SetMaxNRegOp>(op) && !isSyncExempt(op))
        checkSetMaxNReg(op, uniformity);
      if (auto call = dyn_cast<func::CallIndirectOp>(op); call && !isSyncExempt(op))
        checkIndirectCall(call);
    });
    if (checkRaces)
      checkHazards(uniformity, analyses.accesses(/*includeGlobalMemory=*/false),
                   analyses.shapeFree);
    remarkVerifiedBarriers(func, uniformity, analyses.shapeFree);
  });
  return !failed;
}

void SyncChecker::collectIndirectCollectives() {
  ModuleOp module = dyn_cast<ModuleOp>(root);
  if (!module)
    module = root->getParentOfType<ModuleOp>();
  if (!module)
    return;
  SymbolTable symbols(module);
  llvm::DenseMap<func::FuncOp, Operation *> memo;
  std::function<Operation *(func::FuncOp, unsigned)> firstCollective =
      [&](func::FuncOp f, unsigned depth) -> Operation * {
    if (auto it = memo.find(f); it != memo.end())
      return it->second;
    memo[f] = nullptr; // cycles (recursion through pointers) end here
    Operation *found = nullptr;
    f.walk([&](Operation *op) {
      if (isCollective(op)) {
        found = op;
        return WalkResult::interrupt();
      }
      if (auto call = dyn_cast<func::CallOp>(op); call && depth < 16)
        if (auto callee = symbols.lookup<func::FuncOp>(call.getCallee()))
          if (Operation *inner = firstCollective(callee, depth + 1)) {
            found = inner;
            return WalkResult::interrupt();
          }
      return WalkResult::advance();
    });
    return memo[f] = found;
  };
  // Every reference to a function other than a direct call's callee takes
  // its address: func.constant, a function-pointer table's initializer.
  module.walk([&](Operation *op) {
    if (isa<func::CallOp>(op))
      return;
    op->getAttrDictionary().walk([&](FlatSymbolRefAttr ref) {
      auto target = symbols.lookup<func::FuncOp>(ref.getValue());
      if (!target || indirectCollectives.count(target))
        return;
      if (Operation *found = firstCollective(target, 0))
        indirectCollectives[target] = found;
    });
  });
}

void SyncChecker::checkIndirectCall(func::CallIndirectOp call) {
  for (auto &[target, collective] : indirectCollectives) {
    if (target.getFunctionType() != call.getCallee().getType())
      continue;
    Finding f{call, /*proven=*/false, "", {}};
    llvm::raw_string_ostream msg(f.message);
    msg << "this call through a function pointer may reach the " << describeCollective(collective)
        << " in '" << target.getSymName()
        << "', which the synchronisation checks cannot follow: it is assumed "
           "that all the threads the collective needs make this call together, "
           "to the same function; call the function directly to have it checked";
    f.note(collective->getLoc(), "the collective is here");
    emit(f);
    return;
  }
}

void SyncChecker::emit(Finding &f) {
  flagged.insert(f.op);
  bool asError = mode == "strict" || (mode == "on" && f.proven);
  if (!asError && suppressWarnings)
    return;
  InFlightDiagnostic diag =
      asError ? f.op->emitError() : f.op->emitWarning();
  diag << f.message;
  if (!asError)
    diag << " [-Wkiln-sync]";
  for (auto &[loc, text] : f.notes)
    diag.attachNote(loc) << text;
  if (asError)
    failed = true;
}
