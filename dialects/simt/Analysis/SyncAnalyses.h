//===- SyncAnalyses.h - what the sync passes share per function -*- C++ -*-===//
//
// The analyses of one function that simt-insert-barriers computes and
// simt-verify-sync reads again, kept between them by MLIR's analysis manager
// (getAnalysis on the function, markAnalysesPreserved in the insertion):
// inserting and erasing barriers changes no value, block or branch, so
// neither the uniformity (levels, divergent branches, dominance, thread
// tables) nor the accesses of the race analysis change. Any other pass in
// between invalidates them as usual.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_DIALECTS_SIMT_ANALYSIS_SYNCANALYSES_H
#define KILN_DIALECTS_SIMT_ANALYSIS_SYNCANALYSES_H

#include "dialects/simt/Analysis/SharedMemoryHazards.h"
#include "dialects/simt/Analysis/Uniformity.h"

#include <memory>

namespace kiln {

struct SyncAnalyses {
  explicit SyncAnalyses(mlir::Operation *func) : uniformity(func) {}

  UniformityAnalysis uniformity;

  /// The accesses of race analyses under the uniformity's own tables,
  /// without and with global memory (SharedMemoryHazards::Options::shared).
  std::shared_ptr<SharedAccesses> &accesses(bool includeGlobalMemory) {
    std::shared_ptr<SharedAccesses> &slot = shared[includeGlobalMemory];
    if (!slot)
      slot = SharedMemoryHazards::makeSharedAccesses();
    return slot;
  }

  /// What every race analysis of the function shares, whatever its tables
  /// (SharedMemoryHazards::Options::shapeFree).
  std::shared_ptr<ShapeFreeFacts> shapeFree = SharedMemoryHazards::makeShapeFreeFacts();

private:
  std::shared_ptr<SharedAccesses> shared[2];
};

} // namespace kiln

#endif
