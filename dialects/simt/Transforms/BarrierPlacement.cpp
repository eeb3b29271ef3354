//===- BarrierPlacement.cpp - where a barrier may go ----------------------===//
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Analysis/ValueSources.h"
#include "dialects/simt/IR/InlinePtx.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

bool kiln::simt::divergesAt(Scope scope, Uniformity level) {
  switch (scope) {
  case Scope::Warp:
    return level == Uniformity::Thread;
  case Scope::Block:
    return level >= Uniformity::Warp;
  default:
    return level >= Uniformity::Block;
  }
}

static Scope collectiveScope(Operation *op) {
  return cast<CollectiveOpInterface>(op).getCollectiveScope();
}

static bool containsCollective(Block *block, bool warpToo) {
  bool found = false;
  block->walk([&](Operation *op) {
    if (isCollective(op) && (warpToo || collectiveScope(op) != Scope::Warp))
      found = true;
  });
  return found;
}

static llvm::SmallPtrSet<Block *, 16> reachableFrom(Block *start) {
  llvm::SmallPtrSet<Block *, 16> seen;
  SmallVector<Block *> worklist{start};
  while (!worklist.empty()) {
    Block *b = worklist.pop_back_val();
    if (seen.insert(b).second)
      for (Block *s : b->getSuccessors())
        worklist.push_back(s);
  }
  return seen;
}

bool kiln::simt::isEarlyExit(const DivergentBranch &br, Operation *op) {
  if (br.influenced.empty())
    return false; // structured ops cannot leave the function
  Region *region = br.op->getParentRegion();
  Block *target = op->getBlock();
  while (target && target->getParent() != region)
    target = target->getParentOp() ? target->getParentOp()->getBlock() : nullptr;
  bool warpToo = !isCollective(op) || collectiveScope(op) == Scope::Warp;
  SmallVector<llvm::SmallPtrSet<Block *, 16>> leaving;
  unsigned reaching = 0;
  for (Block *succ : br.op->getSuccessors()) {
    auto blocks = reachableFrom(succ);
    if (blocks.contains(target)) {
      ++reaching;
    } else {
      leaving.push_back(std::move(blocks));
    }
  }
  if (reaching != 1 || leaving.empty())
    return false;
  // The leaving paths must not be where the branch re-joins (that is an
  // `if` around the barrier, not an exit) nor reach another collective.
  for (auto &blocks : leaving)
    for (Block *b : blocks)
      if (b == br.join || containsCollective(b, warpToo))
        return false;
  return true;
}

Operation *kiln::simt::uniformInsertionPoint(Operation *access, Scope scope,
                                             UniformityAnalysis &uniformity,
                                             const DivergentBranch **blocking) {
  Operation *point = access;
  // Each step moves the point before a divergent branch, i.e. strictly up the
  // region tree or backwards in the CFG; a loop left divergently brings it
  // back into the same blocks, which the bound catches.
  for (unsigned step = 0; step < 16; ++step) {
    const DivergentBranch *outermost = nullptr;
    // Threads that left early do not wait at a barrier either way.
    for (const DivergentBranch *br : uniformity.getGoverningBranches(point))
      if (divergesAt(scope, br->level) && !isEarlyExit(*br, point)) {
        outermost = br;
        break;
      }
    if (!outermost)
      return point;
    if (blocking)
      *blocking = outermost;
    // A cf branch whose own block it decides about: a loop it may leave.
    if (outermost->influenced.contains(outermost->op->getBlock()))
      return nullptr;
    point = outermost->op;
  }
  return nullptr;
}

std::string kiln::simt::describeLine(Location loc) {
  if (auto flc = loc->findInstanceOf<FileLineColLoc>())
    return ("line " + Twine(flc.getLine())).str();
  return "this point";
}

StringRef kiln::simt::barrierSpelling(Scope scope) {
  switch (scope) {
  case Scope::Warp:
    return "__syncwarp() (simt.barrier warp)";
  case Scope::Block:
    return "__syncthreads() (simt.barrier block)";
  default:
    return "a cluster barrier (simt.barrier cluster)";
  }
}

StringRef kiln::simt::divergenceReason(Uniformity level) {
  switch (level) {
  case Uniformity::Thread:
    return "its condition differs between threads of a warp";
  case Uniformity::Warp:
    return "its condition differs between warps of a block";
  case Uniformity::Block:
    return "its condition differs between blocks of a cluster";
  default:
    return "its condition is uniform";
  }
}

namespace {
bool locationInRanges(Location loc, ArrayAttr ranges) {
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return locationInRanges(callSite.getCallee(), ranges) ||
           locationInRanges(callSite.getCaller(), ranges);
  if (auto fused = dyn_cast<FusedLoc>(loc))
    return llvm::any_of(fused.getLocations(), [&](Location l) {
      return locationInRanges(l, ranges);
    });
  if (auto named = dyn_cast<NameLoc>(loc))
    return locationInRanges(named.getChildLoc(), ranges);
  auto fl = dyn_cast<FileLineColLoc>(loc);
  if (!fl)
    return false;
  auto position = std::make_pair(fl.getLine(), fl.getColumn());
  for (Attribute a : ranges) {
    auto range = dyn_cast<ArrayAttr>(a);
    if (!range || range.size() != 5)
      continue;
    auto file = dyn_cast<StringAttr>(range[0]);
    auto num = [&](unsigned i) {
      auto v = dyn_cast<IntegerAttr>(range[i]);
      return v ? unsigned(v.getInt()) : 0u;
    };
    if (file && file.getValue() == fl.getFilename().getValue() &&
        std::make_pair(num(1), num(2)) <= position &&
        position <= std::make_pair(num(3), num(4)))
      return true;
  }
  return false;
}
} // namespace

bool kiln::simt::isSyncExempt(Operation *op) {
  if (op->hasAttr(SimtDialect::MbarrierOrderedAttrHelper::getNameStr()))
    return true;
  Operation *func = op->getParentOfType<FunctionOpInterface>();
  if (func && func->hasAttr(SimtDialect::NoSyncCheckAttrHelper::getNameStr()))
    return true;
  auto module = op->getParentOfType<ModuleOp>();
  auto ranges = module ? module->getAttrOfType<ArrayAttr>(
                             SimtDialect::SyncExemptAttrHelper::getNameStr())
                       : ArrayAttr();
  return ranges && locationInRanges(op->getLoc(), ranges);
}

bool kiln::simt::dependsOnThreadIds(Value cond) {
  auto visit = [](Value v, SourceWalk &walk) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      // A merged value: whatever flows in on each edge.
      SmallVector<Value, 4> in;
      (void)incomingValues(arg, in);
      for (Value x : in)
        walk.push(x);
      // And the tests that decide at which iteration a thread leaves with it
      // (`while (data[i] != threadIdx.x) ++i;`).
      Block *block = arg.getOwner();
      auto pushCondition = [&](Block *b) {
        if (auto br = dyn_cast_or_null<cf::CondBranchOp>(b->getTerminator()))
          walk.push(br.getCondition());
      };
      pushCondition(block);
      for (Block *pred : block->getPredecessors())
        pushCondition(pred);
      return SourceVisit::Skip;
    }
    Operation *def = v.getDefiningOp();
    if (isa<ThreadIdOp, LaneIdOp, WarpIdOp, BlockIdOp, BlockRankInClusterOp,
            BlockIdInClusterOp>(def))
      return SourceVisit::Stop;
    // Loaded, atomically updated or exchanged data: the value, not the
    // address, decides.
    // Atomic updates hand every thread its own old value (`atomicAdd(&c,
    // 1) == 0` holds in one thread): as good as a thread id.
    if (isa<AtomicRMWOp, AtomicCASOp>(def))
      return SourceVisit::Stop;
    if (isa<LoadOp, AtomicLoadOp, ShuffleOp, MatchAnyOp, VoteOp>(def) ||
        def->getNumRegions())
      return SourceVisit::Skip;
    return SourceVisit::Follow;
  };
  return walkValueSources(cond, visit, {/*maxValues=*/256}) == SourceWalkResult::Stopped;
}
