//===- LoopUnroller.cpp - what the function-level unroll passes share -----===//
#include "compiler/LLVMIR/LoopUnroller.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

kiln::LoopUnroller::LoopUnroller(Function &f, FunctionAnalysisManager &am)
    : li(am.getResult<LoopAnalysis>(f)), se(am.getResult<ScalarEvolutionAnalysis>(f)),
      dt(am.getResult<DominatorTreeAnalysis>(f)), ac(am.getResult<AssumptionAnalysis>(f)),
      tti(am.getResult<TargetIRAnalysis>(f)),
      ore(am.getResult<OptimizationRemarkEmitterAnalysis>(f)) {}

void kiln::LoopUnroller::prepare(Loop &loop) {
  simplifyLoop(&loop, &dt, &li, &se, &ac, nullptr, /*PreserveLCSSA=*/false);
  formLCSSARecursively(loop, dt, &li, &se);
}

LoopUnrollResult kiln::LoopUnroller::unroll(Loop &loop, unsigned count, bool runtime) {
  UnrollLoopOptions options;
  options.Count = count;
  options.Force = false;
  options.Runtime = runtime;
  options.AllowExpensiveTripCount = runtime;
  options.UnrollRemainder = false;
  options.ForgetAllSCEV = false;
  options.SCEVExpansionBudget = 0;
  return UnrollLoop(&loop, options, &li, &se, &dt, &ac, &tti, &ore, /*PreserveLCSSA=*/true);
}
