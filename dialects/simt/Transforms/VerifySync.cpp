//===- VerifySync.cpp - the synchronisation contract, checked -------------===//
#include "compiler/Analysis/LaunchShapes.h"
#include "compiler/Analysis/SharedMemoryHazards.h"
#include "compiler/Analysis/Uniformity.h"
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
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
  if (auto asmOp = dyn_cast<InlineAsmOp>(op)) // [inline-asm] shfl.sync's membermask, ...
    return asmOp.asmOperand(asmOp.classify().maskOperand);
  return {};
}

std::string hex(uint32_t bits) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << llvm::format_hex(bits, 10);
  return s;
}

std::string describeCollective(Operation *op) {
  if (auto asmOp = dyn_cast<InlineAsmOp>(op)) // [inline-asm]
    return "inline asm '" + asmOp.classify().syncOpcode + "'";
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

struct VerifySync : kiln::simt::impl::SimtVerifySyncBase<VerifySync> {
  using SimtVerifySyncBase::SimtVerifySyncBase;

  bool failed = false;

  void runOnOperation() override {
    getOperation()->walk([&](func::FuncOp func) {
      if (func.isExternal())
        return;
      UniformityAnalysis uniformity(func);
      func.walk([&](Operation *op) {
        if (isCollective(op))
          checkCollective(op, uniformity);
      });
      if (checkRaces)
        checkHazards(uniformity);
    });
    if (failed)
      signalPassFailure();
  }

  void noteBranch(InFlightDiagnostic &diag, const DivergentBranch &br) {
    diag.attachNote(br.op->getLoc())
        << "this branch decides which threads arrive: "
        << divergenceReason(br.level);
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
      if (auto asmOp = dyn_cast<InlineAsmOp>(op)) // [inline-asm] an immediate mask
        if (auto imm = asmOp.classify().maskImmediate)
          maskBits = APInt(32, *imm);
      if (mask && !matchPattern(mask, m_ConstantInt(&maskBits)))
        return; // a computed mask (ballot, activemask): trust it
      uint32_t expected = uint32_t(maskBits.getZExtValue());
      if (checkLanesPrecisely(op, expected, offending, uniformity))
        return;
      if (expected != 0xffffffffu && offending.empty()) {
        op->emitError() << describeCollective(op) << " has lane mask "
                        << hex(expected)
                        << " but all 32 lanes of the warp reach it";
        failed = true;
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
      auto diag = op->emitWarning()
                  << "threads that leave early at "
                  << describeLine(offending.front()->op->getLoc())
                  << " never reach this " << describeCollective(op)
                  << " (exited threads are tolerated by the hardware, but CUDA "
                     "leaves this undefined)";
      for (const DivergentBranch *br : offending)
        diag.attachNote(br->op->getLoc()) << "threads leave here";
      return;
    }
    // Name the branch whose condition is divergent by itself, not one that
    // only inherits divergence from a merge (a loop counter after a break).
    const DivergentBranch *culprit = nullptr;
    for (const DivergentBranch *br : offending)
      if (!isEarlyExit(*br, op) && (!culprit || (readsMergedValue(culprit->condition) &&
                                                 !readsMergedValue(br->condition))))
        culprit = br;
    auto diag = op->emitError();
    if (scope == Scope::Warp)
      diag << describeCollective(op)
           << " with a full lane mask is reached under lane-dependent control "
              "flow: not every lane of the warp arrives";
    else
      diag << describeCollective(op) << " is reached under "
           << (scope == Scope::Cluster ? "block" : "thread")
           << "-dependent control flow: not every thread of the "
           << stringifyScope(scope) << " arrives, which can deadlock";
    noteBranch(diag, *culprit);
    failed = true;
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
      auto diag = op->emitError()
                  << describeCollective(op) << " has lane mask "
                  << hex(mask) << " but lanes "
                  << hex(lanes) << " of warp " << warp
                  << " reach it";
      noteBranch(diag, *offending.front());
      failed = true;
      return true;
    }
    return true;
  }

  /// Runs the hazard analysis under the block shapes the kernel can be
  /// launched with (LaunchShapes.h). 1-D: the largest admissible thread
  /// count covers all smaller ones. 2-D/3-D: the symbolic analysis (which
  /// takes in-bounds `tile[ty][tx]` as injective) finds the candidates, and
  /// a race is reported only if it also occurs under some admissible shape,
  /// named in the message.
  void checkHazards(UniformityAnalysis &uniformity) {
    Operation *func = uniformity.getFunction();
    CandidateShapes candidates = candidateBlockShapes(func);
    std::vector<Hazard> hazards;
    llvm::DenseMap<std::pair<Operation *, Operation *>, std::string> shapeNotes;
    std::unique_ptr<SharedMemoryHazards> keep; // owns the accesses
    if (candidates.oneDimensional) {
      std::optional<ThreadFunctions> tables;
      unsigned threads = candidates.maxThreads;
      for (const BlockShape &shape : candidates.shapes) {
        ThreadFunctions tf(func, shape.x);
        if (candidates.exact ||
            unconditionalAccessesInBounds(func, uniformity, tf)) {
          threads = shape.x;
          break;
        }
      }
      if (threads != candidates.maxThreads)
        tables.emplace(func, threads);
      SharedMemoryHazards::Options options;
      options.tables = tables ? &*tables : nullptr;
      keep = std::make_unique<SharedMemoryHazards>(uniformity, options);
      for (const Hazard &h : keep->getHazards()) {
        hazards.push_back(h);
        if (tables)
          shapeNotes[{h.first->op, h.second->op}] =
              "with a " + std::to_string(threads) + "-thread block" +
              (h.firstThread >= 0 ? ", threads " + std::to_string(h.firstThread) +
                                        " and " + std::to_string(h.secondThread)
                                  : "");
      }
    } else {
      keep = std::make_unique<SharedMemoryHazards>(uniformity);
      if (keep->getHazards().empty())
        return;
      bool anyAdmissible = false;
      for (const BlockShape &shape : candidates.shapes) {
        ThreadFunctions tf(func, shape);
        if (!unconditionalAccessesInBounds(func, uniformity, tf))
          continue;
        anyAdmissible = true;
        SharedMemoryHazards::Options options;
        options.tables = &tf;
        SharedMemoryHazards perShape(uniformity, options);
        for (const Hazard &h : perShape.getHazards()) {
          auto key = std::make_pair(h.first->op, h.second->op);
          if (shapeNotes.count(key))
            continue;
          auto coords = [&](int64_t t) {
            std::string c = "(" + std::to_string(t % shape.x) + "," +
                            std::to_string(t / shape.x % shape.y);
            if (shape.z > 1)
              c += "," + std::to_string(t / (shape.x * shape.y));
            return c + ")";
          };
          std::string note = "with a " + std::to_string(shape.x) + "x" +
                             std::to_string(shape.y) +
                             (shape.z > 1 ? "x" + std::to_string(shape.z) : "") +
                             " block";
          if (h.firstThread >= 0)
            note += ", threads " + coords(h.firstThread) + " and " +
                    coords(h.secondThread);
          shapeNotes[key] = note;
        }
      }
      for (const Hazard &h : keep->getHazards())
        if (!anyAdmissible || shapeNotes.count({h.first->op, h.second->op}))
          hazards.push_back(h);
    }
    // One error per racy access and kind: the notes of the first conflicting
    // access already say where the barrier goes.
    llvm::DenseSet<std::pair<Operation *, unsigned>> reported;
    for (const Hazard &h : hazards) {
      unsigned kindKey = (h.first->writes ? 2u : 0u) | (h.second->writes ? 1u : 0u);
      if (!reported.insert({h.second->op, kindKey}).second)
        continue;
      Scope scope = h.needsBlock ? Scope::Block : Scope::Warp;
      StringRef what = h.second->writes ? "write" : "read";
      StringRef firstWhat = h.first->writes ? "write" : "read";
      std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
      if (h.uncertainBecause) { // [inline-asm] possible, not proven: a warning
        bool isAccess = h.uncertainBecause == h.first->op || h.uncertainBecause == h.second->op;
        auto asmOp = dyn_cast<InlineAsmOp>(h.uncertainBecause);
        bool waits = asmOp && asmOp.classify().mbarrierWait;
        auto diag = h.second->op->emitWarning()
                    << "cannot prove this " << what << " of " << buffer
                    << " race-free (" << h.kind() << " with a " << firstWhat
                    << " by another thread): "
                    << (isAccess ? "Kiln cannot read the PTX of the inline asm at "
                                 : "the inline asm at ")
                    << describeLine(h.uncertainBecause->getLoc())
                    << (isAccess ? ", which may touch any shared memory"
                        : waits  ? " waits on an mbarrier, whose ordering Kiln does not model"
                                 : " may synchronise in a way Kiln does not model");
        diag.attachNote(h.first->op->getLoc()) << "the other access is here";
        diag.attachNote(h.uncertainBecause->getLoc())
            << "this asm statement is the reason; if it orders the accesses, "
               "the warning is spurious";
        continue;
      }
      auto diag = h.second->op->emitError();
      if (h.inFlight) {
        bool wgmma = h.first->wgmma; // else a cp.async copy
        diag << "shared-memory race (" << h.kind() << "): this " << what
             << " of " << buffer
             << (wgmma ? " may overwrite operands a wgmma still reads; no "
                         "wgmma wait has retired its group, and a barrier "
                         "alone does not order it"
                       : " may overlap an asynchronous copy (cp.async) that "
                         "no cp.async wait has retired; a barrier alone does "
                         "not order it");
        diag.attachNote(h.first->op->getLoc())
            << (wgmma ? "the wgmma is here; wait for its group "
                        "(simt.wgmma_wait), then barrier, before this access"
                      : "the asynchronous copy is here; wait for its group, "
                        "then barrier, before this access");
        failed = true;
        continue;
      }
      if (h.insufficientWarpBarrier)
        diag << "shared-memory race (" << h.kind() << ") on " << buffer
             << ": threads of different warps meet here, a warp barrier does "
                "not order them; this needs block scope ("
             << barrierSpelling(Scope::Block) << ")";
      else if (!h.needsBlock)
        diag << "warp-synchronous shared-memory access without __syncwarp(): "
                "this "
             << what << " of " << buffer << " races (" << h.kind()
             << ") with another lane of the same warp";
      else
        diag << "shared-memory race (" << h.kind() << "): this " << what
             << " of " << buffer << " may conflict with a " << firstWhat
             << " by another thread with no barrier between them";
      auto note = shapeNotes.find({h.first->op, h.second->op});
      if (note != shapeNotes.end())
        diag << " (" << note->second << ")";
      diag.attachNote(h.first->op->getLoc())
          << "the conflicting " << firstWhat
          << (h.acrossIterations ? " (in an earlier loop iteration)" : "")
          << " is here";
      if (h.insufficientWarpBarrier)
        diag.attachNote(h.insufficientWarpBarrier->getLoc())
            << "this warp barrier orders only the lanes of one warp";
      const DivergentBranch *blocking = nullptr;
      if (Operation *point =
              uniformInsertionPoint(h.second->op, scope, uniformity, &blocking))
        diag.attachNote(point->getLoc())
            << "insert " << barrierSpelling(scope) << " before "
            << describeLine(point->getLoc());
      else
        diag.attachNote(blocking ? blocking->op->getLoc() : h.second->op->getLoc())
            << "no uniform point exists for " << barrierSpelling(scope)
            << " between them: restructure this divergent control flow";
      failed = true;
    }
  }
};
} // namespace
