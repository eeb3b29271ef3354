//===- VerifySync.cpp - the synchronisation contract, checked -------------===//
#include "dialects/simt/Analysis/LaunchShapes.h"
#include "dialects/simt/Analysis/LoopValues.h"
#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/StridedLoops.h"
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/IR/InlinePtx.h"
#include "dialects/simt/Transforms/BarrierPlacement.h"
#include "dialects/simt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SetVector.h"
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
    collectIndirectCollectives();
    getOperation()->walk([&](func::FuncOp func) {
      if (func.isExternal() || func->hasAttr(SimtDialect::kNoSyncCheckAttrName))
        return;
      UniformityAnalysis uniformity(func);
      func.walk([&](Operation *op) {
        if (isCollective(op) && !isSyncExempt(op))
          checkCollective(op, uniformity);
        if (auto call = dyn_cast<func::CallIndirectOp>(op); call && !isSyncExempt(op))
          checkIndirectCall(call);
      });
      if (checkRaces)
        checkHazards(uniformity);
    });
    if (failed)
      signalPassFailure();
  }

  /// Functions whose address is taken (the possible targets of indirect
  /// calls) and the first collective each reaches, directly or through
  /// direct calls.
  llvm::DenseMap<func::FuncOp, Operation *> indirectCollectives;

  void collectIndirectCollectives() {
    ModuleOp module = dyn_cast<ModuleOp>(getOperation());
    if (!module)
      module = getOperation()->getParentOfType<ModuleOp>();
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

  /// [indirect-call] The checks do not follow calls through function
  /// pointers: when a function of the call's type that has its address
  /// taken reaches a barrier or warp collective, say that it is assumed to
  /// be called by all the threads it needs together.
  void checkIndirectCall(func::CallIndirectOp call) {
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

  /// Two threads the condition separates: "threads 0 and 16". From its
  /// table when it has one; otherwise with the loop counters it reads fixed
  /// to values they take (`tid < s`, `ixj > tid` with `ixj = tid ^ j`, a
  /// per-thread trip count `r < t % 4` at r = 0), under the kernel's own
  /// tables and then its admissible block shapes (blockDim, 2-D blocks).
  std::string disagreeingThreads(Value cond, UniformityAnalysis &uniformity) {
    auto pairIn = [](const std::vector<int64_t> &table) -> std::optional<unsigned> {
      for (unsigned t = 1; t < table.size(); ++t)
        if ((table[t] & 1) != (table[0] & 1))
          return t;
      return std::nullopt;
    };
    auto text = [](unsigned t, const std::optional<BlockShape> &shape) {
      auto coords = [&](unsigned i) {
        if (!shape || (shape->y == 1 && shape->z == 1))
          return std::to_string(i);
        std::string c = "(" + std::to_string(i % shape->x) + "," +
                        std::to_string(i / shape->x % shape->y);
        if (shape->z > 1)
          c += "," + std::to_string(i / (shape->x * shape->y));
        return c + ")";
      };
      std::string s = " (";
      if (shape && shape->x)
        s += "with a " +
             (shape->y == 1 && shape->z == 1
                  ? std::to_string(shape->x) + "-thread"
                  : std::to_string(shape->x) + "x" + std::to_string(shape->y) +
                        (shape->z > 1 ? "x" + std::to_string(shape->z) : "")) +
             " block, ";
      return s + "threads " + coords(0) + " and " + coords(t) + " disagree on it)";
    };
    ThreadFunctions &own = uniformity.threadFunctions();
    if (const auto *table = own.table(cond))
      if (auto t = pairIn(*table))
        return text(*t, std::nullopt);
    // The loop counters the condition reads (block arguments of loop
    // headers, scf.for induction variables), outer loops first.
    llvm::SetVector<Value> counters;
    llvm::SmallPtrSet<Value, 32> seen;
    SmallVector<Value> work{cond};
    while (!work.empty()) {
      Value v = work.pop_back_val();
      if (!seen.insert(v).second || seen.size() > 128)
        continue;
      if (auto arg = dyn_cast<BlockArgument>(v)) {
        Block *header = arg.getOwner();
        if (auto forOp = dyn_cast<scf::ForOp>(header->getParentOp())) {
          counters.insert(v);
          work.append({forOp.getLowerBound(), forOp.getUpperBound(), forOp.getStep()});
        } else if (!header->isEntryBlock()) {
          counters.insert(v);
          // What its loop starts from and tests: outer counters
          // (`j = k >> 1`, `j < i`).
          for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it)
            if (auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
              if (Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()])
                work.push_back(in);
          if (auto br = dyn_cast<cf::CondBranchOp>(header->getTerminator()))
            work.push_back(br.getCondition());
        }
        continue;
      }
      if (Operation *def = v.getDefiningOp())
        if (!def->getNumRegions())
          work.append(def->operand_begin(), def->operand_end());
    }
    if (counters.size() > 4)
      return "";
    DominanceInfo &dom = uniformity.dominance();
    SmallVector<Value> order(counters.begin(), counters.end());
    auto depth = [&](Value c) {
      Block *b = cast<BlockArgument>(c).getOwner();
      return llvm::count_if(order, [&](Value o) {
        Block *ob = cast<BlockArgument>(o).getOwner();
        return ob != b && dom.dominates(ob, b);
      });
    };
    llvm::stable_sort(order, [&](Value a, Value b) { return depth(a) < depth(b); });
    Operation *func = uniformity.getFunction();
    auto tryTables = [&](ThreadFunctions &tf, ThreadFunctions &eval) -> std::optional<unsigned> {
      SmallVector<std::pair<Value, int64_t>, 4> bindings;
      unsigned budget = 256;
      std::function<std::optional<unsigned>(unsigned)> assign =
          [&](unsigned i) -> std::optional<unsigned> {
        if (budget == 0)
          return std::nullopt;
        if (i == order.size()) {
          --budget;
          if (auto table = tf.tableWith(cond, bindings))
            return pairIn(*table);
          return std::nullopt;
        }
        SmallVector<int64_t> values;
        if (auto range = enumerateLoopValues(order[i], dom, eval, bindings, 16,
                                             /*includeExit=*/false))
          values = *range;
        else
          values = firstLoopValues(order[i], dom, eval, bindings);
        if (values.size() > 8)
          values.resize(8);
        for (int64_t x : values) {
          bindings.push_back({order[i], x});
          auto found = assign(i + 1);
          bindings.pop_back();
          if (found)
            return found;
        }
        return std::nullopt;
      };
      return assign(0);
    };
    if (own.tabulates()) {
      ThreadFunctions eval = ThreadFunctions::uniformEvaluator(func, std::nullopt);
      if (auto t = tryTables(own, eval))
        return text(*t, std::nullopt);
    }
    CandidateShapes candidates = candidateBlockShapes(func);
    unsigned tried = 0;
    // (Only on the error path: each shape costs a table build.)
    for (const BlockShape &shape : llvm::ArrayRef(candidates.shapes).take_front(64)) {
      ThreadFunctions tf(func, shape);
      // Only shapes the kernel can be launched with (LaunchShapes.h).
      if (!candidates.exact && !unconditionalAccessesInBounds(func, uniformity, tf))
        continue;
      if (++tried > 4)
        break;
      ThreadFunctions eval = ThreadFunctions::uniformEvaluator(func, shape);
      if (auto t = tryTables(tf, eval))
        return text(*t, shape);
    }
    return "";
  }

  /// The values a cf loop counter takes in its first iterations (its entry
  /// value, then its update applied), when the evaluator knows them: a
  /// counter whose exit test is per-thread (`sweep < 1 + t / 64`) runs
  /// these in the threads that stay longest.
  static SmallVector<int64_t>
  firstLoopValues(Value v, DominanceInfo &dom, ThreadFunctions &eval,
                  ArrayRef<std::pair<Value, int64_t>> bindings) {
    auto arg = cast<BlockArgument>(v);
    Block *header = arg.getOwner();
    if (header->isEntryBlock())
      return {};
    auto evaluate = [&](Value in, ArrayRef<std::pair<Value, int64_t>> with)
        -> std::optional<int64_t> {
      APInt c;
      if (matchPattern(in, m_ConstantInt(&c)))
        return c.getSExtValue();
      if (auto table = eval.tableWith(in, with); table && !table->empty())
        return table->front();
      return std::nullopt;
    };
    std::optional<int64_t> start;
    Value next;
    for (auto it = header->pred_begin(), e = header->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return {};
      Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
      if (!in)
        return {};
      if (dom.dominates(header, *it)) {
        if (next && next != in)
          next = Value(); // several updates: only the start is known
        else
          next = in;
        continue;
      }
      auto x = evaluate(in, bindings);
      if (!x || (start && *start != *x))
        return {};
      start = x;
    }
    if (!start)
      return {};
    SmallVector<int64_t> values{*start};
    SmallVector<std::pair<Value, int64_t>, 4> with(bindings.begin(), bindings.end());
    with.push_back({v, *start});
    while (next && values.size() < 8) {
      with.back().second = values.back();
      auto x = evaluate(next, with);
      if (!x || llvm::is_contained(values, *x))
        break;
      values.push_back(*x);
    }
    return values;
  }

  /// " (lane 24 is in the mask and never arrives)" or the converse.
  static std::string laneOutside(uint32_t mask, uint32_t lanes) {
    if (uint32_t missing = mask & ~lanes)
      return " (lane " + std::to_string(llvm::countr_zero(missing)) +
             " is in the mask and never arrives)";
    if (uint32_t extra = lanes & ~mask)
      return " (lane " + std::to_string(llvm::countr_zero(extra)) +
             " arrives and is not in the mask)";
    return "";
  }

  /// Per thread, whether the early exit `br` (a cf.cond_br) lets it leave,
  /// given that its warp reaches `op` at all: a warp-uniform part of the
  /// exit condition (`row >= rows` in `if (row >= rows || lane >= COLS)
  /// return;`) is false for such a warp, or the whole warp would have left.
  /// Nothing when the rest is not a function of the thread.
  std::optional<std::vector<bool>> leavesAt(const DivergentBranch &br, Operation *op,
                                            UniformityAnalysis &uniformity) {
    auto condBr = dyn_cast<cf::CondBranchOp>(br.op);
    if (!condBr)
      return std::nullopt;
    Block *target = op->getBlock();
    while (target && target->getParent() != condBr->getParentRegion())
      target = target->getParentOp() ? target->getParentOp()->getBlock() : nullptr;
    llvm::SmallPtrSet<Block *, 16> seen;
    SmallVector<Block *> work{condBr.getTrueDest()};
    while (!work.empty()) {
      Block *b = work.pop_back_val();
      if (seen.insert(b).second)
        for (Block *s : b->getSuccessors())
          work.push_back(s);
    }
    bool exitOn = !seen.contains(target); // the true side leaves
    ThreadFunctions &tables = uniformity.threadFunctions();
    unsigned n = tables.numThreads();
    std::function<std::optional<std::vector<bool>>(Value, bool, unsigned)> eval =
        [&](Value cond, bool exitWhen, unsigned depth) -> std::optional<std::vector<bool>> {
      if (depth > 8)
        return std::nullopt;
      if (const auto *table = tables.table(cond)) {
        std::vector<bool> out(n);
        for (unsigned t = 0; t < n; ++t)
          out[t] = bool((*table)[t] & 1) == exitWhen;
        return out;
      }
      if (depth > 0 && uniformity.getLevel(cond) <= Uniformity::Warp)
        return std::vector<bool>(n, false);
      Operation *def = cond.getDefiningOp();
      if (!def)
        return std::nullopt;
      APInt one;
      if (isa<arith::XOrIOp>(def))
        for (unsigned i = 0; i < 2; ++i)
          if (matchPattern(def->getOperand(i), m_ConstantInt(&one)) && one.isAllOnes())
            return eval(def->getOperand(1 - i), !exitWhen, depth + 1);
      // Leaving when either holds (exitWhen true) or when either fails.
      if ((exitWhen && isa<arith::OrIOp>(def)) || (!exitWhen && isa<arith::AndIOp>(def))) {
        auto a = eval(def->getOperand(0), exitWhen, depth + 1);
        auto b = a ? eval(def->getOperand(1), exitWhen, depth + 1) : std::nullopt;
        if (!b)
          return std::nullopt;
        for (unsigned t = 0; t < n; ++t)
          (*a)[t] = (*a)[t] || (*b)[t];
        return a;
      }
      return std::nullopt;
    };
    return eval(condBr.getCondition(), exitOn, 0);
  }

  /// A full-mask warp collective after early exits that certainly take
  /// some lanes of a warp and keep others (`lane >= COLS` with COLS = 24):
  /// the lanes that left are in the mask and never arrive, a proven
  /// violation. False when the exits are not functions of the thread.
  bool checkEarlyExitLanes(Operation *op, ArrayRef<const DivergentBranch *> offending,
                           UniformityAnalysis &uniformity) {
    ThreadFunctions &tables = uniformity.threadFunctions();
    if (!tables.isOneDimensional())
      return false;
    unsigned n = tables.numThreads();
    std::vector<bool> leaves(n, false);
    for (const DivergentBranch *br : offending) {
      auto out = leavesAt(*br, op, uniformity);
      if (!out)
        return false;
      for (unsigned t = 0; t < n; ++t)
        leaves[t] = leaves[t] || (*out)[t];
    }
    for (unsigned warp = 0; warp * 32 < n; ++warp) {
      uint32_t lanes = 0;
      unsigned width = std::min(32u, n - warp * 32);
      for (unsigned lane = 0; lane < width; ++lane)
        if (!leaves[warp * 32 + lane])
          lanes |= 1u << lane;
      if (width < 32 || lanes == 0 || lanes == 0xffffffffu)
        continue;
      Finding f{op, true,
                describeCollective(op) + " has lane mask " + hex(0xffffffffu) +
                    " but lanes " + hex(lanes) + " of warp " + std::to_string(warp) +
                    " reach it: the others leave early at " +
                    describeLine(offending.front()->op->getLoc()) +
                    laneOutside(0xffffffffu, lanes),
                {}};
      for (const DivergentBranch *br : offending)
        f.note(br->op->getLoc(), "threads leave here");
      emit(f);
      return true;
    }
    return false;
  }

  void checkCollective(Operation *op, UniformityAnalysis &uniformity) {
    auto collective = cast<CollectiveOpInterface>(op);
    Scope scope = collective.getCollectiveScope();
    SmallVector<const DivergentBranch *> offending;
    for (const DivergentBranch *br : uniformity.getGoverningBranches(op))
      if (divergesAt(scope, br->level))
        offending.push_back(br);

    Value mask = collective.getCollectiveMask();
    bool fullWarpMask = false;
    if (scope == Scope::Warp) {
      APInt maskBits(32, 0xffffffffu);
      if (auto asmOp = dyn_cast<InlineAsmOp>(op)) // [inline-asm] an immediate mask
        if (auto imm = asmOp.classify().maskImmediate)
          maskBits = APInt(32, *imm);
      if (mask && !matchPattern(mask, m_ConstantInt(&maskBits))) {
        // coopgroups: a mask computed from the lane id (a tile's lanes,
        // `((1 << N) - 1) << (lane & ~(N - 1))`) is checked lane by lane.
        checkComputedMask(op, mask, offending, uniformity);
        return; // otherwise (ballot, activemask) it is trusted
      }
      uint32_t expected = uint32_t(maskBits.getZExtValue());
      fullWarpMask = expected == 0xffffffffu;
      if (checkLanesPrecisely(op, expected, offending, uniformity))
        return;
      if (expected != 0xffffffffu && offending.empty()) {
        Finding f{op, true, describeCollective(op) + " has lane mask " +
                                hex(expected) + " but all 32 lanes of the warp reach it (lane " +
                                std::to_string(llvm::countr_one(expected)) +
                                " arrives and is not in the mask)",
                  {}};
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
      if (fullWarpMask && checkEarlyExitLanes(op, offending, uniformity))
        return;
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
    // A warp collective inside a block- or grid-strided loop whose exit
    // compares the index with a bound known only at run time (`for (i =
    // base + t; i < n; i += stride)`): the lanes of a warp part only in the
    // last iteration, and not at all when n is a multiple of the warp size,
    // as the authors of such loops (cg::binary_partition in a grid-stride
    // loop) arrange. Undecided, not proven.
    if (scope == Scope::Warp && fromThreads &&
        llvm::all_of(offending, [&](const DivergentBranch *br) {
          return isEarlyExit(*br, op) || stridedExitOnRuntimeBound(*br, uniformity);
        })) {
      Finding w{op, false,
                describeCollective(op) + " with a full lane mask is reached inside the "
                "block-strided loop at " + describeLine(culprit->op->getLoc()) +
                ", whose last iteration may run on part of a warp: whether the "
                "lanes part depends on the loop's bound, which is not known at "
                "compile time",
                {}};
      noteBranch(w, *culprit);
      emit(w);
      return;
    }
    Finding f{op, fromThreads, "", {}};
    if (scope == Scope::Warp)
      f.message = describeCollective(op) +
                  " with a full lane mask is reached under lane-dependent control "
                  "flow: not every lane of the warp arrives";
    else
      f.message = describeCollective(op) + " is reached under " +
                  ((scope == Scope::Cluster ||
                    (scope == Scope::Device && culprit->level == Uniformity::Block))
                       ? "block"
                       : "thread") +
                  "-dependent control flow: not every thread of the " +
                  (scope == Scope::Device ? std::string("grid") // coopgroups
                                          : stringifyScope(scope).str()) +
                  " arrives, which can deadlock";
    if (fromThreads)
      f.message += disagreeingThreads(culprit->condition, uniformity);
    else
      f.message += " if the per-thread data its condition reads differs between "
                   "threads (the analysis cannot tell)";
    noteBranch(f, *culprit);
    emit(f);
  }

  /// The exit test of a block-strided loop (StridedLoops.h) against a
  /// uniform value that is not a constant (a kernel argument).
  static bool stridedExitOnRuntimeBound(const DivergentBranch &br,
                                        UniformityAnalysis &uniformity) {
    auto cmp = br.condition ? br.condition.getDefiningOp<arith::CmpIOp>() : nullptr;
    if (!cmp)
      return false;
    for (unsigned i = 0; i < 2; ++i) {
      Value index = stripIntCasts(cmp->getOperand(i));
      Value bound = cmp->getOperand(1 - i);
      auto arg = dyn_cast<BlockArgument>(index);
      if (!arg || arg.getOwner() != br.op->getBlock())
        continue;
      APInt k;
      if (matchPattern(bound, m_ConstantInt(&k)) ||
          uniformity.getLevel(bound) > Uniformity::Block)
        continue;
      if (matchStridedInduction(index, uniformity.dominance()))
        return true;
    }
    return false;
  }

  /// coopgroups: a warp collective whose mask is a function of the thread
  /// (tabulated in a 1-D block): every lane that reaches it must be in its own
  /// mask, and every lane of that mask must reach it. Silent when the mask or
  /// a divergent condition around `op` cannot be tabulated.
  void checkComputedMask(Operation *op, Value mask,
                         ArrayRef<const DivergentBranch *> offending,
                         UniformityAnalysis &uniformity) {
    ThreadFunctions &tables = uniformity.threadFunctions();
    if (!tables.isOneDimensional())
      return;
    const std::vector<int64_t> *maskTable = tables.table(mask);
    if (!maskTable)
      return;
    std::vector<int64_t> masks = *maskTable; // table() may rehash the cache
    auto guards = uniformity.getGuards(op);
    for (const DivergentBranch *br : offending)
      if (!llvm::any_of(guards, [&](auto g) { return g.first == br->condition; }) ||
          !tables.table(br->condition))
        return;
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
      for (unsigned lane = 0; lane < 32 && warp * 32 + lane < n; ++lane) {
        if (!(lanes >> lane & 1))
          continue;
        uint32_t m = uint32_t(masks[warp * 32 + lane]);
        if (!(m >> lane & 1)) {
          Finding f{op, true,
                    describeCollective(op) + " in lane " + std::to_string(lane) +
                        " of warp " + std::to_string(warp) + " has lane mask " +
                        hex(m) + ", which does not include the lane itself",
                    {}};
          emit(f);
          return;
        }
        if (m & ~lanes) {
          Finding f{op, true,
                    describeCollective(op) + " has lane mask " + hex(m) +
                        " in lane " + std::to_string(lane) + " of warp " +
                        std::to_string(warp) + ", but only lanes " +
                        hex(lanes & m) + " of that mask reach it",
                    {}};
          if (!offending.empty())
            noteBranch(f, *offending.front());
          emit(f);
          return;
        }
      }
    }
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
                    std::to_string(warp) + " reach it" + laneOutside(mask, lanes),
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
    // Shapes of partial warps are not candidates (LaunchShapes.h): say so.
    std::string warpAssumption =
        candidates.assumesWarpMultiple
            ? (candidates.oneDimensional
                   ? ", assuming blockDim.x is a multiple of 32"
                   : ", assuming the block is a multiple of 32 threads")
            : "";
    if (candidates.flatRowLength)
      warpAssumption += ", assuming blockDim.x is " +
                        std::to_string(candidates.flatRowLength) +
                        " (the row of its flat thread index)";
    auto oneDName = [&](unsigned threads) {
      return "with a " + std::to_string(threads) + "-thread block" + warpAssumption;
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
                           " block" + warpAssumption;
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
    if (h.proven && w.address != INT64_MIN && w.addressRelative) {
      int64_t size = std::max<int64_t>(1, h.second->size);
      std::string buffer = h.second->buffer.empty() ? "shared memory" : h.second->buffer;
      add((w.address % size != 0 ? "byte offset " + std::to_string(w.address)
                                 : "element offset " + std::to_string(w.address / size)) +
          " in " + buffer + " from the uniform base both addresses share");
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
    if (h.uncertainBecause) { // [inline-asm] possible, not proven: a warning
      bool isAccess = h.uncertainBecause == h.first->op || h.uncertainBecause == h.second->op;
      auto asmOp = dyn_cast<InlineAsmOp>(h.uncertainBecause);
      bool waits = asmOp && asmOp.classify().mbarrierWait;
      bool indirect = isa<func::CallIndirectOp>(h.uncertainBecause);
      f.proven = false;
      msg << "cannot prove this " << what << " of " << buffer << " race-free ("
          << h.kind() << " with a " << firstWhat << " by another thread): "
          << (indirect ? "the call through a function pointer at "
              : isAccess ? "Kiln cannot read the PTX of the inline asm at "
                         : "the inline asm at ")
          << describeLine(h.uncertainBecause->getLoc())
          << (indirect ? " may synchronise, and Kiln does not follow indirect calls"
              : isAccess ? ", which may touch any shared memory"
              : waits  ? " waits on an mbarrier, whose ordering Kiln does not model"
                       : " may synchronise in a way Kiln does not model");
      f.note(h.first->op->getLoc(), "the other access is here");
      f.note(h.uncertainBecause->getLoc(),
             indirect ? "this indirect call is the reason; if the function it calls "
                        "orders the accesses, the warning is spurious"
                      : "this asm statement is the reason; if it orders the accesses, "
                        "the warning is spurious");
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
