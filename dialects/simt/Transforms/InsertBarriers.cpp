//===- InsertBarriers.cpp - place the barriers that remove every race -----===//
//
// Greedy and re-analysing: take the earliest racing access, put a barrier of
// the scope it needs right before it (hoisted to uniform control flow), and
// analyse again. A barrier before the earliest racing access also ends every
// later race that started before it, so each barrier is needed by at least
// one race that no earlier barrier could end.
//
//===----------------------------------------------------------------------===//
#include "compiler/Analysis/SharedMemoryHazards.h"
#include "compiler/Analysis/Uniformity.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTINSERTBARRIERS
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

namespace {

/// Hazards as comparable keys (sorted, distinct), for "did removing this
/// barrier add a race".
std::vector<std::tuple<Operation *, Operation *, bool>>
hazardKeys(UniformityAnalysis &u, Operation *ignored) {
  SharedMemoryHazards::Options options;
  options.ignoredBarrier = ignored;
  options.includeGlobalMemory = true;
  options.sameInstruction = false;
  SharedMemoryHazards analysis(u, options);
  std::vector<std::tuple<Operation *, Operation *, bool>> keys;
  keys.reserve(analysis.getHazards().size());
  for (const Hazard &h : analysis.getHazards())
    if (!h.sameInstruction)
      keys.push_back({h.first->op, h.second->op, h.needsBlock});
  llvm::sort(keys);
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return keys;
}

struct InsertBarriers : kiln::simt::impl::SimtInsertBarriersBase<InsertBarriers> {
  using SimtInsertBarriersBase::SimtInsertBarriersBase;

  void runOnOperation() override {
    bool ok = true;
    getOperation()->walk([&](func::FuncOp func) {
      if (func.isExternal() || func->hasAttr(SimtDialect::kNoSyncCheckAttrName))
        return;
      // Barriers define no values and have no regions or successors, so
      // inserting or erasing them changes no level, divergent branch,
      // dominance or thread table: one uniformity analysis serves both.
      UniformityAnalysis uniformity(func);
      ok &= insert(func, uniformity);
      if (ok && removeRedundant)
        removeUnneeded(func, uniformity);
    });
    if (!ok)
      signalPassFailure();
  }

  bool insert(func::FuncOp func, UniformityAnalysis &uniformity) {
    llvm::SmallPtrSet<Operation *, 8> placedBefore;
    // Every round ends at least one race, and races are pairs of accesses.
    for (unsigned round = 0; round < 256; ++round) {
      SharedMemoryHazards::Options options;
      options.sameInstruction = false;
      SharedMemoryHazards analysis(uniformity, options);
      // No barrier orders one store's threads against each other, and the
      // source may opt accesses out of the checks.
      std::vector<Hazard> hazards;
      for (const Hazard &h : analysis.getHazards())
        if (!h.sameInstruction && !isSyncExempt(h.first->op) &&
            !isSyncExempt(h.second->op))
          hazards.push_back(h);
      if (hazards.empty())
        return true;
      const Hazard &h = hazards.front();
      if (h.inFlight) {
        bool wgmma = h.first->wgmma; // else a cp.async copy
        auto diag = h.second->op->emitError()
                    << (wgmma ? "this access may overwrite shared memory that "
                                "a wgmma still reads (no wgmma wait has "
                                "retired its group): no barrier can order them"
                              : "this access may overlap an asynchronous copy "
                                "(cp.async) that no cp.async wait has retired: "
                                "no barrier can order them");
        diag.attachNote(h.first->op->getLoc())
            << (wgmma ? "the wgmma is here" : "the asynchronous copy is here")
            << "; wait for its group before this access";
        return false;
      }
      bool needsBlock = llvm::any_of(hazards, [&](const Hazard &o) {
        return o.second == h.second && o.needsBlock;
      });
      Scope scope = needsBlock ? Scope::Block : Scope::Warp;
      const DivergentBranch *blocking = nullptr;
      Operation *point =
          uniformInsertionPoint(h.second->op, scope, uniformity, &blocking);
      // The same point twice means the barrier there did not end the race.
      if (!point || !placedBefore.insert(point).second) {
        auto diag = h.second->op->emitError()
                    << "cannot insert a barrier that orders this access after "
                       "the conflicting one: no point in uniform control flow "
                       "lies between them";
        diag.attachNote(h.first->op->getLoc()) << "the conflicting access is here";
        if (blocking)
          diag.attachNote(blocking->op->getLoc())
              << "this branch is divergent: " << divergenceReason(blocking->level);
        return false;
      }
      OpBuilder builder(point);
      auto barrier = BarrierOp::create(builder, point->getLoc(), scope,
                                       /*mask=*/Value(), /*inserted=*/true);
      barrier->emitRemark() << "inserted " << stringifyScope(scope)
                            << " barrier: orders the "
                            << (h.first->writes ? "write" : "read") << " at "
                            << describeLine(h.first->op->getLoc()) << " before the "
                            << (h.second->writes ? "write" : "read") << " at "
                            << describeLine(h.second->op->getLoc());
    }
    func.emitError() << "barrier insertion did not converge";
    return false;
  }

  void removeUnneeded(func::FuncOp func, UniformityAnalysis &uniformity) {
    SmallVector<BarrierOp> barriers;
    func.walk([&](BarrierOp b) {
      if (b.getScope() != Scope::Cluster)
        barriers.push_back(b);
    });
    // The hazards without an erased barrier are those computed ignoring it:
    // the `with` set changes only to the `without` set of an erased barrier.
    auto with = hazardKeys(uniformity, nullptr);
    for (BarrierOp barrier : barriers) {
      auto without = hazardKeys(uniformity, barrier);
      if (!std::includes(with.begin(), with.end(), without.begin(), without.end()))
        continue;
      barrier->emitRemark() << "removed " << stringifyScope(barrier.getScope())
                            << " barrier: it orders no conflicting shared- or "
                               "global-memory accesses";
      barrier->erase();
      with = std::move(without);
    }
  }
};
} // namespace
