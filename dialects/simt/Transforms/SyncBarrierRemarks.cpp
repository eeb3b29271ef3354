//===- SyncBarrierRemarks.cpp - the barriers the checks verified ----------===//
//
// kilnc --report shows each barrier the sync passes accepted at its line,
// with the race it prevents: the hazard analysis run as if that barrier were
// not there finds a pair of accesses the kernel with it does not have (the
// same question simt-insert-barriers asks before it removes one). As MLIR
// optimisation remarks, which cost nothing unless the context collects them:
// kilnc does under --report only, so ordinary compiles skip the analyses.
//
//===----------------------------------------------------------------------===//
#include "dialects/simt/Transforms/SyncChecker.h"

#include "mlir/IR/Remarks.h"

using namespace mlir;
using namespace kiln;
using namespace kiln::simt;

void SyncChecker::remarkVerifiedBarriers(func::FuncOp func, UniformityAnalysis &uniformity,
                                         const std::shared_ptr<ShapeFreeFacts> &shapeFree) {
  if (!func.getContext()->getRemarkEngine())
    return;
  SmallVector<BarrierOp> barriers;
  func.walk([&](BarrierOp b) {
    if (b.getScope() != Scope::Cluster && !flagged.contains(b))
      barriers.push_back(b);
  });
  if (barriers.empty())
    return;
  SharedMemoryHazards::Options options;
  options.includeGlobalMemory = true; // a barrier may order global memory only
  options.sameInstruction = false;
  options.memoisePairs = false;
  options.shapeFree = shapeFree;
  llvm::DenseSet<std::pair<Operation *, Operation *>> known;
  {
    SharedMemoryHazards with(uniformity, options);
    // Incomplete hazards (the analysis' limit) say nothing of what a
    // barrier orders.
    if (with.overLimitAt())
      return;
    for (const Hazard &h : with.getHazards())
      known.insert({h.first->op, h.second->op});
  }
  options.stopUnlessKnown = &known; // the first new pair is the answer
  for (BarrierOp barrier : barriers) {
    options.ignoredBarrier = barrier;
    SharedMemoryHazards without(uniformity, options);
    const Hazard *ordered = nullptr;
    for (const Hazard &h : without.getHazards())
      if (!known.contains({h.first->op, h.second->op})) {
        ordered = &h;
        break;
      }
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "verified " << stringifyScope(barrier.getScope()) << " barrier ("
       << (barrier.getInserted() ? "inserted" : "written in the source")
       << "): reached by every thread it waits for";
    std::string hazard = "none";
    if (ordered) {
      hazard = (ordered->kind() + " between the " +
                (ordered->first->writes ? "write" : "read") + " at " +
                describeLine(ordered->first->op->getLoc()) + " and the " +
                (ordered->second->writes ? "write" : "read") + " at " +
                describeLine(ordered->second->op->getLoc()))
                   .str();
      os << "; without it, " << hazard;
    } else if (without.overLimitAt()) {
      hazard = "undecided";
      os << "; whether it orders conflicting accesses is not decided: "
         << without.overLimitReason();
    } else {
      os << "; it orders no conflicting shared- or global-memory accesses";
    }
    remark::analysis(barrier.getLoc(), remark::RemarkOpts::name("barrier-verified")
                                           .category("kiln-sync")
                                           .function(func.getSymName()))
        << message << remark::detail::Remark::Arg("scope", stringifyScope(barrier.getScope()))
        << remark::detail::Remark::Arg("origin", barrier.getInserted() ? "inserted" : "source")
        << remark::detail::Remark::Arg("hazard", hazard);
  }
}
