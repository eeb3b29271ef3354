//===- Pipelines.cpp - the named pipelines kilnc runs ---------------------===//
#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Target/Target.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void kiln::buildSimtPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  // Locals arrive as simt.alloca + load/store; SSA form is what the
  // uniformity and hazard analyses reason about.
  pm.addPass(createMem2Reg());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void kiln::buildSimtToLLVMPipeline(OpPassManager &pm, const TargetInfo &target,
                                   const PipelineOptions &opts) {}
