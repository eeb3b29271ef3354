//===- Passes.td - target passes ------------------------------*- tablegen -*-===//
#ifndef KILN_TARGET_PASSES
#define KILN_TARGET_PASSES

include "mlir/Pass/PassBase.td"

def KilnSelectTarget : Pass<"kiln-select-target", "::mlir::ModuleOp"> {
  let summary = "Check a simt module against a target and choose its PTX ISA";
  let description = [{
    What kilnc does between the simt pipeline and the lowering: the features
    the module uses (clusters, wgmma, cp.async, ...) must exist on `arch`
    (an error names the feature and the targets that have it), the PTX ISA
    is the lowest that the target and those features need (`ptx-version`
    overrides, `max-ptx` caps: kilnc's --ptx-version and --max-ptx), and the
    module gets `simt.target = #simt.target<"sm_XX", ptx = NN>`.
  }];
  let options = [
    Option<"arch", "arch", "std::string", /*default=*/"\"sm_80\"",
           "The target (sm_80 ... sm_120a)">,
    Option<"ptxVersion", "ptx-version", "std::string", /*default=*/"\"\"",
           "The PTX ISA to use (MAJOR.MINOR), instead of the lowest that works">,
    Option<"maxPtx", "max-ptx", "std::string", /*default=*/"\"\"",
           "The newest PTX ISA allowed (MAJOR.MINOR)">,
  ];
  let dependentDialects = ["::kiln::simt::SimtDialect"];
}

#endif
