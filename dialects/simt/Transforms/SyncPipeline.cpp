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
    pm.addPass(createSimtInsertBarriers(options));
  }
  if (check.mode == "off")
    return;
  SimtVerifySyncOptions verify;
  verify.mode = check.mode;
  verify.suppressWarnings = check.suppressWarnings;
  pm.addPass(createSimtVerifySync(verify));
}
