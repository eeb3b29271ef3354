//===- RuntimeUnrollHints.cpp - nvcc-like unrolling of runtime loops ------===//
#include "compiler/LLVMIR/RuntimeUnrollHints.h"
#include "compiler/LLVMIR/LoopSize.h"
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace {
// Loops up to this size (in LLVM instructions) are unrolled by 4.
constexpr unsigned kMaxBodySize = 48;
// Straight-line loop bodies as nvcc sizes them: by 4 up to 52 instructions,
// by 2 up to 95, rolled beyond (measured on nvcc 13.0 with a loop whose body
// grows one fma at a time). A Box-Muller loop (logf, sqrtf, __sinf/__cosf:
// 50) is unrolled by 4, and its later iterations' loads, at constant offsets
// from the first's address, go ahead of its stores. nvcc leaves these sizes
// rolled when the body branches (a devirtualised force loop) or the trip
// count needs a division by a run-time stride (a block-stride loop of fp8
// conversions, `c += blockDim.x`).
constexpr unsigned kMaxStraightBodySizeBy4 = 52;
constexpr unsigned kMaxStraightBodySizeBy2 = 95;
// A `#pragma unroll` loop with a run-time trip count is unrolled by 4 up to
// this size (the user asked for unrolling; this only bounds the code).
constexpr unsigned kMaxPragmaBodySize = 400;
// Loops of a constant trip count that LLVM leaves rolled: nvcc unrolls them
// by the largest of 8, 4 and 2 that divides the count and keeps the copies
// within about 220 LLVM instructions (measured on nvcc 13.0 with 128 trips of
// 1 to 12 chained hash mixes, 18 to 117 instructions: by 8 up to 27, by 4 up
// to 45, by 2 up to 81, rolled at 117; 1000 trips of 17 by 8). LLVM's
// partial threshold (75 on NVPTX) gave 4, 2, 2, 1, 1, 1.
constexpr unsigned kMaxConstantUnrolledSize = 220;
constexpr unsigned kMaxConstantCount = 8;
// Up to this many instructions in all, LLVM's LoopUnrollPass may still unroll
// the loop completely (its O3 threshold, 300, and more where the copies
// simplify): left to it.
constexpr unsigned kMaxFullyUnrolledSize = 600;

/// Whether `count` is computed without dividing by a run-time value.
bool countWithoutRuntimeDivision(const SCEV *count) {
  return !SCEVExprContains(count, [](const SCEV *s) {
    const auto *div = dyn_cast<SCEVUDivExpr>(s);
    return div && !isa<SCEVConstant>(div->getRHS());
  });
}

unsigned unrollCountFor(const Loop &loop, const SCEV *count) {
  unsigned size = kiln::loopBodySize(loop);
  if (size <= kMaxBodySize)
    return 4;
  if (loop.getNumBlocks() != 1 || !countWithoutRuntimeDivision(count))
    return 1;
  if (size <= kMaxStraightBodySizeBy4)
    return 4;
  if (size <= kMaxStraightBodySizeBy2)
    return 2;
  return 1;
}

/// nvcc's count for a rolled loop of `trips` iterations, or 1.
unsigned constantTripCountFor(const Loop &loop, unsigned trips) {
  unsigned size = kiln::loopBodySize(loop);
  if (uint64_t(size) * trips <= kMaxFullyUnrolledSize)
    return 1;
  for (unsigned count = kMaxConstantCount; count >= 2; count /= 2)
    if (trips % count == 0 && trips > count && size * count <= kMaxConstantUnrolledSize)
      return count;
  return 1;
}

/// Whether every exit of `loop` other than its latch's leads to an
/// `unreachable`: a covered switch's default edge (`switch (r & 3)` with four
/// cases), which LLVM's runtime unroller ignores as it ignores traps.
bool exitsOnlyAtLatch(const Loop &loop) {
  BasicBlock *latch = loop.getLoopLatch();
  SmallVector<std::pair<BasicBlock *, BasicBlock *>> edges;
  loop.getExitEdges(edges);
  bool latchExits = false;
  for (auto [from, to] : edges) {
    if (from == latch) {
      latchExits = true;
      continue;
    }
    if (!isa<UnreachableInst>(to->getTerminator()))
      return false;
  }
  return latchExits;
}

/// Whether the latch's exit test compares against a constant.
bool boundIsConstant(const BasicBlock &latch) {
  const auto *br = dyn_cast<BranchInst>(latch.getTerminator());
  if (!br || !br->isConditional())
    return false;
  const auto *cmp = dyn_cast<ICmpInst>(br->getCondition());
  return cmp && (isa<Constant>(cmp->getOperand(0)) || isa<Constant>(cmp->getOperand(1)));
}

/// Whether the latch's exit test steps a counter of `loop` by a power of two
/// above one (`k += 32`, `bits += 8`): the trip count is a shift. nvcc leaves
/// `for (; len >= 255; len -= 255)` (an LZ4 length extension) rolled.
bool stepsByPowerOfTwo(const Loop &loop, const BasicBlock &latch, ScalarEvolution &se) {
  const auto *br = dyn_cast<BranchInst>(latch.getTerminator());
  if (!br || !br->isConditional())
    return false;
  const auto *cmp = dyn_cast<ICmpInst>(br->getCondition());
  if (!cmp)
    return false;
  for (Value *operand : cmp->operands()) {
    if (isa<Constant>(operand) || !se.isSCEVable(operand->getType()))
      continue;
    const auto *rec = dyn_cast<SCEVAddRecExpr>(se.getSCEV(operand));
    if (!rec || rec->getLoop() != &loop)
      continue;
    const auto *step = dyn_cast<SCEVConstant>(rec->getStepRecurrence(se));
    if (!step)
      return false;
    APInt magnitude = step->getAPInt().abs();
    return magnitude.ugt(1) && magnitude.isPowerOf2();
  }
  return false;
}

/// Keeps LLVM's runtime unroller off a loop that contains another loop.
/// NVPTX lets it unroll such a loop by a run-time count (an LZ77 match
/// search `for (off = 1; off <= 255 && off <= ip; ++off) while (...) ++l;`
/// became two or four copies of the search loop with a remainder loop);
/// nvcc unrolls only innermost loops at run time and leaves this one rolled.
void disableRuntimeUnroll(Loop &loop) {
  addStringMetadataToLoop(&loop, "llvm.loop.unroll.runtime.disable");
}

/// Replaces the loop's unroll requests (`unroll.full` included) by a count.
void requestUnrollCount(Loop &loop, unsigned count) {
  LLVMContext &ctx = loop.getHeader()->getContext();
  Metadata *countMD[] = {
      MDString::get(ctx, "llvm.loop.unroll.count"),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(ctx), count))};
  SmallVector<Metadata *> ops = {nullptr};
  if (MDNode *old = loop.getLoopID()) {
    MDNode *full = findOptionMDForLoopID(old, "llvm.loop.unroll.full");
    for (const MDOperand &op : drop_begin(old->operands()))
      if (op.get() != full)
        ops.push_back(op.get());
  }
  ops.push_back(MDNode::get(ctx, countMD));
  // nvcc leaves the unrolled loop to ptxas to unroll further.
  ops.push_back(kiln::unrolledLoopFollowup(ctx));
  MDNode *id = MDNode::getDistinct(ctx, ops);
  id->replaceOperandWith(0, id);
  loop.setLoopID(id);
}
} // namespace

PreservedAnalyses kiln::RuntimeUnrollHintsPass::run(Function &f,
                                                    FunctionAnalysisManager &am) {
  auto &loops = am.getResult<LoopAnalysis>(f);
  auto &se = am.getResult<ScalarEvolutionAnalysis>(f);
  bool changed = false;
  for (Loop *loop : loops.getLoopsInPreorder()) {
    if (!loop->isInnermost() && !kiln::hasUnrollMetadata(*loop)) {
      disableRuntimeUnroll(*loop);
      changed = true;
      continue;
    }
    if (!loop->isInnermost() || !loop->getLoopLatch() || !exitsOnlyAtLatch(*loop))
      continue;
    // `#pragma unroll` on a loop whose trip count is known only at run time
    // (`for (e = tid; e < BM * BK; e += 256)`, a tile staged by a block):
    // LLVM's full unroll gives up and leaves it rolled, one load in flight
    // per trip; nvcc unrolls it by 4 with the remainder first, its loads
    // ahead of the shared stores (im2col_gemm_conv2d's sgemm: 0.71x nvcc).
    if (getBooleanLoopAttribute(loop, "llvm.loop.unroll.full")) {
      BasicBlock *latch = loop->getLoopLatch();
      if (se.getSmallConstantTripCount(loop, latch) == 0 &&
          !isa<SCEVCouldNotCompute>(se.getExitCount(loop, latch)) &&
          !kiln::hasConvergentCallOrAtomic(*loop) &&
          kiln::loopBodySize(*loop) <= kMaxPragmaBodySize) {
        requestUnrollCount(*loop, 4);
        changed = true;
      }
      continue;
    }
    if (kiln::hasUnrollMetadata(*loop))
      continue;
    // Constant trip counts are LLVM's to unroll fully; a loop too long for
    // that is unrolled as nvcc does (minhash's 128 permutations: a hash, a
    // relaxed shared load and a rare atomicMin per trip, by 8 in nvcc's PTX
    // and by 2 in LLVM's). Uncomputable ones (data-dependent exits) cannot
    // be runtime-unrolled at all.
    BasicBlock *latch = loop->getLoopLatch();
    if (unsigned trips = se.getSmallConstantTripCount(loop, latch)) {
      unsigned count = constantTripCountFor(*loop, trips);
      if (count > 1 && !kiln::hasConvergentCall(*loop)) {
        requestUnrollCount(*loop, count);
        changed = true;
      }
      continue;
    }
    if (isa<SCEVCouldNotCompute>(se.getExitCount(loop, latch)))
      continue;
    // A constant bound with a runtime start and stride (`for (k = tid; k <
    // 256; k += blockDim.x)`: a block clearing or staging a tile) runs a
    // round or two per thread; nvcc leaves it rolled, and unrolling costs a
    // division for the trip count first. With a power-of-two stride above
    // one the count is a shift, and nvcc unrolls: a JPEG bit reader's refill
    // `while (bits <= 56) { ...; bits += 8; }` by 4, as `k += 32` up to 256.
    // (Counting down by one to zero, `while (t) buf[k++] = tmp[--t]` on local
    // digit buffers, stays rolled: unrolled, a CSV line renderer's local
    // traffic tripled against nvcc's.)
    if (boundIsConstant(*latch) && !stepsByPowerOfTwo(*loop, *latch, se))
      continue;
    unsigned count = unrollCountFor(*loop, se.getExitCount(loop, latch));
    if (kiln::hasConvergentCallOrAtomic(*loop) || count == 1)
      continue;
    requestUnrollCount(*loop, count);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses pa = PreservedAnalyses::none();
  pa.preserveSet<CFGAnalyses>();
  return pa;
}
