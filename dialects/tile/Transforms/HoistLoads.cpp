//===- HoistLoads.cpp - issue tile loads early ----------------------------===//
#include "dialects/tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace kiln::tile {
#define GEN_PASS_DEF_TILEHOISTLOADS
#include "dialects/tile/Transforms/Passes.h.inc"
} // namespace kiln::tile

using namespace mlir;
using namespace kiln::tile;

/// Whether `op`'s tile result holds no registers of its own: expand_dims and
/// broadcast pick their source's registers, splats and constants are one
/// value (or none).
static bool reusesRegisters(Operation *op) {
  return isa<ExpandDimsOp, BroadcastOp, SplatOp, arith::ConstantOp>(op);
}

/// Tile data a thread holds while `v` is live, in 32-bit registers: its
/// elements spread over the program's threads (layouts are chosen later),
/// 64-bit elements in two. Zero for scalars.
static int64_t registersOf(Value v, int64_t threads) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return 0;
  if (Operation *def = v.getDefiningOp(); def && reusesRegisters(def))
    return 0;
  int64_t perThread =
      std::max<int64_t>(1, (type.getNumElements() + threads - 1) / threads);
  Type elem = type.getElementType();
  unsigned bits = elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64;
  return perThread * ((std::max(32u, bits) + 31) / 32);
}

/// Whether `v`'s registers are still needed at `at` (an op of `block`):
/// some user is `at` or after it, also through the expand_dims and
/// broadcasts that reuse them.
static bool usedFrom(Value v, Operation *at, Block *block, unsigned depth = 0) {
  return llvm::any_of(v.getUsers(), [&](Operation *user) {
    Operation *inBlock = block->findAncestorOpInBlock(*user);
    if (!inBlock)
      return false;
    if (inBlock == at || at->isBeforeInBlock(inBlock))
      return true;
    return depth < 8 && user == inBlock && reusesRegisters(user) &&
           user->getNumResults() == 1 &&
           usedFrom(user->getResult(0), at, block, depth + 1);
  });
}

/// The tile registers live across `at`: tiles of its block defined before it
/// (block arguments included) and needed by it or after it.
static int64_t pressureAt(Operation *at, int64_t threads) {
  Block *block = at->getBlock();
  int64_t live = 0;
  for (BlockArgument arg : block->getArguments())
    if (usedFrom(arg, at, block))
      live += registersOf(arg, threads);
  for (Operation &op : *block) {
    if (&op == at)
      break;
    for (Value r : op.getResults())
      if (registersOf(r, threads) && usedFrom(r, at, block))
        live += registersOf(r, threads);
  }
  return live;
}

/// How far loads may be hoisted, per function.
struct HoistLimits {
  int64_t threads;
  /// Tile registers live across any op the load passes.
  int64_t budget;
  /// Tile registers live across any op a branch-free load passes (0: no
  /// such limit).
  int64_t occupancyBudget;
};

/// Whether the load will read whole vectors without a branch (the
/// contiguous variant's vector loads of elements narrower than
/// `branchFreeBits`): ptxas schedules such a load itself within its block,
/// so issuing it early gains little, while its registers stay live over
/// everything it passes (reductions and their barriers included).
static bool isBranchFree(LoadOp load, int64_t branchFreeBits) {
  auto arg = dyn_cast<BlockArgument>(load.getView());
  auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp())
                  : func::FuncOp();
  if (!func || !func.getArgAttr(arg.getArgNumber(),
                                TileDialect::kAssumeContiguousAttrName))
    return false;
  Type elem = load.getType().getElementType();
  return elem.isIntOrFloat() && elem.getIntOrFloatBitWidth() < branchFreeBits;
}

/// Moves `op` up its block to just after the last op that defines one of
/// its operands or, unless `op` is itself free of memory effects, has any
/// memory effect (earlier loads keep their place ahead of it), but not
/// above ops across which its tile would push the live tile registers past
/// `budget`, nor (a branch-free load) past `occupancyBudget`. Pure operand
/// definitions (index casts, constants) move first.
static void hoist(Operation *op, const HoistLimits &limits, bool branchFree,
                  unsigned depth = 0) {
  int64_t threads = limits.threads, budget = limits.budget;
  bool pure = isMemoryEffectFree(op);
  if (depth < 4)
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp())
        if (def->getBlock() == op->getBlock() && def->getNumRegions() == 0 &&
            isMemoryEffectFree(def))
          hoist(def, limits, false, depth + 1);
  int64_t own = 0;
  for (Value r : op->getResults())
    own += registersOf(r, threads);
  // Move right before `before` (null: stay).
  Operation *before = nullptr;
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    bool defines = llvm::any_of(op->getOperands(), [&](Value v) {
      return v.getDefiningOp() == prev;
    });
    // Loads keep their order among themselves (the first one written is
    // issued first) and never pass a possible write.
    bool ordered = !pure && !isMemoryEffectFree(prev);
    if (defines || ordered)
      break;
    // A wide tile issued early stays in registers across everything it
    // passes: a row of 8192 elements is 64 registers per thread with 4
    // warps, and a third such row spills.
    if (own && pressureAt(prev, threads) + own > budget)
      break;
    // Occupancy: a kernel's registers bound the programs an SM holds, and
    // those hide each other's latency better than one program's early
    // branch-free load, which ptxas issues early enough itself (a bf16
    // rmsnorm's weight row held across the sum of squares: 40 registers
    // and 6 programs of 8 warps per SM; 32 and 8 without).
    if (own && branchFree && limits.occupancyBudget > 0 &&
        pressureAt(prev, threads) + own > limits.occupancyBudget)
      break;
    before = prev;
  }
  if (before)
    op->moveBefore(before);
}

/// Tile registers per thread that hoisting may fill (of 255; addresses,
/// masks and temporaries need the rest): two 8192-element f32 rows over 4
/// warps and a little, not three. (Scaled down to the 128 registers a
/// thread has over 16 warps, it moved the plain 16384-wide kernels' spills
/// around instead of removing them: layernorm 70 -> 28 B, silu_mul 0 -> 20.)
static constexpr int64_t kTileRegisterBudget = 160;

namespace {
struct TileHoistLoadsPass
    : kiln::tile::impl::TileHoistLoadsBase<TileHoistLoadsPass> {
  using Base::Base;
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    int64_t threads = TileDialect::getNumWarps(func) * 32;
    SmallVector<LoadOp> loads;
    func.walk([&](LoadOp op) { loads.push_back(op); });
    HoistLimits limits{threads,
                       registerBudget > 0 ? registerBudget
                                          : kTileRegisterBudget,
                       occupancyBudget};
    for (LoadOp load : loads)
      hoist(load, limits, isBranchFree(load, branchFreeBits));
  }
};
} // namespace
