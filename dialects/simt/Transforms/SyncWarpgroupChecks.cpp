//===- SyncWarpgroupChecks.cpp - warpgroup collectives in divergent code --===//
//
// wgmma (with its fence, commit and wait) and setmaxnreg are executed by the
// four consecutive warps of a warpgroup together (threads 128k..128k+127 of
// the linear thread index), not by the block. A branch that splits the block
// along warpgroup lines (the producer warpgroup of a warp-specialised
// pipeline leaving after its loop, `if (warp >= 8) return;`) leaves every
// warpgroup that continues whole; one that splits a warpgroup makes the
// instruction undefined. In a 1-D block the per-thread tables say which.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/SyncChecker.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

static constexpr unsigned kWarpgroup = 128;

unsigned SyncChecker::warpgroupWidth(Operation *op) {
  if (isa<WgmmaOp, WgmmaFenceOp, WgmmaCommitOp, WgmmaWaitOp, SetMaxNRegOp>(op))
    return kWarpgroup;
  if (auto asmOp = dyn_cast<InlineAsmOp>(op))
    if (asmOp.classify().warpgroupCollective)
      return kWarpgroup;
  return 0;
}

std::optional<std::vector<bool>>
SyncChecker::threadsArriving(Operation *op, ArrayRef<const DivergentBranch *> offending,
                             UniformityAnalysis &uniformity, unsigned width,
                             ThreadFunctions *with) {
  ThreadFunctions &tables = with ? *with : uniformity.threadFunctions();
  if (!with && !tables.isOneDimensional())
    return std::nullopt;
  unsigned n = tables.numThreads();
  std::vector<bool> arrives(n, true);
  auto guards = uniformity.getGuards(op);
  for (const DivergentBranch *br : offending) {
    bool guard = br->condition && tables.table(br->condition) &&
                 llvm::any_of(guards, [&](auto g) { return g.first == br->condition; });
    if (guard)
      continue; // applied with the other guards below
    if (!isEarlyExit(*br, op))
      return std::nullopt;
    auto leaves = leavesAt(*br, op, uniformity, width, with);
    if (!leaves)
      return std::nullopt;
    for (unsigned t = 0; t < n; ++t)
      if ((*leaves)[t])
        arrives[t] = false;
  }
  // Guards that are not offending are uniform over the group (their tables,
  // when they have one, are facts all the same).
  for (auto [cond, expected] : guards)
    if (const auto *table = tables.table(cond))
      for (unsigned t = 0; t < n; ++t)
        if (bool((*table)[t] & 1) != expected)
          arrives[t] = false;
  return arrives;
}

/// "256..319" or "0..31, 64..95" (at most three runs, then "...").
static std::string runsOf(const std::vector<bool> &arrives, unsigned first, unsigned count) {
  std::string s;
  unsigned runs = 0;
  for (unsigned t = first; t < first + count;) {
    if (!arrives[t]) {
      ++t;
      continue;
    }
    unsigned end = t;
    while (end + 1 < first + count && arrives[end + 1])
      ++end;
    if (++runs > 3)
      return s + ", ...";
    s += (s.empty() ? "" : ", ") + std::to_string(t) +
         (end > t ? ".." + std::to_string(end) : "");
    t = end + 1;
  }
  return s;
}

SyncChecker::GroupCheck
SyncChecker::checkWarpgroupArrivals(Operation *op, StringRef what,
                                    ArrayRef<const DivergentBranch *> offending,
                                    UniformityAnalysis &uniformity, unsigned width,
                                    StringRef group) {
  auto arrives = threadsArriving(op, offending, uniformity, width);
  if (!arrives)
    return GroupCheck::Unknown;
  unsigned n = arrives->size();
  // Groups past the tabulated block (n not a multiple of 128) are not
  // judged: such a block cannot run a warpgroup instruction at all.
  for (unsigned g = 0; (g + 1) * width <= n; ++g) {
    unsigned first = g * width;
    std::optional<unsigned> inside, out; // a witness of each kind
    for (unsigned t = first; t < first + width; ++t) {
      if ((*arrives)[t]) {
        if (!inside)
          inside = t;
      } else if (!out) {
        out = t;
      }
    }
    if (!inside || !out)
      continue;
    bool exits = llvm::all_of(offending, [&](const DivergentBranch *br) {
      return isEarlyExit(*br, op);
    });
    Finding f{op, true,
              what.str() + " needs all " + std::to_string(width) +
                  " threads of " + group.str() + " " + std::to_string(g) + " (threads " +
                  std::to_string(first) + ".." + std::to_string(first + width - 1) +
                  ") but only threads " + runsOf(*arrives, first, width) +
                  " reach it" + (exits ? ": the others leave early at " +
                                             describeLine(offending.front()->op->getLoc())
                                       : std::string()) +
                  " (thread " + std::to_string(*inside) + " arrives, thread " +
                  std::to_string(*out) + " does not)",
              {}};
    for (const DivergentBranch *br : offending) {
      if (isEarlyExit(*br, op))
        f.note(br->op->getLoc(), "threads leave here");
      else
        noteBranch(f, *br);
    }
    emit(f);
    return GroupCheck::Reported;
  }
  return GroupCheck::Complete;
}

void SyncChecker::checkSetMaxNReg(Operation *op, UniformityAnalysis &uniformity) {
  SmallVector<const DivergentBranch *> offending;
  for (const DivergentBranch *br : uniformity.getGoverningBranches(op))
    if (divergesAt(Scope::Block, br->level))
      offending.push_back(br);
  if (offending.empty())
    return;
  std::string what = "setmaxnreg";
  if (checkWarpgroupArrivals(op, what, offending, uniformity) != GroupCheck::Unknown)
    return;
  Finding f{op, false,
            what + " is reached under thread-dependent control flow and the "
                   "analysis cannot tell whether every thread of a warpgroup "
                   "arrives (it must: the instruction is .sync.aligned per warpgroup)",
            {}};
  noteBranch(f, *offending.front());
  emit(f);
}
