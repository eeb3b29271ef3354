//===- VerifySync.cpp - the synchronisation contract, checked -------------===//
#include "compiler/Analysis/LaunchShapes.h"
#include "compiler/Analysis/SharedMemoryHazards.h"
#include "compiler/Analysis/Uniformity.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"

namespace kiln::simt {
#define GEN_PASS_DEF_SIMTVERIFYSYNC
#include "dialects/simt/Transforms/Passes.h.inc"
} // namespace kiln::simt

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

namespace {

/// The lane mask of a warp collective; null for block/cluster ones.
Value collectiveMask(Operation *op) {
  if (auto barrier = dyn_cast<BarrierOp>(op))
    return barrier.getMask();
  if (auto shfl = dyn_cast<ShuffleOp>(op))
    return shfl.getMask();
  if (auto vote = dyn_cast<VoteOp>(op))
    return vote.getMask();
  if (auto m = dyn_cast<MatchAnyOp>(op))
    return m.getMask();
  if (auto m = dyn_cast<MatchAllOp>(op))
    return m.getMask();
  if (auto r = dyn_cast<ReduxOp>(op))
    return r.getMask();
  return {};
}

std::string hex(uint32_t bits) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format_hex(bits, 10);
  return s;
}

std::string describeCollective(Operation *op) {
  if (auto barrier = dyn_cast<BarrierOp>(op))
    return (stringifyScope(barrier.getScope()) + " barrier").str();
  if (isa<BarrierReduceOp>(op))
    return "block barrier (barrier_reduce)";
  if (isa<ShuffleOp>(op))
    return "warp shuffle";
  if (isa<VoteOp>(op))
    return "warp vote";
  if (isa<ReduxOp>(op))
    return "warp reduction";
  if (isa<MmaSyncOp>(op))
    return "warp mma (mma.sync)";
  if (isa<LdMatrixOp>(op))
    return "warp ldmatrix";
  if (isa<WgmmaOp, WgmmaFenceOp, WgmmaCommitOp, WgmmaWaitOp>(op))
    return "warpgroup mma (wgmma)";
  return "warp match";
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

/// A finding: its message and notes, emitted at the end with the severity
/// the mode gives its class.
struct Finding {
  Operation *op;
  bool proven;
  std::string message;
  SmallVector<std::pair<Location, std::string>> notes;
  void note(Location loc, const Twine &text) { notes.push_back({loc, text.str()}); }
};

struct VerifySync : kiln::simt::impl::SimtVerifySyncBase<VerifySync> {
  using SimtVerifySyncBase::SimtVerifySyncBase;

  bool failed = false;

  void runOnOperation() override {
    if (mode == "off")
      return;
    if (mode != "warn" && mode != "on" && mode != "strict") {
      getOperation()->emitError() << "simt-verify-sync: unknown mode '" << mode
                                  << "' (off, warn, on or strict)";
      return signalPassFailure();
    }
    getOperation()->walk([&](func::FuncOp func) {
      if (func.isExternal() || func->hasAttr(SimtDialect::kNoSyncCheckAttrName))
        return;
      UniformityAnalysis uniformity(func);
      func.walk([&](Operation *op) {
        if (isCollective(op) && !isSyncExempt(op))
          checkCollective(op, uniformity);
      });
      if (checkRaces)
        checkHazards(uniformity);
    });
    if (failed)
      signalPassFailure();
  }

  void emit(Finding &f) {
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

  void noteBranch(Finding &f, const DivergentBranch &br) {
    f.note(br.op->getLoc(), "this branch decides which threads arrive: " +
                                divergenceReason(br.level).str());
  }

  /// Two threads the condition separates, from its table: "threads 0 and 16".
  std::string disagreeingThreads(Value cond, UniformityAnalysis &uniformity) {
    const auto *table = uniformity.threadFunctions().table(cond);
    if (!table || table->empty())
      return "";
    for (unsigned t = 1; t < table->size(); ++t)
      if ((*table)[t] != (*table)[0])
        return " (threads 0 and " + std::to_string(t) + " disagree on it)";
    return "";
  }

  void checkCollective(Operation *op, UniformityAnalysis &uniformity) {
    Scope scope = collectiveScope(op);
    SmallVector<const DivergentBranch *> offending;
    for (const DivergentBranch *br : uniformity.getGoverningBranches(op))
      if (divergesAt(scope, br->level))
        offending.push_back(br);

    Value mask = collectiveMask(op);
    if (scope == Scope::Warp) {
      APInt maskBits(32, 0xffffffffu);
      if (mask && !matchPattern(mask, m_ConstantInt(&maskBits)))
        return; // a computed mask (ballot, activemask): trust it
      uint32_t expected = uint32_t(maskBits.getZExtValue());
      if (checkLanesPrecisely(op, expected, offending, uniformity))
        return;
      if (expected != 0xffffffffu && offending.empty()) {
        Finding f{op, true, describeCollective(op) + " has lane mask " +
                                hex(expected) + " but all 32 lanes of the warp reach it", {}};
        emit(f);
        return;
      }
      if (expected != 0xffffffffu)
        return; // a partial mask in divergent code: cannot tell
    }
    if (offending.empty())
      return;
    bool allEarlyExits = llvm::all_of(offending, [&](const DivergentBranch *br) {
      return isEarlyExit(*br, op);
    });
    if (allEarlyExits) {
      SmallVector<const DivergentBranch *> exits;
      for (const DivergentBranch *br : offending)
        if (!readsMergedValue(br->condition))
          exits.push_back(br);
      if (!exits.empty())
        offending = exits;
      Finding f{op, false,
                "threads that leave early at " +
                    describeLine(offending.front()->op->getLoc()) +
                    " never reach this " + describeCollective(op) +
                    " (exited threads are tolerated by the hardware, but CUDA "
                    "leaves this undefined)",
                {}};
      for (const DivergentBranch *br : offending)
        f.note(br->op->getLoc(), "threads leave here");
      emit(f);
      return;
    }
    // Name the branch whose condition is divergent by itself, not one that
    // only inherits divergence from a merge (a loop counter after a break).
    const DivergentBranch *culprit = nullptr;
    for (const DivergentBranch *br : offending)
      if (!isEarlyExit(*br, op) && (!culprit || (readsMergedValue(culprit->condition) &&
                                                 !readsMergedValue(br->condition))))
        culprit = br;
    // Divergence that comes from thread ids is shown; from per-thread data
    // (a loaded flag), threads disagree only if the data does.
    bool fromThreads = llvm::any_of(offending, [&](const DivergentBranch *br) {
      return !isEarlyExit(*br, op) && dependsOnThreadIds(br->condition);
    });
    Finding f{op, fromThreads, "", {}};
    if (scope == Scope::Warp)
      f.message = describeCollective(op) +
                  " with a full lane mask is reached under lane-dependent control "
                  "flow: not every lane of the warp arrives";
    else
      f.message = describeCollective(op) + " is reached under " +
                  (scope == Scope::Cluster ? "block" : "thread") +
                  "-dependent control flow: not every thread of the " +
                  stringifyScope(scope).str() + " arrives, which can deadlock";
    if (fromThreads)
      f.message += disagreeingThreads(culprit->condition, uniformity);
    else
      f.message += " if the per-thread data its condition reads differs between "
                   "threads (the analysis cannot tell)";
    noteBranch(f, *culprit);
    emit(f);
  }

  /// In a 1-D block where every divergent condition around `op` can be
  /// tabulated, compare the lanes that reach it, warp by warp, with the mask.
  /// Returns false when it cannot tell.
  bool checkLanesPrecisely(Operation *op, uint32_t mask,
                           ArrayRef<const DivergentBranch *> offending,
                           UniformityAnalysis &uniformity) {
    ThreadFunctions &tables = uniformity.threadFunctions();
    if (!tables.isOneDimensional() || offending.empty())
      return false;
    auto guards = uniformity.getGuards(op);
    for (const DivergentBranch *br : offending)
      if (!llvm::any_of(guards, [&](auto g) { return g.first == br->condition; }) ||
          !tables.table(br->condition))
        return false;
    unsigned n = tables.numThreads();
    std::vector<bool> reaches(n, true);
    for (auto [cond, expected] : guards)
      if (const auto *table = tables.table(cond))
        for (unsigned t = 0; t < n; ++t)
          if (bool((*table)[t]) != expected)
            reaches[t] = false;
    for (unsigned warp = 0; warp * 32 < n; ++warp) {
      uint32_t lanes = 0;
      for (unsigned lane = 0; lane < 32 && warp * 32 + lane < n; ++lane)
        if (reaches[warp * 32 + lane])
          lanes |= 1u << lane;
      if (lanes == 0 || lanes == mask)
        continue;
      Finding f{op, true,
                describeCollective(op) + " has lane mask " + hex(mask) +
                    " but lanes " + hex(lanes) + " of warp " +
                    std::to_string(warp) + " reach it",
                {}};
      noteBranch(f, *offending.front());
      emit(f);
      return true;
    }
    return true;
  }

  /// The hazards of one run, under the shape named by `shape` (empty when
  /// blockDim stayed symbolic).
  struct ShapedHazard {
    Hazard hazard;
    std::string shape;
    std::optional<BlockShape> dims;
  };

  /// Runs the hazard analysis under the block shapes the kernel can be
  /// launched with (LaunchShapes.h). 1-D kernels that never read blockDim:
  /// the largest admissible thread count covers all smaller ones. 1-D
  /// kernels that do (`s = blockDim.x / 2`): every admissible shape, blockDim
  /// bound. 2-D/3-D: the symbolic analysis (which takes in-bounds
  /// `tile[ty][tx]` as injective) finds the candidates, and a race is
  /// reported only if it also occurs under some admissible shape.
  void checkHazards(UniformityAnalysis &uniformity) {
    Operation *func = uniformity.getFunction();
    CandidateShapes candidates = candidateBlockShapes(func);
    std::vector<ShapedHazard> hazards;
    llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> index;
    std::vector<std::unique_ptr<SharedMemoryHazards>> keep; // own the accesses
    std::vector<std::unique_ptr<ThreadFunctions>> keepTables;
    auto record = [&](const Hazard &h, std::string shape,
                      std::optional<BlockShape> dims) {
      auto key = std::make_pair(h.first->op, h.second->op);
      auto [it, inserted] = index.try_emplace(key, hazards.size());
      if (inserted) {
        hazards.push_back({h, std::move(shape), dims});
      } else if (h.proven && !hazards[it->second].hazard.proven) {
        hazards[it->second] = {h, std::move(shape), dims};
      }
    };
    auto run = [&](ThreadFunctions *tables) -> SharedMemoryHazards & {
      SharedMemoryHazards::Options options;
      options.tables = tables;
      keep.push_back(std::make_unique<SharedMemoryHazards>(uniformity, options));
      return *keep.back();
    };
    bool readsBlockDim = false;
    func->walk([&](BlockDimOp) { readsBlockDim = true; });
    auto oneDName = [](unsigned threads) {
      return "with a " + std::to_string(threads) + "-thread block";
    };
    if (candidates.oneDimensional && (!readsBlockDim || candidates.exact)) {
      unsigned threads = candidates.maxThreads;
      for (const BlockShape &shape : candidates.shapes) {
        ThreadFunctions tf(func, shape.x);
        if (candidates.exact ||
            unconditionalAccessesInBounds(func, uniformity, tf)) {
          threads = shape.x;
          break;
        }
      }
      ThreadFunctions *tables = nullptr;
      if (threads != uniformity.threadFunctions().numThreads()) {
        keepTables.push_back(std::make_unique<ThreadFunctions>(func, threads));
        tables = keepTables.back().get();
      }
      for (const Hazard &h : run(tables).getHazards())
        record(h, oneDName(threads), BlockShape{threads, 1, 1});
    } else if (candidates.oneDimensional) {
      bool anyAdmissible = false;
      for (const BlockShape &shape : candidates.shapes) {
        keepTables.push_back(std::make_unique<ThreadFunctions>(func, shape));
        ThreadFunctions &tf = *keepTables.back();
        if (!unconditionalAccessesInBounds(func, uniformity, tf))
          continue;
        anyAdmissible = true;
        for (const Hazard &h : run(&tf).getHazards())
          record(h, oneDName(shape.x), shape);
      }
      if (!anyAdmissible)
        for (const Hazard &h : run(nullptr).getHazards())
          record(h, "", std::nullopt);
    } else {
      SharedMemoryHazards &symbolic = run(nullptr);
      if (symbolic.getHazards().empty())
        return;
      std::vector<ShapedHazard> perShape;
      llvm::DenseMap<std::pair<Operation *, Operation *>, unsigned> perShapeIndex;
      bool anyAdmissible = false;
      for (const BlockShape &shape : candidates.shapes) {
        keepTables.push_back(std::make_unique<ThreadFunctions>(func, shape));
        ThreadFunctions &tf = *keepTables.back();
        if (!unconditionalAccessesInBounds(func, uniformity, tf))
          continue;
        anyAdmissible = true;
        std::string name = "with a " + std::to_string(shape.x) + "x" +
                           std::to_string(shape.y) +
                           (shape.z > 1 ? "x" + std::to_string(shape.z) : "") +
                           " block";
        for (const Hazard &h : run(&tf).getHazards()) {
          auto key = std::make_pair(h.first->op, h.second->op);
          auto [it, inserted] = perShapeIndex.try_emplace(key, perShape.size());
          if (inserted)
            perShape.push_back({h, name, shape});
          else if (h.proven && !perShape[it->second].hazard.proven)
            perShape[it->second] = {h, name, shape};
        }
      }
      for (const Hazard &h : symbolic.getHazards()) {
        auto it = perShapeIndex.find({h.first->op, h.second->op});
        if (it != perShapeIndex.end())
          record(perShape[it->second].hazard, perShape[it->second].shape,
                 perShape[it->second].dims);
        else if (!anyAdmissible)
          record(h, "", std::nullopt);
      }
      for (const ShapedHazard &sh : perShape)
        if (sh.hazard.sameInstruction)
          record(sh.hazard, sh.shape, sh.dims);
    }
    // Program order of the second access: stable diagnostics.
    llvm::DenseMap<Operation *, unsigned> order;
    unsigned position = 0;
    func->walk<WalkOrder::PreOrder>([&](Operation *op) { order[op] = position++; });
    llvm::stable_sort(hazards, [&](const ShapedHazard &x, const ShapedHazard &y) {
      return std::make_pair(order.lookup(x.hazard.second->op), order.lookup(x.hazard.first->op)) <
             std::make_pair(order.lookup(y.hazard.second->op), order.lookup(y.hazard.first->op));
    });
    // One report per racy access and kind: the notes of the first
    // conflicting access already say where the barrier goes.
    llvm::DenseSet<std::pair<Operation *, unsigned>> reported;
    for (const ShapedHazard &sh : hazards) {
      const Hazard &h = sh.hazard;
      if (isSyncExempt(h.first->op) || isSyncExempt(h.second->op))
        continue;
      unsigned kindKey = (h.first->writes ? 2u : 0u) | (h.second->writes ? 1u : 0u) |
                         (h.sameInstruction ? 4u : 0u);
      if (!reported.insert({h.second->op, kindKey}).second)
        continue;
      reportHazard(sh, uniformity);
    }
  }

  std::string witnessText(const ShapedHazard &sh) {
    const Hazard &h = sh.hazard;
    std::string text = sh.shape;
    auto coords = [&](int64_t t) {
      if (!sh.dims || (sh.dims->y == 1 && sh.dims->z == 1))
        return std::to_string(t);
      const BlockShape &shape = *sh.dims;
      std::string c = "(" + std::to_string(t % shape.x) + "," +
                      std::to_string(t / shape.x % shape.y);
      if (shape.z > 1)
        c += "," + std::to_string(t / (shape.x * shape.y));
      return c + ")";
    };
    auto add = [&](const std::string &part) {
      if (part.empty())
        return;
      text += (text.empty() ? "" : ", ") + part;
    };
    if (h.proven && h.firstThread >= 0)
      add("threads " + coords(h.firstThread) + " and " + coords(h.secondThread));
    const RaceWitness &w = h.witness;
    if (h.proven && w.address != INT64_MIN && !w.addressRelative) {
      int64_t size = std::max<int64_t>(1, h.second->size);
      std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
      bool named = StringRef(buffer).starts_with("@");
      add(w.address % size != 0
              ? "byte " + std::to_string(w.address) + " of " + buffer
          : named ? buffer + "[" + std::to_string(w.address / size) + "]"
                  : "element " + std::to_string(w.address / size) + " of " + buffer);
    }
    if (h.proven)
      add(w.iterations.empty() ? "" : "when " + w.iterations);
    return text.empty() ? "" : " (" + text + ")";
  }

  void reportHazard(const ShapedHazard &sh, UniformityAnalysis &uniformity) {
    const Hazard &h = sh.hazard;
    Scope scope = h.needsBlock ? Scope::Block : Scope::Warp;
    StringRef what = h.second->writes ? "write" : "read";
    StringRef firstWhat = h.first->writes ? "write" : "read";
    std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
    Finding f{h.second->op, h.proven, "", {}};
    llvm::raw_string_ostream msg(f.message);
    if (h.sameInstruction) {
      msg << "shared-memory race (write-after-write): several threads write "
             "the same element of "
          << buffer << " with this store"
          << (h.proven ? ", with different values" : "")
          << witnessText(sh)
          << "; no barrier orders them: let one thread write it, or use an "
             "atomic";
      if (!h.proven)
        msg << " (undecided: " << h.undecided << ")";
      emit(f);
      return;
    }
    if (h.inFlight) {
      bool wgmma = h.first->wgmma; // else a cp.async copy
      msg << "shared-memory race (" << h.kind() << "): this " << what
          << " of " << buffer
          << (wgmma ? " may overwrite operands a wgmma still reads; no "
                      "wgmma wait has retired its group, and a barrier "
                      "alone does not order it"
                    : " may overlap an asynchronous copy (cp.async) that "
                      "no cp.async wait has retired; a barrier alone does "
                      "not order it");
      f.proven = true;
      f.note(h.first->op->getLoc(),
             wgmma ? "the wgmma is here; wait for its group "
                     "(simt.wgmma_wait), then barrier, before this access"
                   : "the asynchronous copy is here; wait for its group, "
                     "then barrier, before this access");
      emit(f);
      return;
    }
    if (!h.proven) {
      msg << "cannot prove this " << what << " of " << buffer
          << " free of a race (" << h.kind() << ") with the " << firstWhat
          << " at " << describeLine(h.first->op->getLoc())
          << ": " << h.undecided << witnessText(sh);
    } else if (h.insufficientWarpBarrier) {
      msg << "shared-memory race (" << h.kind() << ") on " << buffer
          << ": threads of different warps meet here, a warp barrier does "
             "not order them; this needs block scope ("
          << barrierSpelling(Scope::Block) << ")" << witnessText(sh);
    } else if (!h.needsBlock) {
      msg << "warp-synchronous shared-memory access without __syncwarp(): "
             "this "
          << what << " of " << buffer << " races (" << h.kind()
          << ") with another lane of the same warp" << witnessText(sh);
    } else {
      msg << "shared-memory race (" << h.kind() << "): this " << what
          << " of " << buffer << " may conflict with a " << firstWhat
          << " by another thread with no barrier between them" << witnessText(sh);
    }
    f.note(h.first->op->getLoc(),
           "the conflicting " + firstWhat.str() +
               (h.acrossIterations ? " (in an earlier loop iteration)" : "") +
               " is here");
    if (h.insufficientWarpBarrier)
      f.note(h.insufficientWarpBarrier->getLoc(),
             "this warp barrier orders only the lanes of one warp");
    const DivergentBranch *blocking = nullptr;
    if (Operation *point =
            uniformInsertionPoint(h.second->op, scope, uniformity, &blocking))
      f.note(point->getLoc(), "insert " + barrierSpelling(scope).str() + " before " +
                                  describeLine(point->getLoc()) +
                                  (h.proven ? "" : " (--auto-sync inserts it)"));
    else
      f.note(blocking ? blocking->op->getLoc() : h.second->op->getLoc(),
             "no uniform point exists for " + barrierSpelling(scope).str() +
                 " between them: restructure this divergent control flow");
    emit(f);
  }
};
} // namespace
