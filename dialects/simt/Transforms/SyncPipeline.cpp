//===- SyncPipeline.cpp - the sync passes kilnc runs ----------------------===//
#include "dialects/simt/Transforms/Passes.h"

void kiln::simt::addSyncPasses(mlir::OpPassManager &pm, bool autoSync,
                               bool removeRedundant) {
  addSyncPasses(pm, autoSync, removeRedundant, SyncCheckOptions());
}

void kiln::simt::addSyncPasses(mlir::OpPassManager &pm, bool autoSync,
                               bool removeRedundant,
                               const SyncCheckOptions &check) {
  if (autoSync || removeRedundant) {
    SimtInsertBarriersOptions options;
    options.removeRedundant = removeRedundant;
    // The pipeline ran mem2reg itself (the check would see what canonicalize
    // exposed after it, not a missing step).
    options.requirePromoted = false;
    pm.addPass(createSimtInsertBarriers(options));
  }
  if (check.mode == "off")
    return;
  SimtVerifySyncOptions verify;
  verify.mode = check.mode;
  verify.suppressWarnings = check.suppressWarnings;
  verify.requirePromoted = false;
  pm.addPass(createSimtVerifySync(verify));
}
