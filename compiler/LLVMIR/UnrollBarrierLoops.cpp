//===- UnrollBarrierLoops.cpp - nvcc-like unrolling of barrier loops ------===//
#include "compiler/LLVMIR/UnrollBarrierLoops.h"
#include "compiler/LLVMIR/ReleaseUnrolledLoops.h"
#include "compiler/LLVMIR/LoopSize.h"
#include "compiler/LLVMIR/LoopUnroller.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace {
constexpr unsigned kUnrollCount = 4;
// Bigger bodies are not worth four copies (nvcc's limit is of this order).
constexpr unsigned kMaxBodySize = 64;
// Loops whose trip count is known only at run time: nvcc unrolls small
// bodies by 4, mid-sized ones by 2 (a 7-point z-march), with an epilogue, and
// leaves larger ones (a 25-point z-march) rolled.
constexpr unsigned kRuntimeUnrollCount = 4;
constexpr unsigned kMaxRuntimeBodySize = 40;
constexpr unsigned kMaxRuntimeBodySizeBy2 = 96;
// A loop of full-warp syncs and no barrier: nvcc unrolls by 4 a warp-per-key
// dot product with its five-shuffle reduction (flash_decoding_splitk, about
// 50 instructions here).
constexpr unsigned kMaxWarpRuntimeBodySize = 64;

bool isBlockBarrier(const Instruction &inst) {
  auto *call = dyn_cast<IntrinsicInst>(&inst);
  return call && call->getCalledFunction()->getName().starts_with("llvm.nvvm.barrier");
}

bool isBlockUniformRead(const Value *v) {
  auto *call = dyn_cast<IntrinsicInst>(v);
  if (!call)
    return false;
  StringRef name = call->getCalledFunction()->getName();
  return name.starts_with("llvm.nvvm.read.ptx.sreg.ntid") ||
         name.starts_with("llvm.nvvm.read.ptx.sreg.nctaid") ||
         name.starts_with("llvm.nvvm.read.ptx.sreg.ctaid");
}

/// A warp-synchronous intrinsic over the whole warp (`__shfl_xor_sync(
/// 0xffffffff, ...)`, `__ballot_sync(0xffffffff, ...)`, `__syncwarp()`): all
/// 32 lanes must execute it together, or the program is undefined.
bool isFullWarpSync(const Instruction &inst) {
  auto *call = dyn_cast<IntrinsicInst>(&inst);
  if (!call || call->arg_size() == 0)
    return false;
  StringRef name = call->getCalledFunction()->getName();
  bool warpSync = name.starts_with("llvm.nvvm.shfl.sync.") || name.starts_with("llvm.nvvm.vote.") ||
                  name.starts_with("llvm.nvvm.match.") || name.starts_with("llvm.nvvm.redux.sync.") ||
                  name == "llvm.nvvm.bar.warp.sync";
  auto *mask = dyn_cast<ConstantInt>(call->getArgOperand(0));
  return warpSync && name.contains("sync") && mask && mask->isAllOnesValue();
}

/// Whether `v` has one value for every thread of a block: built from kernel
/// arguments, constants and the block/grid shape and position by arithmetic.
bool isBlockUniformValue(const Value *v, unsigned depth = 0) {
  if (isa<Constant>(v))
    return true;
  if (auto *arg = dyn_cast<Argument>(v))
    return arg->getParent()->getCallingConv() == CallingConv::PTX_Kernel;
  if (isBlockUniformRead(v))
    return true;
  auto *inst = dyn_cast<Instruction>(v);
  if (!inst || depth > 8 ||
      !(isa<BinaryOperator, CastInst, CmpInst, SelectInst>(inst) ||
        isa<FreezeInst>(inst)))
    return false;
  return all_of(inst->operands(), [&](const Use &op) {
    return isBlockUniformValue(op.get(), depth + 1);
  });
}

/// A trip count every thread of the block computes alike, so that all of
/// them run the unrolled loop and its remainder the same number of times and
/// the barriers in both stay under uniform control.
bool isBlockUniformTripCount(const SCEV *count) {
  return !SCEVExprContains(count, [](const SCEV *s) {
    if (auto *unknown = dyn_cast<SCEVUnknown>(s))
      return !isBlockUniformValue(unknown->getValue());
    return isa<SCEVAddRecExpr>(s);
  });
}

/// A loop fit for it: a block barrier inside, or a full-warp sync that runs
/// in every iteration; nothing that is not safe to copy (other convergent
/// calls are: they sit under the same uniform control), one exit at the
/// latch, no unrolling asked for or refused.
unsigned wantedCount(Loop &loop, ScalarEvolution &se, DominatorTree &dt) {
  if (!loop.isInnermost() || !loop.getLoopLatch() || loop.getExitingBlock() != loop.getLoopLatch())
    return 0;
  if (findStringMetadataForLoop(&loop, "llvm.loop.unroll.disable") ||
      findStringMetadataForLoop(&loop, "llvm.loop.unroll.count") ||
      findStringMetadataForLoop(&loop, "llvm.loop.unroll.full"))
    return 0;
  bool barrier = false, warpSync = false;
  for (BasicBlock *bb : loop.blocks())
    for (Instruction &inst : *bb) {
      barrier |= isBlockBarrier(inst);
      // Run by all 32 lanes in every iteration: every lane of the warp runs
      // the loop equally often, whatever the trip count's SCEV says.
      warpSync |= isFullWarpSync(inst) && dt.dominates(bb, loop.getLoopLatch());
      if (auto *call = dyn_cast<CallBase>(&inst); call && call->cannotDuplicate())
        return 0;
    }
  if (!barrier && !warpSync)
    return 0;
  unsigned size = kiln::loopBodySize(loop);
  unsigned trips = se.getSmallConstantTripCount(&loop);
  if (trips != 0)
    return trips >= 2 * kUnrollCount && size <= kMaxBodySize ? kUnrollCount : 0;
  const SCEV *count = se.getExitCount(&loop, loop.getLoopLatch());
  if (isa<SCEVCouldNotCompute>(count) || (barrier && !isBlockUniformTripCount(count)))
    return 0;
  if (size <= (barrier ? kMaxRuntimeBodySize : kMaxWarpRuntimeBodySize))
    return kRuntimeUnrollCount;
  return size <= kMaxRuntimeBodySizeBy2 ? 2 : 0;
}
} // namespace

PreservedAnalyses kiln::UnrollBarrierLoopsPass::run(Function &f, FunctionAnalysisManager &am) {
  LoopUnroller unroller(f, am);
  SmallVector<std::pair<Loop *, unsigned>> candidates;
  for (Loop *loop : unroller.li.getLoopsInPreorder())
    if (unsigned count = wantedCount(*loop, unroller.se, unroller.dt))
      candidates.push_back({loop, count});
  bool changed = false;
  for (auto [loop, count] : candidates) {
    bool runtime = unroller.se.getSmallConstantTripCount(loop) == 0;
    unroller.prepare(*loop);
    // A runtime trip count gets an epilogue; LLVM's unroller refuses that
    // for convergent loops in general, but this trip count is block-uniform
    // (or warp-uniform, for a loop of full-warp syncs and no barrier).
    LoopUnrollResult result = unroller.unroll(*loop, count, runtime);
    if (result == LoopUnrollResult::Unmodified)
      continue;
    changed = true;
    // As nvcc: four copies, not more (LLVM's unroller would otherwise
    // unroll the shortened loop again).
    // ptxas may (ReleaseUnrolledLoops), as it does nvcc's.
    if (result == LoopUnrollResult::PartiallyUnrolled) {
      addStringMetadataToLoop(loop, "llvm.loop.unroll.disable");
      kiln::markPtxasMayUnroll(*loop);
    }
  }
  return changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}
