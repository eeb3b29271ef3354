//===- Uniformity.cpp - which values and branches are uniform -------------===//
//
// A round-robin fixpoint over SSA: every level starts at Cluster and only
// rises, and the lattice has four levels, so it converges in a few sweeps.
// Each sweep first recomputes the divergent branches (and the blocks they
// decide about, from post-dominance) with the current levels, then re-derives
// every value from its operands plus the sync dependence of those branches.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Analysis/Uniformity.h"
#include "dialects/simt/Analysis/LaunchShapes.h"
#include "dialects/simt/Analysis/UniformStridedBounds.h"

#include "dialects/simt/IR/InlinePtx.h"
#include "mlir/IR/Matchers.h"

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace kiln;

StringRef kiln::stringifyUniformity(Uniformity u) {
  switch (u) {
  case Uniformity::Cluster: return "cluster";
  case Uniformity::Block: return "block";
  case Uniformity::Warp: return "warp";
  case Uniformity::Thread: return "thread";
  }
  return "?";
}

UniformityAnalysis::UniformityAnalysis(Operation *func)
    : func(func), domInfo(func), postDomInfo(func), tables(func) {
  // Arguments: grid-uniform for kernels; device functions are analysed as if
  // called from uniform code.
  Region &body = func->getRegion(0);
  if (!body.empty()) {
    Uniformity argLevel =
        simt::isKernel(func) ? Uniformity::Cluster : Uniformity::Block;
    for (BlockArgument arg : body.front().getArguments())
      levels[arg] = argLevel;
  }
  bool changed = true;
  for (unsigned sweep = 0; changed && sweep < 64; ++sweep) {
    changed = false;
    computeBranches();
    visitRegion(body, changed);
  }
  computeBranches();
}

Uniformity UniformityAnalysis::getLevel(Value v) const {
  auto it = levels.find(v);
  return it == levels.end() ? Uniformity::Cluster : it->second;
}

bool UniformityAnalysis::update(Value v, Uniformity u) {
  Uniformity &slot = levels[v];
  if (u <= slot)
    return false;
  slot = u;
  return true;
}

Block *UniformityAnalysis::ancestorIn(Block *b, Region *region) {
  while (b && b->getParent() != region) {
    Operation *parent = b->getParentOp();
    b = parent ? parent->getBlock() : nullptr;
  }
  return b;
}

//===----------------------------------------------------------------------===//
// Divergent branches
//===----------------------------------------------------------------------===//

namespace {
/// The level of a branch: the join of the operands it decides on (not the
/// values it forwards to its successors).
Uniformity decisionLevel(Operation *term,
                         function_ref<Uniformity(Value)> levelOf) {
  llvm::SmallPtrSet<Value, 4> forwarded;
  if (auto branch = dyn_cast<BranchOpInterface>(term))
    for (unsigned i = 0, e = term->getNumSuccessors(); i < e; ++i)
      for (Value v : branch.getSuccessorOperands(i).getForwardedOperands())
        forwarded.insert(v);
  Uniformity level = Uniformity::Cluster;
  for (Value v : term->getOperands())
    if (!forwarded.contains(v))
      level = join(level, levelOf(v));
  return level;
}

Value decisionValue(Operation *op) {
  if (auto br = dyn_cast<cf::CondBranchOp>(op))
    return br.getCondition();
  if (auto sw = dyn_cast<cf::SwitchOp>(op))
    return sw.getFlag();
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return ifOp.getCondition();
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return whileOp.getConditionOp().getCondition();
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return forOp.getUpperBound();
  if (auto sw = dyn_cast<scf::IndexSwitchOp>(op))
    return sw.getArg();
  return op->getNumOperands() ? op->getOperand(0) : Value();
}
} // namespace

void UniformityAnalysis::computeBranches() {
  branches.clear();
  branchOf.clear();
  auto levelOf = [&](Value v) { return getLevel(v); };
  func->walk([&](Operation *op) {
    Uniformity level = Uniformity::Cluster;
    bool structured = false;
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      level = getLevel(ifOp.getCondition());
      structured = true;
    } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      level = join(getLevel(forOp.getLowerBound()),
                   join(getLevel(forOp.getUpperBound()),
                        getLevel(forOp.getStep())));
      structured = true;
    } else if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
      level = getLevel(whileOp.getConditionOp().getCondition());
      structured = true;
    } else if (auto sw = dyn_cast<scf::IndexSwitchOp>(op)) {
      level = getLevel(sw.getArg());
      structured = true;
    } else if (op->getNumSuccessors() > 1) {
      level = decisionLevel(op, levelOf);
    } else {
      return;
    }
    if (level == Uniformity::Cluster)
      return;
    auto info = std::make_unique<DivergentBranch>();
    info->op = op;
    info->condition = decisionValue(op);
    info->level = level;
    if (!structured) {
      Block *from = op->getBlock();
      Region *region = from->getParent();
      auto *node = postDomInfo.getNode(from);
      auto *ipdom = node ? node->getIDom() : nullptr;
      info->join = ipdom ? ipdom->getBlock() : nullptr;
      SmallVector<Block *> worklist(op->getSuccessors().begin(),
                                    op->getSuccessors().end());
      while (!worklist.empty()) {
        Block *b = worklist.pop_back_val();
        if (b == info->join || b->getParent() != region ||
            !info->influenced.insert(b).second)
          continue;
        for (Block *succ : b->getSuccessors())
          worklist.push_back(succ);
      }
      for (Block *succ : op->getSuccessors())
        if (!llvm::is_contained(info->successors, succ))
          info->successors.push_back(succ);
    }
    branchOf[op] = info.get();
    branches.push_back(std::move(info));
  });
}

DivergentBranch::SideSets DivergentBranch::sidesReaching(Block *stop) const {
  Block *from = op->getBlock();
  unsigned numSides = successors.size();
  SideSets reached;
  for (auto [i, succ] : llvm::enumerate(successors)) {
    SmallVector<Block *> work{succ};
    while (!work.empty()) {
      Block *b = work.pop_back_val();
      // Past the join the sides have re-converged: a path that leaves a
      // loop by a divergent exit and comes back round an outer loop (to
      // the header, in its next trip) meets nothing there.
      if (b == from || b == stop || b == join || b->getParent() != from->getParent())
        continue;
      auto &bits = reached[b];
      if (bits.empty())
        bits.resize(numSides);
      if (bits.test(i))
        continue;
      bits.set(i);
      for (Block *s : b->getSuccessors())
        work.push_back(s);
    }
  }
  return reached;
}

/// How uniform a value is from its per-thread table (thread t's value at t):
/// one value for the whole block, one per warp of 32, or per thread.
static Uniformity tableUniformity(const std::vector<int64_t> &table) {
  bool perWarp = true, perBlock = true;
  for (unsigned t = 1; t < table.size(); ++t) {
    if (table[t] != table[0])
      perBlock = false;
    if ((t & 31) && table[t] != table[t - 1])
      perWarp = false;
  }
  return perBlock ? Uniformity::Cluster : perWarp ? Uniformity::Warp : Uniformity::Thread;
}

namespace {
/// Whether the edges among `blocks` (those between two of its keys) form a
/// cycle: an iterative depth-first search with on-stack colouring.
bool hasCycle(const llvm::DenseMap<Block *, llvm::SmallBitVector> &blocks) {
  enum Colour : uint8_t { Unseen, OnStack, Done };
  llvm::DenseMap<Block *, Colour> colour;
  for (auto &entry : blocks) {
    if (colour.lookup(entry.first) != Unseen)
      continue;
    SmallVector<std::pair<Block *, unsigned>> stack{{entry.first, 0}};
    colour[entry.first] = OnStack;
    while (!stack.empty()) {
      auto &[b, next] = stack.back();
      if (next == b->getNumSuccessors()) {
        colour[b] = Done;
        stack.pop_back();
        continue;
      }
      Block *s = b->getSuccessor(next++);
      if (!blocks.count(s))
        continue;
      Colour c = colour.lookup(s);
      if (c == OnStack)
        return true;
      if (c == Unseen) {
        colour[s] = OnStack;
        stack.push_back({s, 0});
      }
    }
  }
  return false;
}
} // namespace

SmallVector<llvm::SmallBitVector, 4>
DivergentBranch::edgeSides(Block *target) const {
  Block *from = op->getBlock();
  unsigned numSides = successors.size();
  // Blocks each side reaches within one trip (stopping at the branch) before
  // reaching `target`: paths through `target` met there already. Stopping
  // at `target` changes what reaches its predecessors only when `target`
  // lies on a cycle that avoids the branch; without such cycles one search
  // per branch serves every target (a 1000-case fall-through switch made
  // the search per target cost n^3).
  if (!sidesWithoutStop) {
    sidesWithoutStop = sidesReaching(nullptr);
    reachedBlocksHaveCycle = hasCycle(*sidesWithoutStop);
  }
  std::optional<SideSets> stopped;
  if (reachedBlocksHaveCycle)
    stopped = sidesReaching(target);
  const SideSets &reached = stopped ? *stopped : *sidesWithoutStop;
  SmallVector<llvm::SmallBitVector, 4> result;
  for (auto it = target->pred_begin(), e = target->pred_end(); it != e; ++it) {
    llvm::SmallBitVector bits(numSides);
    if (*it == from) {
      bits.set(llvm::find(successors, target) - successors.begin());
    } else if (auto r = reached.find(*it); r != reached.end()) {
      bits = r->second;
    }
    result.push_back(std::move(bits));
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

Uniformity UniformityAnalysis::operandLevel(Operation *user, Value v) const {
  return operandLevelIn(user->getBlock(), v);
}

Uniformity UniformityAnalysis::operandLevelIn(Block *userBlock, Value v) const {
  if (!v)
    return Uniformity::Thread;
  Uniformity level = getLevel(v);
  // Temporal divergence: a value computed inside the blocks a divergent
  // branch decides about, read after they re-join, holds whatever the
  // thread's last pass computed.
  Block *defBlock = v.getParentBlock();
  for (const auto &br : branches) {
    if (br->influenced.empty() || br->level <= level)
      continue;
    Region *region = br->op->getParentRegion();
    Block *d = ancestorIn(defBlock, region);
    Block *u = ancestorIn(userBlock, region);
    if (d && u && br->influenced.contains(d) && !br->influenced.contains(u) &&
        !sameEveryPass(v, br->influenced, region))
      level = join(level, br->level);
  }
  return level;
}

bool UniformityAnalysis::sameEveryPass(Value v, const llvm::SmallPtrSetImpl<Block *> &influenced,
                                       Region *region, unsigned depth) {
  // A pure op computed from values defined before the divergent region (or
  // from none: `blockDim.x` re-read in a loop body) has the same value in
  // every pass, so a thread's last pass holds what every other thread's did.
  Operation *def = v.getDefiningOp();
  // (Inline asm may read %clock or %laneid-like registers that change.)
  if (!def || depth > 6 || def->getNumRegions() || !isMemoryEffectFree(def) ||
      isa<simt::InlineAsmOp>(def))
    return false;
  for (Value operand : def->getOperands()) {
    Block *d = ancestorIn(operand.getParentBlock(), region);
    if (d && influenced.contains(d) && !sameEveryPass(operand, influenced, region, depth + 1))
      return false;
  }
  return true;
}

Uniformity UniformityAnalysis::mergeLevel(BlockArgument arg) const {
  Block *block = arg.getOwner();
  Uniformity level = Uniformity::Cluster;
  for (const auto &br : branches) {
    if (br->successors.empty() || br->level <= level ||
        br->op->getParentRegion() != block->getParent())
      continue;
    // Paths from the branch leave the blocks it decides about only through
    // its join, so every side that reaches an edge into a block beyond
    // them reaches it the same way: the paths cannot meet there first.
    // (Without this, n sequential divergent ifs cost n^3: 2000 `if (t == i)`
    // took minutes.)
    if (block != br->join && !br->influenced.contains(block))
      continue;
    // Edges into `block` that some side of the branch reaches, with the
    // value each brings. Two edges reached from different sides (neither
    // edge's sides containing the other's) are disjoint paths meeting here.
    SmallVector<std::pair<llvm::SmallBitVector, Value>, 4> edges;
    auto sides = br->edgeSides(block);
    unsigned edgeIndex = 0;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e;
         ++it, ++edgeIndex) {
      llvm::SmallBitVector &bits = sides[edgeIndex];
      if (bits.none())
        continue;
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      Value in = branch ? branch.getSuccessorOperands(it.getSuccessorIndex())
                              [arg.getArgNumber()]
                        : Value();
      edges.push_back({std::move(bits), in});
    }
    bool meets = false, sameValue = true;
    for (auto &[bitsA, valueA] : edges)
      for (auto &[bitsB, valueB] : edges) {
        sameValue &= valueA && valueA == valueB;
        if ((bitsA & ~bitsB).any())
          meets = true;
      }
    if (meets && !sameValue)
      level = join(level, br->level);
  }
  return level;
}

Uniformity UniformityAnalysis::intrinsicLevel(Operation *op) const {
  using namespace simt;
  if (isa<ThreadIdOp, LaneIdOp, AllocaOp, AtomicRMWOp, AtomicCASOp,
          AtomicLoadOp, MatchAnyOp>(op))
    return Uniformity::Thread;
  if (isa<WarpIdOp>(op))
    return Uniformity::Warp;
  if (isa<BlockIdOp, BlockRankInClusterOp, BlockIdInClusterOp>(op))
    return Uniformity::Block;
  return Uniformity::Cluster;
}

namespace {
/// The allocation or variable a pointer is derived from, if any.
Operation *pointerRoot(Value ptr) {
  while (Operation *def = ptr.getDefiningOp()) {
    if (auto add = dyn_cast<simt::PtrAddOp>(def))
      ptr = add.getBase();
    else if (auto member = dyn_cast<simt::MemberPtrOp>(def))
      ptr = member.getBase();
    else if (auto cast = dyn_cast<simt::PtrCastOp>(def))
      ptr = cast.getSource();
    else
      return def;
  }
  return nullptr;
}

/// Loads whose result is the same for every thread that loads the same
/// address at the same point: memory nobody writes (constant, invariant), or
/// memory the hazard analysis keeps race-free (shared, and global within a
/// block). Per-thread memory and volatile loads are never uniform.
Uniformity loadLevel(simt::LoadOp load, Uniformity address) {
  auto type = cast<simt::PtrType>(load.getPtr().getType());
  Operation *root = pointerRoot(load.getPtr());
  if (load.getVolatile_() || type.getAddressSpace() == simt::AddressSpace::Local ||
      (root && isa<simt::AllocaOp>(root)))
    return Uniformity::Thread;
  if (type.getAddressSpace() == simt::AddressSpace::Constant ||
      type.getAddressSpace() == simt::AddressSpace::Param || load.getInvariant() ||
      (root && isa<simt::ParamAddressOp>(root)))
    return address;
  return join(address, Uniformity::Block);
}

/// libdevice math (`__log2f`, `__powf`, `sqrtf`, ...) on values, no pointers:
/// a pure function of its operands, as uniform as they are.
bool isPureMathCall(Operation *op) {
  auto call = dyn_cast<func::CallOp>(op);
  if (!call || !call.getCallee().starts_with("__nv_"))
    return false;
  auto scalar = [](Type t) { return t.isIntOrIndexOrFloat() || isa<VectorType>(t); };
  return llvm::all_of(call.getOperandTypes(), scalar) &&
         llvm::all_of(call.getResultTypes(), scalar);
}

/// A block-uniform value that is a multiple of 32: products with blockDim.x
/// (assumed a multiple of the warp size, docs/synchronisation.md) or with a
/// constant multiple of 32, and sums of such values.
bool warpAligned(Value v, unsigned depth = 0) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.getSExtValue() % 32 == 0;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return false;
  if (auto dim = dyn_cast<simt::BlockDimOp>(def))
    return dim.getDim() == simt::Dim::X;
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp,
          arith::IndexCastUIOp>(def))
    return warpAligned(def->getOperand(0), depth + 1);
  if (isa<arith::MulIOp>(def))
    return warpAligned(def->getOperand(0), depth + 1) ||
           warpAligned(def->getOperand(1), depth + 1);
  if (isa<arith::ShLIOp>(def))
    return warpAligned(def->getOperand(0), depth + 1) ||
           (matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
            c.getZExtValue() >= 5 && c.getZExtValue() < 64);
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return warpAligned(def->getOperand(0), depth + 1) &&
           warpAligned(def->getOperand(1), depth + 1);
  return false;
}
} // namespace

bool UniformityAnalysis::warpUniformQuotient(Operation *op) {
  // (U + g(t)) / 32k, >> (5 + k) or & m (m's low 5 bits clear): U
  // block-uniform and a multiple of 32,
  // g tabulated with every warp's values inside one aligned 32-window (g = t
  // in `(blockIdx.x * blockDim.x + threadIdx.x) / 32`, the global warp id).
  APInt c;
  if (op->getNumOperands() != 2 ||
      !matchPattern(op->getOperand(1), m_ConstantInt(&c)))
    return false;
  int64_t k = c.getSExtValue();
  if (isa<arith::DivUIOp, arith::DivSIOp>(op)) {
    if (k <= 0 || k % 32)
      return false;
  } else if (isa<arith::ShRUIOp, arith::ShRSIOp>(op)) {
    if (k < 5 || k > 62)
      return false;
  } else if (isa<arith::AndIOp>(op)) {
    // `& ~31` (any mask clearing the low five bits): the warp's first
    // global thread index, `(blockIdx.x * blockDim.x + threadIdx.x) & ~31`.
    if (k & 31)
      return false;
  } else {
    return false;
  }
  SmallVector<Value> work{op->getOperand(0)};
  SmallVector<const std::vector<int64_t> *> threadParts;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (const auto *table = tables.table(v)) {
      threadParts.push_back(table);
      continue;
    }
    if (getLevel(v) <= Uniformity::Warp && warpAligned(v))
      continue;
    Operation *def = v.getDefiningOp();
    if (def && isa<arith::AddIOp>(def) && work.size() < 8) {
      work.append(def->operand_begin(), def->operand_end());
      continue;
    }
    if (def && isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp,
                   arith::IndexCastUIOp>(def)) {
      work.push_back(def->getOperand(0));
      continue;
    }
    return false;
  }
  if (threadParts.empty())
    return false;
  unsigned n = tables.numThreads();
  for (unsigned warp = 0; warp * 32 < n; ++warp) {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (unsigned t = warp * 32; t < std::min(n, warp * 32 + 32); ++t) {
      int64_t g = 0;
      for (const auto *part : threadParts)
        g += (*part)[t];
      lo = std::min(lo, g), hi = std::max(hi, g);
    }
    if (llvm::divideFloorSigned(lo, 32) != llvm::divideFloorSigned(hi, 32))
      return false;
  }
  return true;
}

Uniformity UniformityAnalysis::levelUnderShapes(Value v) {
  if (auto it = shapeLevels.find(v); it != shapeLevels.end())
    return it->second;
  if (!shapeTables) {
    // Every candidate, admissible or not (admissibility needs this
    // analysis): a value is uniform only if it is under each shape. cub's
    // `threadIdx.y * BLOCK_DIM_X + threadIdx.x < RAKING_THREADS` in a 16x8
    // block is warp-uniform under every shape with blockDim.x == 16.
    shapeTables.emplace();
    CandidateShapes candidates = candidateBlockShapes(func);
    if (candidates.shapes.size() <= 96)
      for (const BlockShape &shape : candidates.shapes)
        shapeTables->push_back(std::make_unique<ThreadFunctions>(func, shape));
  }
  Uniformity level = shapeTables->empty() ? Uniformity::Thread : Uniformity::Cluster;
  // Largest shape first: a value that differs within a warp (most do)
  // shows it there and costs one table.
  for (auto &tf : *shapeTables) {
    const std::vector<int64_t> *table = tf->table(v);
    if (!table) {
      level = Uniformity::Thread;
      break;
    }
    level = join(level, tableUniformity(*table));
    if (level == Uniformity::Thread)
      break;
  }
  shapeLevels[v] = level;
  return level;
}

void UniformityAnalysis::visitRegion(Region &region, bool &changed) {
  for (Block &block : region) {
    if (!block.isEntryBlock()) {
      // Merges: a block argument is as uniform as the values flowing in, and
      // no more uniform than a divergent branch whose paths meet here.
      unsigned incoming = 0;
      for (auto it = block.pred_begin(), e = block.pred_end(); it != e; ++it)
        ++incoming;
      for (BlockArgument arg : block.getArguments()) {
        Uniformity level = Uniformity::Cluster;
        for (auto it = block.pred_begin(), e = block.pred_end(); it != e;
             ++it) {
          Operation *term = (*it)->getTerminator();
          auto branch = dyn_cast<BranchOpInterface>(term);
          unsigned succIndex = it.getSuccessorIndex();
          if (!branch) {
            level = Uniformity::Thread;
            continue;
          }
          Value in = branch.getSuccessorOperands(succIndex)[arg.getArgNumber()];
          // The edge reads `in` where it arrives: a value leaving a loop
          // with a divergent exit is temporally divergent.
          level = join(level, operandLevelIn(&block, in));
          // Two edges of one branch into this block: the branch selects
          // between the values they bring, if they bring different ones (a
          // diamond folded into `cond_br %c, ^h(%0, %a), ^h(%0, %b)` leaves the
          // loop counter %0 as uniform as it was; fuzz/generate.py, seed
          // 645890603).
          bool selects = false;
          for (unsigned i = 0, n = term->getNumSuccessors(); i < n; ++i)
            if (term->getSuccessor(i) == &block && i != succIndex &&
                branch.getSuccessorOperands(i)[arg.getArgNumber()] != in)
              selects = true;
          if (selects)
            if (auto *info = branchOf.lookup(term))
              level = join(level, info->level);
        }
        if (incoming > 1)
          level = join(level, mergeLevel(arg));
        changed |= update(arg, level);
      }
    }
    for (Operation &op : block)
      visitOp(&op, changed);
  }
}

Uniformity UniformityAnalysis::privateOffsetLevel(Operation *user, Value ptr) const {
  Uniformity level = Uniformity::Cluster;
  while (Operation *def = ptr.getDefiningOp()) {
    if (auto add = dyn_cast<simt::PtrAddOp>(def)) {
      level = join(level, operandLevel(user, add.getOffset()));
      ptr = add.getBase();
    } else if (auto member = dyn_cast<simt::MemberPtrOp>(def)) {
      ptr = member.getBase();
    } else if (auto cast = dyn_cast<simt::PtrCastOp>(def)) {
      ptr = cast.getSource();
    } else {
      break;
    }
  }
  return level;
}

namespace {
/// The bits of the integer `v` that may be nonzero (all where not known).
APInt possibleBits(Value v, unsigned depth = 0) {
  unsigned width = cast<IntegerType>(v.getType()).getWidth();
  APInt all = APInt::getAllOnes(width), c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return c.zextOrTrunc(width);
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8)
    return all;
  auto operand = [&](unsigned i) { return possibleBits(def->getOperand(i), depth + 1); };
  auto amount = [&](unsigned &s) {
    APInt a;
    if (!matchPattern(def->getOperand(1), m_ConstantInt(&a)) || a.uge(width))
      return false;
    s = unsigned(a.getZExtValue());
    return true;
  };
  unsigned s = 0;
  if (auto ext = dyn_cast<arith::ExtUIOp>(def))
    return isa<IntegerType>(ext.getIn().getType()) ? operand(0).zext(width) : all;
  if (isa<arith::AndIOp>(def))
    return operand(0) & operand(1);
  if (isa<arith::OrIOp, arith::XOrIOp>(def))
    return operand(0) | operand(1);
  if (isa<arith::ShLIOp>(def) && amount(s))
    return operand(0).shl(s);
  if (isa<arith::ShRUIOp>(def) && amount(s))
    return operand(0).lshr(s);
  return all;
}

/// Whether `store` writes back the `bits` of the word it loaded from its own
/// address unchanged: `(load(p) & K) | y` with K covering the bits and y
/// zero there.
bool keepsBits(simt::StoreOp store, const APInt &bits) {
  Value value = store.getValue();
  auto type = dyn_cast<IntegerType>(value.getType());
  if (!type || type.getWidth() != bits.getBitWidth())
    return false;
  auto keptFrom = [&](Value v) {
    auto a = v.getDefiningOp<arith::AndIOp>();
    if (!a)
      return false;
    for (unsigned side = 0; side < 2; ++side) {
      APInt k;
      auto old = a->getOperand(side).getDefiningOp<simt::LoadOp>();
      if (old && old.getPtr() == store.getPtr() && !old.getVolatile_() &&
          matchPattern(a->getOperand(1 - side), m_ConstantInt(&k)) && (k & bits) == bits)
        return true;
    }
    return false;
  };
  if (keptFrom(value))
    return true;
  auto o = value.getDefiningOp<arith::OrIOp>();
  if (!o)
    return false;
  for (unsigned side = 0; side < 2; ++side)
    if (keptFrom(o->getOperand(side)) && (possibleBits(o->getOperand(1 - side)) & bits).isZero())
      return true;
  return false;
}

/// `(load >> s) & m` or `load & m` of an integer load: the load and the
/// bits of its word the result holds.
std::optional<std::pair<simt::LoadOp, APInt>> extractedBits(arith::AndIOp op) {
  APInt m;
  for (unsigned side = 0; side < 2; ++side) {
    if (!matchPattern(op->getOperand(1 - side), m_ConstantInt(&m)))
      continue;
    Value v = op->getOperand(side);
    unsigned shift = 0;
    if (auto shr = v.getDefiningOp<arith::ShRUIOp>()) {
      APInt a;
      if (!matchPattern(shr.getRhs(), m_ConstantInt(&a)) || a.uge(m.getBitWidth()))
        return std::nullopt;
      shift = unsigned(a.getZExtValue());
      v = shr.getLhs();
    }
    auto load = v.getDefiningOp<simt::LoadOp>();
    if (!load || load.getVolatile_() || !isa<IntegerType>(load.getType()))
      return std::nullopt;
    return std::make_pair(load, m.shl(shift));
  }
  return std::nullopt;
}
} // namespace

Uniformity UniformityAnalysis::privateLoadLevel(Operation *load, Value ptr,
                                                Operation *alloca, const APInt *bits) {
  Uniformity content = Uniformity::Cluster;
  SmallVector<Value, 8> work{alloca->getResult(0)};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!work.empty() && content != Uniformity::Thread) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (seen.size() > 256)
      return Uniformity::Thread;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto add = dyn_cast<simt::PtrAddOp>(user); add && add.getBase() == v) {
        work.push_back(add.getResult());
      } else if (isa<simt::MemberPtrOp, simt::PtrCastOp>(user)) {
        work.push_back(user->getResult(0));
      } else if (auto ld = dyn_cast<simt::LoadOp>(user)) {
        continue;
      } else if (auto store = dyn_cast<simt::StoreOp>(user);
                 store && store.getPtr() == v && store.getValue() != v) {
        if (bits && keepsBits(store, *bits))
          continue;
        content = join(content, join(operandLevel(store, store.getValue()),
                                     join(privateOffsetLevel(store, store.getPtr()),
                                          getControlLevel(store))));
      } else {
        return Uniformity::Thread; // escapes: a call, asm, a merge, an atomic
      }
    }
  }
  return join(content, privateOffsetLevel(load, ptr));
}

void UniformityAnalysis::visitOp(Operation *op, bool &changed) {
  auto operandsLevel = [&](ValueRange values) {
    Uniformity level = Uniformity::Cluster;
    for (Value v : values)
      level = join(level, operandLevel(op, v));
    return level;
  };
  auto yieldedLevel = [&](Region &r, unsigned i) {
    if (r.empty())
      return Uniformity::Cluster;
    Operation *term = r.back().getTerminator();
    return i < term->getNumOperands() ? operandLevel(term, term->getOperand(i))
                                      : Uniformity::Thread;
  };

  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    for (Region &r : op->getRegions())
      visitRegion(r, changed);
    Uniformity cond = operandLevel(op, ifOp.getCondition());
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      changed |= update(op->getResult(i),
                        join(cond, join(yieldedLevel(ifOp.getThenRegion(), i),
                                        yieldedLevel(ifOp.getElseRegion(), i))));
    return;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    Uniformity bounds = operandsLevel({forOp.getLowerBound(),
                                       forOp.getUpperBound(), forOp.getStep()});
    changed |= update(forOp.getInductionVar(),
                      operandsLevel({forOp.getLowerBound(), forOp.getStep()}));
    for (auto [i, arg] : llvm::enumerate(forOp.getRegionIterArgs()))
      changed |= update(arg, join(operandLevel(op, forOp.getInitArgs()[i]),
                                  yieldedLevel(forOp.getRegion(), i)));
    visitRegion(forOp.getRegion(), changed);
    for (auto [i, res] : llvm::enumerate(forOp.getResults()))
      changed |= update(res, join(bounds, getLevel(forOp.getRegionIterArgs()[i])));
    return;
  }
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    for (auto [i, arg] : llvm::enumerate(whileOp.getBeforeArguments()))
      changed |= update(arg, join(operandLevel(op, whileOp.getInits()[i]),
                                  yieldedLevel(whileOp.getAfter(), i)));
    visitRegion(whileOp.getBefore(), changed);
    scf::ConditionOp cond = whileOp.getConditionOp();
    Uniformity condLevel = operandLevel(cond, cond.getCondition());
    for (auto [i, arg] : llvm::enumerate(whileOp.getAfterArguments()))
      changed |= update(arg, operandLevel(cond, cond.getArgs()[i]));
    visitRegion(whileOp.getAfter(), changed);
    for (auto [i, res] : llvm::enumerate(whileOp.getResults()))
      changed |= update(res, join(condLevel, operandLevel(cond, cond.getArgs()[i])));
    return;
  }
  if (auto sw = dyn_cast<scf::IndexSwitchOp>(op)) {
    for (Region &r : op->getRegions())
      visitRegion(r, changed);
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Uniformity level = operandLevel(op, sw.getArg());
      for (Region &r : op->getRegions())
        level = join(level, yieldedLevel(r, i));
      changed |= update(op->getResult(i), level);
    }
    return;
  }
  if (op->getNumRegions()) {
    // Unknown region op: analyse inside, trust nothing it produces.
    for (Region &r : op->getRegions()) {
      for (Block &b : r)
        for (BlockArgument arg : b.getArguments())
          changed |= update(arg, Uniformity::Thread);
      visitRegion(r, changed);
    }
    for (Value res : op->getResults())
      changed |= update(res, Uniformity::Thread);
    return;
  }
  if (op->getNumResults() == 0)
    return;

  Uniformity level;
  using namespace simt;
  // coopgroups: every lane of the mask gets the same answer, which makes the
  // result warp-uniform only when the mask spans the lanes that run the op
  // (all 32, or __activemask()); a tile's mask splits the warp into tiles
  // whose answers differ. Likewise a shuffle narrower than the warp.
  auto spansWarp = [](Value mask) {
    APInt bits;
    return !mask || (matchPattern(mask, m_ConstantInt(&bits)) && bits.isAllOnes()) ||
           mask.getDefiningOp<ActiveMaskOp>();
  };
  if (isa<ActiveMaskOp>(op)) {
    level = Uniformity::Warp;
  } else if (isa<VoteOp, ReduxOp, MatchAllOp>(op)) {
    auto collective = cast<CollectiveOpInterface>(op);
    level = spansWarp(collective.getCollectiveMask()) ? Uniformity::Warp
                                                      : Uniformity::Thread;
  } else if (isa<BarrierReduceOp>(op)) {
    level = Uniformity::Block;
  } else if (auto shfl = dyn_cast<ShuffleOp>(op)) {
    // A broadcast from one source lane is warp-uniform whatever the value
    // (every lane gets the source lane's), and as uniform as the value when
    // that is more; others are not. (It used to be the less uniform of the
    // two, so `base = __shfl_sync(~0u, base, 0)` after a lane-0 atomic stayed
    // per-thread and every branch on it "lane-dependent".)
    APInt width;
    bool fullWidth = !shfl.getWidth() || (matchPattern(shfl.getWidth(), m_ConstantInt(&width)) && width == 32);
    level = shfl.getKind() == ShuffleKind::Idx && fullWidth &&
                    operandLevel(op, shfl.getLane()) <= Uniformity::Warp
                ? std::min(Uniformity::Warp, operandLevel(op, shfl.getValue()))
                : Uniformity::Thread;
  } else if (auto load = dyn_cast<LoadOp>(op)) {
    level = loadLevel(load, operandLevel(op, load.getPtr()));
    Operation *root = pointerRoot(load.getPtr());
    if (level == Uniformity::Thread && !load.getVolatile_() && root && isa<AllocaOp>(root))
      level = privateLoadLevel(op, load.getPtr(), root);
  } else if (auto asmOp = dyn_cast<InlineAsmOp>(op)) {
    // [inline-asm] PTX that only computes on registers is as uniform as its
    // operands and the special registers it reads (%laneid, %ctaid, ...);
    // anything else (memory, collectives, text not understood) is per thread.
    PtxSummary ptx = asmOp.classify();
    level = Uniformity::Thread;
    if (ptx.isPure()) {
      Uniformity registers = ptx.registers == PtxRegisterLevel::Thread  ? Uniformity::Thread
                             : ptx.registers == PtxRegisterLevel::Warp  ? Uniformity::Warp
                             : ptx.registers == PtxRegisterLevel::Block ? Uniformity::Block
                                                                        : Uniformity::Cluster;
      level = join(registers, operandsLevel(op->getOperands()));
    }
  } else if (isPureMathCall(op)) {
    level = operandsLevel(op->getOperands());
  } else if (isMemoryEffectFree(op) || isa<AddressOfOp, DynamicSharedOp>(op)) {
    level = join(intrinsicLevel(op), operandsLevel(op->getOperands()));
  } else {
    level = Uniformity::Thread; // calls, unknown side effects
  }
  // A bit-field of a private word (`(unit >> 16) & 255`): as uniform as
  // the stores that may change those bits, not the whole word's.
  if (level > Uniformity::Cluster)
    if (auto andOp = dyn_cast<arith::AndIOp>(op))
      if (auto extracted = extractedBits(andOp))
        if (Operation *root = pointerRoot(extracted->first.getPtr());
            root && isa<AllocaOp>(root) &&
            cast<IntegerType>(extracted->first.getType()).getWidth() ==
                extracted->second.getBitWidth())
          level = std::min(level, privateLoadLevel(extracted->first, extracted->first.getPtr(),
                                                   root, &extracted->second));
  // `i < padded` for i = threadIdx.x + k * blockDim.x and padded a multiple
  // of blockDim.x: the same answer in every thread at iteration k.
  if (level == Uniformity::Thread)
    if (auto cmp = dyn_cast<arith::CmpIOp>(op))
      if (auto bound = uniformStridedBound(cmp, domInfo, tables.numThreads())) {
        level = Uniformity::Cluster;
        for (Value v : *bound)
          level = join(level, operandLevel(op, v));
      }
  for (Value res : op->getResults()) {
    Uniformity resLevel = level;
    // Index arithmetic on the thread id that is in fact constant per warp
    // (tid / 32, tid < 64) or per block: tabulate it.
    if (resLevel == Uniformity::Thread)
      if (const auto *table = tables.table(res)) {
        resLevel = tableUniformity(*table);
      } else if (warpUniformQuotient(op)) {
        resLevel = Uniformity::Warp;
      } else if (!tables.tabulates()) {
        resLevel = levelUnderShapes(res);
      }
    changed |= update(res, resLevel);
  }
}
