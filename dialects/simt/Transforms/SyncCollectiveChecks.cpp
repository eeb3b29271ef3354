//===- SyncCollectiveChecks.cpp - collectives in divergent code ----------===//
#include "dialects/simt/Transforms/SyncChecker.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

/// Thread `t` of a block as a diagnostic names it: its linear index in a 1-D
/// block (or an unknown shape), its (x,y[,z]) coordinates otherwise.
static std::string threadCoordinates(unsigned t, const std::optional<BlockShape> &shape) {
  if (!shape || (shape->y == 1 && shape->z == 1))
    return std::to_string(t);
  std::string c = "(" + std::to_string(t % shape->x) + "," + std::to_string(t / shape->x % shape->y);
  if (shape->z > 1)
    c += "," + std::to_string(t / (shape->x * shape->y));
  return c + ")";
}

static bool leavesForGood(const DivergentBranch &br, Operation *op);

/// A warp vote: `simt.vote`, or inline PTX whose every collective statement
/// is `vote.sync` (`vote.sync.ballot.b32 %0, p, 0xffffffff;`).
static bool isVote(Operation *op) {
  if (isa<VoteOp>(op))
    return true;
  auto asmOp = dyn_cast<InlineAsmOp>(op);
  if (!asmOp)
    return false;
  PtxSummary ptx = asmOp.classify();
  if (!ptx.understood || !ptx.warpCollective || ptx.blockBarrier || ptx.warpBarrier ||
      ptx.barrierArrive || ptx.clusterArrive || ptx.clusterWait || ptx.warpgroupCollective ||
      ptx.mbarrierWait || !ptx.memory.empty() || ptx.unknownMemory)
    return false;
  bool onlyVotes = true;
  forEachPtxStatement(asmOp.getAsmString(), [&](StringRef opcode, StringRef, bool predicated) {
    if (opcode.contains(".sync") && (!opcode.starts_with("vote.sync") || predicated))
      onlyVotes = false;
  });
  return onlyVotes;
}

/// Whether a result of `vote` reaches, through pure ops and block
/// arguments, the lane mask of another collective (`~ballot` as the mask of
/// cg::binary_partition's other half): that mask names the lanes that left,
/// and its collectives read them.
static bool feedsCollectiveMask(Operation *vote) {
  llvm::SmallPtrSet<Value, 32> seen;
  SmallVector<Value> work(vote->getResults().begin(), vote->getResults().end());
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (seen.size() > 256)
      return true;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto coll = dyn_cast<CollectiveOpInterface>(user))
        if (coll.getCollectiveMask() == v)
          return true;
      if (auto branch = dyn_cast<BranchOpInterface>(user)) {
        for (unsigned i = 0; i < user->getNumSuccessors(); ++i) {
          SuccessorOperands ops = branch.getSuccessorOperands(i);
          for (unsigned j = 0; j < ops.size(); ++j)
            if (ops[j] == v && j < user->getSuccessor(i)->getNumArguments())
              work.push_back(user->getSuccessor(i)->getArgument(j));
        }
        continue;
      }
      if (isa<CollectiveOpInterface>(user) || user->getNumRegions())
        continue;
      if (isMemoryEffectFree(user))
        work.append(user->result_begin(), user->result_end());
    }
  }
  return false;
}

void SyncChecker::noteBranch(Finding &f, const DivergentBranch &br) {
  f.note(br.op->getLoc(), "this branch decides which threads arrive: " +
                              divergenceReason(br.level).str());
}

std::string SyncChecker::disagreeingThreads(Value cond, UniformityAnalysis &uniformity,
                                            bool sameWarp) {
  // (first, t): thread t disagrees with `first`, thread 0 or, for a warp
  // collective, the first thread of t's warp (warps are runs of 32 linear
  // thread ids in every block shape).
  auto pairIn = [&](const std::vector<int64_t> &table)
      -> std::optional<std::pair<unsigned, unsigned>> {
    for (unsigned t = 1; t < table.size(); ++t) {
      unsigned first = sameWarp ? t & ~31u : 0;
      if ((table[t] & 1) != (table[first] & 1))
        return std::make_pair(first, t);
    }
    return std::nullopt;
  };
  auto text = [](std::pair<unsigned, unsigned> pair, const std::optional<BlockShape> &shape) {
    auto coords = [&](unsigned i) { return threadCoordinates(i, shape); };
    std::string s = " (";
    if (shape && shape->x)
      s += "with a " +
           (shape->y == 1 && shape->z == 1
                ? std::to_string(shape->x) + "-thread"
                : std::to_string(shape->x) + "x" + std::to_string(shape->y) +
                      (shape->z > 1 ? "x" + std::to_string(shape->z) : "")) +
           " block, ";
    return s + "threads " + coords(pair.first) + " and " + coords(pair.second) +
           " disagree on it)";
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
  auto tryTables = [&](ThreadFunctions &tf, ThreadFunctions &eval)
      -> std::optional<std::pair<unsigned, unsigned>> {
    SmallVector<std::pair<Value, int64_t>, 4> bindings;
    unsigned budget = 256;
    std::function<std::optional<std::pair<unsigned, unsigned>>(unsigned)> assign =
        [&](unsigned i) -> std::optional<std::pair<unsigned, unsigned>> {
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

SmallVector<int64_t>
SyncChecker::firstLoopValues(Value v, DominanceInfo &dom, ThreadFunctions &eval,
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

std::string SyncChecker::laneOutside(uint32_t mask, uint32_t lanes) {
  if (uint32_t missing = mask & ~lanes)
    return " (lane " + std::to_string(llvm::countr_zero(missing)) +
           " is in the mask and never arrives)";
  if (uint32_t extra = lanes & ~mask)
    return " (lane " + std::to_string(llvm::countr_zero(extra)) +
           " arrives and is not in the mask)";
  return "";
}

std::string SyncChecker::disagreeingLanes(Value cond, UniformityAnalysis &uniformity) {
  // `a && b` / `a || b` with `a` the same across a warp: the lanes part on
  // `b` (fewer uniform leaves to bind: `col0 + c < cols && r0 + lane < rows`).
  for (unsigned depth = 0; depth < 4; ++depth) {
    Operation *def = cond.getDefiningOp();
    if (!isa_and_nonnull<arith::AndIOp, arith::OrIOp>(def))
      break;
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    if (uniformity.getLevel(lhs) <= Uniformity::Warp)
      cond = rhs;
    else if (uniformity.getLevel(rhs) <= Uniformity::Warp)
      cond = lhs;
    else
      break;
  }
  ThreadFunctions &own = uniformity.threadFunctions();
  if (own.isOneDimensional())
    return lanesDisagreeingUnder(cond, own, std::nullopt, "");
  // 2-D/3-D: under the admissible candidate shapes, largest first.
  Operation *func = uniformity.getFunction();
  CandidateShapes candidates = candidateBlockShapes(func);
  std::string assumption = describeShapeAssumptions(candidates);
  unsigned tried = 0;
  for (const BlockShape &shape : llvm::ArrayRef(candidates.shapes).take_front(64)) {
    ThreadFunctions tf(func, shape);
    if (!candidates.exact && !unconditionalAccessesInBounds(func, uniformity, tf))
      continue;
    if (++tried > 4)
      break;
    std::string found = lanesDisagreeingUnder(cond, tf, shape, assumption);
    if (!found.empty())
      return found;
  }
  return "";
}

std::string SyncChecker::lanesDisagreeingUnder(Value cond, ThreadFunctions &tables,
                                               const std::optional<BlockShape> &shape,
                                               const std::string &assumption) {
  unsigned n = tables.numThreads();
  // The uniform leaves the condition reads: arguments, block ids, blockDim.x.
  SmallVector<std::pair<Value, SmallVector<int64_t>>, 4> leaves;
  llvm::SmallPtrSet<Value, 32> seen;
  SmallVector<Value> work{cond};
  Operation *func = cond.getParentRegion()->getParentOp();
  if (!isa<func::FuncOp>(func))
    func = func->getParentOfType<func::FuncOp>();
  std::optional<DominanceInfo> dom;
  std::optional<ThreadFunctions> eval;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second || seen.size() > 128)
      continue;
    if (tables.table(v))
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      auto type = dyn_cast<IntegerType>(v.getType());
      if (!type || type.getWidth() < 2)
        return "";
      if (!arg.getOwner()->isEntryBlock()) {
        // A uniform loop counter (`r0 + lane < rows` in a loop over row
        // tiles): its first iterations' values.
        if (!func)
          return "";
        if (!dom) {
          dom.emplace(func);
          eval.emplace(ThreadFunctions::uniformEvaluator(func, shape));
        }
        SmallVector<int64_t> values = firstLoopValues(v, *dom, *eval, {});
        if (values.empty())
          return "";
        if (values.size() > 4)
          values.resize(4);
        leaves.push_back({v, values});
        continue;
      }
      SmallVector<int64_t> values;
      for (int64_t x = 1; x <= 2 * int64_t(n); x *= 2)
        values.push_back(x);
      leaves.push_back({v, values});
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions())
      return "";
    if (isa<simt::BlockIdOp>(def)) {
      leaves.push_back({v, {0, 1}});
      continue;
    }
    if (auto dim = dyn_cast<simt::BlockDimOp>(def)) {
      if (dim.getDim() != simt::Dim::X)
        return "";
      leaves.push_back({v, {int64_t(n)}});
      continue;
    }
    if (!isMemoryEffectFree(def))
      return "";
    work.append(def->operand_begin(), def->operand_end());
  }
  if (leaves.empty() || leaves.size() > 4)
    return "";
  SmallVector<std::pair<Value, int64_t>, 4> bindings;
  std::string found;
  unsigned budget = 512;
  std::function<bool(unsigned)> assign = [&](unsigned i) -> bool {
    if (budget == 0)
      return false;
    if (i == leaves.size()) {
      --budget;
      auto table = tables.tableWith(cond, bindings);
      if (!table || table->size() != n)
        return false;
      for (unsigned warp = 0; warp * 32 < n; ++warp) {
        unsigned end = std::min(n, warp * 32 + 32);
        uint32_t side = 0;
        for (unsigned t = warp * 32; t < end; ++t)
          if (((*table)[t] & 1) == ((*table)[warp * 32] & 1))
            side |= 1u << (t - warp * 32);
        if (side == (end - warp * 32 == 32 ? 0xffffffffu : (1u << (end - warp * 32)) - 1))
          continue;
        unsigned other = warp * 32 + llvm::countr_one(side);
        std::string with;
        for (auto [v, x] : bindings) {
          std::string name;
          if (auto arg = dyn_cast<BlockArgument>(v)) {
            Location loc = arg.getLoc();
            if (auto fused = dyn_cast<FusedLoc>(loc); fused && !fused.getLocations().empty())
              loc = fused.getLocations().front();
            auto named = dyn_cast<NameLoc>(loc);
            name = named ? named.getName().str()
                         : "argument " + std::to_string(arg.getArgNumber() + 1);
            if (!arg.getOwner()->isEntryBlock()) {
              name = "the counter of the loop";
              if (auto line = arg.getOwner()->getTerminator()->getLoc()
                                  ->findInstanceOf<FileLineColLoc>())
                name += " at line " + std::to_string(line.getLine());
            }
          } else if (isa<simt::BlockIdOp>(v.getDefiningOp())) {
            auto id = cast<simt::BlockIdOp>(v.getDefiningOp());
            name = "blockIdx." + stringifyDim(id.getDim()).str();
          } else {
            name = "blockDim.x";
          }
          with += (with.empty() ? "" : ", ") + name + " = " + std::to_string(x);
        }
        char mask[16];
        snprintf(mask, sizeof mask, "0x%08x", side);
        auto thread = [&](unsigned t) { return threadCoordinates(t, shape); };
        std::string block;
        if (shape)
          block = "a " + std::to_string(shape->x) + "x" + std::to_string(shape->y) +
                  (shape->z > 1 ? "x" + std::to_string(shape->z) : "") + " block" +
                  assumption + ", ";
        found = " (with " + block + with + ": threads " + thread(warp * 32) + " and " +
                thread(other) + " of warp " + std::to_string(warp) +
                " disagree on it, lanes " + mask + " take one side)";
        return true;
      }
      return false;
    }
    for (int64_t x : leaves[i].second) {
      bindings.push_back({leaves[i].first, x});
      bool ok = assign(i + 1);
      bindings.pop_back();
      if (ok)
        return true;
    }
    return false;
  };
  assign(0);
  return found;
}

std::optional<std::vector<bool>> SyncChecker::leavesAt(const DivergentBranch &br, Operation *op,
                                                       UniformityAnalysis &uniformity,
                                                       unsigned width, ThreadFunctions *with) {
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
  ThreadFunctions &tables = with ? *with : uniformity.threadFunctions();
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
    // A part the whole group agrees on: true, the group left whole.
    if (depth > 0 &&
        uniformity.getLevel(cond) <= (width > 32 ? Uniformity::Block : Uniformity::Warp))
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

SyncChecker::GroupCheck
SyncChecker::checkEarlyExitLanes(Operation *op, ArrayRef<const DivergentBranch *> offending,
                                 UniformityAnalysis &uniformity) {
  ThreadFunctions &tables = uniformity.threadFunctions();
  if (!tables.isOneDimensional())
    return GroupCheck::Unknown;
  unsigned n = tables.numThreads();
  std::vector<bool> leaves(n, false);
  for (const DivergentBranch *br : offending) {
    auto out = leavesAt(*br, op, uniformity);
    if (!out)
      return GroupCheck::Unknown;
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
    return GroupCheck::Reported;
  }
  // Every warp left whole or stayed whole: the lanes of each warp that
  // arrives are all there.
  return GroupCheck::Complete;
}

/// The thread count N of a named barrier `barrier.sync id, N` (one
/// statement, N an immediate or a constant operand) when it spans several
/// warps: a multi-warp cooperative-groups tile's sync (kiln/std/
/// cooperative_groups.h) or hand-written PTX over aligned warp groups.
static std::optional<unsigned> namedBarrierGroup(Operation *op) {
  auto asmOp = dyn_cast<InlineAsmOp>(op);
  if (!asmOp)
    return std::nullopt;
  PtxSummary ptx = asmOp.classify();
  if (!ptx.understood || !ptx.blockBarrier || !ptx.barrierHasCount)
    return std::nullopt;
  std::optional<int64_t> count;
  unsigned statements = 0;
  forEachPtxStatement(asmOp.getAsmString(), [&](StringRef opcode, StringRef operands, bool predicated) {
    ++statements;
    if (predicated || !(opcode.starts_with("bar.sync") || opcode.starts_with("barrier.sync")))
      return;
    SmallVector<StringRef, 2> parts;
    operands.split(parts, ',');
    if (parts.size() != 2)
      return;
    StringRef c = parts[1].trim().rtrim(';').trim();
    int64_t v;
    APInt k;
    if (!c.getAsInteger(0, v))
      count = v;
    else if (c.consume_front("$") && !c.getAsInteger(10, v) &&
             matchPattern(asmOp.asmOperand(int(v)), m_ConstantInt(&k)))
      count = k.getSExtValue();
  });
  if (statements != 1 || !count || *count <= 32 || *count % 32 || (*count & (*count - 1)))
    return std::nullopt;
  // Producer/consumer warps (`bar.arrive` on a barrier others `bar.sync`
  // on) count arrivals and waits of different warps together: no groups.
  bool arrives = false;
  if (auto func = op->getParentOfType<func::FuncOp>())
    func.walk([&](InlineAsmOp other) {
      if (other.classify().barrierArrive)
        arrives = true;
    });
  if (arrives)
    return std::nullopt;
  return unsigned(*count);
}

void SyncChecker::checkCollective(Operation *op, UniformityAnalysis &uniformity) {
  auto collective = cast<CollectiveOpInterface>(op);
  Scope scope = collective.getCollectiveScope();
  // A named barrier over aligned groups of N threads (N a power of two
  // above 32): under branches that split the block, every group must
  // arrive whole or not at all (a tile-uniform `if (tile.meta_group_rank()
  // == 0) tile.sync();` is fine; `if (tile.thread_rank() < 32)` deadlocks).
  if (std::optional<unsigned> group = namedBarrierGroup(op)) {
    SmallVector<const DivergentBranch *> splitting;
    for (const DivergentBranch *br : uniformity.getGoverningBranches(op))
      if (divergesAt(Scope::Block, br->level))
        splitting.push_back(br);
    if (!splitting.empty() &&
        checkWarpgroupArrivals(op, describeCollective(op), splitting, uniformity, *group,
                               std::to_string(*group) + "-thread group") != GroupCheck::Unknown)
      return;
  }
  SmallVector<const DivergentBranch *> offending;
  for (const DivergentBranch *br : uniformity.getGoverningBranches(op))
    if (divergesAt(scope, br->level) &&
        !(scope == Scope::Warp && warpAlignedStridedExit(*br, uniformity)))
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
  // A vote counts the non-exited lanes of its mask only (CUDA: "for all
  // non-exited threads in mask"; PTX vote.sync waits for the non-exited
  // threads of membermask): lanes that returned from the kernel are simply
  // not in the ballot. Proven safe when each branch sends lanes out of the
  // kernel for good (a shared bare `return` block included) and the ballot
  // is no lane mask of a later collective (which would name the lanes that
  // left: cg::binary_partition in a grid-stride loop).
  if (fullWarpMask && isVote(op) && isKernel(uniformity.getFunction()) &&
      !feedsCollectiveMask(op) &&
      llvm::all_of(offending,
                   [&](const DivergentBranch *br) { return leavesForGood(*br, op); }))
    return;
  // A shuffle that reads within aligned segments after exits that take
  // whole segments: every lane it reads is still there.
  if (unsigned segment = shuffleSegment(op, uniformity);
      segment < 32 && exitsWholeSegments(op, offending, segment, uniformity))
    return;
  bool allEarlyExits = llvm::all_of(offending, [&](const DivergentBranch *br) {
    return isEarlyExit(*br, op);
  });
  // Warpgroup collectives: the branches may split the block, not a
  // warpgroup.
  if (warpgroupWidth(op) &&
      checkWarpgroupArrivals(op, describeCollective(op), offending, uniformity) !=
          GroupCheck::Unknown)
    return;
  if (allEarlyExits) {
    // A shuffle that reads within aligned segments after exits that take
    // whole segments: every lane it reads is still there.
    if (fullWarpMask && checkEarlyExitLanes(op, offending, uniformity) != GroupCheck::Unknown)
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
                  (isa<ShuffleOp>(op)
                       ? " (a lane that left may be the one it reads, whose value is then "
                         "undefined; whether the exit splits a warp depends on values not "
                         "known at compile time)"
                       : " (exited threads are tolerated by the hardware, but CUDA "
                         "leaves this undefined)"),
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
  if (fromThreads) {
    std::string pair =
        disagreeingThreads(culprit->condition, uniformity, scope == Scope::Warp);
    if (pair.empty() && scope == Scope::Warp)
      pair = disagreeingLanes(culprit->condition, uniformity);
    f.message += pair;
  }
  else
    f.message += " if the per-thread data its condition reads differs between "
                 "threads (the analysis cannot tell)";
  noteBranch(f, *culprit);
  emit(f);
}

bool SyncChecker::stridedExitOnRuntimeBound(const DivergentBranch &br,
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

/// `for (k = g(t); k < B; k += S)` with S and B the same in the whole block:
/// thread t runs ceil((B - g(t)) / S) iterations, none when g(t) >= B. When,
/// under every block of a multiple of 32 threads up to the launch bound, that
/// count is the same in each warp, the exit splits no warp (virtual warps of
/// 8 lanes: `k = t / 8; k < 128; k += blockDim.x / 8`).
static bool warpUniformTripCounts(arith::CmpIOp cmp,
                                  BlockArgument arg, UniformityAnalysis &uniformity) {
  ThreadFunctions &tables = uniformity.threadFunctions();
  if (!tables.isOneDimensional())
    return false;
  Block *header = arg.getOwner();
  DominanceInfo &dom = uniformity.dominance();
  Value start, stride;
  for (auto it = header->pred_begin(); it != header->pred_end(); ++it) {
    auto brOp = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!brOp)
      return false;
    Value in = brOp.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
    if (!in)
      return false;
    if (dom.dominates(header, *it)) {
      auto add = in.getDefiningOp<arith::AddIOp>();
      Value s = !add                    ? Value()
                : add.getLhs() == arg   ? add.getRhs()
                : add.getRhs() == arg   ? add.getLhs()
                                        : Value();
      if (!s || (stride && !equivalentValues(stride, s)))
        return false;
      stride = s;
    } else {
      if (start && start != in)
        return false;
      start = in;
    }
  }
  Value bound = cmp.getRhs();
  if (!start || !stride || uniformity.getLevel(stride) > Uniformity::Block ||
      uniformity.getLevel(bound) > Uniformity::Block)
    return false;
  Operation *func = uniformity.getFunction();
  for (unsigned n = 32; n <= maxBlockThreads(func); n += 32) {
    BlockShape shape{n, 1, 1};
    ThreadFunctions shaped(func, shape);
    ThreadFunctions eval = ThreadFunctions::uniformEvaluator(func, shape);
    const std::vector<int64_t> *starts = shaped.table(start);
    auto s = eval.tableWith(stride, {});
    auto b = eval.tableWith(bound, {});
    if (!starts || starts->size() < n || !s || s->empty() || !b || b->empty() || s->front() <= 0)
      return false;
    int64_t step = s->front(), end = b->front();
    for (unsigned w = 0; w < n; w += 32) {
      int64_t first = -1;
      for (unsigned t = w; t < w + 32; ++t) {
        int64_t g = (*starts)[t];
        if (g < 0)
          return false; // `ult` would read it as unsigned
        int64_t trips = g >= end ? 0 : (end - g + step - 1) / step;
        if (t != w && trips != first)
          return false;
        first = trips;
      }
    }
  }
  return true;
}

bool SyncChecker::warpAlignedStridedExit(const DivergentBranch &br,
                                         UniformityAnalysis &uniformity) {
  auto cmp = br.condition ? br.condition.getDefiningOp<arith::CmpIOp>() : nullptr;
  if (!cmp || (cmp.getPredicate() != arith::CmpIPredicate::slt &&
               cmp.getPredicate() != arith::CmpIPredicate::ult))
    return false;
  auto arg = dyn_cast<BlockArgument>(stripIntCasts(cmp.getLhs()));
  if (!arg || arg.getOwner() != br.op->getBlock())
    return false;
  auto iv = matchStridedInduction(arg, uniformity.dominance());
  if (!iv || !iv->constantRest || (iv->factor * *iv->constantRest) % 32 != 0)
    return warpUniformTripCounts(cmp, arg, uniformity);
  ThreadFunctions &tables = uniformity.threadFunctions();
  Value bound = cmp.getRhs();
  if (!tables.isOneDimensional() || uniformity.getLevel(bound) > Uniformity::Block ||
      !isMultipleOf(bound, 32, tables.blockShape()))
    return warpUniformTripCounts(cmp, arg, uniformity);
  const std::vector<int64_t> *starts = tables.table(iv->start);
  if (!starts)
    return warpUniformTripCounts(cmp, arg, uniformity);
  // Non-negative starts, so `ult` compares as `slt` does.
  for (unsigned t = 0; t < starts->size(); ++t)
    if ((*starts)[t] < 0 || (*starts)[t] / 32 != (*starts)[t & ~31u] / 32)
      return warpUniformTripCounts(cmp, arg, uniformity);
  return true;
}

std::optional<std::vector<bool>>
SyncChecker::threadsReaching(Operation *op,
                             ArrayRef<const DivergentBranch *> offending,
                             UniformityAnalysis &uniformity) {
  ThreadFunctions &tables = uniformity.threadFunctions();
  auto guards = uniformity.getGuards(op);
  for (const DivergentBranch *br : offending)
    if (!llvm::any_of(guards, [&](auto g) { return g.first == br->condition; }) ||
        !tables.table(br->condition))
      return std::nullopt;
  unsigned n = tables.numThreads();
  std::vector<bool> reaches(n, true);
  for (auto [cond, expected] : guards)
    if (const auto *table = tables.table(cond))
      for (unsigned t = 0; t < n; ++t)
        if (bool((*table)[t]) != expected)
          reaches[t] = false;
  return reaches;
}

uint32_t SyncChecker::lanesOf(const std::vector<bool> &reaches, unsigned warp) {
  uint32_t lanes = 0;
  for (unsigned lane = 0; lane < 32 && warp * 32 + lane < reaches.size(); ++lane)
    if (reaches[warp * 32 + lane])
      lanes |= 1u << lane;
  return lanes;
}

SyncChecker::MaskVerdict SyncChecker::checkComputedMaskUnder(
    Operation *op, Value mask, ArrayRef<const DivergentBranch *> offending,
    UniformityAnalysis &uniformity, ThreadFunctions &tables,
    const std::optional<BlockShape> &shape, const std::string &assumption, unsigned &width) {
  const std::vector<int64_t> *maskTable = tables.table(mask);
  if (!maskTable)
    return MaskVerdict::Trusted;
  std::vector<int64_t> masks = *maskTable; // table() may rehash the cache
  // `width` lanes when every mask is its lane's aligned segment of that
  // many lanes (a thread_block_tile's), else 0.
  width = masks.empty() ? 0 : unsigned(llvm::popcount(uint32_t(masks.front())));
  if (!llvm::isPowerOf2_32(width))
    width = 0;
  for (unsigned t = 0; t < masks.size() && width; ++t) {
    uint32_t segment = width == 32 ? ~0u : ((1u << width) - 1) << ((t % 32) & ~(width - 1));
    if (uint32_t(masks[t]) != segment)
      width = 0;
  }
  std::optional<std::vector<bool>> reaches =
      threadsArriving(op, offending, uniformity, 32, &tables);
  if (!reaches)
    return MaskVerdict::Unknown;
  unsigned n = std::min<size_t>(masks.size(), reaches->size());
  auto thread = [&](unsigned t) { return threadCoordinates(t, shape); };
  std::string with;
  if (shape)
    with = "with a " + std::to_string(shape->x) + "x" + std::to_string(shape->y) +
           (shape->z > 1 ? "x" + std::to_string(shape->z) : "") + " block" + assumption + ", ";
  for (unsigned warp = 0; warp * 32 < n; ++warp) {
    uint32_t lanes = lanesOf(*reaches, warp);
    for (unsigned lane = 0; lane < 32 && warp * 32 + lane < n; ++lane) {
      if (!(lanes >> lane & 1))
        continue;
      unsigned t = warp * 32 + lane;
      uint32_t m = uint32_t(masks[t]);
      if (!(m >> lane & 1)) {
        Finding f{op, true,
                  describeCollective(op) + " in lane " + std::to_string(lane) +
                      " of warp " + std::to_string(warp) + " has lane mask " +
                      hex(m) + ", which does not include the lane itself (" + with +
                      "thread " + thread(t) + ")",
                  {}};
        emit(f);
        return MaskVerdict::Reported;
      }
      if (uint32_t missing = m & ~lanes) {
        unsigned absent = warp * 32 + llvm::countr_zero(missing);
        Finding f{op, true,
                  describeCollective(op) + " has lane mask " + hex(m) +
                      " in lane " + std::to_string(lane) + " of warp " +
                      std::to_string(warp) + ", but only lanes " +
                      hex(lanes & m) + " of that mask reach it (" + with + "threads " +
                      thread(t) + " and " + thread(absent) + " of the mask: the first " +
                      "arrives, the second does not)",
                  {}};
        if (!offending.empty())
          noteBranch(f, *offending.front());
        emit(f);
        return MaskVerdict::Reported;
      }
    }
  }
  return MaskVerdict::Proven;
}

void SyncChecker::checkComputedMask(Operation *op, Value mask,
                                    ArrayRef<const DivergentBranch *> offending,
                                    UniformityAnalysis &uniformity) {
  ThreadFunctions &own = uniformity.threadFunctions();
  unsigned width = 0;
  bool unknown = false;
  if (own.isOneDimensional()) {
    MaskVerdict v = checkComputedMaskUnder(op, mask, offending, uniformity, own, std::nullopt,
                                           "", width);
    if (v != MaskVerdict::Unknown)
      return;
    unknown = true;
  } else {
    // Without a divergent branch every lane of a warp arrives; a tile mask
    // holds its own lane by construction (only the 1-D tables check it).
    if (offending.empty())
      return;
    // 2-D/3-D: the lane masks and the lanes that arrive depend on the
    // shape; decide under every admissible candidate (LaunchShapes.h).
    Operation *func = uniformity.getFunction();
    CandidateShapes candidates = candidateBlockShapes(func);
    std::string assumption = describeShapeAssumptions(candidates);
    unsigned tried = 0;
    for (const BlockShape &shape : llvm::ArrayRef(candidates.shapes).take_front(64)) {
      ThreadFunctions tf(func, shape);
      if (!candidates.exact && !unconditionalAccessesInBounds(func, uniformity, tf))
        continue;
      if (++tried > 16) {
        unknown = true; // shapes left unchecked
        break;
      }
      MaskVerdict v =
          checkComputedMaskUnder(op, mask, offending, uniformity, tf, shape, assumption, width);
      if (v == MaskVerdict::Reported || v == MaskVerdict::Trusted)
        return;
      unknown |= v == MaskVerdict::Unknown;
    }
    unknown |= tried == 0;
  }
  if (!unknown || offending.empty())
    return;
  // Undecided. Exits that take whole tiles leave every tile that arrives
  // whole; a vote counts only the lanes that did not leave the kernel (as
  // for a full mask in checkCollective).
  if (width && width < 32 && branchesKeepSegments(offending, width, uniformity))
    return;
  if (isVote(op) && isKernel(uniformity.getFunction()) && !feedsCollectiveMask(op) &&
      llvm::all_of(offending, [&](const DivergentBranch *br) { return leavesForGood(*br, op); }))
    return;
  Finding f{op, false,
            describeCollective(op) + " has a lane mask computed from the lane id" +
                (width ? " (a group of " + std::to_string(width) + " lanes)" : std::string()) +
                " and is reached under lane-dependent control flow: the analysis cannot tell "
                "whether every lane of the mask arrives",
            {}};
  noteBranch(f, *offending.front());
  emit(f);
}

bool SyncChecker::checkLanesPrecisely(Operation *op, uint32_t mask,
                                      ArrayRef<const DivergentBranch *> offending,
                                      UniformityAnalysis &uniformity) {
  ThreadFunctions &tables = uniformity.threadFunctions();
  if (!tables.isOneDimensional() || offending.empty())
    return false;
  std::optional<std::vector<bool>> reaches = threadsReaching(op, offending, uniformity);
  if (!reaches)
    return false;
  unsigned n = tables.numThreads();
  for (unsigned warp = 0; warp * 32 < n; ++warp) {
    uint32_t lanes = lanesOf(*reaches, warp);
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


unsigned SyncChecker::shuffleSegment(Operation *op, UniformityAnalysis &uniformity) {
  auto shfl = dyn_cast<ShuffleOp>(op);
  if (!shfl)
    return 32;
  APInt c;
  unsigned width = 32;
  if (Value w = shfl.getWidth()) {
    if (!matchPattern(w, m_ConstantInt(&c)) || c.getSExtValue() < 1 || c.getSExtValue() > 32 ||
        !llvm::isPowerOf2_64(c.getZExtValue()))
      return 32;
    width = unsigned(c.getZExtValue());
  }
  // idx, up and down stay inside their width's segment (PTX clamps the
  // source lane to it); xor may read an earlier segment when its mask
  // reaches the width.
  if (shfl.getKind() != ShuffleKind::Xor)
    return width;
  SmallVector<int64_t> masks;
  if (matchPattern(shfl.getLane(), m_ConstantInt(&c))) {
    masks.push_back(c.getSExtValue());
  } else if (auto values = enumerateLoopValues(shfl.getLane(), uniformity.dominance(), 32,
                                               /*includeExit=*/false)) {
    masks = *values;
  }
  if (masks.empty())
    return 32;
  int64_t most = 0;
  for (int64_t m : masks) {
    if (m < 0 || m >= int64_t(width))
      return 32;
    most = std::max(most, m);
  }
  return unsigned(llvm::NextPowerOf2(uint64_t(most)));
}

/// `br` makes some threads exit before `op`: one successor leads to `op`;
/// from the other no path reaches `op` or any collective, and the blocks
/// it shares with the paths after `op` hold nothing but a `return` (the
/// shared return block of `if (row >= rows) return;`, which isEarlyExit,
/// looking for a leaving path that avoids the branch's join, does not
/// take; an `if` around `op` whose skipping threads run on is no exit).
static bool leavesForGood(const DivergentBranch &br, Operation *op) {
  auto condBr = dyn_cast<cf::CondBranchOp>(br.op);
  if (!condBr)
    return false;
  Block *target = op->getBlock();
  while (target && target->getParent() != condBr->getParentRegion())
    target = target->getParentOp() ? target->getParentOp()->getBlock() : nullptr;
  if (!target)
    return false;
  auto reachable = [](Block *from) {
    llvm::SmallPtrSet<Block *, 16> seen;
    SmallVector<Block *> work{from};
    while (!work.empty()) {
      Block *b = work.pop_back_val();
      if (seen.insert(b).second)
        llvm::append_range(work, b->getSuccessors());
    }
    return seen;
  };
  llvm::SmallPtrSet<Block *, 16> after = reachable(target);
  unsigned reaching = 0, leaving = 0;
  for (Block *succ : condBr->getSuccessors()) {
    llvm::SmallPtrSet<Block *, 16> blocks = reachable(succ);
    if (blocks.contains(target)) {
      ++reaching;
      continue;
    }
    bool exits = true;
    for (Block *b : blocks) {
      b->walk([&](Operation *inner) { exits &= !isa<CollectiveOpInterface>(inner); });
      if (after.contains(b) &&
          !(llvm::hasSingleElement(*b) && isa<func::ReturnOp>(b->getTerminator()) &&
            b->getTerminator()->getNumOperands() == 0))
        exits = false;
    }
    leaving += exits;
  }
  return reaching == 1 && leaving == 1;
}

/// The lanes a warp collective's mask names, as aligned segments: 32 for
/// the full mask, w when under `tables` every lane's mask is its aligned
/// w-lane segment (a thread_block_tile<w>'s), else 0.
static unsigned maskSegmentWidth(Value mask, ThreadFunctions &tables) {
  APInt k;
  if (matchPattern(mask, m_ConstantInt(&k)))
    return k.isAllOnes() ? 32 : 0;
  const auto *table = tables.table(mask);
  if (!table || table->empty())
    return 0;
  unsigned w = unsigned(llvm::popcount(uint32_t(table->front())));
  if (!llvm::isPowerOf2_32(w))
    return 0;
  for (unsigned t = 0; t < table->size(); ++t)
    if (uint32_t((*table)[t]) !=
        (w == 32 ? ~0u : ((1u << w) - 1) << ((t % 32) & ~(w - 1))))
      return 0;
  return w;
}

/// Whether `cond` is the same in all lanes of every aligned `segment`-lane
/// group under `tables`: a pure function of
///  * block-uniform values and thread functions each constant across every
///    segment;
///  * `(U + g) / C` with C a multiple of the segment, U a uniform multiple of
///    C (blockDim.x counts as one: the kernel's groups are whole) and g >= 0
///    in one aligned C-window per segment (a tile's index in the grid);
///  * results of collectives over whole groups of a multiple of the segment
///    (a tile's any()/ballot(), a shfl from a lane the group agrees on);
///  * loop counters that start so and step by such values (a tile's
///    grid-stride row, `row = blockIdx.x * tiles + tile_id; row < n; row +=
///    stride`): the threads of a segment still in the loop ran the same
///    iterations;
///  * values merged after branches whose conditions are all so.
static bool uniformPerSegment(Value cond, unsigned segment, ThreadFunctions &tables,
                              UniformityAnalysis &uniformity) {
  auto sameInSegments = [&](const std::vector<int64_t> &table) {
    for (unsigned t = 0; t < table.size(); ++t)
      if (table[t] != table[t & ~(segment - 1)])
        return false;
    return true;
  };
  // `(U + g) / C` with U a uniform multiple of C and every segment's g in
  // one aligned C-window.
  // blockDim.x times something: a multiple of any c <= 32 lanes (a power
  // of two) in the blocks a kernel of such groups is launched with.
  auto blockDimMultiple = [](Value u, int64_t c) {
    if (c > 32 || !llvm::isPowerOf2_64(uint64_t(c)))
      return false;
    auto isDimX = [](Value x) {
      auto dim = stripIntCasts(x).getDefiningOp<BlockDimOp>();
      return dim && dim.getDim() == Dim::X;
    };
    auto mul = stripIntCasts(u).getDefiningOp<arith::MulIOp>();
    return isDimX(u) || (mul && (isDimX(mul.getLhs()) || isDimX(mul.getRhs())));
  };
  // `(U + g) / C` with C a multiple of the segment, U a uniform multiple of
  // C and every segment's g >= 0 in one aligned C-window.
  auto alignedQuotient = [&](Operation *def) {
    APInt k;
    if (!isa<arith::DivUIOp, arith::DivSIOp, arith::ShRUIOp, arith::ShRSIOp>(def) ||
        !matchPattern(def->getOperand(1), m_ConstantInt(&k)))
      return false;
    int64_t c = k.getSExtValue();
    if (isa<arith::ShRUIOp, arith::ShRSIOp>(def))
      c = c >= 0 && c < 31 ? int64_t(1) << c : 0;
    auto add = stripIntCasts(def->getOperand(0)).getDefiningOp<arith::AddIOp>();
    if (!add || c <= 0 || c % segment != 0)
      return false;
    for (unsigned i = 0; i < 2; ++i) {
      Value u = add->getOperand(i), g = add->getOperand(1 - i);
      if (uniformity.getLevel(u) > Uniformity::Block ||
          !(isMultipleOf(u, c, tables.blockShape()) || blockDimMultiple(u, c)))
        continue;
      const auto *gt = tables.table(g);
      if (!gt)
        continue;
      bool aligned = true;
      for (unsigned t = 0; t < gt->size() && aligned; ++t)
        aligned = (*gt)[t] >= 0 && (*gt)[t] / c == (*gt)[t & ~(segment - 1)] / c;
      if (aligned)
        return true;
    }
    return false;
  };
  DominanceInfo &dom = uniformity.dominance();
  std::optional<PostDominanceInfo> pdom;
  llvm::SmallPtrSet<Value, 32> seen;
  SmallVector<Value> work{cond};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue; // a counter assumed uniform while its updates are checked
    if (seen.size() > 160)
      return false;
    if (uniformity.getLevel(v) <= Uniformity::Block)
      continue;
    if (const auto *table = tables.table(v)) {
      if (!sameInSegments(*table))
        return false;
      continue;
    }
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Block *merge = arg.getOwner();
      if (merge->isEntryBlock())
        return false;
      bool header = false;
      for (auto it = merge->pred_begin(), e = merge->pred_end(); it != e; ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          return false;
        Value in = branch.getSuccessorOperands(it.getSuccessorIndex())[arg.getArgNumber()];
        if (!in)
          return false;
        header |= dom.dominates(merge, *it);
        work.push_back(in);
      }
      if (header) {
        // A loop counter: one entry edge, the others back edges.
        unsigned entries = 0;
        for (Block *pred : merge->getPredecessors())
          entries += !dom.dominates(merge, pred);
        if (entries != 1)
          return false;
        continue;
      }
      // A merge: the branches between its immediate dominator and it decide
      // which value a thread brings.
      Block *idom = dom.getNode(merge) && dom.getNode(merge)->getIDom()
                        ? dom.getNode(merge)->getIDom()->getBlock()
                        : nullptr;
      if (!idom)
        return false;
      llvm::SmallPtrSet<Block *, 16> region;
      SmallVector<Block *> back(merge->getPredecessors());
      while (!back.empty()) {
        Block *b = back.pop_back_val();
        if (!region.insert(b).second || region.size() > 64)
          continue;
        if (b != idom)
          llvm::append_range(back, b->getPredecessors());
      }
      if (region.size() > 64)
        return false;
      // A branch whose sides meet again inside the region, at a block the
      // merge cannot reach without passing its dominator, decides nothing
      // about which edge comes in (`if (lane == leader) status = cas(...);`
      // before the tile's shfl of status).
      llvm::SmallPtrSet<Block *, 16> afterMerge;
      SmallVector<Block *> fwd(merge->getSuccessors());
      while (!fwd.empty()) {
        Block *b = fwd.pop_back_val();
        if (b != idom && afterMerge.insert(b).second)
          llvm::append_range(fwd, b->getSuccessors());
      }
      if (!pdom)
        pdom.emplace(uniformity.getFunction());
      for (Block *b : region) {
        Operation *term = b->getTerminator();
        if (term->getNumSuccessors() > 1)
          if (auto *node = pdom->getNode(b); node && node->getIDom())
            if (Block *join = node->getIDom()->getBlock();
                join && join != merge && region.contains(join) && !afterMerge.contains(join))
              continue;
        if (auto condBr = dyn_cast<cf::CondBranchOp>(term))
          work.push_back(condBr.getCondition());
        else if (auto sw = dyn_cast<cf::SwitchOp>(term))
          work.push_back(sw.getFlag());
        else if (term->getNumSuccessors() > 1)
          return false;
      }
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions())
      return false;
    if (auto coll = dyn_cast<CollectiveOpInterface>(def)) {
      unsigned w = coll.getCollectiveScope() == Scope::Warp
                       ? maskSegmentWidth(coll.getCollectiveMask(), tables)
                       : 0;
      if (!w || w % segment != 0)
        return false;
      if (isa<VoteOp, ReduxOp, MatchAllOp>(def))
        continue;
      auto shfl = dyn_cast<ShuffleOp>(def);
      APInt k;
      if (shfl && shfl.getKind() == ShuffleKind::Idx &&
          (shfl.getWidth() ? matchPattern(shfl.getWidth(), m_ConstantInt(&k)) &&
                                 k.getZExtValue() == w
                           : w == 32)) {
        work.push_back(shfl.getLane());
        continue;
      }
      return false;
    }
    if (alignedQuotient(def))
      continue;
    if (!isMemoryEffectFree(def))
      return false;
    work.append(def->operand_begin(), def->operand_end());
  }
  return true;
}

/// Each set of tables the segment checks judge under: the kernel's own, or
/// every candidate shape of a 2-D/3-D kernel (admissible or not, as
/// levelUnderShapes does). Empty when there are too many.
static void forEachTableSet(UniformityAnalysis &uniformity,
                            std::vector<std::unique_ptr<ThreadFunctions>> &shaped,
                            SmallVectorImpl<ThreadFunctions *> &tableSets) {
  if (uniformity.threadFunctions().tabulates()) {
    tableSets.push_back(&uniformity.threadFunctions());
    return;
  }
  Operation *func = uniformity.getFunction();
  CandidateShapes candidates = candidateBlockShapes(func);
  if (candidates.shapes.empty() || candidates.shapes.size() > 96)
    return;
  for (const BlockShape &shape : candidates.shapes) {
    shaped.push_back(std::make_unique<ThreadFunctions>(func, shape));
    tableSets.push_back(shaped.back().get());
  }
}

bool SyncChecker::branchesKeepSegments(ArrayRef<const DivergentBranch *> offending,
                                       unsigned segment, UniformityAnalysis &uniformity) {
  std::vector<std::unique_ptr<ThreadFunctions>> shaped;
  SmallVector<ThreadFunctions *> tableSets;
  forEachTableSet(uniformity, shaped, tableSets);
  if (tableSets.empty())
    return false;
  for (const DivergentBranch *br : offending) {
    if (!br->condition)
      return false;
    for (ThreadFunctions *tables : tableSets)
      if (!uniformPerSegment(br->condition, segment, *tables, uniformity))
        return false;
  }
  return true;
}

bool SyncChecker::exitsWholeSegments(Operation *op, ArrayRef<const DivergentBranch *> offending,
                                     unsigned segment, UniformityAnalysis &uniformity) {
  if (!llvm::all_of(offending, [&](const DivergentBranch *br) { return leavesForGood(*br, op); }))
    return false;
  return branchesKeepSegments(offending, segment, uniformity);
}
