//===- InsertBarriers.cpp - place the barriers that remove every race -----===//
//
// Greedy and re-analysing: take the earliest racing access, put a barrier of
// the scope it needs right before it (hoisted to uniform control flow), go on
// with the next race that barrier provably leaves open (straight-line code:
// all of them in one round), and analyse again. A barrier before the earliest
// racing access also ends every later race that started before it, so each
// barrier is needed by at least one race that no earlier barrier could end.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/SyncAnalyses.h"
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Transforms/Passes.h"
#include "dialects/simt/Transforms/SyncPreconditions.h"

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

/// A race analysis for barrier removal: global memory included, as if
/// `ignored` were not there. With `known`, it stops at the first pair of
/// accesses outside it. It keeps the state each barrier first meets, so that
/// it can show a barrier needed without an analysis that ignores it
/// (SharedMemoryHazards::addsUnknownHazardWithout).
std::unique_ptr<SharedMemoryHazards>
removalAnalysis(UniformityAnalysis &u, const std::shared_ptr<SharedAccesses> &shared,
                const std::shared_ptr<ShapeFreeFacts> &shapeFree, Operation *ignored,
                const llvm::DenseSet<std::pair<Operation *, Operation *>> *known = nullptr,
                bool includeGlobalMemory = true) {
  SharedMemoryHazards::Options options;
  options.shared = shared;
  options.shapeFree = shapeFree;
  options.ignoredBarrier = ignored;
  options.includeGlobalMemory = includeGlobalMemory;
  options.sameInstruction = false;
  options.stopUnlessKnown = known;
  options.memoisePairs = false; // tile kernels: pairs asked once each
  options.recordBarrierEntries = true;
  return std::make_unique<SharedMemoryHazards>(u, options);
}

/// Hazards as comparable keys (sorted, distinct), for "did removing this
/// barrier add a race".
/// An analysis stopped by `known` gives only "not included": an extra
/// sentinel key. Nothing when the analysis stopped at its limit
/// (SharedMemoryHazards::overLimitAt, `limit` names why): the hazards are
/// not known.
std::optional<std::vector<std::tuple<Operation *, Operation *, bool>>>
hazardKeys(std::string &limit, const SharedMemoryHazards &analysis) {
  if (analysis.overLimitAt()) {
    limit = analysis.overLimitReason();
    return std::nullopt;
  }
  if (analysis.stoppedEarly())
    return {{{nullptr, nullptr, true}}};
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
      if (func.isExternal() || func->hasAttr(SimtDialect::NoSyncCheckAttrHelper::getNameStr()))
        return;
      if (requirePromoted && !checkSyncPreconditions(func, getArgument())) {
        ok = false;
        return;
      }
      // Barriers define no values and have no regions or successors, so
      // inserting or erasing them changes no level, divergent branch,
      // dominance or thread table, nor any access: one uniformity analysis
      // and one set of accesses serve every round, the redundancy checks
      // and simt-verify-sync after this pass (SyncAnalyses.h).
      analyses = &getAnalysisManager().nest(func).getAnalysis<SyncAnalyses>();
      ok &= insert(func, analyses->uniformity);
      if (ok && removeRedundant)
        removeUnneeded(func, analyses->uniformity);
      analyses = nullptr;
    });
    markAnalysesPreserved<SyncAnalyses>();
    if (!ok)
      signalPassFailure();
  }

  /// The analyses of the function being processed.
  SyncAnalyses *analyses = nullptr;

  bool insert(func::FuncOp func, UniformityAnalysis &uniformity) {
    llvm::SmallPtrSet<Operation *, 8> placedBefore;
    // Every round ends at least one race of the first round (a barrier only
    // ends races, and a point is never used twice), so the first round's
    // races bound the rounds; a fixed cap rejected kernels that need more
    // barriers than it.
    size_t maxRounds = 1;
    for (unsigned round = 0; round < maxRounds; ++round) {
      SharedMemoryHazards::Options options;
      options.sameInstruction = false;
      options.memoisePairs = false; // tile kernels: pairs asked once each
      options.shared = analyses->accesses(/*includeGlobalMemory=*/false);
      options.shapeFree = analyses->shapeFree;
      SharedMemoryHazards analysis(uniformity, options);
      // Incomplete hazards: insert nothing more than the rounds so far did;
      // simt-verify-sync reports what it cannot decide.
      if (analysis.overLimitAt()) {
        func.emitWarning() << "could not decide where barriers are needed: "
                           << analysis.overLimitReason()
                           << "; no barriers inserted after this point [-Wkiln-sync]";
        return true;
      }
      // No barrier orders one store's threads against each other, and the
      // source may opt accesses out of the checks. [inline-asm] Races an
      // asm statement leaves unproven (PTX Kiln cannot read, mbarrier waits)
      // get no barrier: the verifier warns about them.
      std::vector<Hazard> hazards;
      for (const Hazard &h : analysis.getHazards())
        if (!h.sameInstruction && !h.uncertainBecause && !isSyncExempt(h.first->op) &&
            !isSyncExempt(h.second->op))
          hazards.push_back(h);
      if (hazards.empty())
        return true;
      if (round == 0)
        maxRounds = hazards.size() + 1;
      // One analysis serves every barrier of the round whose race it still
      // decides: re-analysing after each barrier made a kernel needing N
      // barriers cost N analyses of N^2 access pairs (300 barriers: minutes).
      std::vector<BarrierOp> placed;
      for (const Hazard &h : hazards) {
        if (placed.empty()) {
          if (!place(h, hazards, uniformity, placedBefore, placed))
            return false;
          continue;
        }
        RoundOrder order = orderAgainst(h, placed);
        if (order == RoundOrder::Ended)
          continue;
        // A race this round's barriers may or may not end, or one whose
        // scope depends on such a race: the next analysis decides.
        if (order == RoundOrder::Unknown || h.inFlight ||
            llvm::any_of(hazards, [&](const Hazard &o) {
              return o.second == h.second && orderAgainst(o, placed) == RoundOrder::Unknown;
            }))
          break;
        if (!place(h, hazards, uniformity, placedBefore, placed, /*mayFail=*/false))
          break;
      }
    }
    func.emitError() << "barrier insertion did not converge";
    return false;
  }

  /// How a race relates to the barriers placed in this round.
  enum class RoundOrder { Ended, Open, Unknown };

  /// Ended: a placed barrier of sufficient scope lies between the accesses
  /// in one block (every path from the first to the second passes it). Open:
  /// both accesses sit in that block, first before second, no placed barrier
  /// between them, and the race is within one iteration (its direct path
  /// passes no new barrier). Anything else (barriers hoisted to another
  /// block, loop-carried races) is Unknown.
  static RoundOrder orderAgainst(const Hazard &h, ArrayRef<BarrierOp> placed) {
    bool open = !h.acrossIterations;
    for (BarrierOp barrier : placed) {
      Block *block = barrier->getBlock();
      Operation *first = block->findAncestorOpInBlock(*h.first->op);
      Operation *second = block->findAncestorOpInBlock(*h.second->op);
      if (!first || !second || first == second) {
        open = false;
        continue;
      }
      bool between = first->isBeforeInBlock(barrier) && barrier->isBeforeInBlock(second);
      bool covers = barrier.getScope() == Scope::Block || !h.needsBlock;
      if (between && covers)
        return RoundOrder::Ended;
      if (between || !first->isBeforeInBlock(second))
        open = false;
    }
    return open ? RoundOrder::Open : RoundOrder::Unknown;
  }

  /// Puts the barrier that ends `h` before its second access (hoisted to
  /// uniform control flow). With `mayFail`, a race no barrier can end is an
  /// error; without, the caller leaves it to the next round's analysis.
  bool place(const Hazard &h, ArrayRef<Hazard> hazards, UniformityAnalysis &uniformity,
             llvm::SmallPtrSetImpl<Operation *> &placedBefore,
             std::vector<BarrierOp> &placed, bool mayFail = true) {
    if (h.inFlight && h.first->tma) {
      auto diag = h.second->op->emitError()
                  << "this access may meet a TMA load (simt.tma_load) still in flight: no wait on its "
                     "mbarrier has completed the phase it fills, and no barrier can order them";
      diag.attachNote(h.first->op->getLoc()) << "the TMA load is here; wait on the phase of its mbarrier "
                                                "before this access";
      return false;
    }
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
      return o.second == h.second && o.needsBlock &&
             (placed.empty() || orderAgainst(o, placed) != RoundOrder::Ended);
    });
    Scope scope = needsBlock ? Scope::Block : Scope::Warp;
    const DivergentBranch *blocking = nullptr;
    Operation *point =
        uniformInsertionPoint(h.second->op, scope, uniformity, &blocking);
    // The same point twice means the barrier there did not end the race.
    if (!point || placedBefore.contains(point)) {
      if (!mayFail)
        return false;
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
    placedBefore.insert(point);
    OpBuilder builder(point);
    auto barrier = BarrierOp::create(builder, point->getLoc(), scope,
                                     /*mask=*/Value(), /*inserted=*/true);
    barrier->emitRemark() << "inserted " << stringifyScope(scope)
                          << " barrier: orders the "
                          << (h.first->writes ? "write" : "read") << " at "
                          << describeLine(h.first->op->getLoc()) << " before the "
                          << (h.second->writes ? "write" : "read") << " at "
                          << describeLine(h.second->op->getLoc());
    placed.push_back(barrier);
    return true;
  }

  /// The barriers of the function that a race analysis of shared memory
  /// alone shows needed (SharedMemoryHazards::addsUnknownHazardWithout):
  /// without one, a shared-memory pair races that races with none missing.
  llvm::DenseSet<Operation *> neededForShared(func::FuncOp func, UniformityAnalysis &uniformity) {
    llvm::DenseSet<Operation *> needed;
    std::string limit;
    std::unique_ptr<SharedMemoryHazards> analysis = removalAnalysis(
        uniformity, analyses->accesses(/*includeGlobalMemory=*/false), analyses->shapeFree, nullptr,
        /*known=*/nullptr, /*includeGlobalMemory=*/false);
    auto keys = hazardKeys(limit, *analysis);
    if (!keys)
      return needed;
    llvm::DenseSet<std::pair<Operation *, Operation *>> known;
    for (auto &[first, second, block] : *keys)
      known.insert({first, second});
    func.walk([&](BarrierOp b) {
      if (analysis->addsUnknownHazardWithout(b, known))
        needed.insert(b);
    });
    return needed;
  }

  void removeUnneeded(func::FuncOp func, UniformityAnalysis &uniformity) {
    SmallVector<BarrierOp> barriers;
    func.walk([&](BarrierOp b) {
      if (b.getScope() != Scope::Cluster && !b->hasAttr(SimtDialect::MbarrierOrderedAttrHelper::getNameStr()))
        barriers.push_back(b);
    });
    if (barriers.empty())
      return;
    // A barrier that the shared-memory races alone show needed stays, with
    // or without global memory in the analysis, and whatever else is
    // removed (removing barriers never ends a race): only the others need
    // the analysis with global memory, whose pairs cost most in the tile
    // GEMMs (their one such run was 70% of this pass).
    llvm::erase_if(barriers, [&, shared = neededForShared(func, uniformity)](BarrierOp b) {
      return shared.contains(b);
    });
    if (barriers.empty())
      return;
    // The hazards without an erased barrier are those computed ignoring it:
    // the `with` set changes only to the `without` set of an erased barrier.
    const auto &withGlobal = analyses->accesses(/*includeGlobalMemory=*/true);
    std::string limit;
    // The analysis of the function as it is now (barriers erased so far
    // included): the state each barrier first meets.
    std::unique_ptr<SharedMemoryHazards> current =
        removalAnalysis(uniformity, withGlobal, analyses->shapeFree, nullptr);
    auto keysWith = hazardKeys(limit, *current);
    // A barrier is removed only when an analysis shows it orders nothing:
    // past the analysis' limit every barrier stays.
    auto keepAll = [&] {
      func.emitWarning() << "could not decide which barriers are redundant: " << limit
                         << "; kept every barrier [-Wkiln-sync]";
    };
    if (!keysWith) {
      keepAll();
      return;
    }
    auto with = std::move(*keysWith);
    // Most barriers are needed: a run without one stops at the first pair
    // of accesses that it leaves unordered and that `with` does not have.
    llvm::DenseSet<std::pair<Operation *, Operation *>> known;
    auto remember = [&] {
      known.clear();
      for (auto &[first, second, block] : with)
        known.insert({first, second});
    };
    remember();
    for (BarrierOp barrier : barriers) {
      // Most needed barriers show it at the first access after them: the
      // run without the barrier would stop there, so it need not run (one
      // analysis per barrier made the tile GEMMs' removal cost as much as
      // the rest of the sync passes).
      if (current->addsUnknownHazardWithout(barrier, known))
        continue;
      std::unique_ptr<SharedMemoryHazards> analysis =
          removalAnalysis(uniformity, withGlobal, analyses->shapeFree, barrier, &known);
      auto keysWithout = hazardKeys(limit, *analysis);
      if (!keysWithout) {
        keepAll();
        return;
      }
      auto without = std::move(*keysWithout);
      if (!std::includes(with.begin(), with.end(), without.begin(), without.end()))
        continue;
      barrier->emitRemark() << "removed " << stringifyScope(barrier.getScope())
                            << " barrier: it orders no conflicting shared- or "
                               "global-memory accesses";
      barrier->erase();
      with = std::move(without);
      remember();
      current = std::move(analysis);
    }
  }
};
} // namespace
