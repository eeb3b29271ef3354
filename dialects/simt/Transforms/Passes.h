//===- Passes.h - simt synchronisation passes -----------------*- C++ -*-===//
#ifndef KILN_DIALECTS_SIMT_TRANSFORMS_PASSES_H
#define KILN_DIALECTS_SIMT_TRANSFORMS_PASSES_H

#include "dialects/simt/IR/SimtDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace kiln::simt {

#define GEN_PASS_DECL
#include "dialects/simt/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dialects/simt/Transforms/Passes.h.inc"

/// The synchronisation passes kilnc runs after mem2reg: `simt-verify-sync`
/// always; with `autoSync` (`kilnc --auto-sync`), `simt-insert-barriers`
/// first so that verification sees the inserted barriers. `removeRedundant`
/// (kilnc -O) also drops barriers that guard nothing.
void addSyncPasses(mlir::OpPassManager &pm, bool autoSync,
                   bool removeRedundant = false);

/// What kilnc's --sync-check, -Werror=kiln-sync and -Wno-kiln-sync ask of
/// the verifier (SimtVerifySync's `mode` and `no-warnings`).
struct SyncCheckOptions {
  std::string mode = "on"; ///< off | warn | on | strict
  bool suppressWarnings = false;
};
void addSyncPasses(mlir::OpPassManager &pm, bool autoSync, bool removeRedundant,
                   const SyncCheckOptions &check);

} // namespace kiln::simt

#endif
