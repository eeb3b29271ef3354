//===- SyncPipeline.cpp - the sync passes kilnc runs ----------------------===//
#include "dialects/simt/Transforms/Passes.h"

void kiln::simt::addSyncPasses(mlir::OpPassManager &pm, bool autoSync,
                               bool removeRedundant) {
  if (autoSync || removeRedundant) {
    SimtInsertBarriersOptions options;
    options.removeRedundant = removeRedundant;
    pm.addPass(createSimtInsertBarriers(options));
  }
  pm.addPass(createSimtVerifySync());
}
