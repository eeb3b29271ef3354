//===- fuzz_mlir.cpp - libFuzzer target: MLIR text through every Kiln pass ===//
//
// Each input is .mlir text. It is parsed as kiln-opt parses it (the parser
// guard first), verified, and each Kiln pass runs alone on a fresh copy, as
// `kiln-opt --<pass>` would; then kilnc compiles the text to PTX, as for a
// .mlir input file. Diagnostics are expected; crashes, sanitizer reports,
// timeouts and (with KILN_FUZZ_PTXAS) PTX that ptxas rejects are findings.
// Built twice: kiln_fuzz_mlir (all of the above: links kilnc's driver, so the
// frontend, which the sanitizer tree builds only for the whole suites) and
// kiln_fuzz_passes (KILN_FUZZ_PASSES_ONLY: the parser and the passes, from
// the libraries kiln-opt links). See docs/reliability.md.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_FUZZ_PASSES_ONLY
#include "FuzzInput.h"
#endif

#include "compiler/Registration/ParserGuards.h"
#include "compiler/Registration/PassRegistration.h"
#include "compiler/Registration/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

#ifndef KILN_FUZZ_PASSES_ONLY
static const char *argv0 = "kiln_fuzz_mlir";
#endif

// Every Kiln pass (the Passes.td files), with the options kilnc's pipelines
// use, and kilnc's three pipelines as kiln-opt runs them.
static const char *const kPipelines[] = {
    "simt-split-large-switches",
    "simt-merge-switch-chains",
    "simt-distinct-successors",
    "simt-read-cse",
    "simt-sccp",
    "func.func(simt-return-in-place)",
    "func.func(simt-hoist-allocas)",
    "simt-verify-sync",
    "simt-verify-sync{races=false}",
    "simt-insert-barriers",
    "simt-insert-barriers{remove-redundant=true}",
    "simt-dynamic-shared",
    "test-print-uniformity",
    "test-print-inline-ptx",
    "tile-specialize-contiguous",
    "func.func(tile-choose-num-warps)",
    "func.func(tile-hoist-loads)",
    "func.func(tile-prefetch-loads)",
    "func.func(tile-assign-layouts)",
    "func.func(tile-assign-layouts{warpgroup-mma=true})",
    "func.func(tile-convert-layouts)",
    "convert-tile-to-simt",
    "convert-tile-to-simt{warpgroup-mma=true}",
    "convert-tile-to-simt{warpgroup-mma=true tma-loads=true warp-specialize=true "
    "persistent=true stream-k=true}",
    "convert-tile-to-simt{vector-atomics=true branch-free-loads=true}",
    "kiln-select-target{arch=sm_90a}",
    "kiln-select-target{arch=sm_80}",
    "convert-simt-to-nvvm",
    "kiln-tile-to-simt-pipeline{arch=sm_90a}",
    "kiln-simt-pipeline{arch=sm_90a tile-kernels=true auto-sync=true}",
    "kiln-simt-to-llvm-pipeline{arch=sm_90a}",
};

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
#ifndef KILN_FUZZ_PASSES_ONLY
  argv0 = (*argv)[0];
#endif
  kiln::registerAllPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  auto buffer = llvm::MemoryBuffer::getMemBuffer(text, "fuzz.mlir",
                                                 /*RequiresNullTerminator=*/false);
  if (kiln::reportParserCrasher(*buffer))
    return 0;

  DialectRegistry registry;
  kiln::registerAllDialects(registry);
  MLIRContext context(registry);
  context.disableMultithreading();
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return 0;

  for (const char *pipeline : kPipelines) {
    OwningOpRef<ModuleOp> copy = cast<ModuleOp>((*module)->clone());
    PassManager pm(&context);
    pm.enableVerifier(true);
    if (failed(parsePassPipeline(pipeline, pm, llvm::nulls())))
      __builtin_trap(); // a pass name here is wrong: fail loudly
    (void)pm.run(*copy);
  }

#ifndef KILN_FUZZ_PASSES_ONLY
  // The .mlir path of kilnc: its input checks, every pipeline and the
  // translation to LLVM IR and PTX (assembled too, with KILN_FUZZ_PTXAS).
  kiln::fuzz::compileAndAssemble(kiln::fuzz::writeInput(data, size, ".mlir"),
                                 argv0);
#endif
  return 0;
}
