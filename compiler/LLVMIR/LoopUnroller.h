//===- LoopUnroller.h - what the function-level unroll passes share -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_LOOPUNROLLER_H
#define KILN_COMPILER_LLVMIR_LOOPUNROLLER_H

#include "llvm/IR/PassManager.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

namespace llvm {
class AssumptionCache;
class DominatorTree;
class Loop;
class LoopInfo;
class OptimizationRemarkEmitter;
class ScalarEvolution;
class TargetTransformInfo;
} // namespace llvm

namespace kiln {

/// The analyses LLVM's UnrollLoop needs, fetched once per function, and the
/// one way UnrollBarrierLoops and UnrollBoundedLocalLoops call it: the loop
/// in simplified and LCSSA form first, LCSSA kept, no forced count, no
/// unrolled remainder and no SCEV expansion budget.
struct LoopUnroller {
  LoopUnroller(llvm::Function &f, llvm::FunctionAnalysisManager &am);

  /// Puts `loop` in the form UnrollLoop takes (preheader, dedicated exits,
  /// one latch; LCSSA).
  void prepare(llvm::Loop &loop);
  /// UnrollLoop by `count`; `runtime`: a trip count known only at run time,
  /// with an epilogue loop for the rest.
  llvm::LoopUnrollResult unroll(llvm::Loop &loop, unsigned count, bool runtime);

  llvm::LoopInfo &li;
  llvm::ScalarEvolution &se;
  llvm::DominatorTree &dt;
  llvm::AssumptionCache &ac;
  llvm::TargetTransformInfo &tti;
  llvm::OptimizationRemarkEmitter &ore;
};

} // namespace kiln

#endif
